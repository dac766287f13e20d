/**
 * The demo user's client against a demo service (test/support/demo-service.ts) over real HTTP, through the real
 * transport, session and resources, and the job context the booking engine runs with.
 */
import { type ClientConfig, createClient, type FxDeskClient } from "../../src/api";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import type { WorkbookPort } from "../../src/workbook/port";
import { PINNED_NOW } from "./demo-service";

/** Anything listening where a client can reach it: an in-process service, a service process, the relay. */
export interface Reachable {
  url: string;
}

/** Where and as whom: the seeded demo user at `service`, with the product's own retry and rate budget. */
export function demoUser(service: Reachable): Pick<ClientConfig, "baseUrl" | "loginId" | "apiKey"> {
  return { baseUrl: service.url, loginId: DEMO_USER.loginId, apiKey: DEMO_USER.apiKey };
}

/**
 * The demo user's client for tests: no client-side rate budget and short backoffs, so retry paths run in
 * milliseconds instead of seconds. `overrides` replace whole settings (a `retry` given replaces this one).
 */
export function demoClient(service: Reachable, overrides: Partial<ClientConfig> = {}): FxDeskClient {
  return createClient({
    ...demoUser(service),
    rateBudget: false,
    retry: { maxRetries: 6, initialDelayMs: 2, maxDelayMs: 20, rateLimitWindowMs: 1 },
    ...overrides,
  });
}

/**
 * What the booking engine is given when it runs for `client` on `workbook`. Its clock stands still at the demo
 * service's pinned now unless a test gives its own: what the engine derives from time (how far ahead it reads rows,
 * send-pace.ts) is then the same on a fast machine and a loaded one.
 */
export function jobContext(client: FxDeskClient, workbook: WorkbookPort, defaults: Partial<JobContext> = {}): JobContext {
  return { api: client.core, cancellable: (signal) => client.coreCancelledBy(signal), workbook, signedInLogin: () => client.session.state().loginId, now: () => PINNED_NOW, ...defaults };
}
