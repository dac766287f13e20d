/**
 * The root of every failure FX Desk reports. It lives in domain, which imports nothing of ours, so that the
 * input refusals the pure rules raise belong to the same hierarchy as the client's and the functions' errors.
 *
 * Each error has one text for a person (`userMessage`) and says what helps next (`nextStep`); the surfaces
 * that show it (a cell, a sheet row, the task pane) only choose the format and say the next step their way.
 * `message` stays the text for logs and developers (it may name the method and path).
 */

/** What a person can do about a failure, said by each surface in its own terms ("recalculate", "try again"). */
export type NextStep = "try-again" | "try-again-in-a-minute" | "sign-in-again";

export class FxDeskError extends Error {
  override name = "FxDeskError";

  /** The one text a person reads about this failure, whichever surface shows it; no final full stop. */
  get userMessage(): string {
    return this.message;
  }

  /** Undefined when trying the same thing again will not help until something changes. */
  get nextStep(): NextStep | undefined {
    return undefined;
  }
}
