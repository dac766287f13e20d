/**
 * A conversion check's first figures (docs/kinds.md, "A conversion check in seconds"): one `rates/find` per
 * account prices every pair its rows trade, and each row's rate and both amounts follow from the market side it takes
 * (domain/conversion-price.ts). They are the market's rates without the account's margin, so they are indicative
 * until the row's detailed or held quote replaces them (firm-quotes.ts).
 */
import type Decimal from "decimal.js";
import { amountsAtRate, buysBase, coreRateOf, marketConventionPair, pairCode, type CurrencyPair, type TradeAtRate } from "../../../domain";
import type { KindApi } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";

/** What a row converts at and what it buys and sells: its indicative figures, or its quote's. */
export interface ConversionFigures {
  /** The market-convention pair the rate is quoted in (EURGBP). */
  currencyPair: string;
  clientRate: Decimal;
  /** The market side the client rate was built on: what a re-pricing compares (agreed-rates.ts). */
  coreRate: Decimal;
  buyCurrency: string;
  buyAmount: Decimal;
  sellCurrency: string;
  sellAmount: Decimal;
}

type Market = readonly [bid: Decimal, offer: Decimal];
type Rates = Readonly<Record<string, Market>>;

/** The pair written in market convention when a major currency decides it; undefined when only the rates can (CHFJPY). */
function conventionByMajors(a: string, b: string): CurrencyPair | undefined {
  try {
    return marketConventionPair(a, b, () => undefined);
  } catch {
    return undefined;
  }
}

/**
 * The pairs to ask for these trades: each in market convention where a major currency decides it (EURGBP, USDJPY),
 * else both ways round, so the rates decide which currency is worth more (the base) without a second request.
 */
export function pairsToAsk(trades: readonly Pick<TradeAtRate, "buyCurrency" | "sellCurrency">[]): string[] {
  const pairs = new Set<string>();
  for (const { buyCurrency, sellCurrency } of trades) {
    const pair = conventionByMajors(buyCurrency, sellCurrency);
    if (pair !== undefined) pairs.add(pairCode(pair));
    else pairs.add(buyCurrency + sellCurrency).add(sellCurrency + buyCurrency);
  }
  return [...pairs];
}

/** A trade's market-convention pair and its bid and offer in an answer of rates/find; undefined when the answer has no rate for it. */
export function conventionMarket(buyCurrency: string, sellCurrency: string, rates: Rates): { pair: CurrencyPair; market: Market } | undefined {
  const mid = (code: string) => {
    const market = rates[code];
    return market === undefined ? undefined : market[0].plus(market[1]).div(2);
  };
  const byMajors = conventionByMajors(buyCurrency, sellCurrency);
  let pair = byMajors;
  if (pair === undefined) {
    // Rule 3 of the convention: the currency whose unit is worth more is the base; one unit of buy is worth
    // mid(buy+sell) units of sell.
    const direct = mid(buyCurrency + sellCurrency);
    const inverse = mid(sellCurrency + buyCurrency);
    const buyInSell = direct ?? (inverse === undefined ? undefined : inverse.pow(-1));
    if (buyInSell === undefined) return undefined;
    pair = marketConventionPair(buyCurrency, sellCurrency, (code) => (code === buyCurrency ? buyInSell.toNumber() : 1));
  }
  const market = rates[pairCode(pair)];
  return market === undefined ? undefined : { pair, market };
}

/** A trade's indicative figures at the market side it takes; undefined when the answer has no rate for its pair. */
export function indicativeFigures(trade: TradeAtRate, rates: Rates): ConversionFigures | undefined {
  const priced = conventionMarket(trade.buyCurrency, trade.sellCurrency, rates);
  if (priced === undefined) return undefined;
  const buyingBase = buysBase(trade.buyCurrency, priced.pair);
  const rate = coreRateOf(priced.market, buyingBase);
  return {
    currencyPair: pairCode(priced.pair),
    clientRate: rate,
    coreRate: rate,
    buyCurrency: trade.buyCurrency,
    sellCurrency: trade.sellCurrency,
    ...amountsAtRate(trade, rate, buyingBase),
  };
}

/** A row to price: its sheet row, the account it trades for, and its trade. */
export interface RowToPrice {
  row: number;
  actingAs: string | undefined;
  trade: TradeAtRate;
}

/**
 * Every row's indicative figures, from one rates/find per account (the client splits it under the URL limit), or why
 * it has none (the service gave no rate for its pair, or the request failed).
 */
export async function indicativeFiguresOf(api: KindApi<"rates">, rows: readonly RowToPrice[]): Promise<Map<number, ConversionFigures | { failure: string }>> {
  const byAccount = new Map<string | undefined, RowToPrice[]>();
  for (const row of rows) byAccount.set(row.actingAs, [...(byAccount.get(row.actingAs) ?? []), row]);
  const figures = new Map<number, ConversionFigures | { failure: string }>();
  await Promise.all(
    [...byAccount].map(async ([actingAs, accountRows]) => {
      let rates: Rates;
      try {
        rates = (await api.rates.find(pairsToAsk(accountRows.map((row) => row.trade)), { onBehalfOf: actingAs, ignoreInvalidPairs: true })).rates;
      } catch (error) {
        for (const row of accountRows) figures.set(row.row, { failure: `rates: ${describeFailure(error)}` });
        return;
      }
      for (const row of accountRows) {
        const priced = indicativeFigures(row.trade, rates);
        figures.set(row.row, priced ?? { failure: `the service gives no rate for ${row.trade.buyCurrency} and ${row.trade.sellCurrency}` });
      }
    }),
  );
  return figures;
}
