/**
 * The error envelope of docs/provider-api.md §7 and the message conventions of the real API:
 * `{error_code, error_messages: {<field>|base: [{code, message, params}]}}`.
 */
export interface WireMessage {
  code: string;
  message: string;
  params: Record<string, unknown>;
}

type WireMessages = Record<string, WireMessage[]>;

interface ErrorEnvelope {
  error_code: string;
  error_messages: WireMessages;
}

/** Thrown anywhere in a handler; the server's error handler turns it into the envelope. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly messages: WireMessages,
  ) {
    super(errorCode);
  }

  envelope(): ErrorEnvelope {
    return { error_code: this.errorCode, error_messages: this.messages };
  }
}

export function message(code: string, text: string, params: Record<string, unknown> = {}): WireMessage {
  return { code, message: text, params };
}

/** Per-field messages for one request; validation collects them all before answering, as the real API does. */
export class FieldErrors {
  private readonly messages: WireMessages = {};

  get isEmpty(): boolean {
    return Object.keys(this.messages).length === 0;
  }

  add(field: string, entry: WireMessage): void {
    (this.messages[field] ??= []).push(entry);
  }

  has(field: string): boolean {
    return field in this.messages;
  }

  throwIfAny(errorCode: string): void {
    if (!this.isEmpty) throw new DemoError(400, errorCode, this.messages);
  }
}

export const fieldMessages = {
  required: (field: string) => message(`${field}_is_required`, `${field} is required`),
  invalidFormat: (field: string, params: Record<string, unknown> = {}) =>
    message(`${field}_is_in_invalid_format`, `${field} is in invalid format`, params),
  tooLong: (field: string, maxlength: number) =>
    message(`${field}_is_too_long`, `${field} can not be longer than ${maxlength} character(s)`, { maxlength }),
  tooShort: (field: string, minlength: number) =>
    message(`${field}_is_too_short`, `${field} can not be shorter than ${minlength} character(s)`, { minlength }),
  notInRange: (field: string, range: readonly string[]) =>
    message(`${field}_not_in_range`, `${field} should be in range: ${range.join(", ")}`, { range: range.join(", ") }),
  typeIsWrong: (field: string, type: string) =>
    message(`${field}_type_is_wrong`, `${field} should be of ${type} type`, { type }),
  notValidUuid: (field: string) => message(`${field}_is_not_valid_uuid`, `${field} should be in UUID format`),
};

/**
 * An update that names nothing to change: `at_least_one_parameter` on `base`, listing what it may change (the
 * swagger reference's UpdateAccount and UpdateContact).
 */
export function atLeastOneParameter(errorCode: string, fields: readonly string[]): DemoError {
  return badRequest(errorCode, "base", message("at_least_one_parameter", `At least one parameter should be present: ${fields.join(", ")}`));
}

export function badRequest(errorCode: string, field: string, entry: WireMessage): DemoError {
  return new DemoError(400, errorCode, { [field]: [entry] });
}

/** 404 `<entity>_not_found` on field `id`, e.g. `payment_not_found`; `text` where the reference words it otherwise. */
export function notFound(entity: string, text = `${entity.charAt(0).toUpperCase()}${entity.slice(1)} was not found for this id`): DemoError {
  return new DemoError(404, `${entity}_not_found`, { id: [message(`${entity}_not_found`, text)] });
}

/** The spec's 401 body, for wrong credentials, a locked login and a missing, expired or retired token. */
export function authFailed(text = "Authentication failed with the supplied credentials"): DemoError {
  return new DemoError(401, "auth_failed", { username: [message("invalid_supplied_credentials", text)] });
}

export const TOO_MANY_REQUESTS = new DemoError(429, "too_many_requests", {
  base: [
    message(
      "too_many_requests",
      "Too many requests have been made to the api. Please refer to the Developer Center for more information",
    ),
  ],
});

export const SERVICE_UNAVAILABLE = new DemoError(503, "service_unavailable", {
  base: [message("service_unavailable", "Service is temporarily unavailable due to maintenance")],
});

export function extraParameters(errorCode: string, names: readonly string[]): DemoError {
  return new DemoError(400, errorCode, {
    base: [
      message("invalid_extra_parameters", "Invalid extra parameters", { parameters: names.join(", ") }),
    ],
  });
}
