/**
 * The onboarding API's error body, `{status, error_code, reason, error_messages}` (docs/provider-api.md §10): `status` the
 * HTTP status's name, `reason` one sentence, `error_messages` per field (null on a 404, as its schema allows).
 * Every failure under /onboarding — the route's own, a refused token, a framework refusal — is answered this way.
 */
import { message, DemoError } from "../errors";
import { FORM_ALREADY_SUBMITTED, type FieldProblem } from "../wire";

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  422: "unprocessable_entity",
  429: "too_many_requests",
  500: "internal_server_error",
  503: "service_unavailable",
};

/** A DemoError with the onboarding API's `reason`; `withoutMessages` answers `error_messages: null`. */
export class OnboardingError extends DemoError {
  constructor(
    status: number,
    errorCode: string,
    readonly reason: string,
    messages: ConstructorParameters<typeof DemoError>[2] = {},
    readonly withoutMessages = false,
  ) {
    super(status, errorCode, messages);
  }
}

export function onboardingErrorBody(error: DemoError) {
  const reason = error instanceof OnboardingError ? error.reason : (Object.values(error.messages)[0]?.[0]?.message ?? error.errorCode);
  const withoutMessages = error instanceof OnboardingError && error.withoutMessages;
  return {
    status: STATUS_NAMES[error.status] ?? "error",
    error_code: error.errorCode,
    reason,
    error_messages: withoutMessages ? null : error.messages,
  };
}

/** 404 for a form, person, document or image that does not exist here (a malformed id included). */
export function recordNotFound(entity: "form" | "person" | "document" | "document_image" | "account_usage" | "business_information" | "country"): OnboardingError {
  const label = entity.replace(/_/g, " ");
  return new OnboardingError(404, `${entity}_not_found`, `${label.charAt(0).toUpperCase()}${label.slice(1)} not found`, {}, true);
}

export function alreadySubmitted(): OnboardingError {
  return new OnboardingError(422, FORM_ALREADY_SUBMITTED, "The form has already been submitted and can no longer be changed", {
    base: [message(FORM_ALREADY_SUBMITTED, "The form has already been submitted and can no longer be changed")],
  });
}

/** The problems found in a body, all of them, under their fields. */
export function invalidFields(status: 400 | 422, problems: readonly FieldProblem[], reason = "Invalid parameters"): OnboardingError {
  const messages: Record<string, ReturnType<typeof message>[]> = {};
  for (const problem of problems) (messages[problem.field] ??= []).push(message(`${problem.field}_${problem.code}`, problem.reason));
  return new OnboardingError(status, status === 400 ? "invalid_request" : "invalid_parameters", reason, messages);
}

/** One refusal of a value that passed its field rule but not the service's state (a country, a count). */
export function unprocessable(field: string, code: string, reason: string): OnboardingError {
  return invalidFields(422, [{ field, code, reason }], reason);
}
