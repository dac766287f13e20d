/**
 * Bank details that disagree are held before anything is created (issue 39 point 5): an IBAN beside a sort code,
 * ABA, BIC or other bank code that names another country or another bank. What the codes say by themselves
 * (domain/bank-agreement.ts) is compared first; two codes of one country are compared by the banks the service's
 * bank lookup names for them (docs/provider-api.md §17): other countries, or another BIC institution (its first six
 * characters: bank and country; the rest names an office of the same bank). A code the lookup does not know is told
 * apart only by what it says itself. A bank country given beside an IBAN or a BIC must be the country they name. The
 * Beneficiaries form, the Add beneficiaries rows and the payment rows with a
 * new payee all ask here, each code once per run or form through the shared BankLookups.
 */
import { bankIdentifierOfRoutingCode, type BankIdentifierType } from "../../api";
import { clashWithoutLookup, codesToCompare, countriesAgree, countryOfCode, gbIbanParts, sortCodeInWords, type CodeClash, type GivenBankCode } from "../../domain/bank-agreement";
import { ROUTING_CODE_TYPE_WORDS, type RoutingCodeType } from "../../domain/bank-details";
import { countryInSentence } from "../../domain/countries";
import { bankInWords, type BankAnswer, type BankCode, type BankLookups } from "./bank-lookup";

/** The lookup's code for a given one; undefined for a scheme the lookup does not take (a CLABE, a bank code…). */
export function lookupCodeOf(code: GivenBankCode): BankCode | undefined {
  if (code.scheme === "iban" || code.scheme === "bic_swift" || code.scheme === "routing_number") return { type: code.scheme, value: code.value };
  const type: BankIdentifierType | undefined = bankIdentifierOfRoutingCode(code.scheme);
  return type === undefined ? undefined : { type, value: code.value };
}

/** The BIC's bank and country ("NWBKGB"): one institution, whichever of its offices the rest names. */
const institutionOf = (bic: string | null) => (bic === null || bic.length < 6 ? undefined : bic.slice(0, 6).toUpperCase());

function clashByLookup(first: BankAnswer | undefined, second: BankAnswer | undefined): CodeClash | undefined {
  if (first?.state !== "found" || second?.state !== "found") return undefined;
  const [country, otherCountry] = [first.bank.bank_country_ISO, second.bank.bank_country_ISO];
  if (country && otherCountry && !countriesAgree(country, otherCountry)) return "country";
  const banks = [institutionOf(first.bank.bic_swift), institutionOf(second.bank.bic_swift)];
  return banks[0] !== undefined && banks[1] !== undefined && banks[0] !== banks[1] ? "bank" : undefined;
}

/** "sort code 60-16-13", "BIC NWBKGB2L", "ABA 026009593": a code as a sentence names it. */
function codeNamed(code: GivenBankCode): string {
  if (code.scheme === "bic_swift") return `BIC ${code.value}`;
  if (code.scheme === "sort_code") return `sort code ${sortCodeInWords(code.value)}`;
  if (code.scheme === "routing_number") return `routing number ${code.value}`;
  if (code.scheme === "iban") return "IBAN";
  const words = ROUTING_CODE_TYPE_WORDS[code.scheme as RoutingCodeType] ?? code.scheme;
  // "Bank code" reads "bank code" mid-sentence; "ABA" and "IFSC" stay as they are.
  return `${/^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words} ${code.value}`;
}

/** What one code points at, in words: the bank the lookup names, else the country the code names by itself. */
function pointsAt(code: GivenBankCode, answer: BankAnswer | undefined): string {
  const country = countryOfCode(code);
  const where = country === undefined ? undefined : countryInSentence(country);
  if (code.scheme === "iban") {
    const gb = gbIbanParts(code.value);
    const sortCode = gb === undefined ? "" : ` (sort code ${sortCodeInWords(gb.sortCode)})`;
    const account = where === undefined ? "an account" : `an account in ${where}`;
    if (answer?.state === "found") return `the IBAN is ${account} at ${bankInWords(answer.bank)}${sortCode}`;
    return `the IBAN is ${account}${sortCode}${answer?.state === "unknown" ? ", at a bank the bank lookup does not know" : ""}`;
  }
  if (answer?.state === "found") {
    const iso = answer.bank.bank_country_ISO ?? country;
    return `the ${codeNamed(code)} is ${bankInWords(answer.bank)}${iso ? ` (${iso})` : ""}`;
  }
  return where === undefined ? `the ${codeNamed(code)} names another bank` : `the ${codeNamed(code)} is a bank in ${where}`;
}

