/**
 * A test file's demo service in one line. `withDemoService()` registers the hooks that start a fresh demo service
 * (pinned, frozen clock: demo-service.ts) on its own port with the demo user's client (demo-client.ts) before the
 * file's or describe block's tests, and close it after them; `{ perTest: true }` gives every test its own. No two
 * files, and no two blocks that ask for their own, ever share a service, so tests run in any order.
 *
 *   const demo = withDemoService();                                  // demo.demoService, demo.client, demo.sent
 *   withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));   // or into the file's own variables
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "@jest/globals";
import type { ClientConfig, FetchLike, FxDeskClient } from "../../src/api";
import type { DemoServiceOptions, DemoServer } from "../../src/demo-service/server";
import { demoClient } from "./demo-client";
import { startDemoService } from "./demo-service";

export interface DemoSession {
  demoService: DemoServer;
  client: FxDeskClient;
  /** Every request the session's clients sent, as "METHOD /path" (query left off). */
  sent: string[];
  /** Another client of the demo user on the same service (recorded in `sent` unless given its own `fetch`). */
  newClient(overrides?: Partial<ClientConfig>): FxDeskClient;
}

export interface OwnDemoSession extends DemoSession {
  close(): Promise<void>;
}

export interface DemoOptions {
  /** How the service differs from the pinned default (startDemoService). */
  service?: DemoServiceOptions;
  /** How the session's clients differ from demoClient's. */
  client?: Partial<ClientConfig>;
  /** A fresh service for every test instead of one for the file (or describe block). */
  perTest?: boolean;
}

/** What runs once the service is up, before the tests: taking the session into the file's variables, seeding data. */
export type DemoReady = (demo: DemoSession) => unknown;

/** A service and its clients that the caller closes. */
export async function startDemo(service: DemoServiceOptions = {}, client: Partial<ClientConfig> = {}): Promise<OwnDemoSession> {
  const demoService = await startDemoService(service);
  const sent: string[] = [];
  const recordingFetch: FetchLike = (url, init) => {
    sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
    return fetch(url, init);
  };
  const newClient = (overrides: Partial<ClientConfig> = {}) => demoClient(demoService, { fetch: recordingFetch, ...client, ...overrides });
  return { demoService, client: newClient(), sent, newClient, close: () => demoService.close() };
}

/** A service of its own for one test, closed after it: state no other test can touch, in any order. */
export async function withOwnService<T>(run: (own: DemoSession) => Promise<T>, service: DemoServiceOptions = {}): Promise<T> {
  const own = await startDemo(service);
  try {
    return await run(own);
  } finally {
    await own.close();
  }
}

export function withDemoService(ready?: DemoReady): DemoSession;
export function withDemoService(options: DemoOptions, ready?: DemoReady): DemoSession;
export function withDemoService(first?: DemoOptions | DemoReady, second?: DemoReady): DemoSession {
  const options = typeof first === "function" ? {} : (first ?? {});
  const ready = typeof first === "function" ? first : second;
  const [start, stop] = options.perTest ? [beforeEach, afterEach] : [beforeAll, afterAll];
  let current: OwnDemoSession | undefined;
  start(async () => {
    current = await startDemo(options.service, options.client);
    await ready?.(current);
  });
  stop(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  const live = (): DemoSession => {
    if (current === undefined) throw new Error("the demo service runs only while the tests that asked for it do");
    return current;
  };
  return {
    get demoService() {
      return live().demoService;
    },
    get client() {
      return live().client;
    },
    get sent() {
      return live().sent;
    },
    newClient: (overrides) => live().newClient(overrides),
  };
}
