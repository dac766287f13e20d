/**
 * The one source of basic rates for every cell function. A recalculation wave calls it from hundreds of
 * cells in the same tick: those calls become a single `rates.find` (the client splits it under the URL limit),
 * each pair asked once. Caching, sharing a pair already being fetched, the deadline and the last rate kept while
 * the service cannot be reached are the functions' one loader's (cached-loader.ts); the rate book adds the batch.
 * Requests go through the signed-in client, so they queue behind its rate budget instead of tripping the
 * service's limit.
 */
import type Decimal from "decimal.js";
import { NotSignedInError, type RatesFindOptions, type RatesFindResult } from "../api";
import { CachedLoader, type LoadLookup, type Undated } from "./cached-loader";
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
  /** Longest a lookup may take, queueing behind the rate budget included. Default 30 s. */
  timeoutMs?: number;
  now?: () => number;
  /** Told about values kept (or missing) because the service could not be reached, and about its return. */
  outages?: OutageTracker;
}

export type RateLookup = LoadLookup;

export const RATE_BOOK_DEFAULTS = { ttlMs: 30_000, maxEntries: 5_000, timeoutMs: 30_000 } as const;

/** A pair waiting for the next batch: how to settle it, and its lookup's signal (aborted at its deadline). */
interface Asked {
  resolve: (rate: Undated<BookRate>) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

export class RateBook {
  private readonly loader: CachedLoader<BookRate>;
  private waiting = new Map<string, Asked>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RateBookOptions) {
    this.loader = new CachedLoader<BookRate>({
      ttlMs: options.ttlMs ?? RATE_BOOK_DEFAULTS.ttlMs,
      maxEntries: options.maxEntries ?? RATE_BOOK_DEFAULTS.maxEntries,
      timeoutMs: options.timeoutMs ?? RATE_BOOK_DEFAULTS.timeoutMs,
      ...(options.now ? { now: options.now } : {}),
      ...(options.outages ? { outages: options.outages } : {}),
      // A pair the service said it has no rate for is remembered too, so recalculations do not keep asking.
      remembers: (error) => error instanceof RateUnavailableError,
    });
  }

  /** The rate of `pair` (a six-letter code) in the direction written. Settles within the loader's `timeoutMs`. */
  get(pair: string, lookup: RateLookup = {}): Promise<BookRate> {
    if (this.options.finder() === undefined) return Promise.reject(new NotSignedInError("formulas"));
    return this.loader.load(pair, (signal) => this.ask(pair, signal), lookup);
  }

  /** Forgets every answer (sign-out, another user); requests already sent still settle their cells. */
  clear(): void {
    this.loader.clear();
  }

  get cachedPairs(): number {
    return this.loader.size;
  }

  /** Joins the next batch. A timer rather than a microtask: Excel may hand over a wave's invocations in several messages. */
  private ask(pair: string, signal: AbortSignal): Promise<Undated<BookRate>> {
    return new Promise((resolve, reject) => {
      this.waiting.set(pair, { resolve, reject, signal });
      this.flushTimer ??= setTimeout(() => this.flush(), 0);
    });
  }

  private flush(): void {
    this.flushTimer = undefined;
    const batch = this.waiting;
    this.waiting = new Map();
    const finder = this.options.finder();
    if (finder === undefined) {
      for (const asked of batch.values()) asked.reject(new NotSignedInError("formulas"));
      return;
    }
    // The request is told to stop (it may be queued behind the rate budget) once no pair of it is waited for.
    const abort = new AbortController();
    let waitedFor = batch.size;
    for (const { signal } of batch.values()) {
      signal.addEventListener("abort", () => {
        waitedFor -= 1;
        if (waitedFor === 0) abort.abort(signal.reason);
      }, { once: true });
    }
    // ignore_invalid_pairs: one pair the service does not trade must not fail every other cell of the batch.
    Promise.resolve()
      .then(() => finder.find([...batch.keys()], { ignoreInvalidPairs: true, signal: abort.signal }))
      .then(
        (result) => {
          for (const [pair, asked] of batch) {
            const bidOffer = result.rates[pair];
            if (bidOffer === undefined) asked.reject(new RateUnavailableError(pair));
            else asked.resolve({ pair, bid: bidOffer[0], offer: bidOffer[1] });
          }
        },
        (failure: unknown) => {
          for (const asked of batch.values()) asked.reject(failure);
        },
      );
  }
}
