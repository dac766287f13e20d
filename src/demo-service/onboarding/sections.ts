/**
 * Request bodies of the onboarding API checked with the demo service's own field rules (demo-service/wire/onboarding-fields.ts),
 * and the wire records built from them: `<name>_attributes` in a request is `<name>` in the record.
 */
import { checkFields, type FieldRules } from "../wire";
import { orderedId } from "../ordered-ids";
import { isoDate, timestamp } from "../format";
import { invalidFields } from "./errors";

/**
 * The body's known fields, cleaned, or every problem at once with the route's status for a body it refuses. `now` is
 * the service's clock: the day dates of birth are held to.
 */
export function checkedBody(body: unknown, rules: FieldRules, mode: "create" | "update", status: 400 | 422, now: number): Record<string, unknown> {
  const { fields, problems } = checkFields(body ?? {}, rules, mode, "", isoDate(now));
  if (problems.length > 0) throw invalidFields(status, problems);
  return fields;
}

/** `personal_address_attributes` → `personal_address`, and so on. */
function asRecordFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name.replace(/_attributes$/, ""), value]));
}

/**
 * A new record of a form at `now`: a time-ordered id (so lists keep the order written), its form, every property its
 * answer has (`answered`: null until given), the checked fields, and timestamps.
 */
export function newRecord<T>(formId: string, fields: Record<string, unknown>, now: number, answered: readonly string[]): T {
  const at = timestamp(now);
  const nulls = Object.fromEntries(answered.map((name) => [name, null]));
  return { id: orderedId(now), form_id: formId, ...nulls, ...asRecordFields(fields), created_at: at, updated_at: at } as T;
}

/** The record with the sent fields replaced (null clears one). */
export function updatedRecord<T extends { updated_at: string }>(record: T, fields: Record<string, unknown>, at: string): T {
  return { ...record, ...asRecordFields(fields), updated_at: at };
}
