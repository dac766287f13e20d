/**
 * Every failure the client reports is one of these. Errors that came from the service carry the HTTP status,
 * the envelope's error_code, per-field messages and the X-Request-Id so support can trace them.
 * Messages never contain credentials.
 */
export { InvalidInputError } from "../domain/invalid-input";

export interface FieldMessage {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

export type FieldMessages = Record<string, FieldMessage[]>;

export class FxDeskError extends Error {
  override name = "FxDeskError";
}

export interface ApiErrorDetails {
  status: number;
  errorCode: string;
  messages: FieldMessages;
  requestId: string | undefined;
  method: string;
  path: string;
}

/** The service answered with an error status. */
export class ApiError extends FxDeskError {
  override name = "ApiError";
  readonly status: number;
  readonly errorCode: string;
  readonly messages: FieldMessages;
  readonly requestId: string | undefined;
  readonly method: string;
  readonly path: string;

  constructor(details: ApiErrorDetails) {
    super(describe(details));
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.messages = details.messages;
    this.requestId = details.requestId;
    this.method = details.method;
    this.path = details.path;
  }

  /** The service's own messages, "field: message" joined with "; " ("base" ones without a field); "" if none. */
  get details(): string {
    return fieldMessageText(this.messages);
  }

  /** True when any field carries this message code (e.g. "duplicate_request"). */
  hasCode(code: string): boolean {
    return this.errorCode === code || Object.values(this.messages).some((list) => list.some((m) => m.code === code));
  }
}

export class BadRequestError extends ApiError {
  override name = "BadRequestError";
}
export class AuthenticationError extends ApiError {
  override name = "AuthenticationError";
}
export class PermissionDeniedError extends ApiError {
  override name = "PermissionDeniedError";
}
export class NotFoundError extends ApiError {
  override name = "NotFoundError";
}
export class RateLimitError extends ApiError {
  override name = "RateLimitError";
}
export class InternalServerError extends ApiError {
  override name = "InternalServerError";
}
export class ServiceUnavailableError extends ApiError {
  override name = "ServiceUnavailableError";
}

/** The request never got an answer: DNS, refused or dropped connection, CORS. */
export class ConnectionError extends FxDeskError {
  override name = "ConnectionError";
  constructor(
    message: string,
    readonly method: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** No answer within the timeout. */
export class TimeoutError extends ConnectionError {
  override name = "TimeoutError";
}

/**
 * The caller cancelled a request before it was sent (it was still waiting for the rate budget, or between two
 * attempts): the service never saw this attempt, so nothing it would have booked exists.
 */
export class RequestNotSentError extends FxDeskError {
  override name = "RequestNotSentError";
  constructor(
    readonly method: string,
    readonly path: string,
  ) {
    super(`${method} ${path}: cancelled before it was sent`);
  }
}

/** A call was made after sign-out: there are no credentials to sign in with. */
export class NotSignedInError extends FxDeskError {
  override name = "NotSignedInError";
  constructor() {
    super("Not signed in: sign in with a login id and API key first");
  }
}

/** The service answered 2xx but the body does not match the schema: names the path that did not match. */
export class ResponseValidationError extends FxDeskError {
  override name = "ResponseValidationError";
  constructor(
    message: string,
    readonly issuePath: string,
    readonly requestId: string | undefined,
    readonly method: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** Failures that say nothing about the request itself (busy, limited, unreachable): the same request may succeed later. */
export function isTransientError(error: unknown): boolean {
  return error instanceof RateLimitError || error instanceof ServiceUnavailableError || error instanceof ConnectionError;
}

function fieldMessageText(messages: FieldMessages): string {
  return Object.entries(messages)
    .flatMap(([field, list]) => list.map((m) => (field === "base" ? m.message : `${field}: ${m.message}`)))
    .join("; ");
}

function describe(d: ApiErrorDetails): string {
  const details = fieldMessageText(d.messages);
  const id = d.requestId ? ` (request ${d.requestId})` : "";
  return `${d.method} ${d.path} failed with ${d.status} ${d.errorCode}${details ? `: ${details}` : ""}${id}`;
}
