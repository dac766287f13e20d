/**
 * Purpose codes and payer requirements as the reference gives them (GetPaymentPurposeCodes, GetPayerRequirements),
 * and payments/create refusing a payment that lacks what they require, with the reference's codes — and storing
 * nothing when it refuses (docs/provider-api.md §15).
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { AED_BENEFICIARY, GBP_BENEFICIARY, INR_BENEFICIARY } from "../../support/demo-data";
import { call, login, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

describe(`demo service: purpose codes and payer details ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  const get = (path: string, params: Params) => call(demoService, "GET", path, params, { token });
  const create = (params: Params) => call(demoService, "POST", "/v2/payments/create", params, { token });
  const beneficiary = async (params: Params) => (await call(demoService, "POST", "/v2/beneficiaries/create", params, { token })).body.id as string;
  const stored = async () => (await get("/v2/payments/find", { per_page: "100" })).body.payments.length as number;

  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("lists India's codes per entity type, China's, the Gulf's for any currency, and none for a country without them", async () => {
    const india = (await get("/v2/reference/payment_purpose_codes", { currency: "INR", bank_account_country: "IN", entity_type: "individual" })).body.purpose_codes;
    expect(india).toContainEqual({ bank_account_country: "IN", currency: "INR", entity_type: "individual", purpose_code: "education", purpose_description: "Education-related student expenses" });
    expect(new Set(india.map((entry: { entity_type: string }) => entry.entity_type))).toEqual(new Set(["individual"]));
    const companies = (await get("/v2/reference/payment_purpose_codes", { currency: "INR", bank_account_country: "IN", entity_type: "company" })).body.purpose_codes;
    expect(companies.map((entry: { purpose_code: string }) => entry.purpose_code)).not.toContain("education");
    const both = (await get("/v2/reference/payment_purpose_codes", { currency: "INR", bank_account_country: "IN" })).body.purpose_codes;
    expect(both).toHaveLength(india.length + companies.length);
    const china = (await get("/v2/reference/payment_purpose_codes", { currency: "CNY", bank_account_country: "CN", entity_type: "company" })).body.purpose_codes;
    expect(china.map((entry: { purpose_code: string }) => entry.purpose_code)).toEqual(["capital_account_payment", "current_account_payment", "donations", "goods", "services"]);
    const gulf = (await get("/v2/reference/payment_purpose_codes", { currency: "USD", bank_account_country: "AE", entity_type: "company" })).body.purpose_codes;
    expect(gulf.map((entry: { purpose_code: string }) => entry.purpose_code)).toContain("goods");
    expect((await get("/v2/reference/payment_purpose_codes", { currency: "GBP", bank_account_country: "GB" })).body).toEqual({ purpose_codes: [] });
  });

  it("lists a code a test gives a route through the demo's own control, checks payments against it, and forgets it on reset", async () => {
    const admin = (params: Params) => call(demoService, "POST", "/__admin/purpose-codes", params);
    const listed = await admin({ currency: "EUR", bank_account_country: "DE", purpose_code: "consulting_fees", purpose_description: "Fees for consulting and management services" });
    expect(listed.status).toBe(200);
    expect((await admin({ currency: "EUR", bank_account_country: "Germany", purpose_code: "x", purpose_description: "y" })).status).toBe(400);
    const asked = (await get("/v2/reference/payment_purpose_codes", { currency: "EUR", bank_account_country: "DE", entity_type: "company" })).body;
    expect(asked).toEqual({ purpose_codes: [{ bank_account_country: "DE", currency: "EUR", entity_type: "company", purpose_code: "consulting_fees", purpose_description: "Fees for consulting and management services" }] });
    // Another route still lists none.
    expect((await get("/v2/reference/payment_purpose_codes", { currency: "EUR", bank_account_country: "FR" })).body).toEqual({ purpose_codes: [] });

    const payee = await beneficiary({ name: "Sousa Consulting", bank_account_holder_name: "Sousa Consulting", beneficiary_entity_type: "company", beneficiary_company_name: "Sousa Consulting", bank_country: "DE", currency: "EUR", iban: "DE38370400440000004711" });
    const pay = (purposeCode: string, reference: string) => create({ currency: "EUR", beneficiary_id: payee, amount: "777.00", reason: "Consulting", reference, purpose_code: purposeCode });
    // Listed now, so checked: an unlisted code is refused, the listed one kept.
    const refused = await pay("anything", "SC-1");
    expect([refused.status, refused.body.error_messages.purpose_code[0].code]).toEqual([400, "incorrect_purpose_code"]);
    expect((await pay("consulting_fees", "SC-2")).body.purpose_code).toBe("consulting_fees");

    expect((await call(demoService, "POST", "/__admin/reset", {})).status).toBe(200);
    token = await login(demoService);
    expect((await get("/v2/reference/payment_purpose_codes", { currency: "EUR", bank_account_country: "DE" })).body).toEqual({ purpose_codes: [] });
  });

  it("refuses a purpose-code question without its currency or bank country, with the reference's codes", async () => {
    const noCurrency = await get("/v2/reference/payment_purpose_codes", { bank_account_country: "IN" });
    expect([noCurrency.status, noCurrency.body.error_messages.currency[0].code]).toEqual([400, "currency_is_required"]);
    const noCountry = await get("/v2/reference/payment_purpose_codes", { currency: "INR" });
    expect([noCountry.status, noCountry.body.error_messages.bank_account_country[0].code]).toEqual([400, "bank_account_country_is_required"]);
  });

  it("answers a payer's requirements as the reference's example does, narrowed to the entity type and payment type asked", async () => {
    const all = (await get("/v2/reference/payer_required_details", { payer_country: "GB" })).body.details;
    expect(all.map((entry: { payer_entity_type: string; payment_type: string }) => `${entry.payer_entity_type} ${entry.payment_type}`)).toEqual([
      "company priority", "individual priority", "company regular", "individual regular",
    ]);
    expect(all[0]).toEqual({
      currency: null,
      payer_entity_type: "company",
      payment_type: "priority",
      required_fields: [
        { name: "payer_country", validation_rule: "\\A[A-z]{2}\\z" },
        { name: "payer_city", validation_rule: "\\A.{1,255}\\z" },
        { name: "payer_address", validation_rule: "\\A.{1,255}\\z" },
        { name: "payer_company_name", validation_rule: "\\A.{1,255}\\z" },
        { name: "payer_identification_value", validation_rule: "\\A.{1,255}\\z" },
      ],
      payer_identification_type: "incorporation_number",
    });
    const american = (await get("/v2/reference/payer_required_details", { payer_country: "US", payer_entity_type: "individual", payment_type: "regular" })).body.details;
    expect(american).toHaveLength(1);
    expect(american[0].required_fields.map((field: { name: string }) => field.name)).toEqual([
      "payer_country", "payer_city", "payer_address", "payer_postcode", "payer_state_or_province", "payer_first_name", "payer_last_name", "payer_date_of_birth",
    ]);
    const refused = await get("/v2/reference/payer_required_details", {});
    expect([refused.status, refused.body.error_code, refused.body.error_messages.payer_country[0].code]).toEqual([400, "payer_required_details_failed", "payer_country_is_required"]);
    const wrongType = await get("/v2/reference/payer_required_details", { payer_country: "GB", payment_type: "express" });
    expect(wrongType.body.error_messages.payment_type[0].code).toBe("payment_type_not_in_range");
  });

  it("refuses an INR payment without a purpose code or with one India does not list, and takes a listed one", async () => {
    const payee = await beneficiary(INR_BENEFICIARY);
    const payment = (extra: Params = {}) => ({ currency: "INR", beneficiary_id: payee, amount: "50000.00", reason: "Cloth", reference: "PO-17", ...extra });
    const missing = await create(payment());
    expect([missing.status, missing.body.error_code, missing.body.error_messages]).toEqual([400, "payment_create_failed", {
      purpose_code: [{ code: "purpose_code_is_missing", message: "Purpose code is missing", params: {} }],
    }]);
    // "education" is offered to individuals only; the payee is a company.
    const wrong = await create(payment({ purpose_code: "education" }));
    expect(wrong.body.error_messages).toEqual({ purpose_code: [{ code: "incorrect_purpose_code", message: "Purpose code is invalid", params: {} }] });
    expect(await stored()).toBe(0);
    const taken = await create(payment({ purpose_code: "goods" }));
    expect([taken.status, taken.body.purpose_code]).toEqual([200, "goods"]);
  });

  it("requires a code of a Swift payment to the UAE, and none of a GBP payment in the UK", async () => {
    const gulf = await beneficiary(AED_BENEFICIARY);
    const aed = await create({ currency: "AED", beneficiary_id: gulf, amount: "1000.00", reason: "Rent", reference: "R-1", payment_type: "priority" });
    expect(aed.body.error_messages).toEqual({ purpose_code: [{ code: "purpose_code_is_missing", message: "Purpose code is missing", params: {} }] });
    expect((await create({ currency: "AED", beneficiary_id: gulf, amount: "1000.00", reason: "Rent", reference: "R-1", payment_type: "priority", purpose_code: "rent" })).status).toBe(200);
    const uk = await beneficiary(GBP_BENEFICIARY);
    expect((await create({ currency: "GBP", beneficiary_id: uk, amount: "10.00", reason: "Invoice", reference: "UK-1" })).status).toBe(200);
  });

  it("refuses a fourth-party payer without the fields its country and type require, with the reference's codes", async () => {
    const uk = await beneficiary(GBP_BENEFICIARY);
    const payment = (payer: Params) => ({ currency: "GBP", beneficiary_id: uk, amount: "10.00", reason: "Invoice", reference: "UK-2", ...payer });
    const noCountry = await create(payment({ payer_entity_type: "company", payer_company_name: "Acme GmbH" }));
    expect(noCountry.body.error_messages).toEqual({ payer_country: [{ code: "payer_country_is_missing", message: "Payer country is missing", params: {} }] });
    const noAddress = await create(payment({ payer_entity_type: "individual", payer_first_name: "Ada", payer_last_name: "Byron", payer_country: "US" }));
    expect(noAddress.body.error_messages).toEqual({
      payer_city: [{ code: "payer_city_is_missing", message: "Payer city is missing", params: {} }],
      payer_address: [{ code: "payer_address_is_missing", message: "Payer address is missing", params: {} }],
      payer_postcode: [{ code: "payer_postcode_is_missing", message: "Payer postcode is missing", params: {} }],
      payer_state_or_province: [{ code: "payer_state_or_province_is_missing", message: "Payer state or province is missing", params: {} }],
      payer_date_of_birth: [{ code: "payer_date_of_birth_is_missing", message: "Payer date of birth is missing", params: {} }],
    });
    const swiftCompany = await create(payment({
      payment_type: "priority", payer_entity_type: "company", payer_company_name: "Acme GmbH", payer_country: "DE", payer_city: "Berlin", payer_address: "Unter den Linden 1", payer_identification_type: "passport",
    }));
    // The beneficiary takes regular payments only; the payer's refusals come with that one.
    expect(swiftCompany.body.error_messages).toMatchObject({
      payer_identification_value: [{ code: "identification_value_is_missing", message: "identification_value is missing", params: {} }],
      payer_identification_type: [{ code: "identification_type_is_invalid", message: "identification_type is invalid", params: {} }],
    });
    expect(await stored()).toBe(0);
    const complete = await create(payment({ payer_entity_type: "individual", payer_first_name: "Ada", payer_last_name: "Byron", payer_country: "GB", payer_city: "London", payer_address: "1 Strand", payer_date_of_birth: "1990-12-10" }));
    expect([complete.status, complete.body.payer_details_source]).toEqual([200, "payer"]);
  });
});
