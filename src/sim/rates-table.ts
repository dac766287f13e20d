/**
 * The demo rate table: static mid rates against USD for about 40 currencies, moved every refresh period by a
 * small deterministic step (the provider's demo rates are "static and refreshed periodically"). Quotes for a
 * period are computed once and cached, so `rates/find` with many pairs is a handful of map look-ups.
 */
import Decimal from "decimal.js";
import { marketConventionPair, type CurrencyPair } from "../domain";

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

export class RatesTable {
  private period = Number.NaN;
  private usdValues = new Map<string, Decimal>();
  private quotes = new Map<string, BasicQuote | null>();

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
        new Decimal(value).mul(new Decimal(1).plus(new Decimal(moveBp(code, period)).div(10_000))),
      ]),
    );
  }

  private compute(base: string, quote: string): BasicQuote | null {
    const baseValue = this.usdValues.get(base);
    const quoteValue = this.usdValues.get(quote);
    if (!baseValue || !quoteValue || base === quote) return null;
    const mid = baseValue.div(quoteValue);
    const bid = mid.mul(new Decimal(1).minus(HALF_SPREAD)).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    let offer = mid.mul(new Decimal(1).plus(HALF_SPREAD)).toDecimalPlaces(6, Decimal.ROUND_UP);
    // Very small quotes (IDR in USD) round to the same 6-dp figure: keep bid < offer as the real API always has.
    if (offer.lte(bid)) offer = bid.plus("0.000001");
    return { bid, offer, mid, wire: [bid.toFixed(6), offer.toFixed(6)] };
  }
}

/** USD stays the anchor; every other currency moves by a step that depends only on its code and the period. */
function moveBp(code: string, period: number): number {
  if (code === "USD") return 0;
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 9973;
  return ((period * 7 + hash) % (2 * MAX_MOVE_BP + 1)) - MAX_MOVE_BP;
}
