/**
 * Whether the bank codes a payee's details carry point at one bank (issue 39 point 5): an IBAN names its country in
 * its first two letters, a BIC in its 5th and 6th, and a routing code by its scheme (a sort code is British, an ABA
 * routing number American…). A GB IBAN carries its bank's code and sort code inside it (GBkk BBBB SSSSSS AAAAAAAA:
 * the SWIFT IBAN registry's layout for GB, as ibantools reads it), so a sort code or BIC beside it can be compared
 * without asking anyone. What needs the bank itself (two codes of one country naming different banks) is the bank
 * lookup's to tell: jobs/payees/bank-agreement.ts. Pure rules, no I/O.
 */
import { extractBIC, extractIBAN } from "ibantools";
import type { RoutingCodeType } from "./bank-details";

/** A code as bank details carry it: an IBAN, a BIC, or a routing code of a scheme (the lookup's `routing_number` is Canada's). */
export type BankCodeScheme = "iban" | "bic_swift" | RoutingCodeType | "routing_number";

export interface GivenBankCode {
  scheme: BankCodeScheme;
  /** As the service takes it: an IBAN and a BIC upper-case without spaces, a sort code its 6 digits. */
  value: string;
}

/**
 * The country of each routing code scheme that belongs to one country. A bank code or branch code is used by many
 * countries' schemes (JPY, HKD…), so it names none.
 */
const SCHEME_COUNTRY: Readonly<Partial<Record<BankCodeScheme, string>>> = {
  sort_code: "GB",
  aba: "US",
  bsb_code: "AU",
  ifsc: "IN",
  cnaps: "CN",
  clabe: "MX",
  institution_no: "CA",
  routing_number: "CA",
};

/** The country a code names by itself, without a lookup; undefined when it names none (a bank code) or is not readable. */
export function countryOfCode(code: GivenBankCode): string | undefined {
  if (code.scheme === "iban") {
    const country = code.value.slice(0, 2).toUpperCase();
    return /^[A-Z]{2}$/.test(country) ? country : undefined;
  }
  if (code.scheme === "bic_swift") {
    const bic = extractBIC(code.value);
    return bic.valid ? bic.countryCode : undefined;
  }
  return SCHEME_COUNTRY[code.scheme];
}

/**
 * Territories whose banks use another country's IBAN: the SWIFT IBAN Registry's entries for France and Finland name
 * the French overseas territories and the Åland Islands as covered by FR and FI IBANs. Jersey, Guernsey and the Isle
 * of Man are not in the registry; that their banks use GB IBANs (UK sort codes) is an Assumption (docs/kinds.md,
 * "Saved payees and the bank country"). Their banks' BICs and a payee's bank country may still name the territory itself.
 */
const IBAN_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  GB: ["JE", "GG", "IM"],
  FR: ["GF", "GP", "MQ", "RE", "PF", "TF", "YT", "NC", "BL", "MF", "PM", "WF"],
  FI: ["AX"],
};

/** Whether two country codes can name one bank's country: the same, or a territory and the country whose IBANs it uses. */
export function countriesAgree(first: string, second: string): boolean {
  const [a, b] = [first.toUpperCase(), second.toUpperCase()];
  return a === b || IBAN_TERRITORIES[a]?.includes(b) === true || IBAN_TERRITORIES[b]?.includes(a) === true;
}

/** What a GB IBAN holds: the bank's 4-letter code (a BIC's first four), the 6-digit sort code and the 8-digit account number. */
export interface GbIbanParts {
  bankCode: string;
  sortCode: string;
  accountNumber: string;
}

/** The parts of a valid GB IBAN ("GB33BUKB20201555555555" → BUKB, 202015, 55555555); undefined for any other IBAN. */
export function gbIbanParts(iban: string): GbIbanParts | undefined {
  const parts = extractIBAN(iban.replace(/\s+/g, "").toUpperCase());
  if (!parts.valid || parts.countryCode !== "GB" || parts.bankIdentifier === undefined || parts.branchIdentifier === undefined || parts.bban === undefined) return undefined;
  return { bankCode: parts.bankIdentifier, sortCode: parts.branchIdentifier, accountNumber: parts.bban.slice(10) };
}

/** A sort code as a UK bank writes it: "601613" → "60-16-13". */
export function sortCodeInWords(digits: string): string {
  return /^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : digits;
}

/** Why two codes cannot name one account: other countries, or (read inside a GB IBAN) another bank or sort code. */
export type CodeClash = "country" | "bank" | "sort_code";

/**
 * What can be told of two codes without a lookup: the countries they name differ; or the first is a GB IBAN and the
 * second a BIC of another bank (its first four letters) or another sort code. Undefined when nothing here tells them
 * apart (the bank lookup may still).
 */
export function clashWithoutLookup(first: GivenBankCode, second: GivenBankCode): CodeClash | undefined {
  const countries = [countryOfCode(first), countryOfCode(second)];
  if (countries[0] !== undefined && countries[1] !== undefined && !countriesAgree(countries[0], countries[1])) return "country";
  const gb = first.scheme === "iban" ? gbIbanParts(first.value) : undefined;
  if (gb === undefined) return undefined;
  if (second.scheme === "sort_code" && second.value.replace(/[\s-]+/g, "") !== gb.sortCode) return "sort_code";
  if (second.scheme === "bic_swift" && second.value.slice(0, 4).toUpperCase() !== gb.bankCode) return "bank";
  return undefined;
}

/**
 * The codes of a payee's details, the one they are compared with first: the IBAN when there is one (it names the
 * account), else the BIC, else the first routing code.
 */
export function codesToCompare(details: {
  iban?: string | null;
  bic_swift?: string | null;
  routing_code_type_1?: string | null;
  routing_code_value_1?: string | null;
  routing_code_type_2?: string | null;
  routing_code_value_2?: string | null;
}): GivenBankCode[] {
  const codes: GivenBankCode[] = [];
  if (details.iban) codes.push({ scheme: "iban", value: details.iban.replace(/\s+/g, "").toUpperCase() });
  if (details.bic_swift) codes.push({ scheme: "bic_swift", value: details.bic_swift.replace(/\s+/g, "").toUpperCase() });
  for (const slot of [1, 2] as const) {
    const scheme = details[`routing_code_type_${slot}`];
    const value = details[`routing_code_value_${slot}`];
    if (scheme && value) codes.push({ scheme: scheme as BankCodeScheme, value: scheme === "sort_code" ? value.replace(/[\s-]+/g, "") : value.trim() });
  }
  return codes;
}
