/**
 * What the bulk benchmarks under the demo limits share (beneficiaries, clientRows): a client whose every request is
 * recorded (when, status, path), its rate budget scaled as the demo service's limits are (`--limits-scale`), and the
 * figures taken from what was sent: requests per created row, requests by path, the share of the allowed rate used
 * in 60-second windows, and the 429s (after the first minute: target 0).
 */
import { createClient, type FxDeskClient } from "../../src/api";
import { DEMO_LIMITS } from "../../src/demo-service/limits";
import { demoUser } from "../support/demo-client";
import type { DemoProcess } from "../support/demo-service";
import { answeredPerWindow, recordingFetch, scaledBudget, type SentRequest } from "./bench-client";

/** The demo limits and the client's budget both scaled: the shares and counts mean the same, the minutes are fewer. */
export const SCALE = Number(process.env["FXDESK_BENCH_LIMITS_SCALE"] ?? "5");

export type Sent = SentRequest;

/** The demo user's client recording into `sent`, with the rate budget scaled by SCALE (or none: a naive loop). */
export function recordingClient(service: DemoProcess, sent: Sent[], rateBudget: boolean): FxDeskClient {
    return createClient({ ...demoUser(service), fetch: recordingFetch(sent), rateBudget: rateBudget ? scaledBudget(SCALE) : false });
}

const authenticated = (entry: Sent) => entry.path !== "/v2/authenticate/api";

/** Requests by path (ids as `:id`), sign-ins left out: where each request went. */
export function requestsByPath(sent: readonly Sent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of sent.filter(authenticated)) {
    const path = entry.path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id");
    counts[path] = (counts[path] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Requests per created row, rate share per 60-second window and 429s, from what was sent since `started`. */
export function measure(sent: readonly Sent[], started: number, elapsedMs: number, rows: number, created: number) {
  const allowed = DEMO_LIMITS.authenticated * SCALE;
  const since = sent.filter((entry) => authenticated(entry) && entry.at >= started);
  const windows = answeredPerWindow(since, started, started + elapsedMs);
  const perWindow = windows.length === 0 ? (since.length * 60_000) / Math.max(elapsedMs, 1) : windows.reduce((sum, count) => sum + count, 0) / windows.length;
  return {
    created,
    elapsedMs: Math.round(elapsedMs),
    requests: since.length,
    requestsPerRow: Number((since.length / rows).toFixed(3)),
    requestsPerCreatedRow: created === 0 ? null : Number((since.length / created).toFixed(3)),
    byPath: requestsByPath(since),
    allowedPerMinute: allowed,
    achievedPer60sWindow: Number(perWindow.toFixed(1)),
    shareOfAllowedRate: Number((perWindow / allowed).toFixed(3)),
    rateLimitedTotal: since.filter((entry) => entry.status === 429).length,
    rateLimitedAfterFirstMinute: since.filter((entry) => entry.status === 429 && entry.at - started > 60_000).length,
  };
}
