/**
 * The fields of a client — a sub-account and its first contact — checked the way the service checks them, with
 * its value sets (client-values.ts), before anything is sent. The Clients panel's forms and the bulk-onboarding
 * rows share these checks: each problem names its field and says what to fix.
 */
import { valuesInWords } from "./value-words";
import {
  ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX, ACCOUNT_STATUSES, CONTACT_STATUSES,
  SPREAD_TABLE_NAMES, STATE_COUNTRIES, TIMEZONE_PATTERN,
} from "./client-values";
import { isIsoDate } from "./dates";
import { emailProblem } from "./email-address";

/** A form's or a row's values by wire field; blank text is no value. */
export type FieldValues = Readonly<Record<string, string | undefined>>;

/** What is wrong, by wire field, saying what to fix; the caller names the field (a form beside it, a row by its column). */
export type FieldProblems = Record<string, string>;

export interface AccountDraft {
  account_name: string;
  legal_entity_type: (typeof ACCOUNT_LEGAL_ENTITY_TYPES)[number];
  legal_entity_sub_type?: (typeof ACCOUNT_LEGAL_ENTITY_SUB_TYPES)[number];
  street: string;
  city: string;
  country: string;
  postal_code?: string;
  state_or_province?: string;
  identification_type?: (typeof ACCOUNT_IDENTIFICATION_TYPES)[number];
  identification_value?: string;
  your_reference?: string;
  status?: (typeof ACCOUNT_STATUSES)[number];
  spread_table?: string;
}

export interface ContactDraft {
  first_name: string;
  last_name: string;
  email_address: string;
  phone_number: string;
  timezone?: string;
  date_of_birth?: string;
  login_id?: string;
  status?: (typeof CONTACT_STATUSES)[number];
}

export type Checked<T> = { ok: true; draft: T } | { ok: false; problems: FieldProblems };

/** Field → its most characters. */
export const ACCOUNT_TEXT: Readonly<Record<string, number>> = {
  account_name: 150,
  street: 150,
  city: 100,
  postal_code: 20,
  state_or_province: 100,
  identification_value: 255,
  your_reference: ACCOUNT_REFERENCE_MAX,
};

export const CONTACT_TEXT: Readonly<Record<string, number>> = {
  first_name: 100,
  last_name: 100,
  email_address: 255,
  phone_number: 100,
  login_id: 50,
};

function present(values: FieldValues, field: string): string | undefined {
  const text = values[field]?.trim();
  return text === undefined || text === "" ? undefined : text;
}

function checkLengths(values: FieldValues, limits: Readonly<Record<string, number>>, problems: FieldProblems): void {
  for (const [field, max] of Object.entries(limits)) {
    const text = present(values, field);
    if (text !== undefined && [...text].length > max) problems[field] = `has ${[...text].length} characters; at most ${max} are allowed — shorten it`;
  }
}

function checkOneOf(values: FieldValues, field: string, allowed: readonly string[], problems: FieldProblems): void {
  const text = present(values, field);
  if (text !== undefined && !allowed.includes(text)) problems[field] = `"${text}" is not one the service accepts — choose one of ${valuesInWords(allowed).join(", ")}`;
}

/** What an account and a contact always need. */
export const ACCOUNT_REQUIRED = ["account_name", "legal_entity_type", "street", "city", "country"] as const;
export const CONTACT_REQUIRED = ["first_name", "last_name", "email_address", "phone_number"] as const;

/** Fields always required, as `require` takes them. */
function always(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, ""]));
}

/** Each field → why it is needed ("" when it always is). */
function require(values: FieldValues, fields: Readonly<Record<string, string>>, problems: FieldProblems): void {
  for (const [field, why] of Object.entries(fields)) {
    if (present(values, field) === undefined) problems[field] ??= `is required${why} — fill it in`;
  }
}

/** Only the fields with a value, trimmed. */
function draftOf<T>(values: FieldValues, fields: readonly string[]): T {
  return Object.fromEntries(fields.flatMap((field) => {
    const text = present(values, field);
    return text === undefined ? [] : [[field, field === "country" ? text.toUpperCase() : text]];
  })) as T;
}

/** The fields a sub-account is sent with (the demo service's rules for them: test/unit/project/request-rules-agree.test.ts). */
export const ACCOUNT_FIELDS = [
  "account_name", "legal_entity_type", "legal_entity_sub_type", "street", "city", "country", "postal_code", "state_or_province",
  "identification_type", "identification_value", "your_reference", "status", "spread_table",
] as const;

export function checkAccountDraft(values: FieldValues): Checked<AccountDraft> {
  const problems: FieldProblems = {};
  require(values, always(ACCOUNT_REQUIRED), problems);
  checkLengths(values, ACCOUNT_TEXT, problems);
  checkOneOf(values, "legal_entity_type", ACCOUNT_LEGAL_ENTITY_TYPES, problems);
  checkOneOf(values, "legal_entity_sub_type", ACCOUNT_LEGAL_ENTITY_SUB_TYPES, problems);
  checkOneOf(values, "identification_type", ACCOUNT_IDENTIFICATION_TYPES, problems);
  checkOneOf(values, "status", ACCOUNT_STATUSES, problems);
  checkOneOf(values, "spread_table", SPREAD_TABLE_NAMES, problems);
  const country = present(values, "country")?.toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country)) problems.country = `"${country}" is not a country code — use the two-letter ISO code, e.g. GB or US`;
  if (country !== undefined && STATE_COUNTRIES.has(country)) {
    require(values, { state_or_province: ` in ${country}`, postal_code: ` in ${country}` }, problems);
  }
  const identification = present(values, "identification_type");
  if (identification !== undefined && identification !== "none") {
    require(values, { identification_value: ` with identification type ${identification}` }, problems);
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, draft: draftOf<AccountDraft>(values, ACCOUNT_FIELDS) };
}

export const CONTACT_FIELDS = ["first_name", "last_name", "email_address", "phone_number", "timezone", "date_of_birth", "login_id", "status"] as const;

/** A contact of an account of `legalEntityType`: an individual's contact needs a date of birth. */
export function checkContactDraft(values: FieldValues, legalEntityType: string | undefined): Checked<ContactDraft> {
  const problems: FieldProblems = {};
  require(values, always(CONTACT_REQUIRED), problems);
  checkLengths(values, CONTACT_TEXT, problems);
  for (const field of ["first_name", "last_name"] as const) {
    if (/[<>]/.test(present(values, field) ?? "")) problems[field] = "must not contain < or > — remove them";
  }
  const email = present(values, "email_address");
  const emailRefused = email === undefined ? undefined : emailProblem(email);
  if (emailRefused !== undefined) problems.email_address = emailRefused;
  const timezone = present(values, "timezone");
  if (timezone !== undefined && !TIMEZONE_PATTERN.test(timezone)) problems.timezone = `"${timezone}" is not a time zone name — pick one such as Europe/London`;
  const birth = present(values, "date_of_birth");
  if (birth !== undefined && !isIsoDate(birth)) problems.date_of_birth = `"${birth}" is not a date — write it as YYYY-MM-DD, e.g. 1980-01-31`;
  if (legalEntityType === "individual") require(values, { date_of_birth: " for the contact of an individual" }, problems);
  checkOneOf(values, "status", CONTACT_STATUSES, problems);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, draft: draftOf<ContactDraft>(values, CONTACT_FIELDS) };
}
