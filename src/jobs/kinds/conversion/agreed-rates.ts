/**
 * The rate a person agrees to at Book, and how a run keeps to it (docs/kinds.md, "Agreed rates"):
 * either the service holds each row's rate (a held quote, `quotes/create` with a hold period, booked by its
 * `quote_id`), or the rates quoted at the check are indicative and the run re-prices every pair just before sending,
 * holding back a row whose rate moved against the person by more than their tolerance.
 */
import Decimal from "decimal.js";
import { buysBase, coreRateOf, InvalidInputError, RATE_PLACES } from "../../../domain";

/**
 * The hold periods a person can ask for, as `quotes/create` writes them. The account's own periods are provisioned
 * by its account manager and no call lists them, so the person picks and a period not enabled is refused (and said).
 */
export const HOLD_PERIODS = [
  { period: "30s", words: "30 seconds" },
  { period: "1m", words: "1 minute" },
  { period: "3m", words: "3 minutes" },
  { period: "5m", words: "5 minutes" },
] as const;
export type HoldPeriod = (typeof HOLD_PERIODS)[number]["period"];

/** How the person wants their rates kept between the check and the booking (the Convert tab's settings). */
export interface AgreedRateSettings {
  /** Ask the service to hold each row's rate this long; absent: indicative quotes, re-priced before sending. */
  holdPeriod?: HoldPeriod;
  /** How far (in %) an indicative rate may move against the person before a row is held back. */
  tolerancePercent: Decimal;
}

export const DEFAULT_TOLERANCE_PERCENT = new Decimal("0.25");
export const MAX_TOLERANCE_PERCENT = new Decimal(10);

/** The hold period in words ("3 minutes"). */
export function holdPeriodWords(period: HoldPeriod): string {
  return HOLD_PERIODS.find((entry) => entry.period === period)?.words ?? period;
}

/** A tolerance as typed ("0.25", "0.25 %", "1,5" is refused): a percentage from 0 to 10, else what to type instead. */
export function parseTolerance(text: string): Decimal {
  const typed = text.trim().replace(/\s*%$/, "");
  if (!/^\d+(\.\d+)?$/.test(typed)) {
    throw new InvalidInputError("rate_tolerance", "is_in_invalid_format", `type the rate tolerance as a percentage from 0 to 10, e.g. 0.25; "${text}" is not a number`);
  }
  const value = new Decimal(typed);
  if (value.greaterThan(MAX_TOLERANCE_PERCENT)) {
    throw new InvalidInputError("rate_tolerance", "not_in_range", `a rate tolerance of ${value.toFixed()} % is more than the 10 % allowed: type a percentage from 0 to 10`);
  }
  return value;
}

/** A percentage as the messages show it: two places ("0.43 %"), or as many as the person typed for a tolerance. */
export function percentText(value: Decimal): string {
  return `${value.decimalPlaces() > 2 ? value.toFixed() : value.toFixed(2)} %`;
}

/** What the check agreed for a row quoted indicatively: the pair and rates of its detailed quote. */
export interface IndicativeRate {
  /** The market-convention pair the rate is quoted in (EURGBP). */
  currencyPair: string;
  buyCurrency: string;
  /** The rate the person saw: the core rate with the account's spread. */
  clientRate: Decimal;
  /** The market side the client rate was built on (offer when buying the base currency, else bid). */
  coreRate: Decimal;
}

export interface RateMove {
  /** The rate the row would be booked at now, at the same spread as its quote. */
  newClientRate: Decimal;
  /** How much worse for the person the rate is now, in % (negative: better). */
  worsePercent: Decimal;
  /** Worse by more than the tolerance: the row is held back. */
  beyondTolerance: boolean;
}

/**
 * How an indicative rate moved since the check, measured like with like: the market side the quote was built on
 * (`rates/find` answers the market's bid and offer; the quote's core rate is that side rounded to its 4 places,
 * offer up, bid down — as the service rounds it), so the account's spread, which does not move, is left out. The
 * move is relative to that core rate, and the new client rate is the old one moved by the same ratio.
 *
 * Rates are quoted base→quote (docs/provider-api.md §8). Buying the base currency the person pays the offer, and a
 * higher rate costs more; buying the quote currency (selling the base) they get the bid, and a lower rate gives them
 * less. Which side is fixed does not change which way is worse: it only says which amount the rate changes.
 */
export function rateMove(agreed: IndicativeRate, market: readonly [bid: Decimal, offer: Decimal], tolerancePercent: Decimal): RateMove {
  return coreMove(agreed, coreRateOf(market, buysBase(agreed.buyCurrency, agreed.currencyPair)), tolerancePercent);
}

/**
 * How far a core rate of now (a re-pricing's, or a held quote's asked at Book) is from the agreed one, measured as
 * rateMove measures it.
 */
export function coreMove(agreed: IndicativeRate, coreNow: Decimal, tolerancePercent: Decimal): RateMove {
  const buyingBase = buysBase(agreed.buyCurrency, agreed.currencyPair);
  const change = coreNow.minus(agreed.coreRate).div(agreed.coreRate).mul(100);
  const worsePercent = buyingBase ? change : change.negated();
  const newClientRate = agreed.clientRate.mul(coreNow).div(agreed.coreRate).toDecimalPlaces(RATE_PLACES, buyingBase ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
  return { newClientRate, worsePercent, beyondTolerance: worsePercent.greaterThan(tolerancePercent) };
}

/** The message beside a row held back because its rate moved against the person. */
export function rateMovedMessage(agreed: IndicativeRate, move: RateMove, tolerancePercent: Decimal): string {
  return (
    `rate moved against you: ${agreed.clientRate.toFixed(RATE_PLACES)} → ${move.newClientRate.toFixed(RATE_PLACES)} (${agreed.currencyPair}), ` +
    `${percentText(move.worsePercent.toDecimalPlaces(2, Decimal.ROUND_HALF_UP))} worse than the rate shown at Check; tolerance ${percentText(tolerancePercent)}; check again to book at the new rate`
  );
}

/** "10:03:30 UTC": when a held rate stops holding, as the preview, the dialog and the messages say it. */
export function heldUntilText(expiresAt: string): string {
  return `${new Date(expiresAt).toISOString().slice(11, 19)} UTC`;
}
