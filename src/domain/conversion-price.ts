/**
 * The arithmetic of pricing one conversion at a rate (docs/provider-api.md §8): the rate is quoted base→quote in the
 * market-convention pair; buying the base currency, sell = buy × rate, buying the quote currency, sell = buy ÷ rate;
 * the amount that follows from the fixed one is rounded half-up to its currency's minor units. Which side of the
 * market applies (docs/provider-api.md §3, "Rates"): the offer when the person buys the base currency, the bid when
 * they sell it. Shared by the product's indicative figures and the demo service's quotes, so both price alike.
 */
import Decimal from "decimal.js";
import type { FixedSide } from "./fixed-side";
import { roundToMinorUnits } from "./money";
import type { CurrencyPair } from "./pairs";

/** The places detailed quotes and conversions give core and client rates in (docs/provider-api.md §8). */
export const RATE_PLACES = 4;

/** Whether a trade buys the pair's base currency: it then pays the offer, else it gets the bid. */
export function buysBase(buyCurrency: string, pair: CurrencyPair | string): boolean {
  return buyCurrency === (typeof pair === "string" ? pair.slice(0, 3) : pair.base);
}

/**
 * The core rate a detailed quote is built on: the market side the trade takes, rounded to 4 places against the
 * person (the offer up, the bid down), as the service rounds it.
 */
export function coreRateOf(market: readonly [bid: Decimal, offer: Decimal], buyingBase: boolean): Decimal {
  return buyingBase ? market[1].toDecimalPlaces(RATE_PLACES, Decimal.ROUND_UP) : market[0].toDecimalPlaces(RATE_PLACES, Decimal.ROUND_DOWN);
}

export interface TradeAtRate {
  buyCurrency: string;
  sellCurrency: string;
  fixedSide: FixedSide;
  /** In the fixed side's currency. */
  amount: Decimal;
}

/** Both amounts of a trade at a rate of its market-convention pair: the fixed one as given, the other rounded half-up to its minor units. */
export function amountsAtRate(trade: TradeAtRate, rate: Decimal, buyingBase: boolean): { buyAmount: Decimal; sellAmount: Decimal } {
  if (trade.fixedSide === "buy") {
    const sold = buyingBase ? trade.amount.mul(rate) : trade.amount.div(rate);
    return { buyAmount: trade.amount, sellAmount: roundToMinorUnits(sold, trade.sellCurrency) };
  }
  const bought = buyingBase ? trade.amount.div(rate) : trade.amount.mul(rate);
  return { buyAmount: roundToMinorUnits(bought, trade.buyCurrency), sellAmount: trade.amount };
}
