/**
 * The server a team deploys (`npm run serve`, the container image): the built add-in and the API relay on one
 * origin, a health check, and one structured access-log line per request. Stateless: run as many as the load
 * needs behind any load balancer.
 */
import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { refuse, registerRelay } from "./relay";
import { contentSecurityPolicy, registerStaticFiles } from "./static-files";

interface ServerConfig {
  /** The API every relayed call goes to: the provider's demo or production URL. */
  upstream: string;
  /** The built add-in (dist/). */
  staticDir: string;
  bodyLimit: number;
  imageBodyLimit: number;
  timeoutMs: number;
  /** One line per request; never a header or a body, so never a key or a token. */
  log: (line: AccessLogLine) => void;
  fetch?: typeof fetch;
}

export interface AccessLogLine {
  time: string;
  method: string;
  /** Without the query. */
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
}

export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: config.bodyLimit, requestTimeout: config.timeoutMs + 5_000 });
  const started = new WeakMap<object, number>();
  app.addHook("onRequest", async (request) => {
    started.set(request, performance.now());
  });
  app.addHook("onResponse", async (request, reply) => {
    const requestId = reply.getHeader("x-request-id");
    config.log({
      time: new Date().toISOString(),
      method: request.method,
      path: request.url.split("?")[0] ?? "",
      status: reply.statusCode,
      durationMs: Math.round(performance.now() - (started.get(request) ?? performance.now())),
      requestId: typeof requestId === "string" ? requestId : randomUUID(),
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
  app.addHook("onSend", async (_request, reply, payload) => {
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
