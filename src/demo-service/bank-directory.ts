/**
 * The banks the demo service knows, by BIC, routing code or the bank part of an IBAN: what `beneficiaries/validate`,
 * `create` and `update` answer as a beneficiary's bank, and what `reference/bank_details/find` looks up
 * (docs/demo-service.md, "Bank details"). Every answer and refusal of the lookup has an entry that produces it.
 *
 * DEMO DATA. Entries marked "recorded" answer as the provider did in the SDKs' recordings (named beside them); the
 * others are illustrative, written for the demo and its tests: no directory of record stands behind them.
 */
import { bicOf, ibanOf, routingCodeOf } from "./rules/bank-codes";
import type { BankDetailsInput, BeneficiaryInput } from "./wire";

/** What the lookup takes a code as, in the reference's order (SW `identifier_type_not_in_range`). */
export const BANK_IDENTIFIER_TYPES = ["iban", "bic_swift", "sort_code", "aba", "bsb_code", "routing_number", "cnaps", "ifsc"] as const;
export type BankIdentifierType = (typeof BANK_IDENTIFIER_TYPES)[number];

/**
 * A bank as the lookup answers it (`bic_swift` in 11 characters, `bank_address` one line), and its address as a
 * beneficiary's `bank_address` lines: the recorded lines where there are some.
 */
export interface DirectoryBank extends Pick<BankDetailsInput, "bic_swift" | "bank_name" | "bank_branch" | "bank_address" | "bank_city" | "bank_state" | "bank_post_code" | "bank_country_ISO"> {
  lines: readonly string[];
}

/** The bank a beneficiary is answered with: its name and its address lines. */
export interface BeneficiaryBank {
  bank_name: string;
  bank_address: string[];
}

const bank = (fields: Omit<DirectoryBank, "lines"> & { lines?: readonly string[] }): DirectoryBank => ({
  ...fields,
  lines: fields.lines ?? [fields.bank_address, fields.bank_city, fields.bank_post_code].filter((line) => line !== ""),
});

