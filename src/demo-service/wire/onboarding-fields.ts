/**
 * The fields each onboarding request body takes, as the demo service checks them: written from the onboarding
 * OpenAPI file (ONB-SW `create_form_request`, `create_person_request`, `create_account_usage_request`,
 * `create_business_information_request`, `create_document_request`, `create_document_image_request`: a field it marks
 * required is required on create) and the onboarding guide's field tables where ONB-SW is silent. The client keeps
 * its own tables (api/schemas/onboarding/request-fields.ts); test/unit/project/request-rules-agree.test.ts compares
 * the two field by field. domain/onboarding/field-checks.ts interprets a rule.
 */
import type { FieldRules } from "../../domain/onboarding/field-checks";
import {
  APPLICATION_STATUSES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  ENTITY_TYPES,
  IMAGE_SIDES,
  LEGAL_ENTITY_TYPES,
  PERSON_ROLES,
  PRIMARY_PURPOSES,
  SECTORS,
} from "./onboarding-values";

/** ONB-SW create_form_request. `country` must also be a permitted jurisdiction (the country list says which). */
export const FORM_FIELDS = {
  entity_type: { kind: "enum", values: ENTITY_TYPES, required: true },
  country: { kind: "country", required: true },
  email: { kind: "text", required: true },
  phone_number: { kind: "text" },
  contact_name: { kind: "text" },
  affiliate_code: { kind: "text" },
  referred_by: { kind: "text" },
  // ONB-SW marks both consents required on create; the guide asks for the terms "when a form is submitted", which is
  // where the demo service holds to them (form-routes.ts), so a draft can be created before the applicant ticks them
  // (docs/provider-api.md §12).
  agreed_to_marketing_emails: { kind: "boolean" },
  agreed_to_terms_and_conditions: { kind: "boolean" },
  agreed_to_corporate_authority: { kind: "boolean" },
  // ONB-SW marks it required; the guide says it is "not in use for API users" (docs/provider-api.md §12).
  brand_name: { kind: "text" },
  brand_key: { kind: "text" },
} as const satisfies FieldRules;

/** ONB-SW create_person_request; `citizenship` from the guide's people table. */
export const PERSON_FIELDS = {
  roles: { kind: "enumList", values: PERSON_ROLES, required: true },
  first_name: { kind: "text", required: true },
  middle_name: { kind: "text" },
  last_name: { kind: "text", required: true },
  home_country: { kind: "country", required: true },
  dob: { kind: "birthDate" },
  citizenship: { kind: "country" },
  phone_number: { kind: "text" },
  email: { kind: "text" },
  ownership_percentage: { kind: "number", min: 0, max: 100 },
  id_number: { kind: "text" },
  passport_number: { kind: "text" },
  passport_country_of_issue: { kind: "country" },
  document_ids: { kind: "idList" },
  personal_address_attributes: { kind: "address" },
} as const satisfies FieldRules;

/** ONB-SW create_account_usage_request; `initial_capital` from the guide's account usage table. */
export const ACCOUNT_USAGE_FIELDS = {
  collections_account: { kind: "boolean", required: true },
  primary_purpose: { kind: "enum", values: PRIMARY_PURPOSES, required: true },
  purpose_details: { kind: "text", description: true },
  // Free text: ONB-SW's enum is a list of suggestions (docs/provider-api.md §10).
  source_of_funds: { kind: "text" },
  collection_currencies: { kind: "currencyList" },
  payment_currencies: { kind: "currencyList" },
  transaction_countries: { kind: "countryList" },
  one_off_transaction: { kind: "boolean" },
  // ONB-SW: an integer (request and answer alike).
  estimated_monthly_transaction_value: { kind: "number", min: 0, integer: true },
  estimated_monthly_transaction_currency: { kind: "currency" },
  estimated_monthly_transaction_volume: { kind: "number", min: 0, integer: true },
  initial_capital: { kind: "number", min: 0 },
  document_ids: { kind: "idList" },
} as const satisfies FieldRules;

/** ONB-SW create_business_information_request. */
export const BUSINESS_INFORMATION_FIELDS = {
  business_country: { kind: "country", required: true },
  company_name: { kind: "text", required: true },
  trading_name: { kind: "text" },
  legal_entity_type: { kind: "enum", values: LEGAL_ENTITY_TYPES, required: true },
  sector: { kind: "enum", values: SECTORS, required: true },
  company_registration_number: { kind: "text" },
  vat_number: { kind: "text" },
  incorporation_date: { kind: "date", required: true },
  business_website: { kind: "text" },
  business_activity_description: { kind: "text", description: true },
  registered_address_attributes: { kind: "address", required: true },
  trading_address_attributes: { kind: "address" },
  document_ids: { kind: "idList" },
} as const satisfies FieldRules;

/** ONB-SW create_document_request. */
export const DOCUMENT_FIELDS = {
  document_type: { kind: "enum", values: DOCUMENT_TYPES, required: true },
  category: { kind: "enum", values: DOCUMENT_CATEGORIES, required: true },
} as const satisfies FieldRules;

/** ONB-SW create_document_image_request; `image` is checked by its content (domain/onboarding/image-file.ts). */
export const DOCUMENT_IMAGE_FIELDS = {
  image: { kind: "file", required: true },
  side: { kind: "enum", values: IMAGE_SIDES, required: true },
} as const satisfies FieldRules;

/** Query parameters of the form list (ONB-SW `GET /v1/forms`). */
export const FORM_LIST_FIELDS = {
  application_status: { kind: "enum", values: APPLICATION_STATUSES },
  entity_type: { kind: "enum", values: ENTITY_TYPES },
  order: { kind: "enum", values: ["created_at", "updated_at"] },
  order_asc_desc: { kind: "enum", values: ["asc", "desc"] },
  page: { kind: "number", min: 1, integer: true },
  per_page: { kind: "number", min: 1, max: 100, integer: true },
} as const satisfies FieldRules;
