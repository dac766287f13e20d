/**
 * The deployable server under clients that hold connections (docs/server.md, "The relay holds no connection
 * for long"): hundreds trickling headers or a body, or idle after a request, are each closed by the server once
 * their bound has passed while others are still served; a connection over the cap is told 503 and served nothing.
 * Bounds are small here so the test is quick; it asserts what the server did, never how fast (durations vary with
 * the machine's load).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DemoServer } from "../../../src/demo-service/server";
import type { AccessLogLine } from "../../../src/server/app";
import { demoClient } from "../../support/demo-client";
import { type RunningRelay, serveRelay } from "../../support/relay-server";
import { bodyOf, headerOf, slowClient, slowCrowd, statusLine } from "../../support/slow-clients";
import { withDemoService } from "../../support/with-demo-service";

// The header bound leaves room for a busy machine: an idle client sends its whole request at once, and must be
// answered before the bound closes it as a trickler.
const BOUNDS = { headersTimeoutMs: 2_000, receiveTimeoutMs: 3_000, keepAliveTimeoutMs: 500 };

describe("the deployable server under slow clients", () => {
  let demoService: DemoServer;
  let staticDir: string;
  withDemoService((demo) => ({ demoService } = demo));
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-dist-"));
  });
  afterAll(async () => {
    await rm(staticDir, { recursive: true, force: true });
  });

  async function withRelay(settings: { maxConnections: number }, run: (relay: RunningRelay, log: AccessLogLine[]) => Promise<void>): Promise<void> {
    const log: AccessLogLine[] = [];
    const relay = await serveRelay(demoService.url, staticDir, log, { ...BOUNDS, ...settings });
    try {
      await run(relay, log);
    } finally {
      await relay.app.close();
    }
  }

  it("closes 600 slow clients once their bounds pass, in the API's envelope, while the health check and a client call are answered", async () => {
    await withRelay({ maxConnections: 1_000 }, async (relay, log) => {
      demoService.state.counters.reset();
      const crowd = slowCrowd(relay.port, 600);
      try {
        await crowd.connected;
        const openWhenAsked = crowd.open();
        const [health, rates] = await Promise.all([
          fetch(`${relay.url}/healthz`).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown })),
          demoClient(relay)
            .core.rates.find(["EURGBP"])
            .then((found) => ({ bid: found.rates.EURGBP?.[0] })),
        ]);
        const openWhenAnswered = crowd.open();
        await crowd.settle();

        // The crowd was whole while the two were asked and answered (a closed client is replaced at once).
        expect([openWhenAsked, openWhenAnswered]).toEqual([600, 600]);
        expect(health.status).toBe(200);
        expect(health.body).toEqual({ ok: true });
        expect(rates.bid?.greaterThan(0)).toBe(true);
        for (const kind of ["headers", "body", "silent"] as const) {
          const ofKind = crowd.clients.filter((client) => client.kind === kind);
          expect(ofKind.map((client) => statusLine(client.answer))).toEqual(ofKind.map(() => "HTTP/1.1 408 Request Timeout"));
          expect(bodyOf(ofKind[0]!.answer)).toEqual({ error_code: "request_timeout", error_messages: { base: [{ code: "request_timeout", message: expect.any(String), params: {} }] } });
          expect(headerOf(ofKind[0]!.answer, "x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        }
        // Answered once, then closed as an idle kept-alive connection.
        const idle = crowd.clients.filter((client) => client.kind === "idle");
        expect(idle.map((client) => [statusLine(client.answer), client.answer.split("HTTP/1.1").length - 1])).toEqual(idle.map(() => ["HTTP/1.1 200 OK", 1]));
        // Nothing a slow client began reached the service; the client's own call did.
        expect(demoService.state.counters.snapshot()).toEqual({ "POST /v2/authenticate/api": 1, "GET /v2/rates/find": 1 });
        // Each 408 written to a socket has its line in the access log, under the id its answer carried.
        const timedOut = crowd.clients.filter((client) => client.kind !== "idle");
        const logged = new Map(log.filter((line) => line.status === 408).map((line) => [line.requestId, line]));
        const lineOf = (client: (typeof timedOut)[number]) => {
          const line = logged.get(headerOf(client.answer, "x-request-id") ?? "");
          return line && [line.method, line.path, line.status];
        };
        expect(timedOut.map(lineOf)).toEqual(timedOut.map(() => ["-", "-", 408]));
        expect(logged.size).toBe(timedOut.length);
      } finally {
        crowd.destroy();
      }
    });
  });

  it("answers a connection over the cap 503 at once and serves nothing sent on it, then takes connections again once held ones are closed", async () => {
    await withRelay({ maxConnections: 10 }, async (relay, log) => {
      demoService.state.counters.reset();
      const holders = Array.from({ length: 10 }, () => slowClient(relay.port, "silent"));
      try {
        await Promise.all(holders.map((client) => client.connected));
        // The eleventh, after the ten in the server's accept queue, asks for something the service would count.
        const over = slowClient(relay.port, "silent");
        await over.connected;
        over.socket.write("GET /v2/reference/currencies HTTP/1.1\r\nHost: relay\r\n\r\n");
        await over.closed;
        expect(statusLine(over.answer)).toBe("HTTP/1.1 503 Service Unavailable");
        expect(bodyOf(over.answer)).toEqual({ error_code: "server_busy", error_messages: { base: [{ code: "server_busy", message: expect.any(String), params: {} }] } });
        expect(headerOf(over.answer, "x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        expect(headerOf(over.answer, "cache-control")).toBe("no-store");
        // Exactly one answer: the request read on it was not served.
        expect(over.answer.split("HTTP/1.1").length - 1).toBe(1);
        // The refusal has its line in the access log, under the id its answer carried.
        expect(log.filter((line) => line.status === 503)).toEqual([{ time: expect.any(String), method: "-", path: "-", status: 503, durationMs: 0, requestId: headerOf(over.answer, "x-request-id") }]);

        await Promise.all(holders.map((client) => client.closed));
        const health = await fetch(`${relay.url}/healthz`);
        expect(health.status).toBe(200);
        expect(demoService.state.counters.snapshot()).toEqual({});
      } finally {
        for (const { socket } of holders) socket.destroy();
      }
    });
  });
});
