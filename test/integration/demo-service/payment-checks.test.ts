/**
 * payments/validate, payments/quote_payment_fee and reference/payment_fee_rules as the reference words them
 * (SW ValidatePayment, GetQuotePaymentFee, GetPaymentFeeRules): validate answers what create would refuse and keeps
 * nothing; the fee calls answer each account's seeded fee table (src/demo-service/payment-fees.ts), with each
 * documented refusal.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, login, type Answer, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const USD_BENEFICIARY: Params = {
  name: "Acme Inc USD", bank_account_holder_name: "Acme Inc", bank_country: "US", currency: "USD", account_number: "123456789",
  routing_code_type_1: "aba", routing_code_value_1: "026009593", "payment_types[]": "regular",
};

const refusal = (answer: Answer): [number, string, Record<string, unknown>] => [answer.status, answer.body?.error_code, answer.body?.error_messages];

describe(`demo service: validating and pricing a payment before it is booked ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let beneficiaryId: string;
  const payment = (extra: Params = {}): Params => ({ currency: "GBP", beneficiary_id: beneficiaryId, amount: "250.10", reason: "Invoice 7", reference: "INV-7", ...extra });
  const payments = async () => (await call(demoService, "GET", "/v2/payments/find", { with_deleted: "true" }, { token })).body.payments;

  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
  });

  it("validates a payment create would take, and keeps nothing: no payment, no key used", async () => {
    const answer = await call(demoService, "POST", "/v2/payments/validate", payment({ unique_request_id: "key-1" }), { token });
    expect([answer.status, answer.body]).toEqual([200, { validation_result: "success" }]);
    expect(await payments()).toEqual([]);
    // The key is still free: a create under it books.
    expect((await call(demoService, "POST", "/v2/payments/create", payment({ unique_request_id: "key-1" }), { token })).status).toBe(200);
    // …and now validate refuses it as create would.
    expect(refusal(await call(demoService, "POST", "/v2/payments/validate", payment({ unique_request_id: "key-1" }), { token }))).toEqual([
      400,
      "payment_validation_failed",
      { duplicate_request: [expect.objectContaining({ code: "duplicate_request" })] },
    ]);
  });

  it("refuses what create refuses, with the reference's codes and fields, and payment_above_limit for a local payment over the limit", async () => {
    const validate = (params: Params) => call(demoService, "POST", "/v2/payments/validate", params, { token });
    expect(refusal(await validate(payment({ beneficiary_id: "1c0d7e7a-9d1b-4c5e-8f7a-2b3c4d5e6f70" })))).toEqual([
      400,
      "payment_validation_failed",
      { beneficiary_id: [{ code: "invalid_beneficiary_id", message: "Unknown beneficiary_id", params: {} }] },
    ]);
    expect(refusal(await validate(payment({ currency: "EUR" })))[2]).toEqual({
      beneficiary_currency: [{ code: "invalid_beneficiary_currency", message: "You cannot assign this Beneficiary to the Payment as it is the incorrect currency", params: {} }],
    });
    const usdPayee = (await call(demoService, "POST", "/v2/beneficiaries/create", USD_BENEFICIARY, { token })).body.id as string;
    const usd = (amount: string) => payment({ currency: "USD", beneficiary_id: usdPayee, amount, payment_type: "regular" });
    expect(refusal(await validate(usd("1000000.01")))[2]).toEqual({
      amount: [{ code: "payment_above_limit", message: "1000000.01 USD exceeds the maximum amount of 1000000.00 USD for a local payment.", params: {} }],
    });
    expect((await validate(usd("1000000.00"))).status).toBe(200);
    expect(refusal(await validate(payment({ payment_type: "regular", charge_type: "ours" })))[2]).toEqual({
      charge_type: [{ code: "charge_type_not_available", message: "Not available charge_type has been provided", params: { charge_type: "shared, ours" } }],
    });
    expect(refusal(await validate(payment({ reason: undefined, extra: "x" })))[2]).toEqual({
      base: [expect.objectContaining({ code: "invalid_extra_parameters" })],
    });
    // Create refuses the same limit, with its own top-level code.
    expect(refusal(await call(demoService, "POST", "/v2/payments/create", usd("1000000.01"), { token }))).toEqual([
      400,
      "payment_create_failed",
      { amount: [expect.objectContaining({ code: "payment_above_limit" })] },
    ]);
    expect(await payments()).toEqual([]);
  });

  it("answers the house account's fee table as rules, filtered by payment type and charge type", async () => {
    const rules = (params: Params = {}) => call(demoService, "GET", "/v2/reference/payment_fee_rules", params, { token });
    const table = { payment_fee_id: "1b1c8459-4bca-44a0-a50b-7615423f39da", payment_fee_name: "Fee Table GBP 5 - 10 -15" };
    expect((await rules()).body).toEqual({
      payment_fee_rules: [
        { payment_type: "regular", charge_type: null, fee_amount: "5.00", fee_currency: "GBP", ...table },
        { payment_type: "priority", charge_type: "shared", fee_amount: "10.00", fee_currency: "GBP", ...table },
        { payment_type: "priority", charge_type: "ours", fee_amount: "15.00", fee_currency: "GBP", ...table },
      ],
    });
    expect((await rules({ payment_type: "priority", charge_type: "ours" })).body.payment_fee_rules.map((rule: { fee_amount: string }) => rule.fee_amount)).toEqual(["15.00"]);
    expect(refusal(await rules({ charge_type: "both" }))[2]).toEqual({ charge_type: [expect.objectContaining({ code: "charge_type_not_in_range" })] });
    expect(refusal(await rules({ account_id: "nope" }))[2]).toEqual({ account_id: [expect.objectContaining({ code: "account_id_is_not_valid_uuid" })] });
  });

  it("quotes a payment's fee: the account's default charge type for Swift, none for a local payment, null fees for an account without a table", async () => {
    const quote = (params: Params) => call(demoService, "GET", "/v2/payments/quote_payment_fee", params, { token });
    const house = (await call(demoService, "GET", "/v2/accounts/current", {}, { token })).body.id as string;
    const usd = { payment_currency: "USD", payment_destination_country: "US" };
    expect((await quote({ ...usd, payment_type: "priority" })).body).toEqual({ account_id: house, ...usd, payment_type: "priority", charge_type: "ours", fee_amount: "15.00", fee_currency: "GBP" });
    expect((await quote({ ...usd, payment_type: "priority", charge_type: "shared" })).body).toMatchObject({ charge_type: "shared", fee_amount: "10.00" });
    expect((await quote({ ...usd, payment_type: "regular" })).body).toMatchObject({ charge_type: null, fee_amount: "5.00", fee_currency: "GBP" });

    const american = await subAccount(demoService, token, "Acme US", { country: "US", postal_code: "10001", state_or_province: "NY" });
    expect((await quote({ ...usd, payment_type: "priority", account_id: american.accountId })).body).toMatchObject({ account_id: american.accountId, charge_type: "shared", fee_amount: "4.00", fee_currency: "USD" });
    const person = (await call(demoService, "POST", "/v2/accounts/create", { account_name: "Jo Bloggs", legal_entity_type: "individual", street: "1 Main St", city: "London", country: "GB" }, { token })).body.id as string;
    expect((await quote({ ...usd, payment_type: "regular", account_id: person })).body).toMatchObject({ charge_type: null, fee_amount: null, fee_currency: null });

    expect(refusal(await quote({ payment_type: "regular" }))).toEqual([
      400,
      "quote_payment_fee_failed",
      {
        payment_currency: [expect.objectContaining({ code: "payment_currency_is_required" })],
        payment_destination_country: [expect.objectContaining({ code: "payment_destination_country_is_required" })],
      },
    ]);
    expect(refusal(await quote({ payment_currency: "usd", payment_destination_country: "USA", payment_type: "swift" }))[2]).toEqual({
      payment_currency: [expect.objectContaining({ code: "payment_currency_is_in_invalid_format" })],
      payment_destination_country: [expect.objectContaining({ code: "payment_destination_country_is_in_invalid_format" })],
      payment_type: [expect.objectContaining({ code: "payment_type_not_in_range" })],
    });
    // Another house's account is not found.
    expect((await quote({ ...usd, payment_type: "regular", account_id: "1c0d7e7a-9d1b-4c5e-8f7a-2b3c4d5e6f70" })).status).toBe(404);
  });
});
