/**
 * The demo service's payment fees (docs/demo-service.md "Payment validation and fees"): each account's fee table and default
 * charge type, from which reference/payment_fee_rules and payments/quote_payment_fee answer.
 *
 * The tables are the reference's example fee tables (SW-resp `v2_payments_payment_fees_GET_200`: a regular fee, a
 * priority fee when charges are shared and one when the payer bears them all); a table is in one currency whatever
 * the payment's (SW PaymentFeeRule has no payment currency or country). Which account has which table, and each
 * account's default charge type, is demo data (Assumption: the provider's account manager sets both).
 */
import type { DemoData } from "./state";

export type ChargeType = "ours" | "shared";

interface FeeTable {
  id: string;
  name: string;
  currency: string;
  regular: string;
  priorityShared: string;
  priorityOurs: string;
}

const table = (id: string, name: string, currency: string, regular: string, priorityShared: string, priorityOurs: string): FeeTable => ({ id, name, currency, regular, priorityShared, priorityOurs });

/** SW-resp's four tables, ids and names as the example has them. */
const FEE_TABLES = {
  CAD: table("e7e1b6e5-c596-4ad1-b8d4-a7035185143a", "Fee Table CAD  5 - 10 - 15", "CAD", "5.00", "10.00", "15.00"),
  USD: table("029e1771-8de7-4ab0-9c19-c14b325c0c9e", "Fee Table USD  2 - 4 - 12", "USD", "2.00", "4.00", "12.00"),
  EUR: table("7c17b546-0435-45f0-9c17-3a4e0f2d3e84", "Fee Table EUR 10 - 20 - 30", "EUR", "10.00", "20.00", "30.00"),
  GBP: table("1b1c8459-4bca-44a0-a50b-7615423f39da", "Fee Table GBP 5 - 10 -15", "GBP", "5.00", "10.00", "15.00"),
} as const;

/** What an account is charged: its table (none: no fee is set up, answered as nulls) and its default charge type. */
export interface AccountFees {
  table: FeeTable | undefined;
  defaultChargeType: ChargeType;
}

/**
 * Demo data: the house account pays the GBP table and bears Swift charges itself (ours); a sub-account pays the
 * table of its country's currency (US USD, CA CAD, GB GBP, any other EUR) and shares charges; an individual's
 * sub-account has no table, so its quotes answer no fee, as the reference's example quote does.
 */
export function accountFees(data: DemoData, accountId: string): AccountFees {
  if (accountId === data.houseAccountId) return { table: FEE_TABLES.GBP, defaultChargeType: "ours" };
  const account = data.accounts[accountId]?.wire;
  if (account === undefined || account.legal_entity_type === "individual") return { table: undefined, defaultChargeType: "shared" };
  const byCountry: Readonly<Record<string, FeeTable>> = { US: FEE_TABLES.USD, CA: FEE_TABLES.CAD, GB: FEE_TABLES.GBP };
  return { table: byCountry[account.country ?? ""] ?? FEE_TABLES.EUR, defaultChargeType: "shared" };
}

/** One rule of a table: what a payment of this type (and, for Swift, charge type) costs. */
export interface FeeRule {
  paymentType: "regular" | "priority";
  /** null for a regular (local) payment: charge types are Swift's only (SW CreatePayment's charge_type). */
  chargeType: ChargeType | null;
  amount: string;
  currency: string;
  table: FeeTable;
}

/** A table's three rules, in the reference example's order. */
export function feeRules(fees: AccountFees): FeeRule[] {
  const { table: t } = fees;
  if (t === undefined) return [];
  return [
    { paymentType: "regular", chargeType: null, amount: t.regular, currency: t.currency, table: t },
    { paymentType: "priority", chargeType: "shared", amount: t.priorityShared, currency: t.currency, table: t },
    { paymentType: "priority", chargeType: "ours", amount: t.priorityOurs, currency: t.currency, table: t },
  ];
}
