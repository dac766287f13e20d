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

/** An amount inside a tracker event: `{ currency, amount }` (docs/provider-api.md §19). */
const trackerAmountSchema = z.object({ currency: currencyCode, amount: decimalString });

/** Where the tracker says a payment has got to: a status and its reason, both codes ("processing", "transferred_and_tracked"). */
const trackerStatusSchema = z.object({ status: z.string(), reason: z.string() });

/** One event the SWIFT gpi tracker recorded for the payment (SW PaymentTrackingInfo's payment_events). */
const trackerEventSchema = z.object({
  tracker_event_type: z.string(),
  valid: z.boolean(),
  transaction_status: trackerStatusSchema.nullable(),
  funds_available: z.unknown(),
  forwarded_to_agent: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  originator: z.string().nullable(),
  serial_parties: z.record(z.string(), z.string().nullable()).nullable(),
  sender_acknowledgement_receipt: timestamp.nullable(),
  instructed_amount: trackerAmountSchema.nullable(),
  confirmed_amount: trackerAmountSchema.nullable(),
  interbank_settlement_amount: trackerAmountSchema.nullable(),
  interbank_settlement_date: timestamp.nullable(),
  charge_amount: trackerAmountSchema.nullable(),
  charge_type: z.string().nullable(),
  foreign_exchange_details: z.unknown(),
  last_update_time: timestamp,
});

/** SW PaymentTrackingInfo: the gpi tracker's status of a Swift payment, and its events (newest first, as recorded). */
export const paymentTrackingInfoSchema = z.object({
  uetr: z.string(),
  transaction_status: trackerStatusSchema,
  initiation_time: timestamp,
  completion_time: timestamp.nullable(),
  last_update_time: timestamp,
  payment_events: z.array(trackerEventSchema),
});
export type PaymentTrackingInfo = z.output<typeof paymentTrackingInfoSchema>;
export type PaymentTrackingInfoInput = z.input<typeof paymentTrackingInfoSchema>;

/**
 * SW PaymentConfirmation: the provider's document proving a payment went. `confirmation_url` is `""` when there is
 * no document to fetch (a failed payment, an expired link) and `expires_at` null when none was made (docs/provider-api.md §19).
 */
export const paymentConfirmationSchema = z.object({
  id: uuid,
  payment_id: uuid,
  account_id: uuid,
  short_reference: z.string(),
  status: z.string(),
  confirmation_url: z.union([z.literal("").transform(() => null), z.url()]),
  created_at: timestamp,
  updated_at: timestamp,
  expires_at: timestamp.nullable(),
});
export type PaymentConfirmation = z.output<typeof paymentConfirmationSchema>;
export type PaymentConfirmationInput = z.input<typeof paymentConfirmationSchema>;
