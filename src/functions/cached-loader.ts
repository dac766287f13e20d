/**
 * The one way the cell functions fetch from the service (rates through the rate book, detailed quotes, balances):
 * cells with the same key share one request while it runs and reuse its answer for a while (the TTL, or a
 * reader's tighter maximum age), so a block of cells reading the same thing does not multiply requests. Failures
 * are not cached, except those that are the service's answer (`remembers`: it has no rate for a pair). Every load
 * settles within `timeoutMs`, its request told to stop. When the service cannot be reached, the entry loaded
 * before is given again, marked stale with why (see service-outages.ts); any other failure is the cell's error.
 * An entry is the fetched answer with when it was fetched, so the rate book's entries are its rates as they are.
 */
import { BoundedCache } from "./bounded-cache";
import { DeadlineExceededError } from "./cell-errors";
import { isServiceUnreachable, type Dated, type OutageTracker, type RefreshOrigin } from "./service-outages";

/** What a fetch gives: the entry less when it was fetched, which the loader adds. */
export type Undated<E extends Dated> = Omit<E, keyof Dated>;

interface CachedLoaderOptions {
  ttlMs: number;
  maxEntries: number;
  timeoutMs: number;
  now?: () => number;
  /** Told about answers kept (or missing) because the service could not be reached, and about its return. */
  outages?: OutageTracker;
  /** A failure that is the service's answer for the key: remembered for the TTL as an answer is, never kept stale. */
  remembers?: (error: unknown) => boolean;
}

export interface LoadLookup {
  /** Accept a cached answer at most this old instead of the TTL (live cells want fresher ones). */
  maxAgeMs?: number;
  /** Who asks: a live cell's timer is reported apart from a recalculation. Default "recalculation". */
  origin?: RefreshOrigin;
}

/** A failure remembered as the answer for its key. */
class RememberedFailure {
  constructor(readonly error: unknown) {}
}

export class CachedLoader<E extends Dated> {
  /** Kept past the TTL: the last answer per key is what an outage falls back on. */
  private readonly cache: BoundedCache<E | RememberedFailure>;
  private readonly inFlight = new Map<string, Promise<E>>();
  private readonly now: () => number;
  /** Bumped by clear(): answers to requests sent before it (another user's session) are not cached. */
  private generation = 0;

  constructor(private readonly options: CachedLoaderOptions) {
    this.now = options.now ?? Date.now;
    this.cache = new BoundedCache(options.maxEntries, this.now);
  }

  load(key: string, fetch: (signal: AbortSignal) => Promise<Undated<E>>, lookup: LoadLookup = {}): Promise<E> {
    const cached = this.cache.get(key, lookup.maxAgeMs ?? this.options.ttlMs);
    if (cached instanceof RememberedFailure) return Promise.reject(cached.error);
    if (cached !== undefined) return Promise.resolve(cached);
    const shared = this.inFlight.get(key) ?? this.start(key, fetch);
    // Counted per call, not per request: the activity log tells how many cell values an outage left stale.
    const origin = lookup.origin ?? "recalculation";
    return shared.then(
      (loaded) => {
        if (loaded.stale) this.options.outages?.keptValue(loaded.fetchedAt, loaded.stale, origin);
        return loaded;
      },
      (error: unknown) => {
        if (isServiceUnreachable(error)) this.options.outages?.noValue({ failedAt: this.now(), error }, origin);
        throw error;
      },
    );
  }

  /** Forgets every answer (sign-out, another user); loads already running still settle their cells but are not kept. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /** Keys remembered (answers and remembered failures). */
  get size(): number {
    return this.cache.size;
  }

  private start(key: string, fetch: (signal: AbortSignal) => Promise<Undated<E>>): Promise<E> {
    const generation = this.generation;
    const keep = (entry: E | RememberedFailure) => {
      if (generation === this.generation) this.cache.set(key, entry);
    };
    const requestSettled = this.options.outages?.requestStarted();
    const loading = withDeadline(fetch, this.options.timeoutMs).finally(() => requestSettled?.()).then(
      (answer) => {
        this.options.outages?.reachable();
        const loaded = { ...answer, fetchedAt: this.now() } as E;
        keep(loaded);
        return loaded;
      },
      (error: unknown) => {
        if (this.options.remembers?.(error)) {
          this.options.outages?.reachable();
          keep(new RememberedFailure(error));
          throw error;
        }
        const last = isServiceUnreachable(error) ? this.cache.get(key, Number.POSITIVE_INFINITY) : undefined;
        if (last === undefined || last instanceof RememberedFailure) throw error;
        return { ...last, stale: { failedAt: this.now(), error } };
      },
    );
    const forget = () => {
      if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
    };
    loading.then(forget, forget);
    this.inFlight.set(key, loading);
    return loading;
  }
}

/** `fetch` bounded by our own timer, not only the abort signal: a request that ignores the signal must not hold cells forever. */
function withDeadline<V>(fetch: (signal: AbortSignal) => Promise<V>, timeoutMs: number): Promise<V> {
  const abort = new AbortController();
  return new Promise<V>((resolve, reject) => {
    const timer = setTimeout(() => {
      const failure = new DeadlineExceededError(timeoutMs);
      abort.abort(failure);
      reject(failure);
    }, timeoutMs);
    Promise.resolve()
      .then(() => fetch(abort.signal))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
