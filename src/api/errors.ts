/**
 * Every failure the client reports is one of these, and the status → class mapping that picks them. Errors about
 * a request carry its method, path and X-Request-Id so support can trace them; errors the service answered also
 * carry the HTTP status, the envelope's error_code and the per-field messages. Each error words itself for a
 * person (`userMessage`); the cells, the sheet rows and the task pane only choose how to show it.
 * Messages never contain credentials.
 *
 *   FxDeskError (domain)
 *     InvalidInputError (domain)      a value refused before anything is sent
 *     NotSignedInError                no credentials to call with
 *     RequestError                    method, path, requestId
 *       ApiError                      the service answered an error status (+ one class per status;
 *                                     422 FormAlreadySubmittedError under UnprocessableEntityError,
 *                                     400 HeldRateRefusedError under BadRequestError)
 *       ConnectionError               no answer: refused, dropped, DNS, CORS
 *         TimeoutError                no answer within the timeout
 *       ResponseValidationError       a 2xx answer that does not match the schema
 *       RequestNotSentError           cancelled before it was sent
 *   and, outside api, the same base for the functions' RateUnavailableError and DeadlineExceededError, the jobs'
 *   JobNotReadyError and the workbook's WorkbookError family (workbook/workbook-error.ts: Excel's refusals in plain
 *   words — SheetNotFoundError, SheetProtectedError, ExcelBusyError, TooMuchDataError, ...).
 */
import { fieldInWords } from "../domain/code-words";
import { fieldMessageInWords } from "../domain/field-words";
import { FxDeskError, type FieldMessage, type FieldMessages, type NextStep } from "../domain/fx-desk-error";
import { FORM_ALREADY_SUBMITTED } from "./schemas/onboarding/values";

export { FxDeskError, type FieldMessage, type FieldMessages, type NextStep } from "../domain/fx-desk-error";
export { InvalidInputError } from "../domain/invalid-input";

/** The request a failure is about; the request id only when the service answered with one. */
interface RequestDetails {
  method: string;
  path: string;
  requestId: string | undefined;
}

/** A failure of one request: says which (method and path) and, when the service saw it, its request id. */
export class RequestError extends FxDeskError {
  override name = "RequestError";
  readonly method: string;
  readonly path: string;
  readonly requestId: string | undefined;

  constructor(message: string, request: RequestDetails, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.path = request.path;
    this.requestId = request.requestId;
  }
}

interface ApiErrorDetails extends RequestDetails {
  status: number;
  errorCode: string;
  messages: FieldMessages;
}

/** What an error class says in its own words, and what helps next. */
interface OwnWords {
  message: string;
  nextStep?: NextStep;
}

/** The service answered with an error status. */
export class ApiError extends RequestError {
  override name = "ApiError";
  readonly status: number;
  readonly errorCode: string;
  readonly messages: FieldMessages;

  constructor(details: ApiErrorDetails) {
    super(developerMessage(details), details);
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.messages = details.messages;
  }

  /**
   * The service's own messages for a person, "Field: message" in words (domain/field-words.ts) joined with "; "
   * ("base" ones without a field); "" if none. The log's text (`message`) keeps the service's codes.
   */
  get details(): string {
    return Object.entries(this.messages)
      .flatMap(([field, list]) => list.map((m) => (field === "base" ? m.message : fieldMessageInWords(fieldInWords(field), field, m.message))))
      .join("; ");
  }

  /** "503 service_unavailable": what the service answered when it says nothing more. */
  get statusAndCode(): string {
    return `${this.status} ${this.errorCode}`;
  }

  /**
   * The words of a class that says what happened itself (a refused login, the request limit, a submitted form),
   * and the step that helps, if one does; none where the service's own messages are the story.
   */
  protected readonly ownWords: OwnWords | undefined = undefined;

  /**
   * True when the service's own messages are the story (a refusal, an outage), so a surface may name their
   * fields its own way; false where the class has its own words (a refused login, the request limit).
   */
  get toldByTheService(): boolean {
    return this.ownWords === undefined;
  }

  override get userMessage(): string {
    return this.ownWords?.message ?? `The FX Desk service answered ${this.statusAndCode}${this.details ? `: ${this.details}` : ""}`;
  }

  override get nextStep(): NextStep | undefined {
    return this.ownWords?.nextStep ?? super.nextStep;
  }

  /** True when any field carries this message code (e.g. "duplicate_request"). */
  hasCode(code: string): boolean {
    return this.errorCode === code || Object.values(this.messages).some((list) => list.some((m) => m.code === code));
  }
}

/**
 * The messages of a validation error (400, 422), for its fields: the provider answers a refusal of the request's
 * values with `error_messages` keyed by the parameter refused (docs/provider-api.md §7, §10). None when the class
 * words the refusal itself (a held rate, a submitted form): its own words are then the whole story.
 */
function validationMessages(error: ApiError): FieldMessages {
  return error.toldByTheService ? error.messages : {};
}

