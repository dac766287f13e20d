import type { PaginationInput } from "./pagination";

/** SW Transaction `action` values (FindTransactions). */
export const TRANSACTION_ACTIONS = [
  "funding",
  "conversion",
  "payment",
  "payment_failure",
  "manual_intervention",
  "manual_transaction",
  "top_up_fee",
  "transfer",
  "conversion_deposit",
  "deposit_refund",
  "payment_fee",
  "payment_unrelease",
  "margin",
] as const;
/** What FindTransactions filters `related_entity_type` on. */
export const TRANSACTION_RELATED_ENTITY_TYPES = ["conversion", "payment", "inbound_funds", "deposit", "transfer"] as const;
export const TRANSACTION_STATUSES = ["completed", "pending", "deleted"] as const;
export const TRANSACTION_TYPES = ["credit", "debit"] as const;

/** SW Transaction: one credit or debit of a balance. */
export type TransactionInput = {
  id: string;
  balance_id: string;
  account_id: string;
  currency: string;
  amount: string;
  balance_amount: string | null;
  type: (typeof TRANSACTION_TYPES)[number];
  related_entity_type: string;
  related_entity_id: string;
  related_entity_short_reference: string;
  status: string;
  reason: string;
  settles_at: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  action: string;
};

export type TransactionsFindResultInput = {
  transactions: TransactionInput[];
  pagination: PaginationInput;
};
