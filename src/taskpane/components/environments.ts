/**
 * Where the task pane can sign in. The local demo service's URL is fixed at build time
 * (FXDESK_DEMO_SERVICE_URL, see webpack.config.js) so `npm start` and the browser tests can move it; a production
 * build sets it empty, and a deployed add-in offers no local demo service.
 */
export type EnvironmentId = "relay" | "local-demo" | "provider-demo" | "production" | "custom";

export interface Environment {
  id: EnvironmentId;
  label: string;
  /** Undefined for "custom": the user types the URL. */
  baseUrl: string | undefined;
}

const configuredDemoUrl = process.env.FXDESK_DEMO_SERVICE_URL;
/** Undefined in a production build; outside webpack (tests, tools) the default local demo service. */
export const LOCAL_DEMO_SERVICE_URL: string | undefined = configuredDemoUrl === undefined ? "http://127.0.0.1:4010" : configuredDemoUrl || undefined;

/**
 * A deployed add-in is served by `npm run serve` (src/server), which relays the API on the page's own origin:
 * "Through this server" then needs no CORS from the provider.
 */
const relayUrl = process.env.FXDESK_RELAY_ENVIRONMENT === "1" ? globalThis.location?.origin : undefined;

export function environmentsFor(localDemoUrl: string | undefined, relay: string | undefined = undefined): readonly Environment[] {
  return [
    ...(relay === undefined ? [] : [{ id: "relay" as const, label: "Through this server", baseUrl: relay }]),
    ...(localDemoUrl === undefined ? [] : [{ id: "local-demo" as const, label: "Local demo service", baseUrl: localDemoUrl }]),
    { id: "provider-demo", label: "Provider demo", baseUrl: "https://devapi.currencycloud.com" },
    { id: "production", label: "Production", baseUrl: "https://api.currencycloud.com" },
    { id: "custom", label: "Custom URL", baseUrl: undefined },
  ];
}

export const ENVIRONMENTS = environmentsFor(LOCAL_DEMO_SERVICE_URL, relayUrl);

/** The environment the sign-in form starts on: this server's relay in a deployed build, else the local demo service. */
export const DEFAULT_ENVIRONMENT: EnvironmentId = (ENVIRONMENTS[0] as Environment).id;

export function hasEnvironment(id: string): id is EnvironmentId {
  return ENVIRONMENTS.some((environment) => environment.id === id);
}

export function environmentById(id: EnvironmentId): Environment {
  const found = ENVIRONMENTS.find((environment) => environment.id === id);
  if (!found) throw new Error(`Unknown environment ${id}`);
  return found;
}

type ResolvedBaseUrl = { ok: true; baseUrl: string } | { ok: false; problem: string };

/**
 * The base URL to sign in against. A custom URL must be https unless it is this machine (a local demo
 * service), so an API key is never sent in clear over a network.
 */
export function resolveBaseUrl(id: EnvironmentId, customUrl: string): ResolvedBaseUrl {
  if (!hasEnvironment(id)) return { ok: false, problem: "This build of FX Desk has no such environment: choose another." };
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

/**
 * True where money is pretend: the local demo service and the provider's demo. Demo-only actions (topping up a
 * balance) are offered there and nowhere else — not in production, and not on a relay or custom URL whose
 * upstream the pane cannot know.
 */
export function isDemoEnvironment(id: EnvironmentId): boolean {
  return id === "local-demo" || id === "provider-demo";
}

/** "Local demo service (http://127.0.0.1:4010)" for the status line. */
export function describeEnvironment(id: EnvironmentId, baseUrl: string): string {
  return id === "custom" ? baseUrl : `${environmentById(id).label} (${baseUrl})`;
}
