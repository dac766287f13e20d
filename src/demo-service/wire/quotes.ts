import type { FixedSide } from "../rules/value-lists";

/** SW HeldRateQuote (`quotes/create`, G-held-rates); a value it does not have is null, as SW-resp records it. */
export type HeldQuoteInput = {
  quote_id: string;
  buy_currency: string;
  sell_currency: string;
  fixed_side: FixedSide;
  currency_pair: string;
  client_rate: string;
  core_rate: string;
  client_buy_amount: string;
  client_sell_amount: string;
  mid_market_rate: string | null;
  created_at: string;
  expires_at: string;
  settlement_cut_off_time: string;
  deposit_required: boolean;
  deposit_amount: string | null;
  deposit_currency: string | null;
  partner_rate: string | null;
  partner_buy_amount: string | null;
  partner_sell_amount: string | null;
};
