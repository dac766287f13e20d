/**
 * At most `max` connections open at once (docs/server.md, "The relay holds no connection for long"). One more
 * is answered 503 in the API's envelope as soon as it opens and then closed, so the client is told why (a bare
 * close reads as a network fault) and nothing it sends on it is served; the access log has a line for each.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { unreadRequestLine, type AccessLogLine } from "./access-log";
import { rawRefusal } from "./refusals";

/**
 * How long a refused connection is kept to read what the client already sent: closing a socket with unread data
 * resets it, and a reset can destroy the 503 before the client has read it.
 */
const REFUSED_LINGER_MS = 1_000;

export interface ConnectionCap {
  /** True for a connection over the cap: a request read on it must not be served (its 503 has been sent). */
  isRefused(socket: Socket): boolean;
}

export function capConnections(server: Server, max: number, log: (line: AccessLogLine) => void): ConnectionCap {
  const open = new Set<Socket>();
  const refused = new WeakSet<Socket>();
  server.on("connection", (socket: Socket) => {
    if (open.size < max) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      return;
    }
    refused.add(socket);
    const refusal = rawRefusal(503, "server_busy", `The server has ${max} connections open, its limit: try again in a moment`);
    socket.end(refusal.text);
    log(unreadRequestLine(refusal, 0));
    const linger = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
    socket.once("close", () => clearTimeout(linger));
  });
  return { isRefused: (socket) => refused.has(socket) };
}
