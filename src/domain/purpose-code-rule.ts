/**
 * Which payments must give a purpose code: SW CreatePayment's `purpose_code` — "Mandatory for all local INR and MYR
 * payments, Swift CNY payments, and Swift payments in any currency to banks in Bahrain or the United Arab Emirates"
 * (docs/provider-api.md §15). The client's reading; the demo service holds its own
 * (demo-service/rules/purpose-code-rule.ts), compared in test/unit/project/provider-rules-agree.test.ts.
 */
export function purposeCodeRequired(currency: string, bankCountry: string, paymentType: "regular" | "priority" | string): boolean {
  if (paymentType === "regular") return currency === "INR" || currency === "MYR";
  return currency === "CNY" || bankCountry === "AE" || bankCountry === "BH";
}
