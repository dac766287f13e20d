/**
 * @jest-environment jsdom
 */
/**
 * The remembered sign-in is read from localStorage under Office's storage partition (Office.context.partitionKey),
 * which Office sets only once Office.onReady has resolved. The pane renders before that, so the session hook must
 * touch the storage only after the host is ready: here Excel's host over a stand-in Office whose onReady resolves
 * when the test says.
 */
import "../../../support/jsdom-text-encoder";
import { afterEach, beforeEach, describe, expect, it } from "@jest/globals";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createOfficeHost } from "../../../../src/taskpane/office-host";
import { createActivityLog } from "../../../../src/taskpane/components/activity-log";
import { useSession } from "../../../../src/taskpane/shell/use-session";
import { memoryStorage } from "../../../support/memory-storage";

const PARTITION = "part-7/";
const remembered = (loginId: string) => JSON.stringify({ environmentId: "production", customUrl: "", loginId, apiKey: "c".repeat(64) });

/** A stand-in for Office.js: no context until `ready()`, as Office sets it when it has loaded. */
function installOffice(): { ready: () => void } {
  const office: { context?: { partitionKey: string; requirements: { isSetSupported: () => boolean } }; onReady: () => Promise<unknown> } = { onReady: () => started };
  let ready = () => {};
  const started = new Promise<void>((resolve) => {
    ready = () => {
      // The host asks for formatted dates (CustomFunctionsRuntime 1.4) once Office is ready: this Office has none.
      office.context = { partitionKey: PARTITION, requirements: { isSetSupported: () => false } };
      resolve();
    };
  });
  (globalThis as { Office?: unknown }).Office = office;
  return { ready };
}

/** The page's localStorage, recording every key read, written or removed. */
function installStorage(): { storage: Storage; touched: string[] } {
  const storage = memoryStorage();
  const touched: string[] = [];
  const recording: Storage = {
    get length() {
      return storage.length;
    },
    clear: () => storage.clear(),
    key: (index) => storage.key(index),
    getItem: (key) => (touched.push(`read ${key}`), storage.getItem(key)),
    setItem: (key, value) => (touched.push(`write ${key}`), storage.setItem(key, value)),
    removeItem: (key) => (touched.push(`remove ${key}`), storage.removeItem(key)),
  };
  Object.defineProperty(globalThis, "localStorage", { value: recording, configurable: true });
  return { storage, touched };
}

/** The service refuses every login: what matters is which login was tried, and when. */
function installRefusingService(): string[] {
  const logins: string[] = [];
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    logins.push(new URLSearchParams(String(init?.body)).get("login_id") ?? "");
    // jsdom has no Response: what the transport reads of one (status, body text, headers).
    const body = { error_code: "auth_failed", error_messages: { username: [{ code: "invalid_supplied_credentials", message: "Authentication failed", params: {} }] } };
    return { ok: false, status: 401, headers: { get: () => null }, text: async () => JSON.stringify(body) } as unknown as Response;
  }) as typeof fetch;
  return logins;
}

const originalFetch = globalThis.fetch;
const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

/** The pane's session as the shell holds it: one host and one log for the page's life. */
function renderSession() {
  const host = createOfficeHost();
  const log = createActivityLog();
  return renderHook(() => useSession(host, log));
}

describe("the remembered sign-in waits for Office", () => {
  let office: { ready: () => void };
  let storage: Storage;
  let touched: string[];
  let logins: string[];

  beforeEach(() => {
    office = installOffice();
    ({ storage, touched } = installStorage());
    logins = installRefusingService();
  });

  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
    globalThis.fetch = originalFetch;
  });

  it("reads nothing before Office.onReady, then reads the entry of Office's partition and signs in with it", async () => {
    // An entry outside the partition (another host origin's, or written before partitioning): never this pane's.
    storage.setItem("fxdesk.sign-in", remembered("elsewhere@example.com"));
    storage.setItem(`${PARTITION}fxdesk.sign-in`, remembered("me@example.com"));

    const { result, unmount } = renderSession();
    await flush();

    expect(touched).toEqual([]);
    expect(logins).toEqual([]);
    expect(result.current.status.kind).toBe("signed-out");

    await act(async () => office.ready());
    await waitFor(() => expect(logins).toEqual(["me@example.com"]));

    expect(touched).toEqual([`read ${PARTITION}fxdesk.sign-in`]);
    await waitFor(() => expect(result.current.status).toMatchObject({ kind: "signed-out", error: expect.anything() }));
    unmount();
  });

  it("holds a sign-in submitted before Office is ready until it is, then forgets under the partition when 'remember' is off", async () => {
    storage.setItem(`${PARTITION}fxdesk.sign-in`, remembered("me@example.com"));
    const { result, unmount } = renderSession();

    let signingIn: Promise<void> = Promise.resolve();
    act(() => {
      signingIn = result.current.signIn({ environmentId: "production", customUrl: "", loginId: "typed@example.com", apiKey: "d".repeat(64), remember: false });
    });
    await flush();

    expect(result.current.status.kind).toBe("signing-in");
    expect(touched).toEqual([]);
    expect(logins).toEqual([]);

    await act(async () => {
      office.ready();
      await signingIn;
    });

    expect(logins).toContain("typed@example.com");
    expect(touched).toContain(`remove ${PARTITION}fxdesk.sign-in`);
    expect(touched.filter((entry) => !entry.includes(PARTITION))).toEqual([]);
    expect(storage.getItem(`${PARTITION}fxdesk.sign-in`)).toBeNull();
    unmount();
  });
});
