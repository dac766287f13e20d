import { describe, expect, it } from "@jest/globals";
import { authenticationTokenSchema, closeSessionSchema } from "../../../src/api/schemas";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { MINUTE, startDemoService } from "../../support/demo-service";
import { call, codes, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("demo service: authentication", () => {
  let demoService: DemoServer;
  withDemoService((demo) => ({ demoService } = demo));

  it("returns a 32-hex token the client schema accepts", async () => {
    const answer = await call(demoService, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey });
    expect(answer.status).toBe(200);
    expect(answer.body.auth_token).toMatch(/^[0-9a-f]{32}$/);
    expect(authenticationTokenSchema.parse(answer.body).auth_token).toBe(answer.body.auth_token);
  });

  it("accepts a multipart login as well as url-encoded", async () => {
    const answer = await call(demoService, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey }, { multipart: true });
    expect(answer.status).toBe(200);
  });

  it("answers a wrong key with the spec's 401 body", async () => {
    const answer = await call(demoService, "POST", "/v2/authenticate/api", { login_id: "someone@example.com", api_key: "a".repeat(64) });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error_code: "auth_failed",
      error_messages: { username: [{ code: "invalid_supplied_credentials", message: expect.any(String), params: {} }] },
    });
  });

  it("refuses a key of the wrong length with 400 auth_invalid_user_login_details", async () => {
    const answer = await call(demoService, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: "abc" });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("auth_invalid_user_login_details");
    expect(answer.body.error_messages.api_key[0]).toMatchObject({ code: "api_key_length_is_invalid", params: { length: 64 } });
    const missing = await call(demoService, "POST", "/v2/authenticate/api", {});
    expect(codes(missing).sort()).toEqual(["api_key_is_required", "login_id_is_required"]);
  });

  it("needs a token everywhere else", async () => {
    const answer = await call(demoService, "GET", "/v2/accounts/current");
    expect(answer.status).toBe(401);
    expect(answer.body.error_code).toBe("auth_failed");
  });

  it("close_session answers {} and retires the token", async () => {
    const token = await login(demoService);
    const closed = await call(demoService, "POST", "/v2/authenticate/close_session", {}, { token });
    expect(closed.status).toBe(200);
    expect(closeSessionSchema.parse(closed.body)).toEqual({});
    expect(closed.body).toEqual({});
    expect((await call(demoService, "GET", "/v2/accounts/current", {}, { token })).status).toBe(401);
  });

  it("expires a token after 30 minutes without use, not while it is used", async () => {
    const token = await login(demoService);
    demoService.clock.advance(29 * MINUTE);
    expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).status).toBe(200);
    demoService.clock.advance(29 * MINUTE);
    expect((await call(demoService, "GET", "/v2/contacts/current", {}, { token })).status).toBe(200);
    demoService.clock.advance(30 * MINUTE);
    const expired = await call(demoService, "GET", "/v2/contacts/current", {}, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error_code).toBe("auth_failed");
  });

  it("locks a login after four failed attempts, even for the right key", async () => {
    const other = await startDemoService();
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const failed = await call(other, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: "b".repeat(64) });
        expect(failed.status).toBe(401);
      }
      const locked = await call(other, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey });
      expect(locked.status).toBe(401);
      expect(locked.body.error_code).toBe("auth_failed");
      other.state.reset();
      expect((await call(other, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("honours configured credentials and idle minutes", async () => {
    const custom = await startDemoService({ credentials: { loginId: "ops@example.com", apiKey: "f".repeat(64) }, tokenIdleMinutes: 5 });
    try {
      expect((await call(custom, "POST", "/v2/authenticate/api", { login_id: DEMO_USER.loginId, api_key: DEMO_USER.apiKey })).status).toBe(401);
      const token = await login(custom, { loginId: "ops@example.com", apiKey: "f".repeat(64) });
      expect((await call(custom, "GET", "/v2/contacts/current", {}, { token })).body.login_id).toBe("ops@example.com");
      custom.clock.advance(5 * MINUTE);
      expect((await call(custom, "GET", "/v2/contacts/current", {}, { token })).status).toBe(401);
    } finally {
      await custom.close();
    }
  });
});

describe("demo service: transport", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService(async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("puts a UUID X-Request-Id on every answer: success, 401, 404 and 400", async () => {
    const answers = await Promise.all([
      call(demoService, "GET", "/v2/accounts/current", {}, { token }),
      call(demoService, "GET", "/v2/accounts/current"),
      call(demoService, "GET", "/v2/nowhere", {}, { token }),
      call(demoService, "GET", "/v2/rates/find", {}, { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((a) => a.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
    expect(answers[2]!.body).toMatchObject({ error_code: "not_found", error_messages: { base: [expect.objectContaining({ code: "not_found" })] } });
  });

  it("refuses unknown parameters with invalid_extra_parameters, in query and body", async () => {
    const inQuery = await call(demoService, "GET", "/v2/balances/find", { colour: "blue" }, { token });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error_messages.base[0]).toEqual({ code: "invalid_extra_parameters", message: expect.any(String), params: { parameters: "colour" } });
    const inBody = await call(demoService, "POST", "/v2/accounts/find", { shoe_size: "9" }, { token, multipart: true });
    expect(inBody.status).toBe(400);
    expect(codes(inBody)).toEqual(["invalid_extra_parameters"]);
  });

  it("answers CORS preflights for the add-in origin and not for others", async () => {
    const allowed = await fetch(`${demoService.url}/v2/rates/find`, {
      method: "OPTIONS",
      headers: { Origin: "https://localhost:3000", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-auth-token" },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://localhost:3000");
    expect(allowed.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-auth-token");
    const simple = await fetch(`${demoService.url}/v2/accounts/current`, { headers: { Origin: "http://127.0.0.1:3000", "X-Auth-Token": token } });
    expect(simple.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    expect(simple.headers.get("access-control-expose-headers")).toContain("X-Request-Id");
    const foreign = await fetch(`${demoService.url}/v2/accounts/current`, { headers: { Origin: "https://evil.example", "X-Auth-Token": token } });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers JSON with the charset", async () => {
    const answer = await call(demoService, "GET", "/v2/accounts/current", {}, { token });
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});
