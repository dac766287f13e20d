/**
 * The onboarding API's answers as the demo service writes them (ONB-SW schemas `form`, `form_with_associations`,
 * `person`, `account_usage`, `business_information`, `document_with_image_ids`, `document_image`). Addresses come
 * back as `personal_address` / `registered_address` / `trading_address`, the state as `state_or_province`.
 */

/** ONB-SW address properties (all text; the nullable ones may be null). */
export type OnboardingAddressInput = {
  street?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country?: string | null;
  apartment_number?: string | null;
  building_name?: string | null;
  building_number?: string | null;
  state_or_province?: string | null;
};

/** ONB-SW pagination of the form list: a missing previous or next page is null. */
export type OnboardingPaginationInput = {
  total_entries: number;
  total_pages: number;
  current_page: number;
  per_page: number;
  previous_page: number | null;
  next_page: number | null;
  order: string;
  order_asc_desc: string;
};

export type OnboardingFormInput = {
  id: string;
  entity_type: string;
  state: string;
  country: string;
  email?: string | null;
  phone_number?: string | null;
  contact_name?: string | null;
  affiliate_code?: string | null;
  referred_by?: string | null;
  agreed_to_marketing_emails?: boolean | null;
  agreed_to_terms_and_conditions?: boolean | null;
  agreed_to_corporate_authority?: boolean | null;
  brand_name?: string | null;
  brand_key?: string | null;
  products_required?: string[] | null;
  detached_document_ids?: string[] | null;
  created_at: string;
  updated_at: string;
};

export type OnboardingPersonInput = {
  id: string;
  form_id?: string;
  roles: string[];
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  /** YYYY-MM-DD. */
  dob?: string | null;
  home_country: string;
  citizenship?: string | null;
  phone_number?: string | null;
  email?: string | null;
  ownership_percentage?: number | null;
  id_number?: string | null;
  passport_number?: string | null;
  passport_country_of_issue?: string | null;
  document_ids?: string[] | null;
  personal_address?: OnboardingAddressInput | null;
  created_at: string;
  updated_at: string;
};

export type OnboardingAccountUsageInput = {
  id: string;
  form_id?: string;
  document_ids?: string[] | null;
  collections_account?: boolean | null;
  collection_currencies?: string[] | null;
  payment_currencies?: string[] | null;
  transaction_countries?: string[] | null;
  one_off_transaction?: boolean | null;
  estimated_monthly_transaction_value?: number | null;
  estimated_monthly_transaction_currency?: string | null;
  estimated_monthly_transaction_volume?: number | null;
  source_of_funds?: string | null;
  /** In the onboarding guide's table, not in ONB-SW's schema. */
  initial_capital?: number | string | null;
  primary_purpose?: string | null;
  purpose_details?: string | null;
  created_at: string;
  updated_at: string;
};

export type OnboardingBusinessInformationInput = {
  id: string;
  form_id?: string;
  document_ids?: string[] | null;
  business_country?: string | null;
  company_name?: string | null;
  trading_name?: string | null;
  legal_entity_type?: string | null;
  sector?: string | null;
  company_registration_number?: string | null;
  vat_number?: string | null;
  /** YYYY-MM-DD. */
  incorporation_date?: string | null;
  business_website?: string | null;
  business_activity_description?: string | null;
  registered_address?: OnboardingAddressInput | null;
  trading_address?: OnboardingAddressInput | null;
  created_at: string;
  updated_at: string;
};

export type OnboardingFormWithSectionsInput = OnboardingFormInput & {
  business_information?: OnboardingBusinessInformationInput | null;
  account_usage?: OnboardingAccountUsageInput | null;
  people?: OnboardingPersonInput[] | null;
};

export type OnboardingFormsListInput = {
  forms: OnboardingFormWithSectionsInput[];
  pagination: OnboardingPaginationInput;
};

export type OnboardingPeopleListInput = {
  people: OnboardingPersonInput[];
};

export type OnboardingDocumentInput = {
  id: string;
  document_type: string;
  category: string;
  document_image_ids?: string[];
  form_section_type?: string | null;
  form_section_id?: string | null;
  created_at: string;
  updated_at: string;
};

export type OnboardingDocumentsListInput = {
  documents: OnboardingDocumentInput[];
};

/** The image itself is never sent back: only which side it shows. */
export type OnboardingDocumentImageInput = {
  id: string;
  side: string;
  created_at: string;
  updated_at: string;
};

export type OnboardingDocumentImagesListInput = {
  document_images: OnboardingDocumentImageInput[];
};