/** The service refused the request's values: its messages say what to fix, so they are the whole story. */
export class BadRequestError extends ApiError {
  override name = "BadRequestError";
  override get userMessage(): string {
    return this.details || `The FX Desk service answered ${this.statusAndCode}`;
  }
  override get fieldMessages(): FieldMessages {
    return validationMessages(this);
  }
}
/**
 * The codes a held rate is refused with: those `quotes/create` documents (SW CreateQuoteConversion) and those the demo
 * service answers on `conversions/create` with a `quote_id` (docs/provider-api.md §13; the provider does not document
 * these, so they are an Assumption of ours).
 */
export const HELD_RATE_CODES = {
  notEnabled: "held_rate_not_enabled",
  invalidHoldPeriod: "invalid_hold_period",
  holdPeriodRequired: "hold_period_is_required",
  crossingCutOff: "crossing_cutoff_time",
  pairNotTradeable: "ccy_pair_is_not_tradeable",
  // Assumption (docs/provider-api.md §13): conversions/create's refusals of a quote_id.
  quoteNotFound: "quote_not_found",
  quoteExpired: "quote_expired",
  quoteAlreadyUsed: "quote_already_used",
  quoteMismatch: "quote_does_not_match",
} as const;

/** What a finance user reads for each held-rate refusal; `params` are the message's own (quote_expired: expires_at). */
const HELD_RATE_WORDS: Readonly<Record<string, (params: Record<string, unknown>) => string>> = {
  [HELD_RATE_CODES.notEnabled]: () => "Your account does not offer held rates: ask your account manager to enable them",
  [HELD_RATE_CODES.invalidHoldPeriod]: () => "This hold period is not enabled for your account: ask your account manager which are",
  [HELD_RATE_CODES.holdPeriodRequired]: () => "Say how long the rate should be held, e.g. 30s or 3m",
  [HELD_RATE_CODES.crossingCutOff]: () =>
    "The rate cannot be held past the cut-off time of this conversion date: choose a later conversion date or a shorter hold period",
  [HELD_RATE_CODES.pairNotTradeable]: () => "Held rates are not offered for this currency pair: ask your account manager which pairs are",
  [HELD_RATE_CODES.quoteNotFound]: () => "The held rate was not found for this account: check again for a new rate",
  [HELD_RATE_CODES.quoteExpired]: (params) => `The held rate expired${atInstant(params.expires_at)}: check again for a new rate`,
  [HELD_RATE_CODES.quoteAlreadyUsed]: () => "The held rate has already been used for a conversion: check again for a new rate",
  [HELD_RATE_CODES.quoteMismatch]: (params) =>
    `The conversion is not the trade the rate was held for${typeof params.field === "string" ? ` (its ${params.field.replace(/_/g, " ")} differs)` : ""}: check again for a new rate`,
};

/**
 * A held quote that expired at `expiresAt` (ISO), in the words of the service's own refusal: a caller that sees the hold
 * end before sending says it the same way.
 */
export function heldRateExpiredText(expiresAt: string): string {
  return HELD_RATE_WORDS[HELD_RATE_CODES.quoteExpired]!({ expires_at: expiresAt });
}

/** " at 5 Jan 2026 09:03:00 UTC" for a timestamp; "" when there is none to tell. */
function atInstant(value: unknown): string {
  const instant = typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) return "";
  const date = new Date(instant);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.getUTCMonth()];
  return ` at ${date.getUTCDate()} ${month} ${date.getUTCFullYear()} ${date.toISOString().slice(11, 19)} UTC`;
}

/** The first of the service's messages that is a held-rate refusal, if any. */
function heldRateRefusal(messages: FieldMessages): FieldMessage | undefined {
  return Object.values(messages)
    .flat()
    .find((entry) => Object.hasOwn(HELD_RATE_WORDS, entry.code));
}

/**
 * A held rate refused: by `quotes/create` (not enabled, a hold period not provisioned, past the cut-off) or by
 * `conversions/create` with a `quote_id` (expired, used, another trade). Still a BadRequestError, so `hasCode` tells
 * which; it words itself, since the service's own text names codes and parameters rather than what to do.
 */
export class HeldRateRefusedError extends BadRequestError {
  override name = "HeldRateRefusedError";
  override get toldByTheService(): boolean {
    return false;
  }
  override get userMessage(): string {
    const refusal = heldRateRefusal(this.messages);
    return refusal === undefined ? super.userMessage : HELD_RATE_WORDS[refusal.code]!(refusal.params);
  }
}

export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
  protected override readonly ownWords = { message: "The service did not accept this login id and API key", nextStep: "sign-in-again" } as const;
}
export class PermissionDeniedError extends ApiError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
/**
 * 422: the service understood the request but will not apply it — an invalid value the onboarding API checks
 * after parsing, or a change it refuses in the resource's present state.
 */
