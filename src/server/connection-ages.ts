/**
 * How long each connection has been open: the duration the access log gives a request that was never read (the
 * server cannot tell when such a request began, only when its connection opened).
 */
import type { Server } from "node:http";
import type { Duplex } from "node:stream";

export interface ConnectionAges {
  /** Starts timing the server's connections as they open. */
  watch(server: Server): void;
  /** Milliseconds since the connection opened; 0 for one opened before `watch`. */
  ageMs(socket: Duplex): number;
}

export function connectionAges(): ConnectionAges {
  const openedAt = new WeakMap<Duplex, number>();
  return {
    watch: (server) => server.on("connection", (socket: Duplex) => openedAt.set(socket, performance.now())),
    ageMs: (socket) => {
      const opened = openedAt.get(socket);
      return opened === undefined ? 0 : performance.now() - opened;
    },
  };
}
