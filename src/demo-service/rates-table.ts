/**
 * The demo rate table: static mid rates against USD for about 40 currencies, moved every refresh period by a
 * small deterministic step (the provider's demo rates are "static and refreshed periodically"). Quotes for a
 * period are computed once and cached, so `rates/find` with many pairs is a handful of map look-ups.
 *
 * On top of that, a test or a demo can move a currency or a pair by a percentage (`/__admin/rates/shift`,
 * docs/provider-api.md §13): how a rate agreed earlier (a held quote) is shown to differ from today's. Every answer
 * priced from this table (rates/find, rates/detailed, quotes/create, conversions/create) sees the shift.
 */
import Decimal from "decimal.js";
import { marketConventionPair, type CurrencyPair } from "../domain/pairs";

/** USD value of one unit of each currency (demo figures, not market data). */
const USD_VALUE_OF_ONE_UNIT: Readonly<Record<string, string>> = {
  USD: "1", EUR: "1.0850", GBP: "1.2700", JPY: "0.006700", CHF: "1.1300", CAD: "0.7350", AUD: "0.6600",
  NZD: "0.6050", SEK: "0.0960", NOK: "0.0940", DKK: "0.1455", PLN: "0.2500", CZK: "0.0440", HUF: "0.00275",
  RON: "0.2180", BGN: "0.5550", TRY: "0.0310", ILS: "0.2700", ZAR: "0.0540", MXN: "0.0580", CNY: "0.1380",
  HKD: "0.1280", SGD: "0.7400", INR: "0.0120", IDR: "0.0000640", MYR: "0.2130", PHP: "0.0178", THB: "0.0280",
  AED: "0.2723", SAR: "0.2667", QAR: "0.2747", KWD: "3.2500", BHD: "2.6525", OMR: "2.5970", JOD: "1.4100",
  KES: "0.0077", UGX: "0.000265", ISK: "0.0072", MAD: "0.1000", CLP: "0.00105",
};

/** Half of the bid/offer spread of basic rates, as a share of the mid. */
const HALF_SPREAD = new Decimal("0.0003");
/** Largest periodic move, in basis points either way. */
const MAX_MOVE_BP = 10;

interface BasicQuote {
  bid: Decimal;
  offer: Decimal;
  mid: Decimal;
  /** Wire form `[bid, offer]`, 6 dp. */
  wire: [string, string];
}

/** A currency's or a pair's move set by the admin switch, as a factor on its rate (1.005 for +0.5 %). */
export interface RateShift {
  /** A currency code (`GBP`: its value against every other currency) or a six-letter pair (`GBPUSD`: that pair only). */
  target: string;
  percent: Decimal;
}

export class RatesTable {
  private period = Number.NaN;
  private usdValues = new Map<string, Decimal>();
  private quotes = new Map<string, BasicQuote | null>();
  /** Shifts by currency code and by pair (`BASEQUOTE`), as factors on the USD value or the pair's mid. */
  private readonly currencyFactors = new Map<string, Decimal>();
  private readonly pairFactors = new Map<string, Decimal>();
  private shiftGeneration = 0;

  constructor(private readonly refreshMs: number) {}

  static currencies(): string[] {
    return Object.keys(USD_VALUE_OF_ONE_UNIT);
  }

  static has(code: string): boolean {
    return Object.hasOwn(USD_VALUE_OF_ONE_UNIT, code);
  }

  /** Index of the refresh period `now` falls in: answers computed in the same period stay valid. */
  periodOf(now: number): number {
    return Math.floor(now / this.refreshMs);
  }

  /** Changes whenever a shift is set or cleared: an answer cached for a period is valid only for the same generation. */
  get generation(): number {
    return this.shiftGeneration;
  }

