import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { z } from "zod";
import { createClient, getSharedClient, InvalidInputError, onSharedClientChange, setSharedClient } from "../../../src/api";
import { createFakeService } from "../../support/fake-service";
import { apiKey, loginId, loginPath, tokenA } from "./logger-fixtures";

function refusal(run: () => unknown): InvalidInputError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  return undefined;
}

describe("createClient", () => {
  it.each([
    ["http://localhost:4010/", "http://localhost:4010"],
    ["http://127.0.0.1:4010", "http://127.0.0.1:4010"],
    ["http://[::1]:4010", "http://[::1]:4010"],
    ["https://devapi.currencycloud.com/", "https://devapi.currencycloud.com"],
    ["https://gateway.example.com/fx/", "https://gateway.example.com/fx"],
  ])("accepts %s as %s", (baseUrl, expected) => {
    expect(createClient({ baseUrl, loginId, apiKey }).config.baseUrl).toBe(expected);
  });

  it.each([
    ["http://devapi.currencycloud.com", "https_required"],
    ["ftp://localhost/", "invalid_url"],
    ["devapi.currencycloud.com", "invalid_url"],
    ["https://host/?x=1", "invalid_url"],
  ])("refuses %s (%s)", (baseUrl, code) => {
    const error = refusal(() => createClient({ baseUrl, loginId, apiKey }));
    expect(error?.field).toBe("baseUrl");
    expect(error?.code).toBe(code);
  });

  it.each([
    ["empty", "", /^is empty: enter your account's login id/],
    ["blank", "   ", /^is empty: enter your account's login id/],
    ["51 characters, one over the service's 50", `${"x".repeat(39)}@example.com`, /^is 51 characters long, and the service takes at most 50: check it is your account's login id/],
    ["51 characters of which some take two UTF-16 units", `${"é".repeat(20)}${"😀".repeat(31)}`, /^is 51 characters long/],
  ])("refuses a login id that is %s, saying what to fix", (_label, badLoginId, reason) => {
    const error = refusal(() => createClient({ baseUrl: "http://localhost:4010", loginId: badLoginId, apiKey }));
    expect(error?.field).toBe("loginId");
    expect(error?.code).toBe("invalid_login_id");
    expect(error?.reason).toMatch(reason);
  });

  it("takes a login id of 50 characters, counted as the service counts them", () => {
    for (const loginId50 of [`${"x".repeat(38)}@example.com`, "😀".repeat(50)]) {
      expect(createClient({ baseUrl: "http://localhost:4010", loginId: loginId50, apiKey }).config.loginId).toBe(loginId50);
    }
  });

  it.each([
    ["too short", apiKey.slice(1)],
    ["too long", `${apiKey}0`],
    ["not hexadecimal", apiKey.replace(/^./, "g")],
  ])("refuses an API key that is %s", (_label, badKey) => {
    const error = refusal(() => createClient({ baseUrl: "http://localhost:4010", loginId, apiKey: badKey }));
    expect(error?.field).toBe("apiKey");
    expect(error?.message).not.toContain(badKey);
  });

  it("keeps the API key out of the config it exposes", () => {
    const client = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey, timeoutMs: 5_000 });

    expect(client.config).not.toHaveProperty("apiKey");
    expect(client.config).toMatchObject({ baseUrl: "http://localhost:4010", loginId, timeoutMs: 5_000 });
  });

  it("paces through the limiter, charging rates calls to both budgets", async () => {
    const service = createFakeService((request) => (request.path === loginPath ? { json: { auth_token: tokenA } } : { json: {} }));
    const client = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey, fetch: service.fetch });

    await client.session.request({ method: "GET", path: "/v2/rates/find", endpointClass: "rates", schema: z.unknown() });

    expect(client.limiter?.snapshot()).toMatchObject({
      login: { used: 1, limit: 58 },
      rates: { used: 1, limit: 145 },
      authenticated: { used: 1, limit: 145 },
    });
  });

  it("sends without pacing when the rate budget is off", async () => {
    const service = createFakeService((request) => (request.path === loginPath ? { json: { auth_token: tokenA } } : { json: {} }));
    const client = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey, fetch: service.fetch, rateBudget: false });

    await Promise.all(Array.from({ length: 200 }, () => client.session.request({ method: "GET", path: "/v2/balances/find", schema: z.unknown() })));

    expect(client.limiter).toBeUndefined();
    expect(service.count("/v2/balances/find")).toBe(200);
  });
});

describe("shared client", () => {
  afterEach(() => {
    setSharedClient(undefined);
  });

  it("is one slot for every copy of the module on the page", async () => {
    const client = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey });
    setSharedClient(client);

    let secondCopy: typeof import("../../../src/api/shared-client") | undefined;
    await jest.isolateModulesAsync(async () => {
      secondCopy = await import("../../../src/api/shared-client");
    });

    expect(secondCopy?.getSharedClient).not.toBe(getSharedClient);
    expect(secondCopy?.getSharedClient()).toBe(client);
  });

  it("tells listeners about every change until they unsubscribe", () => {
    const first = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey });
    const second = createClient({ baseUrl: "http://localhost:4010", loginId, apiKey });
    const seen: unknown[] = [];
    const unsubscribe = onSharedClientChange((client) => seen.push(client));

    setSharedClient(first);
    setSharedClient(first);
    setSharedClient(second);
    unsubscribe();
    setSharedClient(undefined);

    expect(seen).toEqual([first, second]);
    expect(getSharedClient()).toBeUndefined();
  });
});
