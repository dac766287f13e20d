import { afterEach, describe, expect, it } from "@jest/globals";
import { AuthenticationError, BadRequestError, InvalidInputError, RateLimitError } from "../../../src/api";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { advance } from "../../support/demo-admin";
import { call } from "../../support/demo-http";
import { withFaultSeed } from "../../support/fault-seed";
import { type DemoSession, startDemo } from "../../support/with-demo-service";

const logins = (h: DemoSession) => h.sent.filter((line) => line === "POST /v2/authenticate/api").length;

// Fault shares and retry counts are chosen so that running out of retries is below one in a million per call.
let h: DemoSession | undefined;
afterEach(async () => {
  await h?.demoService.close();
  h = undefined;
});

describe("session against the demo service", () => {
  it("logs in once for many concurrent calls, and again after close_session", async () => {
    h = await startDemo();
    await Promise.all(Array.from({ length: 20 }, () => h!.client.core.balances.get("GBP")));
    expect(logins(h)).toBe(1);
    await h.client.session.close();
    expect(h.sent).toContain("POST /v2/authenticate/close_session");
    await h.client.core.balances.get("EUR");
    expect(logins(h)).toBe(2);
  });

  it("survives token expiry in the middle of a run: one re-login, every call succeeds", async () => {
    h = await startDemo({ tokenIdleMinutes: 30 });
    const first = await Promise.all(["GBP", "EUR", "USD"].map((c) => h!.client.core.balances.get(c)));
    await advance(h.demoService, 31 * 60_000);
    const after = await Promise.all(["GBP", "EUR", "USD", "CHF", "CAD"].map((c) => h!.client.core.balances.get(c)));
    expect(first).toHaveLength(3);
    expect(after.map((b) => b.currency)).toEqual(["GBP", "EUR", "USD", "CHF", "CAD"]);
    expect(logins(h)).toBe(2);
    expect(h.sent.filter((line) => line === "GET /v2/balances/GBP")).toHaveLength(3);
  });

  it("turns a wrong API key into a typed authentication error that does not echo the key", async () => {
    h = await startDemo();
    const wrongKey = "f".repeat(64);
    const client = h.newClient({ apiKey: wrongKey });
    const error = await client.core.balances.get("GBP").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    expect((error as AuthenticationError).errorCode).toBe("auth_failed");
    expect(JSON.stringify(error) + String(error)).not.toContain(wrongKey);
  });
});

describe("a login the service would refuse, or has", () => {
  it("never sends a login id over the service's 50 characters: 51 calls, 0 logins, each saying what to fix", async () => {
    h = await startDemo();
    const tooLong = `${"x".repeat(39)}@example.com`;
    // The demo service refuses it as the provider's reference says (docs/provider-api.md §2, §12).
    const direct = await call(h.demoService, "POST", "/v2/authenticate/api", { login_id: tooLong, api_key: DEMO_USER.apiKey });
    expect([direct.status, direct.body.error_messages.login_id[0].code]).toEqual([400, "login_id_is_too_long"]);
    h.demoService.state.counters.reset();

    const errors: unknown[] = [];
    for (let attempt = 0; attempt < 51; attempt += 1) {
      errors.push(await (async () => h!.newClient({ loginId: tooLong }).core.balances.get("GBP"))().catch((error: unknown) => error));
    }
    expect(errors.map((error) => (error instanceof InvalidInputError ? error.userMessage : error))).toEqual(
      errors.map(() => expect.stringMatching(/is 51 characters long, and the service takes at most 50: check it is your account's login id/)),
    );
    expect(logins(h)).toBe(0);
    expect(h.demoService.state.counters.snapshot()).toEqual({});
  });

  it("sends a login the service refused with 400 once, not once per call: 51 calls, 1 login", async () => {
    h = await startDemo();
    // Within 50 characters, but with a control character the service does not read.
    const client = h.newClient({ loginId: "demo\u0007user@example.com" });
    const errors: unknown[] = [];
    for (let attempt = 0; attempt < 51; attempt += 1) errors.push(await client.core.balances.get("GBP").catch((error: unknown) => error));
    expect(errors.every((error) => error instanceof BadRequestError && error.status === 400 && error.hasCode("login_id_is_in_invalid_format"))).toBe(true);
    expect(logins(h)).toBe(1);
    expect(h.demoService.state.counters.snapshot()).toEqual({ "POST /v2/authenticate/api": 1 });
  });
});

describe("429 and 503 from the service", () => {
  it("retries reads through injected 429s and 503s until every call succeeds", async () => {
    const demo = (h = await startDemo({ faults: { share429: 0.2, share503: 0.1 } }, { retry: { maxRetries: 12, initialDelayMs: 1, maxDelayMs: 5, rateLimitWindowMs: 1 } }));
    await withFaultSeed(demo.demoService, async () => {
      const results = await Promise.all(Array.from({ length: 30 }, () => demo.client.core.rates.find(["EURUSD"])));
      expect(results.every((r) => r.rates.EURUSD?.[0].greaterThan(0))).toBe(true);
      const attempts = demo.sent.filter((line) => line === "GET /v2/rates/find").length;
      expect(attempts).toBeGreaterThan(30);
    });
  });

  it("books exactly once per key when creates meet 503s and dropped connections", async () => {
    const demo = (h = await startDemo({}, { retry: { maxRetries: 12, initialDelayMs: 1, maxDelayMs: 5, rateLimitWindowMs: 1 } }));
    await demo.client.core.balances.get("GBP");
    await withFaultSeed(demo.demoService, async () => {
      demo.demoService.state.faults.settings = { latencyMs: 0, share429: 0.15, share503: 0.1, shareDropped: 0.05 };
      const keys = Array.from({ length: 15 }, (_, i) => `resilience-${i}`);
      const booked = await Promise.all(
        keys.map((key) =>
          demo.client.core.conversions.create({ buy_currency: "EUR", sell_currency: "GBP", amount: "10", fixed_side: "buy", reason: "Retry test", term_agreement: true, unique_request_id: key }),
        ),
      );
      demo.demoService.state.faults.settings = { latencyMs: 0, share429: 0, share503: 0, shareDropped: 0 };
      for (const [index, key] of keys.entries()) {
        const found = await demo.client.core.conversions.find({ unique_request_id: key });
        expect(found.conversions.map((c) => c.id)).toEqual([booked[index]?.id]);
      }
    });
  });

  it("surfaces the service's own per-minute limit as a typed RateLimitError once retries are spent", async () => {
    // The service counts calendar minutes (here on a pinned clock, so all nine calls fall in one); waiting one out
    // is the limiter's job (unit-tested with a fake clock, measured in the bench). Here: what reaches the caller
    // when the service keeps saying 429.
    h = await startDemo({ limits: { login: 60, rates: 150, authenticated: 8 } }, { retry: { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 5, rateLimitWindowMs: 1 } });
    const ok = await Promise.all(Array.from({ length: 8 }, () => h!.client.core.balances.get("GBP")));
    expect(ok).toHaveLength(8);
    const error = await h.client.core.balances.get("EUR").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).errorCode).toBe("too_many_requests");
    expect((error as RateLimitError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(h.sent.filter((line) => line === "GET /v2/balances/EUR")).toHaveLength(3);
  });
});
