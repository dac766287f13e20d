import type { FetchLike } from "../../src/api";

/**
 * A scripted `fetch` for client tests: records every request as the service would see it and answers from
 * a handler. A handler may throw (a network failure) or never settle (a hang); like a real fetch, the call
 * then rejects when its signal aborts.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  /** Raw query string without `?`, for exact-encoding assertions. */
  rawQuery: string;
  /** Bracket keys (`ids[]`) always map to arrays; other keys to their last value. */
  query: Record<string, string | string[]>;
  rawBody: string;
  form: Record<string, string | string[]>;
  /** Lower-cased names. */
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON; ignored when `body` is given. */
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface FakeService {
  fetch: FetchLike;
  requests: RecordedRequest[];
  /** How many requests went to this path. */
  count(path: string): number;
}

export function createFakeService(handler: Handler): FakeService {
  const requests: RecordedRequest[] = [];
  let served = 0;

  const fetch: FetchLike = async (input, init) => {
    const recorded = record(input, init);
    requests.push(recorded);
    served += 1;
    const requestId = `req-${served}`;
    const reply = await untilAborted(Promise.resolve().then(() => handler(recorded)), init.signal ?? undefined);
    const body = reply.body ?? JSON.stringify(reply.json ?? {});
    return new Response(body, {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json;charset=utf-8", "X-Request-Id": requestId, ...reply.headers },
    });
  };

  return { fetch, requests, count: (path) => requests.filter((r) => r.path === path).length };
}

/** A body in the service's error envelope. */
export function errorReply(
  status: number,
  errorCode: string,
  messages: Record<string, Array<{ code: string; message: string; params?: Record<string, unknown> }>> = {},
  headers?: Record<string, string>,
): Reply {
  const errorMessages = Object.fromEntries(
    Object.entries(messages).map(([field, list]) => [field, list.map((m) => ({ params: {}, ...m }))]),
  );
  return { status, json: { error_code: errorCode, error_messages: errorMessages }, headers };
}

/** What Node's fetch throws when the connection fails. */
export function networkFailure(): Error {
  return new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED 127.0.0.1:4010") });
}

/** A handler result that never settles: only the request's signal ends it. */
export function hang(): Promise<Reply> {
  return new Promise<Reply>(() => undefined);
}

function record(input: string, init: RequestInit): RecordedRequest {
  const url = new URL(input);
  const rawBody = typeof init.body === "string" ? init.body : "";
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return {
    method: init.method ?? "GET",
    url: input,
    path: url.pathname,
    rawQuery: url.search.replace(/^\?/, ""),
    query: decode(url.searchParams),
    rawBody,
    form: decode(new URLSearchParams(rawBody)),
    headers,
  };
}

function decode(params: URLSearchParams): Record<string, string | string[]> {
  const decoded: Record<string, string | string[]> = {};
  params.forEach((value, key) => {
    if (key.endsWith("[]")) {
      const list = decoded[key];
      decoded[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      decoded[key] = value;
    }
  });
  return decoded;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener("abort", () => reject(abortError()), { once: true });
    promise.then(resolve, reject);
  });
}

function abortError(): Error {
  return new DOMException("This operation was aborted", "AbortError");
}
