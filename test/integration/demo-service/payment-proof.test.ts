/**
 * Where a payment is and proof it went, as the demo service answers them (docs/demo-service.md "Payment tracking and
 * confirmations"): GET /v2/payments/{id}/tracking_info and /confirmation read through the client's schemas, every
 * answer and each refusal of the reference (docs/provider-api.md §19), on the pinned clock moved by the admin route.
 */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, PermissionDeniedError, NotFoundError, UnprocessableEntityError, type FxDeskClient } from "../../../src/api";
import type { Payment } from "../../../src/api/schemas";
import { DEMO_SENDER_BIC } from "../../../src/demo-service/payment-tracking";
import type { DemoServer } from "../../../src/demo-service/server";
import { advanceUntil } from "../../support/demo-admin";
import { createGbpBeneficiary, germanIban } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { DAY, HOUR, ON_MONDAY_9AM } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

const UNKNOWN = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";

describe(`demo service: payment tracking and confirmations ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  async function swiftPayment(): Promise<Payment> {
    const payee = await client.core.beneficiaries.create({
      name: "Kontor GmbH", bank_account_holder_name: "Kontor GmbH", bank_country: "DE", currency: "EUR", iban: germanIban(7), bic_swift: "COBADEFF", payment_types: ["priority"],
    });
    return client.core.payments.create({ currency: "EUR", beneficiary_id: payee.id, amount: "1200.00", reason: "Invoice 12", reference: "INV-12", payment_type: "priority", charge_type: "shared" });
  }
  const statusOf = async (id: string) => (await client.core.payments.get(id)).status;
  const refusal = async (path: string) => {
    const answer = await call(demoService, "GET", path, {}, { token: await login(demoService) });
    return [answer.status, answer.body?.error_code, answer.body?.error_messages];
  };

  it("tracks a Swift payment from its release (processing, transferred and tracked) to its completion (completed, credited)", async () => {
    const payment = await swiftPayment();
    await advanceUntil(demoService, () => statusOf(payment.id), "released");
    const released = await client.core.payments.get(payment.id);
    const sent = await client.core.payments.trackingInfo(payment.id);
    expect(sent.transaction_status).toEqual({ status: "processing", reason: "transferred_and_tracked" });
    expect(sent.initiation_time).toBe(released.updated_at);
    expect(sent.completion_time).toBeNull();
    expect(sent.payment_events).toHaveLength(1);
    expect(sent.payment_events[0]).toMatchObject({ tracker_event_type: "customer_credit_transfer_payment", from: DEMO_SENDER_BIC, to: "COBADEFF", charge_type: "shared", last_update_time: released.updated_at });
    expect(sent.payment_events[0]?.instructed_amount?.amount.toFixed(2)).toBe("1200.00");

    await advanceUntil(demoService, () => statusOf(payment.id), "completed");
    const completed = await client.core.payments.get(payment.id);
    const credited = await client.core.payments.trackingInfo(payment.id);
    expect(credited.uetr).toBe(sent.uetr);
    expect(credited.transaction_status).toEqual({ status: "completed", reason: "credited" });
    expect(Date.parse(credited.completion_time!)).toBe(Date.parse(completed.transferred_at!));
    expect(credited.last_update_time).toBe(credited.completion_time);
    expect(credited.initiation_time).toBe(sent.initiation_time);
    // Newest first, as the recordings list them.
    expect(credited.payment_events.map((event) => event.transaction_status?.status)).toEqual(["completed", "processing"]);
  });

  it("refuses to track a payment not released yet, a regular payment, an unknown id and a malformed one, with the reference's codes", async () => {
    const swift = await swiftPayment();
    expect(await refusal(`/v2/payments/${swift.id}/tracking_info`)).toEqual([
      400, "payment_tracking_info_failed", { base: [{ code: "payment_is_not_executed", message: "This payment is not executed yet, please try again later", params: {} }] },
    ]);
    const payee = await createGbpBeneficiary(client, "Local Ltd");
    const local = await client.core.payments.create({ currency: "GBP", beneficiary_id: payee.id, amount: "10.00", reason: "Rent", reference: "R-1", payment_type: "regular" });
    expect(await refusal(`/v2/payments/${local.id}/tracking_info`)).toEqual([
      400, "payment_tracking_info_failed", { base: [{ code: "payment_is_not_swift", message: "You cannot track non-swift payments", params: {} }] },
    ]);
    expect((await refusal(`/v2/payments/${UNKNOWN}/tracking_info`))[0]).toBe(404);
    expect(await refusal("/v2/payments/not-a-payment/tracking_info")).toEqual([
      400, "payment_tracking_info_failed", { id: [{ code: "payment_id_is_not_valid_uuid", message: "payment_id should be in UUID format", params: {} }] },
    ]);
    // Through the client: the same refusals as its error classes.
    await expect(client.core.payments.trackingInfo(local.id)).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.core.payments.trackingInfo(UNKNOWN)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses tracking 403 permission_denied when the account lacks the payment_tracking permission", async () => {
    const payment = await swiftPayment();
    await fetch(`${demoService.url}/__admin/payment-tracking`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ enabled: false }) });
    expect(await refusal(`/v2/payments/${payment.id}/tracking_info`)).toEqual([
      403, "permission_denied", { base: [{ code: "permission_denied", message: "You do not have permission 'payment_tracking' to perform this operation", params: {} }] },
    ]);
    await expect(client.core.payments.trackingInfo(payment.id)).rejects.toBeInstanceOf(PermissionDeniedError);
  });

  it("confirms a completed payment with a link that expires at midnight two days after it was made, then answers it expired", async () => {
    const payment = await swiftPayment();
    await advanceUntil(demoService, () => statusOf(payment.id), "completed");
    const madeAt = demoService.clock.now();
    const confirmation = await client.core.payments.confirmation(payment.id);
    const expiresAt = Math.floor(madeAt / DAY) * DAY + 2 * DAY;
    expect(confirmation).toMatchObject({ payment_id: payment.id, short_reference: payment.short_reference, status: "completed" });
    expect(confirmation.confirmation_url).toMatch(new RegExp(`/payment_confirmations/${confirmation.id}/${payment.short_reference}\\.pdf$`));
    expect(Date.parse(confirmation.created_at)).toBe(Math.floor(madeAt / 1000) * 1000);
    expect(Date.parse(confirmation.expires_at!)).toBe(expiresAt);

    // Asked again later, it is the same confirmation with the same expiry.
    demoService.clock.advance(HOUR);
    expect(await client.core.payments.confirmation(payment.id)).toEqual(confirmation);

    demoService.clock.advance(expiresAt - demoService.clock.now());
    const expired = await client.core.payments.confirmation(payment.id);
    expect(expired).toMatchObject({ id: confirmation.id, status: "expired", confirmation_url: null, expires_at: confirmation.expires_at });
    expect(Date.parse(expired.updated_at)).toBe(expiresAt + 1000);
  });

  it("refuses a confirmation 422 until the payment completes, 400 payment_not_found for an unknown one and id_is_not_valid_uuid for a malformed id", async () => {
    const payment = await swiftPayment();
    expect(await refusal(`/v2/payments/${payment.id}/confirmation`)).toEqual([
      422, "unprocessable_entity", { base: [{ code: "unprocessable_entity", message: "Payment should be in 'Completed' or 'Failed' status", params: {} }] },
    ]);
    await advanceUntil(demoService, () => statusOf(payment.id), "released");
    await expect(client.core.payments.confirmation(payment.id)).rejects.toBeInstanceOf(UnprocessableEntityError);
    expect(await refusal(`/v2/payments/${UNKNOWN}/confirmation`)).toEqual([
      400, "payment_confirmation_failed", { id: [{ code: "payment_not_found", message: "Payment was not found for this id", params: {} }] },
    ]);
    expect(await refusal("/v2/payments/123/confirmation")).toEqual([
      400, "payment_confirmation_failed", { id: [{ code: "id_is_not_valid_uuid", message: "id should be in UUID format", params: {} }] },
    ]);
  });
});
