/**
 * The deployable server (src/server) for integration tests: started on a free loopback port with small, explicit
 * settings, and raw HTTP requests for what fetch would tidy up (dot segments, absolute targets, Host, repeated
 * headers, HEAD without a body).
 */
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildServer, type AccessLogLine, type ServerConfig } from "../../src/server/app";

export const RELAY_BODY_LIMIT = 64 * 1024;
export const RELAY_IMAGE_BODY_LIMIT = 512 * 1024;

export interface RunningRelay {
  app: FastifyInstance;
  url: string;
  port: number;
}

/** The server relaying to `upstream` and serving `staticDir`, its log lines into `log`; `settings` override the defaults here. */
export async function serveRelay(upstream: string, staticDir: string, log: AccessLogLine[], settings: Partial<ServerConfig> = {}): Promise<RunningRelay> {
  const app = await buildServer({
    upstream,
    staticDir,
    bodyLimit: RELAY_BODY_LIMIT,
    imageBodyLimit: RELAY_IMAGE_BODY_LIMIT,
    timeoutMs: 2_000,
    headersTimeoutMs: 10_000,
    receiveTimeoutMs: 10_000,
    keepAliveTimeoutMs: 10_000,
    maxConnections: 1_000,
    log: (line) => log.push(line),
    ...settings,
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, port };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request as written, on a connection of its own; a header given a list is sent once per value. */
export function rawRequest(url: string, target: string, options: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: target, method: options.method ?? "GET", headers: options.headers, agent: false }, (answer) => {
      let body = "";
      answer.on("data", (chunk: Buffer) => (body += chunk.toString()));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
