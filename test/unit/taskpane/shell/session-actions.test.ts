import { afterEach, describe, expect, it } from "@jest/globals";
import { AuthenticationError } from "../../../../src/api";
import { loadRememberedCredentials, rememberCredentials } from "../../../../src/taskpane/shell/remembered-credentials";
import { startSession } from "../../../../src/taskpane/shell/session-actions";
import { memoryStorage } from "../../../support/memory-storage";

/** Installs an in-memory localStorage for the page. */
function installStorage(): Storage {
  const storage = memoryStorage();
  (globalThis as { localStorage?: Storage }).localStorage = storage;
  return storage;
}

afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

const refusingLogin = async () =>
  new Response(JSON.stringify({ error_code: "auth_failed", error_messages: { username: [{ code: "invalid_supplied_credentials", message: "Authentication failed", params: {} }] } }), {
    status: 401,
    headers: { "Content-Type": "application/json" },
  });

describe("signing in", () => {
  it("takes an API key pasted in capitals or with spaces around it as the same key", async () => {
    const sent: string[] = [];
    const service = async (input: string, init: RequestInit) => {
      if (input.endsWith("/v2/authenticate/api")) sent.push(new URLSearchParams(String(init.body)).get("api_key") ?? "");
      return refusingLogin();
    };
    await startSession({ environmentId: "custom", customUrl: "http://127.0.0.1:4999", loginId: "me@fxdesk.local", apiKey: ` ${"AB".repeat(32)} `, remember: false }, service).catch(() => undefined);
    expect(sent).toEqual(["ab".repeat(32)]);
  });
});

describe("remember on this device", () => {
  it("forgets a remembered key as soon as the box is unticked, even when that sign-in fails", async () => {
    const storage = installStorage();
    rememberCredentials({ environmentId: "local-demo", customUrl: "", loginId: "old@fxdesk.local", apiKey: "b".repeat(64) }, storage);

    const failure = await startSession(
      { environmentId: "custom", customUrl: "http://127.0.0.1:4999", loginId: "new@fxdesk.local", apiKey: "c".repeat(64), remember: false },
      refusingLogin,
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AuthenticationError);
    expect(loadRememberedCredentials(storage)).toBeUndefined();
  });
});
