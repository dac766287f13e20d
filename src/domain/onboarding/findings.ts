/**
 * What the completeness check reports: findings, each pointing at a stable place in the form that the UI can link
 * to (a section, a person or document by index, a field — an address field as "personal_address_attributes.city"),
 * saying what is wrong and which rule asks for it. Findings come out in the order of the guided form (section,
 * then person or document, then field), so a checklist does not jump while someone types.
 */
import type {
  OnboardingAccountUsage,
  OnboardingAddress,
  OnboardingBusinessInformation,
  OnboardingDocument,
  OnboardingForm,
  OnboardingPerson,
} from "./form";
import { reasonOf, ONBOARDING_RULES, type OnboardingRule } from "./rules";

type AddressField = keyof OnboardingAddress;
type Nested<Field extends string> = Field | `${Field}.${AddressField}`;

type FormField = Exclude<keyof OnboardingForm, "entity_type" | "people" | "account_usage" | "business_information" | "documents">;
type BusinessField = Nested<keyof OnboardingBusinessInformation>;
type AccountUsageField = keyof OnboardingAccountUsage;
type PersonField = Nested<keyof OnboardingPerson>;
type DocumentField = Exclude<keyof OnboardingDocument, "id">;

/** Where a finding points. No index: the section (or its list of people) as a whole. */
export type FindingPath =
  | { section: "form"; field: FormField }
  | { section: "business_information"; field?: BusinessField }
  | { section: "account_usage"; field?: AccountUsageField }
  | { section: "people"; personIndex?: number; field?: PersonField }
  | { section: "documents"; documentIndex: number; field?: DocumentField };

export type FindingProblem = "missing" | "invalid" | "not_allowed";

export interface Finding {
  path: FindingPath;
  problem: FindingProblem;
  /** What is missing or wrong, naming the person or document. */
  message: string;
  rule: OnboardingRule;
  /** The rule's name and what it asks, in a finance user's words. */
  reason: string;
}

export function finding(path: FindingPath, problem: FindingProblem, rule: OnboardingRule, message: string): Finding {
  return { path, problem, message, rule, reason: reasonOf(rule) };
}

/** The path as text, e.g. "people[1].personal_address_attributes.city" — a key for lists and element ids. */
export function pathText(path: FindingPath): string {
  const index = path.section === "people" ? path.personIndex : path.section === "documents" ? path.documentIndex : undefined;
  return `${path.section}${index === undefined ? "" : `[${index}]`}${path.field === undefined ? "" : `.${path.field}`}`;
}

const SECTIONS: readonly FindingPath["section"][] = ["form", "business_information", "account_usage", "people", "documents"];

const ADDRESS_FIELDS: readonly AddressField[] = [
  "street",
  "building_number",
  "building_name",
  "apartment_number",
  "city",
  "postal_code",
  "state_of_province",
  "country",
];

/** Each section's fields in the order the guided form shows them. */
const FIELD_ORDER: { [Section in FindingPath["section"]]: readonly string[] } = {
  form: ["contact_name", "email", "phone_number", "country", "agreed_to_terms_and_conditions", "agreed_to_corporate_authority"] satisfies FormField[],
  business_information: [
    "company_name",
    "trading_name",
    "legal_entity_type",
    "business_country",
    "company_registration_number",
    "vat_number",
    "sector",
    "incorporation_date",
    "business_website",
    "business_activity_description",
    "registered_address_attributes",
    "trading_address_attributes",
    "document_ids",
  ] satisfies (keyof OnboardingBusinessInformation)[],
  account_usage: [
    "collections_account",
    "collection_currencies",
    "payment_currencies",
    "transaction_countries",
    "one_off_transaction",
    "estimated_monthly_transaction_value",
    "estimated_monthly_transaction_currency",
    "estimated_monthly_transaction_volume",
    "source_of_funds",
    "initial_capital",
    "primary_purpose",
    "purpose_details",
    "document_ids",
  ] satisfies AccountUsageField[],
  people: [
    "roles",
    "first_name",
    "middle_name",
    "last_name",
    "dob",
    "home_country",
    "citizenship",
    "email",
    "phone_number",
    "personal_address_attributes",
    "id_number",
    "passport_number",
    "passport_country_of_issue",
    "document_ids",
    "ownership_percentage",
  ] satisfies (keyof OnboardingPerson)[],
  documents: ["document_type", "category", "document_images"] satisfies DocumentField[],
};

const RULE_ORDER = Object.keys(ONBOARDING_RULES);

function sortKey(found: Finding): number[] {
  const { path } = found;
  const index = path.section === "people" ? path.personIndex : path.section === "documents" ? path.documentIndex : undefined;
  const [field, addressField] = path.field === undefined ? [] : path.field.split(".");
  return [
    SECTIONS.indexOf(path.section),
    index ?? -1,
    field === undefined ? -1 : FIELD_ORDER[path.section].indexOf(field),
    addressField === undefined ? -1 : ADDRESS_FIELDS.indexOf(addressField as AddressField),
    RULE_ORDER.indexOf(found.rule),
  ];
}

/** Section, then person or document, then field, then rule; equal keys keep the order the checks found them in. */
export function inFormOrder(findings: readonly Finding[]): Finding[] {
  const keyed = findings.map((found) => ({ found, key: sortKey(found) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i += 1) {
      const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return keyed.map(({ found }) => found);
}
