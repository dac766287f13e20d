/**
 * Checks a request body of the onboarding API against a table of field rules and returns the values to send,
 * cleaned (text trimmed, codes upper-cased), with every problem found. The client (api/schemas/onboarding/
 * request-fields.ts) and the demo service (demo-service/wire/onboarding-fields.ts) each keep their own tables, written from
 * the onboarding OpenAPI file and compared field by field by a test; this interpreter of a rule is the one both
 * use, so a rule both tables hold refuses the same values in the same words, each saying what to fix. The client
 * refuses the first problem before sending; the demo service answers all of them.
 *
 * Text holds no control character (C0, DEL, C1; a description of several lines keeps its line breaks) and is at most
 * TEXT_MAX characters (DESCRIPTION_MAX for a description): the onboarding OpenAPI file gives no lengths, so these are
 * assumptions (docs/provider-api.md §10).
 */
import { controlCharacterIn } from "../control-characters";
import { isCurrencyCode } from "../currencies";
import { isIsoDate } from "../dates";
import { describeValue } from "../describe-value";

/** The longest text a field takes (Assumption: the core API's longest names, e-mails and references, SW). */
export const TEXT_MAX = 255;
/** The longest description of several lines (Assumption). */
export const DESCRIPTION_MAX = 1000;
/** A date of birth further back than this many years is a typing mistake (Assumption). */
const OLDEST_AGE_YEARS = 120;

export type FieldRule =
  | {
      kind: "text";
      required?: boolean;
      /** A description: line breaks allowed, DESCRIPTION_MAX characters instead of TEXT_MAX. */
      description?: boolean;
    }
  /** A file's content as base64 (or a data: URL), which image-file.ts checks by what it holds, not as text. */
  | { kind: "file"; required?: boolean }
  | { kind: "boolean"; required?: boolean }
  | { kind: "enum"; values: readonly string[]; required?: boolean }
  | { kind: "enumList"; values: readonly string[]; required?: boolean }
  | { kind: "country"; required?: boolean }
  | { kind: "countryList"; required?: boolean }
  | { kind: "currency"; required?: boolean }
  | { kind: "currencyList"; required?: boolean }
  | { kind: "date"; required?: boolean }
  /** A date of birth: with the checking side's `today`, not after it and at most OLDEST_AGE_YEARS before it. */
  | { kind: "birthDate"; required?: boolean }
  | { kind: "number"; min?: number; max?: number; integer?: boolean; required?: boolean }
  | { kind: "idList"; required?: boolean }
  | { kind: "address"; required?: boolean };

export type FieldRules = Readonly<Record<string, FieldRule>>;

export interface FieldProblem {
  /** The wire field, dotted inside an address (`personal_address_attributes.city`). */
  field: string;
  code: string;
  /** What is wrong and what to give instead, without the field's name. */
  reason: string;
}

interface CheckedFields {
  fields: Record<string, unknown>;
  problems: FieldProblem[];
}

/** The most characters a text rule takes (TEXT_MAX, or DESCRIPTION_MAX for a description); undefined for others. */
export function textMaxOf(rule: FieldRule): number | undefined {
  if (rule.kind !== "text") return undefined;
  return rule.description === true ? DESCRIPTION_MAX : TEXT_MAX;
}

/** Addresses must name the state or province in these countries (two- and three-letter codes). */
const STATE_REQUIRED_IN = new Set(["US", "USA", "AU", "AUS", "CA", "CAN"]);

/** The fields of an address inside a request (ONB-SW: `personal_address_attributes` and the business's). */
export const ADDRESS_RULES: FieldRules = {
  street: { kind: "text", required: true },
  city: { kind: "text", required: true },
  postal_code: { kind: "text", required: true },
  country: { kind: "country", required: true },
  apartment_number: { kind: "text" },
  building_name: { kind: "text" },
  building_number: { kind: "text" },
  state_or_province: { kind: "text" },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `create`: required fields must be present. `update`: any subset may be sent, but a required field cannot be
 * cleared with null (nor a required list emptied). Fields without a rule are left out of the result (the service
 * would ignore them). `today` (YYYY-MM-DD) is the day dates of birth are held to; the demo service gives its clock's,
 * the client none (it leaves that rule to the service, whose day it is).
 */
export function checkFields(body: unknown, rules: FieldRules, mode: "create" | "update", prefix = "", today?: string): CheckedFields {
  const problems: FieldProblem[] = [];
  const fields: Record<string, unknown> = {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { fields, problems: [{ field: prefix.replace(/\.$/, "") || "base", code: "type_is_wrong", reason: `must be an object of fields, got ${describeValue(body)}` }] };
  }
  const values = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(rules)) {
    const field = `${prefix}${name}`;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const emptyList = Array.isArray(value) && value.length === 0 && rule.required === true;
    if (value === undefined || value === null || emptyList || (typeof value === "string" && value.trim() === "" && rule.kind !== "text")) {
      if (emptyList && rule.kind === "enumList") {
        // A person is one of the people the form asks for by a role (the onboarding guide): none is no person of it.
        problems.push({ field, code: "is_required", reason: `must name at least one of ${rule.values.join(", ")}` });
      } else if (rule.required && (mode === "create" || value !== undefined)) {
        problems.push({ field, code: "is_required", reason: "is required" });
      } else if (value === null) {
        fields[name] = null;
      }
      continue;
    }
    const checked = checkValue(value, rule, field, problems, today);
    if (checked !== undefined) fields[name] = checked;
  }
  return { fields, problems };
}

