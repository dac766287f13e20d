/** The rate book: batching, de-duplication, the TTL cache, deadlines, no client, and stale rates in an outage. */
import { describe, expect, it, jest } from "@jest/globals";
import Decimal from "decimal.js";
import { AuthenticationError, ConnectionError, NotSignedInError, type RatesFindOptions, type RatesFindResult, ServiceUnavailableError } from "../../../src/api";
import { DeadlineExceededError, RateUnavailableError } from "../../../src/functions/cell-errors";
import { RateBook, type RateFinder } from "../../../src/functions/rate-book";
import { OutageTracker, type OutageReport } from "../../../src/functions/service-outages";

/** A client stand-in: records every find, answers from a table, or holds the answer until released. */
class FakeFinder implements RateFinder {
  readonly calls: { pairs: string[]; options: RatesFindOptions | undefined }[] = [];
  hold = false;
  private held: (() => void)[] = [];

  constructor(private readonly table: Record<string, [string, string]>) {}

  find(pairs: readonly string[], options?: RatesFindOptions): Promise<RatesFindResult> {
    this.calls.push({ pairs: [...pairs], options });
    const answer = (): RatesFindResult => {
      const result: RatesFindResult = { rates: {}, unavailable: [] };
      for (const pair of pairs) {
        const row = this.table[pair];
        if (row) result.rates[pair] = [new Decimal(row[0]), new Decimal(row[1])];
        else result.unavailable.push(pair);
      }
      return result;
    };
    if (!this.hold) return Promise.resolve(answer());
    return new Promise((resolve) => this.held.push(() => resolve(answer())));
  }

  release(): void {
    for (const go of this.held.splice(0)) go();
  }
}

const table: Record<string, [string, string]> = {
  EURGBP: ["0.854300", "0.854800"],
  GBPEUR: ["1.169900", "1.170600"],
  EURUSD: ["1.084700", "1.085300"],
  USDJPY: ["149.250000", "149.340000"],
  GBPUSD: ["1.269600", "1.270400"],
};

function book(finder: RateFinder | undefined, options: { ttlMs?: number; maxEntries?: number; timeoutMs?: number; now?: () => number } = {}) {
  return new RateBook({ finder: () => finder, ...options });
}

