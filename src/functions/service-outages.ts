/**
 * What the cells do when the service cannot be reached: like a market-data add-in, each keeps the last value it
 * had (Excel custom functions cannot colour or comment a cell, so the value stays a plain number that sums and
 * charts keep using), and the task pane's activity log says once per failed refresh wave when the service went
 * away and from when the kept values are. Only "could not get an answer" counts: refused input and refused
 * credentials are still errors, because keeping an old number would hide something the user must fix.
 */
import { FxDeskError } from "../api";

/** Why a value is stale: when the refresh that could not replace it failed, and how. */
export interface Staleness {
  failedAt: number;
  error: unknown;
}

/** When an answer was fetched and, when a refresh failed, why it is kept. */
export interface Dated {
  fetchedAt: number;
  stale?: Staleness;
}

/** A value as a cache remembers it, with when it was fetched and, when a refresh failed, why it is kept. */
export interface Fetched<V> extends Dated {
  value: V;
}

/** No answer at all (refused or dropped connection, time-out) or a service / gateway that says it is down: the error says (`whyUnreachable`). */
export function isServiceUnreachable(error: unknown): boolean {
  return error instanceof FxDeskError && error.whyUnreachable !== undefined;
}

/** The reason in a user's words, for the activity log ("Refresh failed at 10:31: the service …"). */
export function describeUnreachable(error: unknown): string {
  return (error instanceof FxDeskError ? error.whyUnreachable : undefined) ?? "the FX Desk service cannot be reached";
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

interface OutageTrackerOptions {
  now: () => number;
  /** A wave ends once no request is in flight and no further failure arrived for this long. */
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
  /** Requests numbered up to this one were sent before the wave began: it waits for them to settle. */
  waitsForRequestsUpTo: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Gathers the failures of one refresh wave (every cell of a recalculation, every quote and balance) into one
 * report. The client retries each request with a random backoff, so the requests of one wave fail seconds apart:
 * the wave stays open while a request sent before it began is in flight, and ends a short quiet time after the
 * last one settled. Requests sent later (a live cell's next tick) do not hold it open, so it always ends.
 * A live cell's timer keeps failing every few seconds during an outage: those waves are reported only when
 * they are the first news of the outage, so the log is not flooded while the service stays away.
 */
export class OutageTracker {
  private wave: Wave | undefined;
  private lastRequest = 0;
  private readonly requestsInFlight = new Set<number>();
  /** An outage was reported and no answer has come since. */
  private outageReported = false;

  constructor(private readonly options: OutageTrackerOptions) {}

  /** A request to the service is sent; call the function returned once it settled, whatever the outcome. */
  requestStarted(): () => void {
    this.lastRequest += 1;
    const request = this.lastRequest;
    this.requestsInFlight.add(request);
    return () => {
      if (this.requestsInFlight.delete(request)) this.closeWhenQuiet();
    };
  }

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
    this.cancelCloseTimer();
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
        waitsForRequestsUpTo: this.lastRequest,
        timer: undefined,
      };
      this.wave = wave;
    }
    if (origin === "recalculation") wave.onlyLive = false;
    this.closeWhenQuiet();
    return wave;
  }

  private cancelCloseTimer(): void {
    if (this.wave?.timer === undefined) return;
    clearTimeout(this.wave.timer);
    this.wave.timer = undefined;
  }

  private closeWhenQuiet(): void {
    this.cancelCloseTimer();
    const wave = this.wave;
    if (wave === undefined || [...this.requestsInFlight].some((request) => request <= wave.waitsForRequestsUpTo)) return;
    wave.timer = setTimeout(() => this.close(), this.options.quietMs);
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
