/**
 * The onboarding document's value sets, as typed constants, and the few choices made where it is silent
 * (each marked "Choice:").
 */

export const PERSON_ROLES = ["user", "director", "ultimate_business_owner"] as const;

export const LEGAL_ENTITY_TYPES = [
  "sole_trader",
  "limited_liability_company",
  "public_limited_company",
  "limited_liability_partnership",
  "unincorporated_partnership",
  "scottish_limited_partnership",
  "unregistered_charity",
  "registered_charity",
  "trust",
  "company_with_nominee_shareholders_or_shares_in_bearer_form",
  "other",
] as const;
export type LegalEntityType = (typeof LEGAL_ENTITY_TYPES)[number];

/**
 * Choice: all eleven values the document lists are accepted, including `liquidity_fx` and `paying_an_individual`,
 * which the service's OpenAPI file leaves out (docs/provider-api.md §10): the document is the contract we build to.
 */
export const PRIMARY_PURPOSES = [
  "intercompany_transfers",
  "liquidity_or_fx",
  "liquidity_fx",
  "paying_an_individual",
  "payment_to_an_individual",
  "paying_suppliers_or_bills",
  "investment_activity",
  "repatriating_overseas_earnings",
  "collecting_funds_from_clients",
  "property_purchase_or_sale",
  "other",
] as const;

export const DOCUMENT_TYPES = [
  "bank_statement",
  "biometric_state_id",
  "driving_licence",
  "mortgage",
  "passport",
  "proof_of_business_activity",
  "proof_of_business_identity",
  "proof_of_directors",
  "proof_of_owners",
  "proof_of_source_of_funds",
  "residence_id",
  "state_id",
  "supporting",
  "unknown",
  "utility_bill",
  "visa",
] as const;

export const DOCUMENT_CATEGORIES = [
  "proof_of_address",
  "proof_of_business_activity",
  "proof_of_business_identity",
  "proof_of_directors",
  "proof_of_identity",
  "proof_of_owners",
  "proof_of_source_of_funds",
  "supporting",
] as const;

/**
 * Choice: the document names only driving licences as two-sided; identity cards are printed on both sides too, so
 * the state IDs and residence ID count as two-sided. Every other type is one page: its image is the front.
 */
export const TWO_SIDED_DOCUMENT_TYPES: readonly string[] = ["driving_licence", "biometric_state_id", "state_id", "residence_id"];

/** `face` is the photo of the person holding their identity document (docs/provider-api.md §10). */
export const IMAGE_SIDES = ["front", "back", "face"] as const;
export const MAX_IMAGES_PER_DOCUMENT = 3;

export const UBO_OWNERSHIP_THRESHOLD_PERCENT = 10;
export const YOUNG_COMPANY_MONTHS = 12;

export const UK = "GB";
export const US = "US";
/** Countries whose addresses need a state or province. */
export const COUNTRIES_WITH_STATES: readonly string[] = ["US", "AU", "CA"];

/**
 * The European Economic Area: the 27 EU members plus Iceland, Liechtenstein and Norway. Choice: the UK is its own
 * region in the document's table; Switzerland and the Crown dependencies (JE, GG, IM) are "rest of world".
 */
export const EEA_COUNTRIES: readonly string[] = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
  "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO",
];