function checkValue(value: unknown, rule: FieldRule, field: string, problems: FieldProblem[], today: string | undefined): unknown {
  const refuse = (code: string, reason: string) => {
    problems.push({ field, code, reason });
    return undefined;
  };
  switch (rule.kind) {
    case "text": {
      if (typeof value !== "string") return refuse("type_is_wrong", `must be text, got ${describeValue(value)}`);
      const text = value.trim();
      if (text === "" && rule.required) return refuse("is_required", "is required");
      const control = controlCharacterIn(text, rule.description === true);
      if (control !== undefined) return refuse("is_in_invalid_format", `contains a control character (${control}) — remove it`);
      const max = textMaxOf(rule) ?? TEXT_MAX;
      const length = [...text].length;
      if (length > max) return refuse("is_too_long", `has ${length} characters; at most ${max} are allowed — shorten it`);
      return text;
    }
    case "file":
      return typeof value === "string" ? value.trim() : refuse("type_is_wrong", `must be the file's content as base64 text, got ${describeValue(value)}`);
    case "boolean":
      return typeof value === "boolean" ? value : refuse("type_is_wrong", `must be true or false, got ${describeValue(value)}`);
    case "enum":
      return typeof value === "string" && rule.values.includes(value)
        ? value
        : refuse("not_in_range", `must be one of ${rule.values.join(", ")}; ${describeValue(value)} was given`);
    case "enumList":
      return eachOf(value, field, refuse, (item) => (typeof item === "string" && rule.values.includes(item) ? item : undefined), `one of ${rule.values.join(", ")}`);
    case "country":
      return countryOf(value) ?? refuse("is_in_invalid_format", `${describeValue(value)} is not a country code — use the ISO code, e.g. GB or DE`);
    case "countryList":
      return eachOf(value, field, refuse, countryOf, "a country code such as GB");
    case "currency":
      return currencyOf(value) ?? refuse("is_in_invalid_format", `${describeValue(value)} is not a currency code — use the three-letter ISO code, e.g. EUR`);
    case "currencyList":
      return eachOf(value, field, refuse, currencyOf, "a currency code such as EUR");
    case "date":
      return typeof value === "string" && isIsoDate(value.trim())
        ? value.trim()
        : refuse("is_in_invalid_format", `${describeValue(value)} is not a date — write it as YYYY-MM-DD, e.g. 1980-05-17`);
    case "birthDate":
      return birthDateOf(value, today, refuse);
    case "number":
      return numberOf(value, rule, field, refuse);
    case "idList":
      return eachOf(value, field, refuse, (item) => (typeof item === "string" && UUID.test(item.trim()) ? item.trim().toLowerCase() : undefined), "a document id (UUID)");
    case "address":
      return addressOf(value, field, problems);
  }
}

function eachOf(
  value: unknown,
  field: string,
  refuse: (code: string, reason: string) => undefined,
  item: (value: unknown) => string | undefined,
  expected: string,
): string[] | undefined {
  if (!Array.isArray(value)) return refuse("type_is_wrong", `must be a list, got ${describeValue(value)}`);
  const checked: string[] = [];
  for (const [index, entry] of value.entries()) {
    const ok = item(entry);
    if (ok === undefined) return refuse("not_in_range", `must list only ${expected}; item ${index + 1} is ${describeValue(entry)}`);
    checked.push(ok);
  }
  return checked;
}

function countryOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) ? code : undefined;
}

function currencyOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : undefined;
}

function birthDateOf(value: unknown, today: string | undefined, refuse: (code: string, reason: string) => undefined): string | undefined {
  const date = typeof value === "string" ? value.trim() : "";
  if (!isIsoDate(date)) return refuse("is_in_invalid_format", `${describeValue(value)} is not a date — write it as YYYY-MM-DD, e.g. 1980-05-17`);
  if (today === undefined) return date;
  if (date > today) return refuse("not_in_range", `is ${date}, a day still to come — a date of birth is in the past`);
  const oldest = `${String(Number(today.slice(0, 4)) - OLDEST_AGE_YEARS).padStart(4, "0")}${today.slice(4)}`;
  if (date < oldest) return refuse("not_in_range", `is ${date}, more than ${OLDEST_AGE_YEARS} years ago — check the year`);
  return date;
}

function numberOf(
  value: unknown,
  rule: Extract<FieldRule, { kind: "number" }>,
  field: string,
  refuse: (code: string, reason: string) => undefined,
): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value)) return refuse("type_is_wrong", `must be a number, got ${describeValue(value)}`);
  if (rule.integer && !Number.isInteger(value)) return refuse("type_is_wrong", `must be a whole number, got ${value}`);
  if (rule.min !== undefined && value < rule.min) return refuse("is_too_small", `must be at least ${rule.min}, got ${value}`);
  if (rule.max !== undefined && value > rule.max) return refuse("is_too_big", `must be at most ${rule.max}, got ${value}`);
  return value;
}

function addressOf(value: unknown, field: string, problems: FieldProblem[]): Record<string, unknown> | undefined {
  const { fields, problems: found } = checkFields(value, ADDRESS_RULES, "create", `${field}.`);
  const country = typeof fields.country === "string" ? fields.country : undefined;
  if (country !== undefined && STATE_REQUIRED_IN.has(country) && !fields.state_or_province) {
    found.push({ field: `${field}.state_or_province`, code: "is_required", reason: `is required for an address in ${country}` });
  }
  problems.push(...found);
  return found.length === 0 ? fields : undefined;
}
