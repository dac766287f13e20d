/**
 * Balances in many currencies as one figure in a reporting currency the person picks, at indicative mid rates:
 * every currency shown is priced in ONE rates request (pairs written currency→reporting, which the service quotes
 * in the direction asked), and the figure says when the rates were fetched. A currency the service has no rate
 * for is named as missing — never counted as 0, so the total says what it leaves out. One computation for the
 * Balances view and the balances sheet block, so the two never disagree.
 */
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../api";
import { roundToMinorUnits } from "../../domain";

/** One currency's amount to price: what the Balances view totals per currency. */
export interface CurrencyTotal {
  currency: string;
  amount: Decimal;
}

interface ConvertedTotal {
  currency: string;
  amount: Decimal;
  /** Mid rate, one unit of `currency` in the reporting currency (1 for the reporting currency itself). */
  rate: Decimal;
  /** `amount` × `rate`, rounded to the reporting currency's minor units. */
  value: Decimal;
}

export interface ReportingTotal {
  reportingCurrency: string;
  /** Sum of `converted` values: every currency that had a rate. */
  total: Decimal;
  converted: ConvertedTotal[];
  /** Currencies shown that have no indicative rate into the reporting currency: not in `total`. */
  missing: string[];
  /** When the rates were fetched (epoch ms); undefined when no rate was needed. */
  ratesAt: number | undefined;
}

type BidOffer = readonly [bid: Decimal, offer: Decimal];

/** The pairs to ask for: each currency shown other than the reporting one, written currency→reporting ("JPYEUR"). */
export function pairsToPrice(currencies: readonly string[], reportingCurrency: string): string[] {
  return [...new Set(currencies)].filter((currency) => currency !== reportingCurrency).map((currency) => `${currency}${reportingCurrency}`);
}

/** Converts each currency's total at the mid of its pair's bid and offer; pure, so the arithmetic is tested alone. */
export function convertTotals(
  totals: readonly CurrencyTotal[],
  reportingCurrency: string,
  rates: Readonly<Record<string, BidOffer>>,
  ratesAt: number | undefined,
): ReportingTotal {
  const converted: ConvertedTotal[] = [];
  const missing: string[] = [];
  for (const { currency, amount } of totals) {
    const bidOffer = currency === reportingCurrency ? undefined : rates[`${currency}${reportingCurrency}`];
    if (currency !== reportingCurrency && bidOffer === undefined) {
      missing.push(currency);
      continue;
    }
    const rate = bidOffer === undefined ? new Decimal(1) : bidOffer[0].plus(bidOffer[1]).div(2);
    converted.push({ currency, amount, rate, value: roundToMinorUnits(amount.times(rate), reportingCurrency) });
  }
  const total = converted.reduce((sum, line) => sum.plus(line.value), new Decimal(0));
  return { reportingCurrency, total, converted, missing, ratesAt };
}

/** One rates request for every currency in `totals` (none when only the reporting currency is held). */
export async function priceInReportingCurrency(
  client: FxDeskClient,
  totals: readonly CurrencyTotal[],
  reportingCurrency: string,
  now: () => number,
  signal?: AbortSignal,
): Promise<ReportingTotal> {
  const pairs = pairsToPrice(totals.map((total) => total.currency), reportingCurrency);
  if (pairs.length === 0) return convertTotals(totals, reportingCurrency, {}, undefined);
  const found = await client.core.rates.find(pairs, { ignoreInvalidPairs: true, signal });
  return convertTotals(totals, reportingCurrency, found.rates, now());
}
