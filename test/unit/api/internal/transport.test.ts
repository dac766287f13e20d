import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import Decimal from "decimal.js";
import { z } from "zod";
import { ConnectionError, ResponseValidationError, TimeoutError } from "../../../../src/api";
import { createTransport } from "../../../../src/api/internal/transport";
import { createFakeService, hang, networkFailure } from "../../../support/fake-service";
import { recordingLogger } from "../logger-fixtures";

const ratesSchema = z.object({
  rates: z.record(z.string(), z.tuple([z.string(), z.string()]).transform(([bid, offer]) => [new Decimal(bid), new Decimal(offer)])),
  unavailable: z.array(z.string()),
});

describe("response decoding", () => {
  it("returns what the schema made of the body, decimals exact", async () => {
    const service = createFakeService(() => ({ json: { rates: { EURGBP: ["0.648353", "0.648672"] }, unavailable: [] } }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const answer = await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema });

    expect(answer.rates.EURGBP?.map((d) => d.toFixed())).toEqual(["0.648353", "0.648672"]);
  });

  it("reports the request id of a successful answer to onResponse, and not for an answer that failed its schema", async () => {
    let body: unknown = { rates: {}, unavailable: [] };
    const service = createFakeService(() => ({ json: body, headers: { "X-Request-Id": "rid-ok" } }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });
    const seen: unknown[] = [];
    const options = { onResponse: (info: unknown) => seen.push(info) };

    await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema, options });
    body = { rates: { EURGBP: [1, 2] }, unavailable: [] };
    await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema, options }).catch(() => undefined);

    expect(seen).toEqual([{ status: 200, requestId: "rid-ok", headers: expect.any(Headers) }]);
    expect((seen[0] as { headers: Headers }).headers.get("x-request-id")).toBe("rid-ok");
  });

  it("turns a body that does not match the schema into a ResponseValidationError naming the path", async () => {
    const service = createFakeService(() => ({
      json: { rates: { EURGBP: [0.648353, "0.648672"] }, unavailable: [] },
      headers: { "X-Request-Id": "rid-9" },
    }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const error = await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseValidationError);
    const validation = error as ResponseValidationError;
    expect(validation.issuePath).toBe("rates.EURGBP[0]");
    expect(validation.message).toContain("rates.EURGBP[0]");
    expect(validation.requestId).toBe("rid-9");
    expect(validation.path).toBe("/v2/rates/find");
  });

  it("names keys that are not identifiers in brackets", async () => {
    const service = createFakeService(() => ({ json: { rates: { "EUR/GBP": ["1"] }, unavailable: [] } }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const error = await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema }).catch((e: unknown) => e);

    expect((error as ResponseValidationError).issuePath).toBe('rates["EUR/GBP"]');
  });

  it("turns a 2xx body that is not JSON into a ResponseValidationError", async () => {
    const service = createFakeService(() => ({ body: "<html>OK</html>" }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const error = await transport.request({ method: "GET", path: "/v2/rates/find", schema: ratesSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toContain("not JSON");
  });
});

describe("timeouts, aborts and network failures", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("gives up an attempt after the configured timeout with a TimeoutError", async () => {
    const service = createFakeService(() => hang());
    const transport = createTransport({
      baseUrl: "http://localhost:4010",
      fetch: service.fetch,
      timeoutMs: 1_000,
      retry: { maxRetries: 0 },
    });
    let settled: unknown;
    const call = transport.request({ method: "GET", path: "/v2/rates/find", schema: z.unknown() }).catch((e: unknown) => {
      settled = e;
    });

    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    await call;

    expect(settled).toBeInstanceOf(TimeoutError);
    expect((settled as TimeoutError).message).toContain("1000 ms");
  });

  it("uses the default of 30 seconds and honours a per-call override", async () => {
    const service = createFakeService(() => hang());
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch, retry: { maxRetries: 0 } });
    const outcomes: string[] = [];
    const byDefault = transport
      .request({ method: "GET", path: "/v2/a", schema: z.unknown() })
      .catch((e: unknown) => outcomes.push(`default:${(e as Error).name}`));
    const overridden = transport
      .request({ method: "GET", path: "/v2/b", schema: z.unknown(), options: { timeoutMs: 200 } })
      .catch((e: unknown) => outcomes.push(`override:${(e as Error).name}`));

    await jest.advanceTimersByTimeAsync(200);
    expect(outcomes).toEqual(["override:TimeoutError"]);
    await jest.advanceTimersByTimeAsync(29_799);
    expect(outcomes).toEqual(["override:TimeoutError"]);
    await jest.advanceTimersByTimeAsync(1);
    await Promise.all([byDefault, overridden]);
    expect(outcomes).toEqual(["override:TimeoutError", "default:TimeoutError"]);
  });

  it("rejects with the caller's abort reason and does not retry", async () => {
    const service = createFakeService(() => hang());
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });
    const controller = new AbortController();
    const reason = new Error("user cancelled");

    const call = transport.request({ method: "GET", path: "/v2/a", schema: z.unknown(), options: { signal: controller.signal } });
    await jest.advanceTimersByTimeAsync(10);
    controller.abort(reason);

    await expect(call).rejects.toBe(reason);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(service.requests).toHaveLength(1);
  });

  it("turns a failed connection into a ConnectionError that says why", async () => {
    const service = createFakeService(() => {
      throw networkFailure();
    });
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch, retry: { maxRetries: 0 } });

    const error = await transport.request({ method: "GET", path: "/v2/a", schema: z.unknown() }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe("GET /v2/a: fetch failed: connect ECONNREFUSED 127.0.0.1:4010");
  });
});

