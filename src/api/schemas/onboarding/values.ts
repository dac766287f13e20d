/**
 * The onboarding API's value sets (the onboarding document and docs/provider-api.md §10) the client checks before
 * sending. The demo service keeps its own (demo-service/wire/onboarding-values.ts), compared with these by
 * test/unit/project/request-rules-agree.test.ts.
 */
import { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, IMAGE_SIDES, LEGAL_ENTITY_TYPES, PERSON_ROLES, PRIMARY_PURPOSES } from "../../../domain/onboarding/values";

// The value sets the completeness rules share are defined once, in domain.
export { DOCUMENT_CATEGORIES, DOCUMENT_TYPES, IMAGE_SIDES, LEGAL_ENTITY_TYPES, PERSON_ROLES, PRIMARY_PURPOSES };

export const ENTITY_TYPES = ["individual", "corporate"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** `state` of a form as the service reports it, and the `application_status` filter of the form list. */
export const APPLICATION_STATUSES = ["new", "submitted"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The OpenAPI file's source_of_funds values: suggestions for a form to offer. The service takes free text (the
 * set is "not shown" in the document, and the guide's own example, `property_sale`, is outside it).
 */
export const SOURCES_OF_FUNDS = [
  "business_revenue",
  "external_investment",
  "loan",
  "donations_or_grants",
  "inter_company_transfers",
  "sale_of_assets",
  "other",
] as const;

/** The service's list of sectors, spelled as it spells them (`Gaming` included). */
export const SECTORS = [
  "registered_charity",
  "unregistered_charity",
  "aerospace",
  "weapons_and_military_equipment",
  "advertising_or_public_relations_or_marketing",
  "multi_level_marketing",
  "telecoms",
  "call_centres",
  "schools_and_universities",
  "hospitals_and_care_facilities",
  "adult_entertainment",
  "books_or_magazines_and_newspapers",
  "casinos_or_gambling",
  "forestry_and_forest_products",
  "Gaming",
  "music_production",
  "radio_or_tv_broadcaster",
  "speculative_trading",
  "sporting_or_professional_club",
  "banking",
  "broker_dealer",
  "building_materials_and_equipment",
  "broker",
  "cryptoassets",
  "fund",
  "insurance_or_insure_tech",
  "loan_company",
  "money_services_business",
  "payroll_company_or_pay_tech",
  "private_equity_or_investment_firm_or_venture_capital",
  "trust_company",
  "asset_or_wealth_management_or_wealth_tech",
  "regulated_online_marketplace_or_platform",
  "accountancy",
  "architecture",
  "interior_design",
  "legal",
  "other_consultancy",
  "political_group_or_lobbying",
  "recruitment",
  "hospitality_or_events_or_conferences",
  "tax_advisers",
  "construction",
  "engineering",
  "estate_or_letting_agency",
  "property_development",
  "real_estate_investment",
  "waste_management_or_recycling",
  "adult_products",
  "agricultural",
  "automobile_or_car_parts",
  "bio_sciences_or_beauty_products",
  "chemical_and_related_manufacturing",
  "clothing_or_textiles",
  "electronic_equipment_or_mobile_phones",
  "fitness_equipment",
  "food_and_beverage",
  "furniture_and_flooring",
  "high_value_goods",
  "machinery_and_tools_or_industrial_equipment",
  "pawn_brokers",
  "pharmaceuticals_or_medical_devices",
  "tobacco_or_alcohol",
  "etailor_or_ecommerce",
  "nutritional_or_dietary_supplements",
  "online_marketing_or_branding",
  "historical_or_cultural_artefacts",
  "bars_or_restaurants",
  "courier_or_express_or_parcel",
  "freight_or_logistics",
  "packaging",
  "transportation",
  "taxi_or_private_transport",
  "security",
  "travel_agent_or_travel_website",
  "hotels",
  "computer_software",
  "it_managed_services",
  "data_storage_or_processing",
  "website_or_app_development",
  "computer_or_cyber_security",
  "utilities",
  "logging_timber_and_paper_mills",
  "oil_and_gas",
  "precious_metals",
  "trust_and_company_formation_providers",
  "hedge_fund_or_family_office",
  "mining_or_extractive_industries",
] as const;

/** The error_code of a change to a submitted form (the documents name none; the demo service's, read by the client). */
export const FORM_ALREADY_SUBMITTED = "form_already_submitted";

/** A document holds at most this many images. */
export const MAX_IMAGES_PER_DOCUMENT = 3;
