import type { ServerConfig } from "./app";

/** The server's own configuration, less what the entry supplies (its log, its fetch), plus where to listen. */
type ServerSettings = Omit<ServerConfig, "log" | "fetch"> & { host: string; port: number };

/** The server's settings from its environment, refused with a message that says what to set. */
export function readServerSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const upstreamText = env.FXDESK_UPSTREAM_URL;
  if (!upstreamText) throw new Error("Set FXDESK_UPSTREAM_URL to the API to relay to, e.g. https://devapi.currencycloud.com");
  let upstream: URL;
  try {
    upstream = new URL(upstreamText);
  } catch {
    throw new Error(`FXDESK_UPSTREAM_URL is not a URL: "${upstreamText}"`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(upstream.hostname);
  if (upstream.protocol !== "https:" && !(upstream.protocol === "http:" && loopback)) {
    throw new Error("FXDESK_UPSTREAM_URL must be https (http only for this machine): API keys would cross the network in clear");
  }
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name];
    if (text === undefined || text === "") return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
    return value;
  };
  // Slow clients (docs/server.md, "The relay holds no connection for long"): a request's headers, then the
  // whole request, must arrive within these bounds; an idle kept-alive connection is closed after its own.
  const headersTimeoutMs = number("FXDESK_RELAY_HEADERS_TIMEOUT_MS", 10_000, 100, 600_000);
  const receiveTimeoutMs = number("FXDESK_RELAY_RECEIVE_TIMEOUT_MS", 60_000, 100, 600_000);
  if (headersTimeoutMs > receiveTimeoutMs) {
    throw new Error(`FXDESK_RELAY_HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be above FXDESK_RELAY_RECEIVE_TIMEOUT_MS (${receiveTimeoutMs}): the headers are part of the request`);
  }
  return {
    upstream: upstream.href.replace(/\/+$/, ""),
    host: env.FXDESK_SERVE_HOST || "0.0.0.0",
    port: number("FXDESK_SERVE_PORT", 8080, 0, 65_535),
    staticDir: env.FXDESK_STATIC_DIR || "dist",
    bodyLimit: number("FXDESK_RELAY_BODY_LIMIT", 1024 * 1024, 1_024, 50 * 1024 * 1024),
    // A document image is the base64 of a file up to 10 MB (4 characters per 3 bytes) in a small JSON body.
    imageBodyLimit: number("FXDESK_RELAY_IMAGE_BODY_LIMIT", 15 * 1024 * 1024, 1_024, 50 * 1024 * 1024),
    timeoutMs: number("FXDESK_RELAY_TIMEOUT_MS", 30_000, 100, 300_000),
    headersTimeoutMs,
    receiveTimeoutMs,
    // Above the 60 s idle timeout load balancers commonly keep, so the balancer, not this server, ends an idle connection.
    keepAliveTimeoutMs: number("FXDESK_RELAY_KEEP_ALIVE_TIMEOUT_MS", 72_000, 100, 600_000),
    maxConnections: number("FXDESK_RELAY_MAX_CONNECTIONS", 1_000, 1, 100_000),
  };
}
