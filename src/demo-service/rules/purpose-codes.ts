/**
 * Payment purpose codes (reference/payment_purpose_codes; docs/provider-api.md §15). Which payments must give one
 * is rules/purpose-code-rule.ts (SW CreatePayment's words).
 */
import type { PaymentPurposeCodesInput } from "../wire";

type EntityType = "company" | "individual";
const BOTH: readonly EntityType[] = ["company", "individual"];

/** [code, description, entity types it is offered to]. */
type Purpose = readonly [string, string, readonly EntityType[]];

/** INR to India: SW-resp `v2_reference_payment_purpose_codes_GET_200`, code for code, with the entity types it lists each for. */
const INDIA: readonly Purpose[] = [
  ["advertising", "Advertising and public relations-related expenses", BOTH],
  ["advisor_fees", "Fees for advisory, technical, academic or specialist assistance", BOTH],
  ["construction", "Construction costs/expenses", BOTH],
  ["delivery", "Delivery fees for goods", BOTH],
  ["education", "Education-related student expenses", ["individual"]],
  ["exports", "Payments for exported goods", BOTH],
  ["family", "Family maintenance", BOTH],
  ["fund_investment", "Mutual fund investment", ["individual"]],
  ["goods", "Trade settlement for goods and general goods trades", BOTH],
  ["hotel", "Hotel accommodation", ["individual"]],
  ["insurance_claims", "Insurance claims payment", BOTH],
  ["insurance_premium", "Insurance premium", ["individual"]],
  ["loan_repayment", "Repayment of loans", ["individual"]],
  ["medical", "Medical treatment and expenses", ["individual"]],
  ["office", "Representative office expenses", BOTH],
  ["other_fees", "Broker, front end, commitment, guarantee and custodian fees", BOTH],
  ["property_purchase", "Purchase of residential property", ["individual"]],
  ["royalties", "Royalty, trademark, patent and copyright fees", BOTH],
  ["services", "Information service charges", BOTH],
  ["share_investment", "Investment in shares", ["individual"]],
  ["tax", "Tax payment", ["individual"]],
  ["transfer", "Transfer to own account", BOTH],
  ["transportation", "Transportation fees for goods", BOTH],
  ["travel", "Travel", BOTH],
  ["utilities", "Utility bills", ["individual"]],
];

/**
 * CNY to China: the Python SDK's recording (PY `reference/can_retrieve_payment_purpose_codes`, company codes). The
 * same codes for individuals is an Assumption: the recording asked without an entity type and shows companies only.
 */
const CHINA: readonly Purpose[] = [
  ["capital_account_payment", "Payment to Capital Account", BOTH],
  ["current_account_payment", "Payment to Current Account", BOTH],
  ["donations", "Charity Donation", BOTH],
  ["goods", "Trade Settlement for Goods", BOTH],
  ["services", "Trade Settlement for Services", BOTH],
];

/** Assumption (demo data): no public recording lists Malaysia's codes; these follow the provider's spelling of purposes. */
const MALAYSIA: readonly Purpose[] = [
  ["family", "Family maintenance", ["individual"]],
  ["goods", "Trade settlement for goods", BOTH],
  ["investment", "Investment", BOTH],
  ["salary", "Salary and wages", BOTH],
  ["services", "Trade settlement for services", BOTH],
];

/** Assumption (demo data): Swift payments to the UAE and Bahrain; no public recording lists their codes. */
const GULF: readonly Purpose[] = [
  ["family", "Family support", ["individual"]],
  ["goods", "Goods bought or sold", BOTH],
  ["rent", "Rent payments", BOTH],
  ["salary", "Salary", BOTH],
  ["services", "Professional and business services", BOTH],
  ["utilities", "Utility bill payments", BOTH],
];

/** The codes a payment in `currency` to a bank in `bankCountry` chooses from; none where the demo knows of none. */
function purposesFor(currency: string, bankCountry: string): readonly Purpose[] {
  if (bankCountry === "AE" || bankCountry === "BH") return GULF;
  if (currency === "INR" && bankCountry === "IN") return INDIA;
  if (currency === "CNY" && bankCountry === "CN") return CHINA;
  if (currency === "MYR" && bankCountry === "MY") return MALAYSIA;
  return [];
}

/**
 * A code listed for a route through the demo's own control (`POST /__admin/purpose-codes`), for both entity types:
 * no recording's, so a test can give a route that lists none (a SEPA payment with a payee name check) a code to
 * describe. A reset removes them.
 */
export interface ListedPurposeCode {
  currency: string;
  bankCountry: string;
  code: string;
  description: string;
}

/** The answer of reference/payment_purpose_codes: every code, per entity type asked (both when none is). */
export function purposeCodes(currency: string, bankCountry: string, entityType: string | undefined, listed: readonly ListedPurposeCode[] = []): PaymentPurposeCodesInput["purpose_codes"] {
  const added = listed.filter((entry) => entry.currency === currency && entry.bankCountry === bankCountry).map((entry): Purpose => [entry.code, entry.description, BOTH]);
  return [...purposesFor(currency, bankCountry), ...added].flatMap(([code, description, types]) =>
    types
      .filter((type) => entityType === undefined || type === entityType)
      .map((type) => ({ bank_account_country: bankCountry, currency, entity_type: type, purpose_code: code, purpose_description: description })),
  );
}
