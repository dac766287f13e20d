/**
 * Reads the service's error envelope `{error_code, error_messages: {field|base: [{code, message, params}]}}`
 * and tolerates the variants recorded in the wild (docs/provider-api.md §7): a single object instead of a list, a plain
 * string, `params: []`, missing fields, and bodies that are not JSON at all (an HTML 503 from a proxy).
 * The onboarding API's body `{status, error_code, reason, error_messages}` reads the same way: its
 * `error_messages` may be null (then `reason` is the message) and may nest per sub-object
 * (`{"personal_address": {"city": [...]}}` becomes field `personal_address.city`).
 */
import type { FieldMessage, FieldMessages } from "../errors";

interface ErrorEnvelope {
  errorCode: string;
  messages: FieldMessages;
}

/** The service's own codes where it has one for the status, so callers can match on them either way. */
const codeByStatus: Record<number, string> = {
  400: "bad_request",
  401: "auth_failed",
  403: "permission_denied",
  404: "not_found",
  429: "too_many_requests",
  500: "internal_server_error",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
};

const phraseByStatus: Record<number, string> = {
  400: "Bad request",
  401: "Authentication failed",
  403: "Permission denied",
  404: "Not found",
  429: "Too many requests",
  500: "Internal server error",
  502: "Bad gateway",
  503: "Service unavailable",
  504: "Gateway timeout",
};

function errorCodeForStatus(status: number): string {
  return codeByStatus[status] ?? `http_${status}`;
}

export function parseErrorEnvelope(status: number, bodyText: string): ErrorEnvelope {
  const body = parseJsonObject(bodyText);
  if (!body) {
    // Never copy a non-JSON body into the message: it is usually a whole HTML page.
    const errorCode = errorCodeForStatus(status);
    const phrase = phraseByStatus[status] ?? `HTTP ${status}`;
    return { errorCode, messages: { base: [{ code: errorCode, message: `${phrase} (no error details in the response)`, params: {} }] } };
  }
  const errorCode = nonEmptyString(body.error_code) ?? errorCodeForStatus(status);
  const messages = readMessages(body.error_messages, errorCode);
  // Onboarding errors may explain themselves only in `reason`.
  const reason = nonEmptyString(body.reason);
  if (Object.keys(messages).length === 0 && reason) {
    messages.base = [{ code: errorCode, message: reason, params: {} }];
  }
  return { errorCode, messages };
}

function readMessages(raw: unknown, errorCode: string, prefix = ""): FieldMessages {
  if (typeof raw === "string") return { base: [{ code: errorCode, message: raw, params: {} }] };
  if (!isPlainObject(raw)) return {};
  const messages: FieldMessages = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = `${prefix}${name}`;
    if (isPlainObject(value) && value.code === undefined && value.message === undefined) {
      Object.assign(messages, readMessages(value, errorCode, `${field}.`));
      continue;
    }
    const list = (Array.isArray(value) ? value : [value])
      .map((entry) => readMessage(entry, errorCode))
      .filter((entry): entry is FieldMessage => entry !== undefined);
    if (list.length > 0) messages[field] = list;
  }
  return messages;
}

function readMessage(raw: unknown, errorCode: string): FieldMessage | undefined {
  if (typeof raw === "string") return { code: errorCode, message: raw, params: {} };
  if (!isPlainObject(raw)) return undefined;
  const code = nonEmptyString(raw.code) ?? errorCode;
  return {
    code,
    message: nonEmptyString(raw.message) ?? code,
    params: isPlainObject(raw.params) ? raw.params : {},
  };
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
