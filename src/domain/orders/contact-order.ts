/**
 * A contact row — a person to add to one of the house's accounts (a login of a sub-account, or of the house itself)
 * — and its field table. The account is read as typed (House, or a sub-account's name or short reference): which
 * account it names is the contact kind's check, with the service's list of accounts (jobs/house-accounts.ts). The
 * service's field names are the fields', so a refusal of `email_address` is said beside the e-mail column; the
 * lengths are those docs/provider-api.md §3 gives for `contacts/create`.
 */
import { emailProblem } from "../email-address";
import type { ParsedOrder } from "./conversion-order";
import type { OrderCells } from "./order-cells";
import type { FieldSet } from "./order-fields";
import { ProblemCollector } from "./row-problems";

export interface ContactOrder {
  /** The account the contact joins, as typed: House, or a sub-account's name or short reference. */
  account: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Contacts are added by the signed-in (house) account, never on behalf of another. */
  actingAs: undefined;
}

export const CONTACT_FIELDS: FieldSet = {
  fields: [
    { field: "account_id", label: "Account", synonyms: ["account", "sub-account", "sub account", "client", "company"], required: true, identifier: true },
    { field: "first_name", label: "First name", synonyms: ["first name", "given name", "forename"], required: true, identifier: true },
    { field: "last_name", label: "Last name", synonyms: ["last name", "surname", "family name"], required: true, identifier: true },
    { field: "email_address", label: "Email", synonyms: ["email", "e-mail", "email address", "mail"], required: true, identifier: true },
    { field: "phone_number", label: "Phone", synonyms: ["phone", "phone number", "telephone", "tel"], required: true, identifier: false },
  ],
};

const NAME = { minLength: 1, maxLength: 100 } as const;

/** Checks one contact row completely and returns every problem it has, or the contact it describes. */
export function parseContactOrder(cells: OrderCells): ParsedOrder<ContactOrder> {
  const collect = new ProblemCollector();
  const account = collect.attempt(() => cells.requiredText("account_id", { minLength: 1, maxLength: 150 }));
  const firstName = collect.attempt(() => cells.requiredText("first_name", NAME));
  const lastName = collect.attempt(() => cells.requiredText("last_name", NAME));
  const email = collect.attempt(() => cells.requiredText("email_address", { minLength: 6, maxLength: 255 }));
  const emailRefused = email === undefined ? undefined : emailProblem(email);
  if (emailRefused !== undefined) collect.add(cells.label("email_address"), "invalid_email", emailRefused);
  const phone = collect.attempt(() => cells.requiredText("phone_number", { minLength: 1, maxLength: 50 }));
  if (!collect.ok || account === undefined || firstName === undefined || lastName === undefined || email === undefined || phone === undefined) return { ok: false, problems: collect.problems };
  return { ok: true, order: { account, firstName, lastName, email, phone, actingAs: undefined } };
}
