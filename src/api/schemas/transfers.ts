/**
 * Transfers between the balances of the house account and its sub-accounts, in one currency (SW `Transfer`,
 * G-transfers-between-balances): `pending` until the source balance covers the amount, then `completed`, or
 * `cancelled`. Absent, `reason` and `unique_request_id` are null in a create's answer and `""` read back, and
 * `completed_at` is `""` until the transfer completes (docs/provider-api.md §8): all three are null here.
 */
import { z } from "zod";
import { paginationSchema } from "./pagination";
import { currencyCode, decimalString, optionalTextOrEmpty, timestamp, timestampOrEmpty, uuid } from "./primitives";

export const TRANSFER_STATUSES = ["pending", "completed", "cancelled"] as const;

export const transferSchema = z.object({
  id: uuid,
  short_reference: z.string(),
  source_account_id: uuid,
  destination_account_id: uuid,
  currency: currencyCode,
  amount: decimalString,
  status: z.string(),
  reason: optionalTextOrEmpty,
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: timestampOrEmpty.nullable(),
  creator_account_id: uuid,
  creator_contact_id: uuid,
  unique_request_id: optionalTextOrEmpty,
});
export type Transfer = z.output<typeof transferSchema>;
export type TransferInput = z.input<typeof transferSchema>;

export const transfersFindSchema = z.object({
  transfers: z.array(transferSchema),
  pagination: paginationSchema,
});
export type TransfersFindResult = z.output<typeof transfersFindSchema>;
export type TransfersFindResultInput = z.input<typeof transfersFindSchema>;
