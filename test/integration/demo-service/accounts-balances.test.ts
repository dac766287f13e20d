import { describe, expect, it } from "@jest/globals";
import {
  accountSchema, accountsFindSchema, balancesFindSchema, balanceSchema, contactSchema, contactsFindSchema, conversionDatesSchema,
  currenciesSchema, paymentDatesSchema,
} from "../../../src/api/schemas";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, codes, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

describe("demo service: sub-accounts, contacts and on_behalf_of", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("creates, finds (GET and POST) and gets accounts and contacts; current is the signed-in user", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Northwind Ltd", { your_reference: "NW-1" });
    const account = await call(demoService, "GET", `/v2/accounts/${accountId}`, {}, { token });
    expect(accountSchema.parse(account.body).account_name).toBe("Northwind Ltd");
    expect(account.body.short_reference).toMatch(/^\d{6}-\d{5}$/);
    expect(account.body).toMatchObject({ spread_table: "flat_0.00", status: "enabled", state_or_province: null });
    for (const method of ["GET", "POST"] as const) {
      const found = await call(demoService, method, "/v2/accounts/find", { your_reference: "NW-1" }, { token });
      expect(accountsFindSchema.parse(found.body).accounts.map((a) => a.id)).toEqual([accountId]);
      const contacts = await call(demoService, method, "/v2/contacts/find", { account_id: accountId }, { token });
      expect(contactsFindSchema.parse(contacts.body).contacts.map((c) => c.id)).toEqual([contactId]);
    }
    const contact = await call(demoService, "GET", `/v2/contacts/${contactId}`, {}, { token });
    expect(contactSchema.parse(contact.body).login_id).toBe("northwindltd@example.com");
    const current = await call(demoService, "GET", "/v2/contacts/current", {}, { token });
    expect(current.body.login_id).toBe(DEMO_USER.loginId);
    expect((await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id).toBe(current.body.account_id);
  });

  it("accepts the real spread table names and prices with them; refuses an unknown one", async () => {
    const quote = async (contactId: string) =>
      (await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "EUR", sell_currency: "USD", amount: "1000", fixed_side: "buy", on_behalf_of: contactId }, { token })).body;
    const rates: Record<string, string> = {};
    for (const table of ["no_markup", "fxcg_rfx_default", "flat_0.50"]) {
      const { accountId, contactId } = await subAccount(demoService, token, `Spread ${table}`, { spread_table: table });
      expect((await call(demoService, "GET", `/v2/accounts/${accountId}`, {}, { token })).body.spread_table).toBe(table);
      const priced = await quote(contactId);
      rates[table] = priced.client_rate;
      if (table === "no_markup") expect(priced.client_rate).toBe(priced.core_rate);
    }
    expect(Number(rates.fxcg_rfx_default)).toBeGreaterThan(Number(rates.no_markup));
    const unknown = await call(demoService, "POST", "/v2/accounts/create", {
      account_name: "Odd Spread", legal_entity_type: "company", street: "1 A St", city: "London", country: "GB", spread_table: "generous",
    }, { token });
    expect(unknown.status).toBe(400);
    expect(codes(unknown)).toEqual(["spread_table_not_in_range"]);
  });

  it("validates account and contact forms as documented", async () => {
    const us = await call(demoService, "POST", "/v2/accounts/create", { account_name: "US Co", legal_entity_type: "company", street: "1 A St", city: "Austin", country: "US" }, { token });
    expect(us.body.error_code).toBe("account_create_failed");
    expect(codes(us).sort()).toEqual(["postal_code_is_required", "state_or_province_is_required"]);
    const long = await call(demoService, "POST", "/v2/accounts/create", { account_name: "x".repeat(151), legal_entity_type: "trust", street: "s", city: "c", country: "GB" }, { token });
    expect(long.body.error_messages.account_name[0]).toMatchObject({ code: "account_name_is_too_long", params: { maxlength: 150 } });
    expect(codes(long)).toContain("legal_entity_type_not_in_range");
    const person = await call(demoService, "POST", "/v2/accounts/create", { account_name: "Person", legal_entity_type: "individual", street: "s", city: "c", country: "GB" }, { token });
    const accountId = person.body.id as string;
    const contact = await call(demoService, "POST", "/v2/contacts/create", { account_id: accountId, first_name: "A", last_name: "B", email_address: "ab@example.com", phone_number: "1" }, { token });
    expect(codes(contact)).toEqual(["date_of_birth_is_required"]);
    const reused = await call(demoService, "POST", "/v2/contacts/create", { account_id: accountId, first_name: "A", last_name: "B", email_address: "x@example.com", phone_number: "1", login_id: DEMO_USER.loginId, date_of_birth: "1980-02-29" }, { token });
    expect(codes(reused)).toEqual(["login_id_in_use"]);
  });

  it("holds your_reference to the reference's 25 characters on create, update and find, and changes the sub-type on update", async () => {
    const base = { account_name: "Ref Co", legal_entity_type: "company", street: "1 A St", city: "Bath", country: "GB", legal_entity_sub_type: "trust" };
    const tooLong = "R".repeat(26);
    const refusal = { code: "your_reference_is_too_long", message: "your_reference can not be longer than 25 character(s)", params: { maxlength: 25 } };
    const created = await call(demoService, "POST", "/v2/accounts/create", { ...base, your_reference: tooLong }, { token });
    expect([created.status, created.body.error_code, created.body.error_messages.your_reference]).toEqual([400, "account_create_failed", [refusal]]);
    const account = await call(demoService, "POST", "/v2/accounts/create", { ...base, your_reference: "R".repeat(25) }, { token });
    expect([account.status, account.body.your_reference, account.body.legal_entity_sub_type]).toEqual([200, "R".repeat(25), "trust"]);

    const updated = await call(demoService, "POST", `/v2/accounts/${account.body.id}`, { your_reference: tooLong }, { token });
    expect([updated.status, updated.body.error_code, updated.body.error_messages.your_reference]).toEqual([400, "account_update_failed", [refusal]]);
    const found = await call(demoService, "GET", "/v2/accounts/find", { your_reference: tooLong }, { token });
    expect([found.status, found.body.error_messages.your_reference]).toEqual([400, [refusal]]);

    // The current reference's UpdateAccount lists legal_entity_sub_type: an update changes it.
    const subType = await call(demoService, "POST", `/v2/accounts/${account.body.id}`, { legal_entity_sub_type: "other" }, { token });
    expect([subType.status, subType.body.legal_entity_sub_type]).toEqual([200, "other"]);
    const kept = await call(demoService, "GET", `/v2/accounts/${account.body.id}`, {}, { token });
    expect([kept.body.city, kept.body.legal_entity_sub_type]).toEqual(["Bath", "other"]);
  });

  it("isolates two sub-accounts from each other and the house account from both", async () => {
    const a = await subAccount(demoService, token, "Alpha Ltd");
    const b = await subAccount(demoService, token, "Beta Ltd");
    const ofA = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: a.contactId }, { token });
    expect(ofA.status).toBe(200);
    expect((await call(demoService, "GET", `/v2/beneficiaries/${ofA.body.id}`, { on_behalf_of: a.contactId }, { token })).status).toBe(200);
    expect((await call(demoService, "GET", `/v2/beneficiaries/${ofA.body.id}`, { on_behalf_of: b.contactId }, { token })).status).toBe(404);
    expect((await call(demoService, "GET", `/v2/beneficiaries/${ofA.body.id}`, {}, { token })).status).toBe(404);
    const findB = await call(demoService, "GET", "/v2/beneficiaries/find", { on_behalf_of: b.contactId }, { token });
    expect(findB.body.beneficiaries).toEqual([]);
    const own = await call(demoService, "GET", "/v2/beneficiaries/find", {}, { token });
    expect(own.body.beneficiaries.map((x: { id: string }) => x.id)).not.toContain(ofA.body.id);
    const clients = await call(demoService, "GET", "/v2/beneficiaries/find", { scope: "clients" }, { token });
    expect(clients.body.beneficiaries.map((x: { id: string }) => x.id)).toContain(ofA.body.id);
    const all = await call(demoService, "GET", "/v2/beneficiaries/find", { scope: "all" }, { token });
    expect(all.body.pagination.total_entries).toBe(clients.body.pagination.total_entries + own.body.pagination.total_entries);
  });

  it("refuses an unknown contact with contact_not_found and the user's own with on_behalf_of_self", async () => {
    const me = (await call(demoService, "GET", "/v2/contacts/current", {}, { token })).body.id;
    const self = await call(demoService, "GET", "/v2/balances/find", { on_behalf_of: me }, { token });
    expect(self.status).toBe(400);
    expect(self.body.error_messages.on_behalf_of[0].code).toBe("on_behalf_of_self");
    const unknown = await call(demoService, "GET", "/v2/balances/find", { on_behalf_of: "11111111-2222-4333-8444-555555555555" }, { token });
    expect(unknown.body.error_messages.on_behalf_of[0]).toMatchObject({ code: "contact_not_found", message: "Contact was not found for this id" });
    const notUuid = await call(demoService, "GET", "/v2/balances/find", { on_behalf_of: "nope" }, { token });
    expect(codes(notUuid)).toEqual(["on_behalf_of_is_not_valid_uuid"]);
  });
});

