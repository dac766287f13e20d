import { BoundedCache } from "./bounded-cache";
import { DeadlineExceededError } from "./cell-errors";

/**
 * For answers that are asked one by one (detailed quotes, balances): cells with the same arguments share one
 * request while it runs and reuse its answer for a short while, so a recalculation re-fetches but a block of
 * cells reading fields of the same quote does not multiply requests. Failures are not cached. Every load
 * settles within `timeoutMs`.
 */
export interface CachedLoaderOptions {
  ttlMs: number;
  maxEntries: number;
  timeoutMs: number;
  now?: () => number;
}

export class CachedLoader<V> {
  private readonly cache: BoundedCache<V>;
  private readonly inFlight = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(private readonly options: CachedLoaderOptions) {
    this.cache = new BoundedCache(options.maxEntries, options.now);
  }

  load(key: string, fetch: (signal: AbortSignal) => Promise<V>): Promise<V> {
    const cached = this.cache.get(key, this.options.ttlMs);
    if (cached !== undefined) return Promise.resolve(cached);
    const shared = this.inFlight.get(key);
    if (shared !== undefined) return shared;

    const generation = this.generation;
    const loading = withDeadline(fetch, this.options.timeoutMs).then(
      (value) => {
        if (generation === this.generation) this.cache.set(key, value);
        return value;
      },
    );
    const forget = () => {
      if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
    };
    loading.then(forget, forget);
    this.inFlight.set(key, loading);
    return loading;
  }

  /** Forgets every answer; loads already running still settle their cells but are not kept. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
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
