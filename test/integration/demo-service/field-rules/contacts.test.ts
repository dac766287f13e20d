/**
 * contacts/create and contacts/{id} (update) refuse one bad value per documented parameter with the reference's
 * code, message and params (SW CreateContact, UpdateContact x-errors; "pattern" where the operation documents the
 * rule but not its message: docs/demo-service.md).
 */
import { refusalTable, says, text, type Row } from "../../../support/refusal-table";

const rows: Row[] = [
  ["first_name", text(101), says.tooLong("first_name", 100), "SW CreateContact, UpdateContact"],
  ["first_name", "Ada <b>", says.one("first_name", "first_name_invalid_format", "Please make sure that first_name doesn't contain < or > symbols"), "SW CreateContact"],
  ["last_name", text(101), says.tooLong("last_name", 100), "SW CreateContact, UpdateContact"],
  ["last_name", "Byron>", says.one("last_name", "last_name_invalid_format", "Please make sure that last_name doesn't contain < or > symbols"), "SW CreateContact"],
  ["email_address", `${text(250)}@example.com`, says.tooLong("email_address", 255), "SW CreateContact, UpdateContact"],
  ["email_address", "ada.example.com", says.invalidFormat("email_address"), "SW CreateContact, UpdateContact"],
  ["phone_number", text(101), says.tooLong("phone_number", 100), "SW CreateContact, UpdateContact"],
  ["mobile_phone_number", text(101), says.tooLong("mobile_phone_number", 100), "SW CreateContact, UpdateContact"],
  ["your_reference", text(256), says.tooLong("your_reference", 255), "pattern (maxLength 255)"],
  ["login_id", text(51), says.tooLong("login_id", 50), "SW CreateContact, UpdateContact"],
  ["status", "active", says.notInRange("status", "enabled, not_enabled"), "SW CreateContact, UpdateContact (params as the pattern)"],
  ["locale", "e", says.tooShort("locale", 2), "SW CreateContact, UpdateContact"],
  ["locale", "en_GB_x", says.tooLong("locale", 5), "SW CreateContact, UpdateContact"],
  ["timezone", "Etc/UT", says.tooShort("timezone", 7), "SW CreateContact, UpdateContact"],
  ["timezone", `Europe/${text(29)}`, says.tooLong("timezone", 35), "SW CreateContact, UpdateContact"],
  ["date_of_birth", "1980-02-30", says.wrongType("date_of_birth", "date"), "SW CreateContact, UpdateContact"],
];

refusalTable("contacts/create", {
  method: "POST",
  path: "/v2/contacts/create",
  errorCode: "contact_create_failed",
  base: { account_id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", first_name: "Ada", last_name: "Byron", email_address: "ada@byron.example", phone_number: "0123" },
}, [...rows, ["account_id", "acct-1", says.notUuid("account_id"), "SW CreateContact"]]);

refusalTable("contacts/{id} (update)", { method: "POST", path: "/v2/contacts/:id", errorCode: "contact_update_failed", base: {} }, rows);
