/**
 * The one source of basic rates for every cell function. A recalculation wave calls it from hundreds of
 * cells in the same tick: those calls become a single `rates.find` (the client splits it under the URL limit),
 * each pair asked once: the functions' one loader (cached-loader.ts) batches, caches, shares a pair already being
 * fetched, bounds each request by its deadline and keeps the last rate while the service cannot be reached; the
 * rate book says how a batch is asked and read.
 * Requests go through the signed-in client, so they queue behind its rate budget instead of tripping the
 * service's limit.
 */
import type Decimal from "decimal.js";
import { NotSignedInError, type RatesFindOptions, type RatesFindResult } from "../api";
import { CachedLoader, type Answers, type LoadLookup } from "./cached-loader";
import { RateUnavailableError } from "./cell-errors";
import type { Dated, OutageTracker } from "./service-outages";

/** The part of the client the rate book needs. */
export interface RateFinder {
  find(pairs: readonly string[], options?: RatesFindOptions): Promise<RatesFindResult>;
}

/** A rate with when it was fetched (epoch ms) and, when it is the last one kept through an outage, why (`stale`). */
export interface BookRate extends Dated {
  /** Six-letter code in the direction it was asked, e.g. "GBPEUR". */
  pair: string;
  bid: Decimal;
  offer: Decimal;
}

interface RateBookOptions {
  /** The signed-in client's rates, or undefined when nobody is signed in; asked on every call. */
  finder: () => RateFinder | undefined;
  /** How long an answer is reused. Default 30 s. */
  ttlMs?: number;
  /** Pairs remembered at most (least recently used are dropped). Default 5,000. */
  maxEntries?: number;
  /** Longest a batch may take, queueing behind the rate budget included. Default 30 s. */
  timeoutMs?: number;
  now?: () => number;
  /** Told about values kept (or missing) because the service could not be reached, and about its return. */
  outages?: OutageTracker;
}

export type RateLookup = LoadLookup;

export const RATE_BOOK_DEFAULTS = { ttlMs: 30_000, maxEntries: 5_000, timeoutMs: 30_000 } as const;

export class RateBook {
  private readonly loader: CachedLoader<BookRate>;

  constructor(private readonly options: RateBookOptions) {
    this.loader = new CachedLoader<BookRate>({
      ttlMs: options.ttlMs ?? RATE_BOOK_DEFAULTS.ttlMs,
      maxEntries: options.maxEntries ?? RATE_BOOK_DEFAULTS.maxEntries,
      timeoutMs: options.timeoutMs ?? RATE_BOOK_DEFAULTS.timeoutMs,
      ...(options.now ? { now: options.now } : {}),
      ...(options.outages ? { outages: options.outages } : {}),
      fetchMany: (pairs, signal) => this.find(pairs, signal),
      // A pair the service said it has no rate for is remembered too, so recalculations do not keep asking.
      remembers: (error) => error instanceof RateUnavailableError,
    });
  }

  /** The rate of `pair` (a six-letter code) in the direction written. Settles within `timeoutMs` plus one tick. */
  get(pair: string, lookup: RateLookup = {}): Promise<BookRate> {
    if (this.options.finder() === undefined) return Promise.reject(new NotSignedInError("formulas"));
    return this.loader.loadInBatch(pair, lookup);
  }

  /** Forgets every answer (sign-out, another user); requests already sent still settle their cells. */
  clear(): void {
    this.loader.clear();
  }

  get cachedPairs(): number {
    return this.loader.size;
  }

  /** One batch's rates; a pair the service does not answer is "No rate for …". */
  private async find(pairs: string[], signal: AbortSignal): Promise<Answers<BookRate>> {
    const finder = this.options.finder();
    if (finder === undefined) throw new NotSignedInError("formulas");
    // ignore_invalid_pairs: one pair the service does not trade must not fail every other cell of the batch.
    const result = await finder.find(pairs, { ignoreInvalidPairs: true, signal });
    return new Map(
      pairs.map((pair) => {
        const bidOffer = result.rates[pair];
        return [pair, bidOffer === undefined ? new RateUnavailableError(pair) : { pair, bid: bidOffer[0], offer: bidOffer[1] }];
      }),
    );
  }
}
