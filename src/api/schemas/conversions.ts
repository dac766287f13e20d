import { z } from "zod";
import { paginationSchema } from "./pagination";
import {
  currencyCode,
  currencyOrEmpty,
  currencyPairCode,
  decimalOrEmpty,
  decimalString,
  fixedSide,
  timestamp,
  timestampOrEmpty,
  uuid,
} from "./primitives";

export const conversionSchema = z.object({
  id: uuid,
  settlement_date: timestamp,
  conversion_date: timestamp,
  short_reference: z.string(),
  creator_contact_id: uuid,
  account_id: uuid,
  currency_pair: currencyPairCode,
  // Not an enum on purpose: the spec, the guides and the diagrams disagree on the full set (docs/provider-api.md §5).
  status: z.string(),
  buy_currency: currencyCode,
  sell_currency: currencyCode,
  client_buy_amount: decimalString,
  client_sell_amount: decimalString,
  fixed_side: fixedSide,
  core_rate: decimalString,
  partner_rate: decimalOrEmpty,
  client_rate: decimalString,
  mid_market_rate: decimalString,
  // Only house-account responses carry it.
  partner_status: z.string().optional(),
  partner_buy_amount: decimalString,
  partner_sell_amount: decimalString,
  deposit_required: z.boolean().nullable(),
  deposit_amount: decimalString,
  deposit_currency: currencyOrEmpty,
  deposit_status: z.string(),
  deposit_required_at: timestampOrEmpty,
  payment_ids: z.array(uuid),
  unallocated_funds: decimalString,
  unique_request_id: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Conversion = z.output<typeof conversionSchema>;
export type ConversionInput = z.input<typeof conversionSchema>;

export const conversionsFindSchema = z.object({
  conversions: z.array(conversionSchema),
  pagination: paginationSchema,
});
export type ConversionsFindResult = z.output<typeof conversionsFindSchema>;
export type ConversionsFindResultInput = z.input<typeof conversionsFindSchema>;

/** What cancel returns: the cancellation event (with its profit or loss), not the conversion. */
export const conversionCancellationSchema = z.object({
  account_id: uuid,
  contact_id: uuid,
  event_account_id: uuid,
  event_contact_id: uuid,
  conversion_id: uuid,
  event_type: z.string(),
  amount: decimalString,
  currency: currencyCode,
  notes: z.string(),
  event_date_time: timestamp,
});
export type ConversionCancellation = z.output<typeof conversionCancellationSchema>;
export type ConversionCancellationInput = z.input<typeof conversionCancellationSchema>;
