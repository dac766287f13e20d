import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { errorReply, type RecordedRequest } from "../../../support/fake-service";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

const newPayment = {
  currency: "EUR",
  beneficiary_id: fixtures.ids.beneficiary,
  amount: "10000.23",
  reason: "Supplier payment",
  reference: "Invoice 2022-001",
  payment_type: "regular" as const,
};

describe("payments.create", () => {
  it("posts the payment as a form and parses it with exact amounts and wire defaults", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment() }));
    const payment = await core.payments.create({ ...newPayment, payment_date: "2022-01-31" }, { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/payments/create"]);
    expect(call.form).toEqual({ ...newPayment, payment_date: "2022-01-31", on_behalf_of: fixtures.ids.subAccountContact });
    expect(payment.amount.equals(new Decimal("10000.23"))).toBe(true);
    expect(payment.transferred_at).toBeNull();
    expect(payment.authorisation_steps_required).toBe(0);
    expect(payment.short_reference).toBe("220131-R2M0R4791");
  });

  it("answers 400 duplicate_request with the payment found by unique_request_id", async () => {
    const existing = fixtures.payment({ unique_request_id: "pay-2022-001", status: "released" });
    const { core, calls } = clientOver((request) =>
      request.path === "/v2/payments/find"
        ? { json: { payments: [existing], pagination: fixtures.pagination() } }
        : errorReply(400, "payment_create_failed", {
            unique_request_id: [{ code: "duplicate_request", message: "The unique_request_id provided for this payment has already been used" }],
          }),
    );

    const payment = await core.payments.create({ ...newPayment, unique_request_id: "pay-2022-001" });

    expect(payment.status).toBe("released");
    expect(payment.unique_request_id).toBe("pay-2022-001");
    const [create, lookup] = calls() as [RecordedRequest, RecordedRequest];
    expect(create.form.unique_request_id).toBe("pay-2022-001");
    expect([lookup.method, lookup.path]).toEqual(["GET", "/v2/payments/find"]);
    expect(lookup.query).toEqual({ unique_request_id: "pay-2022-001" });
  });

  it.each([
    ["negative amount", { amount: "-10" }, "amount", "not_positive"],
    ["zero amount", { amount: "0" }, "amount", "not_positive"],
    ["non-numeric amount", { amount: "ten euros" }, "amount", "is_in_invalid_format"],
    ["exponent amount", { amount: "1e4" }, "amount", "exponent_not_allowed"],
    ["JPY amount with decimals", { currency: "JPY", amount: "1500.5" }, "amount", "too_many_decimals"],
    ["bad currency", { currency: "EURO" }, "currency", "is_in_invalid_format"],
    ["beneficiary id that is not a UUID", { beneficiary_id: "Erika" }, "beneficiary_id", "is_not_valid_uuid"],
    ["conversion id that is not a UUID", { conversion_id: "20220131-BHWNYW" }, "conversion_id", "is_not_valid_uuid"],
    ["missing reason", { reason: "" }, "reason", "is_required"],
    ["missing reference", { reference: undefined as unknown as string }, "reference", "is_required"],
    ["unknown payment type", { payment_type: "swift" as never }, "payment_type", "not_in_range"],
    ["bad payment date", { payment_date: "31.01.2022" }, "payment_date", "is_in_invalid_format"],
    ["fee amount without its currency", { fee_amount: "5.00" }, "fee_currency", "is_required"],
    ["payer detail without the payer's entity type", { payer_city: "Berlin" }, "payer_entity_type", "is_missing"],
    ["company payer without its name", { payer_entity_type: "company" as const, payer_first_name: "Ada" }, "payer_company_name", "is_missing"],
    ["individual payer without a last name", { payer_entity_type: "individual" as const, payer_first_name: "Ada" }, "payer_last_name", "is_missing"],
    ["unknown payer entity type", { payer_entity_type: "trust" as never }, "payer_entity_type", "not_in_range"],
    ["unknown payer identification document", { payer_entity_type: "company" as const, payer_company_name: "Acme GmbH", payer_identification_type: "library_card" as never }, "payer_identification_type", "not_in_range"],
  ])("refuses a %s before sending anything", async (_label, overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.payment() }));
    await expectRefusal(() => core.payments.create({ ...newPayment, ...overrides }), service.requests, field, code);
  });

  it("refuses payer details together with on_behalf_of, as the service would", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.payment() }));
    await expectRefusal(
      () => core.payments.create({ ...newPayment, payer_company_name: "Acme GmbH" }, { onBehalfOf: fixtures.ids.subAccountContact }),
      service.requests,
      "payer_company_name",
      "not_allowed_with_on_behalf_of",
    );
  });

  it("sends a named company payer with its identification document", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment() }));
    const payer = { payer_entity_type: "company", payer_company_name: "Acme GmbH", payer_identification_type: "incorporation_number", payer_identification_value: "HRB 1234" } as const;
    await core.payments.create({ ...newPayment, ...payer });
    expect(onlyCall(calls).form).toEqual({ ...newPayment, ...payer });
  });

  it("checks JPY amounts against JPY: 1500 is fine and is sent as 1500", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment({ currency: "JPY", amount: "1500" }) }));
    const payment = await core.payments.create({ ...newPayment, currency: "jpy", amount: 1500 });
    expect(onlyCall(calls).form).toMatchObject({ currency: "JPY", amount: "1500" });
    expect(payment.amount.toFixed()).toBe("1500");
  });
});

