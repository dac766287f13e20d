import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { z } from "zod";
import { abortableSleep, AuthenticationError, BadRequestError, ConnectionError, NotFoundError, PermissionDeniedError, type RetryPolicy, ServiceUnavailableError } from "../../../../src/api";
import type { RequestSpec } from "../../../../src/api/internal/request-spec";
import { createTransport } from "../../../../src/api/internal/transport";
import { createFakeService, errorReply, networkFailure, type Reply } from "../../../support/fake-service";

const conversion = z.object({ id: z.string(), unique_request_id: z.string().nullable() });

/** A transport over a script of replies (the last one repeats), recording every backoff it waits. */
function scripted(replies: Array<Reply | Error>, retry: Partial<RetryPolicy> = {}, random = () => 0.5) {
  const service = createFakeService(() => {
    const next = replies.length > 1 ? replies.shift() : replies[0];
    if (next instanceof Error) throw next;
    return next ?? { json: {} };
  });
  const delays: number[] = [];
  const transport = createTransport({
    baseUrl: "http://localhost:4010",
    fetch: service.fetch,
    retry,
    random,
    sleep: (ms, signal) => {
      delays.push(ms);
      return abortableSleep(ms, signal);
    },
  });
  return { service, delays, transport };
}

const unavailable = errorReply(503, "service_unavailable", {
  base: [{ code: "service_unavailable", message: "Service is temporarily unavailable due to maintenance" }],
});
const tooMany = errorReply(429, "too_many_requests", { base: [{ code: "too_many_requests", message: "Too many requests" }] });
const duplicate = errorReply(400, "conversion_create_failed", {
  duplicate_request: [{ code: "duplicate_request", message: "The unique_request_id provided for this conversion has already been used" }],
});

const read: RequestSpec<unknown> = { method: "GET", path: "/v2/rates/find", schema: z.unknown() };

function createConversion(idempotency?: RequestSpec<z.output<typeof conversion>>["idempotency"]): RequestSpec<z.output<typeof conversion>> {
  return {
    method: "POST",
    path: "/v2/conversions/create",
    params: { buy_currency: "EUR", sell_currency: "GBP", unique_request_id: idempotency?.uniqueRequestId },
    schema: conversion,
    idempotency,
  };
}

