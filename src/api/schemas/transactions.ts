/**
 * Transactions: the ledger of a balance, one credit or debit per movement (SW `Transaction`, SW-resp
 * `v2_a_transactions_id_GET_200.json`). `balance_amount` is null and `completed_at` `""` (null here) until the transaction completes (docs/provider-api.md §8).
 */
import { z } from "zod";
import { paginationSchema } from "./pagination";
import { currencyCode, decimalString, timestamp, timestampOrEmpty, uuid } from "./primitives";
import { TRANSACTION_ACTIONS, TRANSACTION_RELATED_ENTITY_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from "../../provider-format/value-lists";

export { TRANSACTION_ACTIONS, TRANSACTION_RELATED_ENTITY_TYPES, TRANSACTION_STATUSES, TRANSACTION_TYPES };

export const transactionSchema = z.object({
  id: uuid,
  balance_id: uuid,
  account_id: uuid,
  currency: currencyCode,
  /** Always positive; `type` says which way it moves the balance. */
  amount: decimalString,
  /** The balance right after this transaction completed. */
  balance_amount: decimalString.nullable(),
  type: z.enum(TRANSACTION_TYPES),
  related_entity_type: z.string(),
  related_entity_id: uuid,
  related_entity_short_reference: z.string(),
  status: z.string(),
  reason: z.string(),
  settles_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: timestampOrEmpty.nullable(),
  action: z.string(),
});
export type Transaction = z.output<typeof transactionSchema>;
export type TransactionInput = z.input<typeof transactionSchema>;

export const transactionsFindSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: paginationSchema,
});
export type TransactionsFindResult = z.output<typeof transactionsFindSchema>;
export type TransactionsFindResultInput = z.input<typeof transactionsFindSchema>;
