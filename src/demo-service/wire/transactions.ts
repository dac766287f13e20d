import type { PaginationInput } from "./pagination";
import { TRANSACTION_ACTIONS, TRANSACTION_RELATED_ENTITY_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "../../provider-format/value-lists";

export { TRANSACTION_ACTIONS, TRANSACTION_RELATED_ENTITY_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES };

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
