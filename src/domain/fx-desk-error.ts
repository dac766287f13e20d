/**
 * The root of every failure FX Desk reports. It lives in domain, which imports nothing of ours, so that the
 * input refusals the pure rules raise belong to the same hierarchy as the client's and the functions' errors.
 *
 * Each error has one text for a person (`userMessage`) and says what helps next (`nextStep`); the surfaces
 * that show it (a cell, a sheet row, the task pane) only choose the format and say the next step their way.
 * `message` stays the text for logs and developers (it may name the method and path).
 *
 * Which failures carry messages about fields is decided here and in the subclasses (`fieldMessages`), once for
 * every surface: the client's own refusal of a value (InvalidInputError) and the provider's validation errors —
 * 400 and 422 whose messages are the story (api/errors.ts; docs/words-and-errors.md, "One way from an error to words").
 */

/** What a person can do about a failure, said by each surface in its own terms ("recalculate", "try again"). */
export type NextStep = "try-again" | "try-again-in-a-minute" | "sign-in-again";

/** One of the service's messages about a field (`base`: about no one field), as its error body gives it. */
export interface FieldMessage {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

/** Field (as the service names it) → the messages about it. */
export type FieldMessages = Record<string, FieldMessage[]>;

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

  /**
   * Why the service could not be reached, in a person's words ("the FX Desk service did not answer in time"), when
   * this failure means it could not: no answer, a time-out, a service or gateway saying it is down. Undefined for a
   * failure about the request itself (refused input, refused credentials, the request limit), which must still show.
   */
  get whyUnreachable(): string | undefined {
    return undefined;
  }

  /**
   * The messages about the values sent, by the field each names, that a surface places beside its fields; none
   * (`{}`) when the failure is not about the values (no answer, a refused login, an outage): that is said whole.
   */
  get fieldMessages(): FieldMessages {
    return {};
  }
}
