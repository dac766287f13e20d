/** payments.validate, payments.quoteFee and reference.paymentFeeRules: what they send and how they read the answer. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import * as fixtures from "../wire-fixtures";
import { clientOver, onlyCall } from "../../../support/fake-client";

const newPayment = {
  currency: "EUR",
  beneficiary_id: fixtures.ids.beneficiary,
  amount: "10000.23",
  reason: "Supplier payment",
  reference: "Invoice 2022-001",
  payment_type: "regular" as const,
};

describe("checking and pricing a payment before it is booked", () => {
  it("validates with the create's fields, checked as the create checks them, and may send it again (it keeps nothing)", async () => {
    const { core, calls } = clientOver(() => ({ json: { validation_result: "success" } }));
    // No x-sca-* headers (the JS recording's answer): no strong customer authentication needed.
    expect(await core.payments.validate(newPayment, { onBehalfOf: fixtures.ids.subAccountContact })).toEqual({
      validation_result: "success",
      sca: { required: false, id: undefined, type: undefined },
    });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/payments/validate"]);
    expect(call.form).toEqual({ ...newPayment, on_behalf_of: fixtures.ids.subAccountContact });
    await expect(core.payments.validate({ ...newPayment, amount: "10.001" })).rejects.toMatchObject({ field: "amount" });
  });

  it.each([
    // PY payments/validate.json (2024): out of scope, no x-sca-type.
    [{ "X-Sca-Id": "e99c5fb0-88b2-47b6-b9ea-77279fdb3fc2", "X-Sca-Required": "false" }, { required: false, id: "e99c5fb0-88b2-47b6-b9ea-77279fdb3fc2", type: undefined }],
    // PY payments/validate_and_create_with_sca.json and the SCA guide's example: in scope, a code texted.
    [{ "x-sca-id": "e99c5fb0-88b2-47b6-b9ea-77279fdb3fc2", "x-sca-required": "true", "x-sca-type": "SMS" }, { required: true, id: "e99c5fb0-88b2-47b6-b9ea-77279fdb3fc2", type: "SMS" }],
  ])("reads validate's SCA headers %j", async (headers, sca) => {
    const { core } = clientOver(() => ({ json: { validation_result: "success" }, headers }));
    expect(await core.payments.validate(newPayment)).toEqual({ validation_result: "success", sca });
  });

  it("asks a fee quote with the reference's parameters and reads the fee as a Decimal, or none", async () => {
    const answer = { account_id: "72970a7c-7921-431c-b95f-3438724ba16f", payment_currency: "USD", payment_destination_country: "US", payment_type: "priority", charge_type: "ours", fee_amount: "12.00", fee_currency: "USD" };
    const { core, calls } = clientOver(() => ({ json: answer }));
    const quote = await core.payments.quoteFee({ payment_currency: "usd", payment_destination_country: "US", payment_type: "priority", account_id: answer.account_id });
    expect(onlyCall(calls).query).toEqual({ payment_currency: "USD", payment_destination_country: "US", payment_type: "priority", account_id: answer.account_id });
    expect(quote.fee_amount).toEqual(new Decimal("12.00"));
    await expect(core.payments.quoteFee({ payment_currency: "USD", payment_destination_country: "USA", payment_type: "regular" })).rejects.toMatchObject({ field: "payment_destination_country" });
  });

  it("reads an account's fee rules, filtered as asked", async () => {
    const { core, calls } = clientOver(() => ({ json: { payment_fee_rules: [{ payment_type: "regular", charge_type: null, fee_amount: "10.00", fee_currency: "EUR" }] } }));
    const rules = await core.reference.paymentFeeRules({ payment_type: "regular" });
    expect(onlyCall(calls).query).toEqual({ payment_type: "regular" });
    expect(rules.payment_fee_rules[0]?.fee_amount).toEqual(new Decimal("10.00"));
  });
});
