/** Hand-written onboarding wire payloads in the shapes of the onboarding OpenAPI file (docs/provider-api.md §10). */
import type {
  OnboardingAccountUsageInput,
  OnboardingBusinessInformationInput,
  OnboardingDocumentImageInput,
  OnboardingDocumentInput,
  OnboardingFormInput,
  OnboardingPersonInput,
} from "../../../../src/api/schemas";

export const onboardingIds = {
  form: "0f6b7c1e-8a52-4c1b-9a43-2d5e6f7a8b90",
  person: "3a1d2c4b-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  document: "7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
  image: "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
  section: "d2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a",
};

const at = "2026-01-05T09:00:00+00:00";

export function form(overrides: Partial<OnboardingFormInput> = {}): OnboardingFormInput {
  return {
    id: onboardingIds.form,
    entity_type: "corporate",
    state: "new",
    country: "GB",
    email: "treasury@acme.example",
    phone_number: "+44 20 7946 0000",
    contact_name: "Jane Doe",
    affiliate_code: null,
    referred_by: null,
    agreed_to_marketing_emails: false,
    agreed_to_terms_and_conditions: false,
    agreed_to_corporate_authority: false,
    brand_name: "fxdesk",
    brand_key: null,
    products_required: [],
    detached_document_ids: [],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function person(overrides: Partial<OnboardingPersonInput> = {}): OnboardingPersonInput {
  return {
    id: onboardingIds.person,
    form_id: onboardingIds.form,
    roles: ["director", "user"],
    first_name: "Jane",
    last_name: "Doe",
    home_country: "GB",
    dob: "1980-05-17",
    email: "jane.doe@acme.example",
    ownership_percentage: 25,
    document_ids: [],
    personal_address: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB", state_or_province: null },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function accountUsage(overrides: Partial<OnboardingAccountUsageInput> = {}): OnboardingAccountUsageInput {
  return {
    id: onboardingIds.section,
    form_id: onboardingIds.form,
    collections_account: true,
    primary_purpose: "paying_suppliers_or_bills",
    source_of_funds: "business_revenue",
    collection_currencies: ["EUR"],
    payment_currencies: ["USD", "GBP"],
    one_off_transaction: false,
    estimated_monthly_transaction_value: 250000,
    estimated_monthly_transaction_currency: "GBP",
    estimated_monthly_transaction_volume: 40,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function businessInformation(overrides: Partial<OnboardingBusinessInformationInput> = {}): OnboardingBusinessInformationInput {
  return {
    id: onboardingIds.section,
    form_id: onboardingIds.form,
    business_country: "GB",
    company_name: "Acme Trading Ltd",
    legal_entity_type: "limited_liability_company",
    sector: "accountancy",
    incorporation_date: "2015-03-02",
    registered_address: { street: "1 Demo Street", city: "London", postal_code: "EC1A 1AA", country: "GB" },
    trading_address: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function document(overrides: Partial<OnboardingDocumentInput> = {}): OnboardingDocumentInput {
  return { id: onboardingIds.document, document_type: "passport", category: "proof_of_identity", created_at: at, updated_at: at, ...overrides };
}

export function image(overrides: Partial<OnboardingDocumentImageInput> = {}): OnboardingDocumentImageInput {
  return { id: onboardingIds.image, side: "front", created_at: at, updated_at: at, ...overrides };
}

/** A tiny but real PNG (its signature and an IHDR chunk), as base64. */
export const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1]).toString("base64");

/** The start of a PDF, as base64. */
export const PDF_BASE64 = Buffer.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n", "latin1").toString("base64");

/** A JPEG's first bytes (SOI, APP0 JFIF), as base64. */
export const JPG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]).toString("base64");
