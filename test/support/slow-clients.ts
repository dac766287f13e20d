/**
 * Clients that hold the deployable server's connections (docs/server.md, "The relay holds no connection for
 * long"): raw sockets trickling headers or a body, idle after a request, or silent. Shared by the slow-clients test,
 * which asserts what the server did, and the relay benchmark, which measures how long others then wait.
 */
import { connect, type Socket } from "node:net";

const TRICKLE_EVERY_MS = 100;

export type Kind = "headers" | "body" | "idle" | "silent";

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

export interface SlowClient {
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

export function slowClient(port: number, kind: Kind): SlowClient {
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

export interface SlowCrowd {
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
export function slowCrowd(port: number, size: number): SlowCrowd {
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

export function statusLine(answer: string): string {
  return answer.split("\r\n", 1)[0] ?? "";
}

/** The JSON body of a raw HTTP answer that closes its connection. */
export function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));
}

export function headerOf(answer: string, name: string): string | undefined {
  const head = answer.slice(0, answer.indexOf("\r\n\r\n")).split("\r\n");
  return head.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
}
