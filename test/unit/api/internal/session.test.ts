import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { AuthenticationError, BadRequestError, NotSignedInError, ResponseValidationError } from "../../../../src/api";
import type { RequestSpec } from "../../../../src/api/internal/request-spec";
import { createSession } from "../../../../src/api/internal/session";
import { createTransport } from "../../../../src/api/internal/transport";
import { createFakeService, errorReply, type RecordedRequest, type Reply } from "../../../support/fake-service";
import { apiKey, closePath, loginId, loginPath, tokenA, tokenB } from "../logger-fixtures";

const balancePath = "/v2/balances/EUR";
const balance: RequestSpec<{ currency: string }> = { method: "GET", path: balancePath, schema: z.object({ currency: z.string() }) };
const authFailed = errorReply(401, "auth_failed", {
  username: [{ code: "invalid_supplied_credentials", message: "Authentication failed with the supplied credentials" }],
});

/**
 * A service that issues the given tokens in turn and accepts only tokens it has issued and not expired.
 * `expire(token)` makes the service forget one, like its 30-minute inactivity expiry.
 */
function tokenService(issued: string[], route: (request: RecordedRequest) => Reply = () => ({ json: { currency: "EUR" } })) {
  const live = new Set<string>();
  const toIssue = [...issued];
  const service = createFakeService((request) => {
    if (request.path === loginPath) {
      const token = toIssue.shift();
      if (!token) return authFailed;
      live.add(token);
      return { json: { auth_token: token } };
    }
    const token = request.headers["x-auth-token"];
    if (!token || !live.has(token)) return authFailed;
    if (request.path === closePath) {
      live.delete(token);
      return { json: {} };
    }
    return route(request);
  });
  return { service, expire: (token: string) => live.delete(token) };
}

function sessionOver(fetch: ReturnType<typeof createFakeService>["fetch"], now?: () => number) {
  const transport = createTransport({ baseUrl: "http://localhost:4010", fetch, retry: { maxRetries: 0 } });
  return createSession({ baseUrl: "http://localhost:4010", loginId, apiKey, now }, transport);
}

