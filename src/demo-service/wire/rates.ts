import type { FixedSide } from "../rules/value-lists";

/** SW RatesBasic: `[bid, offer]` as decimal text, keyed by the pairs as asked; pairs it cannot price in `unavailable`. */
export type BasicRatesInput = {
  rates: Record<string, [string, string]>;
  unavailable: string[];
};

/** SW RateDetailed (`rates/detailed`); amounts and rates are decimal text. */
export type DetailedQuoteInput = {
  settlement_cut_off_time: string;
  currency_pair: string;
  client_buy_currency: string;
  client_sell_currency: string;
  client_buy_amount: string;
  client_sell_amount: string;
  fixed_side: FixedSide;
  client_rate: string;
  /** null in the recorded answers when no partner prices it (docs/provider-api.md §8). */
  partner_rate: string | null;
  core_rate: string;
  deposit_required: boolean;
  deposit_amount: string;
  deposit_currency: string;
  mid_market_rate: string;
};
