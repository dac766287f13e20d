/**
 * The deployable server under slow clients (issue: "the relay does not hold connections for slow clients"): how
 * long the health check and a client's first call (login + rates/find) take with 600 connections trickling headers
 * or a body, idle or silent, beside the same two with no crowd, in the same run. The server runs with small bounds
 * (headers 500 ms, whole request 1 s, keep-alive 500 ms) so the crowd churns as an attacker's would.
 * Target: both within 1 s with the crowd.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { demoClient } from "../support/demo-client";
import { startDemoService } from "../support/demo-service";
import { serveRelay, type RunningRelay } from "../support/relay-server";
import { slowCrowd } from "../support/slow-clients";

const CROWD = 600;
const ROUNDS = 5;
const TARGET_MS = 1_000;
const BOUNDS = { headersTimeoutMs: 500, receiveTimeoutMs: 1_000, keepAliveTimeoutMs: 500, maxConnections: 1_000 };

/** Milliseconds for the health check and for a fresh client's login and rates/find, asked together. */
async function askBoth(relay: RunningRelay): Promise<{ healthMs: number; clientCallMs: number }> {
  const askedAt = performance.now();
  const [healthMs, clientCallMs] = await Promise.all([
    fetch(`${relay.url}/healthz`).then(async (answer) => {
      await answer.arrayBuffer();
      return performance.now() - askedAt;
    }),
    demoClient(relay).core.rates.find(["EURGBP"]).then(() => performance.now() - askedAt),
  ]);
  return { healthMs, clientCallMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

export async function benchRelay(): Promise<Record<string, unknown>> {
  const demoService = await startDemoService();
  const staticDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-bench-dist-"));
  const relay = await serveRelay(demoService.url, staticDir, [], BOUNDS);
  try {
    const quiet: { healthMs: number; clientCallMs: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) quiet.push(await askBoth(relay));
    const crowd = slowCrowd(relay.port, CROWD);
    const crowded: { healthMs: number; clientCallMs: number }[] = [];
    try {
      await crowd.connected;
      for (let round = 0; round < ROUNDS; round += 1) {
        crowded.push(await askBoth(relay));
        // Let the crowd churn through a bound between rounds.
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
      await crowd.settle();
    } finally {
      crowd.destroy();
    }
    const withCrowd = { healthMs: median(crowded.map((r) => r.healthMs)), clientCallMs: median(crowded.map((r) => r.clientCallMs)) };
    const baseline = { healthMs: median(quiet.map((r) => r.healthMs)), clientCallMs: median(quiet.map((r) => r.clientCallMs)) };
    const slowest = Math.round(Math.max(...crowded.map((r) => Math.max(r.healthMs, r.clientCallMs))));
    const lifetimes = crowd.clients.map((client) => (client.closedAt ?? Number.NaN) - client.openedAt);
    return {
      slowClients: CROWD,
      slowClientsInAll: crowd.clients.length,
      stillOpenAfterSettle: crowd.open(),
      rounds: ROUNDS,
      bounds: BOUNDS,
      medianWithCrowd: withCrowd,
      medianBaseline: baseline,
      slowestWithCrowdMs: slowest,
      slowClientHeldMs: { min: Math.round(Math.min(...lifetimes)), max: Math.round(Math.max(...lifetimes)) },
      targetMs: TARGET_MS,
      meetsTarget: slowest <= TARGET_MS,
    };
  } finally {
    await relay.app.close();
    await rm(staticDir, { recursive: true, force: true });
    await demoService.close();
  }
}
