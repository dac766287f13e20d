/**
 * Builds the whole client: transport (with retries and pacing) wrapped by the session, and the resources (core and
 * onboarding) on top. The returned config has no API key: the session alone holds it.
 */
import type { ClientConfig } from "./client-config";
import { createCore } from "./resources/index";
import { createOnboarding, type Onboarding } from "./onboarding";
import { InvalidInputError } from "./errors";
import { createLimiter, type Limiter } from "./internal/limiter";
import type { Requester } from "./internal/request-spec";
import { abortableSleep } from "./internal/retry";
import { createSession, type Session } from "./internal/session";
import { createTransport } from "./internal/transport";
import { pagedBy, PageSizes } from "./internal/page-sizes";

export type PublicClientConfig = Omit<ClientConfig, "apiKey">;

export interface FxDeskClient {
  config: PublicClientConfig;
  /** The signed-in session: sends a RequestSpec with auth, pacing and retries (what every resource sends through). */
  session: Session;
  /** Undefined when pacing is turned off (`rateBudget: false`). */
  limiter: Limiter | undefined;
  core: ReturnType<typeof createCore>;
  /** The largest page each find's endpoint takes, as the service's refusals said (docs/client.md, "One page-size policy for every find"). */
  pageSizes: Pick<PageSizes, "largestFor" | "sizeFor">;
  /** The onboarding API (`/onboarding/v1`), on the same session and token. */
  onboarding: Onboarding;
  /** The core API with every request abandoned once `signal` aborts, waiting or on the wire (a check being cancelled). */
  coreCancelledBy(signal: AbortSignal): ReturnType<typeof createCore>;
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function createClient(config: ClientConfig): FxDeskClient {
  const baseUrl = checkBaseUrl(config.baseUrl);
  checkLoginId(config.loginId);
  checkApiKey(config.apiKey);
  const { apiKey, ...rest } = config;
  const publicConfig: PublicClientConfig = { ...rest, baseUrl };

  const now = config.now ?? Date.now;
  const sleep = config.sleep ?? abortableSleep;
  const limiter = config.rateBudget === false ? undefined : createLimiter(config.rateBudget, { now, sleep });
  const transport = createTransport({ ...publicConfig, now, sleep }, { limiter });
  const session = createSession(
    { baseUrl, loginId: config.loginId, apiKey, tokenIdleMs: config.tokenIdleMs, logger: config.logger, now },
    transport,
  );
  // Every find of every layer goes through the one page-size policy, learnt once per endpoint for this client.
  const pageSizes = new PageSizes();
  const finds = pagedBy(session, pageSizes);
  return { config: publicConfig, session, limiter, pageSizes, core: createCore(finds), onboarding: createOnboarding(finds), coreCancelledBy: (signal) => createCore(cancelledBy(finds, signal)) };
}

function cancelledBy(requester: Requester, signal: AbortSignal): Requester {
  return {
    request: (spec) => {
      const own = spec.options?.signal;
      return requester.request({ ...spec, options: { ...spec.options, signal: own === undefined ? signal : AbortSignal.any([own, signal]) } });
    },
  };
}

/** Returns the base URL without a trailing slash. Plain http only reaches this machine (the demo service). */
function checkBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidInputError("baseUrl", "invalid_url", "must be a full URL such as https://devapi.currencycloud.com");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new InvalidInputError("baseUrl", "invalid_url", "must start with https://");
  }
  if (url.protocol === "http:" && !loopbackHosts.has(url.hostname)) {
    throw new InvalidInputError("baseUrl", "https_required", "must use https:// (plain http is only allowed for localhost)");
  }
  if (url.search || url.hash) {
    throw new InvalidInputError("baseUrl", "invalid_url", "must not contain a query string or fragment");
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** The longest login id a login takes (docs/provider-api.md §2; §12 on the 255 its error message says). */
export const LOGIN_ID_MAX_LENGTH = 50;

/** A login id the service would refuse is never sent: each refused login brings the account closer to being locked. */
function checkLoginId(loginId: string): void {
  if (typeof loginId !== "string" || loginId.trim() === "") {
    throw new InvalidInputError("loginId", "invalid_login_id", "is empty: enter your account's login id (usually your email address)");
  }
  // Characters as the service counts them, not UTF-16 units.
  const length = [...loginId].length;
  if (length > LOGIN_ID_MAX_LENGTH) {
    throw new InvalidInputError(
      "loginId",
      "invalid_login_id",
      `is ${length} characters long, and the service takes at most ${LOGIN_ID_MAX_LENGTH}: check it is your account's login id (usually your email address)`,
    );
  }
}

function checkApiKey(apiKey: string): void {
  // The message describes the expected shape only: the key itself must never reach a message.
  if (typeof apiKey !== "string" || !/^[a-f0-9]{64}$/.test(apiKey)) {
    throw new InvalidInputError("apiKey", "invalid_api_key", "should be the 64-character key the provider gave you: digits and the letters a to f");
  }
}