describe("retry policy", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("retries a read on 503, 503 and 429 with growing, jittered delays, then succeeds", async () => {
    // 10 s into a calendar minute: the service counts per minute, so after the 429 the wait runs to the next one.
    jest.setSystemTime(new Date("2026-01-05T09:30:10.000Z"));
    const { service, delays, transport } = scripted([unavailable, unavailable, tooMany, { json: { ok: 1 } }]);
    let answer: unknown;
    const call = transport.request(read).then((value) => {
      answer = value;
    });

    await jest.advanceTimersByTimeAsync(249);
    expect(service.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(service.requests).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(500);
    expect(service.requests).toHaveLength(3);
    // The 429 came at 09:30:10.750; the minute turns at 09:31:00.000, 49 250 ms later.
    await jest.advanceTimersByTimeAsync(49_250 + 249);
    expect(service.requests).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    await call;

    // random() = 0.5: half of 500 and of 1 000; after the 429, the rest of the minute plus half of 500.
    expect(delays).toEqual([250, 500, 49_250 + 250]);
    expect(service.requests).toHaveLength(4);
    expect(answer).toEqual({ ok: 1 });
  });

  it("caps the delay and gives up after maxRetries with the last error", async () => {
    const { service, delays, transport } = scripted([unavailable], { maxRetries: 6, maxDelayMs: 3_000 }, () => 0.999);
    const failure = transport.request(read).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await failure).toBeInstanceOf(ServiceUnavailableError);
    expect(delays).toEqual([499, 999, 1_998, 2_997, 2_997, 2_997]);
    expect(service.requests).toHaveLength(7);
  });

  it("retries a read after network errors", async () => {
    const { service, delays, transport } = scripted([networkFailure(), networkFailure(), { json: { ok: 2 } }]);
    const call = transport.request(read);

    await jest.advanceTimersByTimeAsync(750);

    await expect(call).resolves.toEqual({ ok: 2 });
    expect(delays).toEqual([250, 500]);
    expect(service.requests).toHaveLength(3);
  });

  it("respects a per-call maxRetries", async () => {
    const { service, transport } = scripted([networkFailure()]);
    const failure = transport.request({ ...read, options: { maxRetries: 1 } }).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await failure).toBeInstanceOf(ConnectionError);
    expect(service.requests).toHaveLength(2);
  });

  it("takes a per-call retry policy over the client's: more patience for one call only", async () => {
    const { service, delays, transport } = scripted([unavailable], { maxRetries: 1 });
    const patient = transport.request({ ...read, options: { retry: { maxRetries: 3, initialDelayMs: 2_000, maxDelayMs: 3_000 } } }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(60_000);

    expect(await patient).toBeInstanceOf(ServiceUnavailableError);
    // random() = 0.5: half of 2 000, then of 3 000 twice (capped).
    expect(delays).toEqual([1_000, 1_500, 1_500]);
    expect(service.requests).toHaveLength(4);

    const plain = transport.request(read).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await plain).toBeInstanceOf(ServiceUnavailableError);
    // The client's own policy again: one retry after half of 500.
    expect(delays.slice(3)).toEqual([250]);
    expect(service.requests).toHaveLength(6);
  });

  it("lets a per-call maxRetries win over the per-call retry policy's", async () => {
    const { service, transport } = scripted([networkFailure()]);
    const failure = transport.request({ ...read, options: { maxRetries: 1, retry: { maxRetries: 8 } } }).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(120_000);

    expect(await failure).toBeInstanceOf(ConnectionError);
    expect(service.requests).toHaveLength(2);
  });

  it("retries an idempotent create under a per-call policy with the same key, and never a create without a key", async () => {
    const { service, delays, transport } = scripted([unavailable, unavailable, unavailable, { json: { id: "c-1", unique_request_id: "row-9" } }], { maxRetries: 1 });
    const keyed = createConversion({ uniqueRequestId: "row-9", findExisting: async () => undefined });
    const call = transport.request({ ...keyed, options: { retry: { maxRetries: 5, initialDelayMs: 100 } } });

    await jest.advanceTimersByTimeAsync(10_000);

    await expect(call).resolves.toEqual({ id: "c-1", unique_request_id: "row-9" });
    expect(delays).toEqual([50, 100, 200]);
    expect(service.requests.map((r) => r.form.unique_request_id)).toEqual(["row-9", "row-9", "row-9", "row-9"]);

    const once = scripted([unavailable, { json: { id: "c-2", unique_request_id: null } }]);
    const unkeyed = once.transport.request({ ...createConversion(), options: { retry: { maxRetries: 5 } } }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await unkeyed).toBeInstanceOf(ServiceUnavailableError);
    expect(once.service.requests).toHaveLength(1);
  });

  it.each([
    [400, "invalid_currency", BadRequestError],
    [401, "auth_failed", AuthenticationError],
    [403, "permission_denied", PermissionDeniedError],
    [404, "payment_not_found", NotFoundError],
  ])("never retries a read answered %i %s", async (status, code, errorClass) => {
    const { service, transport } = scripted([errorReply(status, code), { json: {} }]);
    const failure = transport.request(read).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await failure).toBeInstanceOf(errorClass);
    expect(service.requests).toHaveLength(1);
  });

  it("sends a create without idempotency exactly once on 503", async () => {
    const { service, transport } = scripted([unavailable, { json: { id: "c-1", unique_request_id: null } }]);
    const failure = transport.request(createConversion()).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await failure).toBeInstanceOf(ServiceUnavailableError);
    expect(service.requests).toHaveLength(1);
  });

  it("sends a create without idempotency exactly once after a dropped connection", async () => {
    const { service, transport } = scripted([networkFailure(), { json: { id: "c-1", unique_request_id: null } }]);
    const failure = transport.request(createConversion()).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await failure).toBeInstanceOf(ConnectionError);
    expect(service.requests).toHaveLength(1);
  });

  it("retries a create with a natural key after a dropped connection, looking it up before the resend", async () => {
    const { service, transport } = scripted([networkFailure(), { json: { id: "b-1", unique_request_id: null } }]);
    const lookups: string[] = [];
    const created = transport.request({ ...createConversion(), naturalKey: { findExisting: async () => (lookups.push("looked up"), undefined) } });

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await created).toEqual({ id: "b-1", unique_request_id: null });
    expect(lookups).toEqual(["looked up"]);
    expect(service.requests).toHaveLength(2);
  });

  it("returns what the natural key finds instead of creating again when the lost attempt was created", async () => {
    const { service, transport } = scripted([unavailable, { json: { id: "b-2", unique_request_id: null } }]);
    const created = transport.request({ ...createConversion(), naturalKey: { findExisting: async () => ({ id: "b-1", unique_request_id: null }) } });

    await jest.advanceTimersByTimeAsync(60_000);

    expect(await created).toEqual({ id: "b-1", unique_request_id: null });
    expect(service.requests).toHaveLength(1);
  });

  it("retries a create that carries a unique_request_id, with the same key", async () => {
    const { service, transport } = scripted([unavailable, { json: { id: "c-1", unique_request_id: "row-7" } }]);
    const findExisting = jest.fn(async () => undefined);
    const call = transport.request(createConversion({ uniqueRequestId: "row-7", findExisting }));

    await jest.advanceTimersByTimeAsync(250);

    await expect(call).resolves.toEqual({ id: "c-1", unique_request_id: "row-7" });
    expect(service.requests.map((r) => r.form.unique_request_id)).toEqual(["row-7", "row-7"]);
    expect(findExisting).not.toHaveBeenCalled();
  });

  it("stops retrying a create when its sending is cancelled during the pause, ending with what the sent attempt met", async () => {
    const { service, transport } = scripted([networkFailure(), { json: { id: "c-1", unique_request_id: "row-7" } }], { initialDelayMs: 10_000 });
    const cancel = new AbortController();
    const spec = createConversion({ uniqueRequestId: "row-7", findExisting: async () => undefined });
    const failure = transport.request({ ...spec, options: { cancelUnsent: cancel.signal } }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1);
    expect(service.requests).toHaveLength(1);

    cancel.abort();
    // Not "not sent": the first attempt reached the wire, so the row may be booked and must be looked up by its key.
    expect(await failure).toBeInstanceOf(ConnectionError);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(service.requests).toHaveLength(1);
  });

  it("resolves a 400 duplicate_request after a lost answer to the object already booked", async () => {
    const { service, transport } = scripted([networkFailure(), duplicate]);
    const booked = { id: "c-booked", unique_request_id: "row-7" };
    const findExisting = jest.fn(async () => booked);
    const call = transport.request(createConversion({ uniqueRequestId: "row-7", findExisting }));

    await jest.advanceTimersByTimeAsync(250);

    await expect(call).resolves.toBe(booked);
    expect(findExisting).toHaveBeenCalledTimes(1);
    expect(service.requests).toHaveLength(2);
  });

  it("resolves duplicate_request given as the top-level error_code on the first attempt (a resumed batch)", async () => {
    const { transport } = scripted([errorReply(400, "duplicate_request")]);
    const booked = { id: "c-earlier", unique_request_id: "row-8" };

    await expect(transport.request(createConversion({ uniqueRequestId: "row-8", findExisting: async () => booked }))).resolves.toBe(booked);
  });

  it("keeps the duplicate_request error when nothing is found under the key", async () => {
    const { transport } = scripted([duplicate]);

    const error = await transport
      .request(createConversion({ uniqueRequestId: "row-9", findExisting: async () => undefined }))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).hasCode("duplicate_request")).toBe(true);
  });

  it("does not look anything up for a duplicate_request on a create without idempotency", async () => {
    const { transport } = scripted([duplicate]);

    await expect(transport.request(createConversion())).rejects.toBeInstanceOf(BadRequestError);
  });

  it("retries a POST that says it is a read (a find)", async () => {
    const { service, transport } = scripted([unavailable, { json: { found: [] } }]);
    const call = transport.request({ method: "POST", path: "/v2/beneficiaries/find", repeatable: true, schema: z.unknown() });

    await jest.advanceTimersByTimeAsync(250);

    await expect(call).resolves.toEqual({ found: [] });
    expect(service.requests).toHaveLength(2);
  });

  it("stops waiting for the next attempt when the caller aborts", async () => {
    const { service, transport } = scripted([unavailable]);
    const controller = new AbortController();
    const reason = new Error("closed the task pane");
    const failure = transport.request({ ...read, options: { signal: controller.signal } }).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(100);
    controller.abort(reason);

    expect(await failure).toBe(reason);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(service.requests).toHaveLength(1);
  });
});

