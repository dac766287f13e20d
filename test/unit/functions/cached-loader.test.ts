import { describe, expect, it, jest } from "@jest/globals";
import { CachedLoader } from "../../../src/functions/cached-loader";
import { DeadlineExceededError } from "../../../src/functions/cell-errors";

describe("CachedLoader", () => {
  it("shares a running load, reuses the answer within the TTL and loads again after it", async () => {
    let now = 0;
    const loader = new CachedLoader<string>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 1_000, now: () => now });
    const fetch = jest.fn(async () => `answer at ${now}`);
    const [a, b] = await Promise.all([loader.load("k", fetch), loader.load("k", fetch)]);
    expect([a, b]).toEqual(["answer at 0", "answer at 0"]);
    now = 4_000;
    expect(await loader.load("k", fetch)).toBe("answer at 0");
    now = 5_001;
    expect(await loader.load("k", fetch)).toBe("answer at 5001");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not cache a failure", async () => {
    const loader = new CachedLoader<number>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 1_000 });
    await expect(loader.load("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await loader.load("k", async () => 7)).toBe(7);
  });

  it("settles at its deadline and aborts the load", async () => {
    jest.useFakeTimers();
    try {
      const loader = new CachedLoader<number>({ ttlMs: 5_000, maxEntries: 10, timeoutMs: 2_000 });
      let seen: AbortSignal | undefined;
      const pending = loader.load("k", (signal) => {
        seen = signal;
        return new Promise<number>(() => undefined);
      });
      const outcome = pending.catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(await outcome).toBeInstanceOf(DeadlineExceededError);
      expect(seen?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
