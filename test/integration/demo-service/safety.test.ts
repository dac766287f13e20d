/**
 * The demo service refuses what could hurt a developer's machine or its own data, before changing anything:
 * absurd admin requests, requests addressed to another host name (DNS rebinding), state changes from pages of
 * other origins, and absurd inputs (digits, dates, control characters) with the documented error shape.
 */
import { describe, expect, it } from "@jest/globals";
import { request as httpRequest } from "node:http";
import type { DemoServer } from "../../../src/demo-service/server";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { PINNED_NOW } from "../../support/demo-service";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, codes, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const ALLOWED_ORIGIN = "http://localhost:3000";

describe("demo service: safety", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { corsOrigins: [ALLOWED_ORIGIN] } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const admin = (path: string, body: Record<string, unknown>) =>
    fetch(`${demoService.url}/__admin/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("refuses an absurd clock advance or latency with a 400 and changes nothing", async () => {
    const before = demoService.clock.now();
    const advance = await admin("clock/advance", { days: 1e300 });
    expect(advance.status).toBe(400);
    expect(((await advance.json()) as { error_code: string }).error_code).toBe("admin_request_failed");
    expect(demoService.clock.now()).toBe(before);
    expect(before).toBe(PINNED_NOW);
    expect((await admin("faults", { latency_ms: 1e9 })).status).toBe(400);
    expect(demoService.state.faults.settings.latencyMs).toBe(0);
  });

  it("answers only requests addressed to a loopback name", async () => {
    const statusFor = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(`${demoService.url}/v2/authenticate/api`);
        const outgoing = httpRequest({ hostname: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { host, "content-type": "application/x-www-form-urlencoded" } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        outgoing.on("error", reject);
        outgoing.end(new URLSearchParams({ login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey }).toString());
      });
    expect(await statusFor("attacker.example:80")).toBe(403);
    expect(await statusFor(`localhost:${new URL(demoService.url).port}`)).toBe(200);
  });

  it("refuses a sign-in or a change sent by a page of an origin it does not allow", async () => {
    const signIn = (origin: string) =>
      fetch(`${demoService.url}/v2/authenticate/api`, { method: "POST", headers: { Origin: origin }, body: new URLSearchParams({ login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey }) });
    expect((await signIn("https://attacker.example")).status).toBe(403);
    expect((await signIn(ALLOWED_ORIGIN)).status).toBe(200);
    const before = demoService.state.dump();
    const create = await fetch(`${demoService.url}/v2/beneficiaries/create`, {
      method: "POST",
      headers: { Origin: "https://attacker.example", "X-Auth-Token": token },
      body: new URLSearchParams(GBP_BENEFICIARY as Record<string, string>),
    });
    expect(create.status).toBe(403);
    expect(demoService.state.dump()).toBe(before);
  });

  it.each([
    ["an amount beyond the digits the service stores", "/v2/conversions/create", { amount: "1234567890123456.00" }, "amount_is_in_invalid_format", /more digits than the service stores/],
    ["a date beyond any plan", "/v2/conversions/create", { conversion_date: "9999-12-31" }, "conversion_date_is_in_invalid_format", /between 1900-01-01 and 2099-12-31/],
    ["a control character in the reason", "/v2/conversions/create", { reason: "Invoice\u0007" }, "reason_is_in_invalid_format", /control character/],
    ["a C1 control character in the reason", "/v2/conversions/create", { reason: "Invoice\u009b2J" }, "reason_is_in_invalid_format", /control character \(U\+009B\)/],
  ])("refuses %s with the documented error shape, changing nothing", async (_name, path, change, code, text) => {
    const before = demoService.state.dump();
    const answer = await call(demoService, "POST", path, { buy_currency: "EUR", sell_currency: "GBP", amount: "100.00", fixed_side: "buy", reason: "Invoice", term_agreement: "true", ...change }, { token });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toContain(code);
    expect(JSON.stringify(answer.body.error_messages)).toMatch(text);
    expect(demoService.state.dump()).toBe(before);
  });
});
