/**
 * The demo service's beneficiary update and dates over the wire, with the swagger reference's message codes: an
 * update that names nothing to change (acting for a sub-account is not a change) is refused with
 * `at_least_one_parameter` on base; a date of birth that is not a date with `beneficiary_date_of_birth_type_is_wrong`.
 * Neither changes nor creates anything. Names with digits, a currency or bank country the service does not take, and
 * a date of birth out of bounds are refused in each operation's own words (SW CreateBeneficiary, UpdateBeneficiary,
 * ValidateBeneficiary), every refusal of a request at once; a find's routing code type without its value, or the
 * reverse, with `incorrect_mapping` (SW FindBeneficiariesPost).
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../../src/demo-service/server";
import { GBP_BENEFICIARY, subAccount } from "../../../support/demo-data";
import { call, login } from "../../../support/demo-http";
import { DAY, PINNED_NOW } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";

describe("demo service: beneficiaries", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("refuses an update that names nothing to change with at_least_one_parameter, and changes nothing", async () => {
    const { contactId } = await subAccount(demoService, token, "Harbour Ltd");
    const created = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: contactId }, { token });
    const path = `/v2/beneficiaries/${created.body.id}`;
    const before = (await call(demoService, "GET", path, { on_behalf_of: contactId }, { token })).body;
    const refused = await call(demoService, "POST", path, { on_behalf_of: contactId }, { token });
    expect([refused.status, refused.body]).toEqual([400, {
      error_code: "beneficiary_update_failed",
      error_messages: {
        base: [{
          code: "at_least_one_parameter",
          message: "At least one parameter should be present: bank_account_holder_name, beneficiary_country, bank_country, currency, email, beneficiary_address, account_number, routing_code_type_1, routing_code_type_2, routing_code_value_1, routing_code_value_2, bic_swift, iban, default_beneficiary, bank_address, bank_name, name",
          params: {},
        }],
      },
    }]);
    expect((await call(demoService, "GET", path, { on_behalf_of: contactId }, { token })).body).toEqual(before);
    const renamed = await call(demoService, "POST", path, { on_behalf_of: contactId, name: "Acme GBP main" }, { token });
    expect([renamed.status, renamed.body.name]).toEqual([200, "Acme GBP main"]);
  });

  // SW's x-errors as the reference writes them; the date-of-birth bounds are worded per operation.
  const refusal = (code: string, message: string, params: Record<string, unknown> = {}) => ({ code, message, params });
  const digitsInName = refusal("first_name_contains_numbers", "Beneficiary names cannot contain numbers for an individual");
  const digitsInSurname = refusal("last_name_contains_numbers", "Beneficiary names cannot contain numbers for an individual");
  const digitsOnlyCompany = refusal("company_name_contains_numbers", "Beneficiary names cannot consist entirely of numbers for a company");
  const currencyRefused = refusal("currency_code_is_invalid", "You can not use this currency with beneficiaries");
  const countryRefused = refusal("bank_country_is_not_supported", "bank_country is not supported");
  const bornTooEarly = { create: refusal("beneficiary_date_of_birth_is_earlier", "beneficiary_date_of_birth should be later"), update: refusal("beneficiary_date_of_birth_is_earlier", "beneficiary_date_of_birth should be later than 1900-01-01", { min_date: "1900-01-01" }) };
  const bornTooLate = { create: refusal("beneficiary_date_of_birth_is_after", "beneficiary_date_of_birth should be earlier"), update: refusal("beneficiary_date_of_birth_is_after", "beneficiary_date_of_birth should be earlier than todays date", { max_date: "Todays Date" }) };
  const person = { beneficiary_entity_type: "individual", beneficiary_first_name: "Ann", beneficiary_last_name: "Lee" };
  // The service's day, in UTC (`npm run test:calendar` moves it), and the day after it.
  const today = new Date(PINNED_NOW).toISOString().slice(0, 10);
  const tomorrow = new Date(PINNED_NOW + DAY).toISOString().slice(0, 10);

  it.each([
    ["an individual's names with digits", { ...person, beneficiary_first_name: "R2D2", beneficiary_last_name: "Lee 3rd" }, { beneficiary_first_name: [digitsInName], beneficiary_last_name: [digitsInSurname] }],
    ["a company name of digits only", { beneficiary_entity_type: "company", beneficiary_company_name: "123456" }, { beneficiary_company_name: [digitsOnlyCompany] }],
    ["a currency the service does not pay (an ISO code: Assumption which)", { currency: "BRL" }, { currency: [currencyRefused] }],
    ["a bank country the service does not pay into (Assumption which)", { bank_country: "KP" }, { bank_country: [countryRefused] }],
    ["a date of birth before 1900", { ...person, beneficiary_date_of_birth: "1899-12-31" }, { beneficiary_date_of_birth: [bornTooEarly.create] }],
    ["a date of birth after today", { ...person, beneficiary_date_of_birth: tomorrow }, { beneficiary_date_of_birth: [bornTooLate.create] }],
    ["a digit in a name and a date of birth after today, at once", { ...person, beneficiary_last_name: "L33", beneficiary_date_of_birth: "2030-01-01" }, { beneficiary_last_name: [digitsInSurname], beneficiary_date_of_birth: [bornTooLate.create] }],
  ])("refuses %s on create and validate in SW's words, and creates nothing", async (_what, change, expected) => {
    const name = "Refused payee";
    const created = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name, ...change }, { token });
    expect([created.status, created.body]).toEqual([400, { error_code: "beneficiary_create_failed", error_messages: expected }]);
    const { name: _name, bank_account_holder_name: _holder, ...bankDetails } = GBP_BENEFICIARY;
    const validated = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...bankDetails, ...change }, { token });
    expect([validated.status, validated.body]).toEqual([400, { error_code: "beneficiary_not_valid", error_messages: expected }]);
    expect((await call(demoService, "GET", "/v2/beneficiaries/find", { name }, { token })).body.beneficiaries).toEqual([]);
  });

  it("takes a date of birth of 1900-01-01 and of today, and refuses one out of bounds on update in UpdateBeneficiary's words, changing nothing", async () => {
    const created = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, ...person, beneficiary_date_of_birth: "1900-01-01" }, { token });
    expect([created.status, created.body.beneficiary_date_of_birth]).toEqual([200, "1900-01-01"]);
    const path = `/v2/beneficiaries/${created.body.id}`;
    const bornToday = await call(demoService, "POST", path, { beneficiary_date_of_birth: today }, { token });
    expect([bornToday.status, bornToday.body.beneficiary_date_of_birth]).toEqual([200, today]);
    const before = (await call(demoService, "GET", path, {}, { token })).body;
    const early = await call(demoService, "POST", path, { beneficiary_date_of_birth: "1850-06-01", currency: "BRL" }, { token });
    expect([early.status, early.body]).toEqual([400, { error_code: "beneficiary_update_failed", error_messages: { currency: [currencyRefused], beneficiary_date_of_birth: [bornTooEarly.update] } }]);
    const late = await call(demoService, "POST", path, { beneficiary_date_of_birth: tomorrow }, { token });
    expect([late.status, late.body]).toEqual([400, { error_code: "beneficiary_update_failed", error_messages: { beneficiary_date_of_birth: [bornTooLate.update] } }]);
    expect((await call(demoService, "GET", path, {}, { token })).body).toEqual(before);
  });

  it.each([
    ["a routing code type without its value", { "routing_code_type[0]": "sort_code" }],
    ["a routing code value without its type", { "routing_code_value[1]": "601613" }],
    ["a type under one key and a value under another", { "routing_code_type[0]": "sort_code", "routing_code_value[1]": "601613" }],
  ])("refuses a find with %s as SW FindBeneficiariesPost does (incorrect_mapping on base)", async (_what, filter) => {
    await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
    const found = await call(demoService, "POST", "/v2/beneficiaries/find", filter, { token });
    expect([found.status, found.body]).toEqual([400, {
      error_code: "beneficiary_find_failed",
      error_messages: { base: [refusal("incorrect_mapping", "Following parameters must have same keys", { parameters: "routing_code_value,routing_code_type" })] },
    }]);
    const paired = await call(demoService, "POST", "/v2/beneficiaries/find", { "routing_code_type[0]": "sort_code", "routing_code_value[0]": GBP_BENEFICIARY.routing_code_value_1 }, { token });
    expect([paired.status, paired.body.beneficiaries.length]).toEqual([200, 1]);
  });

  it("refuses a date of birth that is not a date with beneficiary_date_of_birth_type_is_wrong on create, update and find", async () => {
    const wrongType = { beneficiary_date_of_birth: [{ code: "beneficiary_date_of_birth_type_is_wrong", message: "beneficiary_date_of_birth should be of date type", params: { type: "date" } }] };
    const created = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name: "Undated", beneficiary_date_of_birth: "31/01/1980" }, { token });
    expect([created.status, created.body]).toEqual([400, { error_code: "beneficiary_create_failed", error_messages: wrongType }]);
    expect((await call(demoService, "GET", "/v2/beneficiaries/find", { name: "Undated" }, { token })).body.beneficiaries).toEqual([]);
    const kept = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
    const path = `/v2/beneficiaries/${kept.body.id}`;
    const before = (await call(demoService, "GET", path, {}, { token })).body;
    const updated = await call(demoService, "POST", path, { beneficiary_date_of_birth: "1980-02-30" }, { token });
    expect([updated.status, updated.body]).toEqual([400, { error_code: "beneficiary_update_failed", error_messages: wrongType }]);
    expect((await call(demoService, "GET", path, {}, { token })).body).toEqual(before);
    const found = await call(demoService, "GET", "/v2/beneficiaries/find", { beneficiary_date_of_birth: "yesterday" }, { token });
    expect([found.status, found.body]).toEqual([400, { error_code: "beneficiary_find_failed", error_messages: wrongType }]);
  });
});
