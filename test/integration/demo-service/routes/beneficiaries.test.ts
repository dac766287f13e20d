/**
 * The demo service's beneficiary update and dates over the wire, with the swagger reference's message codes: an
 * update that names nothing to change (acting for a sub-account is not a change) is refused with
 * `at_least_one_parameter` on base; a date of birth that is not a date with `beneficiary_date_of_birth_type_is_wrong`.
 * Neither changes nor creates anything.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../../src/demo-service/server";
import { GBP_BENEFICIARY, subAccount } from "../../../support/demo-data";
import { call, login } from "../../../support/demo-http";
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
