/**
 * Sends one RequestSpec over HTTP: encoding (query, form or JSON body), per-attempt timeout, pacing, decoding, schema check, typed
 * errors, and the retry policy around all of it. Knows nothing about tokens: the session adds the header.
 */
import Decimal from "decimal.js";
import type { ClientConfig, FetchLike } from "../client-config";
import { parseErrorEnvelope } from "./envelope";
import { apiErrorFor, ConnectionError, InvalidInputError, RequestNotSentError, ResponseValidationError, TimeoutError } from "../errors";
import type { Limiter } from "./limiter";
import type { ParamValue, Params, RequestSpec, Requester } from "./request-spec";
import { abortableSleep, resolveRetryPolicy, runWithRetries } from "./retry";

type TransportConfig = Pick<
  ClientConfig,
  "baseUrl" | "fetch" | "timeoutMs" | "retry" | "logger" | "now" | "sleep" | "random"
>;

interface TransportDeps {
  limiter?: Limiter;
}

const defaultTimeoutMs = 30_000;

export function createTransport(config: TransportConfig, deps: TransportDeps = {}): Requester {
  // Looked up per call so a test or a polyfill that replaces the global is honoured; bound to avoid
  // "Illegal invocation" in browsers.
  const fetchFn: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const now = config.now ?? Date.now;
  const logger = config.logger;
  const retryDeps = {
    policy: resolveRetryPolicy(config.retry),
    now,
    random: config.random ?? Math.random,
    sleep: config.sleep ?? abortableSleep,
    logger,
  };

  async function sendOnce<T>(spec: RequestSpec<T>, attempt: number): Promise<T> {
    const { method, path } = spec;
    const signal = spec.options?.signal;
    signal?.throwIfAborted();
    await waitForBudget(spec);

    const encoded = encodeParams(spec.params).toString();
    const formBody = method === "POST" && spec.json === undefined;
    const url = !formBody && encoded ? `${baseUrl}${path}?${encoded}` : `${baseUrl}${path}`;
    const headers: Record<string, string> = { Accept: "application/json", ...spec.headers };
    let body: string | undefined;
    if (spec.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(spec.json);
    } else if (formBody) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = encoded;
    }

    const timeoutMs = spec.options?.timeoutMs ?? config.timeoutMs ?? defaultTimeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener("abort", onCallerAbort, { once: true });

    const startedAt = now();
    let response: Response;
    let bodyText: string;
    try {
      response = await fetchFn(url, {
        method,
        headers,
        body,
        signal: controller.signal,
      });
      // The timeout covers the body too: a stalled body must not leave a cell busy forever.
      bodyText = await response.text();
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      logger?.debug("request failed", { method, path, durationMs: now() - startedAt, attempt, timedOut });
      if (timedOut) {
        throw new TimeoutError(`${method} ${path}: no answer within ${timeoutMs} ms`, method, path, { cause });
      }
      throw new ConnectionError(`${method} ${path}: ${describeCause(cause)}`, method, path, { cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }

    const requestId = response.headers.get("x-request-id") ?? undefined;
    logger?.debug("request", { method, path, status: response.status, durationMs: now() - startedAt, requestId, attempt });
    if (!response.ok) {
      const envelope = parseErrorEnvelope(response.status, bodyText);
      throw apiErrorFor({ status: response.status, ...envelope, requestId, method, path });
    }
    const result = parseBody(spec, bodyText, requestId);
    spec.options?.onResponse?.({ status: response.status, requestId, headers: response.headers });
    return result;
  }

  /** Waits for the rate budget; a request whose sending is cancelled meanwhile is dropped, never sent. */
  async function waitForBudget(spec: RequestSpec<unknown>): Promise<void> {
    const { signal, cancelUnsent } = spec.options ?? {};
    const notSent = () => new RequestNotSentError(spec.method, spec.path);
    if (cancelUnsent?.aborted) throw notSent();
    if (deps.limiter === undefined) return;
    const giveUp = signal !== undefined && cancelUnsent !== undefined ? AbortSignal.any([signal, cancelUnsent]) : (signal ?? cancelUnsent);
    try {
      await deps.limiter.acquire(spec.endpointClass ?? "authenticated", giveUp);
    } catch (error) {
      if (cancelUnsent?.aborted && !signal?.aborted) throw notSent();
      throw error;
    }
    if (cancelUnsent?.aborted) throw notSent();
  }

  return {
    request: (spec) => runWithRetries(spec, (attempt) => sendOnce(spec, attempt), retryDeps),
  };
}

/**
 * Params → `key=value` pairs as the service reads them, for a query string or a url-encoded form body:
 * arrays with bracket keys, decimals in plain notation, booleans as "true"/"false", null and undefined left out.
 */
function encodeParams(params: Params | undefined): URLSearchParams {
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    if (isList(value)) {
      for (const item of value) encoded.append(`${key}[]`, item);
      continue;
    }
    encoded.append(key, encodeScalar(key, value));
  }
  return encoded;
}

function isList(value: ParamValue): value is readonly string[] {
  return Array.isArray(value);
}

function encodeScalar(key: string, value: string | number | boolean | Decimal): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  const decimal = typeof value === "number" ? new Decimal(value) : value;
  if (!decimal.isFinite()) throw new InvalidInputError(key, "not_a_finite_number", "must be a finite number");
  // toFixed() without digits never switches to exponent notation, which the service would refuse.
  return decimal.toFixed();
}

function parseBody<T>(spec: RequestSpec<T>, bodyText: string, requestId: string | undefined): T {
  const { method, path } = spec;
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new ResponseValidationError(`${method} ${path}: the response is not JSON`, "", requestId, method, path);
  }
  const result = spec.schema.safeParse(body);
  if (result.success) return result.data;
  const [first, ...others] = result.error.issues;
  const issuePath = formatIssuePath(first?.path ?? []);
  const more = others.length > 0 ? ` (and ${others.length} more)` : "";
  // Zod's issue messages name the expected type, never the received value, so no token can leak here.
  const message = `${method} ${path}: unexpected response at ${issuePath || "the top level"}: ${first?.message ?? "invalid"}${more}`;
  throw new ResponseValidationError(message, issuePath, requestId, method, path);
}

/** `["rates", "EURGBP", 0]` → `rates.EURGBP[0]`. */
function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`;
    const name = String(key);
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return text ? `${text}.${name}` : name;
    return `${text}[${JSON.stringify(name)}]`;
  }, "");
}

function describeCause(cause: unknown): string {
  if (!(cause instanceof Error)) return "the request failed";
  // Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is one level down.
  const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : "";
  return `${cause.message}${inner}`;
}