describe("retry policy for PUT and DELETE", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const badGateway = errorReply(502, "bad_gateway", { base: [{ code: "bad_gateway", message: "Bad gateway" }] });
  const notFound = errorReply(404, "form_not_found", { form_id: [{ code: "form_not_found", message: "Form not found" }] });
  const deleted = { message: "Deleted", form_id: "f-1" };
  const update: RequestSpec<unknown> = { method: "PUT", path: "/onboarding/v1/forms/f-1", json: { trading_name: "Orbit" }, schema: z.unknown() };
  const remove: RequestSpec<unknown> = { method: "DELETE", path: "/onboarding/v1/forms/f-1", schema: z.unknown(), goneOnRepeat: deleted };

  it("sends a PUT again after a 503 and a 502, the same body each time: it leaves the same state however often it is sent", async () => {
    const { service, transport } = scripted([unavailable, badGateway, { json: { data: "saved" } }]);
    const call = transport.request(update);

    await jest.advanceTimersByTimeAsync(750);

    await expect(call).resolves.toEqual({ data: "saved" });
    expect(service.requests.map((request) => [request.method, request.rawBody])).toEqual([
      ["PUT", '{"trading_name":"Orbit"}'],
      ["PUT", '{"trading_name":"Orbit"}'],
      ["PUT", '{"trading_name":"Orbit"}'],
    ]);
  });

  it("reports a DELETE done when its repeat finds the thing gone: the dropped attempt deleted it", async () => {
    const { service, transport } = scripted([networkFailure(), notFound]);
    const call = transport.request(remove);

    await jest.advanceTimersByTimeAsync(250);

    await expect(call).resolves.toEqual(deleted);
    expect(service.requests.map((request) => request.method)).toEqual(["DELETE", "DELETE"]);
  });

  it("keeps a 404 on a DELETE's first attempt: nothing was there to delete", async () => {
    const { service, transport } = scripted([notFound]);

    await expect(transport.request(remove)).rejects.toBeInstanceOf(NotFoundError);
    expect(service.requests).toHaveLength(1);
  });

  it("keeps a 404 on a repeated DELETE that does not say what a gone target means", async () => {
    const { transport } = scripted([unavailable, notFound]);
    const failure = transport.request({ ...remove, goneOnRepeat: undefined }).catch((e: unknown) => e);

    await jest.advanceTimersByTimeAsync(250);

    expect(await failure).toBeInstanceOf(NotFoundError);
  });
});
