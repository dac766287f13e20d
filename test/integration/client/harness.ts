/**
 * The client against the demo service over real HTTP on 127.0.0.1: each test file starts its own service
 * (port 0) and signs in as the seeded demo user through the real transport, session and resources.
 */
import { randomUUID } from "node:crypto";
import { type ClientConfig, createClient, type FxDeskClient } from "../../../src/api";
import { DEMO_USER } from "../../../src/sim/demo-credentials";
import type { SimOptions, SimServer } from "../../../src/sim/server";
import { startDemoService } from "../../support/demo-service";

export interface Harness {
  sim: SimServer;
  client: FxDeskClient;
  /** Every request the client sent, as "METHOD /path" (query left off). */
  sent: string[];
  newClient(overrides?: Partial<ClientConfig>): FxDeskClient;
}

/** Pinned, frozen simulated clock unless a test says otherwise, so states move only when a test advances it. */
export async function startHarness(simOptions: SimOptions = {}, clientOverrides: Partial<ClientConfig> = {}): Promise<Harness> {
  const sim = await startDemoService(simOptions);
  const sent: string[] = [];
  const recordingFetch = async (url: string, init: RequestInit): Promise<Response> => {
    sent.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
    return fetch(url, init);
  };
  const newClient = (overrides: Partial<ClientConfig> = {}) =>
    createClient({
      baseUrl: sim.url,
      loginId: DEMO_USER.loginId,
      apiKey: DEMO_USER.apiKey,
      fetch: recordingFetch,
      rateBudget: false,
      retry: { initialDelayMs: 1, maxDelayMs: 5, rateLimitWindowMs: 1 },
      ...clientOverrides,
      ...overrides,
    });
  return { sim, client: newClient(), sent, newClient };
}

/** Moves the simulated clock and lets the service apply what became due. */
export async function advance(sim: SimServer, ms: number): Promise<void> {
  const response = await fetch(`${sim.url}/__admin/clock/advance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ms }),
  });
  if (!response.ok) throw new Error(`advance failed: ${response.status}`);
}

/** Moves the simulated clock to an instant (never back) and lets the service apply what became due. */
export async function advanceTo(sim: SimServer, instant: number): Promise<void> {
  await advance(sim, Math.max(0, instant - sim.clock.now()));
}

/** A harness of its own for one test, closed after it: state no other test can touch, in any order. */
export async function withOwnService<T>(run: (own: Harness) => Promise<T>, simOptions: SimOptions = {}): Promise<T> {
  const own = await startHarness(simOptions);
  try {
    return await run(own);
  } finally {
    await own.sim.close();
  }
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A key no other test in the run uses. */
export function uniqueKey(label: string): string {
  return `${label}-${randomUUID()}`;
}
