/**
 * The fields the Clients forms show — a sub-account's (account create and update) and a contact's — with the
 * service's value sets as their choices, and a refusal by the service turned into messages beside those fields.
 * Editing an account or a contact shows what the update cannot change (an account's address and country, a contact's
 * first and last name) read-only, saying so, and never sends it.
 */
import type { Account, Contact } from "../../../api/schemas";
import { fieldInWords, fieldMessageInWords, placeFieldMessages, reasonInWords, type FieldMessageAt } from "../../../domain";
import type { FieldProblems } from "../../../domain/client-form";
import {
  ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_REFERENCE_MAX, ACCOUNT_STATUSES, SPREAD_TABLE_NAMES,
} from "../../../domain/client-values";
import { describeError } from "../../components/describe-error";

export interface FormField {
  field: string;
  label: string;
  kind: "text" | "select" | "date" | "timezone";
  options?: readonly string[];
  required?: boolean;
  hint?: string;
  /** Shown but not editable, and never sent. */
  readOnly?: boolean;
}

export type FormValues = Record<string, string>;

export const ACCOUNT_FORM: readonly FormField[] = [
  { field: "account_name", label: "Account name", kind: "text", required: true },
  { field: "your_reference", label: "Your reference", kind: "text", hint: `Up to ${ACCOUNT_REFERENCE_MAX} characters, your own and unique: bulk onboarding finds the client by it` },
  { field: "legal_entity_type", label: "Legal entity type", kind: "select", options: ACCOUNT_LEGAL_ENTITY_TYPES, required: true },
  { field: "legal_entity_sub_type", label: "Legal entity sub-type", kind: "select", options: ACCOUNT_LEGAL_ENTITY_SUB_TYPES },
  { field: "street", label: "Street", kind: "text", required: true },
  { field: "city", label: "City", kind: "text", required: true },
  { field: "postal_code", label: "Postal code", kind: "text", hint: "Needed in US, CA and MX" },
  { field: "state_or_province", label: "State or province", kind: "text", hint: "Needed in US, CA and MX" },
  { field: "country", label: "Country", kind: "text", required: true, hint: "Two-letter ISO code, e.g. GB" },
  { field: "identification_type", label: "Identification type", kind: "select", options: ACCOUNT_IDENTIFICATION_TYPES },
  { field: "identification_value", label: "Identification value", kind: "text" },
  { field: "status", label: "Status", kind: "select", options: ACCOUNT_STATUSES },
  { field: "spread_table", label: "Spread table", kind: "select", options: SPREAD_TABLE_NAMES },
];

/** The address an account keeps once created, with its country. */
const ACCOUNT_ADDRESS_FIELDS: ReadonlySet<string> = new Set(["street", "city", "postal_code", "state_or_province", "country"]);

/**
 * The account form when editing: the address and country are fixed at creation (the provider refuses a change to
 * them through an update: docs/demo-service.md "Account and contact updates"). The legal entity sub-type stays a
 * choice: the reference's UpdateAccount takes it, with the values CreateAccount takes (docs/provider-api.md §3).
 */
export const ACCOUNT_EDIT_FORM: readonly FormField[] = ACCOUNT_FORM.map((entry) =>
  ACCOUNT_ADDRESS_FIELDS.has(entry.field)
    ? { ...entry, readOnly: true, hint: "Set when the account is created: the provider does not let you change an account's address or country here. Its support team can." }
    : entry,
);

export const CONTACT_FORM: readonly FormField[] = [
  { field: "first_name", label: "First name", kind: "text", required: true },
  { field: "last_name", label: "Last name", kind: "text", required: true },
  { field: "email_address", label: "E-mail", kind: "text", required: true },
  { field: "phone_number", label: "Phone", kind: "text", required: true },
  { field: "timezone", label: "Time zone", kind: "timezone" },
  { field: "date_of_birth", label: "Date of birth", kind: "date", hint: "Needed for the contact of an individual" },
  { field: "login_id", label: "Login id", kind: "text", hint: "Optional and unique across the service; the e-mail when blank" },
];

/**
 * The contact form when editing: the name is fixed once the contact exists (the provider refuses a change of first or
 * last name through an update: docs/demo-service.md "Account and contact updates"), so it is shown read-only, saying so, and never sent.
 */
export const CONTACT_EDIT_FORM: readonly FormField[] = CONTACT_FORM.map((entry) =>
  entry.field === "first_name" || entry.field === "last_name"
    ? { ...entry, readOnly: true, hint: "Set when the contact is created: the provider does not let you change a contact's name here. Its support team can." }
    : entry,
);

/** A form's starting values from an account or contact being edited (blank for a new one). */
export function valuesOf(fields: readonly FormField[], from: Account | Contact | undefined): FormValues {
  const record = (from ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((entry) => [entry.field, typeof record[entry.field] === "string" ? (record[entry.field] as string) : ""]));
}

/** Only what changed, for an update (the service keeps every field not sent). */
export function changedValues(before: FormValues, after: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(after).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== (before[entry[0]] ?? "")));
}

/** What an update sends: the changed fields the form lets the user edit, never a read-only one. */
export function updatedValues(fields: readonly FormField[], before: FormValues, after: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const fixed = new Set(fields.filter((entry) => entry.readOnly).map((entry) => entry.field));
  return Object.fromEntries(Object.entries(changedValues(before, after)).filter(([field]) => !fixed.has(field)));
}

/** A failure as messages beside the form's fields, and what belongs to no field as one message. */
export function refusalOf(error: unknown, fields: readonly FormField[]): { problems: FieldProblems; message: string | undefined } {
  const refusal = placeFieldMessages(error, (message) => fields.find((entry) => entry.field === message.field)?.field);
  if (refusal === undefined) return { problems: {}, message: describeError(error).message };
  const labelOf = (field: string) => fields.find((entry) => entry.field === field)?.label ?? fieldInWords(field);
  // Beside its input the reason alone (the label names the field); apart from it, the field named first (domain/field-words.ts).
  const beside = (entry: FieldMessageAt) => reasonInWords(entry.message, [entry.field, labelOf(entry.field)]);
  const apart = (entry: FieldMessageAt) => (entry.field === "base" ? entry.message : fieldMessageInWords(labelOf(entry.field), entry.field, entry.message));
  const problems: FieldProblems = Object.fromEntries([...refusal.placed].map(([field, messages]) => [field, messages.map(beside).join("; ")]));
  const rest = refusal.unplaced.map(apart);
  return { problems, message: rest.length > 0 ? rest.join("; ") : undefined };
}
