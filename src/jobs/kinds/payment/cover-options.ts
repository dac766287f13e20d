/**
 * Covering a payment currency's shortfall by selling another balance: which balances can, and at about what cost.
 * The estimate uses the service's indicative offer for buying the short currency; the conversion itself is booked
 * at the rate of the moment, buying exactly what the rows beyond the balance add up to (fixed side buy), so only the
 * sell amount can move.
 */
import Decimal from "decimal.js";
import { roundToMinorUnits } from "../../../domain";
import { type AccountFunds, availableOf, type CurrencyNeed, fundsIn, type KindApi } from "../../engine/kind-kit";

/** A balance that can cover a currency's shortfall, and at about what cost. */
export interface CoverOption {
  sellCurrency: string;
  /** Indicative: units of the sell currency per unit bought. */
  rate: Decimal;
  /** About this much is sold. */
  sellAmount: Decimal;
  /** The sell currency's available balance, less what the rows themselves pay in it. */
  available: Decimal;
}

/** Indicative offers to buy a short currency with another, keyed by buy + sell code ("EURUSD": buy EUR, pay USD). */
export type CoverRates = ReadonlyMap<string, Decimal>;

/** The currencies each account holds a positive balance in: the only ones that can be sold. */
function heldCurrencies(funds: AccountFunds | undefined): string[] {
  return [...(funds?.balances.entries() ?? [])].filter(([, amount]) => amount.greaterThan(0)).map(([currency]) => currency);
}

/**
 * One rates request for every (short currency, held currency) pair of every account; none when nothing is short.
 * Pairs the service does not quote are simply absent: that balance is not offered.
 */
export async function loadCoverRates(api: KindApi<"rates">, needs: readonly CurrencyNeed[], funds: ReadonlyMap<string | undefined, AccountFunds>): Promise<CoverRates> {
  const pairs = new Set<string>();
  for (const need of needs) {
    if (need.shortfall.isZero()) continue;
    for (const currency of heldCurrencies(funds.get(need.actingAs))) if (currency !== need.currency) pairs.add(need.currency + currency);
  }
  if (pairs.size === 0) return new Map();
  const { rates } = await api.rates.find([...pairs], { ignoreInvalidPairs: true });
  return new Map(Object.entries(rates).map(([pair, [, offer]]) => [pair, offer]));
}

/**
 * The balances that can pay on their own for the conversion covering `need`'s shortfall (it buys the rows beyond
 * the balance), listed by the share of their available balance they would use, smallest first (amounts in different currencies cannot be compared directly). `needs` are all the needs
 * of the same rows: a currency the rows also pay in is only offered for what they leave of it.
 */
export function coverOptions(need: CurrencyNeed, needs: readonly CurrencyNeed[], funds: ReadonlyMap<string | undefined, AccountFunds>, rates: CoverRates): CoverOption[] {
  if (need.shortfall.isZero()) return [];
  const account = funds.get(need.actingAs);
  return heldCurrencies(account)
    .flatMap((sellCurrency): CoverOption[] => {
      const rate = rates.get(need.currency + sellCurrency);
      if (sellCurrency === need.currency || rate === undefined) return [];
      const paidInIt = needs.find((other) => other.actingAs === need.actingAs && other.currency === sellCurrency)?.total ?? new Decimal(0);
      const available = availableOf(fundsIn(account, sellCurrency)).minus(paidInIt);
      const sellAmount = roundToMinorUnits(need.beyondBalance.amount.times(rate), sellCurrency);
      return available.greaterThanOrEqualTo(sellAmount) ? [{ sellCurrency, rate, sellAmount, available }] : [];
    })
    .sort((a, b) => a.sellAmount.dividedBy(a.available).comparedTo(b.sellAmount.dividedBy(b.available)) || a.sellCurrency.localeCompare(b.sellCurrency));
}
