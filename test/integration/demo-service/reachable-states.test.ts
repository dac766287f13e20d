/**
 * Issue 44 point 4: tracking and confirmation answer 200 once a payment gets there, and the admin API alone moves it
 * there — `POST /__admin/clock/advance` (README, "Demo service"; docs/demo-service.md "Payment tracking and
 * confirmations"), the way a person running the demo would, over HTTP only. The answers' states are the reference's
 * (SW GetPaymentTrackingInfo, GetPaymentConfirmation; docs/provider-api.md §19).
 */
import { describe, expect, it } from "@jest/globals";
import type { DemoServer } from "../../../src/demo-service/server";
import { germanIban } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

describe(`the admin API's clock makes a payment trackable and confirmable ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("a Swift payment: refused before, tracked (200) and confirmed (200) once the clock has moved past its completion", async () => {
    const payee = await call(demoService, "POST", "/v2/beneficiaries/create", {
      name: "Kontor GmbH", bank_account_holder_name: "Kontor GmbH", bank_country: "DE", currency: "EUR", iban: germanIban(7), bic_swift: "COBADEFF", "payment_types[]": "priority",
    }, { token });
    const payment = await call(demoService, "POST", "/v2/payments/create", {
      currency: "EUR", beneficiary_id: payee.body.id, amount: "1200.00", reason: "Invoice 12", reference: "INV-12", payment_type: "priority", charge_type: "shared",
    }, { token });
    expect(payment.status).toBe(200);
    const id = payment.body.id as string;
    const tracking = () => call(demoService, "GET", `/v2/payments/${id}/tracking_info`, {}, { token });
    const confirmation = () => call(demoService, "GET", `/v2/payments/${id}/confirmation`, {}, { token });
    expect((await tracking()).body.error_messages.base[0].code).toBe("payment_is_not_executed");
    expect((await confirmation()).status).toBe(422);

    // Three days on: past the payment date (Monday or the next working day) and the hour it takes to complete.
    const moved = await fetch(`${demoService.url}/__admin/clock/advance`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ days: 3 }) });
    expect(moved.status).toBe(200);
    // Three idle days end the session (30 idle minutes on the simulated clock): sign in again, as a person would.
    token = await login(demoService);

    expect((await call(demoService, "GET", `/v2/payments/${id}`, {}, { token })).body.status).toBe("completed");
    const tracked = await tracking();
    expect(tracked.status).toBe(200);
    expect(tracked.body.transaction_status).toEqual({ status: "completed", reason: "credited" });
    const confirmed = await confirmation();
    expect([confirmed.status, confirmed.body.payment_id, confirmed.body.status]).toEqual([200, id, "completed"]);
  });
});
