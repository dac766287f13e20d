/**
 * Setup for the Onboarding tab's browser tests that start from a finished application: the corporate form of Acme
 * Trading Ltd as the tab's earlier steps leave it (applicant and consent, business information, account usage, two
 * directors and two UBOs, a driving licence with three images for the first director and a passport with its front
 * for the second), created over the demo service's HTTP API through the client instead of typed into the pane.
 */
import type { OnboardingPersonFields } from "../../../src/api";
import type { Reachable } from "../../support/demo-client";
import { demoClient } from "../../support/demo-client";
import { businessInformation, corporateForm, director, fileOf } from "../../support/onboarding-data";

export const COMPANY = "Acme Trading Ltd";

const PEOPLE: readonly OnboardingPersonFields[] = [
  director,
  { roles: ["director"], first_name: "Li", last_name: "Wei", home_country: "GB", dob: "1975-11-02" },
  {
    roles: ["ultimate_business_owner"],
    first_name: "Omar",
    last_name: "Haddad",
    home_country: "GB",
    ownership_percentage: 40,
    dob: "1969-04-30",
    personal_address_attributes: { street: "9 Park Lane", city: "London", postal_code: "W1K 1AA", country: "GB" },
  },
  {
    roles: ["ultimate_business_owner"],
    first_name: "Priya",
    last_name: "Shah",
    home_country: "GB",
    ownership_percentage: 25,
    dob: "1985-08-21",
    personal_address_attributes: { street: "4 Mill Road", city: "Leeds", postal_code: "LS1 4AP", country: "GB" },
  },
];

/** Creates the finished application (and submits it when asked); returns the form's id. */
export async function seedCompleteApplication(demoService: Reachable, { submitted = false } = {}): Promise<string> {
  const { onboarding } = demoClient(demoService);
  const form = await onboarding.forms.create({
    form: { ...corporateForm.form, agreed_to_terms_and_conditions: true, agreed_to_corporate_authority: true },
    business_information: { ...businessInformation, vat_number: "GB123456789" },
    account_usage: {
      collections_account: false,
      primary_purpose: "paying_suppliers_or_bills",
      one_off_transaction: false,
      source_of_funds: "business_revenue",
      payment_currencies: ["USD", "EUR"],
      transaction_countries: ["US", "DE"],
      estimated_monthly_transaction_value: 250000,
      estimated_monthly_transaction_currency: "GBP",
      estimated_monthly_transaction_volume: 40,
      initial_capital: 10000,
    },
  });
  const people = [];
  for (const person of PEOPLE) people.push(await onboarding.people.create(form.id, person));
  const documents = [
    { owner: people[0]!, fields: { document_type: "driving_licence", category: "proof_of_identity" }, sides: ["front", "back", "face"] },
    { owner: people[1]!, fields: { document_type: "passport", category: "proof_of_identity" }, sides: ["front"] },
  ] as const;
  for (const { owner, fields, sides } of documents) {
    const document = await onboarding.documents.create(form.id, fields);
    for (const side of sides) await onboarding.documentImages.create(form.id, document.id, { image: fileOf(side === "back" ? "jpg" : "png", 256), side });
    await onboarding.people.update(form.id, owner.id, { document_ids: [document.id] });
  }
  if (submitted) await onboarding.forms.submit(form.id);
  return form.id;
}
