import { ConnectionError, ServiceUnavailableError, TimeoutError } from "../api/errors";
import { DeadlineExceededError } from "./cell-errors";

/**
 * What the cells do when the service cannot be reached: like a market-data add-in, each keeps the last value it
 * had (Excel custom functions cannot colour or comment a cell, so the value stays a plain number that sums and
 * charts keep using), and the task pane's activity log says once per failed refresh wave when the service went
 * away and from when the kept values are. Only "could not get an answer" counts: refused input and refused
 * credentials are still errors, because keeping an old number would hide something the user must fix.
 */

/** Why a value is stale: when the refresh that could not replace it failed, and how. */
export interface Staleness {
  failedAt: number;
  error: unknown;
}

/** A value as a cache remembers it, with when it was fetched and, when a refresh failed, why it is kept. */
export interface Fetched<V> {
  value: V;
  fetchedAt: number;
  stale?: Staleness;
}

/** No answer at all (refused or dropped connection, time-out) or a service / gateway that says it is down. */
export function isServiceUnreachable(error: unknown): boolean {
  return error instanceof ConnectionError || error instanceof ServiceUnavailableError || error instanceof DeadlineExceededError;
}

/** The reason in a user's words, for the activity log ("Refresh failed at 10:31: the service …"). */
export function describeUnreachable(error: unknown): string {
  if (error instanceof TimeoutError || error instanceof DeadlineExceededError) return "the FX Desk service did not answer in time";
  if (error instanceof ServiceUnavailableError) return `the FX Desk service is unavailable (${error.status})`;
  return "the FX Desk service cannot be reached";
}

/** One failed refresh wave, or the first answer after one. */
export type OutageReport =
  | {
      kind: "unreachable";
      /** When the wave's first refresh failed. */
      failedAt: number;
      error: unknown;
      /** Values that kept their last figures, and the oldest and newest time those were fetched. */
      keptValues: number;
      keptFrom?: { oldest: number; newest: number };
      /** Values that had never been fetched, so their cells show the error. */
      valuesWithoutEarlierValue: number;
    }
  | { kind: "reachable"; at: number };

export interface OutageTrackerOptions {
  now: () => number;
  /** A wave ends once no further failure arrived for this long (retries with jitter spread one wave over seconds). */
  quietMs: number;
  report: (report: OutageReport) => void;
}

/** Whether a lookup was asked by a person's recalculation or by a live cell's timer. */
export type RefreshOrigin = "recalculation" | "live";

interface Wave {
  failedAt: number;
  error: unknown;
  keptValues: number;
  oldestKept: number;
  newestKept: number;
  withoutValue: number;
  onlyLive: boolean;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Gathers the failures of one refresh wave (every cell of a recalculation, every quote and balance) into one
 * report. A live cell's timer keeps failing every few seconds during an outage: those waves are reported only when
 * they are the first news of the outage, so the log is not flooded while the service stays away.
 */
export class OutageTracker {
  private wave: Wave | undefined;
  /** An outage was reported and no answer has come since. */
  private outageReported = false;

  constructor(private readonly options: OutageTrackerOptions) {}

  keptValue(fetchedAt: number, staleness: Staleness, origin: RefreshOrigin): void {
    const wave = this.join(staleness, origin);
    wave.keptValues += 1;
    wave.oldestKept = Math.min(wave.oldestKept, fetchedAt);
    wave.newestKept = Math.max(wave.newestKept, fetchedAt);
  }

  noValue(staleness: Staleness, origin: RefreshOrigin): void {
    this.join(staleness, origin).withoutValue += 1;
  }

  /** The service answered: the outage, if one was reported, is over. */
  reachable(): void {
    if (!this.outageReported) return;
    this.outageReported = false;
    this.options.report({ kind: "reachable", at: this.options.now() });
  }

  /** Drops a wave not reported yet (the functions' state is being replaced). */
  dispose(): void {
    if (this.wave) clearTimeout(this.wave.timer);
    this.wave = undefined;
  }

  private join(staleness: Staleness, origin: RefreshOrigin): Wave {
    let wave = this.wave;
    if (wave === undefined) {
      wave = {
        failedAt: staleness.failedAt,
        error: staleness.error,
        keptValues: 0,
        oldestKept: Number.POSITIVE_INFINITY,
        newestKept: Number.NEGATIVE_INFINITY,
        withoutValue: 0,
        onlyLive: true,
        timer: setTimeout(() => this.close(), this.options.quietMs),
      };
      this.wave = wave;
    } else {
      clearTimeout(wave.timer);
      wave.timer = setTimeout(() => this.close(), this.options.quietMs);
    }
    if (origin === "recalculation") wave.onlyLive = false;
    return wave;
  }

  private close(): void {
    const wave = this.wave;
    this.wave = undefined;
    if (wave === undefined || (wave.onlyLive && this.outageReported)) return;
    this.outageReported = true;
    this.options.report({
      kind: "unreachable",
      failedAt: wave.failedAt,
      error: wave.error,
      keptValues: wave.keptValues,
      ...(wave.keptValues > 0 ? { keptFrom: { oldest: wave.oldestKept, newest: wave.newestKept } } : {}),
      valuesWithoutEarlierValue: wave.withoutValue,
    });
  }
}
