/**
 * The provider's value lists the demo service checks requests against, written from the reference (SW, the tag of
 * docs/demo-service.md: CurrencyCloud/currencycloud-swagger src/reference.yaml), each with the operation it comes
 * from. The client keeps its own (domain/client-values.ts, domain/beneficiary-form.ts); the test
 * test/unit/project/provider-rules-agree.test.ts names every difference between the two.
 */

/** SW CreateAccount `legal_entity_type` (enum), in the order its `legal_entity_type_not_in_range` lists it. */
export const ACCOUNT_LEGAL_ENTITY_TYPES = ["individual", "company"] as const;

/** SW CreateAccount `legal_entity_sub_type` (enum). */
export const ACCOUNT_LEGAL_ENTITY_SUB_TYPES = [
  "sole_trader", "limited_liability_company", "public_limited_company", "limited_liability_partnership",
  "unincorporated_partnership", "unregistered_charity", "registered_charity", "trust",
  "company_with_nominee_shareholders_or_shares_in_bearer_form", "scottish_limited_partnership", "other",
] as const;

/** SW CreateAccount, UpdateAccount `identification_type` (enum). */
export const ACCOUNT_IDENTIFICATION_TYPES = [
  "none", "others", "asylum_registration_card", "citizenship_papers", "consular_id", "credential_de_elector",
  "drivers_license", "drivers_license_canadian", "employer_identification_number", "existing_credit_card_details",
  "green_card", "immigration_status_document", "indigenous_card", "international_driving_licence",
  "matricula_consular", "municipality_identity_card", "national_health_insurance_card", "national_id",
  "national_identity_card", "passport", "passport_card", "postal_identity_card", "private_operators_card",
  "professional_qualification_card", "proof_of_citizenship", "registro_federal_de_contribuyentes",
  "residence_permit", "residence_status_document", "service_id_card", "social_insurance_number",
  "social_security_card", "social_security_number", "tax_id", "visa", "voter_id", "work_permit",
  "incorporation_number",
] as const;

/** SW CreateAccount, UpdateAccount `status` (enum). */
export const ACCOUNT_STATUSES = ["enabled", "disabled", "enabled_no_trading"] as const;

/**
 * SW CreateAccount, UpdateAccount, FindAccounts: `your_reference_is_too_long`, "can not be longer than 25
 * character(s)" `{maxlength: 25}`. The parameter itself declares 255; the refusal's 25 is what the service answers.
 */
export const ACCOUNT_REFERENCE_MAX = 25;

/** docs/provider-api.md §3: `state_or_province` and `postal_code` are required for an account in the US, Canada or Mexico. */
export const STATE_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA", "MX"]);

/** SW CreateContact, UpdateContact `status` (enum). */
export const CONTACT_STATUSES = ["enabled", "not_enabled"] as const;

/**
 * SW CreateContact `email_address` pattern, `^[\w\.\_\%\-\+]+@([\w-]+\.)+\w{2,}+$`, less its trailing possessive
 * `+`, which JavaScript has no syntax for (it changes nothing about what matches). SW CreateBeneficiary declares no
 * pattern for `email`; the demo service holds it to the same one (Assumption).
 */
export const EMAIL_PATTERN = /^[\w._%+-]+@([\w-]+\.)+\w{2,}$/;

/**
 * A beneficiary's and a payer's identification documents: SW CreateBeneficiary `beneficiary_identification_type` and
 * CreatePayment `payer_identification_type` (enum, 17), plus `clave_unica_de_registro_de_poblacion`, which
 * UpdatePayment's and UpdateBeneficiary's `_not_in_range` messages add.
 */
export const BENEFICIARY_IDENTIFICATION_TYPES = [
  "citizenship_papers", "clave_unica_de_registro_de_poblacion", "credential_de_elector", "drivers_license", "drivers_license_canadian",
  "employer_identification_number", "existing_credit_card_details", "green_card", "incorporation_number",
  "matricula_consular", "national_id", "none", "others", "passport", "registro_federal_de_contribuyentes",
  "social_insurance_number", "social_security_number", "visa",
] as const;

/** SW CreateConversion, GetDetailedRates, CreateQuoteConversion `fixed_side` (enum). */
export const FIXED_SIDES = ["buy", "sell"] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];