describe("request log", () => {
  it("writes one debug line per attempt with method, path, status, duration, request id and attempt", async () => {
    let clock = 1_000;
    const service = createFakeService(() => {
      clock += 42;
      return { json: {}, headers: { "X-Request-Id": "rid-1" } };
    });
    const logger = recordingLogger();
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch, logger, now: () => clock });

    await transport.request({ method: "GET", path: "/v2/accounts/current", params: { on_behalf_of: "c-1" }, schema: z.unknown() });

    expect(logger.lines).toEqual([
      {
        level: "debug",
        message: "request",
        fields: { method: "GET", path: "/v2/accounts/current", status: 200, durationMs: 42, requestId: "rid-1", attempt: 1 },
      },
    ]);
  });
});

describe("request bodies", () => {
  const created = () => createFakeService((request) => ({ status: request.method === "POST" ? 201 : 200, json: { ok: true } }));
  const okSchema = z.object({ ok: z.boolean() });

  it("sends a JSON body as application/json, its params in the query string, and accepts 201", async () => {
    const service = created();
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const answer = await transport.request({ method: "POST", path: "/onboarding/v1/forms", params: { locale: "en" }, json: { data: { email: "a@b.example", people: [] } }, schema: okSchema });

    const [sent] = service.requests;
    expect(answer).toEqual({ ok: true });
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.rawBody).toBe('{"data":{"email":"a@b.example","people":[]}}');
    expect(sent?.rawQuery).toBe("locale=en");
  });

  it("sends PUT with its JSON body and DELETE with none; a POST without JSON stays a form", async () => {
    const service = created();
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    await transport.request({ method: "PUT", path: "/onboarding/v1/forms/1", json: { email: null }, schema: okSchema });
    await transport.request({ method: "DELETE", path: "/onboarding/v1/forms/1", schema: okSchema });
    await transport.request({ method: "POST", path: "/v2/contacts/find", params: { page: 2 }, schema: okSchema });

    expect(service.requests.map((r) => [r.method, r.headers["content-type"] ?? null, r.rawBody, r.rawQuery])).toEqual([
      ["PUT", "application/json", '{"email":null}', ""],
      ["DELETE", null, "", ""],
      ["POST", "application/x-www-form-urlencoded", "page=2", ""],
    ]);
  });
});
