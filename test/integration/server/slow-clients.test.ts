/**
 * The deployable server under clients that hold connections (docs/architecture.md, "The relay holds no connection
 * for long"): hundreds trickling headers or a body, or idle after a request, are each closed by the server once
 * their bound has passed while others are still served; a connection over the cap is told 503 and served nothing.
 * Bounds are small here so the test is quick; it asserts what the server did, never how fast (durations vary with
 * the machine's load).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import type { SimServer } from "../../../src/sim/server";
import { demoClient } from "../../support/demo-client";
import { type RunningRelay, serveRelay } from "../../support/relay-server";
import { withDemoService } from "../../support/with-demo-service";

// Generous for a busy machine: the bounds below are under 2 s.
jest.setTimeout(60_000);

const BOUNDS = { headersTimeoutMs: 500, receiveTimeoutMs: 1_000, keepAliveTimeoutMs: 500 };
const TRICKLE_EVERY_MS = 100;

type Kind = "headers" | "body" | "idle" | "silent";

/** What each kind sends once connected; "headers" and "body" then send one more byte every TRICKLE_EVERY_MS. */
const OPENING: Record<Kind, string> = {
  // Headers that never end.
  headers: "GET /v2/rates/find?currency_pair=EURGBP HTTP/1.1\r\nHost: relay\r\nX-Slow: ",
  // A body that never ends: 10,000 bytes announced, one sent at a time.
  body: "POST /v2/conversions/create HTTP/1.1\r\nHost: relay\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nreason=",
  // A whole request, then nothing on the kept-alive connection.
  idle: "GET /healthz HTTP/1.1\r\nHost: relay\r\n\r\n",
  // Nothing at all.
  silent: "",
};

interface SlowClient {
  kind: Kind;
  socket: Socket;
  connected: Promise<void>;
  /** Resolves once the server has closed the connection: the test never closes one itself before. */
  closed: Promise<void>;
  /** True once connected and its opening sent: only then does it trickle. */
  opened: boolean;
  answer: string;
  openedAt: number;
  closedAt: number | undefined;
}

function slowClient(port: number, kind: Kind): SlowClient {
  const socket = connect({ port, host: "127.0.0.1" });
  const client: SlowClient = { kind, socket, connected: Promise.resolve(), closed: Promise.resolve(), opened: false, answer: "", openedAt: performance.now(), closedAt: undefined };
  client.connected = new Promise((resolve, reject) => {
    socket.once("connect", () => {
      socket.write(OPENING[kind]);
      client.opened = true;
      resolve();
    });
    socket.once("error", reject);
  });
  client.closed = new Promise((resolve) => {
    socket.on("data", (chunk: Buffer) => (client.answer += chunk.toString()));
    // A reset after the answer is still the server closing.
    socket.on("error", () => undefined);
    socket.once("close", () => {
      client.closedAt = performance.now();
      resolve();
    });
  });
  return client;
}

interface SlowCrowd {
  /** Every client that took part, replacements included. */
  clients: SlowClient[];
  /** The first `size` are connected, their openings sent. */
  connected: Promise<void>;
  open(): number;
  /** Stops replacing, then waits for the server to close every client still open. */
  settle(): Promise<void>;
  /** Closes whatever is still open (after a failure). */
  destroy(): void;
}

/**
 * `size` slow clients in play at once, of every kind in turn: one the server closes is replaced at once, as an
 * attacker would, so the bounds never empty the crowd while the server is asked for something else.
 */
function slowCrowd(port: number, size: number): SlowCrowd {
  const kinds: Kind[] = ["headers", "body", "idle", "silent"];
  const clients: SlowClient[] = [];
  let replacing = true;
  const join = (kind: Kind): SlowClient => {
    const client = slowClient(port, kind);
    clients.push(client);
    client.connected.catch(() => undefined);
    void client.closed.then(() => replacing && join(kind));
    return client;
  };
  const first = Array.from({ length: size }, (_, index) => join(kinds[index % kinds.length]!));
  // One byte more on every trickling connection, once its opening has gone.
  const trickling = setInterval(() => {
    for (const { kind, socket, opened } of clients) if ((kind === "headers" || kind === "body") && opened && socket.writable) socket.write("a");
  }, TRICKLE_EVERY_MS);
  const stop = () => {
    replacing = false;
    clearInterval(trickling);
  };
  return {
    clients,
    connected: Promise.all(first.map((client) => client.connected)).then(() => undefined),
    open: () => clients.filter((client) => client.closedAt === undefined).length,
    settle: async () => {
      replacing = false;
      await Promise.all(clients.map((client) => client.closed));
      stop();
    },
    destroy: () => {
      stop();
      for (const { socket } of clients) socket.destroy();
    },
  };
}

