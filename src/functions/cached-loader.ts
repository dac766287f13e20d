/**
 * For answers that are asked one by one (detailed quotes, balances): cells with the same arguments share one
 * request while it runs and reuse its answer for a short while, so a recalculation re-fetches but a block of
 * cells reading fields of the same quote does not multiply requests. Failures are not cached. Every load
 * settles within `timeoutMs`. When the service cannot be reached, an answer loaded before is given again,
 * marked stale with when it was fetched (see service-outages.ts); any other failure is the cell's error.
 */
import { BoundedCache } from "./bounded-cache";
import { DeadlineExceededError } from "./cell-errors";
import { isServiceUnreachable, type Fetched, type OutageTracker, type Staleness } from "./service-outages";

interface CachedLoaderOptions {
  ttlMs: number;
  maxEntries: number;
  timeoutMs: number;
  now?: () => number;
  /** Told about answers kept (or missing) because the service could not be reached, and about its return. */
  outages?: OutageTracker;
}

export class CachedLoader<V> {
  /** Kept past the TTL: the last answer per key is what an outage falls back on. */
  private readonly cache: BoundedCache<Fetched<V>>;
  private readonly inFlight = new Map<string, Promise<Fetched<V>>>();
  private readonly now: () => number;
  private generation = 0;

  constructor(private readonly options: CachedLoaderOptions) {
    this.now = options.now ?? Date.now;
    this.cache = new BoundedCache(options.maxEntries, this.now);
  }

  load(key: string, fetch: (signal: AbortSignal) => Promise<V>): Promise<Fetched<V>> {
    const cached = this.cache.get(key, this.options.ttlMs);
    if (cached !== undefined) return Promise.resolve(cached);
    const shared = this.inFlight.get(key) ?? this.start(key, fetch);
    // Counted per call, not per request: the activity log tells how many cell values an outage left stale.
    return shared.then(
      (loaded) => {
        if (loaded.stale) this.options.outages?.keptValue(loaded.fetchedAt, loaded.stale, "recalculation");
        return loaded;
      },
      (error: unknown) => {
        if (isServiceUnreachable(error)) this.options.outages?.noValue({ failedAt: this.now(), error }, "recalculation");
        throw error;
      },
    );
  }

  /** Forgets every answer; loads already running still settle their cells but are not kept. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private start(key: string, fetch: (signal: AbortSignal) => Promise<V>): Promise<Fetched<V>> {
    const generation = this.generation;
    const requestSettled = this.options.outages?.requestStarted();
    const loading = withDeadline(fetch, this.options.timeoutMs).finally(() => requestSettled?.()).then(
      (value) => {
        this.options.outages?.reachable();
        const loaded: Fetched<V> = { value, fetchedAt: this.now() };
        if (generation === this.generation) this.cache.set(key, loaded);
        return loaded;
      },
      (error: unknown) => {
        const last = isServiceUnreachable(error) ? this.cache.get(key, Number.POSITIVE_INFINITY) : undefined;
        if (last === undefined) throw error;
        const stale: Staleness = { failedAt: this.now(), error };
        return { ...last, stale };
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
