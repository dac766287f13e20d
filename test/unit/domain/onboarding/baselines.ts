/**
 * Two complete applications the completeness check passes — an individual living in France and a UK limited company
 * with four people — and the helpers each rule's table uses to break or satisfy one rule with a small change.
 */
import { expect } from "@jest/globals";
import type Decimal from "decimal.js";
import { checkCompleteness, pathText, type Finding, type OnboardingForm } from "../../../../src/domain/onboarding";

/** The check runs on 23 November 2026 unless a test says otherwise. */
export const NOW = new Date("2026-11-23T12:00:00Z");

/** A form with every readonly list and field writable, for a test to change in place. */
export type Draft<T> = T extends Decimal
  ? T
  : T extends readonly (infer Item)[]
    ? Draft<Item>[]
    : T extends object
      ? { -readonly [Key in keyof T]: Draft<T[Key]> }
      : T;

export function individualForm(): Draft<OnboardingForm> {
  return {
    entity_type: "individual",
    country: "FR",
    email: "marie.durand@example.fr",
    phone_number: "+33 1 23 45 67 89",
    contact_name: "Marie Durand",
    agreed_to_terms_and_conditions: true,
    people: [
      {
        roles: ["user"],
        first_name: "Marie",
        last_name: "Durand",
        home_country: "FR",
        dob: "1985-04-12",
        document_ids: ["doc-marie-passport"],
        personal_address_attributes: { street: "12 rue de la Paix", city: "Paris", postal_code: "75002", country: "FR" },
      },
    ],
    account_usage: { collections_account: false, primary_purpose: "property_purchase_or_sale", source_of_funds: "sale_of_assets" },
    documents: [{ id: "doc-marie-passport", document_type: "passport", category: "proof_of_identity", document_images: [{ side: "front" }] }],
  };
}

/** People: 0 Alice (director, user, owner; the verified director), 1 Bob (director, identified), 2 Carla (owner), 3 Dan (user in the US). */
export function corporateForm(): Draft<OnboardingForm> {
  return {
    entity_type: "corporate",
    country: "GB",
    email: "alice.smith@northwind.example",
    phone_number: "+44 20 7946 0000",
    contact_name: "Alice Smith",
    agreed_to_terms_and_conditions: true,
    agreed_to_corporate_authority: true,
    business_information: {
      business_country: "GB",
      company_name: "Northwind Trading Ltd",
      legal_entity_type: "limited_liability_company",
      sector: "accountancy",
      company_registration_number: "01234567",
      vat_number: "GB123456789",
      incorporation_date: "2020-01-15",
      business_website: "https://northwind.example",
      registered_address_attributes: { street: "1 King Street", city: "London", postal_code: "EC2V 8AU", country: "GB" },
    },
    account_usage: {
      collections_account: true,
      collection_currencies: ["GBP", "EUR"],
      payment_currencies: ["USD"],
      transaction_countries: ["GB", "DE", "US"],
      one_off_transaction: false,
      estimated_monthly_transaction_value: "250000.00",
      estimated_monthly_transaction_currency: "GBP",
      estimated_monthly_transaction_volume: 40,
      source_of_funds: "business_revenue",
      primary_purpose: "paying_suppliers_or_bills",
    },
    people: [
      {
        roles: ["director", "user", "ultimate_business_owner"],
        first_name: "Alice",
        last_name: "Smith",
        home_country: "GB",
        dob: "1978-02-03",
        email: "alice.smith@northwind.example",
        ownership_percentage: "60",
        document_ids: ["doc-alice-passport"],
        personal_address_attributes: { street: "5 Elm Road", city: "London", postal_code: "N1 9GU", country: "GB" },
      },
      { roles: ["director"], first_name: "Bob", last_name: "Jones", home_country: "DE", dob: "1970-07-21" },
      {
        roles: ["ultimate_business_owner"],
        first_name: "Carla",
        last_name: "Rossi",
        home_country: "IT",
        dob: "1982-11-30",
        ownership_percentage: "30",
        document_ids: ["doc-carla-licence"],
        personal_address_attributes: { street: "Via Roma 1", city: "Milano", postal_code: "20121", country: "IT" },
      },
      {
        roles: ["user"],
        first_name: "Dan",
        last_name: "Brown",
        home_country: "US",
        dob: "1990-05-05",
        email: "dan.brown@northwind.example",
        id_number: "078-05-1120",
        personal_address_attributes: { street: "100 Main St", city: "Austin", postal_code: "78701", state_of_province: "TX", country: "US" },
      },
    ],
    documents: [
      { id: "doc-alice-passport", document_type: "passport", category: "proof_of_identity", document_images: [{ side: "front" }, { side: "face" }] },
      { id: "doc-carla-licence", document_type: "driving_licence", category: "proof_of_identity", document_images: [{ side: "front" }, { side: "back" }] },
    ],
  };
}

/** A baseline with one change made to it. */
export function changed(baseline: () => Draft<OnboardingForm>, change: (form: Draft<OnboardingForm>) => void): OnboardingForm {
  const form = baseline();
  change(form);
  return form;
}

/** The person at an index of a draft, which the baselines always have. */
export function personOf(form: Draft<OnboardingForm>, index: number): NonNullable<Draft<OnboardingForm>["people"]>[number] {
  const person = form.people?.[index];
  if (person === undefined) throw new Error(`no person ${index} in the form`);
  return person;
}

export function documentOf(form: Draft<OnboardingForm>, index: number): NonNullable<Draft<OnboardingForm>["documents"]>[number] {
  const document = form.documents?.[index];
  if (document === undefined) throw new Error(`no document ${index} in the form`);
  return document;
}

/** Each finding as "path rule", e.g. "people[1].dob identify_every_person": what a table expects. */
export function findingKeys(form: OnboardingForm, now: Date = NOW): string[] {
  return checkCompleteness(form, { now }).map((found: Finding) => `${pathText(found.path)} ${found.rule}`);
}

/** A table of changes that break a rule, each yielding exactly the findings listed. */
export type BreakingCase = [description: string, form: OnboardingForm, expected: string[]];
/** A table of changes that satisfy a rule another way, each yielding no finding at all. */
export type SatisfyingCase = [description: string, form: OnboardingForm];

export function expectExactly(form: OnboardingForm, expected: string[]): void {
  expect(findingKeys(form)).toEqual(expected);
}