// SW-resp v2_reference_bank_details_find_POST_200 (and, older, PY/JAVA/NET `can_retrieve_bank_details`): recorded.
const CURRENCY_CLOUD = bank({ bic_swift: "TCCLGB31XXX", bank_name: "THE CURRENCY CLOUD LIMITED", bank_branch: "", bank_address: "STEWARD STREET, 12 THE STEWARD BUILDING FLOOR 0", bank_city: "LONDON", bank_state: "GREATER LONDON", bank_post_code: "E1 6FQ", bank_country_ISO: "GB" });
const BARCLAYS = bank({ bic_swift: "BARCGB22XXX", bank_name: "BARCLAYS BANK PLC", bank_branch: "", bank_address: "1 CHURCHILL PLACE", bank_city: "LONDON", bank_state: "GREATER LONDON", bank_post_code: "E14 5HP", bank_country_ISO: "GB", lines: ["1 Churchill Place", "London", "E14 5HP"] });
// Sort code 200605: NET `Beneficiaries.json` and JS `beneficiaries.js` validations recorded these lines.
const BARCLAYS_LEICESTER = bank({ bic_swift: "BARCGB22XXX", bank_name: "BARCLAYS BANK PLC", bank_branch: "LEICESTER", bank_address: "", bank_city: "LEICESTER", bank_state: "LEICESTERSHIRE", bank_post_code: "", bank_country_ISO: "GB", lines: ["Leicester", "Leicestershire"] });
// Sort code 123456: RB `Actions/can_validate_beneficiaries.yml` recorded these lines.
const HSBC_WIMBLEDON = bank({ bic_swift: "MIDLGB22XXX", bank_name: "HSBC BANK PLC", bank_branch: "WIMBLEDON", bank_address: "5 WIMBLEDON HILL RD", bank_city: "LONDON", bank_state: "GREATER LONDON", bank_post_code: "SW19 7NB", bank_country_ISO: "GB", lines: ["5 Wimbledon Hill Rd", "Wimbledon", "London"] });
const NATWEST = bank({ bic_swift: "NWBKGB2LXXX", bank_name: "NATIONAL WESTMINSTER BANK PLC", bank_branch: "", bank_address: "250 BISHOPSGATE", bank_city: "LONDON", bank_state: "GREATER LONDON", bank_post_code: "EC2M 4AA", bank_country_ISO: "GB", lines: ["250 Bishopsgate", "London", "EC2M 4AA"] });
// COBADEFF: NET `Beneficiaries.json` and JS `beneficiaries.js` creates recorded these lines, whatever the request gave.
const COMMERZBANK = bank({ bic_swift: "COBADEFFXXX", bank_name: "COMMERZBANK AG", bank_branch: "", bank_address: "KAISERSTRASSE 16", bank_city: "FRANKFURT AM MAIN", bank_state: "HESSEN", bank_post_code: "60261", bank_country_ISO: "DE", lines: ["KAISERSTRASSE 16", "60261 FRANKFURT AM MAIN"] });
const DEUTSCHE_BANK = bank({ bic_swift: "DEUTDEFFXXX", bank_name: "DEUTSCHE BANK AG", bank_branch: "", bank_address: "TAUNUSANLAGE 12", bank_city: "FRANKFURT AM MAIN", bank_state: "HESSEN", bank_post_code: "60325", bank_country_ISO: "DE", lines: ["Taunusanlage 12", "Frankfurt am Main", "60325"] });
const COMMERZBANK_KOELN = bank({ bic_swift: "COBADEFFXXX", bank_name: "COMMERZBANK AG", bank_branch: "KOELN", bank_address: "UNTER SACHSENHAUSEN 21-27", bank_city: "KOELN", bank_state: "NORDRHEIN-WESTFALEN", bank_post_code: "50667", bank_country_ISO: "DE" });
// DABADKKK: NET `Beneficiaries.json` recorded an update answered with this bank, though the request named another.
const DANSKE = bank({ bic_swift: "DABADKKKXXX", bank_name: "DANSKE BANK A/S", bank_branch: "", bank_address: "HOLMENS KANAL 2-12", bank_city: "COPENHAGEN", bank_state: "", bank_post_code: "1092", bank_country_ISO: "DK", lines: ["HOLMENS KANAL 2-12", "1092 COPENHAGEN"] });
const BANK_OF_AMERICA = bank({ bic_swift: "BOFAUS3NXXX", bank_name: "BANK OF AMERICA, N.A.", bank_branch: "", bank_address: "222 BROADWAY", bank_city: "NEW YORK", bank_state: "NEW YORK", bank_post_code: "10038", bank_country_ISO: "US", lines: ["222 Broadway", "New York", "NY 10038"] });
const CHASE = bank({ bic_swift: "CHASUS33XXX", bank_name: "JPMORGAN CHASE BANK, N.A.", bank_branch: "", bank_address: "270 PARK AVENUE", bank_city: "NEW YORK", bank_state: "NEW YORK", bank_post_code: "10017", bank_country_ISO: "US" });
const COMMONWEALTH = bank({ bic_swift: "CTBAAU2SXXX", bank_name: "COMMONWEALTH BANK OF AUSTRALIA", bank_branch: "", bank_address: "48 MARTIN PLACE", bank_city: "SYDNEY", bank_state: "NEW SOUTH WALES", bank_post_code: "2000", bank_country_ISO: "AU" });
const ICBC = bank({ bic_swift: "ICBKCNBJXXX", bank_name: "INDUSTRIAL AND COMMERCIAL BANK OF CHINA LIMITED", bank_branch: "", bank_address: "55 FUXINGMENNEI STREET, XICHENG DISTRICT", bank_city: "BEIJING", bank_state: "BEIJING", bank_post_code: "100140", bank_country_ISO: "CN" });
const HDFC = bank({ bic_swift: "HDFCINBBXXX", bank_name: "HDFC BANK LIMITED", bank_branch: "SANDOZ HOUSE", bank_address: "DR ANNIE BESANT ROAD, WORLI", bank_city: "MUMBAI", bank_state: "MAHARASHTRA", bank_post_code: "400018", bank_country_ISO: "IN" });
const STATE_BANK_OF_INDIA = bank({ bic_swift: "SBININBBXXX", bank_name: "STATE BANK OF INDIA", bank_branch: "NEW DELHI MAIN BRANCH", bank_address: "11 SANSAD MARG", bank_city: "NEW DELHI", bank_state: "DELHI", bank_post_code: "110001", bank_country_ISO: "IN" });
// Illustrative: a Portuguese bank, for IBANs of a country the SEPA euro reaches beside a sort code of another.
const CAIXA_GERAL = bank({ bic_swift: "CGDIPTPLXXX", bank_name: "CAIXA GERAL DE DEPOSITOS, S.A.", bank_branch: "", bank_address: "AVENIDA JOAO XXI, 63", bank_city: "LISBOA", bank_state: "LISBOA", bank_post_code: "1000-300", bank_country_ISO: "PT" });
const ROYAL_BANK = bank({ bic_swift: "ROYCCAT2XXX", bank_name: "ROYAL BANK OF CANADA", bank_branch: "", bank_address: "200 BAY STREET", bank_city: "TORONTO", bank_state: "ONTARIO", bank_post_code: "M5J 2J5", bank_country_ISO: "CA" });

