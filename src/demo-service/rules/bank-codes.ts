/**
 * The bank codes the demo service reads, each by the check its scheme defines (docs/provider-api.md §17): a value
 * as the service takes it, or undefined when the scheme refuses it. The IBAN (ISO 13616: the country's length and
 * layout, mod-97 check digits) and the BIC (ISO 9362: 8 or 11 characters) are checked by ibantools, as the provider's
 * schemes define them; the client checks the same codes its own way, with words for a person (domain/bank-details.ts),
 * and test/unit/project/provider-rules-agree.test.ts compares what each accepts.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";

/** SW CreateBeneficiary `routing_code_type_1`, `routing_code_type_2` (enum). */
export const ROUTING_CODE_TYPES = ["aba", "bank_code", "branch_code", "bsb_code", "clabe", "cnaps", "ifsc", "institution_no", "sort_code"] as const;
export type RoutingCodeType = (typeof ROUTING_CODE_TYPES)[number];

/** An IBAN in its electronic form (upper case, no spaces), or undefined when it is none. */
export function ibanOf(value: string): string | undefined {
  const iban = electronicFormatIBAN(value.trim()) ?? "";
  return isValidIBAN(iban) ? iban : undefined;
}

/** A BIC upper case without spaces, or undefined when it is none. */
export function bicOf(value: string): string | undefined {
  const bic = value.replace(/\s+/g, "").toUpperCase();
  return (bic.length === 8 || bic.length === 11) && isValidBIC(bic) ? bic : undefined;
}

/**
 * The routing codes whose scheme defines a check, as the scheme writes them: what is dropped from a typed code, the
 * form left, and any check beyond the form. A UK sort code is 6 digits (dashes and spaces dropped); an ABA routing
 * number 9 digits whose last is the check digit of the first eight (weights 3, 7, 1); an IFSC 4 letters, a 0 and 6
 * letters or digits, in capitals.
 */
const SCHEMES: Partial<Record<RoutingCodeType, { dropped: RegExp; form: RegExp; check?: (code: string) => boolean }>> = {
  sort_code: { dropped: /[\s-]+/g, form: /^\d{6}$/ },
  aba: { dropped: /\s+/g, form: /^\d{9}$/, check: abaCheckDigitFits },
  ifsc: { dropped: /\s+/g, form: /^[A-Z]{4}0[A-Z0-9]{6}$/ },
};

/** A routing code as its scheme writes it, or undefined when the scheme refuses it; a type without a check is taken as given, trimmed. */
export function routingCodeOf(type: RoutingCodeType, value: string): string | undefined {
  const scheme = SCHEMES[type];
  if (scheme === undefined) return value.trim();
  const code = value.replace(scheme.dropped, "").toUpperCase();
  return scheme.form.test(code) && (scheme.check?.(code) ?? true) ? code : undefined;
}

/** The ABA check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
function abaCheckDigitFits(digits: string): boolean {
  const weights = [3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 0), 0);
  return sum % 10 === 0;
}
