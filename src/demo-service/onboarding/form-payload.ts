/**
 * Reads a form-creation body in the layouts the onboarding document gives — individual: top-level `data` (form
 * fields), `account_usage`, `people`; corporate: `data` holding the form fields plus `business_information`,
 * `account_usage` and `people` — and the flat layout (form fields at the top level, sections beside them). Every
 * part is checked; all problems are answered at once with 422, as the document's table says for this endpoint.
 *
 * Inside a nested create an address may be named as the document's "Form payload structure" names it
 * (`personal_address`, `registered_address`; `trading_address` by the same rule) or as the per-resource routes do
 * (`*_attributes`); a problem is reported under the name the request used (docs/demo-service.md, "Onboarding").
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

/** An address's name in a nested create → its name in the field rules. */
const NESTED_ADDRESS_NAMES: Readonly<Record<string, string>> = {
  personal_address: "personal_address_attributes",
  registered_address: "registered_address_attributes",
  trading_address: "trading_address_attributes",
};

/**
 * The section with its addresses under the rules' names, and the renames made, so problems can be reported under the
 * name the request used. An address given under both names is a problem of its own (Assumption: nothing says which
 * would win).
 */
function withRuleAddressNames(section: unknown, prefix: string, problems: FieldProblem[]): { body: unknown; renamed: [string, string][] } {
  if (!isObject(section)) return { body: section, renamed: [] };
  const body = { ...section };
  const renamed: [string, string][] = [];
  for (const [nested, ruleName] of Object.entries(NESTED_ADDRESS_NAMES)) {
    if (!Object.hasOwn(body, nested)) continue;
    if (Object.hasOwn(body, ruleName)) {
      problems.push({ field: `${prefix}${nested}`, code: "is_given_twice", reason: `is given both as ${nested} and as ${ruleName} — send one of them` });
    } else {
      body[ruleName] = body[nested];
      renamed.push([`${prefix}${ruleName}`, `${prefix}${nested}`]);
    }
    delete body[nested];
  }
  return { body, renamed };
}

/** `now`: the service's clock, the day dates of birth are held to. */
export function readFormPayload(body: unknown, now: number): FormPayload {
  const top = isObject(body) ? body : {};
  const data = isObject(top.data) ? top.data : top;
  // A section may sit inside `data` (corporate layout) or beside it (individual layout).
  const section = (name: SectionName) => data[name] ?? top[name];
  const problems: FieldProblem[] = [];
  const check = (value: unknown, rules: FieldRules, prefix: string) => {
    const { body, renamed } = withRuleAddressNames(value, prefix, problems);
    const checked = checkFields(body, rules, "create", prefix, isoDate(now));
    for (const problem of checked.problems) {
      const rename = renamed.find(([ruleName]) => problem.field === ruleName || problem.field.startsWith(`${ruleName}.`));
      problems.push(rename ? { ...problem, field: `${rename[1]}${problem.field.slice(rename[0].length)}` } : problem);
    }
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
