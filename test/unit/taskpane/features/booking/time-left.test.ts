import { describe, expect, it } from "@jest/globals";
import { createLimiter } from "../../../../../src/api/internal/limiter";
import { budgetOf, describeTimeLeft, estimateTimeLeft } from "../../../../../src/taskpane/features/booking/time-left";

const START = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A limiter on a clock the test moves: nothing here waits for real time. */
function pacedAt(perMinute: number) {
  let now = START;
  const limiter = createLimiter({ rates: perMinute, authenticated: perMinute }, { now: () => now, sleep: () => new Promise<void>(() => undefined) });
  return {
    limiter,
    async send(count: number) {
      for (let sent = 0; sent < count; sent += 1) await limiter.acquire("authenticated");
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

describe("time left of long work", () => {
  it("follows the pace so far while the budget has room", () => {
    const { limiter } = pacedAt(145);
    expect(estimateTimeLeft({ total: 180, done: 83, elapsedMs: 8_300 }, budgetOf(limiter, "authenticated"))).toBe(9_700);
    expect(estimateTimeLeft({ total: 100, done: 0, elapsedMs: 500 }, budgetOf(limiter, "authenticated"))).toBeUndefined();
    // More rows than a minute's budget: the last 35 of 180 go in the next minute, whatever the pace.
    expect(estimateTimeLeft({ total: 180, done: 0, elapsedMs: 500 }, budgetOf(limiter, "authenticated"))).toBe(60_000);
  });

  it("says what the budget needs once a burst has used up the minute: about a minute at 83 of 180, not a second", async () => {
    const paced = pacedAt(145);
    await paced.send(145);
    paced.advance(3_000);
    const remainingMs = estimateTimeLeft({ total: 180, done: 83, elapsedMs: 3_000 }, budgetOf(paced.limiter, "authenticated"));
    // The pace alone says 3.5 s; the next request may go only when the burst is a minute old.
    expect(remainingMs).toBe(57_000);
    expect(describeTimeLeft(remainingMs)).toBe("about 1 min left");
    expect(describeTimeLeft(estimateTimeLeft({ total: 180, done: 83, elapsedMs: 3_000 }))).toBe("about 4 s left");
  });

  it("counts the minutes the budget needs when more rows are left than one minute allows", async () => {
    const paced = pacedAt(100);
    await paced.send(100);
    paced.advance(10_000);
    // 250 left at 100 a minute: the first 100 at 60 s, the next 100 at 120 s, the last 50 at 180 s.
    expect(estimateTimeLeft({ total: 350, done: 100, elapsedMs: 10_000 }, budgetOf(paced.limiter, "rates"))).toBe(170_000);
    expect(describeTimeLeft(170_000)).toBe("about 3 min left");
  });

  it("gives the budget's figure before the first row is done when the budget is already spent", async () => {
    const paced = pacedAt(10);
    await paced.send(10);
    paced.advance(15_000);
    expect(estimateTimeLeft({ total: 5, done: 0, elapsedMs: 15_000 }, budgetOf(paced.limiter, "authenticated"))).toBe(45_000);
  });

  it("reads seconds below three quarters of a minute, minutes from there", () => {
    expect(describeTimeLeft(44_000)).toBe("about 44 s left");
    expect(describeTimeLeft(45_000)).toBe("about 1 min left");
    expect(describeTimeLeft(89_000)).toBe("about 1 min left");
    expect(describeTimeLeft(91_000)).toBe("about 2 min left");
  });
});
