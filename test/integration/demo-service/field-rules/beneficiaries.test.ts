/**
 * beneficiaries/create, beneficiaries/{id} (update) and beneficiaries/validate refuse one bad value per documented
 * parameter with the reference's code, message and params (SW CreateBeneficiary, UpdateBeneficiary,
 * ValidateBeneficiary x-errors; "pattern" where the operation documents the rule but not its message:
 * docs/demo-service.md). Validation takes only ValidateBeneficiary's parameters: a saved beneficiary's own fields
 * (name, holder, email…) are extra parameters there.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../../src/demo-service/server";
import { call, login } from "../../../support/demo-http";
import { entry, refusalTable, says, text, type Row } from "../../../support/refusal-table";
import { withDemoService } from "../../../support/with-demo-service";

/** The routing code types as the reference's routing_code_type_1_not_in_range lists them, then ifsc (its enum has it). */
const ROUTING_RANGE = "sort_code, bsb_code, institution_no, bank_code, branch_code, aba, clabe, cnaps, ifsc";

/** Rules every operation words alike (the bank's details and the beneficiary's own). */
const details: Row[] = [
  ["beneficiary_address", text(256), says.tooLong("beneficiary_address", 255), "SW CreateBeneficiary, UpdateBeneficiary"],
  ["beneficiary_country", "gb", says.invalidFormat("beneficiary_country"), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["account_number", text(51), says.tooLong("account_number", 50), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["routing_code_type_1", "postcode", says.notInRange("routing_code_type_1", ROUTING_RANGE), "SW CreateBeneficiary (range with the enum's ifsc)"],
  ["routing_code_value_1", text(51), says.tooLong("routing_code_value_1", 50), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["routing_code_type_2", "postcode", says.notInRange("routing_code_type_2", ROUTING_RANGE), "SW CreateBeneficiary (range with the enum's ifsc)"],
  ["routing_code_value_2", text(51), says.tooLong("routing_code_value_2", 50), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["iban", `GB${"1".repeat(33)}`, says.tooLong("iban", 34), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["bank_address", text(101), says.tooLong("bank_address", 100), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["bank_account_type", "current", says.notInRange("bank_account_type", "checking, savings"), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["beneficiary_entity_type", "person", says.notInRange("beneficiary_entity_type", "individual, company"), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["beneficiary_company_name", text(256), says.tooLong("beneficiary_company_name", 255), "pattern (maxLength 255)"],
  ["beneficiary_first_name", text(256), says.tooLong("beneficiary_first_name", 255), "pattern (maxLength 255)"],
  ["beneficiary_last_name", text(256), says.tooLong("beneficiary_last_name", 255), "pattern (maxLength 255)"],
  ["beneficiary_city", text(256), says.tooLong("beneficiary_city", 255), "pattern (maxLength 255)"],
  ["beneficiary_postcode", text(13), says.tooLong("beneficiary_postcode", 12), "pattern (maxLength 12)"],
  ["beneficiary_state_or_province", text(256), says.tooLong("beneficiary_state_or_province", 255), "pattern (maxLength 255)"],
  ["beneficiary_date_of_birth", "1980-02-30", says.wrongType("beneficiary_date_of_birth", "date"), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["beneficiary_identification_type", "badge", says.one("beneficiary_identification_type", "identification_type_is_invalid", "identification_type is invalid"), "SW CreateBeneficiary, ValidateBeneficiary"],
  ["beneficiary_identification_value", text(256), says.tooLong("beneficiary_identification_value", 255), "pattern (maxLength 255)"],
  ["on_behalf_of", "someone", says.notUuid("on_behalf_of"), "pattern (format uuid)"],
];

/** What a saved beneficiary carries beyond the bank details: create and update, not validate. */
const own: Row[] = [
  ["name", text(101), says.tooLong("name", 100), "SW CreateBeneficiary"],
  ["name", "   ", says.invalidFormat("name"), "SW CreateBeneficiary (pattern \\S+)"],
  ["bank_account_holder_name", text(256), says.tooLong("bank_account_holder_name", 255), "SW CreateBeneficiary"],
  ["email", `${text(250)}@example.com`, says.tooLong("email", 255), "SW CreateBeneficiary"],
  ["email", "ada.example.com", says.invalidFormat("email"), "pattern (the reference's email pattern)"],
  ["default_beneficiary", "yes", says.wrongType("default_beneficiary", "boolean"), "SW CreateBeneficiary"],
  ["beneficiary_external_reference", text(256), says.tooLong("beneficiary_external_reference", 255), "SW CreateBeneficiary, UpdateBeneficiary"],
  ["business_nature", text(256), says.tooLong("business_nature", 255), "pattern (maxLength 255)"],
  ["company_website", text(256), says.tooLong("company_website", 255), "pattern (maxLength 255)"],
];

const where: Row[] = [
  ["bank_country", "gb", says.invalidFormat("bank_country"), "SW CreateBeneficiary, UpdateBeneficiary, ValidateBeneficiary"],
  ["currency", "gbp", says.invalidFormat("currency"), "SW CreateBeneficiary, UpdateBeneficiary, ValidateBeneficiary"],
];

const create = { name: "Acme", bank_account_holder_name: "Acme Ltd", bank_country: "GB", currency: "GBP" };

refusalTable("beneficiaries/create", { method: "POST", path: "/v2/beneficiaries/create", errorCode: "beneficiary_create_failed", base: create }, [
  ...details,
  ...own,
  ...where,
  ["payment_types[]", "urgent", says.notInRange("payment_types", "priority, regular"), "SW CreateBeneficiary"],
]);

refusalTable("beneficiaries/{id} (update)", { method: "POST", path: "/v2/beneficiaries/:id", errorCode: "beneficiary_update_failed", base: {} }, [
  ...details,
  ...own,
  ...where,
  ["payment_types[]", "urgent", { payment_types: [entry("payment_types_not_included_in_list", "One or more payment_types items are not included in list", { list: "priority, regular" })] }, "SW UpdateBeneficiary"],
]);

refusalTable("beneficiaries/validate", { method: "POST", path: "/v2/beneficiaries/validate", errorCode: "beneficiary_not_valid", base: { bank_country: "GB", currency: "GBP" } }, [
  ...details,
  ...where,
  ["payment_types[]", "urgent", says.notInRange("payment_types", "priority, regular"), "SW ValidateBeneficiary"],
]);

describe("beneficiaries/validate takes only ValidateBeneficiary's parameters", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({}, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it.each(["name", "bank_account_holder_name", "email", "default_beneficiary", "beneficiary_external_reference", "business_nature", "company_website"])(
    "%s is an extra parameter",
    async (field) => {
      const answer = await call(demoService, "POST", "/v2/beneficiaries/validate", { bank_country: "GB", currency: "GBP", account_number: "12345678", routing_code_type_1: "sort_code", routing_code_value_1: "200605", [field]: field === "default_beneficiary" ? "true" : "Ada" }, { token });
      expect([answer.status, answer.body]).toEqual([400, {
        error_code: "beneficiary_not_valid",
        error_messages: { base: [entry("invalid_extra_parameters", "Invalid extra parameters", { parameters: field })] },
      }]);
    },
  );
});