/**
 * Where the codes disagree, in words naming both ("the IBAN is an account in Portugal at …; the sort code 60-16-13 is
 * NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it"); undefined when they agree or cannot be told
 * apart. Every code is compared with the first (the IBAN, else the BIC); `answerOf` gives the lookup's answer where
 * there is one.
 */
export function disagreementInWords(codes: readonly GivenBankCode[], answerOf: (code: GivenBankCode) => BankAnswer | undefined): string | undefined {
  const [first, ...others] = codes;
  if (first === undefined) return undefined;
  const clashes = others.filter((other) => (clashWithoutLookup(first, other) ?? clashByLookup(answerOf(first), answerOf(other))) !== undefined);
  if (clashes.length === 0) return undefined;
  return `${[first, ...clashes].map((code) => pointsAt(code, answerOf(code))).join("; ")}: remove one or correct it`;
}

/** The sheet field a disagreement is told under: the code every other is compared with (the IBAN, else the BIC, else the routing code). */
export function disagreementField(details: { iban: string | undefined; bicSwift: string | undefined }): "iban" | "bic_swift" | "routing_code_value" {
  return details.iban !== undefined ? "iban" : details.bicSwift !== undefined ? "bic_swift" : "routing_code_value";
}

/** Bank details as a beneficiary, a create's parameters or a form carry them. */
type BankFields = Parameters<typeof codesToCompare>[0];

/** The disagreement of a payee's bank details in words, or undefined: each code looked up once per run or form (`lookups`). */
export async function bankDetailsDisagreement(lookups: BankLookups, details: BankFields): Promise<string | undefined> {
  const codes = codesToCompare(details);
  if (codes.length < 2) return undefined;
  const answers = await Promise.all(
    codes.map(async (code) => {
      const lookup = lookupCodeOf(code);
      return lookup === undefined ? undefined : lookups.of(lookup);
    }),
  );
  return disagreementInWords(codes, (code) => answers[codes.indexOf(code)]);
}

/**
 * A bank country that is not the country the IBAN or the BIC names, in words naming both ("the bank country is
 * Germany, but the IBAN is an account in Portugal: correct one of them"); undefined when they agree, or when no code
 * names a country by itself. Told without a lookup.
 */
export function bankCountryDisagreement(bankCountry: string | null | undefined, details: BankFields): string | undefined {
  const given = bankCountry?.trim().toUpperCase();
  if (!given) return undefined;
  const other = codesToCompare(details).find((code) => {
    const country = code.scheme === "iban" || code.scheme === "bic_swift" ? countryOfCode(code) : undefined;
    return country !== undefined && !countriesAgree(country, given);
  });
  return other === undefined ? undefined : `the bank country is ${countryInSentence(given)}, but ${pointsAt(other, undefined)}: correct one of them`;
}

/** Why a payee's bank details are held, and the field it is told under. */
export interface BankDetailsHold {
  field: "bank_country" | "iban" | "bic_swift" | "routing_code_value";
  words: string;
}

/**
 * Whether a payee's bank details can be used as they are: the codes against one another (bankDetailsDisagreement,
 * which names both banks), then the bank country against the IBAN's and the BIC's. What holds them, or undefined.
 */
export async function bankDetailsHold(lookups: BankLookups, details: BankFields & { bank_country?: string | null }): Promise<BankDetailsHold | undefined> {
  const codes = await bankDetailsDisagreement(lookups, details);
  if (codes !== undefined) return { field: disagreementField({ iban: details.iban ?? undefined, bicSwift: details.bic_swift ?? undefined }), words: codes };
  const country = bankCountryDisagreement(details.bank_country, details);
  return country === undefined ? undefined : { field: "bank_country", words: country };
}
