import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import Decimal from "decimal.js";
import { AuthenticationError, ConnectionError } from "../../../src/api";
import { LivePoller, type LiveRateSource, type LiveSubscriber } from "../../../src/functions/live-poller";
import { RateBook } from "../../../src/functions/rate-book";
import { OutageTracker, type OutageReport } from "../../../src/functions/service-outages";

/** A rate book over a fake finder: the poller's real collaborator, so "one request per tick" is what is measured. */
function setup() {
  const requests: string[][] = [];
  let step = 0;
  const book = new RateBook({
    finder: () => ({
      find: async (pairs) => {
        requests.push([...pairs]);
        step += 1;
        return { rates: Object.fromEntries(pairs.map((p) => [p, [new Decimal(step), new Decimal(step + 1)]])), unavailable: [] };
      },
    }),
  });
  return { requests, poller: new LivePoller(book) };
}

function recorder(pair: string) {
  const values: number[] = [];
  const subscriber: LiveSubscriber = { pair, onRate: (rate) => values.push(rate.bid.toNumber()), onError: () => values.push(Number.NaN) };
  return { values, subscriber };
}

describe("LivePoller", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("gives a first value at once, then one request per tick for all cells of an interval", async () => {
    const { requests, poller } = setup();
    const cells = ["EURGBP", "EURUSD", "EURGBP", "USDJPY"].map(recorder);
    for (const cell of cells) poller.subscribe(10_000, cell.subscriber);
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([["EURGBP", "EURUSD", "USDJPY"]]);
    expect(cells.map((c) => c.values)).toEqual([[1], [1], [1], [1]]);
    expect(poller.activeTimers).toBe(1);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
    expect(cells[0]?.values).toEqual([1, 2, 3]);
  });

  it("halts every timer when sign-in is refused, and goes on once someone signs in again", async () => {
    let refusing = true;
    const calls: string[] = [];
    const source: LiveRateSource = {
      get: async (pair) => {
        calls.push(pair);
        if (refusing) throw new AuthenticationError({ status: 401, errorCode: "auth_failed", messages: {}, requestId: "r1", method: "POST", path: "/v2/authenticate/api" });
        return { pair, bid: new Decimal(1), offer: new Decimal(2), fetchedAt: 0 };
      },
    };
    const poller = new LivePoller(source);
    const cells = [recorder("EURGBP"), recorder("USDJPY")];
    poller.subscribe(5_000, cells[0]!.subscriber);
    poller.subscribe(60_000, cells[1]!.subscriber);
    await jest.advanceTimersByTimeAsync(1);
    expect(poller.isHaltedByRefusal).toBe(true);
    expect(poller.activeTimers).toBe(0);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(2);

    refusing = false;
    poller.credentialsChanged();
    await jest.advanceTimersByTimeAsync(1);
    expect(poller.activeTimers).toBe(2);
    expect(cells.map((cell) => cell.values)).toEqual([[Number.NaN, 1], [Number.NaN, 1]]);
  });

  it("runs one timer per distinct interval", async () => {
    const { poller } = setup();
    poller.subscribe(5_000, recorder("EURGBP").subscriber);
    poller.subscribe(5_000, recorder("GBPUSD").subscriber);
    poller.subscribe(60_000, recorder("EURGBP").subscriber);
    expect(poller.activeTimers).toBe(2);
    expect(poller.subscriberCount).toBe(3);
  });

  it("stops the timer when the last cell of an interval is cancelled, and delivers nothing after", async () => {
    const { requests, poller } = setup();
    const a = recorder("EURGBP");
    const b = recorder("EURUSD");
    const cancelA = poller.subscribe(10_000, a.subscriber);
    const cancelB = poller.subscribe(10_000, b.subscriber);
    await jest.advanceTimersByTimeAsync(1);
    cancelA();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests.at(-1)).toEqual(["EURUSD"]);
    expect(a.values).toEqual([1]);
    cancelB();
    expect(poller.activeTimers).toBe(0);
    const before = requests.length;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(before);
  });

  it("pauses every interval and resumes with an immediate refresh", async () => {
    const { requests, poller } = setup();
    const cell = recorder("EURGBP");
    poller.subscribe(10_000, cell.subscriber);
    await jest.advanceTimersByTimeAsync(1);
    poller.pause();
    expect(poller.isPaused).toBe(true);
    expect(poller.activeTimers).toBe(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    poller.resume();
    await jest.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(poller.activeTimers).toBe(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
  });

  it("reports a failed tick to the cell and recovers on the next one", async () => {
    let fail = false;
    const source: LiveRateSource = {
      get: async (pair) => {
        if (fail) throw new Error("service unreachable");
        return { pair, bid: new Decimal(1), offer: new Decimal(2), fetchedAt: 0 };
      },
    };
    const poller = new LivePoller(source);
    const errors: unknown[] = [];
    const values: number[] = [];
    poller.subscribe(5_000, { pair: "EURGBP", onRate: (r) => values.push(r.offer.toNumber()), onError: (e) => errors.push(e) });
    await jest.advanceTimersByTimeAsync(1);
    fail = true;
    await jest.advanceTimersByTimeAsync(5_000);
    fail = false;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(values).toEqual([2, 2]);
    expect(errors.map((e) => (e as Error).message)).toEqual(["service unreachable"]);
  });

  it("keeps each live cell's last rate while the service is unreachable, tells the log once, and resumes when it is back", async () => {
    let reachable = true;
    let step = 0;
    const reports: OutageReport[] = [];
    const outages = new OutageTracker({ now: () => 0, quietMs: 1_000, report: (report) => reports.push(report) });
    const book = new RateBook({
      finder: () => ({
        find: async (pairs) => {
          if (!reachable) throw new ConnectionError("connect ECONNREFUSED", "GET", "/v2/rates/find");
          step += 1;
          return { rates: Object.fromEntries(pairs.map((p) => [p, [new Decimal(step), new Decimal(step + 1)]])), unavailable: [] };
        },
      }),
      outages,
    });
    const poller = new LivePoller(book);
    const cell = recorder("EURGBP");
    const stale: boolean[] = [];
    poller.subscribe(5_000, { ...cell.subscriber, onRate: (rate) => (cell.subscriber.onRate(rate), stale.push(rate.stale !== undefined)) });
    await jest.advanceTimersByTimeAsync(1);
    reachable = false;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(cell.values).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(stale).toEqual([false, true, true, true, true, true, true]);
    expect(poller.activeTimers).toBe(1);
    // Six failed ticks, one line in the activity log.
    expect(reports.map((report) => report.kind)).toEqual(["unreachable"]);

    reachable = true;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(cell.values.at(-1)).toBe(2);
    expect(stale.at(-1)).toBe(false);
    expect(reports.map((report) => report.kind)).toEqual(["unreachable", "reachable"]);
  });
});
