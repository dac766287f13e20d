/**
 * A client row — a sub-account and its first contact — and its field table: the row's cells become the account
 * and contact drafts, checked as the Clients panel's forms check them (client-form.ts). Your reference is
 * required: it is what finds the client again, so a re-run never creates it twice.
 */
import { checkAccountDraft, checkContactDraft, type AccountDraft, type ContactDraft, type FieldProblems } from "../client-form";
import { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_LEGAL_ENTITY_TYPES, ACCOUNT_STATUSES, SPREAD_TABLE_NAMES } from "../client-values";
import { codeOfValue } from "../value-words";
import type { ParsedOrder } from "./conversion-order";
import type { OrderCells } from "./order-cells";
import type { FieldSet, OrderField } from "./order-fields";
import { ProblemCollector } from "./row-problems";

export interface ClientOrder {
  account: AccountDraft & { your_reference: string };
  contact: ContactDraft;
  /** Clients are created by the signed-in (house) account, never on behalf of another. */
  actingAs: undefined;
}

const field = (name: string, label: string, synonyms: readonly string[], required = false): OrderField => ({ field: name, label, synonyms, required, identifier: false });

export const CLIENT_FIELDS: FieldSet = {
  fields: [
    field("your_reference", "Your reference", ["your reference", "client reference", "reference", "client ref", "ref", "customer reference"], true),
    field("account_name", "Account name", ["account name", "client name", "client", "company name", "customer", "name"], true),
    field("legal_entity_type", "Legal entity type", ["legal entity type", "entity type", "company or individual"], true),
    field("legal_entity_sub_type", "Legal entity sub-type", ["legal entity sub-type", "legal entity sub type", "entity sub-type", "sub-type"]),
    field("street", "Street", ["street", "address", "address line 1"], true),
    field("city", "City", ["city", "town"], true),
    field("country", "Country", ["country", "country code"], true),
    field("postal_code", "Postal code", ["postal code", "postcode", "post code", "zip", "zip code"]),
    field("state_or_province", "State or province", ["state or province", "state", "province", "region"]),
    field("identification_type", "Identification type", ["identification type", "id type"]),
    field("identification_value", "Identification value", ["identification value", "identification number", "id number", "company number"]),
    field("status", "Account status", ["account status", "status"]),
    field("spread_table", "Spread table", ["spread table", "spread", "pricing"]),
    field("first_name", "Contact first name", ["contact first name", "first name", "given name"], true),
    field("last_name", "Contact last name", ["contact last name", "last name", "surname", "family name"], true),
    field("email_address", "Contact e-mail", ["contact e-mail", "contact email", "email", "e-mail", "email address"], true),
    field("phone_number", "Contact phone", ["contact phone", "phone", "phone number", "telephone"], true),
    field("timezone", "Time zone", ["time zone", "timezone", "tz"]),
    field("date_of_birth", "Date of birth", ["date of birth", "dob", "birth date"]),
    field("login_id", "Login id", ["login id", "login", "username", "user name"]),
  ],
};

/** The cells whose value is one of a set the service lists (domain/client-values.ts). */
const CHOSEN_VALUES: Readonly<Record<string, readonly string[]>> = {
  legal_entity_type: ACCOUNT_LEGAL_ENTITY_TYPES,
  legal_entity_sub_type: ACCOUNT_LEGAL_ENTITY_SUB_TYPES,
  identification_type: ACCOUNT_IDENTIFICATION_TYPES,
  status: ACCOUNT_STATUSES,
  spread_table: SPREAD_TABLE_NAMES,
};

const ACCOUNT_KEYS = ["your_reference", "account_name", "legal_entity_type", "legal_entity_sub_type", "street", "city", "country", "postal_code", "state_or_province", "identification_type", "identification_value", "status", "spread_table"];
const CONTACT_KEYS = ["first_name", "last_name", "email_address", "phone_number", "timezone", "login_id"];

export function parseClientOrder(cells: OrderCells): ParsedOrder<ClientOrder> {
  const collect = new ProblemCollector();
  const values: Record<string, string | undefined> = {};
  for (const key of [...ACCOUNT_KEYS, ...CONTACT_KEYS]) values[key] = collect.attempt(() => cells.text(key, { maxLength: 255 }));
  values.date_of_birth = collect.attempt(() => cells.date("date_of_birth"));
  // Values picked from a set read as words ("Limited liability company", "Enabled (no trading)") or as the service's
  // codes; one the set lacks goes on as typed, for the draft's check to refuse naming the set.
  for (const [key, codes] of Object.entries(CHOSEN_VALUES)) {
    const text = values[key];
    if (text !== undefined) values[key] = codeOfValue(text, codes) ?? text;
  }
  if (values.your_reference === undefined && collect.ok) {
    collect.add(cells.label("your_reference"), "is_required", "is required — it is how a re-run finds this client instead of creating it again");
  }
  const account = checkAccountDraft(values);
  const contact = checkContactDraft(values, values.legal_entity_type);
  report(cells, collect, account.ok ? {} : account.problems);
  report(cells, collect, contact.ok ? {} : contact.problems);
  if (!collect.ok || !account.ok || !contact.ok || values.your_reference === undefined) return { ok: false, problems: collect.problems };
  return { ok: true, order: { account: { ...account.draft, your_reference: values.your_reference }, contact: contact.draft, actingAs: undefined } };
}

/** A problem of the draft named by the sheet's own header for its field. */
function report(cells: OrderCells, collect: ProblemCollector, problems: FieldProblems): void {
  for (const [key, text] of Object.entries(problems)) {
    if (collect.problems.some((problem) => problem.field === cells.label(key))) continue;
    collect.add(cells.label(key), "invalid", text);
  }
}
