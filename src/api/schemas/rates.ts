import { z } from "zod";
import {
  currencyCode,
  currencyPairCode,
  decimalString,
  fixedSide,
  timestamp,
} from "./primitives";

/** `[bid, offer]`: bid applies when selling the base currency, offer when buying it. */
const bidOfferSchema = z.tuple([decimalString, decimalString]);

/** Keys are the pair strings exactly as requested (spec rule 3), so they are not checked as codes here. */
export const basicRatesSchema = z.object({
  rates: z.record(z.string(), bidOfferSchema),
  unavailable: z.array(z.string()),
});
export type BasicRatesInput = z.input<typeof basicRatesSchema>;

export const detailedQuoteSchema = z.object({
  settlement_cut_off_time: timestamp,
  currency_pair: currencyPairCode,
  client_buy_currency: currencyCode,
  client_sell_currency: currencyCode,
  client_buy_amount: decimalString,
  client_sell_amount: decimalString,
  fixed_side: fixedSide,
  client_rate: decimalString,
  // null here, unlike the conversion's "" (docs/provider-api.md §8).
  partner_rate: decimalString.nullable(),
  core_rate: decimalString,
  // null in 2015–2017 recordings.
  deposit_required: z.boolean().nullable(),
  deposit_amount: decimalString,
  deposit_currency: currencyCode,
  mid_market_rate: decimalString,
});
export type DetailedQuote = z.output<typeof detailedQuoteSchema>;
export type DetailedQuoteInput = z.input<typeof detailedQuoteSchema>;
