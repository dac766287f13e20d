/**
 * The provider's enumerations, transcribed once from its reference (SW: CurrencyCloud/currencycloud-swagger
 * src/reference.yaml, each with the operation that lists it): the wire format only, no rule of ours. The client
 * (src/domain, src/api/schemas) and the demo service (src/demo-service/rules, src/demo-service/wire) both take them
 * from here (docs/client.md and docs/demo-service.md, "One wire format"). How each side checks a value against a list
 * stays its own, and so do the lists whose order is a side's own (a refusal's wording, a drop-down's order).
 */

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

/** SW CreateContact, UpdateContact `status` (enum). */
export const CONTACT_STATUSES = ["enabled", "not_enabled"] as const;

/**
 * A beneficiary's and a payer's identification documents: SW CreateBeneficiary `beneficiary_identification_type` and
 * CreatePayment `payer_identification_type` (enum, 17), plus `clave_unica_de_registro_de_poblacion`, which
 * ValidateBeneficiary, UpdateBeneficiary's and UpdatePayment's `_not_in_range` messages add (docs/provider-api.md §5).
 */
export const BENEFICIARY_IDENTIFICATION_TYPES = [
  "citizenship_papers", "clave_unica_de_registro_de_poblacion", "credential_de_elector", "drivers_license", "drivers_license_canadian",
  "employer_identification_number", "existing_credit_card_details", "green_card", "incorporation_number",
  "matricula_consular", "national_id", "none", "others", "passport", "registro_federal_de_contribuyentes",
  "social_insurance_number", "social_security_number", "visa",
] as const;

/** SW Transaction `action` (FindTransactions' filter and every transaction's field). */
export const TRANSACTION_ACTIONS = [
  "funding",
  "conversion",
  "payment",
  "payment_failure",
  "manual_intervention",
  "manual_transaction",
  "top_up_fee",
  "transfer",
  "conversion_deposit",
  "deposit_refund",
  "payment_fee",
  "payment_unrelease",
  "margin",
] as const;
/** What FindTransactions filters `related_entity_type` on; answers also show `balance_transfer` and `margin_transaction` (SW `Transaction`). */
export const TRANSACTION_RELATED_ENTITY_TYPES = ["conversion", "payment", "inbound_funds", "deposit", "transfer"] as const;
/** SW Transaction `status`. */
export const TRANSACTION_STATUSES = ["completed", "pending", "deleted"] as const;
/** SW Transaction `type`: which way it moves the balance. */
export const TRANSACTION_TYPES = ["credit", "debit"] as const;
