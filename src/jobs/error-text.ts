import { ApiError, ConnectionError, FxDeskError, InvalidInputError, RateLimitError, ServiceUnavailableError } from "../api/errors";

/** The message written beside a row for a failure: what the service said, with its request id for support. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const requestId = error.requestId === undefined ? "" : ` (request ${error.requestId})`;
    return `${error.details || `${error.status} ${error.errorCode}`}${requestId}`;
  }
  if (error instanceof InvalidInputError || error instanceof FxDeskError) return error.message;
  return error instanceof Error ? `unexpected error: ${error.message}` : "unexpected error";
}

/** Failures that say nothing about the row itself: sending it again later may well succeed. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof RateLimitError || error instanceof ServiceUnavailableError || error instanceof ConnectionError;
}
