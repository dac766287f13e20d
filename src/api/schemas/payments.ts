import { z } from "zod";
import { paginationSchema } from "./pagination";
import {
  countText,
  currencyCode,
  decimalString,
  isoDate,
  optionalText,
  timestamp,
  timestampOrEmpty,
  uuid,
} from "./primitives";

export const paymentSchema = z.object({
  id: uuid,
  amount: decimalString,
  beneficiary_id: uuid,
  currency: currencyCode,
  reference: z.string(),
  reason: z.string(),
  // Not an enum on purpose: new states would otherwise break every read (docs/provider-api.md §5 lists the known ones).
  status: z.string(),
  creator_contact_id: uuid,
  last_updater_contact_id: uuid,
  payment_type: z.string(),
  payment_date: isoDate,
  transferred_at: timestampOrEmpty,
  authorisation_steps_required: countText,
  short_reference: z.string(),
  conversion_id: uuid.nullable(),
  failure_reason: z.string(),
  payer_id: uuid,
  payer_details_source: z.string(),
  payment_group_id: uuid.nullable(),
  unique_request_id: z.string().nullable(),
  failure_returned_amount: decimalString,
  ultimate_beneficiary_name: optionalText,
  purpose_code: optionalText,
  charge_type: optionalText,
  fee_amount: decimalString.nullable(),
  fee_currency: currencyCode.nullable(),
  // Newer responses only (docs/provider-api.md §8).
  review_status: z.string().optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Payment = z.output<typeof paymentSchema>;
export type PaymentInput = z.input<typeof paymentSchema>;

export const paymentsFindSchema = z.object({
  payments: z.array(paymentSchema),
  pagination: paginationSchema,
});
export type PaymentsFindResult = z.output<typeof paymentsFindSchema>;
export type PaymentsFindResultInput = z.input<typeof paymentsFindSchema>;

/** One entry per requested payment; a refusal arrives as `error` inside a 200, not as an HTTP error. */
const paymentAuthorisationSchema = z.object({
  payment_id: uuid,
  payment_status: z.string(),
  updated: z.boolean(),
  error: z.string().nullable(),
  auth_steps_taken: z.number().int().nonnegative(),
  auth_steps_required: z.number().int().nonnegative(),
  short_reference: z.string(),
});

export const paymentAuthorisationsSchema = z.object({
  authorisations: z.array(paymentAuthorisationSchema),
});
export type PaymentAuthorisations = z.output<typeof paymentAuthorisationsSchema>;
export type PaymentAuthorisationsInput = z.input<typeof paymentAuthorisationsSchema>;
