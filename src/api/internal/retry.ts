/**
 * The one place that decides whether a failed attempt is tried again, how long to wait, and how an
 * idempotent create that the service has already booked is resolved (stripe-node's RequestSender does
 * the same job).
 */
import type { ClientLogger, RetryPolicy } from "../client-config";
import { ApiError, BadRequestError, isTransientError, NotFoundError, RateLimitError, RequestNotSentError } from "../errors";
import type { RequestSpec } from "./request-spec";

const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 4,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
  rateLimitWindowMs: 60_000,
};

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

interface RetryDeps {
  policy: RetryPolicy;
  now: () => number;
  random: () => number;
  sleep: Sleep;
  logger?: ClientLogger;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export const abortableSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

export function resolveRetryPolicy(overrides: Partial<RetryPolicy> | undefined): RetryPolicy {
  return { ...defaultRetryPolicy, ...overrides };
}

/**
 * A read, a PUT and a DELETE leave the same state however often they are sent (RFC 9110 §9.2.2). A create is safe
 * to send again only when a repeat can be recognised: by its unique_request_id, or by a look-up.
 */
function mayRepeat(spec: RequestSpec<unknown>): boolean {
  return (spec.repeatable ?? spec.method !== "POST") || spec.idempotency !== undefined || spec.naturalKey !== undefined;
}

/** A reused unique_request_id: payments and conversions say `duplicate_request`, transfers `duplicate_unique_request_id`. */
function isDuplicateRequest(error: unknown): error is BadRequestError {
  return error instanceof BadRequestError && (error.hasCode("duplicate_request") || error.hasCode("duplicate_unique_request_id"));
}

/**
 * After a 429: until the service's counting window rolls over (retrying sooner only meets another 429), plus
 * jitter. Otherwise exponential backoff with full jitter: a random wait between 0 and
 * `initialDelayMs * 2^(retry-1)`, capped. `retryNumber` counts from 1.
 */
function backoffDelay(retryNumber: number, error: unknown, deps: RetryDeps): number {
  const { policy, random } = deps;
  if (error instanceof RateLimitError) {
    const window = policy.rateLimitWindowMs;
    return window - (deps.now() % window) + Math.floor(random() * policy.initialDelayMs);
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (retryNumber - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Runs `attempt` until it succeeds, fails for good, or the retries run out. `attempt` receives the attempt
 * number (1 for the first try).
 */
export async function runWithRetries<T>(
  spec: RequestSpec<T>,
  attempt: (attemptNumber: number) => Promise<T>,
  deps: RetryDeps,
): Promise<T> {
  const overrides = spec.options?.retry;
  const policyDeps = overrides === undefined ? deps : { ...deps, policy: { ...deps.policy, ...overrides } };
  const maxRetries = spec.options?.maxRetries ?? policyDeps.policy.maxRetries;
  const { signal, cancelUnsent } = spec.options ?? {};
  const pauseEnds = signal !== undefined && cancelUnsent !== undefined ? AbortSignal.any([signal, cancelUnsent]) : (signal ?? cancelUnsent);
  let sentAttemptError: unknown;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      // A retry dropped before sending: the request was sent before, so what that attempt met is the outcome.
      if (error instanceof RequestNotSentError && attemptNumber > 1) throw sentAttemptError;
      // A repeated DELETE that finds nothing: the attempt whose answer was lost deleted it.
      if (spec.goneOnRepeat !== undefined && attemptNumber > 1 && error instanceof NotFoundError) return spec.goneOnRepeat;
      if (spec.idempotency && isDuplicateRequest(error)) {
        return resolveDuplicate(spec.idempotency.findExisting, spec, error, deps.logger);
      }
      // The next try is retry number `attemptNumber`.
      if (!isTransientError(error) || !mayRepeat(spec) || attemptNumber > maxRetries || signal?.aborted || cancelUnsent?.aborted) throw error;
      sentAttemptError = error;
      const delayMs = backoffDelay(attemptNumber, error, policyDeps);
      deps.logger?.warn("retrying request", {
        method: spec.method,
        path: spec.path,
        attempt: attemptNumber,
        reason: error instanceof ApiError ? `${error.status} ${error.errorCode}` : (error as Error).name,
        delayMs,
      });
      try {
        await deps.sleep(delayMs, pauseEnds);
      } catch (reason) {
        if (cancelUnsent?.aborted && !signal?.aborted) throw error;
        throw reason;
      }
      if (spec.naturalKey !== undefined) {
        // The failed attempt may have been created before its answer was lost: found, it is the result.
        const existing = await spec.naturalKey.findExisting();
        if (existing !== undefined) return existing;
      }
    }
  }
}

/**
 * The service refuses a reused unique_request_id with `400 duplicate_request` instead of returning the
 * original object, so the object is looked up by that key. Not found means the key was used for something
 * else: the original error stands.
 */
async function resolveDuplicate<T>(
  findExisting: () => Promise<T | undefined>,
  spec: RequestSpec<T>,
  error: BadRequestError,
  logger: ClientLogger | undefined,
): Promise<T> {
  logger?.debug("duplicate request, looking up the existing object by its unique_request_id", {
    method: spec.method,
    path: spec.path,
    uniqueRequestId: spec.idempotency?.uniqueRequestId,
  });
  const existing = await findExisting();
  if (existing === undefined) throw error;
  return existing;
}
