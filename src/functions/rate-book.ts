/**
 * The one source of basic rates for every cell function. A recalculation wave calls it from hundreds of
 * cells in the same tick: those calls become a single `rates.find` (the client splits it under the URL limit),
 * each pair asked once, answers kept for a TTL, and a pair already being fetched is not asked again. Requests
 * go through the signed-in client, so they queue behind its rate budget instead of tripping the service's limit,
 * and every batch has a deadline so no cell is left #BUSY!. When the service cannot be reached, a pair fetched
 * before keeps its last rate, marked stale (see service-outages.ts).
 */
import type Decimal from "decimal.js";
import { NotSignedInError, type RatesFindOptions, type RatesFindResult } from "../api";
import { BoundedCache } from "./bounded-cache";
import { DeadlineExceededError, RateUnavailableError } from "./cell-errors";
import { isServiceUnreachable, type OutageTracker, type RefreshOrigin, type Staleness } from "./service-outages";

/** The part of the client the rate book needs. */
export interface RateFinder {
  find(pairs: readonly string[], options?: RatesFindOptions): Promise<RatesFindResult>;
}

export interface BookRate {
  /** Six-letter code in the direction it was asked, e.g. "GBPEUR". */
  pair: string;
  bid: Decimal;
  offer: Decimal;
  /** Epoch milliseconds when the answer arrived. */
  fetchedAt: number;
  /** Set when this is the last rate kept because a refresh could not reach the service. */
  stale?: Staleness;
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

export interface RateLookup {
  /** Accept a cached answer at most this old instead of the TTL (live cells want fresher ones). */
  maxAgeMs?: number;
  /** Who asks: a live cell's timer is reported apart from a recalculation. Default "recalculation". */
  origin?: RefreshOrigin;
}

export const RATE_BOOK_DEFAULTS = { ttlMs: 30_000, maxEntries: 5_000, timeoutMs: 30_000 } as const;

interface Waiter {
  promise: Promise<BookRate>;
  resolve: (rate: BookRate) => void;
  reject: (error: unknown) => void;
}

export class RateBook {
  readonly ttlMs: number;
  readonly timeoutMs: number;
  /** A pair the service said it has no rate for is remembered too, so recalculations do not keep asking. */
  private readonly cache: BoundedCache<BookRate | RateUnavailableError>;
  private readonly now: () => number;
  private waiting = new Map<string, Waiter>();
  private readonly inFlight = new Map<string, Promise<BookRate>>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by clear(): answers to requests sent before it (another user's session) are not cached. */
  private generation = 0;

  constructor(private readonly options: RateBookOptions) {
    this.ttlMs = options.ttlMs ?? RATE_BOOK_DEFAULTS.ttlMs;
    this.timeoutMs = options.timeoutMs ?? RATE_BOOK_DEFAULTS.timeoutMs;
    this.now = options.now ?? Date.now;
    this.cache = new BoundedCache(options.maxEntries ?? RATE_BOOK_DEFAULTS.maxEntries, this.now);
  }

  /** The rate of `pair` (a six-letter code) in the direction written. Settles within `timeoutMs` plus one tick. */
  get(pair: string, lookup: RateLookup = {}): Promise<BookRate> {
    if (this.options.finder() === undefined) return Promise.reject(new NotSignedInError("formulas"));
    const cached = this.cache.get(pair, lookup.maxAgeMs ?? this.ttlMs);
    if (cached instanceof RateUnavailableError) return Promise.reject(cached);
    if (cached !== undefined) return Promise.resolve(cached);
    // Counted per call, not per request: the activity log tells how many cell values an outage left stale.
    const origin = lookup.origin ?? "recalculation";
    return this.request(pair).then(
      (rate) => {
        if (rate.stale) this.options.outages?.keptValue(rate.fetchedAt, rate.stale, origin);
        return rate;
      },
      (error: unknown) => {
        if (isServiceUnreachable(error)) this.options.outages?.noValue({ failedAt: this.now(), error }, origin);
        throw error;
      },
    );
  }

  /** Forgets every answer (sign-out, another user); requests already sent still settle their cells. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  get cachedPairs(): number {
    return this.cache.size;
  }

  private request(pair: string): Promise<BookRate> {
    const shared = this.inFlight.get(pair) ?? this.waiting.get(pair)?.promise;
    if (shared !== undefined) return shared;
    const waiter = createWaiter();
    this.waiting.set(pair, waiter);
    // A timer rather than a microtask: Excel may hand over a wave's invocations in several messages.
    this.flushTimer ??= setTimeout(() => this.flush(), 0);
    return waiter.promise;
  }

  private flush(): void {
    this.flushTimer = undefined;
    const batch = this.waiting;
    this.waiting = new Map();
    const finder = this.options.finder();
    if (finder === undefined) {
      for (const waiter of batch.values()) waiter.reject(new NotSignedInError("formulas"));
      return;
    }
    for (const [pair, waiter] of batch) this.inFlight.set(pair, waiter.promise);

    const generation = this.generation;
    const abort = new AbortController();
    const requestSettled = this.options.outages?.requestStarted();
    let settled = false;
    const settle = (outcome: RatesFindResult | { failure: unknown }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      requestSettled?.();
      for (const [pair, waiter] of batch) {
        if (this.inFlight.get(pair) === waiter.promise) this.inFlight.delete(pair);
      }
      if ("failure" in outcome) {
        this.fail(batch, outcome.failure);
      } else {
        this.answer(batch, outcome, generation);
      }
    };
    // Our own timer, not only the abort signal: a request that ignores the signal must not hold cells forever.
    const deadline = setTimeout(() => {
      const failure = new DeadlineExceededError(this.timeoutMs);
      abort.abort(failure);
      settle({ failure });
    }, this.timeoutMs);

    // ignore_invalid_pairs: one pair the service does not trade must not fail every other cell of the batch.
    Promise.resolve()
      .then(() => finder.find([...batch.keys()], { ignoreInvalidPairs: true, signal: abort.signal }))
      .then(
        (result) => settle(result),
        (failure: unknown) => settle({ failure }),
      );
  }

  /** An unreachable service leaves each pair fetched before at its last rate; any other failure is the cells' error. */
  private fail(batch: Map<string, Waiter>, failure: unknown): void {
    const staleness: Staleness | undefined = isServiceUnreachable(failure) ? { failedAt: this.now(), error: failure } : undefined;
    for (const [pair, waiter] of batch) {
      const last = staleness && this.lastRate(pair);
      if (last) waiter.resolve({ ...last, stale: staleness });
      else waiter.reject(failure);
    }
  }

  /** The last rate the service gave for `pair`, however old (undefined if it said it has none). */
  private lastRate(pair: string): BookRate | undefined {
    const last = this.cache.get(pair, Number.POSITIVE_INFINITY);
    return last instanceof RateUnavailableError ? undefined : last;
  }

  private answer(batch: Map<string, Waiter>, result: RatesFindResult, generation: number): void {
    this.options.outages?.reachable();
    const fetchedAt = this.now();
    const cacheable = generation === this.generation;
    for (const [pair, waiter] of batch) {
      const bidOffer = result.rates[pair];
      if (bidOffer === undefined) {
        const unavailable = new RateUnavailableError(pair);
        if (cacheable) this.cache.set(pair, unavailable);
        waiter.reject(unavailable);
        continue;
      }
      const rate: BookRate = { pair, bid: bidOffer[0], offer: bidOffer[1], fetchedAt };
      if (cacheable) this.cache.set(pair, rate);
      waiter.resolve(rate);
    }
  }
}

function createWaiter(): Waiter {
  let resolve!: (rate: BookRate) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<BookRate>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
