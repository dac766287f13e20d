/**
 * What every onboarding resource shares: where the API lives, the path of a form (its id checked first), and a
 * body checked against its field rules before anything is sent — its addresses spelled as the wire spells them, and
 * the first problem refused, under the field's product name, with a message that says what to fix.
 */
import { InvalidInputError, parseUuid } from "../../domain";
import type { RequestOptions, RequestSpec } from "../internal/request-spec";
import { addressesForTheWire, addressFieldAsNamed, checkFields, onboardingDeletionSchema, type FieldRules, type OnboardingDeletion } from "../schemas/onboarding";

export const ONBOARDING_PREFIX = "/onboarding/v1";

/** `/onboarding/v1/forms/<form id>/<rest…>`; the form id must be a UUID. */
export function formPath(formId: string, ...rest: string[]): string {
  return [`${ONBOARDING_PREFIX}/forms/${parseUuid(formId, "form_id")}`, ...rest].join("/");
}

/** The body's known fields, cleaned; refuses the first field that breaks its rule. */
export function checkedBody(body: unknown, rules: FieldRules, mode: "create" | "update", prefix = ""): Record<string, unknown> {
  const { fields, problems } = checkFields(addressesForTheWire(body), rules, mode, prefix);
  const [first] = problems;
  if (first !== undefined) throw new InvalidInputError(addressFieldAsNamed(first.field), first.code, first.reason);
  return fields;
}

/** Fields an update may send: any subset, and null to clear an optional one. */
export type FieldUpdate<T> = { [K in keyof T]?: T[K] | null };

/**
 * The body of a PUT that takes the create's schema (a person, the account usage, the business information:
 * docs/provider-api.md §10): the changes are checked first, then laid over the saved record (read by `saved` only
 * once they pass) and the whole checked as a create, so the service gets every required field.
 */
export async function replacementBody(changes: object, rules: FieldRules, saved: () => Promise<object>): Promise<Record<string, unknown>> {
  checkedBody(changes, rules, "update");
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return checkedBody({ ...(await saved()), ...given }, rules, "create");
}

/**
 * The DELETE of one thing that answers 404 once gone (a form, a person, a document, an image). It is retried like
 * any DELETE; a repeat that finds it gone reports it deleted, as the attempt whose answer was lost did.
 */
export function deletion(
  path: string,
  deleted: { form_id: string } | { person_id: string } | { document_id: string } | { document_image_id: string },
  options: RequestOptions,
): RequestSpec<OnboardingDeletion> {
  return { method: "DELETE", path, schema: onboardingDeletionSchema, goneOnRepeat: { message: "Deleted", ...deleted }, options };
}
