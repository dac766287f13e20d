import { FIXED_SIDES, fixedSideCurrency, InvalidInputError, parseCurrency, type FixedSide } from "../../domain";
import { oneOf, optionalIsoDate, optionalOneOf, wireAmount, type AmountValue } from "./request-values";

export const CONVERSION_DATE_PREFERENCES = ["default", "earliest", "next_day", "optimize_liquidity"] as const;

/** What a detailed quote and a conversion both take to describe one trade. */
export interface TradeParams {
  buy_currency: string;
  sell_currency: string;
  /** In the currency of the fixed side: buy_currency when fixed_side is "buy", sell_currency when "sell". */
  amount: AmountValue;
  fixed_side: FixedSide;
  /** YYYY-MM-DD. Either this or conversion_date_preference, never both. */
  conversion_date?: string;
  conversion_date_preference?: (typeof CONVERSION_DATE_PREFERENCES)[number];
}

/** Validates a trade and returns its wire parameters; the amount is checked against the fixed side's currency. */
export function tradeWireParams(params: TradeParams) {
  const buyCurrency = parseCurrency(params.buy_currency, "buy_currency");
  const sellCurrency = parseCurrency(params.sell_currency, "sell_currency");
  if (buyCurrency === sellCurrency) {
    throw new InvalidInputError("sell_currency", "same_currency", `buy and sell currency are both ${buyCurrency} — choose two different currencies`);
  }
  const fixedSide = oneOf(params.fixed_side, FIXED_SIDES, "fixed_side");
  if (params.conversion_date !== undefined && params.conversion_date_preference !== undefined) {
    // Mirrors the service's 400 invalid_conversion_date_combination.
    throw new InvalidInputError(
      "conversion_date",
      "invalid_conversion_date_combination",
      "give either conversion_date or conversion_date_preference, not both",
    );
  }
  return {
    buy_currency: buyCurrency,
    sell_currency: sellCurrency,
    amount: wireAmount(params.amount, fixedSideCurrency(fixedSide, buyCurrency, sellCurrency)),
    fixed_side: fixedSide,
    conversion_date: optionalIsoDate(params.conversion_date, "conversion_date"),
    conversion_date_preference: optionalOneOf(params.conversion_date_preference, CONVERSION_DATE_PREFERENCES, "conversion_date_preference"),
  };
}
