import type { EndpointClass, RateBudgetView } from "../../../api";

/** How far long work has got: items (rows) done of the total, and the time it has taken so far. */
interface PaceSoFar {
  total: number;
  done: number;
  elapsedMs: number;
}

/**
 * Time left: the pace so far applied to the items left, but never less than the rate budget needs to send a request
 * for each of them. Right after a burst has used up the minute's budget the pace says "a second left" while the
 * next requests must wait most of a minute; the budget's figure is the honest one then. Undefined while there is
 * nothing to go on (nothing done yet and the budget has room).
 */
export function estimateTimeLeft(pace: PaceSoFar, budgetMsFor?: (requests: number) => number): number | undefined {
  const left = Math.max(0, pace.total - pace.done);
  const byBudget = budgetMsFor?.(left) ?? 0;
  if (pace.done === 0) return byBudget > 0 ? byBudget : undefined;
  const atPace = (pace.elapsedMs / pace.done) * left;
  return Math.round(Math.max(atPace, byBudget));
}

/** The budget's figure for requests of one class, or none when the client sends without a budget. */
export function budgetOf(budget: RateBudgetView | undefined, endpointClass: EndpointClass): ((requests: number) => number) | undefined {
  return budget === undefined ? undefined : (requests) => budget.msUntilRoomFor(requests, endpointClass);
}

/** "about 40 s left", "about 1 min left", "about 3 min left"; undefined when there is no estimate. */
export function describeTimeLeft(remainingMs: number | undefined): string | undefined {
  if (remainingMs === undefined) return undefined;
  const seconds = Math.max(0, Math.round(remainingMs / 1000));
  if (seconds < 1) return "less than a second left";
  // Past three quarters of a minute, seconds promise a precision a paced run does not have.
  if (seconds < 45) return `about ${seconds} s left`;
  return `about ${Math.max(1, Math.round(seconds / 60))} min left`;
}
