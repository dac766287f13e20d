/**
 * Every failure a cell can show, turned into a real Excel error with a message (hover text on the cell):
 * `#VALUE!` when the user's input is wrong, `#N/A` when the value cannot be had right now. Never 0 and never
 * a sentinel string, because both leak silently into sums and reports. The words are the error's own
 * (`userMessage`); a cell only picks the Excel error and says the next step as a cell does it (recalculate).
 */
import { BadRequestError, FxDeskError, InvalidInputError, type NextStep } from "../api";

/** The service answered but has no rate for this pair. */
export class RateUnavailableError extends FxDeskError {
  override name = "RateUnavailableError";
  constructor(readonly pair: string) {
    super(`No rate for ${pair}`);
  }
}

/** Our own bound on how long a cell may wait (including time queued behind the client's rate budget). */
export class DeadlineExceededError extends FxDeskError {
  override name = "DeadlineExceededError";
  constructor(readonly timeoutMs: number) {
    super(`No answer from the FX Desk service within ${formatSeconds(timeoutMs)}`);
  }

  override get nextStep(): NextStep {
    return "try-again";
  }

  override get whyUnreachable(): string {
    return "the FX Desk service did not answer in time";
  }
}

const nextStepInACell: Record<NextStep, string> = {
  "try-again": " — recalculate to try again",
  "try-again-in-a-minute": " — recalculate in a minute",
  "sign-in-again": " — sign in to FX Desk again",
};

export function notAvailable(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, message);
}

function invalidValue(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}

function isCellError(value: unknown): value is CustomFunctions.Error {
  return typeof CustomFunctions !== "undefined" && value instanceof CustomFunctions.Error;
}

export function toCellError(error: unknown): CustomFunctions.Error {
  if (isCellError(error)) return error;
  if (!(error instanceof FxDeskError)) return notAvailable(error instanceof Error ? error.message : String(error));
  // A refused argument is named in words, as every surface names a field ("Sell currency: …", issue 43): the
  // person maps "Sell currency" to the signature's sell_currency at a glance, and the reason reads as the rows' do.
  const message = `${error.userMessage}${error.nextStep ? nextStepInACell[error.nextStep] : ""}`;
  // The service refusing a value the user typed (e.g. a conversion_date on a holiday) is the input's fault too.
  return error instanceof InvalidInputError || error instanceof BadRequestError ? invalidValue(message) : notAvailable(message);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
