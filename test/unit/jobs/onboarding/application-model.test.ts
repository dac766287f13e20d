/** The client's form, documents and images as the completeness check reads them, and the check's verdict on it. */
import { describe, expect, it } from "@jest/globals";
import { onboardingDocumentImageSchema, onboardingDocumentSchema, onboardingFormWithSectionsSchema } from "../../../../src/api/schemas";
import { checkCompleteness, pathText } from "../../../../src/domain/onboarding";
import { applicationModel } from "../../../../src/jobs/onboarding/application-model";

const T = "2026-01-05T09:00:00+00:00";
const FORM_ID = "11111111-1111-4111-8111-111111111111";
const DOC_ID = "22222222-2222-4222-8222-222222222222";
const address = { street: "1 Main St", city: "Austin", postal_code: "73301", country: "US", state_or_province: "TX" };

const form = onboardingFormWithSectionsSchema.parse({
  id: FORM_ID,
  entity_type: "corporate",
  state: "new",
  country: "US",
  email: "cfo@acme.example",
  contact_name: "Ann Lee",
  created_at: T,
  updated_at: T,
  business_information: { id: FORM_ID, company_name: "Acme", registered_address: address, trading_address: null, created_at: T, updated_at: T },
  account_usage: { id: FORM_ID, estimated_monthly_transaction_value: 25000.5, initial_capital: 1000, created_at: T, updated_at: T },
  people: [
    { id: FORM_ID, roles: ["director"], first_name: "Ann", last_name: "Lee", home_country: "US", ownership_percentage: 33.33, personal_address: address, created_at: T, updated_at: T },
  ],
});
const documents = [onboardingDocumentSchema.parse({ id: DOC_ID, document_type: "driving_licence", category: "proof_of_identity", created_at: T, updated_at: T })];
const images = new Map([[DOC_ID, [onboardingDocumentImageSchema.parse({ id: FORM_ID, side: "front", created_at: T, updated_at: T })]]]);

describe("applicationModel", () => {
  const model = applicationModel({ form, documents, images });

  it("passes addresses through under the names the client and the check share", () => {
    const { state_or_province: state, ...rest } = address;
    expect(model.people?.[0]?.personal_address_attributes).toEqual({ ...rest, state_of_province: state });
    expect(model.business_information?.registered_address_attributes?.state_of_province).toBe("TX");
    expect(model.business_information?.trading_address_attributes).toBeNull();
  });

  it("keeps shares and money as exact decimal text", () => {
    expect(model.people?.[0]?.ownership_percentage).toBe("33.33");
    expect(model.account_usage?.estimated_monthly_transaction_value).toBe("25000.5");
    expect(model.account_usage?.initial_capital).toBe("1000");
  });

  it("gives each document the sides of its images", () => {
    expect(model.documents).toEqual([{ id: DOC_ID, document_type: "driving_licence", category: "proof_of_identity", document_images: [{ side: "front" }] }]);
  });

  it("lets the check find what is missing: a driving licence without its back, terms not accepted", () => {
    const paths = checkCompleteness(model, { now: new Date(T) }).map((found) => pathText(found.path));
    expect(paths).toContain("form.agreed_to_terms_and_conditions");
    expect(paths).toContain("documents[0].document_images");
    expect(paths).not.toContain("people[0].personal_address_attributes.state_of_province");
  });

  it("reads an individual and a form without sections", () => {
    const bare = applicationModel({ form: { ...form, entity_type: "individual", business_information: null, account_usage: null, people: null }, documents: [], images: new Map() });
    expect(bare).toMatchObject({ entity_type: "individual", business_information: null, account_usage: null, people: [], documents: [] });
  });
});