describe("session", () => {
  it("remembers a refused login: 100 concurrent calls and every later one cost one login attempt in all", async () => {
    const service = createFakeService((request) => (request.path === loginPath ? authFailed : { json: { currency: "EUR" } }));
    const session = sessionOver(service.fetch);

    const failures = await Promise.all(Array.from({ length: 100 }, () => session.request(balance).catch((error: unknown) => error)));
    const later = await session.request(balance).catch((error: unknown) => error);
    const signInAgain = await session.signIn().catch((error: unknown) => error);

    expect(failures.every((error) => error instanceof AuthenticationError)).toBe(true);
    expect(later).toBeInstanceOf(AuthenticationError);
    expect(signInAgain).toBeInstanceOf(AuthenticationError);
    expect(service.count(loginPath)).toBe(1);
    expect(service.count(balancePath)).toBe(0);
  });

  it("remembers a login refused with 400 as it does a 401: one login attempt for every later call", async () => {
    const malformed = errorReply(400, "auth_invalid_user_login_details", {
      login_id: [{ code: "login_id_is_in_invalid_format", message: "login_id is in invalid format" }],
    });
    const service = createFakeService((request) => (request.path === loginPath ? malformed : { json: { currency: "EUR" } }));
    const session = sessionOver(service.fetch);

    const failures = await Promise.all(Array.from({ length: 20 }, () => session.request(balance).catch((error: unknown) => error)));
    const later = await Promise.all(Array.from({ length: 30 }, () => session.request(balance).catch((error: unknown) => error)));
    const signInAgain = await session.signIn().catch((error: unknown) => error);

    expect([...failures, ...later, signInAgain].every((error) => error instanceof BadRequestError && error.hasCode("login_id_is_in_invalid_format"))).toBe(true);
    expect(service.count(loginPath)).toBe(1);
    expect(service.count(balancePath)).toBe(0);
  });

  it("remembers a refusal met when a token is replaced mid-session (a revoked key)", async () => {
    const { service, expire } = tokenService([tokenA]);
    const session = sessionOver(service.fetch);
    await session.request(balance);
    expire(tokenA);

    await expect(session.request(balance)).rejects.toBeInstanceOf(AuthenticationError);
    await expect(session.request(balance)).rejects.toBeInstanceOf(AuthenticationError);
    expect(service.count(loginPath)).toBe(2);
  });

  it("signs in once for 20 concurrent first calls", async () => {
    const { service } = tokenService([tokenA, tokenB]);
    const session = sessionOver(service.fetch);

    const answers = await Promise.all(Array.from({ length: 20 }, () => session.request(balance)));

    expect(answers).toHaveLength(20);
    expect(service.count(loginPath)).toBe(1);
    expect(service.requests.filter((r) => r.path === balancePath).every((r) => r.headers["x-auth-token"] === tokenA)).toBe(true);
  });

  it("answers 20 concurrent 401s with exactly one new login and replays every call once", async () => {
    const { service, expire } = tokenService([tokenA, tokenB]);
    const session = sessionOver(service.fetch);
    await session.request(balance);
    expire(tokenA);

    const answers = await Promise.all(Array.from({ length: 20 }, () => session.request(balance)));

    expect(answers.every((a) => a.currency === "EUR")).toBe(true);
    expect(service.count(loginPath)).toBe(2);
    const afterExpiry = service.requests.filter((r) => r.path === balancePath).slice(1);
    expect(afterExpiry.filter((r) => r.headers["x-auth-token"] === tokenA)).toHaveLength(20);
    expect(afterExpiry.filter((r) => r.headers["x-auth-token"] === tokenB)).toHaveLength(20);
  });

  it("fails with AuthenticationError when the fresh token is refused too, without looping", async () => {
    const { service } = tokenService([tokenA, tokenB], () => authFailed);
    const session = sessionOver(service.fetch);

    const error = await session.request(balance).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).status).toBe(401);
    expect(service.count(loginPath)).toBe(2);
    expect(service.count(balancePath)).toBe(2);
    expect(session.state().signedIn).toBe(false);
  });

  it("fails a call with the login's AuthenticationError when the credentials are refused, after one attempt", async () => {
    const { service } = tokenService([]);
    const session = sessionOver(service.fetch);

    const error = await session.request(balance).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AuthenticationError);
    expect((error as AuthenticationError).path).toBe(loginPath);
    expect(service.count(loginPath)).toBe(1);
    expect(service.count(balancePath)).toBe(0);
  });

  it("treats a 403 auth_failed from the login as an AuthenticationError", async () => {
    const service = createFakeService(() => errorReply(403, "auth_failed"));
    const session = sessionOver(service.fetch);

    await expect(session.signIn()).rejects.toBeInstanceOf(AuthenticationError);
  });

  it("refuses a login answer whose token is not 32 hex characters", async () => {
    const service = createFakeService(() => ({ json: { auth_token: "not-a-token" } }));
    const session = sessionOver(service.fetch);

    const error = await session.signIn().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issuePath).toBe("auth_token");
    expect((error as Error).message).not.toContain("not-a-token");
  });

  it("closes the session at the service, retires the token and signs in again on the next call", async () => {
    const { service } = tokenService([tokenA, tokenB]);
    const session = sessionOver(service.fetch);
    await session.request(balance);

    await session.close();

    const close = service.requests.find((r) => r.path === closePath);
    expect(close?.method).toBe("POST");
    expect(close?.headers["x-auth-token"]).toBe(tokenA);
    expect(session.state()).toMatchObject({ signedIn: false, loginId });
    await session.request(balance);
    expect(service.count(loginPath)).toBe(2);
    expect(service.requests.at(-1)?.headers["x-auth-token"]).toBe(tokenB);
  });

  it("closes quietly when the service has already forgotten the token", async () => {
    const { service, expire } = tokenService([tokenA]);
    const session = sessionOver(service.fetch);
    await session.signIn();
    expire(tokenA);

    await expect(session.close()).resolves.toBeUndefined();
    expect(session.state().signedIn).toBe(false);
  });

  it("forgets the credentials on sign-out: later calls fail without a login", async () => {
    const { service } = tokenService([tokenA, tokenB]);
    const session = sessionOver(service.fetch);
    await session.signIn();

    await session.signOut();

    await expect(session.request(balance)).rejects.toBeInstanceOf(NotSignedInError);
    expect(service.count(loginPath)).toBe(1);
    expect(service.count(closePath)).toBe(1);
    expect(session.state()).toEqual({ signedIn: false, loginId: undefined, baseUrl: "http://localhost:4010", lastUsedAt: undefined });
  });

  it("signs in again before a call when the token has been idle for more than 30 minutes", async () => {
    let clock = 0;
    const { service } = tokenService([tokenA, tokenB]);
    const session = sessionOver(service.fetch, () => clock);
    await session.request(balance);

    clock = 20 * 60_000;
    await session.request(balance);
    expect(session.state().lastUsedAt).toBe(20 * 60_000);

    clock = 50 * 60_000; // 30 minutes since the last use, not more
    await session.request(balance);
    expect(service.count(loginPath)).toBe(1);

    clock = 80 * 60_000 + 1;
    await session.request(balance);

    expect(service.count(loginPath)).toBe(2);
    const [lastLogin, lastCall] = service.requests.slice(-2);
    expect(lastLogin?.path).toBe(loginPath);
    expect(lastCall?.headers["x-auth-token"]).toBe(tokenB);
    // The idle token was never sent, so no call got a 401 first.
    expect(service.requests.filter((r) => r.headers["x-auth-token"] === tokenA)).toHaveLength(3);
  });

  it("reports its state without the key or the token", async () => {
    const { service } = tokenService([tokenA]);
    const session = sessionOver(service.fetch, () => 1_234);
    expect(session.state()).toEqual({ signedIn: false, loginId, baseUrl: "http://localhost:4010", lastUsedAt: undefined });

    await session.request(balance);

    expect(session.state()).toEqual({ signedIn: true, loginId, baseUrl: "http://localhost:4010", lastUsedAt: 1_234 });
    expect(JSON.stringify(session)).not.toContain(apiKey);
    expect(JSON.stringify(session)).not.toContain(tokenA);
  });

  it("lets one caller stop waiting for a shared login while the others get their answers", async () => {
    let releaseLogin: (reply: Reply) => void = () => undefined;
    const loginAnswer = new Promise<Reply>((resolve) => (releaseLogin = resolve));
    const service = createFakeService((request) => (request.path === loginPath ? loginAnswer : { json: { currency: "EUR" } }));
    const session = sessionOver(service.fetch);
    const controller = new AbortController();
    const reason = new Error("cell recalculated");

    const abandoned = session.request({ ...balance, options: { signal: controller.signal } }).catch((e: unknown) => e);
    const kept = session.request(balance);
    await Promise.resolve();
    controller.abort(reason);
    releaseLogin({ json: { auth_token: tokenA } });

    expect(await abandoned).toBe(reason);
    await expect(kept).resolves.toEqual({ currency: "EUR" });
    expect(service.count(loginPath)).toBe(1);
    expect(service.count(balancePath)).toBe(1);
  });
});
