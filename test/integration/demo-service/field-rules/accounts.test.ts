/**
 * accounts/create and accounts/{id} (update) refuse one bad value per documented parameter with the reference's
 * code, message and params (SW CreateAccount, UpdateAccount x-errors; "pattern" where the operation documents the
 * rule but not its message: docs/demo-service.md).
 */
import { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, SPREAD_TABLE_NAMES } from "../../../../src/domain/client-values";
import { refusalTable, says, text, type Row } from "../../../support/refusal-table";

const bothWordAlike: Row[] = [
  ["account_name", text(151), says.tooLong("account_name", 150), "SW CreateAccount, UpdateAccount"],
  ["account_name", "   ", says.invalidFormat("account_name"), "SW UpdateAccount (CreateAccount: pattern \\S+)"],
  ["legal_entity_type", "trust", says.notInRange("legal_entity_type", "individual, company"), "SW CreateAccount, UpdateAccount"],
  ["street", text(151), says.tooLong("street", 150), "SW CreateAccount, UpdateAccount"],
  ["city", text(101), says.tooLong("city", 100), "SW CreateAccount, UpdateAccount"],
  ["postal_code", text(21), says.tooLong("postal_code", 20), "SW CreateAccount, UpdateAccount"],
  ["state_or_province", text(101), says.tooLong("state_or_province", 100), "SW CreateAccount, UpdateAccount"],
  ["brand", text(256), says.tooLong("brand", 255), "SW CreateAccount, UpdateAccount"],
  ["your_reference", text(26), says.tooLong("your_reference", 25), "SW CreateAccount, UpdateAccount"],
  ["status", "open", says.notInRange("status", "enabled, disabled, enabled_no_trading"), "SW CreateAccount, UpdateAccount"],
  ["spread_table", text(101), says.tooLong("spread_table", 100), "SW CreateAccount, UpdateAccount"],
  ["spread_table", "flat_9.99", says.notInRange("spread_table", SPREAD_TABLE_NAMES.join(", ")), "assumption (a table the demo does not have)"],
  ["api_trading", "yes", says.wrongType("api_trading", "boolean"), "pattern (type boolean)"],
  ["online_trading", "yes", says.wrongType("online_trading", "boolean"), "pattern (type boolean)"],
  ["phone_trading", "yes", says.wrongType("phone_trading", "boolean"), "pattern (type boolean)"],
  ["terms_and_conditions_accepted", "yes", says.wrongType("terms_and_conditions_accepted", "boolean"), "pattern (type boolean)"],
  ["identification_value", text(256), says.tooLong("identification_value", 255), "pattern (maxLength 255)"],
];

refusalTable("accounts/create", {
  method: "POST",
  path: "/v2/accounts/create",
  errorCode: "account_create_failed",
  base: { account_name: "Harbour Ltd", legal_entity_type: "company", street: "1 Quay", city: "Hull", country: "GB" },
}, [
  ...bothWordAlike,
  ["country", "gb", says.one("country", "country_is_in_invalid_format", "country is not a valid ISO 3166-1 Alpha-2 country code", { maxlength: 2 }), "SW CreateAccount"],
  ["identification_type", "badge", says.one("identification_type", "identification_type_is_invalid", "identification_type is invalid"), "SW CreateAccount"],
  ["industry_type", text(256), says.tooLong("industry_type", 255), "pattern (maxLength 255)"],
  ["business_website_url", text(401), says.tooLong("business_website_url", 400), "pattern (maxLength 400)"],
  ["identification_issuer", text(256), says.tooLong("identification_issuer", 255), "pattern (maxLength 255)"],
  ["identification_expiration", "2030-02-30", says.invalidFormat("identification_expiration", { type: "date" }), "pattern (format date); assumption"],
  ["date_of_incorporation", "2001-02-30", says.invalidFormat("date_of_incorporation", { type: "date" }), "pattern (format date); assumption"],
  ["trading_address_street", text(151), says.tooLong("trading_address_street", 150), "pattern (maxLength 150)"],
  ["trading_address_state", text(101), says.tooLong("trading_address_state", 100), "pattern (maxLength 100)"],
  ["trading_address_postalcode", text(21), says.tooLong("trading_address_postalcode", 20), "pattern (maxLength 20)"],
  ["tax_identification", text(101), says.tooLong("tax_identification", 100), "pattern (maxLength 100)"],
  ["national_identification", text(101), says.tooLong("national_identification", 100), "pattern (maxLength 100)"],
  ["customer_risk", "SEVERE", says.notInRange("customer_risk", "LOW, MEDIUM, HIGH"), "pattern (enum)"],
  ["expected_monthly_activity_volume", "lots", says.wrongType("expected_monthly_activity_volume", "numeric"), "pattern (type number)"],
]);

refusalTable("accounts/{id} (update)", { method: "POST", path: "/v2/accounts/:id", errorCode: "account_update_failed", base: {} }, [
  ...bothWordAlike,
  ["country", "gb", says.one("country", "country_is_in_invalid_format", "country is not a valid ISO 3166-1 Alpha-2 country code", { type: "country_code" }), "SW UpdateAccount"],
  ["identification_type", "badge", says.notInRange("identification_type", ACCOUNT_IDENTIFICATION_TYPES.join(", ")), "SW UpdateAccount (its range is the payer's list; the account's own enum here)"],
  ["legal_entity_sub_type", "guild", says.notInRange("legal_entity_sub_type", ACCOUNT_LEGAL_ENTITY_SUB_TYPES.join(", ")), "pattern (SW UpdateAccount's enum)"],
  ["identification_issuer", text(256), says.tooLong("identification_issuer", 255), "pattern (SW UpdateAccount's maxLength 255)"],
  ["identification_expiration", "2030-02-30", says.invalidFormat("identification_expiration", { type: "date" }), "pattern (format date); assumption"],
]);
