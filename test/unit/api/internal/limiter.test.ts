import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { z } from "zod";
import { abortableSleep, type EndpointClass, InvalidInputError, RequestNotSentError } from "../../../../src/api";
import { createLimiter, defaultRateBudget } from "../../../../src/api/internal/limiter";
import { createTransport } from "../../../../src/api/internal/transport";
import { createFakeService } from "../../../support/fake-service";

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

  it("says how long the budget needs for the requests left, from the send times in the window", async () => {
    const limiter = createLimiter({ rates: 5, authenticated: 3 }, deps);
    expect(limiter.msUntilRoomFor(3, "authenticated")).toBe(0);
    const grants: Array<[string, number]> = [];
    await Promise.all(["a", "b", "c"].map((label) => track(limiter, "authenticated", grants, label)));
    await jest.advanceTimersByTimeAsync(20_000);

    expect(limiter.msUntilRoomFor(0, "authenticated")).toBe(0);
    // The three slots free when the sends at 0 s are a minute old; a fourth request needs the minute after.
    expect(limiter.msUntilRoomFor(1, "authenticated")).toBe(40_000);
    expect(limiter.msUntilRoomFor(3, "authenticated")).toBe(40_000);
    expect(limiter.msUntilRoomFor(4, "authenticated")).toBe(100_000);
    // Rates requests are charged to the authenticated budget too: its room decides.
    expect(limiter.msUntilRoomFor(2, "rates")).toBe(40_000);
    expect(limiter.msUntilRoomFor(1, "login")).toBe(0);
  });

  it("drops a request cancelled while it waits for the budget; the one on the wire finishes with its answer", async () => {
    let answer: (reply: { json: unknown }) => void = () => undefined;
    const service = createFakeService(() => new Promise((resolve) => (answer = resolve)));
    const limiter = createLimiter({ authenticated: 1 }, deps);
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch }, { limiter });
    const cancel = new AbortController();
    const create = (id: string) =>
      transport.request({ method: "POST", path: "/v2/conversions/create", params: { id }, schema: z.object({ id: z.string() }), options: { cancelUnsent: cancel.signal } });

    const onTheWire = create("sent");
    const waiting = create("queued").catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(service.requests).toHaveLength(1);
    expect(limiter.snapshot().waiting).toBe(1);

    cancel.abort();
    const dropped = await waiting;
    expect(dropped).toBeInstanceOf(RequestNotSentError);
    expect((dropped as RequestNotSentError).message).toBe("POST /v2/conversions/create: cancelled before it was sent");
    expect(limiter.snapshot().waiting).toBe(0);

    answer({ json: { id: "booked-1" } });
    await expect(onTheWire).resolves.toEqual({ id: "booked-1" });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(service.requests.map((request) => request.form.id)).toEqual(["sent"]);
    await expect(create("after")).rejects.toBeInstanceOf(RequestNotSentError);
  });

  it("refuses a budget that is not a positive whole number", () => {
    expect(() => createLimiter({ rates: 0 }, deps)).toThrow(InvalidInputError);
    expect(() => createLimiter({ login: 2.5 }, deps)).toThrow("rateBudget.login");
  });
});
