/**
 * The server a team deploys (`npm run serve`, the container image): the built add-in and the API relay on one
 * origin, a health check, and one structured access-log line per request. Stateless: run as many as the load
 * needs behind any load balancer. Slow or idle clients are bounded in time and number (docs/server.md,
 * "The relay holds no connection for long").
 */
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import type { AccessLogLine } from "./access-log";
import { clientErrorAnswerer } from "./client-errors";
import { connectionAges } from "./connection-ages";
import { capConnections } from "./connection-cap";
import { redactedTarget } from "./log-redaction";
import { refuse } from "./refusals";
import { registerRelay } from "./relay";
import { contentSecurityPolicy, registerStaticFiles } from "./static-files";

export interface ServerConfig {
  /** The API every relayed call goes to: the provider's demo or production URL. */
  upstream: string;
  /** The built add-in (dist/). */
  staticDir: string;
  bodyLimit: number;
  imageBodyLimit: number;
  timeoutMs: number;
  /** A request's headers must have arrived this long after it began (or after the connection opened). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must have arrived this long after it began. */
  receiveTimeoutMs: number;
  /** A kept-alive connection with no request on it is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; one more is answered 503 and closed. */
  maxConnections: number;
  /** One line per request; never a header or a body, so never a key or a token. */
  log: (line: AccessLogLine) => void;
  fetch?: typeof fetch;
}

export type { AccessLogLine };

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const ages = connectionAges();
  const app = Fastify({
    logger: false,
    bodyLimit: config.bodyLimit,
    genReqId: () => randomUUID(),
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.receiveTimeoutMs,
      // Node looks for connections past those bounds every 30 s by default, which let a slow client stay up to 30 s
      // longer than its bound: look four times per headers bound (at most once a second).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
    },
    requestTimeout: config.receiveTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A connection on which nothing moves (a client that stopped reading its answer) is closed; it waits at most the
    // relay's deadline for the upstream, so allow that and a margin.
    connectionTimeout: config.timeoutMs + 5_000,
    clientErrorHandler: clientErrorAnswerer(config, config.log, ages),
    // A path Fastify cannot decode is answered outside the hooks: its request id is set here.
    frameworkErrors: (_error, request, reply) => refuse(reply.header("X-Request-Id", request.id), 400, "invalid_request", "The request's path could not be read"),
  });
  ages.watch(app.server);
  const connections = capConnections(app.server, config.maxConnections, config.log);
  const started = new WeakMap<object, number>();
  app.addHook("onRequest", async (request, reply) => {
    // Read on a connection over the cap, already answered 503: never served.
    if (connections.isRefused(request.raw.socket)) return reply.hijack();
    started.set(request, performance.now());
  });
  app.addHook("onResponse", async (request, reply) => {
    const requestId = reply.getHeader("x-request-id");
    config.log({
      time: new Date().toISOString(),
      method: request.method,
      path: redactedTarget(request.url.split("?")[0] ?? ""),
      status: reply.statusCode,
      durationMs: Math.round(performance.now() - (started.get(request) ?? performance.now())),
      requestId: typeof requestId === "string" ? requestId : request.id,
    });
  });
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return refuse(reply, 413, "request_too_large", `The request body is larger than ${request.routeOptions.bodyLimit ?? config.bodyLimit} bytes`);
    if (status >= 400 && status < 500) return refuse(reply, 400, "invalid_request", "The request could not be read");
    return refuse(reply, 500, "internal_server_error", "The server failed");
  });
  app.get("/healthz", async () => ({ ok: true }));
  const policy = contentSecurityPolicy(config.upstream);
  app.addHook("onSend", async (request, reply, payload) => {
    // The upstream's id on a relayed answer; the server's own on every answer it makes itself.
    if (!reply.hasHeader("x-request-id")) reply.header("X-Request-Id", request.id);
    reply.header("Content-Security-Policy", policy);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Strict-Transport-Security", "max-age=31536000");
    // Exposed so a page of another origin (a custom deployment) can show it too.
    reply.header("Access-Control-Expose-Headers", "X-Request-Id");
    return payload;
  });
  registerRelay(app, { upstream: config.upstream, bodyLimit: config.bodyLimit, imageBodyLimit: config.imageBodyLimit, timeoutMs: config.timeoutMs, fetch: config.fetch });
  await registerStaticFiles(app, config.staticDir);
  return app;
}
