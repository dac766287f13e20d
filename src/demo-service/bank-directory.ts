/**
 * The banks the demo service knows by BIC or routing code, so `beneficiaries/validate` can answer a bank's name and
 * address as the provider's lookup does (docs/demo-service.md, "Beneficiary validation").
 *
 * DEMO DATA. Two entries are as the provider answered them in recorded validations (sort codes 200605 and 123456);
 * the others are illustrative, written for the demo and its tests: no directory of record stands behind them.
 */
import type { BeneficiaryInput } from "./wire";

export interface BankDetails {
  bank_name: string;
  bank_address: string[];
}

/** Keyed by the BIC's first eight characters (the institution, whatever its branch). */
const BY_BIC: Readonly<Record<string, BankDetails>> = {
  BARCGB22: { bank_name: "BARCLAYS BANK PLC", bank_address: ["1 Churchill Place", "London", "E14 5HP"] },
  COBADEFF: { bank_name: "COMMERZBANK AG", bank_address: ["Kaiserplatz", "Frankfurt am Main", "60311"] },
  DEUTDEFF: { bank_name: "DEUTSCHE BANK AG", bank_address: ["Taunusanlage 12", "Frankfurt am Main", "60325"] },
  BOFAUS3N: { bank_name: "BANK OF AMERICA, N.A.", bank_address: ["222 Broadway", "New York", "NY 10038"] },
};

/** Keyed by `<routing code type>:<value>`. */
const BY_ROUTING_CODE: Readonly<Record<string, BankDetails>> = {
  "sort_code:200605": { bank_name: "BARCLAYS BANK PLC", bank_address: ["Leicester", "Leicestershire"] },
  "sort_code:123456": { bank_name: "HSBC BANK PLC", bank_address: ["5 Wimbledon Hill Rd", "Wimbledon", "London"] },
  "sort_code:601613": { bank_name: "NATIONAL WESTMINSTER BANK PLC", bank_address: ["250 Bishopsgate", "London", "EC2M 4AA"] },
  "aba:026009593": { bank_name: "BANK OF AMERICA, N.A.", bank_address: ["222 Broadway", "New York", "NY 10038"] },
};

/**
 * What the provider's demo environment answers for a bank it does not look up (SW-resp
 * v2_beneficiaries_validate_POST_200, and PY's recorded validations), the spaces as recorded.
 */
export const UNKNOWN_BANK: BankDetails = {
  bank_name: "TEST BANK NAME",
  bank_address: ["TEST BANK ADDRESS", " NOT USING EXTERNAL SERVICE", " DEVELOPMENT ENVIRONMENT."],
};

/** The bank of these details: by BIC first, then by either routing code; undefined when the directory has neither. */
export function bankOf(details: Pick<BeneficiaryInput, "bic_swift" | `routing_code_${"type" | "value"}_${1 | 2}`>): BankDetails | undefined {
  const byBic = details.bic_swift ? BY_BIC[details.bic_swift.slice(0, 8)] : undefined;
  if (byBic) return byBic;
  for (const slot of [1, 2] as const) {
    const type = details[`routing_code_type_${slot}`];
    const value = details[`routing_code_value_${slot}`];
    const found = type && value ? BY_ROUTING_CODE[`${type}:${value}`] : undefined;
    if (found) return found;
  }
  return undefined;
}
