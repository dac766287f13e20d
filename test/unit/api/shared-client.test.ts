/**
 * The functions and the task pane use ONE client: the task pane signs in, and a formula evaluated by the
 * functions module rides on that very session (same instance, same token, no second login).
 *
 * Each side is loaded in its own module registry (jest.isolateModules), which is what two bundles without a
 * shared webpack runtime would be: two copies of src/api/shared-client. The slot on globalThis still joins them.
 * The webpack side of the guarantee (one runtime chunk; both entries on taskpane.html) is asserted on the config.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- jest.isolateModules loads separate module copies only through require() */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import path from "node:path";
import type { FetchLike } from "../../../src/api";

type SharedClientModule = typeof import("../../../src/api/shared-client");
type SessionActionsModule = typeof import("../../../src/taskpane/shell/session-actions");
type FunctionsModule = typeof import("../../../src/functions/functions");
type ServicesModule = typeof import("../../../src/functions/function-state");

interface SentRequest {
  method: string;
  path: string;
  token: string | null;
}

const TOKEN = "0123456789abcdef0123456789abcdef";

function fakeService(sent: SentRequest[]): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    const headers = new Headers(init.headers);
    sent.push({ method: init.method ?? "GET", path: url.pathname, token: headers.get("X-Auth-Token") });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "X-Request-Id": "req-1" } });
    if (url.pathname === "/v2/authenticate/api") return json(200, { auth_token: TOKEN });
    if (url.pathname === "/v2/authenticate/close_session") return json(200, {});
    if (url.pathname === "/v2/rates/find") {
      return json(200, { rates: { EURGBP: ["0.850000", "0.860000"] }, unavailable: [] });
    }
    // Profile reads are decoration for the status line; a 404 here must not fail the sign-in.
    return json(404, { error_code: "not_found", error_messages: { base: [{ code: "not_found", message: "no", params: {} }] } });
  };
}

function loadIsolated<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded as T;
}

const slotKey = Symbol.for("fx-desk.shared-client");

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[slotKey];
});

describe("one client for the functions and the task pane", () => {
  it("a formula uses the session the task pane signed in with, even from a separate module copy", async () => {
    const taskpane = loadIsolated(() => ({
      actions: require("../../../src/taskpane/shell/session-actions") as SessionActionsModule,
      shared: require("../../../src/api/shared-client") as SharedClientModule,
    }));
    const functions = loadIsolated(() => ({
      fx: require("../../../src/functions/functions") as FunctionsModule,
      services: require("../../../src/functions/function-state") as ServicesModule,
      shared: require("../../../src/api/shared-client") as SharedClientModule,
    }));
    // Two copies of the module really were loaded: only globalThis can join them.
    expect(functions.shared).not.toBe(taskpane.shared);
    expect(functions.shared.getSharedClient()).toBeUndefined();

    const sent: SentRequest[] = [];
    const session = await taskpane.actions.startSession(
      { environmentId: "custom", customUrl: "http://127.0.0.1:4999", loginId: "demo@fxdesk.local", apiKey: "a".repeat(64), remember: false },
      fakeService(sent),
    );

    expect(functions.shared.getSharedClient()).toBe(session.client);
    expect(functions.services.requireClient()).toBe(session.client);

    await expect(functions.fx.rate("EURGBP", undefined)).resolves.toBe(0.855);
    const logins = sent.filter((request) => request.path === "/v2/authenticate/api");
    const rateCalls = sent.filter((request) => request.path === "/v2/rates/find");
    expect(logins).toHaveLength(1);
    expect(rateCalls).toEqual([{ method: "GET", path: "/v2/rates/find", token: TOKEN }]);
  });

  it("signing out in the task pane takes the client away from the functions", async () => {
    const taskpane = loadIsolated(() => require("../../../src/taskpane/shell/session-actions") as SessionActionsModule);
    const functions = loadIsolated(() => require("../../../src/functions/function-state") as ServicesModule);
    const sent: SentRequest[] = [];
    const session = await taskpane.startSession(
      { environmentId: "custom", customUrl: "http://127.0.0.1:4999", loginId: "demo@fxdesk.local", apiKey: "a".repeat(64), remember: false },
      fakeService(sent),
    );
    expect(functions.requireClient()).toBe(session.client);

    await taskpane.endSession(session.client);

    expect(() => functions.requireClient()).toThrow("Sign in to FX Desk to load rates");
    expect(sent.map((request) => request.path)).toContain("/v2/authenticate/close_session");
  });

  it("webpack puts both entries on taskpane.html over one runtime chunk", async () => {
    const configure = require(path.resolve(__dirname, "../../../webpack.config.js")) as (
      env: unknown,
      argv: { mode: string },
    ) => Promise<{
      entry: Record<string, string>;
      optimization: { runtimeChunk: unknown };
      plugins: { userOptions?: { filename?: string; chunks?: string[] } }[];
    }>;
    const config = await configure({}, { mode: "development" });
    expect(config.optimization.runtimeChunk).toBe("single");
    expect(Object.keys(config.entry)).toEqual(expect.arrayContaining(["functions", "taskpane"]));
    const taskpanePage = config.plugins.find((plugin) => plugin.userOptions?.filename === "taskpane.html");
    expect(taskpanePage?.userOptions?.chunks).toEqual(["functions", "taskpane"]);
  });
});
