import { ApiError, FxDeskError, InvalidInputError } from "../api/errors";

/** The message written beside a row for a failure: what the service said, with its request id for support. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const requestId = error.requestId === undefined ? "" : ` (request ${error.requestId})`;
    return `${error.details || `${error.status} ${error.errorCode}`}${requestId}`;
  }
  if (error instanceof InvalidInputError || error instanceof FxDeskError) return error.message;
  return error instanceof Error ? `unexpected error: ${error.message}` : "unexpected error";
}