  /**
   * Moves a currency (against every other) or one pair (both ways) by `percent` from now on, replacing an earlier
   * shift of the same target; 0 removes it. Refuses what the table does not trade.
   */
  shift(target: string, percent: Decimal): void {
    const factor = new Decimal(1).plus(percent.div(100));
    if (!factor.gt(0)) throw new RangeError("a rate can only move by more than -100 %");
    const factors = this.factorsFor(target);
    if (percent.isZero()) factors.delete(target);
    else factors.set(target, factor);
    this.invalidate();
  }

  /** Removes every shift: back to the demo rates. */
  clearShifts(): void {
    this.currencyFactors.clear();
    this.pairFactors.clear();
    this.invalidate();
  }

  /** The shifts in force, in percent. */
  shifts(): RateShift[] {
    return [...this.currencyFactors, ...this.pairFactors].map(([target, factor]) => ({ target, percent: factor.minus(1).mul(100) }));
  }

  private factorsFor(target: string): Map<string, Decimal> {
    if (RatesTable.has(target)) return this.currencyFactors;
    const base = target.slice(0, 3);
    const quote = target.slice(3);
    if (target.length === 6 && base !== quote && RatesTable.has(base) && RatesTable.has(quote)) return this.pairFactors;
    throw new RangeError(`${target} is neither a currency nor a pair of currencies the demo service trades`);
  }

  private invalidate(): void {
    this.shiftGeneration += 1;
    this.period = Number.NaN;
  }

  /** The `[bid, offer]` for `base`/`quote` at `now`, or null when either currency is not traded here. */
  quote(base: string, quote: string, now: number): BasicQuote | null {
    this.refresh(now);
    const key = base + quote;
    let cached = this.quotes.get(key);
    if (cached === undefined) {
      cached = this.compute(base, quote);
      this.quotes.set(key, cached);
    }
    return cached;
  }

  /** Market-convention order of two traded currencies (spec rule 2). */
  conventionPair(a: string, b: string): CurrencyPair {
    return marketConventionPair(a, b, (code) => {
      const value = USD_VALUE_OF_ONE_UNIT[code];
      return value === undefined ? undefined : Number(value);
    });
  }

  private refresh(now: number): void {
    const period = this.periodOf(now);
    if (period === this.period) return;
    this.period = period;
    this.quotes = new Map();
    this.usdValues = new Map(
      Object.entries(USD_VALUE_OF_ONE_UNIT).map(([code, value]) => [
        code,
        new Decimal(value)
          .mul(new Decimal(1).plus(new Decimal(moveBp(code, period)).div(10_000)))
          .mul(this.currencyFactors.get(code) ?? 1),
      ]),
    );
  }

  private compute(base: string, quote: string): BasicQuote | null {
    const baseValue = this.usdValues.get(base);
    const quoteValue = this.usdValues.get(quote);
    if (!baseValue || !quoteValue || base === quote) return null;
    const mid = baseValue.div(quoteValue).mul(this.pairFactor(base, quote));
    const bid = mid.mul(new Decimal(1).minus(HALF_SPREAD)).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    let offer = mid.mul(new Decimal(1).plus(HALF_SPREAD)).toDecimalPlaces(6, Decimal.ROUND_UP);
    // Very small quotes (IDR in USD) round to the same 6-dp figure: keep bid < offer as the real API always has.
    if (offer.lte(bid)) offer = bid.plus("0.000001");
    return { bid, offer, mid, wire: [bid.toFixed(6), offer.toFixed(6)] };
  }

  /** A pair's shift, read for either order: GBPUSD moved +1 % is USDGBP divided by 1.01. */
  private pairFactor(base: string, quote: string): Decimal {
    const direct = this.pairFactors.get(base + quote);
    if (direct) return direct;
    const inverse = this.pairFactors.get(quote + base);
    return inverse ? new Decimal(1).div(inverse) : new Decimal(1);
  }
}

/** USD stays the anchor; every other currency moves by a step that depends only on its code and the period. */
function moveBp(code: string, period: number): number {
  if (code === "USD") return 0;
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return ((period * 7 + hash) % (2 * MAX_MOVE_BP + 1)) - MAX_MOVE_BP;
}
