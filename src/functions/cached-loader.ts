/**
 * The one way the cell functions fetch from the service (rates through the rate book, detailed quotes, balances):
 * cells with the same key share one request while it runs and reuse its answer for a while (the TTL, or a
 * reader's tighter maximum age), so a block of cells reading the same thing does not multiply requests. Keys can
 * be fetched one by one (`load`) or in batches (`loadInBatch`: every key asked before the next timer tick goes in
 * one request, as the rate book asks one recalculation's pairs). Failures are not cached, except the service's
 * answer for one key of a batch that `remembers` names (it has no rate for a pair). Every request settles within
 * `timeoutMs`, told to stop. When the service cannot be reached, the entry loaded before is given again, marked
 * stale with why (see service-outages.ts); any other failure is the cell's error. An entry is the fetched answer
 * with when it was fetched, so the rate book's entries are its rates as they are.
 */
import { OnceEach } from "../domain";
import { BoundedCache } from "./bounded-cache";
import { DeadlineExceededError } from "./cell-errors";
import { isServiceUnreachable, type Dated, type OutageTracker, type RefreshOrigin } from "./service-outages";

/** What a fetch gives: the entry less when it was fetched, which the loader adds. */
export type Undated<E extends Dated> = Omit<E, keyof Dated>;

/** One request's answers by key: the entry, or the service's refusal for that key alone. */
export type Answers<E extends Dated> = ReadonlyMap<string, Undated<E> | Error>;

interface CachedLoaderOptions<E extends Dated> {
  ttlMs: number;
  maxEntries: number;
  timeoutMs: number;
  now?: () => number;
  /** Told about answers kept (or missing) because the service could not be reached, and about its return. */
  outages?: OutageTracker;
  /** How `loadInBatch` fetches: one request for many keys; a key it leaves out is an error. */
  fetchMany?: (keys: string[], signal: AbortSignal) => Promise<Answers<E>>;
  /** A refusal of one key that is an answer to keep for the TTL (no rate for a pair); never kept stale. */
  remembers?: (error: Error) => boolean;
}

export interface LoadLookup {
  /** Accept a cached answer at most this old instead of the TTL (live cells want fresher ones). */
  maxAgeMs?: number;
  /** Who asks: a live cell's timer is reported apart from a recalculation. Default "recalculation". */
  origin?: RefreshOrigin;
}

/** A refusal remembered as the answer for its key. */
class Remembered {
  constructor(readonly error: Error) {}
}

interface Waiter<E> {
  promise: Promise<E>;
  settle: (entry: Promise<E>) => void;
}

export class CachedLoader<E extends Dated> {
  /** Kept past the TTL: the last answer per key is what an outage falls back on. */
  private readonly cache: BoundedCache<E | Remembered>;
  /**
   * The request each key is waiting on, shared only while it runs: the cache above keeps answers, with their age.
   * No limit: the rate book batches a recalculation's keys, and the client keeps the rate budget.
   */
  private readonly inFlight = new OnceEach<E>({ concurrency: Number.POSITIVE_INFINITY, forgetAnswers: true });
  private readonly now: () => number;
  /** Bumped by clear(): answers to requests sent before it (another user's session) are not cached. */
  private generation = 0;
  private waiting = new Map<string, Waiter<E>>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: CachedLoaderOptions<E>) {
    this.now = options.now ?? Date.now;
    this.cache = new BoundedCache(options.maxEntries, this.now);
  }

  /** `key`'s entry, fetched on its own by `fetch` when neither cached nor already being fetched. */
  load(key: string, fetch: (signal: AbortSignal) => Promise<Undated<E>>, lookup: LoadLookup = {}): Promise<E> {
    return this.lookup(key, lookup, () => this.send([key], async (_keys, signal) => new Map([[key, await fetch(signal)]])).get(key)!);
  }

  /** `key`'s entry, fetched with the other keys asked before the next timer tick (one `fetchMany`). */
  loadInBatch(key: string, lookup: LoadLookup = {}): Promise<E> {
    return this.lookup(key, lookup, () => this.queue(key));
  }

  /** Forgets every answer (sign-out, another user); loads already running still settle their cells but are not kept. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /** Keys remembered (answers and remembered refusals). */
  get size(): number {
    return this.cache.size;
  }

  private lookup(key: string, lookup: LoadLookup, start: () => Promise<E>): Promise<E> {
    const cached = this.cache.get(key, lookup.maxAgeMs ?? this.options.ttlMs);
    if (cached instanceof Remembered) return Promise.reject(cached.error);
    if (cached !== undefined) return Promise.resolve(cached);
    const shared = this.inFlight.ask(key, start);
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

  /** A timer rather than a microtask: Excel may hand over a wave's invocations in several messages. */
  private queue(key: string): Promise<E> {
    let settle!: (entry: Promise<E>) => void;
    const promise = new Promise<E>((resolve) => {
      settle = resolve;
    });
    this.waiting.set(key, { promise, settle });
    this.flushTimer ??= setTimeout(() => this.flush(), 0);
    return promise;
  }

  private flush(): void {
    this.flushTimer = undefined;
    const batch = this.waiting;
    this.waiting = new Map();
    const fetchMany = this.options.fetchMany ?? (() => Promise.reject(new Error("this loader has no fetchMany")));
    const loading = this.send([...batch.keys()], fetchMany);
    for (const [key, waiter] of batch) waiter.settle(loading.get(key)!);
  }

  /** One request for `keys`, bounded by the deadline: each key's entry, or its failure. */
  private send(keys: string[], fetchMany: (keys: string[], signal: AbortSignal) => Promise<Answers<E>>): Map<string, Promise<E>> {
    const generation = this.generation;
    const keep = (key: string, entry: E | Remembered) => {
      if (generation === this.generation) this.cache.set(key, entry);
    };
    const requestSettled = this.options.outages?.requestStarted();
    const answered = withDeadline((signal) => fetchMany(keys, signal), this.options.timeoutMs).finally(() => requestSettled?.());
    answered.then(() => this.options.outages?.reachable(), () => undefined);
    const loading = new Map<string, Promise<E>>();
    for (const key of keys) {
      const entry = answered.then(
        (answers) => {
          const answer = answers.get(key) ?? new Error(`no answer for ${key}`);
          if (answer instanceof Error) {
            if (this.options.remembers?.(answer)) keep(key, new Remembered(answer));
            throw answer;
          }
          const loaded = { ...answer, fetchedAt: this.now() } as E;
          keep(key, loaded);
          return loaded;
        },
        (error: unknown) => {
          const last = isServiceUnreachable(error) ? this.cache.get(key, Number.POSITIVE_INFINITY) : undefined;
          if (last === undefined || last instanceof Remembered) throw error;
          return { ...last, stale: { failedAt: this.now(), error } };
        },
      );
      loading.set(key, entry);
    }
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
