import { ApiError, AuthenticationError, BadRequestError, ConnectionError, InvalidInputError, RateLimitError, ResponseValidationError, TimeoutError } from "../api";

/**
 * Every failure a cell can show, turned into a real Excel error with a message (hover text on the cell):
 * `#VALUE!` when the user's input is wrong, `#N/A` when the value cannot be had right now. Never 0 and never
 * a sentinel string, because both leak silently into sums and reports.
 */

/** The service answered but has no rate for this pair. */
export class RateUnavailableError extends Error {
  override name = "RateUnavailableError";
  constructor(readonly pair: string) {
    super(`No rate for ${pair}`);
  }
}

/** No shared client: nobody has signed in on this page yet. */
export class NotSignedInError extends Error {
  override name = "NotSignedInError";
  constructor() {
    super("Sign in to FX Desk to load rates");
  }
}

/** Our own bound on how long a cell may wait (including time queued behind the client's rate budget). */
export class DeadlineExceededError extends Error {
  override name = "DeadlineExceededError";
  constructor(readonly timeoutMs: number) {
    super(`No answer from the FX Desk service within ${formatSeconds(timeoutMs)} — recalculate to try again`);
  }
}

export function notAvailable(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, message);
}

export function invalidValue(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}

export function isCellError(value: unknown): value is CustomFunctions.Error {
  return typeof CustomFunctions !== "undefined" && value instanceof CustomFunctions.Error;
}

export function toCellError(error: unknown): CustomFunctions.Error {
  if (isCellError(error)) return error;
  if (error instanceof InvalidInputError) return invalidValue(error.message);
  if (error instanceof RateUnavailableError || error instanceof NotSignedInError || error instanceof DeadlineExceededError) {
    return notAvailable(error.message);
  }
  if (error instanceof TimeoutError) return notAvailable(`The FX Desk service timed out (${error.message}) — recalculate to try again`);
  if (error instanceof ConnectionError) return notAvailable(`Cannot reach the FX Desk service: ${error.message}`);
  if (error instanceof AuthenticationError) return notAvailable("The FX Desk session was refused — sign in to FX Desk again");
  if (error instanceof RateLimitError) {
    return notAvailable("The FX Desk service's request limit is used up for this minute — recalculate in a minute");
  }
  // The service refused a value the user typed (e.g. a conversion_date on a holiday): that is the input's fault.
  if (error instanceof BadRequestError) return invalidValue(error.details || error.errorCode);
  if (error instanceof ApiError) return notAvailable(`The FX Desk service answered ${error.status} ${error.errorCode}: ${error.details || error.errorCode}`);
  if (error instanceof ResponseValidationError) return notAvailable(`Unexpected answer from the FX Desk service at ${error.issuePath}`);
  return notAvailable(error instanceof Error ? error.message : String(error));
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
