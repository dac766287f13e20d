/**
 * Transfers between the balances of the house account and its sub-accounts, in one currency (SW `Transfer`,
 * G-transfers-between-balances): `pending` until the source balance covers the amount, then `completed`, or
 * `cancelled`. `reason`, `completed_at` and `unique_request_id` are null when absent.
 */
import { z } from "zod";
import { paginationSchema } from "./pagination";
import { currencyCode, decimalString, optionalText, timestamp, uuid } from "./primitives";

export const TRANSFER_STATUSES = ["pending", "completed", "cancelled"] as const;

export const transferSchema = z.object({
  id: uuid,
  short_reference: z.string(),
  source_account_id: uuid,
  destination_account_id: uuid,
  currency: currencyCode,
  amount: decimalString,
  status: z.string(),
  reason: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
  completed_at: timestamp.nullable(),
  creator_account_id: uuid,
  creator_contact_id: uuid,
  unique_request_id: optionalText,
});
export type Transfer = z.output<typeof transferSchema>;
export type TransferInput = z.input<typeof transferSchema>;

export const transfersFindSchema = z.object({
  transfers: z.array(transferSchema),
  pagination: paginationSchema,
});
export type TransfersFindResult = z.output<typeof transfersFindSchema>;
export type TransfersFindResultInput = z.input<typeof transfersFindSchema>;
