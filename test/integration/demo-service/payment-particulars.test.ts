/**
 * payments/create, validate and {id} (update) refuse a payment's own particulars as SW CreatePayment, UpdatePayment
 * and ValidatePayment word them, every refusal of a request at once, and store nothing: an invoice number without its
 * date or the reverse (`invoice_date_missing`, `invoice_number_missing`, the one given named in the message), a
 * payer's date of birth before 1900 or after today (`payer_date_of_birth_is_earlier`, `_is_after`), a payer or a
 * beneficiary in a country the service does not pay for (`unsupported_payer_country_code`,
 * `unsupported_beneficiary_country_code`; which countries: Assumption, docs/demo-service.md).
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, login, type Params } from "../../support/demo-http";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

const refusal = (code: string, message: string) => ({ code, message, params: {} });
/** A fourth-party payer who is a person, every detail a GBP payment's route asks of one. */
const PAYER: Params = {
  payer_entity_type: "individual", payer_first_name: "Ann", payer_last_name: "Lee", payer_address: "1 Quay Street", payer_city: "Bristol",
  payer_country: "GB", payer_postcode: "BS1 4DJ", payer_date_of_birth: "1980-04-30",
};

describe(`demo service: a payment's particulars in the reference's words ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let payment: Params;
  const stored = async () => (await call(demoService, "GET", "/v2/payments/find", { per_page: "100" }, { token })).body.payments.length as number;

  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    const beneficiary = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
    payment = { currency: "GBP", beneficiary_id: beneficiary.body.id, amount: "100.00", reason: "Invoice", reference: "INV 1" };
  });

  it.each<[string, Params, Record<string, unknown[]>]>([
    ["an invoice number without its date", { invoice_number: "INV2026001" }, { invoice_date: [refusal("invoice_date_missing", "Invoice date is missing for provided invoice number INV2026001")] }],
    ["an invoice date without its number", { invoice_date: "2026-01-02" }, { invoice_number: [refusal("invoice_number_missing", "Invoice number is missing for provided invoice date 2026-01-02")] }],
    ["a payer born before 1900", { ...PAYER, payer_date_of_birth: "1899-12-31" }, { payer_date_of_birth: [refusal("payer_date_of_birth_is_earlier", "payer_date_of_birth should be later")] }],
    ["a payer born after today", { ...PAYER, payer_date_of_birth: "2026-01-06" }, { payer_date_of_birth: [refusal("payer_date_of_birth_is_after", "payer_date_of_birth should be earlier")] }],
    ["a payer in a country the service does not pay for", { ...PAYER, payer_country: "KP" }, { payer_country_code: [refusal("unsupported_payer_country_code", "Payer country is not supported")] }],
    [
      "an invoice number alone and a payer born after today, at once",
      { ...PAYER, payer_date_of_birth: "2030-01-01", invoice_number: "INV7" },
      { payer_date_of_birth: [refusal("payer_date_of_birth_is_after", "payer_date_of_birth should be earlier")], invoice_date: [refusal("invoice_date_missing", "Invoice date is missing for provided invoice number INV7")] },
    ],
  ])("refuses %s on create and validate, storing nothing", async (_what, change, expected) => {
    const created = await call(demoService, "POST", "/v2/payments/create", { ...payment, ...change }, { token });
    expect([created.status, created.body]).toEqual([400, { error_code: "payment_create_failed", error_messages: expected }]);
    const validated = await call(demoService, "POST", "/v2/payments/validate", { ...payment, ...change }, { token });
    expect([validated.status, validated.body.error_messages]).toEqual([400, expected]);
    expect(await stored()).toBe(0);
  });

  it("takes an invoice number with its date, and a payer born on 1900-01-01 or today", async () => {
    for (const change of [{ invoice_number: "INV2026001", invoice_date: "2026-01-02" }, { ...PAYER, payer_date_of_birth: "1900-01-01" }, { ...PAYER, payer_date_of_birth: "2026-01-05" }]) {
      const validated = await call(demoService, "POST", "/v2/payments/validate", { ...payment, ...change }, { token });
      expect([validated.status, validated.body.validation_result]).toEqual([200, "success"]);
    }
  });

  it("refuses a payment to a beneficiary living in a country the service does not pay for, under beneficiary_country_code", async () => {
    const abroad = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, name: "Abroad", beneficiary_country: "KP", beneficiary_address: "1 Main Street", beneficiary_city: "Pyongyang" }, { token });
    expect(abroad.status).toBe(200);
    const created = await call(demoService, "POST", "/v2/payments/create", { ...payment, beneficiary_id: abroad.body.id }, { token });
    expect([created.status, created.body]).toEqual([400, {
      error_code: "payment_create_failed",
      error_messages: { beneficiary_country_code: [refusal("unsupported_beneficiary_country_code", "Beneficiary country is not supported")] },
    }]);
    expect(await stored()).toBe(0);
  });

  it("refuses an invoice date without its number on update, changing nothing", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment, { token });
    const path = `/v2/payments/${created.body.id}`;
    const before = (await call(demoService, "GET", path, {}, { token })).body;
    const updated = await call(demoService, "POST", path, { invoice_date: "2026-01-02" }, { token });
    expect([updated.status, updated.body]).toEqual([400, {
      error_code: "payment_update_failed",
      error_messages: { invoice_number: [refusal("invoice_number_missing", "Invoice number is missing for provided invoice date 2026-01-02")] },
    }]);
    expect((await call(demoService, "GET", path, {}, { token })).body).toEqual(before);
  });
});
