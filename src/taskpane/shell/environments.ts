/**
 * Where the task pane can sign in. The local demo service's URL is fixed at build time
 * (FXDESK_DEMO_SERVICE_URL, see webpack.config.js) so `npm start` and the browser tests can move it.
 */
export type EnvironmentId = "local-demo" | "provider-demo" | "production" | "custom";

export interface Environment {
  id: EnvironmentId;
  label: string;
  /** Undefined for "custom": the user types the URL. */
  baseUrl: string | undefined;
}

export const LOCAL_DEMO_SERVICE_URL = process.env.FXDESK_DEMO_SERVICE_URL ?? "http://127.0.0.1:4010";

export const ENVIRONMENTS: readonly Environment[] = [
  { id: "local-demo", label: "Local demo service", baseUrl: LOCAL_DEMO_SERVICE_URL },
  { id: "provider-demo", label: "Provider demo", baseUrl: "https://devapi.currencycloud.com" },
  { id: "production", label: "Production", baseUrl: "https://api.currencycloud.com" },
  { id: "custom", label: "Custom URL", baseUrl: undefined },
];

export function environmentById(id: EnvironmentId): Environment {
  const found = ENVIRONMENTS.find((environment) => environment.id === id);
  if (!found) throw new Error(`Unknown environment ${id}`);
  return found;
}

export type ResolvedBaseUrl = { ok: true; baseUrl: string } | { ok: false; problem: string };

/**
 * The base URL to sign in against. A custom URL must be https unless it is this machine (a local demo
 * service), so an API key is never sent in clear over a network.
 */
export function resolveBaseUrl(id: EnvironmentId, customUrl: string): ResolvedBaseUrl {
  const fixed = environmentById(id).baseUrl;
  if (fixed !== undefined) return { ok: true, baseUrl: fixed };
  const text = customUrl.trim();
  if (!text) return { ok: false, problem: "Enter the service URL." };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: `"${text}" is not a URL.` };
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    return { ok: false, problem: "Use an https URL (http is only allowed for this machine)." };
  }
  if (url.search || url.hash) return { ok: false, problem: "The URL must not have a query or fragment." };
  return { ok: true, baseUrl: url.href.replace(/\/+$/, "") };
}

/** "Local demo service (http://127.0.0.1:4010)" for the status line. */
export function describeEnvironment(id: EnvironmentId, baseUrl: string): string {
  return id === "custom" ? baseUrl : `${environmentById(id).label} (${baseUrl})`;
}
