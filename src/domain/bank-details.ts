import { electronicFormatIBAN, getCountrySpecifications, validateBIC, validateIBAN, ValidationErrorsBIC, ValidationErrorsIBAN } from "ibantools";
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

/**
 * Checks an IBAN (country, length for that country, national format, mod-97 check digits) and returns its
 * electronic form: upper case, no spaces ("GB82WEST12345698765432").
 */
export function checkIban(value: unknown, field = "iban"): string {
  const iban = electronicFormatIBAN(requiredText(value, field, "an IBAN such as GB82 WEST 1234 5698 7654 32")) ?? "";
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.length === 0) return iban;

  const country = iban.slice(0, 2);
  const expectedLength = getCountrySpecifications()[country]?.chars;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry) || !expectedLength) {
    throw new InvalidInputError(field, "iban_unknown_country", `"${iban}" does not start with the code of a country that uses IBANs — check the first two letters`);
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    throw new InvalidInputError(field, "iban_wrong_length", `${country} IBANs have ${expectedLength} characters; "${iban}" has ${iban.length} — check for a missing or extra character`);
  }
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) {
    throw new InvalidInputError(field, "iban_wrong_format", `"${iban}" does not follow the ${country} IBAN layout (letters and digits in the wrong places) — check it against the bank's statement`);
  }
  throw new InvalidInputError(field, "iban_wrong_checksum", `"${iban}" fails the IBAN check digits — a character is probably mistyped; copy the IBAN again`);
}

/** Checks a BIC/SWIFT code (8 or 11 characters: bank, country, location, optional branch); returns it upper-case without spaces. */
export function checkBic(value: unknown, field = "bic_swift"): string {
  const bic = requiredText(value, field, "a BIC such as DEUTDEFF or DEUTDEFF500").replace(/\s+/g, "").toUpperCase();
  if (bic.length !== 8 && bic.length !== 11) {
    throw new InvalidInputError(field, "bic_wrong_length", `a BIC has 8 or 11 characters; "${bic}" has ${bic.length}`);
  }
  const { errorCodes } = validateBIC(bic);
  if (errorCodes.includes(ValidationErrorsBIC.NoBICCountry)) {
    throw new InvalidInputError(field, "bic_unknown_country", `"${bic}" has no valid country code in characters 5–6 — check the BIC`);
  }
  if (errorCodes.length > 0) {
    throw new InvalidInputError(field, "bic_wrong_format", `"${bic}" is not a BIC — 4 letters for the bank, 2 for the country, then 2 (and optionally 3 more) letters or digits`);
  }
  return bic;
}

function requiredText(value: unknown, field: string, example: string): string {
  if (typeof value !== "string") {
    throw new InvalidInputError(field, "type_is_wrong", `expected ${example}, got ${describeValue(value)}`);
  }
  const text = value.trim();
  if (text === "") {
    throw new InvalidInputError(field, "is_required", `${example} is required`);
  }
  return text;
}

/**
 * A routing code as a person types it → the value the service takes, checked where the scheme defines a check
 * (docs/provider-api.md §17): a UK sort code is 6 digits, written with dashes or spaces or none ("20-00-00"); an ABA
 * routing number is 9 digits whose last is the check digit of the first eight (weights 3, 7, 1); an IFSC is 4
 * letters, a 0 and 6 letters or digits, taken in any case and sent upper-case. Other types are sent as typed, trimmed.
 */
export function checkRoutingCode(type: RoutingCodeType, value: string, field: string): string {
  const typed = value.trim();
  switch (type) {
    case "sort_code": {
      const digits = typed.replace(/[\s-]+/g, "");
      if (!/^\d{6}$/.test(digits)) throw new InvalidInputError(field, "is_in_invalid_format", `"${typed}" is not a sort code — a UK sort code has 6 digits, e.g. 20-00-00`);
      return digits;
    }
    case "aba": {
      const digits = typed.replace(/\s+/g, "");
      if (!/^\d{9}$/.test(digits)) throw new InvalidInputError(field, "is_in_invalid_format", `"${typed}" is not an ABA routing number — it has 9 digits, e.g. 026009593`);
      if (!abaCheckDigitFits(digits)) {
        throw new InvalidInputError(field, "is_in_invalid_format", `"${digits}" is not an ABA routing number: its last digit is not the check digit of the first eight — a digit is probably mistyped; copy it again from the payee's bank details`);
      }
      return digits;
    }
    case "ifsc": {
      const code = typed.replace(/\s+/g, "").toUpperCase();
      if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) throw new InvalidInputError(field, "is_in_invalid_format", `"${typed}" is not an IFSC — 4 letters for the bank, a 0, then 6 letters or digits for the branch, e.g. SBIN0001234`);
      return code;
    }
    default:
      return typed;
  }
}

/** The ABA check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
function abaCheckDigitFits(digits: string): boolean {
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/** The routing code types the service knows (routing_code_type_1/2 on beneficiaries, docs/provider-api.md §5). */
export const ROUTING_CODE_TYPES = ["aba", "bank_code", "branch_code", "bsb_code", "clabe", "cnaps", "ifsc", "institution_no", "sort_code"] as const;
export type RoutingCodeType = (typeof ROUTING_CODE_TYPES)[number];

/**
 * Each routing code type as a person writes it ("Sort code"): what a template's drop-down offers and a message
 * lists. A cell is read either way: lower case with spaces as underscores is the code (payment-order.ts).
 */
export const ROUTING_CODE_TYPE_WORDS: Readonly<Record<RoutingCodeType, string>> = {
  aba: "ABA",
  bank_code: "Bank code",
  branch_code: "Branch code",
  bsb_code: "BSB code",
  clabe: "CLABE",
  cnaps: "CNAPS",
  ifsc: "IFSC",
  institution_no: "Institution no",
  sort_code: "Sort code",
};

/** The routing code types in words, in the service's order: "ABA, Bank code, …, Sort code". */
export const ROUTING_CODE_TYPES_IN_WORDS: readonly string[] = ROUTING_CODE_TYPES.map((type) => ROUTING_CODE_TYPE_WORDS[type]);
