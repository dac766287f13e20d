/**
 * How a client is configured. Base URL is configuration, never a constant buried in a resource:
 * the local demo service, the provider's demo, production, or any custom URL (production must be https).
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Requests per rolling minute the client allows itself, per endpoint class (docs/provider-api.md §7, demo limits). */
export interface RateBudget {
  login: number;
  rates: number;
  authenticated: number;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
  /**
   * The service counts requests per calendar window of this length (a minute, docs/provider-api.md §7), so after a 429 the
   * client waits until the next window begins, plus up to `initialDelayMs` of jitter so clients do not all
   * return at once. Tests shorten it.
   */
  rateLimitWindowMs: number;
}

/** Never receives the API key or the auth token. */
export interface ClientLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface ClientConfig {
  /** Origin (and optional path prefix) of the service, e.g. `http://127.0.0.1:4010` or `https://devapi.currencycloud.com`. */
  baseUrl: string;
  loginId: string;
  /** 64 lowercase hex characters. Held in memory by the session only. */
  apiKey: string;
  fetch?: FetchLike;
  /** Per-attempt timeout. Default 30 000 ms. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** `false` turns client-side pacing off (benchmarks against a service with limits off). */
  rateBudget?: Partial<RateBudget> | false;
  /** Inactivity after which the service forgets a token. Default 30 minutes. */
  tokenIdleMs?: number;
  logger?: ClientLogger;
  /** Injected for tests: wall clock and sleep. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Injected for tests: jitter source in [0, 1). */
  random?: () => number;
}
