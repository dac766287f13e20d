import type { FixedSide } from "../rules/value-lists";
import type { PaginationInput } from "./pagination";

/** SW Conversion. `""` where it has no value yet (partner_rate, deposit_currency, deposit_required_at: docs/provider-api.md §8). */
export type ConversionInput = {
  id: string;
  settlement_date: string;
  conversion_date: string;
  short_reference: string;
  creator_contact_id: string;
  account_id: string;
  currency_pair: string;
  status: string;
  buy_currency: string;
  sell_currency: string;
  client_buy_amount: string;
  client_sell_amount: string;
  fixed_side: FixedSide;
  core_rate: string;
  partner_rate: string;
  client_rate: string;
  mid_market_rate: string;
  /** House-account answers only (RB, PY recordings). */
  partner_status?: string;
  partner_buy_amount: string;
  partner_sell_amount: string;
  deposit_required: boolean;
  deposit_amount: string;
  deposit_currency: string;
  deposit_status: string;
  deposit_required_at: string;
  payment_ids: string[];
  unallocated_funds: string;
  unique_request_id: string | null;
  created_at: string;
  updated_at: string;
};

export type ConversionsFindResultInput = {
  conversions: ConversionInput[];
  pagination: PaginationInput;
};

/** SW ConversionCancellation: the cancellation event, not the conversion. */
export type ConversionCancellationInput = {
  account_id: string;
  contact_id: string;
  event_account_id: string;
  event_contact_id: string;
  conversion_id: string;
  event_type: string;
  amount: string;
  currency: string;
  notes: string;
  event_date_time: string;
};
