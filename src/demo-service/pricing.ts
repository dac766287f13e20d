/**
 * Detailed quotes (docs/provider-api.md §8): the rate is quoted in the market-convention pair; buying the base currency,
 * sell = buy × rate; buying the quote currency, sell = buy ÷ rate; amounts rounded half-up to minor units.
 * The client rate adds the account's spread table to the core rate, always against the client.
 */
import Decimal from "decimal.js";
import { amountsAtRate, coreRateOf, RATE_PLACES } from "../domain/conversion-price";
import { type CurrencyPair } from "../domain/pairs";
import { type FixedSide } from "./rules/value-lists";
import type { RatesTable } from "./rates-table";

/**
 * Spread tables an account can have, as a share of the core rate: the real names (`no_markup`, the provider's
 * default table `fxcg_rfx_default`, the flat ones). The markup of `fxcg_rfx_default` is the demo's choice.
 */
export const SPREAD_TABLES: Readonly<Record<string, string>> = {
  no_markup: "0",
  fxcg_rfx_default: "0.0030",
  "flat_0.00": "0",
  "flat_0.10": "0.0010",
  "flat_0.25": "0.0025",
  "flat_0.50": "0.0050",
  "flat_1.00": "0.0100",
};

export interface TradePrice {
  pair: CurrencyPair;
  buyAmount: Decimal;
  sellAmount: Decimal;
  clientRate: Decimal;
  coreRate: Decimal;
  midRate: Decimal;
}

export function priceTrade(
  rates: RatesTable,
  now: number,
  trade: { buyCurrency: string; sellCurrency: string; fixedSide: FixedSide; amount: Decimal; spreadTable: string },
): TradePrice | null {
  const pair = rates.conventionPair(trade.buyCurrency, trade.sellCurrency);
  const quote = rates.quote(pair.base, pair.quote, now);
  if (!quote) return null;
  const buyingBase = trade.buyCurrency === pair.base;
  const spread = new Decimal(SPREAD_TABLES[trade.spreadTable] ?? "0");
  const coreRate = coreRateOf([quote.bid, quote.offer], buyingBase);
  const clientRate = buyingBase
    ? coreRate.mul(spread.plus(1)).toDecimalPlaces(RATE_PLACES, Decimal.ROUND_UP)
    : coreRate.mul(new Decimal(1).minus(spread)).toDecimalPlaces(RATE_PLACES, Decimal.ROUND_DOWN);
  const midRate = quote.mid.toDecimalPlaces(RATE_PLACES, Decimal.ROUND_HALF_UP);
  const { buyAmount, sellAmount } = amountsAtRate(trade, clientRate, buyingBase);
  return { pair, buyAmount, sellAmount, clientRate, coreRate, midRate };
}