describe("payments.find / findAll / get", () => {
  it("find sends its filters as a query and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({ json: { payments: [fixtures.payment()], pagination: fixtures.pagination() } }));
    const result = await core.payments.find({ status: "ready_to_send", beneficiary_id: fixtures.ids.beneficiary, with_deleted: false, per_page: 100 });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["GET", "/v2/payments/find"]);
    expect(call.query).toEqual({ status: "ready_to_send", beneficiary_id: fixtures.ids.beneficiary, with_deleted: "false", per_page: "100" });
    expect(result.payments[0]?.failure_returned_amount.toFixed(2)).toBe("0.00");
  });

  it("findAll starts at the given page and follows next_page", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.query.page);
      return {
        json: {
          payments: [fixtures.payment({ reference: `page ${page}` })],
          pagination: fixtures.pagination({ current_page: page, total_pages: 3, next_page: page < 3 ? page + 1 : -1 }),
        },
      };
    });
    const references: string[] = [];
    for await (const page of core.payments.findAll({ page: 2 }).pages()) references.push(...page.items.map((p) => p.reference));
    expect(references).toEqual(["page 2", "page 3"]);
    expect(calls().map((c) => c.query.page)).toEqual(["2", "3"]);
  });

  it("get reads one payment, with_deleted when asked", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment({ status: "deleted" }) }));
    const payment = await core.payments.get(fixtures.ids.payment, { with_deleted: true }, { onBehalfOf: fixtures.ids.subAccountContact });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["GET", `/v2/payments/${fixtures.ids.payment}`]);
    expect(call.query).toEqual({ with_deleted: "true", on_behalf_of: fixtures.ids.subAccountContact });
    expect(payment.status).toBe("deleted");
  });
});

describe("payments.update / delete / authorise", () => {
  it("update posts only the changed fields to /v2/payments/{id}", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment({ amount: "9500.00" }) }));
    const payment = await core.payments.update(fixtures.ids.payment, { currency: "EUR", amount: "9500.00", reference: "Invoice 2022-001 (corrected)" });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", `/v2/payments/${fixtures.ids.payment}`]);
    expect(call.form).toEqual({ currency: "EUR", amount: "9500.00", reference: "Invoice 2022-001 (corrected)" });
    expect(payment.amount.toFixed(2)).toBe("9500.00");
  });

  it("update refuses an amount without its currency and an empty change", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.payment() }));
    await expectRefusal(() => core.payments.update(fixtures.ids.payment, { amount: "9500.00" }), service.requests, "currency", "is_required");
    await expectRefusal(() => core.payments.update(fixtures.ids.payment, {}), service.requests, "payment", "nothing_to_update");
  });

  it("update checks the payer's names only when it gives the entity type again (the service keeps none to complete)", async () => {
    const { core, service, calls } = clientOver(() => ({ json: fixtures.payment() }));
    await expectRefusal(() => core.payments.update(fixtures.ids.payment, { payer_entity_type: "individual", payer_last_name: "Byron" }), service.requests, "payer_first_name", "is_missing");
    await core.payments.update(fixtures.ids.payment, { payer_city: "Berlin" });
    expect(onlyCall(calls).form).toEqual({ payer_city: "Berlin" });
  });

  it("delete posts to /v2/payments/{id}/delete and returns the deleted payment", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.payment({ status: "deleted" }) }));
    const payment = await core.payments.delete(fixtures.ids.payment);
    const call = onlyCall(calls);
    expect([call.method, call.path, call.rawBody]).toEqual(["POST", `/v2/payments/${fixtures.ids.payment}/delete`, ""]);
    expect(payment.status).toBe("deleted");
  });

  it("authorise posts payment_ids[] and returns per-payment results, errors included", async () => {
    const { core, calls } = clientOver(() => ({
      json: {
        authorisations: [
          { payment_id: fixtures.ids.payment, payment_status: "authorised", updated: true, error: null, auth_steps_taken: 1, auth_steps_required: 1, short_reference: "220131-R2M0R4791" },
          { payment_id: fixtures.ids.secondPayment, payment_status: "ready_to_send", updated: false, error: "Payment is not awaiting authorisation", auth_steps_taken: 0, auth_steps_required: 0, short_reference: "180628-FGVXPX001" },
        ],
      },
    }));
    const result = await core.payments.authorise([fixtures.ids.payment, fixtures.ids.secondPayment]);
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["POST", "/v2/payments/authorise"]);
    expect(call.form).toEqual({ "payment_ids[]": [fixtures.ids.payment, fixtures.ids.secondPayment] });
    expect(call.rawBody).toBe(`payment_ids%5B%5D=${fixtures.ids.payment}&payment_ids%5B%5D=${fixtures.ids.secondPayment}`);
    expect(result.authorisations.map((a) => a.error)).toEqual([null, "Payment is not awaiting authorisation"]);
  });

  it("authorise refuses an empty list and an id that is not a UUID", async () => {
    const { core, service } = clientOver(() => ({ json: { authorisations: [] } }));
    await expectRefusal(() => core.payments.authorise([]), service.requests, "payment_ids", "is_required");
    await expectRefusal(() => core.payments.authorise([fixtures.ids.payment, "220131-R2M0R4791"]), service.requests, "payment_ids[1]", "is_not_valid_uuid");
  });
});
