/**
 * The one shape every resource method hands to the transport. Resources say *what* to send; the transport
 * (with session and limiter wrapped around it) decides how: encoding, auth header, retries, pacing.
 */
import type Decimal from "decimal.js";
import type { z } from "zod";
import type { RetryPolicy } from "../client-config";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Arrays are sent with bracket keys (`payment_ids[]=a&payment_ids[]=b`); undefined and null are omitted. */
export type ParamValue = string | number | boolean | Decimal | readonly string[] | null | undefined;
export type Params = Record<string, ParamValue>;

/** Rate budgets the service enforces separately (docs/provider-api.md §7). */
export type EndpointClass = "login" | "rates" | "authenticated";

/** Per-call overrides, in the style of openai-node. */
export interface RequestOptions {
  timeoutMs?: number;
  maxRetries?: number;
  /**
   * This call's retry policy, over the client's (e.g. a bulk run's patience with a busy service). `maxRetries`
   * above still wins over `retry.maxRetries`.
   */
  retry?: Partial<RetryPolicy>;
  signal?: AbortSignal;
  /**
   * Cancels the request only while it is not on the wire (waiting for the rate budget, or for its next attempt):
   * it then fails at once with a RequestNotSentError. An attempt already sent finishes and its answer is returned,
   * so a create the service books is never lost — unlike `signal`, which abandons the answer too.
   */
  cancelUnsent?: AbortSignal;
  /**
   * Told about the answer a result came from (for an audit trail: errors carry their request id, successes
   * report it here). For a create resolved after `duplicate_request`, that is the look-up's answer.
   */
  onResponse?: (response: ResponseInfo) => void;
}

interface ResponseInfo {
  status: number;
  /** The service's `X-Request-Id`. */
  requestId: string | undefined;
  /** The answer's headers (payments/validate's `x-sca-*`: docs/provider-api.md §18). */
  headers: Headers;
}

/** What most resource methods accept: per-call overrides plus the sub-account to act for. */
export interface CallOptions extends RequestOptions {
  /** Contact id of a sub-account; sent as `on_behalf_of`. Never global state. */
  onBehalfOf?: string;
}

export interface RequestSpec<T> {
  method: HttpMethod;
  /** Path including the version prefix, e.g. `/v2/rates/find`. */
  path: string;
  /** POST without `json`: form body (application/x-www-form-urlencoded). Otherwise: query string. */
  params?: Params;
  /** A JSON body (application/json), as the onboarding API takes it; `params` then go in the query string. */
  json?: unknown;
  /** Parses and converts the 2xx body; a mismatch becomes a ResponseValidationError. */
  schema: z.ZodType<T>;
  /**
   * Whether sending it again leaves the same state as sending it once, so it may be retried on 429, 502–504 and
   * network errors. Defaults to true for GET, PUT and DELETE and false for POST (a POST find or a login says true);
   * a create is retried only with an idempotency or natural key.
   */
  repeatable?: boolean;
  /** Defaults to "authenticated". */
  endpointClass?: EndpointClass;
  /** Defaults to true: sends X-Auth-Token and re-logs in once on 401. */
  authenticated?: boolean;
  /** Extra headers for this call only (e.g. the SCA headers of payments/create). */
  headers?: Record<string, string>;
  /**
   * Creates are retried only when they carry a unique_request_id; a `400 duplicate_request` answer is then
   * resolved by looking the object up with that key instead of failing.
   */
  idempotency?: {
    uniqueRequestId: string;
    findExisting: () => Promise<T | undefined>;
  };
  /**
   * For a create the service has no key for (a beneficiary): how to find the object by what it is. The create
   * may then be retried like an idempotent one, and before every resend it is looked up first, so an attempt
   * that was booked but whose answer was lost is returned instead of being created twice.
   */
  naturalKey?: {
    findExisting: () => Promise<T | undefined>;
  };
  /**
   * For a DELETE whose target answers 404 once gone: what it returns when a repeat finds nothing, because the
   * attempt whose answer was lost already deleted it.
   */
  goneOnRepeat?: T;
  options?: RequestOptions;
}

export interface Requester {
  request<T>(spec: RequestSpec<T>): Promise<T>;
}
