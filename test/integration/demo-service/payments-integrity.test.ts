/**
 * Payment amounts are checked against the currency they end up in (never rounded, never a 500), a failed change
 * leaves every object as it was, and payments paid from a conversion still wait for the compliance delay.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { DAY, HOUR, MINUTE, MONDAY_9AM, ON_MONDAY_9AM, startDemoService } from "../../support/demo-service";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, codes, login, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const USD_BENEFICIARY: Params = {
  name: "Acme Inc USD", bank_account_holder_name: "Acme Inc", bank_country: "US", currency: "USD", account_number: "123456789",
  routing_code_type_1: "aba", routing_code_value_1: "026009593", "payment_types[]": "regular",
};
const JPY_BENEFICIARY: Params = {
  name: "Tanaka JPY", bank_account_holder_name: "Tanaka KK", bank_country: "JP", currency: "JPY", account_number: "1234567",
  routing_code_type_1: "bank_code", routing_code_value_1: "0001", bic_swift: "BOTKJPJT", "payment_types[]": "priority",
};

describe(`demo service: payment amounts in the currency actually used ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let usdBeneficiaryId: string;
  let jpyBeneficiaryId: string;
  const usdPayment = (extra: Params = {}): Params => ({
    currency: "USD", beneficiary_id: usdBeneficiaryId, amount: "100.50", reason: "Invoice 9", reference: "INV-9", ...extra,
  });
  const conversionBuying = async (currency: string) =>
    (await call(demoService, "POST", "/v2/conversions/create", { buy_currency: currency, sell_currency: "GBP", amount: "20000", fixed_side: "buy", term_agreement: "true" }, { token })).body;
  const paymentIdsOf = async (conversionId: string) =>
    (await call(demoService, "GET", `/v2/conversions/${conversionId}`, {}, { token })).body.payment_ids as string[];
  const paymentById = async (id: string) => (await call(demoService, "GET", `/v2/payments/${id}`, {}, { token })).body;

  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    const usd = await call(demoService, "POST", "/v2/beneficiaries/create", USD_BENEFICIARY, { token });
    const jpy = await call(demoService, "POST", "/v2/beneficiaries/create", JPY_BENEFICIARY, { token });
    expect([usd.status, jpy.status]).toEqual([200, 200]);
    usdBeneficiaryId = usd.body.id;
    jpyBeneficiaryId = jpy.body.id;
  });

  it("refuses a currency change the kept amount does not fit, with a 400 and nothing changed", async () => {
    const usdConversion = await conversionBuying("USD");
    const jpyConversion = await conversionBuying("JPY");
    const created = await call(demoService, "POST", "/v2/payments/create", usdPayment({ payment_date: "2026-02-02", conversion_id: usdConversion.id }), { token });
    expect(created.status).toBe(200);
    const before = await paymentById(created.body.id);

    const toJpy: Params = { currency: "JPY", beneficiary_id: jpyBeneficiaryId, payment_type: "priority", conversion_id: jpyConversion.id };
    const refused = await call(demoService, "POST", `/v2/payments/${created.body.id}`, toJpy, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("payment_update_failed");
    expect(refused.body.error_messages.amount).toEqual([
      { code: "amount_is_in_invalid_format", message: "amount has more decimals than JPY allows", params: {} },
    ]);
    expect(await paymentById(created.body.id)).toEqual(before);
    expect(await paymentIdsOf(jpyConversion.id)).toEqual([]);
    expect(await paymentIdsOf(usdConversion.id)).toEqual([created.body.id]);

    const moved = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { ...toJpy, amount: "15000" }, { token });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ currency: "JPY", amount: "15000", payment_type: "priority", conversion_id: jpyConversion.id });
    expect(await paymentIdsOf(jpyConversion.id)).toEqual([created.body.id]);
    expect(await paymentIdsOf(usdConversion.id)).toEqual([]);
  });

  it("checks fee_amount against fee_currency (CreatePayment's invalid_fee_amount_format), requires the currency and never rounds", async () => {
    const refusals: [Params, string, string][] = [
      [{ fee_amount: "1.005", fee_currency: "USD" }, "fee_amount", "invalid_fee_amount_format"],
      [{ fee_amount: "1.5", fee_currency: "JPY" }, "fee_amount", "invalid_fee_amount_format"],
      [{ fee_amount: "1.50" }, "fee_currency", "fee_currency_is_required"],
    ];
    for (const [fee, field, code] of refusals) {
      const key = `fee-${code}-${fee.fee_amount}`;
      const refused = await call(demoService, "POST", "/v2/payments/create", usdPayment({ ...fee, unique_request_id: key }), { token });
      expect(refused.status).toBe(400);
      expect(refused.body.error_code).toBe("payment_create_failed");
      expect(Object.keys(refused.body.error_messages)).toEqual([field]);
      expect(codes(refused)).toEqual([code]);
      if (field === "fee_amount") expect(refused.body.error_messages.fee_amount[0].message).toBe(fee.fee_currency === "JPY" ? "JPY does not support any decimal places" : "USD only supports up to 2 decimal places");
      expect((await call(demoService, "GET", "/v2/payments/find", { unique_request_id: key }, { token })).body.payments).toEqual([]);
    }

    const usdFee = await call(demoService, "POST", "/v2/payments/create", usdPayment({ fee_amount: "1.5", fee_currency: "USD" }), { token });
    expect(usdFee.body).toMatchObject({ fee_amount: "1.50", fee_currency: "USD" });
    const jpyFee = await call(demoService, "POST", "/v2/payments/create", usdPayment({ fee_amount: "1500", fee_currency: "JPY" }), { token });
    expect(jpyFee.body).toMatchObject({ fee_amount: "1500", fee_currency: "JPY" });

    const before = await paymentById(usdFee.body.id);
    const feeToJpy = await call(demoService, "POST", `/v2/payments/${usdFee.body.id}`, { fee_currency: "JPY" }, { token });
    expect(feeToJpy.status).toBe(400);
    expect(codes(feeToJpy)).toEqual(["invalid_fee_amount_format"]);
    expect(await paymentById(usdFee.body.id)).toEqual(before);
  });
});

describe(`demo service: compliance delay of payments paid from a conversion ${ON_MONDAY_9AM}`, () => {
  it("releases a payment queued by its conversion's settlement only five minutes after its creation", async () => {
    const demoService = await startDemoService({ clock: { start: MONDAY_9AM }, tokenIdleMinutes: 60 * 24 * 365 });
    try {
      const token = await login(demoService);
      const beneficiary = await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
      const conversion = await call(demoService, "POST", "/v2/conversions/create", {
        buy_currency: "GBP", sell_currency: "USD", amount: "500", fixed_side: "buy", term_agreement: "true", conversion_date: "2026-01-07",
      }, { token });
      const conversionStatus = async () => (await call(demoService, "GET", `/v2/conversions/${conversion.body.id}`, {}, { token })).body.status;

      // Settlement at 14:00 on 7 January moves the funds; the trade settles one hour later, at 15:00.
      demoService.clock.advance(2 * DAY + 5 * HOUR + 59 * MINUTE);
      expect(await conversionStatus()).toBe("funds_arrived");
      const payment = await call(demoService, "POST", "/v2/payments/create", {
        currency: "GBP", beneficiary_id: beneficiary.body.id, amount: "200", reason: "Rent", reference: "R-1", conversion_id: conversion.body.id,
      }, { token });
      expect(payment.body.created_at).toBe("2026-01-07T14:59:00+00:00");
      const paymentNow = async () => (await call(demoService, "GET", `/v2/payments/${payment.body.id}`, {}, { token })).body;

      demoService.clock.advance(MINUTE);
      expect(await conversionStatus()).toBe("trade_settled");
      expect((await paymentNow()).status).toBe("ready_to_send");
      demoService.clock.advance(4 * MINUTE - 1000);
      expect((await paymentNow()).status).toBe("ready_to_send");
      demoService.clock.advance(1000);
      expect(await paymentNow()).toMatchObject({ status: "released", updated_at: "2026-01-07T15:04:00+00:00" });
    } finally {
      await demoService.close();
    }
  });
});
