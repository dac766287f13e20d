/**
 * Ask once per key: each distinct question is asked once, whatever the number of callers that share it, and every
 * caller gets the one answer (every request counts against the rate budget). Answers live as long as the object, so
 * the next check, made with a new one, asks again. The one helper for this in every layer (jobs, functions, the
 * pane): it lives in domain because every layer may import domain, and it needs nothing but p-limit.
 */
import pLimit from "p-limit";

/** Questions in flight at once unless a caller says otherwise, as the other per-key lookups of a check. */
const DEFAULT_CONCURRENCY = 4;

export interface OnceEachOptions {
  /** Runs at once (default 4); `Infinity`: no limit, a run starts when its key is first asked. */
  concurrency?: number;
  /**
   * A run that fails is forgotten once it has failed, so the next ask of its key runs again (those who asked while it
   * ran share its failure). Without it a failure is the key's answer, as an answer is.
   */
  forgetFailures?: boolean;
  /**
   * Every answer is forgotten once it settles: callers share a run only while it runs. For a caller that keeps
   * answers in a cache of its own, with its own freshness (functions/cached-loader.ts).
   */
  forgetAnswers?: boolean;
  /**
   * Once aborted: an ask rejects with the signal's reason, without running and without taking an answer already
   * had or under way; a run still waiting for its turn does not start (its askers get the reason). A run already
   * under way is not stopped by this object: hand the signal to the run to stop it.
   */
  signal?: AbortSignal;
}

export class OnceEach<T> {
  private readonly answers = new Map<string, Promise<T>>();
  /** Undefined: no limit. */
  private readonly limit: ((run: () => Promise<T>) => Promise<T>) | undefined;
  private runs = 0;

  constructor(private readonly options: OnceEachOptions = {}) {
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.limit = concurrency === Number.POSITIVE_INFINITY ? undefined : pLimit(concurrency);
  }

  /** The answer to `key`, asked with `run` the first time only (again after a forgotten one). */
  ask(key: string, run: () => Promise<T>): Promise<T> {
    const { signal } = this.options;
    if (signal?.aborted === true) return Promise.reject(signal.reason);
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    this.runs += 1;
    const answer = this.start(run);
    this.answers.set(key, answer);
    const forget = () => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    };
    const { forgetAnswers = false, forgetFailures = false } = this.options;
    // The failure is kept for later askers: one nobody has awaited yet is not an unhandled rejection.
    answer.then(forgetAnswers ? forget : undefined, forgetAnswers || forgetFailures ? forget : () => undefined);
    return answer;
  }

  /** An answer had otherwise (read in a listing): later asks of `key` take it, unless the key has an answer already. */
  know(key: string, answer: T): void {
    if (!this.answers.has(key)) this.answers.set(key, Promise.resolve(answer));
  }

  /** Once every answer kept or under way has settled, failed or not (what a caller waits for before it moves on). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.answers.values());
  }

  /** How many runs were asked for: the distinct keys, and a key again each time it was forgotten and asked anew. */
  get count(): number {
    return this.runs;
  }

  private start(run: () => Promise<T>): Promise<T> {
    const { signal } = this.options;
    // Looked at when the run's turn comes: one still waiting when the signal aborts never starts.
    const guarded = (): Promise<T> => (signal?.aborted === true ? Promise.reject(signal.reason) : run());
    if (this.limit !== undefined) return this.limit(guarded);
    try {
      return guarded();
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
