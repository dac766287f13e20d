import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { z } from "zod";
import { createClient, InvalidInputError } from "../../../../src/api";
import { createTransport } from "../../../../src/api/internal/transport";
import { createFakeService } from "../../../support/fake-service";
import { apiKey, loginId, loginPath, tokenA } from "../logger-fixtures";

const anything = z.unknown();

describe("request encoding", () => {
  it("puts GET params in the query string: comma lists, booleans, decimals without exponent, no nulls", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    await transport.request({
      method: "GET",
      path: "/v2/rates/find",
      params: {
        currency_pair: "EURGBP,GBPUSD",
        ignore_invalid_pairs: true,
        page: 2,
        amount_from: new Decimal("1e-7"),
        amount_to: new Decimal("1e21"),
        on_behalf_of: undefined,
        scope: null,
      },
      schema: anything,
    });

    const [sent] = service.requests;
    expect(sent?.method).toBe("GET");
    expect(sent?.path).toBe("/v2/rates/find");
    expect(sent?.rawQuery).toBe(
      "currency_pair=EURGBP%2CGBPUSD&ignore_invalid_pairs=true&page=2&amount_from=0.0000001&amount_to=1000000000000000000000",
    );
    expect(sent?.rawBody).toBe("");
    expect(sent?.headers.accept).toBe("application/json");
    expect(sent?.headers["content-type"]).toBeUndefined();
  });

  it("sends POST params as a url-encoded form with bracket keys for arrays", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    await transport.request({
      method: "POST",
      path: "/v2/payments/authorise",
      params: {
        payment_ids: ["a1", "b2"],
        amount: new Decimal("10000.23"),
        default_beneficiary: false,
        reason: "Invoice 7 & 8 + fees",
        conversion_date: null,
      },
      schema: anything,
    });

    const [sent] = service.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.rawQuery).toBe("");
    expect(sent?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent?.headers.accept).toBe("application/json");
    expect(sent?.rawBody).toBe(
      "payment_ids%5B%5D=a1&payment_ids%5B%5D=b2&amount=10000.23&default_beneficiary=false&reason=Invoice+7+%26+8+%2B+fees",
    );
    expect(sent?.form).toEqual({
      "payment_ids[]": ["a1", "b2"],
      amount: "10000.23",
      default_beneficiary: "false",
      reason: "Invoice 7 & 8 + fees",
    });
  });

  it("joins a base URL with a path prefix and a trailing slash without doubling the slash", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const transport = createTransport({ baseUrl: "https://fx.example.com/api/", fetch: service.fetch });

    await transport.request({ method: "GET", path: "/v2/balances/EUR", schema: anything });

    expect(service.requests[0]?.url).toBe("https://fx.example.com/api/v2/balances/EUR");
  });

  it("passes per-call headers through", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    await transport.request({
      method: "POST",
      path: "/v2/payments/create",
      headers: { "x-sca-id": "sca-1", "x-sca-token": "123456" },
      schema: anything,
    });

    expect(service.requests[0]?.headers["x-sca-id"]).toBe("sca-1");
    expect(service.requests[0]?.headers["x-sca-token"]).toBe("123456");
  });

  it("refuses a non-finite number before anything is sent", async () => {
    const service = createFakeService(() => ({ json: {} }));
    const transport = createTransport({ baseUrl: "http://localhost:4010", fetch: service.fetch });

    const failure = transport.request({ method: "GET", path: "/v2/x", params: { amount: Number.NaN }, schema: anything });

    await expect(failure).rejects.toBeInstanceOf(InvalidInputError);
    await expect(failure).rejects.toMatchObject({ field: "amount" });
    expect(service.requests).toHaveLength(0);
  });

  it("logs in with a form body and sends the token as X-Auth-Token on authenticated calls", async () => {
    const service = createFakeService((request) =>
      request.path === loginPath ? { json: { auth_token: tokenA } } : { json: { ok: true } },
    );
    const client = createClient({ baseUrl: "http://127.0.0.1:4010", loginId, apiKey, fetch: service.fetch });

    const answer = await client.session.request({
      method: "GET",
      path: "/v2/accounts/current",
      schema: z.object({ ok: z.boolean() }),
    });

    expect(answer).toEqual({ ok: true });
    const [login, call] = service.requests;
    expect(login?.method).toBe("POST");
    expect(login?.path).toBe(loginPath);
    expect(login?.form).toEqual({ login_id: loginId, api_key: apiKey });
    expect(login?.headers["x-auth-token"]).toBeUndefined();
    expect(call?.path).toBe("/v2/accounts/current");
    expect(call?.headers["x-auth-token"]).toBe(tokenA);
  });
});
