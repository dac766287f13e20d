/**
 * The demo service's accounts routes over the wire: create keeps the legal entity sub-type it is given and answers
 * it back (create, get, find, and through an update that does not touch it), changes it on an update (SW
 * UpdateAccount lists it), refuses one outside the documented value set; an update that names nothing to change is refused as the swagger reference documents
 * (`at_least_one_parameter` on base) and changes nothing; a change of address or country is refused
 * (`editing_address_not_allowed`, `editing_country_not_allowed`) and changes nothing.
 */
import { describe, expect, it } from "@jest/globals";
import { accountSchema } from "../../../../src/api/schemas";
import type { DemoServer } from "../../../../src/demo-service/server";
import { call, codes, login } from "../../../support/demo-http";
import { withDemoService } from "../../../support/with-demo-service";

const HARBOUR = { account_name: "Harbour Trading Ltd", legal_entity_type: "company", street: "1 Quay Street", city: "Bristol", country: "GB", postal_code: "BS1 4DJ" };

describe("demo service: accounts", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("stores the legal entity sub-type given at creation and answers it on create, get, find and after an update", async () => {
    const created = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, legal_entity_sub_type: "limited_liability_partnership" }, { token });
    expect(created.status).toBe(200);
    expect(accountSchema.parse(created.body).legal_entity_sub_type).toBe("limited_liability_partnership");
    const id = created.body.id as string;
    expect((await call(demoService, "GET", `/v2/accounts/${id}`, {}, { token })).body.legal_entity_sub_type).toBe("limited_liability_partnership");
    const found = await call(demoService, "POST", "/v2/accounts/find", { account_name: HARBOUR.account_name }, { token });
    expect(found.body.accounts.map((account: { id: string; legal_entity_sub_type: unknown }) => [account.id, account.legal_entity_sub_type])).toEqual([[id, "limited_liability_partnership"]]);
    const updated = await call(demoService, "POST", `/v2/accounts/${id}`, { account_name: "Harbour Holdings" }, { token });
    expect(updated.body).toMatchObject({ account_name: "Harbour Holdings", legal_entity_sub_type: "limited_liability_partnership" });
  });

  it("changes the legal entity sub-type on an update, as SW UpdateAccount lists it, and takes the identification's expiry and issuer without answering them", async () => {
    const created = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, legal_entity_sub_type: "trust" }, { token });
    const id = created.body.id as string;
    const change = { legal_entity_sub_type: "registered_charity", identification_expiration: "2030-01-31", identification_issuer: "GB" };
    const updated = await call(demoService, "POST", `/v2/accounts/${id}`, change, { token });
    expect(updated.status).toBe(200);
    expect(accountSchema.parse(updated.body).legal_entity_sub_type).toBe("registered_charity");
    expect(Object.keys(updated.body)).toEqual(Object.keys(created.body));
    expect((await call(demoService, "GET", `/v2/accounts/${id}`, {}, { token })).body.legal_entity_sub_type).toBe("registered_charity");
  });

  it("answers null for an account created without a sub-type, and refuses one outside the value set", async () => {
    const plain = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    expect(plain.body.legal_entity_sub_type).toBeNull();
    const odd = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, account_name: "Odd Ltd", legal_entity_sub_type: "guild" }, { token });
    expect(odd.status).toBe(400);
    expect(odd.body.error_code).toBe("account_create_failed");
    expect(codes(odd)).toEqual(["legal_entity_sub_type_not_in_range"]);
    const names = (await call(demoService, "GET", "/v2/accounts/find", { per_page: "100" }, { token })).body.accounts.map((account: { account_name: string }) => account.account_name);
    expect(names).not.toContain("Odd Ltd");
  });

  // SW UpdateAccount's x-errors, as the reference writes them (no params).
  const addressRefused = { code: "editing_address_not_allowed", message: "You cannot edit address information. Please contact support for additional information", params: {} };
  const countryRefused = { code: "editing_country_not_allowed", message: "You cannot edit country. Please contact support for additional information", params: {} };

  it.each([
    ["the street", { street: "2 Quay Street" }, { address: [addressRefused] }],
    ["the city", { city: "Bath" }, { address: [addressRefused] }],
    ["the postcode, beside a new name", { postal_code: "BS1 5AA", account_name: "Harbour Holdings" }, { address: [addressRefused] }],
    ["the country", { country: "IE" }, { country: [countryRefused] }],
    ["the city and the country", { city: "Dublin", country: "IE" }, { address: [addressRefused], country: [countryRefused] }],
  ])("refuses a change of %s as SW UpdateAccount does, every refusal at once, and changes nothing", async (_what, change, expected) => {
    const created = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    const id = created.body.id as string;
    const refused = await call(demoService, "POST", `/v2/accounts/${id}`, change, { token });
    expect([refused.status, refused.body]).toEqual([400, { error_code: "account_update_failed", error_messages: expected }]);
    expect((await call(demoService, "GET", `/v2/accounts/${id}`, {}, { token })).body).toEqual(created.body);
  });

  it("takes an address and country sent as they already are, and a state given to an account that had none (Assumption: not an edit)", async () => {
    const created = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    const same = await call(demoService, "POST", `/v2/accounts/${created.body.id}`, { city: "Bristol", country: "GB", state_or_province: "Avon" }, { token });
    expect([same.status, same.body.city, same.body.country, same.body.state_or_province]).toEqual([200, "Bristol", "GB", "Avon"]);
  });

  it("refuses an update that names nothing to change with at_least_one_parameter, and changes nothing", async () => {
    const created = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    const id = created.body.id as string;
    const refused = await call(demoService, "POST", `/v2/accounts/${id}`, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("account_update_failed");
    expect(refused.body.error_messages).toEqual({
      base: [
        {
          code: "at_least_one_parameter",
          message:
            "At least one parameter should be present: account_name, brand, your_reference, status, street, city, state_or_province, postal_code, country, spread_table, legal_entity_type, identification_type, identification_value, api_trading, online_trading, phone_trading, terms_and_conditions_accepted",
          params: {},
        },
      ],
    });
    expect((await call(demoService, "GET", `/v2/accounts/${id}`, {}, { token })).body).toEqual(created.body);
  });

  it("gives an account created without a brand the house account's brand (SW CreateAccount), and keeps one it is given", async () => {
    const house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body;
    expect(house.brand).toBe("fxdesk");
    const inherited = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    expect([inherited.status, inherited.body.brand]).toEqual([200, "fxdesk"]);
    expect((await call(demoService, "GET", `/v2/accounts/${inherited.body.id}`, {}, { token })).body.brand).toBe("fxdesk");
    const own = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, account_name: "Own Brand Ltd", brand: "harbour" }, { token });
    expect([own.status, own.body.brand]).toEqual([200, "harbour"]);
  });

  it("takes a brand of up to 255 characters on create and update (the reference's limit), refusing longer and changing nothing", async () => {
    const tooLong = [{ code: "brand_is_too_long", message: "brand can not be longer than 255 character(s)", params: { maxlength: 255 } }];
    const created = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, brand: "b".repeat(255) }, { token });
    expect([created.status, created.body.brand]).toEqual([200, "b".repeat(255)]);
    const refused = await call(demoService, "POST", "/v2/accounts/create", { ...HARBOUR, account_name: "Long Brand Ltd", brand: "b".repeat(256) }, { token });
    expect([refused.status, refused.body]).toEqual([400, { error_code: "account_create_failed", error_messages: { brand: tooLong } }]);
    expect((await call(demoService, "GET", "/v2/accounts/find", { account_name: "Long Brand Ltd" }, { token })).body.accounts).toEqual([]);
    const before = (await call(demoService, "GET", `/v2/accounts/${created.body.id}`, {}, { token })).body;
    const update = await call(demoService, "POST", `/v2/accounts/${created.body.id}`, { brand: "c".repeat(256) }, { token });
    expect([update.status, update.body]).toEqual([400, { error_code: "account_update_failed", error_messages: { brand: tooLong } }]);
    expect((await call(demoService, "GET", `/v2/accounts/${created.body.id}`, {}, { token })).body).toEqual(before);
  });

  it("takes terms_and_conditions_accepted on update, as the reference's UpdateAccount lists it", async () => {
    const created = await call(demoService, "POST", "/v2/accounts/create", HARBOUR, { token });
    const updated = await call(demoService, "POST", `/v2/accounts/${created.body.id}`, { terms_and_conditions_accepted: "true" }, { token });
    expect([updated.status, updated.body.terms_and_conditions_accepted]).toEqual([200, true]);
  });
});
