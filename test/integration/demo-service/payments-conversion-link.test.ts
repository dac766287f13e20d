/**
 * A payment paid from a conversion, refused the way CreatePayment and UpdatePayment word it: dated before the
 * conversion's date (payment_date_is_too_early), adding up with the conversion's other payments to more than it
 * buys (invalid_amount_for_order), or linked to a conversion that has settled (conversion_is_already_settled) —
 * with nothing stored or changed by a refusal.
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { DAY, MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { GBP_BENEFICIARY } from "../../support/demo-data";
import { call, login, type Answer, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const LONG_LIVED = 60 * 24 * 365;
/** Spot from Monday 5 January 2026: the conversion's money arrives on Wednesday. */
const CONVERSION_DAY = "2026-01-07";

function refusal(answer: Answer): [number, string, Record<string, unknown>] {
  return [answer.status, answer.body?.error_code, answer.body?.error_messages];
}

describe(`demo service: payments paid from a conversion ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let beneficiaryId: string;
  let conversionId: string;
  const payment = (extra: Params = {}): Params => ({
    currency: "GBP",
    beneficiary_id: beneficiaryId,
    amount: "600.00",
    reason: "Invoice 7",
    reference: "INV-7",
    conversion_id: conversionId,
    payment_date: CONVERSION_DAY,
    ...extra,
  });
  const allPayments = async () => (await call(demoService, "GET", "/v2/payments/find", { with_deleted: "true", per_page: "100" }, { token })).body.payments;
  const linkedIds = () => demoService.state.data.conversions[conversionId]!.payment_ids;

  /** Sends a create that must be refused with exactly `messages`; no payment is stored, none linked. */
  async function refusedCreate(params: Params, messages: Record<string, unknown>): Promise<void> {
    const [before, linkedBefore] = [await allPayments(), linkedIds()];
    const answer = await call(demoService, "POST", "/v2/payments/create", params, { token });
    expect(refusal(answer)).toEqual([400, "payment_create_failed", messages]);
    expect(await allPayments()).toEqual(before);
    expect(linkedIds()).toEqual(linkedBefore);
  }

  withDemoService({ service: { clock: { start: MONDAY_9AM }, tokenIdleMinutes: LONG_LIVED }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
    const conversion = await call(demoService, "POST", "/v2/conversions/create", { buy_currency: "GBP", sell_currency: "USD", fixed_side: "buy", amount: "1000.00", reason: "Funding", term_agreement: "true" }, { token });
    expect([conversion.body.conversion_date, conversion.body.client_buy_amount]).toEqual([`${CONVERSION_DAY}T00:00:00+00:00`, "1000.00"]);
    conversionId = conversion.body.id;
  });

  it("refuses a payment dated before the conversion date as payment_date_is_too_early, and dates one without a date on it", async () => {
    await refusedCreate(payment({ payment_date: "2026-01-05" }), {
      payment_date: [{ code: "payment_date_is_too_early", message: "The payment date cannot be sooner than the conversion date", params: {} }],
    });
    const onTheDay = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    expect([onTheDay.status, onTheDay.body.payment_date, onTheDay.body.conversion_id]).toEqual([200, CONVERSION_DAY, conversionId]);
    const undated = await call(demoService, "POST", "/v2/payments/create", payment({ amount: "100.00", payment_date: undefined, reference: "INV-8" }), { token });
    expect([undated.status, undated.body.payment_date]).toEqual([200, CONVERSION_DAY]);

    // Moving a linked payment before the conversion date is refused the same way, and leaves it as it was.
    const moved = await call(demoService, "POST", `/v2/payments/${onTheDay.body.id}`, { payment_date: "2026-01-06" }, { token });
    expect(refusal(moved)).toEqual([400, "payment_update_failed", {
      payment_date: [{ code: "payment_date_is_too_early", message: "The payment date cannot be sooner than the conversion date", params: {} }],
    }]);
    expect(demoService.state.data.payments[onTheDay.body.id]!.wire.payment_date).toBe(CONVERSION_DAY);
  });

  it("refuses payments that add up to more than the conversion buys as invalid_amount_for_order", async () => {
    const first = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    expect(first.status).toBe(200);
    const overdraw = { amount_for_order: [{ code: "invalid_amount_for_order", message: "The payment amount is more than the value of the order", params: {} }] };
    // 600 + 400.01 of 1,000.00.
    await refusedCreate(payment({ amount: "400.01", reference: "INV-8" }), overdraw);
    const rest = await call(demoService, "POST", "/v2/payments/create", payment({ amount: "400.00", reference: "INV-8" }), { token });
    expect(rest.status).toBe(200);
    expect(linkedIds()).toEqual([first.body.id, rest.body.id]);

    const raised = await call(demoService, "POST", `/v2/payments/${first.body.id}`, { amount: "600.01" }, { token });
    expect(refusal(raised)).toEqual([400, "payment_update_failed", overdraw]);
    expect(demoService.state.data.payments[first.body.id]!.wire.amount).toBe("600.00");

    // A deleted payment no longer counts against the conversion.
    expect((await call(demoService, "POST", `/v2/payments/${rest.body.id}/delete`, {}, { token })).status).toBe(200);
    expect((await call(demoService, "POST", "/v2/payments/create", payment({ amount: "400.00", reference: "INV-9" }), { token })).status).toBe(200);
  });

  it("refuses to link a payment to a settled conversion as conversion_is_already_settled; its money is paid from the balance", async () => {
    demoService.clock.advance(3 * DAY);
    expect((await call(demoService, "GET", `/v2/conversions/${conversionId}`, {}, { token })).body.status).toBe("trade_settled");
    await refusedCreate(payment({ payment_date: "2026-01-08" }), {
      conversion_id: [{ code: "conversion_is_already_settled", message: "The conversion is already settled", params: {} }],
    });
    const unlinked = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-01-08", conversion_id: undefined }), { token });
    expect([unlinked.status, unlinked.body.conversion_id]).toEqual([200, null]);
  });
});