function statusLine(answer: string): string {
  return answer.split("\r\n", 1)[0] ?? "";
}

/** The JSON body of a raw HTTP answer that closes its connection. */
function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
}

function headerOf(answer: string, name: string): string | undefined {
  const head = answer.slice(0, answer.indexOf("\r\n\r\n")).split("\r\n");
  return head.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
}

describe("the deployable server under slow clients", () => {
  let sim: SimServer;
  let staticDir: string;
  withDemoService((demo) => ({ sim } = demo));
  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-dist-"));
  });
  afterAll(async () => {
    await rm(staticDir, { recursive: true, force: true });
  });

  async function withRelay(settings: { maxConnections: number }, run: (relay: RunningRelay) => Promise<void>): Promise<void> {
    const relay = await serveRelay(sim.url, staticDir, [], { ...BOUNDS, ...settings });
    try {
      await run(relay);
    } finally {
      await relay.app.close();
    }
  }

  it("closes 600 slow clients once their bounds pass, in the API's envelope, while the health check and a client call are answered", async () => {
    await withRelay({ maxConnections: 1_000 }, async (relay) => {
      sim.state.counters.reset();
      const crowd = slowCrowd(relay.port, 600);
      try {
        await crowd.connected;
        const askedAt = performance.now();
        const openWhenAsked = crowd.open();
        const [health, rates] = await Promise.all([
          fetch(`${relay.url}/healthz`).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown, ms: performance.now() - askedAt })),
          demoClient(relay)
            .core.rates.find(["EURGBP"])
            .then((found) => ({ bid: found.rates.EURGBP?.[0], ms: performance.now() - askedAt })),
        ]);
        const openWhenAnswered = crowd.open();
        await crowd.settle();

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
        expect(sim.state.counters.snapshot()).toEqual({ "POST /v2/authenticate/api": 1, "GET /v2/rates/find": 1 });
        report({ openWhenAsked, openWhenAnswered, healthMs: health.ms, clientCallMs: rates.ms, clients: crowd.clients });
      } finally {
        crowd.destroy();
      }
    });
  });

  it("answers a connection over the cap 503 at once and serves nothing sent on it, then takes connections again once held ones are closed", async () => {
    await withRelay({ maxConnections: 10 }, async (relay) => {
      sim.state.counters.reset();
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

        await Promise.all(holders.map((client) => client.closed));
        const health = await fetch(`${relay.url}/healthz`);
        expect(health.status).toBe(200);
        expect(sim.state.counters.snapshot()).toEqual({});
      } finally {
        for (const { socket } of holders) socket.destroy();
      }
    });
  });
});

/** The figures a run measured, for the record when FXDESK_REPORT_FIGURES is set; nothing is asserted on them. */
function report(figures: { openWhenAsked: number; openWhenAnswered: number; healthMs: number; clientCallMs: number; clients: SlowClient[] }): void {
  if (!process.env.FXDESK_REPORT_FIGURES) return;
  const lifetimes = (kind: Kind) => {
    const ms = figures.clients.filter((client) => client.kind === kind).map((client) => (client.closedAt ?? Number.NaN) - client.openedAt);
    return `${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))} ms`;
  };
  process.stdout.write(
    `slow clients: ${figures.clients.length} in all, ${figures.openWhenAsked} open when asked, ${figures.openWhenAnswered} when answered; ` +
      `health ${Math.round(figures.healthMs)} ms, client call ${Math.round(figures.clientCallMs)} ms; ` +
      `closed after: headers ${lifetimes("headers")}, body ${lifetimes("body")}, silent ${lifetimes("silent")}, idle ${lifetimes("idle")}\n`,
  );
}
