/**
 * Which payments must give a purpose code: SW CreatePayment's `purpose_code` — "Mandatory for all local INR and MYR
 * payments, Swift CNY payments, and Swift payments in any currency to banks in Bahrain or the United Arab Emirates"
 * (docs/provider-api.md §15). One rule, read by the payment check and by the demo service alike.
 */
export function purposeCodeRequired(currency: string, bankCountry: string, paymentType: "regular" | "priority" | string): boolean {
  if (paymentType === "regular") return currency === "INR" || currency === "MYR";
  return currency === "CNY" || bankCountry === "AE" || bankCountry === "BH";
}
