/**
 * Which payments must give a purpose code, as the demo service answers `purpose_code_is_missing`: SW CreatePayment's
 * `purpose_code` — "Mandatory for all local INR and MYR payments, Swift CNY payments, and Swift payments in any
 * currency to banks in Bahrain or the United Arab Emirates" (docs/provider-api.md §15). The client reads the same
 * words its own way (domain/purpose-code-rule.ts); test/unit/project/provider-rules-agree.test.ts compares the two.
 */
export function purposeCodeRequired(currency: string, bankCountry: string, paymentType: string): boolean {
  if (paymentType === "regular") return currency === "INR" || currency === "MYR";
  return currency === "CNY" || bankCountry === "AE" || bankCountry === "BH";
}
