/**
 * payments/create and payments/{id} (update) refuse one bad value per documented parameter with the reference's code,
 * message and params (SW CreatePayment, UpdatePayment x-errors; "pattern" where the operation documents the rule but
 * not its message: docs/demo-service.md). The two operations word some refusals differently; each is answered as
 * its own operation documents it.
 */
import { entry, refusalTable, says, text, type Row } from "../../../support/refusal-table";

/** UpdatePayment's range for payer_identification_type, in its own order. */
const IDENTIFICATION_RANGE =
  "none, drivers_license, social_security_number, green_card, passport, visa, matricula_consular, registro_federal_de_contribuyentes, " +
  "credential_de_elector, social_insurance_number, citizenship_papers, drivers_license_canadian, existing_credit_card_details, " +
  "employer_identification_number, national_id, others, incorporation_number, clave_unica_de_registro_de_poblacion";

const INVOICE_NUMBER = says.one("invoice_number", "invoice_number_parameter_invalid", "Invoice number can only contain alphanumeric characters and must be 30 characters or less");
const INVOICE_DATE = says.one("invoice_date", "invalid_invoice_date", "Invoice date must follow YYYY-MM-DD format");

/** Rules both operations word alike. */
const shared: Row[] = [
  ["beneficiary_id", "payee-1", says.notUuid("beneficiary_id"), "SW CreatePayment, UpdatePayment"],
  ["amount", "ten", says.wrongType("amount", "numeric"), "SW UpdatePayment; pattern on create"],
  ["reference", text(256), says.tooLong("reference", 255), "SW CreatePayment, UpdatePayment"],
  ["reason", text(256), says.tooLong("reason", 255), "pattern (maxLength 255)"],
  ["payment_date", "2030-02-30", says.wrongType("payment_date", "date"), "SW UpdatePayment; pattern on create"],
  ["conversion_id", "trade-1", says.notUuid("conversion_id"), "SW UpdatePayment; pattern on create"],
  ["payer_entity_type", "person", says.notInRange("payer_entity_type", "individual, company"), "SW CreatePayment, UpdatePayment"],
  ["payer_company_name", text(256), says.tooLong("payer_company_name", 255), "pattern (maxLength 255)"],
  ["payer_first_name", text(256), says.tooLong("payer_first_name", 255), "pattern (maxLength 255)"],
  ["payer_last_name", text(256), says.tooLong("payer_last_name", 255), "pattern (maxLength 255)"],
  ["payer_city", text(256), says.tooLong("payer_city", 255), "pattern (maxLength 255)"],
  ["payer_address", text(256), says.tooLong("payer_address", 255), "pattern (maxLength 255)"],
  ["payer_postcode", text(256), says.tooLong("payer_postcode", 255), "pattern (maxLength 255)"],
  ["payer_state_or_province", text(256), says.tooLong("payer_state_or_province", 255), "pattern (maxLength 255)"],
  ["payer_country", "gb", says.one("payer_country", "payer_country_is_in_invalid_format", "payer_country is not a valid ISO 3166-1 alpha-2 country code", { type: "country" }), "pattern; assumption"],
  ["payer_date_of_birth", "1980-02-30", says.wrongType("payer_date_of_birth", "date"), "SW CreatePayment, UpdatePayment"],
  ["payer_identification_value", text(256), says.tooLong("payer_identification_value", 255), "pattern (maxLength 255)"],
  ["ultimate_beneficiary_name", text(256), says.tooLong("ultimate_beneficiary_name", 255), "pattern (maxLength 255)"],
  ["purpose_code", text(256), says.tooLong("purpose_code", 255), "pattern (maxLength 255)"],
  ["on_behalf_of", "someone", says.notUuid("on_behalf_of"), "pattern (UpdatePayment writes UUID in capitals)"],
  ["fee_amount", "free", says.wrongType("fee_amount", "numeric"), "SW CreatePayment, UpdatePayment"],
  ["fee_currency", "usd", says.notCurrency("fee_currency"), "SW CreatePayment, UpdatePayment"],
  ["invoice_number", "INV/2030/1", INVOICE_NUMBER, "SW CreatePayment, UpdatePayment"],
  ["invoice_number", text(31), INVOICE_NUMBER, "SW CreatePayment, UpdatePayment"],
  ["invoice_date", "30/01/2030", INVOICE_DATE, "SW CreatePayment, UpdatePayment"],
  ["payer_ultimate_account_number", text(36), says.tooLong("payer_ultimate_account_number", 35), "pattern (maxLength 35)"],
];

refusalTable("payments/create", {
  method: "POST",
  path: "/v2/payments/create",
  errorCode: "payment_create_failed",
  base: { currency: "EUR", beneficiary_id: "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5", amount: "100", reason: "Invoice", reference: "INV-1", unique_request_id: "pay-1" },
}, [
  ...shared,
  ["currency", "EURO", says.one("currency", "currency_length_is_invalid", "currency should be 3 character(s) long"), "SW CreatePayment"],
  ["currency", "eur", says.notCurrency("currency"), "pattern (format iso-4217)"],
  ["payment_type", "urgent", says.one("type", "invalid_type", "Invalid Payment type"), "SW CreatePayment"],
  ["charge_type", "both", says.one("charge_type", "invalid_charge_type", "Invalid banking_charges supplied, must be in range [ours, shared]"), "SW CreatePayment"],
  ["payer_identification_type", "badge", says.one("payer_identification_type", "identification_type_is_invalid", "identification_type is invalid"), "SW CreatePayment"],
  ["unique_request_id", text(256), says.tooLong("unique_request_id", 255), "pattern (maxLength 255)"],
]);

refusalTable("payments/{id} (update)", {
  method: "POST",
  path: "/v2/payments/:id",
  errorCode: "payment_update_failed",
  base: {},
}, [
  ...shared,
  ["currency", "usd", says.notCurrency("currency"), "SW UpdatePayment"],
  ["payment_type", "urgent", says.notInRange("payment_type", "priority, regular"), "SW UpdatePayment"],
  ["charge_type", "both", says.notInRange("charge_type", "ours, shared"), "SW UpdatePayment"],
  ["payer_identification_type", "badge", { payer_identification_type: [entry("payer_identification_type_not_in_range", `payer_identification_type should be in range: ${IDENTIFICATION_RANGE}`, { range: IDENTIFICATION_RANGE })] }, "SW UpdatePayment"],
]);
