import { describe, expect, it } from "@jest/globals";
import { beneficiariesFindSchema, beneficiaryRequiredDetailsSchema, beneficiaryValidationSchema, paymentSchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY, germanIban, subAccount } from "../../support/demo-data";
import { call, codes, login, type Answer, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const messagesOf = (answer: Answer) => (answer.body as { error_messages: Record<string, { code: string }[]> }).error_messages;

describe("demo service: beneficiary required details, validate, create, find, get, update, delete", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("answers required details keyed by the service's names, per payment type and entity type, for each country", async () => {
    const cases: [string, string, string[]][] = [
      ["GBP", "GB", ["acct_number", "sort_code"]], ["EUR", "DE", ["iban"]], ["USD", "US", ["acct_number", "aba"]], ["AUD", "AU", ["acct_number", "bsb_code"]],
      ["CAD", "CA", ["acct_number", "institution_no", "branch_code"]], ["INR", "IN", ["acct_number", "ifsc"]], ["MXN", "MX", ["clabe"]], ["CNY", "CN", ["acct_number", "cnaps"]],
      ["HKD", "HK", ["acct_number", "bank_code"]], ["SGD", "SG", ["acct_number", "bic_swift"]], ["CHF", "CH", ["iban"]], ["JPY", "JP", ["acct_number", "bank_code", "branch_code"]],
    ];
    for (const [currency, country, keys] of cases) {
      const answer = await call(demoService, "GET", "/v2/reference/beneficiary_required_details", { currency, bank_account_country: country, beneficiary_country: country }, { token });
      expect(answer.status).toBe(200);
      const details = beneficiaryRequiredDetailsSchema.parse(answer.body).details;
      const regularCompany = details.find((entry) => entry.payment_type === "regular" && entry.beneficiary_entity_type === "company");
      for (const key of keys) expect([currency, key, typeof regularCompany?.[key]]).toEqual([currency, key, "string"]);
      expect(details.filter((entry) => entry.payment_type === "priority").every((entry) => typeof entry.beneficiary_address === "string")).toBe(true);
    }
    // A currency away from its home country is paid by Swift only.
    const abroad = beneficiaryRequiredDetailsSchema.parse((await call(demoService, "GET", "/v2/reference/beneficiary_required_details", { currency: "USD", bank_account_country: "GB", beneficiary_country: "GB" }, { token })).body).details;
    expect(new Set(abroad.map((entry) => entry.payment_type))).toEqual(new Set(["priority"]));
  });

  it("validates without saving, with the documented code for each field it misses or refuses", async () => {
    const uk = { bank_country: "GB", currency: "GBP" };
    // Validate needs only the bank's country and currency.
    const good = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...uk, account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613" }, { token });
    expect(good.status).toBe(200);
    expect(Object.keys(demoService.state.data.beneficiaries)).toHaveLength(0);

    const cases: [Params, Record<string, string[]>][] = [
      [{ ...uk, account_number: "4192681", routing_code_type_1: "sort_code", routing_code_value_1: "601613" }, { account_number: ["account_number_is_invalid"] }],
      [{ ...uk, account_number: "41926819" }, { routing_code: ["sort_code_is_missing"] }],
      [{ ...uk, account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "60-16" }, { routing_code: ["sort_code_is_invalid"] }],
      [{ ...uk, account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613", routing_code_type_2: "sort_code", routing_code_value_2: "601613" }, { base: ["unique_value_parameters"] }],
      [{ bank_country: "DE", currency: "EUR", iban: "DE89370400440532013001" }, { iban: ["iban_is_invalid"] }],
      [{ bank_country: "DE", currency: "EUR" }, { iban: ["iban_is_missing"] }],
      [
        { bank_country: "DE", currency: "EUR", iban: germanIban(7), bic_swift: "COBADEFF", "payment_types[]": ["priority"], beneficiary_entity_type: "company", beneficiary_company_name: "Rhein GmbH" },
        { beneficiary_address: ["beneficiary_address_is_missing"], beneficiary_city: ["beneficiary_city_is_missing"], beneficiary_country: ["beneficiary_country_is_required"] },
      ],
      [
        { bank_country: "CN", currency: "CNY", account_number: "6222020200112233", routing_code_type_1: "cnaps", routing_code_value_1: "102100099996", beneficiary_entity_type: "individual", beneficiary_first_name: "Li", beneficiary_last_name: "Wei", "beneficiary_address[]": ["1 Nanjing Rd"], beneficiary_city: "Shanghai", beneficiary_country: "CN" },
        { beneficiary_identification_type: ["identification_type_is_missing"], beneficiary_identification_value: ["identification_value_is_missing"] },
      ],
      [{ bank_country: "MX", currency: "MXN", routing_code_type_1: "clabe", routing_code_value_1: "0020100777777777" }, { routing_code: ["clabe_is_invalid"] }],
      [{ bank_country: "US", currency: "USD", account_number: "12345", routing_code_type_1: "aba", routing_code_value_1: "021000021", "payment_types[]": ["regular"], beneficiary_entity_type: "individual", beneficiary_first_name: "R2D2" }, { beneficiary_first_name: ["first_name_contains_numbers"], beneficiary_last_name: ["beneficiary_last_name_is_missing"] }],
    ];
    for (const [params, expected] of cases) {
      const answer = await call(demoService, "POST", "/v2/beneficiaries/validate", params, { token });
      expect([answer.status, (answer.body as { error_code: string }).error_code]).toEqual([400, "beneficiary_not_valid"]);
      const got = Object.fromEntries(Object.entries(messagesOf(answer)).map(([field, list]) => [field, list.map((entry) => entry.code)]));
      expect(got).toEqual(expected);
    }
    const missing = await call(demoService, "POST", "/v2/beneficiaries/validate", {}, { token });
    expect(codes(missing).sort()).toEqual(["bank_country_is_required", "currency_is_required"]);
  });

  it("words each bank detail it misses or refuses as SW ValidateBeneficiary writes it (category, code, message, no params)", async () => {
    const uk = { bank_country: "GB", currency: "GBP" };
    const said = (code: string, message: string) => [{ code, message, params: {} }];
    const cases: [Params, string, ReturnType<typeof said>][] = [
      [{ ...uk, routing_code_type_1: "sort_code", routing_code_value_1: "601613" }, "account_number", said("account_number_is_missing", "Account number is missing")],
      [{ ...uk, account_number: "4192681", routing_code_type_1: "sort_code", routing_code_value_1: "601613" }, "account_number", said("account_number_is_invalid", "Account number is in invalid format")],
      [{ ...uk, account_number: "41926819" }, "routing_code", said("sort_code_is_missing", "Sort code is missing")],
      [{ ...uk, account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "60-16" }, "routing_code", said("sort_code_is_invalid", "Sort code is in invalid format")],
      [{ bank_country: "DE", currency: "EUR" }, "iban", said("iban_is_missing", "IBAN is missing")],
      [{ bank_country: "DE", currency: "EUR", iban: germanIban(7), "payment_types[]": ["priority"] }, "bic_swift", said("bic_swift_is_missing", "BIC/Swift is missing")],
      [{ bank_country: "DE", currency: "EUR", iban: germanIban(7), bic_swift: "COBADE", "payment_types[]": ["priority"] }, "bic_swift", said("bic_swift_is_invalid", "BIC/Swift is in invalid format")],
    ];
    for (const [params, field, expected] of cases) {
      const answer = await call(demoService, "POST", "/v2/beneficiaries/validate", params, { token });
      expect([answer.status, field, messagesOf(answer)[field]]).toEqual([400, field, expected]);
    }
  });

  it("answers a validation with the bank looked up by routing code or BIC and none of a saved beneficiary's fields", async () => {
    const uk = { bank_country: "GB", currency: "GBP", account_number: "13071472" };
    const bySortCode = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...uk, routing_code_type_1: "sort_code", routing_code_value_1: "200605", bank_name: "Typed Bank" }, { token });
    expect(bySortCode.status).toBe(200);
    // The 25 fields every recorded validation answers, in their order: no id, names, e-mail, creator, default flag or dates.
    expect(Object.keys(bySortCode.body)).toEqual([
      "payment_types", "bank_country", "bank_name", "bank_account_type", "currency", "account_number", "routing_code_type_1", "beneficiary_address",
      "beneficiary_country", "beneficiary_entity_type", "beneficiary_company_name", "beneficiary_first_name", "beneficiary_last_name", "beneficiary_city",
      "beneficiary_postcode", "beneficiary_state_or_province", "beneficiary_date_of_birth", "beneficiary_identification_type", "beneficiary_identification_value",
      "routing_code_value_1", "routing_code_type_2", "routing_code_value_2", "bic_swift", "iban", "bank_address",
    ]);
    expect(bySortCode.body).toMatchObject({ bank_name: "BARCLAYS BANK PLC", bank_address: ["Leicester", "Leicestershire"], account_number: "13071472", routing_code_value_1: "200605" });
    expect(beneficiaryValidationSchema.parse(bySortCode.body).bank_name).toBe("BARCLAYS BANK PLC");

    const eur = { bank_country: "DE", currency: "EUR", iban: germanIban(3), "payment_types[]": ["priority"], beneficiary_entity_type: "company", beneficiary_company_name: "Rhein GmbH", "beneficiary_address[]": ["1 Rheinufer"], beneficiary_city: "Köln", beneficiary_country: "DE" };
    const byBic = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...eur, bic_swift: "COBADEFFXXX" }, { token });
    expect([byBic.status, byBic.body.bank_name, byBic.body.bank_address]).toEqual([200, "COMMERZBANK AG", ["KAISERSTRASSE 16", "60261 FRANKFURT AM MAIN"]]);

    // A bank the directory lacks: the name and address the request gave, else the demo environment's placeholder.
    const unknown = { ...uk, routing_code_type_1: "sort_code", routing_code_value_1: "400730" };
    expect((await call(demoService, "POST", "/v2/beneficiaries/validate", { ...unknown, bank_name: "Typed Bank", "bank_address[]": ["1 High St"] }, { token })).body).toMatchObject({ bank_name: "Typed Bank", bank_address: ["1 High St"] });
    expect((await call(demoService, "POST", "/v2/beneficiaries/validate", unknown, { token })).body).toMatchObject({
      bank_name: "TEST BANK NAME",
      bank_address: ["TEST BANK ADDRESS", " NOT USING EXTERNAL SERVICE", " DEVELOPMENT ENVIRONMENT."],
    });
    expect(Object.keys(demoService.state.data.beneficiaries)).toHaveLength(0);
  });

  it("creates and finds by every documented filter, routing codes as a hash, with paging and any documented order", async () => {
    const create = async (params: Params) => {
      const answer = await call(demoService, "POST", "/v2/beneficiaries/create", params, { token });
      expect(answer.status).toBe(200);
      return answer.body.id as string;
    };
    const uk = await create(GBP_BENEFICIARY);
    const ca = await create({ name: "Maple Co", bank_account_holder_name: "Maple Co", bank_country: "CA", currency: "CAD", account_number: "1234567", routing_code_type_1: "institution_no", routing_code_value_1: "003", routing_code_type_2: "branch_code", routing_code_value_2: "12345" });
    const de = await create({ name: "Rhein GmbH", bank_account_holder_name: "Rhein GmbH", bank_country: "DE", currency: "EUR", iban: germanIban(8), beneficiary_entity_type: "individual", beneficiary_first_name: "Anna", beneficiary_last_name: "Schmidt", beneficiary_date_of_birth: "1980-04-30" });
    const find = async (params: Params) => beneficiariesFindSchema.parse((await call(demoService, "POST", "/v2/beneficiaries/find", params, { token })).body);
    const ids = async (params: Params) => (await find(params)).beneficiaries.map((b) => b.id);

    expect(await ids({ "routing_code_type[0]": "branch_code", "routing_code_value[0]": "12345" })).toEqual([ca]);
    expect(await ids({ "routing_code_type[0]": "sort_code", "routing_code_value[0]": "601613" })).toEqual([uk]);
    expect(await ids({ "routing_code_type[0]": "sort_code", "routing_code_value[0]": "12345" })).toEqual([]);
    expect(await ids({ iban: germanIban(8) })).toEqual([de]);
    expect(await ids({ beneficiary_date_of_birth: "1980-04-30" })).toEqual([de]);
    expect(await ids({ beneficiary_last_name: "Schmidt", beneficiary_entity_type: "individual" })).toEqual([de]);
    expect(await ids({ bank_country: "CA", currency: "CAD", account_number: "1234567" })).toEqual([ca]);
    expect(await ids({ order: "bank_account_holder_name", order_asc_desc: "desc" })).toEqual([de, ca, uk]);

    const page = await find({ per_page: "2", page: "2", order: "name" });
    expect(page.beneficiaries.map((b) => b.id)).toEqual([de]);
    expect(page.pagination).toMatchObject({ total_entries: 3, total_pages: 2, current_page: 2, per_page: 2, previous_page: 1, next_page: -1, order: "name" });
    const none = await find({ name: "nobody" });
    expect(none.pagination).toMatchObject({ total_entries: 0, total_pages: 1, next_page: -1 });

    const badOrder = await call(demoService, "POST", "/v2/beneficiaries/find", { order: "colour" }, { token });
    expect(codes(badOrder)).toEqual(["order_not_in_range"]);
    const extra = await call(demoService, "POST", "/v2/beneficiaries/find", { favourite: "yes" }, { token });
    expect(codes(extra)).toEqual(["invalid_extra_parameters"]);
  });

  it("keeps each sub-account's beneficiaries apart (on_behalf_of) and reaches them all with scope", async () => {
    const { contactId } = await subAccount(demoService, token, "Client Ltd");
    const own = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
    const theirs = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name: "Client payee", on_behalf_of: contactId }, { token });
    const list = async (params: Params) => beneficiariesFindSchema.parse((await call(demoService, "POST", "/v2/beneficiaries/find", params, { token })).body).beneficiaries.map((b) => b.id).sort();
    expect(await list({})).toEqual([own.body.id]);
    expect(await list({ on_behalf_of: contactId })).toEqual([theirs.body.id]);
    expect(await list({ scope: "all" })).toEqual([own.body.id, theirs.body.id].sort());
    expect((await call(demoService, "GET", `/v2/beneficiaries/${String(theirs.body.id)}`, {}, { token })).status).toBe(404);
  });

  it("updates only the fields given, checked again against the route", async () => {
    const id = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id as string;
    const bad = await call(demoService, "POST", `/v2/beneficiaries/${id}`, { account_number: "123" }, { token });
    expect([bad.status, (bad.body as { error_code: string }).error_code, codes(bad)]).toEqual([400, "beneficiary_update_failed", ["account_number_is_invalid"]]);
    const good = await call(demoService, "POST", `/v2/beneficiaries/${id}`, { account_number: "55779911", email: "ap@acme.example" }, { token });
    expect(good.body).toMatchObject({ account_number: "55779911", email: "ap@acme.example", routing_code_value_1: "601613", name: GBP_BENEFICIARY.name });
  });

  it("deletes a beneficiary that has payments, as the service allows; the payments keep their data", async () => {
    const id = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id as string;
    const payment = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: id, amount: "125.50", reason: "Invoice", reference: "INV-9", unique_request_id: "del-1" }, { token });
    expect(payment.status).toBe(200);
    const deleted = await call(demoService, "POST", `/v2/beneficiaries/${id}/delete`, {}, { token });
    expect([deleted.status, deleted.body.id, deleted.body.account_number]).toEqual([200, id, "41926819"]);
    const gone = await call(demoService, "GET", `/v2/beneficiaries/${id}`, {}, { token });
    expect([gone.status, (gone.body as { error_code: string }).error_code]).toEqual([404, "beneficiary_not_found"]);
    expect((await call(demoService, "POST", `/v2/beneficiaries/${id}/delete`, {}, { token })).status).toBe(404);

    const kept = paymentSchema.parse((await call(demoService, "GET", `/v2/payments/${String(payment.body.id)}`, {}, { token })).body);
    expect([kept.beneficiary_id, kept.amount.toFixed(2), kept.reference]).toEqual([id, "125.50", "INV-9"]);
    const updated = await call(demoService, "POST", `/v2/payments/${kept.id}`, { reason: "Invoice 9, corrected" }, { token });
    expect([updated.status, updated.body.reason, updated.body.beneficiary_id]).toEqual([200, "Invoice 9, corrected", id]);
    // A new payment to the deleted beneficiary is refused.
    const again = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: id, amount: "1.00", reason: "x", reference: "y", unique_request_id: "del-2" }, { token });
    expect(codes(again)).toEqual(["invalid_beneficiary_id"]);
  });
});
