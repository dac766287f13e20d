import { z } from "zod";
import { currencyCode, currencyPairCode, decimalOrEmpty, decimalString, fixedSide, timestamp, uuid } from "./primitives";

/**
 * What the service answers for a field it has no value for on a held quote: `null` in the recorded answer
 * (SW-resp v2_quotes_create_POST_200), a value in the reference's example (SW HeldRateQuote). `""` is taken too,
 * as a conversion writes it (docs/provider-api.md §8); either way the output is `null`.
 */
const decimalOrAbsent = decimalOrEmpty.nullable().transform((value) => value ?? null);
const currencyOrAbsent = z
  .union([z.literal(""), currencyCode])
  .nullable()
  .transform((value) => (value === "" || value === null ? null : value));

/**
 * A held FX quote (`POST /v2/quotes/create`, docs/provider-api.md §13): a conversion's pricing plus the quote's id and
 * the instant it stops being bookable. Single use and amount-specific: `conversions.create` with its `quote_id`
 * must name the same currencies, fixed side and amount.
 */
export const heldQuoteSchema = z.object({
  quote_id: uuid,
  buy_currency: currencyCode,
  sell_currency: currencyCode,
  fixed_side: fixedSide,
  currency_pair: currencyPairCode,
  client_rate: decimalString,
  /** The guide calls it the all-in rate, risk markup included (G-held-rates). */
  core_rate: decimalString,
  client_buy_amount: decimalString,
  client_sell_amount: decimalString,
  mid_market_rate: decimalOrAbsent,
  created_at: timestamp,
  expires_at: timestamp,
  settlement_cut_off_time: timestamp,
  deposit_required: z.boolean(),
  deposit_amount: decimalOrAbsent,
  deposit_currency: currencyOrAbsent,
  partner_rate: decimalOrAbsent,
  partner_buy_amount: decimalOrAbsent,
  partner_sell_amount: decimalOrAbsent,
});
export type HeldQuote = z.output<typeof heldQuoteSchema>;
export type HeldQuoteInput = z.input<typeof heldQuoteSchema>;