describe(`demo service: balances and reference data ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("starts with funded balances; finds with filters, order and paging", async () => {
    const all = await call(demoService, "GET", "/v2/balances/find", {}, { token });
    const parsed = balancesFindSchema.parse(all.body);
    expect(parsed.balances.map((b) => b.currency).sort()).toEqual(["AUD", "CAD", "CHF", "EUR", "GBP", "JPY", "USD"]);
    expect(all.body.pagination).toMatchObject({ per_page: 25, total_pages: 1, order: "created_at", order_asc_desc: "asc", next_page: -1, previous_page: -1 });
    const page2 = await call(demoService, "GET", "/v2/balances/find", { amount_from: "0.00", amount_to: "9999999.99", per_page: "2", page: "2", order: "amount", order_asc_desc: "desc" }, { token });
    expect(page2.body.pagination).toMatchObject({ total_entries: 3, current_page: 2, previous_page: 1, next_page: -1, per_page: 2, order: "amount", order_asc_desc: "desc" });
    expect(page2.body.balances.map((b: { amount: string }) => b.amount)).toEqual(["5000000.00"]);
    const bad = await call(demoService, "GET", "/v2/balances/find", { amount_from: "lots", order: "size", order_asc_desc: "up", page: "0" }, { token });
    expect(codes(bad).sort()).toEqual(["amount_from_type_is_wrong", "order_asc_desc_not_in_range", "order_not_in_range", "page_is_too_small"]);
  });

  it("gets one balance (trailing slash too), opening an empty wallet for a new currency", async () => {
    const gbp = await call(demoService, "GET", "/v2/balances/GBP/", {}, { token });
    expect(balanceSchema.parse(gbp.body).amount.toFixed(2)).toBe("10000000.00");
    const sgd = await call(demoService, "GET", "/v2/balances/SGD", {}, { token });
    expect(sgd.body.amount).toBe("0.00");
    const yen = await call(demoService, "GET", "/v2/balances/JPY", {}, { token });
    expect(yen.body.amount).toBe("1000000000");
  });

  // SW GetBalance's refusals of the currency in the path, code, message and params as the reference writes them.
  it.each([
    ["not three capitals", "gbp", { code: "currency_is_in_invalid_format", message: "currency is not a valid ISO 4217 currency code", params: { type: "currency" } }],
    ["no ISO 4217 code", "XYZ", { code: "invalid_currency", message: "XYZ is not a valid ISO 4217 currency code", params: { currency: "XYZ" } }],
    ["a code the demo does not hold (its reference/currencies)", "UAH", { code: "unsupported_currency", message: "Unsupported currency UAH", params: { currency: "UAH" } }],
  ])("refuses a currency that is %s, opening no balance", async (_what, currency, expected) => {
    const before = Object.keys(demoService.state.data.balances).length;
    const bad = await call(demoService, "GET", `/v2/balances/${currency}`, {}, { token });
    expect([bad.status, bad.body]).toEqual([400, { error_code: "invalid_currency", error_messages: { currency: [expected] } }]);
    expect(Object.keys(demoService.state.data.balances).length).toBe(before);
  });

  it("shows an empty find of a new sub-account as one page of nothing", async () => {
    const { contactId } = await subAccount(demoService, token, "Empty Ltd");
    const empty = await call(demoService, "GET", "/v2/balances/find", { on_behalf_of: contactId }, { token });
    expect(empty.body).toEqual({ balances: [], pagination: { total_entries: 0, total_pages: 1, current_page: 1, per_page: 25, previous_page: -1, next_page: -1, order: "created_at", order_asc_desc: "asc" } });
  });

  it("lists currencies with their decimal places and the trading calendars", async () => {
    const currencies = currenciesSchema.parse((await call(demoService, "GET", "/v2/reference/currencies", {}, { token })).body).currencies;
    expect(currencies.length).toBeGreaterThanOrEqual(38);
    expect(currencies.find((c) => c.code === "JPY")?.decimal_places).toBe(0);
    expect(currencies.find((c) => c.code === "KWD")?.decimal_places).toBe(3);
    const dates = await call(demoService, "GET", "/v2/reference/conversion_dates", { conversion_pair: "GBPUSD" }, { token });
    expect(conversionDatesSchema.parse(dates.body).default_conversion_date).toBe("2026-01-07");
    expect(dates.body).toMatchObject({ first_conversion_date: "2026-01-05", next_day_conversion_date: "2026-01-06", first_conversion_cutoff_datetime: "2026-01-05T14:00:00+00:00" });
    expect(dates.body.invalid_conversion_dates["2026-01-10"]).toBe("No trading on Saturday");
    const payments = await call(demoService, "GET", "/v2/reference/payment_dates", { currency: "EUR", start_date: "2026-01-10" }, { token });
    expect(paymentDatesSchema.parse(payments.body).first_payment_date).toBe("2026-01-12");
    expect(payments.body.invalid_payment_dates["2026-01-11"]).toBe("No trading on Sunday");
    expect(codes(await call(demoService, "GET", "/v2/reference/payment_dates", {}, { token }))).toEqual(["currency_is_required"]);
  });
});
