/** What the demo-service benchmarks share: a client that counts its requests, the service's latency, a median. */
import { createClient, defaultRateBudget, type FetchLike, type FxDeskClient, type RateBudget } from "../../src/api";
import { demoUser } from "../support/demo-client";
import { germanIban } from "../support/demo-data";
import type { DemoProcess } from "../support/demo-service";

/** The demo user's client without a rate budget, counting every request but the sign-ins. */
export function countingClient(service: DemoProcess): { api: FxDeskClient; requests: () => number } {
  let count = 0;
  const countingFetch: FetchLike = (url, init) => {
    if (!new URL(url).pathname.startsWith("/v2/authenticate")) count += 1;
    return fetch(url, init);
  };
  return { api: createClient({ ...demoUser(service), rateBudget: false, fetch: countingFetch }), requests: () => count };
}

/** Latency the service adds to every answer, standing for the network (needs `--admin`). */
export async function setLatency(service: DemoProcess, latencyMs: number): Promise<void> {
  const answer = await fetch(`${service.url}/__admin/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ latency_ms: String(latencyMs) }),
  });
  if (!answer.ok) throw new Error(`faults: ${answer.status}`);
}

/** The median of `times`, to a tenth of a millisecond. */
export function medianMs(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

/** The client's rate budget scaled as the demo service's limits are (`--limits-scale`): shares and counts mean the same. */
export function scaledBudget(scale: number): RateBudget {
  return { login: Math.floor(defaultRateBudget.login * scale), rates: Math.floor(defaultRateBudget.rates * scale), authenticated: Math.floor(defaultRateBudget.authenticated * scale) };
}

/** A request as a benchmark saw it go: when its answer came (performance.now()), its status (0: no answer) and path. */
export interface SentRequest {
  at: number;
  status: number;
  path: string;
}

/**
 * Requests answered (not 429) in each 60-second window starting every second from `from`, each ending by `to`: what
 * the share of the allowed rate is measured on.
 */
export function answeredPerWindow(sent: readonly SentRequest[], from: number, to: number): number[] {
  const windows: number[] = [];
  for (let start = from; start + 60_000 <= to; start += 1_000) {
    windows.push(sent.filter((entry) => entry.at >= start && entry.at < start + 60_000 && entry.status !== 429).length);
  }
  return windows;
}

/** fetch that records every request it sends in `sent`. */
export function recordingFetch(sent: SentRequest[]): FetchLike {
  return async (input, init) => {
    const path = new URL(String(input)).pathname;
    try {
      const response = await fetch(input, init);
      sent.push({ at: performance.now(), status: response.status, path });
      return response;
    } catch (error) {
      sent.push({ at: performance.now(), status: 0, path });
      throw error;
    }
  };
}

/** `count` staff payees in Germany paid in EUR, their IBANs numbered from `firstAccount`, created one after the other: their ids. */
export async function createStaffPayees(api: FxDeskClient, count: number, firstAccount: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const payee = await api.core.beneficiaries.create({ name: `Staff ${index}`, bank_account_holder_name: `Staff ${index}`, bank_country: "DE", currency: "EUR", iban: germanIban(firstAccount + index) });
    ids.push(payee.id);
  }
  return ids;
}
