/**
 * The properties the onboarding OpenAPI file gives each answer (ONB-SW components `person`, `account_usage`,
 * `business_information`; docs/demo-service.md, "Onboarding"), besides id, form_id and the timestamps. A record
 * answers every one of them, null when never given, and addresses under these names, not the requests'
 * `*_attributes`. A field the document adds (a person's `citizenship`, `initial_capital`) is answered once given.
 */
export const PERSON_RESPONSE_FIELDS = [
  "document_ids", "roles", "first_name", "middle_name", "last_name", "dob", "phone_number", "email", "ownership_percentage", "id_number",
  "home_country", "passport_number", "passport_country_of_issue", "personal_address",
] as const;

export const ACCOUNT_USAGE_RESPONSE_FIELDS = [
  "document_ids", "collections_account", "collection_currencies", "payment_currencies", "transaction_countries", "one_off_transaction",
  "estimated_monthly_transaction_currency", "estimated_monthly_transaction_value", "estimated_monthly_transaction_volume", "source_of_funds",
  "primary_purpose", "purpose_details",
] as const;

export const BUSINESS_INFORMATION_RESPONSE_FIELDS = [
  "document_ids", "business_country", "company_name", "trading_name", "legal_entity_type", "sector", "company_registration_number", "vat_number",
  "incorporation_date", "business_website", "business_activity_description", "registered_address", "trading_address",
] as const;
