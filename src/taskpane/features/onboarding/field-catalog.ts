/**
 * The fields the guided form shows, section by section, with their labels and how each is typed. Field names are
 * the wire's (an address part as "registered_address_attributes.city"), so a checklist finding's path and a
 * service error's field name both lead to the input.
 */
import { LEGAL_ENTITY_TYPES, PRIMARY_PURPOSES, SECTORS } from "../../../api/schemas";

/**
 * How a field is typed: "country" takes a code or a name ("UK" and "United Kingdom" are saved as GB), "countries"
 * a list of them; "date" a date in the order of the host's language (date-locale.ts) or from a calendar; "roles" a person's roles
 * as one tick box each.
 */
export type FieldKind = "text" | "date" | "checkbox" | "yesno" | "number" | "list" | "countries" | "choice" | "country" | "roles";

export interface FieldSpec {
  field: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
}

const address = (prefix: string, label: string): FieldSpec[] => [
  { field: `${prefix}.street`, label: `${label}: street`, kind: "text" },
  { field: `${prefix}.building_number`, label: `${label}: building number`, kind: "text" },
  { field: `${prefix}.city`, label: `${label}: city`, kind: "text" },
  { field: `${prefix}.postal_code`, label: `${label}: postal code`, kind: "text" },
  { field: `${prefix}.state_of_province`, label: `${label}: state or province`, kind: "text" },
  { field: `${prefix}.country`, label: `${label}: country`, kind: "country" },
];

export const APPLICANT_FIELDS: readonly FieldSpec[] = [
  { field: "contact_name", label: "Your name", kind: "text" },
  { field: "email", label: "E-mail", kind: "text" },
  { field: "phone_number", label: "Phone", kind: "text" },
  { field: "country", label: "Country", kind: "country" },
];

export const BUSINESS_FIELDS: readonly FieldSpec[] = [
  { field: "company_name", label: "Company name", kind: "text" },
  { field: "trading_name", label: "Trading name", kind: "text" },
  { field: "legal_entity_type", label: "Legal entity type", kind: "choice", options: LEGAL_ENTITY_TYPES },
  { field: "business_country", label: "Country of registration", kind: "country" },
  { field: "company_registration_number", label: "Company number", kind: "text" },
  { field: "vat_number", label: "VAT number", kind: "text" },
  { field: "sector", label: "Sector", kind: "choice", options: SECTORS },
  { field: "incorporation_date", label: "Incorporated on", kind: "date" },
  { field: "business_website", label: "Website", kind: "text" },
  { field: "business_activity_description", label: "What the business does", kind: "text" },
  ...address("registered_address_attributes", "Registered address"),
  ...address("trading_address_attributes", "Trading address (if not the registered one)"),
];

export const ACCOUNT_USAGE_FIELDS: readonly FieldSpec[] = [
  { field: "collections_account", label: "Collect funds from others", kind: "yesno" },
  { field: "primary_purpose", label: "Primary purpose", kind: "choice", options: PRIMARY_PURPOSES },
  { field: "purpose_details", label: "Purpose details", kind: "text" },
  { field: "source_of_funds", label: "Source of funds", kind: "text" },
  { field: "payment_currencies", label: "Payment currencies (comma separated)", kind: "list" },
  { field: "collection_currencies", label: "Collection currencies (comma separated)", kind: "list" },
  { field: "transaction_countries", label: "Transaction countries (comma separated)", kind: "countries" },
  { field: "one_off_transaction", label: "One-off transaction", kind: "yesno" },
  { field: "estimated_monthly_transaction_value", label: "Monthly value", kind: "number" },
  { field: "estimated_monthly_transaction_currency", label: "Monthly value currency", kind: "text" },
  { field: "estimated_monthly_transaction_volume", label: "Payments a month", kind: "number" },
  { field: "initial_capital", label: "Initial capital", kind: "number" },
];

/** A person's roles: one tick box each, in the order the add form shows them. */
export const PERSON_ROLE_CHOICES = [
  ["director", "Director"],
  ["user", "User"],
  ["ultimate_business_owner", "Ultimate business owner (UBO)"],
] as const;

/** The field of a UBO's share: shown for an ultimate business owner, or while a share is saved (so it can be cleared). */
export const OWNERSHIP_FIELD: FieldSpec = { field: "ownership_percentage", label: "Ownership (%)", kind: "number" };

/**
 * Everything of a person the checklist can ask for, each editable after the person is added: roles and names too
 * (a person added with the wrong role is changed, not deleted and added again). The ownership share is placed by
 * the people section, after the roles, when it applies.
 */
export const PERSON_FIELDS: readonly FieldSpec[] = [
  { field: "roles", label: "Roles", kind: "roles" },
  { field: "first_name", label: "First name", kind: "text" },
  { field: "middle_name", label: "Middle name", kind: "text" },
  { field: "last_name", label: "Last name", kind: "text" },
  { field: "home_country", label: "Home country", kind: "country" },
  { field: "dob", label: "Date of birth", kind: "date" },
  { field: "email", label: "E-mail", kind: "text" },
  { field: "phone_number", label: "Phone", kind: "text" },
  { field: "citizenship", label: "Citizenship", kind: "country" },
  { field: "id_number", label: "Social security number (US)", kind: "text" },
  { field: "passport_number", label: "Passport number", kind: "text" },
  { field: "passport_country_of_issue", label: "Passport issued by", kind: "country" },
  ...address("personal_address_attributes", "Address"),
];