/** Keyed by the BIC's first eight characters (the institution, whatever its branch). */
const BY_BIC: Readonly<Record<string, DirectoryBank>> = {
  TCCLGB31: CURRENCY_CLOUD,
  TCCLGB22: CURRENCY_CLOUD,
  BARCGB22: BARCLAYS,
  MIDLGB22: HSBC_WIMBLEDON,
  NWBKGB2L: NATWEST,
  COBADEFF: COMMERZBANK,
  DEUTDEFF: DEUTSCHE_BANK,
  DABADKKK: DANSKE,
  BOFAUS3N: BANK_OF_AMERICA,
  CHASUS33: CHASE,
  CTBAAU2S: COMMONWEALTH,
  ICBKCNBJ: ICBC,
  HDFCINBB: HDFC,
  SBININBB: STATE_BANK_OF_INDIA,
  ROYCCAT2: ROYAL_BANK,
  CGDIPTPL: CAIXA_GERAL,
};

/** Keyed by `<type>:<value>`, the value as the lookup takes it (digits only; an IFSC upper-case). */
const BY_CODE: Readonly<Record<string, DirectoryBank>> = {
  "sort_code:009979": CURRENCY_CLOUD,
  "sort_code:200605": BARCLAYS_LEICESTER,
  "sort_code:123456": HSBC_WIMBLEDON,
  "sort_code:601613": NATWEST,
  "aba:026009593": BANK_OF_AMERICA,
  "aba:021000021": CHASE,
  "bsb_code:062000": COMMONWEALTH,
  "bsb_code:082902": COMMONWEALTH,
  "cnaps:102100099996": ICBC,
  "ifsc:HDFC0000001": HDFC,
  "ifsc:SBIN0001234": STATE_BANK_OF_INDIA,
  "routing_number:000300002": ROYAL_BANK,
};

/**
 * Codes whose bank the directory's source cannot give just now: the lookup answers `cannot_retrieve_bank_data`
 * ("Bank Details service is temporarily unavailable", SW) for them, so that refusal can be produced on purpose.
 */
const UNAVAILABLE: ReadonlySet<string> = new Set(["sort_code:999999", "aba:011000015"]);

/**
 * The national bank (and branch) code inside an IBAN, by country: where it sits in the BBAN, after the country and
 * check digits (the SWIFT IBAN registry's bank and branch identifier positions). GB: bank code and sort code; DE:
 * the Bankleitzahl; FR: bank and branch codes; PT: the bank code (its first four digits).
 */
const IBAN_BANK_CODE: Readonly<Record<string, { start: number; length: number; sortCodeAt?: number }>> = {
  GB: { start: 4, length: 10, sortCodeAt: 8 },
  DE: { start: 4, length: 8 },
  FR: { start: 4, length: 10 },
  PT: { start: 4, length: 4 },
};

/** Keyed by the IBAN's country and bank code: the banks whose IBANs are not read through a sort code. */
const BY_IBAN_BANK: Readonly<Record<string, DirectoryBank>> = {
  "DE:51210800": COMMERZBANK,
  "DE:37040044": COMMERZBANK_KOELN,
  "DE:50070010": DEUTSCHE_BANK,
  "PT:0035": CAIXA_GERAL,
  "FR:3000200246": bank({ bic_swift: "CRLYFRPPXXX", bank_name: "CREDIT LYONNAIS", bank_branch: "AG STALINGRAD", bank_address: "212 BOULEVARD DE LA VILLETTE", bank_city: "PARIS", bank_state: "PARIS", bank_post_code: "75019", bank_country_ISO: "FR" }),
};

