import { describe, expect, it, jest } from "@jest/globals";
import { CachedLoader } from "../../../src/functions/cached-loader";
import { AuthenticationError, ConnectionError, NotFoundError } from "../../../src/api";
import { DeadlineExceededError, RateUnavailableError } from "../../../src/functions/cell-errors";
import { OutageTracker, type Fetched, type OutageReport } from "../../../src/functions/service-outages";

describe("CachedLoader", () => {
  it("shares a running load, reuses the answer within the TTL and loads again after it", async () => {
    let now = 0;
    const loader = new CachedLoader<Fetched<string>>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 1_000, now: () => now });
    const fetch = jest.fn(async () => ({ value: `answer at ${now}` }));
    const [a, b] = await Promise.all([loader.load("k", fetch), loader.load("k", fetch)]);
    expect([a, b]).toEqual([{ value: "answer at 0", fetchedAt: 0 }, { value: "answer at 0", fetchedAt: 0 }]);
    now = 4_000;
    expect(await loader.load("k", fetch)).toEqual({ value: "answer at 0", fetchedAt: 0 });
    now = 5_001;
    expect(await loader.load("k", fetch)).toEqual({ value: "answer at 5001", fetchedAt: 5_001 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not cache a failure", async () => {
    const loader = new CachedLoader<Fetched<number>>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 1_000 });
    await expect(loader.load("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect((await loader.load("k", async () => ({ value: 7 }))).value).toBe(7);
  });

  it("settles at its deadline and aborts the load", async () => {
    jest.useFakeTimers();
    try {
      const loader = new CachedLoader<Fetched<number>>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 2_000 });
      let seen: AbortSignal | undefined;
      const pending = loader.load("k", (signal) => {
        seen = signal;
        return new Promise<{ value: number }>(() => undefined);
      });
      const outcome = pending.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await outcome).toBeInstanceOf(DeadlineExceededError);
      expect(seen?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("takes a reader's tighter maximum age (a live cell) and reports its outages apart from a recalculation's", async () => {
    const clock = { now: 0 };
    const reports: OutageReport[] = [];
    const outages = new OutageTracker({ now: () => clock.now, quietMs: 20, report: (report) => reports.push(report) });
    const loader = new CachedLoader<Fetched<string>>({ ttlMs: 30_000, maxEntries: 10, timeoutMs: 1_000, now: () => clock.now, outages });
    const fetch = jest.fn(async () => ({ value: `rate at ${clock.now}` }));
    await loader.load("EURGBP", fetch);
    clock.now = 6_000;
    expect((await loader.load("EURGBP", fetch)).value).toBe("rate at 0");
    expect((await loader.load("EURGBP", fetch, { maxAgeMs: 5_000 })).value).toBe("rate at 6000");
    // A live cell's failures alone during an outage already reported are not news (service-outages.ts).
    clock.now = 40_000;
    const refused = new ConnectionError("connect ECONNREFUSED 127.0.0.1:4010", "GET", "/v2/rates/find");
    await loader.load("EURGBP", async () => Promise.reject(refused), { origin: "live" });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reports).toEqual([{ kind: "unreachable", failedAt: 40_000, error: refused, keptValues: 1, keptFrom: { oldest: 6_000, newest: 6_000 }, valuesWithoutEarlierValue: 0 }]);
    await loader.load("EURGBP", async () => Promise.reject(refused), { origin: "live" });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reports).toHaveLength(1);
  });

  it("fetches the keys asked before the next tick in one batch, each once, and remembers a key's refusal for the TTL", async () => {
    const clock = { now: 0 };
    const noRate = new RateUnavailableError("EURXAF");
    const batches: string[][] = [];
    const service: { down?: Error } = {};
    const loader = new CachedLoader<Fetched<string>>({
      ttlMs: 5_000,
      maxEntries: 10,
      timeoutMs: 1_000,
      now: () => clock.now,
      fetchMany: async (keys) => {
        batches.push(keys);
        if (service.down) throw service.down;
        return new Map(keys.map((key) => [key, key === "EURXAF" ? noRate : { value: `${key} at ${clock.now}` }]));
      },
      remembers: (error) => error instanceof RateUnavailableError,
    });
    const asked = await Promise.allSettled(["EURGBP", "EURXAF", "EURGBP", "GBPUSD"].map((key) => loader.loadInBatch(key)));
    expect(batches).toEqual([["EURGBP", "EURXAF", "GBPUSD"]]);
    expect(asked.map((outcome) => (outcome.status === "fulfilled" ? outcome.value.value : outcome.reason))).toEqual(["EURGBP at 0", noRate, "EURGBP at 0", "GBPUSD at 0"]);
    await expect(loader.loadInBatch("EURXAF")).rejects.toBe(noRate);
    expect(batches).toHaveLength(1);
    // Past the TTL it is asked again; an outage then keeps nothing for it, as there was no value to keep.
    clock.now = 6_000;
    const refused = new ConnectionError("connect ECONNREFUSED 127.0.0.1:4010", "GET", "/v2/rates/find");
    service.down = refused;
    const [gbp, xaf] = await Promise.allSettled([loader.loadInBatch("EURGBP"), loader.loadInBatch("EURXAF")]);
    expect(gbp).toEqual({ status: "fulfilled", value: { value: "EURGBP at 0", fetchedAt: 0, stale: { failedAt: 6_000, error: refused } } });
    expect(xaf).toEqual({ status: "rejected", reason: refused });
    expect(batches).toEqual([["EURGBP", "EURXAF", "GBPUSD"], ["EURGBP", "EURXAF"]]);
  });

  describe("when the service cannot be reached", () => {
    const refused = new ConnectionError("connect ECONNREFUSED 127.0.0.1:4010", "GET", "/v2/rates/detailed");
    const details = (status: number, errorCode: string) => ({ status, errorCode, messages: {}, requestId: "req-3", method: "GET", path: "/v2/balances/GBP" });

    function setup(timeoutMs = 1_000) {
      const clock = { now: 0 };
      const reports: OutageReport[] = [];
      const outages = new OutageTracker({ now: () => clock.now, quietMs: 20, report: (report) => reports.push(report) });
      const loader = new CachedLoader<Fetched<string>>({ ttlMs: 5_000, maxEntries: 10, timeoutMs, now: () => clock.now, outages });
      return { clock, reports, loader };
    }
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 40));

    it("gives the last answer for the same key with when it was fetched, marked stale; a key never loaded still fails", async () => {
      const { clock, reports, loader } = setup();
      await loader.load("quote EURGBP 1000", async () => ({ value: "quote at 0" }));
      clock.now = 60_000;
      const kept = await loader.load("quote EURGBP 1000", async () => Promise.reject(refused));
      expect(kept).toEqual({ value: "quote at 0", fetchedAt: 0, stale: { failedAt: 60_000, error: refused } });
      await expect(loader.load("quote EURGBP 2000", async () => Promise.reject(refused))).rejects.toBe(refused);
      await quiet();
      expect(reports).toEqual([{ kind: "unreachable", failedAt: 60_000, error: refused, keptValues: 1, keptFrom: { oldest: 0, newest: 0 }, valuesWithoutEarlierValue: 1 }]);
    });

    it("keeps the last answer past its own deadline too", async () => {
      const { clock, loader } = setup(30);
      await loader.load("k", async () => ({ value: "first" }));
      clock.now = 10_000;
      const kept = await loader.load("k", () => new Promise<{ value: string }>(() => undefined));
      expect([kept.value, kept.stale?.error]).toEqual(["first", new DeadlineExceededError(30)]);
    });

    it("still fails for a refused sign-in or a refusal of the request", async () => {
      const { clock, reports, loader } = setup();
      await loader.load("k", async () => ({ value: "first" }));
      clock.now = 10_000;
      const refusedKey = new AuthenticationError(details(401, "auth_failed"));
      await expect(loader.load("k", async () => Promise.reject(refusedKey))).rejects.toBe(refusedKey);
      const gone = new NotFoundError(details(404, "balance_not_found"));
      await expect(loader.load("k", async () => Promise.reject(gone))).rejects.toBe(gone);
      await quiet();
      expect(reports).toEqual([]);
    });

    it("loads anew at the next recalculation, and the service's return is reported", async () => {
      const { clock, reports, loader } = setup();
      await loader.load("k", async () => ({ value: "first" }));
      clock.now = 10_000;
      expect((await loader.load("k", async () => Promise.reject(refused))).stale).toBeDefined();
      await quiet();
      clock.now = 11_000;
      expect(await loader.load("k", async () => ({ value: "second" }))).toEqual({ value: "second", fetchedAt: 11_000 });
      expect(reports.map((report) => report.kind)).toEqual(["unreachable", "reachable"]);
    });
  });
});
