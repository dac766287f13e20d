/**
 * Reads a form-creation body in the layouts the onboarding document gives — individual: top-level `data` (form
 * fields), `account_usage`, `people`; corporate: `data` holding the form fields plus `business_information`,
 * `account_usage` and `people` — and the flat layout (form fields at the top level, sections beside them). Every
 * part is checked; all problems are answered at once with 422, as the document's table says for this endpoint.
 */
import { ACCOUNT_USAGE_FIELDS, BUSINESS_INFORMATION_FIELDS, checkFields, FORM_FIELDS, PERSON_FIELDS, type FieldProblem, type FieldRules } from "../wire";
import { isoDate } from "../format";
import { invalidFields } from "./errors";

type SectionName = "people" | "account_usage" | "business_information";

interface FormPayload {
  form: Record<string, unknown>;
  people: Record<string, unknown>[] | undefined;
  accountUsage: Record<string, unknown> | undefined;
  businessInformation: Record<string, unknown> | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `now`: the service's clock, the day dates of birth are held to. */
export function readFormPayload(body: unknown, now: number): FormPayload {
  const top = isObject(body) ? body : {};
  const data = isObject(top.data) ? top.data : top;
  // A section may sit inside `data` (corporate layout) or beside it (individual layout).
  const section = (name: SectionName) => data[name] ?? top[name];
  const problems: FieldProblem[] = [];
  const check = (value: unknown, rules: FieldRules, prefix: string) => {
    const checked = checkFields(value, rules, "create", prefix, isoDate(now));
    problems.push(...checked.problems);
    return checked.fields;
  };

  const form = check(data, FORM_FIELDS, "");
  const rawPeople = section("people");
  let people: Record<string, unknown>[] | undefined;
  if (Array.isArray(rawPeople)) {
    people = rawPeople.map((person, index) => check(person, PERSON_FIELDS, `people[${index}].`));
  } else if (rawPeople !== undefined && rawPeople !== null) {
    problems.push({ field: "people", code: "type_is_wrong", reason: "must be a list of people" });
  }
  const rawUsage = section("account_usage");
  const accountUsage = rawUsage === undefined || rawUsage === null ? undefined : check(rawUsage, ACCOUNT_USAGE_FIELDS, "account_usage.");
  const rawBusiness = section("business_information");
  const businessInformation =
    rawBusiness === undefined || rawBusiness === null ? undefined : check(rawBusiness, BUSINESS_INFORMATION_FIELDS, "business_information.");
  if (problems.length > 0) throw invalidFields(422, problems);
  return { form, people, accountUsage, businessInformation };
}
