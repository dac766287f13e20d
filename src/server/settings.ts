/** The server's settings from its environment, refused with a message that says what to set. */
interface ServerSettings {
  upstream: string;
  host: string;
  port: number;
  staticDir: string;
  bodyLimit: number;
  imageBodyLimit: number;
  timeoutMs: number;
}

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
  return {
    upstream: upstream.href.replace(/\/+$/, ""),
    host: env.FXDESK_SERVE_HOST || "0.0.0.0",
    port: number("FXDESK_SERVE_PORT", 8080, 0, 65_535),
    staticDir: env.FXDESK_STATIC_DIR || "dist",
    bodyLimit: number("FXDESK_RELAY_BODY_LIMIT", 1024 * 1024, 1_024, 50 * 1024 * 1024),
    // A document image is the base64 of a file up to 10 MB (4 characters per 3 bytes) in a small JSON body.
    imageBodyLimit: number("FXDESK_RELAY_IMAGE_BODY_LIMIT", 15 * 1024 * 1024, 1_024, 50 * 1024 * 1024),
    timeoutMs: number("FXDESK_RELAY_TIMEOUT_MS", 30_000, 100, 300_000),
  };
}
