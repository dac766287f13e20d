import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { type ClientConfig, createClient, type FxDeskClient } from "../../../src/api";
import { createFakeService, errorReply, hang, networkFailure, type Handler } from "../../support/fake-service";
import { apiKey, closePath, loginId, loginPath, recordingLogger, tokenA } from "./logger-fixtures";

/** Everything an error exposes: message, stack, own properties, and the same for its causes. */
function exposedText(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (current instanceof Error) {
      parts.push(current.message, String(current.stack));
      parts.push(JSON.stringify(Object.fromEntries(Object.getOwnPropertyNames(current).map((k) => [k, String((current as never)[k])]))));
    }
    parts.push(JSON.stringify(current) ?? "", String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join("\n");
}

interface Scenario {
  name: string;
  handler: Handler;
  config?: Partial<ClientConfig>;
  act: (client: FxDeskClient) => Promise<unknown>;
}

const call = (client: FxDeskClient) =>
  client.session.request({ method: "GET", path: "/v2/accounts/current", schema: z.object({ id: z.string() }) });
const loggedIn = (reply: ReturnType<Handler>): Handler => (request) =>
  request.path === loginPath ? { json: { auth_token: tokenA } } : reply;

const scenarios: Scenario[] = [
  {
    name: "login refused with field messages (400)",
    handler: () =>
      errorReply(400, "auth_invalid_user_login_details", {
        api_key: [{ code: "api_key_length_is_invalid", message: "api_key should be 64 character(s) long", params: { length: 64 } }],
      }),
    act: call,
  },
  { name: "login refused (401)", handler: () => errorReply(401, "auth_failed"), act: call },
  { name: "login refused (403)", handler: () => errorReply(403, "auth_failed"), act: call },
  { name: "login rate limited (429)", handler: () => errorReply(429, "too_many_requests"), act: call },
  { name: "login HTML 503", handler: () => ({ status: 503, body: "<html>down</html>" }), act: call },
  { name: "login connection refused", handler: () => Promise.reject(networkFailure()), act: call },
  { name: "login timeout", handler: () => hang(), config: { timeoutMs: 5 }, act: call },
  { name: "login answer with a bad token", handler: () => ({ json: { auth_token: 42 } }), act: call },
  { name: "call refused twice (401 after re-login)", handler: loggedIn(errorReply(401, "auth_failed")), act: call },
  { name: "call permission denied", handler: loggedIn(errorReply(403, "permission_denied")), act: call },
  { name: "call response mismatch", handler: loggedIn({ json: { id: 7 } }), act: call },
  { name: "close_session failure", handler: loggedIn({ status: 500, body: "" }), act: async (client) => {
    await client.session.signIn();
    await client.session.close();
  } },
  { name: "call after sign-out", handler: loggedIn({ json: {} }), act: async (client) => {
    await client.session.signIn();
    await client.session.signOut();
    await call(client);
  } },
];

describe("the API key never leaks", () => {
  it.each(scenarios.map((s) => [s.name, s] as const))("%s: not in the error, its causes or the log", async (_name, scenario) => {
    const logger = recordingLogger();
    const service = createFakeService(scenario.handler);
    const client = createClient({
      baseUrl: "http://localhost:4010",
      loginId,
      apiKey,
      fetch: service.fetch,
      logger,
      retry: { maxRetries: 1, initialDelayMs: 1, rateLimitWindowMs: 1 },
      ...scenario.config,
    });

    const error = await scenario.act(client).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(Error);
    expect(exposedText(error)).not.toContain(apiKey);
    expect(JSON.stringify(logger.lines)).not.toContain(apiKey);
    expect(JSON.stringify(logger.lines)).not.toContain(tokenA);
    expect(JSON.stringify(client)).not.toContain(apiKey);
    expect(logger.lines.length).toBeGreaterThan(0);
    // The key did travel, to the login only: the checks above are not vacuous.
    const carriers = service.requests.filter((r) => r.rawBody.includes(apiKey));
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((r) => r.path === loginPath)).toBe(true);
    expect(service.requests.filter((r) => r.path === closePath).every((r) => !r.rawBody.includes(apiKey))).toBe(true);
  });

  it("is not echoed when the key itself is malformed", () => {
    const uppercase = apiKey.toUpperCase();
    let error: unknown;
    try {
      createClient({ baseUrl: "http://localhost:4010", loginId, apiKey: uppercase });
    } catch (e) {
      error = e;
    }

    expect(error).toMatchObject({ field: "apiKey" });
    expect(exposedText(error)).not.toContain(uppercase);
  });
});
