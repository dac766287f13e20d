import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { z } from "zod";
import { InvalidInputError } from "../../../src/api/errors";
import { createLimiter, defaultRateBudget } from "../../../src/api/limiter";
import type { EndpointClass } from "../../../src/api/request-spec";
import { abortableSleep } from "../../../src/api/retry";
import { createTransport } from "../../../src/api/transport";
import { createFakeService } from "../../support/fake-service";

const start = Date.UTC(2026, 0, 5, 9, 0, 0);
const deps = { now: () => Date.now(), sleep: abortableSleep };

/** Starts an acquire and records when it was granted, in ms since the test began. */
function track(limiter: ReturnType<typeof createLimiter>, endpointClass: EndpointClass, grants: Array<[string, number]>, label: string) {
  return limiter.acquire(endpointClass).then(() => {
    grants.push([label, Date.now() - start]);
  });
}

describe("rate budget", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("defaults to the provider's demo limits less a safety margin", () => {
    expect(defaultRateBudget).toEqual({ login: 58, rates: 145, authenticated: 145 });
    const limiter = createLimiter(undefined, deps);
    expect(limiter.snapshot()).toEqual({
      login: { used: 0, limit: 58 },
      rates: { used: 0, limit: 145 },
      authenticated: { used: 0, limit: 145 },
      waiting: 0,
    });
  });

  it("holds the request over the limit until the rolling minute frees a slot", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const limiter = createLimiter({ authenticated: 3 }, deps);
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch }, { limiter });
    const sentAt: number[] = [];
    const call = () =>
      transport.request({ method: "GET", path: "/v2/balances/find", schema: z.unknown() }).then(() => {
        sentAt.push(Date.now() - start);
      });

    const first = [call(), call()];
    await jest.advanceTimersByTimeAsync(20_000);
    const later = [call(), call(), call()];
    await jest.advanceTimersByTimeAsync(0);
    expect(service.requests).toHaveLength(3);
    expect(limiter.snapshot().waiting).toBe(2);

    await jest.advanceTimersByTimeAsync(39_999);
    expect(service.requests).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(service.requests).toHaveLength(5);
    await Promise.all([...first, ...later]);

    // Two slots free at 60 s (both sent at 0 s); the third would free at 80 s.
    expect(sentAt).toEqual([0, 0, 20_000, 60_000, 60_000]);
  });

  it("counts rates requests against both the rates and the authenticated budget", async () => {
    const limiter = createLimiter({ rates: 5, authenticated: 3 }, deps);
    const grants: Array<[string, number]> = [];

    await Promise.all([track(limiter, "rates", grants, "r1"), track(limiter, "rates", grants, "r2"), track(limiter, "rates", grants, "r3")]);
    expect(limiter.snapshot()).toMatchObject({ rates: { used: 3, limit: 5 }, authenticated: { used: 3, limit: 3 } });

    const blocked = track(limiter, "authenticated", grants, "a1");
    await jest.advanceTimersByTimeAsync(59_999);
    expect(grants.map(([label]) => label)).toEqual(["r1", "r2", "r3"]);
    await jest.advanceTimersByTimeAsync(1);
    await blocked;
    expect(grants).toContainEqual(["a1", 60_000]);
  });

  it("serves waiters first come first served, without holding back an unrelated budget", async () => {
    const limiter = createLimiter({ authenticated: 1, login: 1 }, deps);
    const grants: Array<[string, number]> = [];

    const all = [
      track(limiter, "authenticated", grants, "A"),
      track(limiter, "authenticated", grants, "B"),
      track(limiter, "rates", grants, "C"),
      track(limiter, "login", grants, "L"),
      track(limiter, "authenticated", grants, "D"),
    ];
    await jest.advanceTimersByTimeAsync(180_000);
    await Promise.all(all);

    expect(grants).toEqual([
      ["A", 0],
      ["L", 0],
      ["B", 60_000],
      ["C", 120_000],
      ["D", 180_000],
    ]);
  });

  it("lets a waiter give up through its signal and serves the next one", async () => {
    const limiter = createLimiter({ authenticated: 1 }, deps);
    const grants: Array<[string, number]> = [];
    await track(limiter, "authenticated", grants, "first");
    const controller = new AbortController();
    const reason = new Error("cancelled");

    const abandoned = limiter.acquire("authenticated", controller.signal).catch((e: unknown) => e);
    const next = track(limiter, "authenticated", grants, "next");
    controller.abort(reason);

    expect(await abandoned).toBe(reason);
    expect(limiter.snapshot().waiting).toBe(1);
    await jest.advanceTimersByTimeAsync(60_000);
    await next;
    expect(grants).toEqual([
      ["first", 0],
      ["next", 60_000],
    ]);
  });

  it("refuses a budget that is not a positive whole number", () => {
    expect(() => createLimiter({ rates: 0 }, deps)).toThrow(InvalidInputError);
    expect(() => createLimiter({ login: 2.5 }, deps)).toThrow("rateBudget.login");
  });
});
