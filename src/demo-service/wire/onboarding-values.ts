/**
 * The onboarding API's value sets as the demo service checks them, written from the onboarding OpenAPI file (ONB-SW
 * `create_*_request` enums) and, where it is silent or narrower, the onboarding guide (each such place says so).
 * The client keeps its own (api/schemas/onboarding/values.ts, domain/onboarding/values.ts); a test compares them
 * (test/unit/project/request-rules-agree.test.ts).
 */

export const ENTITY_TYPES = [
  "individual", "corporate",
] as const;

/** `state` of a form (`new`, then `submitted` once sent for review), and the form list's `application_status` filter. */
export const APPLICATION_STATUSES = [
  "new", "submitted",
] as const;

/** ONB-SW `roles` items. */
export const PERSON_ROLES = [
  "director", "ultimate_business_owner", "user",
] as const;

export const LEGAL_ENTITY_TYPES = [
  "limited_liability_company", "limited_liability_partnership", "company_with_nominee_shareholders_or_shares_in_bearer_form",
  "other", "public_limited_company", "registered_charity",
  "scottish_limited_partnership", "sole_trader", "trust",
  "unincorporated_partnership", "unregistered_charity",
] as const;

/**
 * ONB-SW's nine, and two more the onboarding guide's list of primary purposes gives (`liquidity_fx`,
 * `paying_an_individual`): the client accepts the guide's list (docs/provider-api.md §10), and a value it sends
 * must not be refused here.
 */
export const PRIMARY_PURPOSES = [
  "intercompany_transfers", "liquidity_or_fx", "liquidity_fx",
  "paying_an_individual", "payment_to_an_individual", "paying_suppliers_or_bills",
  "investment_activity", "repatriating_overseas_earnings", "collecting_funds_from_clients",
  "property_purchase_or_sale", "other",
] as const;

/** ONB-SW `source_of_funds` values: suggestions only, the field takes free text (docs/provider-api.md §10). */
export const SOURCES_OF_FUNDS = [
  "business_revenue", "external_investment", "loan", "donations_or_grants",
  "inter_company_transfers", "sale_of_assets", "other",
] as const;

/** ONB-SW `sector` values, spelled as it spells them (`Gaming` included). */
export const SECTORS = [
  "registered_charity", "unregistered_charity", "aerospace",
  "weapons_and_military_equipment", "advertising_or_public_relations_or_marketing", "multi_level_marketing",
  "telecoms", "call_centres", "schools_and_universities",
  "hospitals_and_care_facilities", "adult_entertainment", "books_or_magazines_and_newspapers",
  "casinos_or_gambling", "forestry_and_forest_products", "Gaming",
  "music_production", "radio_or_tv_broadcaster", "speculative_trading",
  "sporting_or_professional_club", "banking", "broker_dealer",
  "building_materials_and_equipment", "broker", "cryptoassets",
  "fund", "insurance_or_insure_tech", "loan_company",
  "money_services_business", "payroll_company_or_pay_tech", "private_equity_or_investment_firm_or_venture_capital",
  "trust_company", "asset_or_wealth_management_or_wealth_tech", "regulated_online_marketplace_or_platform",
  "accountancy", "architecture", "interior_design",
  "legal", "other_consultancy", "political_group_or_lobbying",
  "recruitment", "hospitality_or_events_or_conferences", "tax_advisers",
  "construction", "engineering", "estate_or_letting_agency",
  "property_development", "real_estate_investment", "waste_management_or_recycling",
  "adult_products", "agricultural", "automobile_or_car_parts",
  "bio_sciences_or_beauty_products", "chemical_and_related_manufacturing", "clothing_or_textiles",
  "electronic_equipment_or_mobile_phones", "fitness_equipment", "food_and_beverage",
  "furniture_and_flooring", "high_value_goods", "machinery_and_tools_or_industrial_equipment",
  "pawn_brokers", "pharmaceuticals_or_medical_devices", "tobacco_or_alcohol",
  "etailor_or_ecommerce", "nutritional_or_dietary_supplements", "online_marketing_or_branding",
  "historical_or_cultural_artefacts", "bars_or_restaurants", "courier_or_express_or_parcel",
  "freight_or_logistics", "packaging", "transportation",
  "taxi_or_private_transport", "security", "travel_agent_or_travel_website",
  "hotels", "computer_software", "it_managed_services",
  "data_storage_or_processing", "website_or_app_development", "computer_or_cyber_security",
  "utilities", "logging_timber_and_paper_mills", "oil_and_gas",
  "precious_metals", "trust_and_company_formation_providers", "hedge_fund_or_family_office",
  "mining_or_extractive_industries",
] as const;

export const DOCUMENT_TYPES = [
  "bank_statement", "biometric_state_id", "driving_licence", "mortgage",
  "passport", "proof_of_business_activity", "proof_of_business_identity", "proof_of_directors",
  "proof_of_owners", "proof_of_source_of_funds", "residence_id", "state_id",
  "supporting", "unknown", "utility_bill", "visa",
] as const;

export const DOCUMENT_CATEGORIES = [
  "proof_of_address", "proof_of_business_activity", "proof_of_business_identity",
  "proof_of_directors", "proof_of_identity", "proof_of_owners",
  "proof_of_source_of_funds", "supporting",
] as const;

/** ONB-SW `side`; `face` is the person holding their identity document. */
export const IMAGE_SIDES = [
  "front", "back", "face",
] as const;

/**
 * A document holds at most this many images, one per side (Assumption: ONB-SW gives no number; three sides exist).
 */
export const MAX_IMAGES_PER_DOCUMENT = 3;

/** The error_code of a change to a submitted form (Assumption: ONB-SW names none for it). */
export const FORM_ALREADY_SUBMITTED = "form_already_submitted";