export class UnprocessableEntityError extends ApiError {
  override name = "UnprocessableEntityError";
  override get fieldMessages(): FieldMessages {
    return validationMessages(this);
  }
}
/** 422 `form_already_submitted`: a submitted onboarding form, and everything in it, can no longer change. */
export class FormAlreadySubmittedError extends UnprocessableEntityError {
  override name = "FormAlreadySubmittedError";
  protected override readonly ownWords = { message: "This application has already been submitted, so it can no longer be changed" };
}
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
  protected override readonly ownWords = { message: "The FX Desk service's request limit is used up for this minute", nextStep: "try-again-in-a-minute" } as const;
}
export class InternalServerError extends ApiError {
  override name = "InternalServerError";
}
export class ServiceUnavailableError extends ApiError {
  override name = "ServiceUnavailableError";
  override get whyUnreachable(): string {
    return `the FX Desk service is unavailable (${this.status})`;
  }
}

/** The typed error for an error status: the one place a status (and error_code) picks the class. */
export function apiErrorFor(details: ApiErrorDetails): ApiError {
  const { status, errorCode } = details;
  // One recording shows a failed login answered with 403 auth_failed: it is still bad credentials.
  if (status === 401 || (status === 403 && errorCode === "auth_failed")) return new AuthenticationError(details);
  switch (status) {
    case 400:
      return heldRateRefusal(details.messages) === undefined ? new BadRequestError(details) : new HeldRateRefusedError(details);
    case 403:
      return new PermissionDeniedError(details);
    case 404:
      return new NotFoundError(details);
    case 422:
      return errorCode === FORM_ALREADY_SUBMITTED ? new FormAlreadySubmittedError(details) : new UnprocessableEntityError(details);
    case 429:
      return new RateLimitError(details);
    case 500:
      return new InternalServerError(details);
    // A gateway in front of the service that failed or timed out: as passing as the service's own 503.
    case 502:
    case 503:
    case 504:
      return new ServiceUnavailableError(details);
    default:
      return new ApiError(details);
  }
}

/** The request never got an answer: DNS, refused or dropped connection, CORS. */
export class ConnectionError extends RequestError {
  override name = "ConnectionError";
  constructor(message: string, method: string, path: string, options?: { cause?: unknown }) {
    super(message, { method, path, requestId: undefined }, options);
  }

  override get userMessage(): string {
    return `Cannot reach the FX Desk service: ${this.message}`;
  }

  override get whyUnreachable(): string {
    return "the FX Desk service cannot be reached";
  }
}

/** No answer within the timeout. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
  override get userMessage(): string {
    return `The FX Desk service timed out (${this.message})`;
  }
  override get nextStep(): NextStep {
    return "try-again";
  }
  override get whyUnreachable(): string {
    return "the FX Desk service did not answer in time";
  }
}

/**
 * The caller cancelled a request before it was sent (it was still waiting for the rate budget, or between two
 * attempts): the service never saw this attempt, so nothing it would have booked exists.
 */
export class RequestNotSentError extends RequestError {
  override name = "RequestNotSentError";
  constructor(method: string, path: string) {
    super(`${method} ${path}: cancelled before it was sent`, { method, path, requestId: undefined });
  }
}

/** The service answered 2xx but the body does not match the schema: names the path that did not match. */
export class ResponseValidationError extends RequestError {
  override name = "ResponseValidationError";
  constructor(
    message: string,
    readonly issuePath: string,
    requestId: string | undefined,
    method: string,
    path: string,
  ) {
    super(message, { method, path, requestId });
  }

  override get userMessage(): string {
    return `Unexpected answer from the FX Desk service at ${this.issuePath || "the top level"}`;
  }
}

/**
 * No credentials to call with. Signed out: the client's credentials were forgotten. Formulas: nobody has
 * signed in on this page yet, so the functions have no client (the pane is where one signs in).
 */
export class NotSignedInError extends FxDeskError {
  override name = "NotSignedInError";
  constructor(readonly situation: "signed-out" | "formulas") {
    super(situation === "formulas" ? "Sign in to FX Desk to load rates" : "Not signed in: sign in with a login id and API key first");
  }
}

/** Failures that say nothing about the request itself (limited, unreachable): the same request may succeed later. */
export function isTransientError(error: unknown): boolean {
  return error instanceof RateLimitError || (error instanceof RequestError && error.whyUnreachable !== undefined);
}

function fieldMessageText(messages: FieldMessages): string {
  return Object.entries(messages)
    .flatMap(([field, list]) => list.map((m) => (field === "base" ? m.message : `${field}: ${m.message}`)))
    .join("; ");
}

/** For logs: the request, the status and everything the service said, with the request id. */
function developerMessage(d: ApiErrorDetails): string {
  const details = fieldMessageText(d.messages);
  const id = d.requestId ? ` (request ${d.requestId})` : "";
  return `${d.method} ${d.path} failed with ${d.status} ${d.errorCode}${details ? `: ${details}` : ""}${id}`;
}
