/**
 * An onboarding application as the completeness check reads it: the form, its people, account usage, business
 * information and documents with their images. Field names are the document's (snake_case, addresses as
 * `*_attributes` with `state_of_province`), the names the whole product uses, so mapping a form fetched from the
 * service is a copy. Everything a person fills in may still be missing (undefined or null), and value-set
 * fields are plain strings because a form being typed may hold anything — the check says what is wrong with it.
 * Countries are ISO 3166-1 alpha-2 codes (the service's country list gives `iso2` beside `iso3`).
 * Percentages and money are decimal text or Decimal, never floats, so shares add up exactly.
 */
import type Decimal from "decimal.js";

/** Text a person types: absent, null and blank all count as "not given". */
export type FormText = string | null | undefined;
/** A decimal quantity: Decimal, or its text as typed or as the wire carries it ("33.33"). */
export type DecimalInput = Decimal | string | null | undefined;

export interface OnboardingAddress {
  street?: FormText;
  building_number?: FormText;
  building_name?: FormText;
  apartment_number?: FormText;
  city?: FormText;
  postal_code?: FormText;
  state_of_province?: FormText;
  country?: FormText;
}

export interface OnboardingPerson {
  roles?: readonly string[] | null;
  first_name?: FormText;
  middle_name?: FormText;
  last_name?: FormText;
  home_country?: FormText;
  dob?: FormText;
  document_ids?: readonly string[] | null;
  id_number?: FormText;
  passport_number?: FormText;
  passport_country_of_issue?: FormText;
  personal_address_attributes?: OnboardingAddress | null;
  citizenship?: FormText;
  phone_number?: FormText;
  email?: FormText;
  ownership_percentage?: DecimalInput;
}

export interface OnboardingAccountUsage {
  document_ids?: readonly string[] | null;
  collections_account?: boolean | null;
  collection_currencies?: readonly string[] | null;
  payment_currencies?: readonly string[] | null;
  transaction_countries?: readonly string[] | null;
  one_off_transaction?: boolean | null;
  estimated_monthly_transaction_value?: DecimalInput;
  estimated_monthly_transaction_currency?: FormText;
  /** A count of payments, so a whole number — the wire's integer, or its text. */
  estimated_monthly_transaction_volume?: number | string | null;
  source_of_funds?: FormText;
  initial_capital?: DecimalInput;
  primary_purpose?: FormText;
  purpose_details?: FormText;
}

export interface OnboardingBusinessInformation {
  document_ids?: readonly string[] | null;
  business_country?: FormText;
  company_name?: FormText;
  trading_name?: FormText;
  legal_entity_type?: FormText;
  sector?: FormText;
  company_registration_number?: FormText;
  vat_number?: FormText;
  incorporation_date?: FormText;
  business_website?: FormText;
  business_activity_description?: FormText;
  registered_address_attributes?: OnboardingAddress | null;
  trading_address_attributes?: OnboardingAddress | null;
}

export interface OnboardingDocumentImage {
  side?: FormText;
}

export interface OnboardingDocument {
  id: string;
  document_type?: FormText;
  category?: FormText;
  document_images?: readonly OnboardingDocumentImage[] | null;
}

export interface OnboardingForm {
  entity_type: "individual" | "corporate";
  country?: FormText;
  email?: FormText;
  phone_number?: FormText;
  contact_name?: FormText;
  agreed_to_terms_and_conditions?: boolean | null;
  agreed_to_corporate_authority?: boolean | null;
  people?: readonly OnboardingPerson[] | null;
  account_usage?: OnboardingAccountUsage | null;
  business_information?: OnboardingBusinessInformation | null;
  /** Every document uploaded against the form, whether a person, the account usage or the business refers to it. */
  documents?: readonly OnboardingDocument[] | null;
}
