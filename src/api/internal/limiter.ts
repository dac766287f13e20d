/**
 * Client-side pacing so bulk work stays just under the service's per-minute limits instead of tripping
 * them and waiting out 429s. Requests wait their turn (first come, first served); nothing is refused.
 */
import type { RateBudget } from "../client-config";
import { InvalidInputError } from "../errors";
import type { EndpointClass } from "./request-spec";
import type { Sleep } from "./retry";

export interface Limiter {
  /** Resolves when a request of this class may be sent; rejects with the signal's reason if it aborts first. */
  acquire(endpointClass: EndpointClass, signal?: AbortSignal): Promise<void>;
  snapshot(): BudgetSnapshot;
  /**
   * How long from now until `count` requests of this class (those already waiting among them) could all have been
   * sent, if nothing else were sent meanwhile: 0 while the budget has room for them. For estimating time left.
   */
  msUntilRoomFor(count: number, endpointClass: EndpointClass): number;
}

/** What a view may read of the budget (it must not take turns). */
export type RateBudgetView = Pick<Limiter, "snapshot" | "msUntilRoomFor">;

export type BudgetSnapshot = Record<EndpointClass, { used: number; limit: number }> & { waiting: number };

const windowMs = 60_000;

/** The provider's demo-environment limits per minute (docs/provider-api.md §7). */
export const providerDemoLimits: RateBudget = { login: 60, rates: 150, authenticated: 150 };

/** Stay a little under the provider's counters: its minute and ours never line up exactly. */
const safetyFactor = 0.97;

export const defaultRateBudget: RateBudget = {
  login: Math.floor(providerDemoLimits.login * safetyFactor),
  rates: Math.floor(providerDemoLimits.rates * safetyFactor),
  authenticated: Math.floor(providerDemoLimits.authenticated * safetyFactor),
};

/** The provider counts every authenticated call, rates included, against the authenticated limit. */
const budgetsCharged: Record<EndpointClass, readonly EndpointClass[]> = {
  login: ["login"],
  rates: ["rates", "authenticated"],
  authenticated: ["authenticated"],
};

interface Waiter {
  classes: readonly EndpointClass[];
  grant: () => void;
}

interface LimiterDeps {
  now: () => number;
  sleep: Sleep;
}

export function createLimiter(overrides: Partial<RateBudget> | undefined, deps: LimiterDeps): Limiter {
  const limits: RateBudget = { ...defaultRateBudget, ...overrides };
  for (const [name, limit] of Object.entries(limits)) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new InvalidInputError(`rateBudget.${name}`, "invalid_rate_budget", "must be a whole number of requests per minute, at least 1");
    }
  }
  // Send times within the last window, oldest first.
  const sent: Record<EndpointClass, number[]> = { login: [], rates: [], authenticated: [] };
  const queue: Waiter[] = [];
  let wake: { at: number; cancel: AbortController } | undefined;

  function forget(endpointClass: EndpointClass, now: number): number[] {
    const times = sent[endpointClass];
    while (times.length > 0 && now - (times[0] as number) >= windowMs) times.shift();
    return times;
  }

  /** When the class has room again: now if it has room already. */
  function roomAt(endpointClass: EndpointClass, now: number): number {
    const times = forget(endpointClass, now);
    const limit = limits[endpointClass];
    if (times.length < limit) return now;
    return (times[times.length - limit] as number) + windowMs;
  }

  function pump(): void {
    const now = deps.now();
    // A waiter may not overtake an earlier one that needs any of the same budgets.
    const blocked = new Set<EndpointClass>();
    let nextWake = Number.POSITIVE_INFINITY;
    for (const waiter of [...queue]) {
      const readyAt = waiter.classes.some((c) => blocked.has(c))
        ? Number.POSITIVE_INFINITY
        : Math.max(...waiter.classes.map((c) => roomAt(c, now)));
      if (readyAt <= now) {
        for (const c of waiter.classes) sent[c].push(now);
        queue.splice(queue.indexOf(waiter), 1);
        waiter.grant();
        continue;
      }
      for (const c of waiter.classes) blocked.add(c);
      nextWake = Math.min(nextWake, readyAt);
    }
    if (Number.isFinite(nextWake)) scheduleWake(nextWake, now);
  }

  function scheduleWake(at: number, now: number): void {
    if (wake && wake.at <= at) return;
    wake?.cancel.abort();
    const cancel = new AbortController();
    wake = { at, cancel };
    deps.sleep(at - now, cancel.signal).then(
      () => {
        if (wake?.cancel === cancel) wake = undefined;
        pump();
      },
      () => undefined, // replaced by an earlier wake-up
    );
  }

  return {
    acquire(endpointClass, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason);
          pump();
        };
        const waiter: Waiter = {
          classes: budgetsCharged[endpointClass],
          grant: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(waiter);
        pump();
      });
    },
    msUntilRoomFor(count, endpointClass) {
      const now = deps.now();
      const lastSendAt = budgetsCharged[endpointClass].map((c) => lastOfNextSends(forget(c, now), limits[c], count, now));
      return Math.max(0, ...lastSendAt) - now;
    },
    snapshot() {
      const now = deps.now();
      const usage = (c: EndpointClass) => ({ used: forget(c, now).length, limit: limits[c] });
      return { login: usage("login"), rates: usage("rates"), authenticated: usage("authenticated"), waiting: queue.length };
    },
  };
}

/**
 * When the last of `count` further requests could go, given the send times still in the window: each one goes as
 * soon as the request `limit` places before it is a window old.
 */
function lastOfNextSends(sentTimes: readonly number[], limit: number, count: number, now: number): number {
  const times = [...sentTimes];
  for (let next = 0; next < count; next += 1) {
    const paced = times[times.length - limit];
    times.push(paced === undefined ? now : Math.max(now, paced + windowMs));
  }
  return count === 0 ? now : (times[times.length - 1] as number);
}