/**
 * What the provider's demo environment answers for a bank it does not look up (SW-resp
 * v2_beneficiaries_validate_POST_200, PY's recorded validations and PY `beneficiaries/create`), the spaces as recorded.
 */
export const UNKNOWN_BANK: BeneficiaryBank = {
  bank_name: "TEST BANK NAME",
  bank_address: ["TEST BANK ADDRESS", " NOT USING EXTERNAL SERVICE", " DEVELOPMENT ENVIRONMENT."],
};

/** The answer of a lookup: the bank, or why there is none. */
export type Lookup = { found: DirectoryBank } | { refused: "invalid" | "unavailable" };

/** The bank an IBAN names, through its bank code (a GB IBAN through its sort code); undefined when unknown. */
function bankOfIban(iban: string): DirectoryBank | undefined {
  const country = iban.slice(0, 2);
  const layout = IBAN_BANK_CODE[country];
  if (layout === undefined) return undefined;
  const code = iban.slice(layout.start, layout.start + layout.length);
  if (layout.sortCodeAt !== undefined) return BY_CODE[`sort_code:${iban.slice(layout.sortCodeAt, layout.sortCodeAt + 6)}`];
  return BY_IBAN_BANK[`${country}:${code}`];
}

/**
 * The value as the lookup reads it, or undefined when it cannot: the check each scheme defines (rules/bank-codes.ts,
 * for IBAN, BIC, ABA, sort code and IFSC), else the digits the scheme has (BSB 6, CNAPS 12, a routing number 9).
 */
function readable(type: BankIdentifierType, value: string): string | undefined {
  const digits = (count: number) => (new RegExp(`^\\d{${count}}$`).test(value.trim()) ? value.trim() : undefined);
  switch (type) {
    case "iban":
      return ibanOf(value);
    case "bic_swift":
      return bicOf(value);
    case "aba":
    case "sort_code":
    case "ifsc":
      return routingCodeOf(type, value);
    case "bsb_code":
      return digits(6);
    case "cnaps":
      return digits(12);
    case "routing_number":
      return digits(9);
  }
}

/**
 * Looks a code up. Malformed, or well-formed but unknown to the directory, is `invalid` (Assumption: the reference
 * lists no "not found" code, only `invalid_<type>` for a code it cannot use); the codes of UNAVAILABLE are `unavailable`.
 */
export function lookUp(type: BankIdentifierType, value: string): Lookup {
  const code = readable(type, value);
  if (code === undefined) return { refused: "invalid" };
  if (UNAVAILABLE.has(`${type}:${code}`)) return { refused: "unavailable" };
  const found = type === "iban" ? bankOfIban(code) : type === "bic_swift" ? BY_BIC[code.slice(0, 8)] : BY_CODE[`${type}:${code}`];
  return found === undefined ? { refused: "invalid" } : { found };
}

type BankFields = Pick<BeneficiaryInput, "bic_swift" | "iban" | `routing_code_${"type" | "value"}_${1 | 2}`>;

/**
 * The bank of a beneficiary's details, as a beneficiary's `bank_name` and `bank_address`: by BIC first, then either
 * routing code, then the IBAN's bank code (NET and JS record a BIC's bank answered over the sort code given beside
 * it); undefined when the directory knows none of them.
 */
export function bankOf(details: BankFields): BeneficiaryBank | undefined {
  const codes: [BankIdentifierType, string | null][] = [["bic_swift", details.bic_swift]];
  for (const slot of [1, 2] as const) {
    const type = details[`routing_code_type_${slot}`];
    if (type !== null && (BANK_IDENTIFIER_TYPES as readonly string[]).includes(type)) codes.push([type as BankIdentifierType, details[`routing_code_value_${slot}`]]);
  }
  codes.push(["iban", details.iban]);
  for (const [type, value] of codes) {
    if (!value) continue;
    const answer = lookUp(type, value);
    if ("found" in answer) return { bank_name: answer.found.bank_name, bank_address: [...answer.found.lines] };
  }
  return undefined;
}