describe("RateBook", () => {
  it("coalesces the calls of one tick into one find and de-duplicates the pairs", async () => {
    const finder = new FakeFinder(table);
    const rates = book(finder);
    const asked = ["EURGBP", "GBPEUR", "EURUSD", "EURGBP", "USDJPY", "EURGBP", "GBPEUR"];
    const answers = await Promise.all(asked.map((pair) => rates.get(pair)));

    expect(finder.calls).toHaveLength(1);
    expect(finder.calls[0]?.pairs).toEqual(["EURGBP", "GBPEUR", "EURUSD", "USDJPY"]);
    // One pair the service does not trade must not fail the others.
    expect(finder.calls[0]?.options?.ignoreInvalidPairs).toBe(true);
    expect(answers.map((a) => [a.pair, a.bid.toFixed(6), a.offer.toFixed(6)])).toEqual(
      asked.map((pair) => [pair, table[pair]?.[0], table[pair]?.[1]]),
    );
  });

  it("keeps the direction asked: GBPEUR is not EURGBP", async () => {
    const rates = book(new FakeFinder(table));
    const [gbpEur, eurGbp] = await Promise.all([rates.get("GBPEUR"), rates.get("EURGBP")]);
    expect(gbpEur.bid.toFixed(6)).toBe("1.169900");
    expect(eurGbp.bid.toFixed(6)).toBe("0.854300");
  });

  it("reuses answers within the TTL and asks again after it", async () => {
    let now = 1_000_000;
    const finder = new FakeFinder(table);
    const rates = book(finder, { ttlMs: 30_000, now: () => now });
    const first = await rates.get("EURGBP");
    now += 29_000;
    expect(await rates.get("EURGBP")).toBe(first);
    expect(finder.calls).toHaveLength(1);
    now += 2_000;
    const second = await rates.get("EURGBP");
    expect(finder.calls).toHaveLength(2);
    expect(second.fetchedAt).toBe(now);
  });

  it("accepts a tighter maximum age per call (live cells)", async () => {
    let now = 0;
    const finder = new FakeFinder(table);
    const rates = book(finder, { now: () => now });
    await rates.get("EURGBP");
    now += 6_000;
    await rates.get("EURGBP", { maxAgeMs: 5_000 });
    expect(finder.calls).toHaveLength(2);
    // The default reader is still served from the refreshed entry.
    await rates.get("EURGBP");
    expect(finder.calls).toHaveLength(2);
  });

  it("shares a request already in flight instead of sending another", async () => {
    const finder = new FakeFinder(table);
    finder.hold = true;
    const rates = book(finder);
    const early = rates.get("EURUSD");
    await new Promise((resolve) => setTimeout(resolve, 5)); // the batch has been sent
    expect(finder.calls).toHaveLength(1);
    const late = rates.get("EURUSD");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(finder.calls).toHaveLength(1);
    finder.release();
    expect(await late).toBe(await early);
  });

  it("stays within its size bound, dropping the least recently used pair", async () => {
    const finder = new FakeFinder(table);
    const rates = book(finder, { maxEntries: 3 });
    for (const pair of ["EURGBP", "GBPEUR", "EURUSD"]) await rates.get(pair);
    await rates.get("EURGBP"); // now the most recent
    await rates.get("USDJPY"); // evicts GBPEUR
    expect(rates.cachedPairs).toBe(3);
    expect(finder.calls).toHaveLength(4);
    await rates.get("EURGBP");
    expect(finder.calls).toHaveLength(4);
    await rates.get("GBPEUR");
    expect(finder.calls).toHaveLength(5);
  });

  it("stays bounded after thousands of distinct pairs", async () => {
    const finder: RateFinder = {
      find: async (pairs) => ({ rates: Object.fromEntries(pairs.map((p) => [p, [new Decimal(1), new Decimal(2)]])), unavailable: [] }),
    };
    const rates = book(finder, { maxEntries: 100 });
    const pairs = Array.from({ length: 2_000 }, (_, i) => `P${String(i).padStart(5, "0")}`);
    await Promise.all(pairs.map((pair) => rates.get(pair)));
    expect(rates.cachedPairs).toBe(100);
  });

  it("answers an unavailable pair with 'No rate for …' and remembers it for the TTL", async () => {
    const finder = new FakeFinder(table);
    const rates = book(finder);
    await expect(rates.get("EURXAF")).rejects.toEqual(new RateUnavailableError("EURXAF"));
    await expect(rates.get("EURXAF")).rejects.toThrow("No rate for EURXAF");
    expect(finder.calls).toHaveLength(1);
  });

  it("settles every call when the service never answers, and caches nothing", async () => {
    jest.useFakeTimers();
    try {
      const finder = new FakeFinder(table);
      finder.hold = true;
      const rates = book(finder, { timeoutMs: 20_000 });
      const pending = [rates.get("EURGBP"), rates.get("GBPUSD")];
      const outcomes = Promise.allSettled(pending);
      await jest.advanceTimersByTimeAsync(19_999);
      expect(finder.calls[0]?.options?.signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const settled = await outcomes;
      expect(settled.map((s) => s.status)).toEqual(["rejected", "rejected"]);
      expect((settled[0] as PromiseRejectedResult).reason).toBeInstanceOf(DeadlineExceededError);
      expect(String((settled[0] as PromiseRejectedResult).reason.message)).toContain("within 20 s");
      // The request is told to stop (it may be queued behind the rate budget).
      expect(finder.calls[0]?.options?.signal?.aborted).toBe(true);
      finder.release();
      finder.hold = false;
      const again = rates.get("EURGBP");
      await jest.advanceTimersByTimeAsync(1);
      expect((await again).bid.toFixed(6)).toBe("0.854300");
      expect(finder.calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("rejects every cell of a failed batch with the failure and does not cache it", async () => {
    let fail = true;
    const finder: RateFinder = {
      find: async (pairs) => {
        if (fail) throw new Error("connection refused");
        return { rates: Object.fromEntries(pairs.map((p) => [p, [new Decimal(1), new Decimal(2)]])), unavailable: [] };
      },
    };
    const rates = book(finder);
    const results = await Promise.allSettled([rates.get("EURGBP"), rates.get("EURUSD")]);
    expect(results.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "ok"))).toEqual(["connection refused", "connection refused"]);
    fail = false;
    expect((await rates.get("EURGBP")).offer.toNumber()).toBe(2);
  });

  it("refuses at once when nobody is signed in", async () => {
    const rates = book(undefined);
    await expect(rates.get("EURGBP")).rejects.toBeInstanceOf(NotSignedInError);
    await expect(rates.get("EURGBP")).rejects.toThrow("Sign in to FX Desk to load rates");
  });

  it("does not keep answers that arrive after clear() (another user signed in)", async () => {
    const finder = new FakeFinder(table);
    finder.hold = true;
    const rates = book(finder);
    const pending = rates.get("EURGBP");
    await new Promise((resolve) => setTimeout(resolve, 5));
    rates.clear();
    finder.release();
    await pending;
    expect(rates.cachedPairs).toBe(0);
  });

  describe("when the service cannot be reached", () => {
    const refused = new ConnectionError("connect ECONNREFUSED 127.0.0.1:4010", "GET", "/v2/rates/find");
    const details = (status: number, errorCode: string) => ({ status, errorCode, messages: {}, requestId: "req-9", method: "GET", path: "/v2/rates/find" });

    /** A finder whose answers are scripted per call: a table of rates, or a failure. */
    function scripted() {
      const outcomes: (Record<string, [string, string]> | Error)[] = [];
      const finder: RateFinder = {
        find: async (pairs) => {
          const next = outcomes.shift() ?? new Error("no scripted answer");
          if (next instanceof Error) throw next;
          const result: RatesFindResult = { rates: {}, unavailable: [] };
          for (const pair of pairs) {
            const row = next[pair];
            if (row) result.rates[pair] = [new Decimal(row[0]), new Decimal(row[1])];
            else result.unavailable.push(pair);
          }
          return result;
        },
      };
      return { outcomes, finder };
    }

    function withOutages(finder: RateFinder, clock: { now: number }) {
      const reports: OutageReport[] = [];
      const outages = new OutageTracker({ now: () => clock.now, quietMs: 50, report: (report) => reports.push(report) });
      const rates = new RateBook({ finder: () => finder, ttlMs: 30_000, now: () => clock.now, outages });
      return { rates, reports };
    }

    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

    it("gives each pair fetched before its last rate with the time it was fetched, marked stale, and reports the wave once", async () => {
      const clock = { now: 1_000_000 };
      const { outcomes, finder } = scripted();
      const { rates, reports } = withOutages(finder, clock);
      outcomes.push({ EURGBP: ["0.854300", "0.854800"], GBPUSD: ["1.269600", "1.270400"] });
      await Promise.all([rates.get("EURGBP"), rates.get("GBPUSD")]);

      clock.now += 60_000;
      outcomes.push(refused);
      const [eurGbp, gbpUsd, eurGbpAgain, usdJpy] = await Promise.allSettled([rates.get("EURGBP"), rates.get("GBPUSD"), rates.get("EURGBP"), rates.get("USDJPY")]);
      expect(eurGbp).toEqual({ status: "fulfilled", value: { pair: "EURGBP", bid: new Decimal("0.854300"), offer: new Decimal("0.854800"), fetchedAt: 1_000_000, stale: { failedAt: 1_060_000, error: refused } } });
      expect(gbpUsd.status === "fulfilled" && [gbpUsd.value.offer.toFixed(6), gbpUsd.value.fetchedAt]).toEqual(["1.270400", 1_000_000]);
      expect(eurGbpAgain).toEqual(eurGbp);
      // Never fetched: nothing to keep, so the cell still shows why.
      expect(usdJpy).toEqual({ status: "rejected", reason: refused });

      await settle();
      expect(reports).toEqual([
        { kind: "unreachable", failedAt: 1_060_000, error: refused, keptValues: 3, keptFrom: { oldest: 1_000_000, newest: 1_000_000 }, valuesWithoutEarlierValue: 1 },
      ]);
    });

    it("counts a 503 after the client's retries and our own deadline as unreachable too", async () => {
      const clock = { now: 0 };
      const { outcomes, finder } = scripted();
      const { rates } = withOutages(finder, clock);
      outcomes.push({ EURGBP: ["0.854300", "0.854800"] });
      await rates.get("EURGBP");
      clock.now = 40_000;
      outcomes.push(new ServiceUnavailableError(details(503, "service_unavailable")), new DeadlineExceededError(30_000));
      expect((await rates.get("EURGBP")).stale?.error).toBeInstanceOf(ServiceUnavailableError);
      expect((await rates.get("EURGBP")).stale?.error).toBeInstanceOf(DeadlineExceededError);
    });

    it("still fails the cells for a refused sign-in or any other failure, whatever it had before", async () => {
      const clock = { now: 0 };
      const { outcomes, finder } = scripted();
      const { rates, reports } = withOutages(finder, clock);
      outcomes.push({ EURGBP: ["0.854300", "0.854800"] });
      await rates.get("EURGBP");
      clock.now = 40_000;
      const refusedKey = new AuthenticationError(details(401, "auth_failed"));
      outcomes.push(refusedKey, new Error("unexpected"));
      await expect(rates.get("EURGBP")).rejects.toBe(refusedKey);
      await expect(rates.get("EURGBP")).rejects.toThrow("unexpected");
      await settle();
      expect(reports).toEqual([]);
    });

    it("keeps nothing for a pair the service said it has no rate for", async () => {
      const clock = { now: 0 };
      const { outcomes, finder } = scripted();
      const { rates } = withOutages(finder, clock);
      outcomes.push({});
      await expect(rates.get("EURXAF")).rejects.toBeInstanceOf(RateUnavailableError);
      clock.now = 40_000;
      outcomes.push(refused);
      await expect(rates.get("EURXAF")).rejects.toBe(refused);
    });

    it("asks again at the next recalculation and, once the service answers, gives the new rate and says it is back", async () => {
      const clock = { now: 0 };
      const { outcomes, finder } = scripted();
      const { rates, reports } = withOutages(finder, clock);
      outcomes.push({ EURGBP: ["0.854300", "0.854800"] });
      await rates.get("EURGBP");
      clock.now = 40_000;
      outcomes.push(refused);
      expect((await rates.get("EURGBP")).stale).toBeDefined();
      await settle();
      clock.now = 41_000;
      outcomes.push({ EURGBP: ["0.860000", "0.861000"] });
      const fresh = await rates.get("EURGBP");
      expect([fresh.bid.toFixed(6), fresh.fetchedAt, fresh.stale]).toEqual(["0.860000", 41_000, undefined]);
      expect(reports.map((report) => report.kind)).toEqual(["unreachable", "reachable"]);
      // The fresh answer is cached as usual: no request within the TTL.
      expect(await rates.get("EURGBP")).toBe(fresh);
      expect(outcomes).toEqual([]);
    });

    it("forgets the last rates on clear() (another user): nothing to keep afterwards", async () => {
      const clock = { now: 0 };
      const { outcomes, finder } = scripted();
      const { rates } = withOutages(finder, clock);
      outcomes.push({ EURGBP: ["0.854300", "0.854800"] });
      await rates.get("EURGBP");
      rates.clear();
      outcomes.push(refused);
      await expect(rates.get("EURGBP")).rejects.toBe(refused);
    });
  });
});
