import { describe, expect, it } from "@jest/globals";
import {
  beneficiariesFindSchema, beneficiaryRequiredDetailsSchema, beneficiarySchema, paymentAuthorisationsSchema, paymentSchema,
} from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { DAY, HOUR, MINUTE, MONDAY_9AM, ON_MONDAY_9AM, startDemoService } from "../../support/demo-service";
import { GBP_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, codes, login, loginApprover, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const LONG_LIVED = 60 * 24 * 365;

describe("demo service: beneficiaries", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("creates, gets, updates, finds and deletes, in the real format", async () => {
    const created = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, "bank_address[]": ["1 Bank St", "London"] }, { token, multipart: true });
    expect(created.status).toBe(200);
    beneficiarySchema.parse(created.body);
    expect(created.body).toMatchObject({ payment_types: ["regular"], default_beneficiary: "false", bic_swift: null, iban: null, email: null });
    // The directory knows sort code 601613: its bank is answered over the address the request gave (NET, JS record the same).
    expect(created.body).toMatchObject({ bank_name: "NATIONAL WESTMINSTER BANK PLC", bank_address: ["250 Bishopsgate", "London", "EC2M 4AA"] });
    const id = created.body.id as string;
    const updated = await call(demoService, "POST", `/v2/beneficiaries/${id}`, { name: "Acme renamed", default_beneficiary: "true" }, { token });
    expect(updated.body).toMatchObject({ name: "Acme renamed", default_beneficiary: "true", account_number: "41926819" });
    expect((await call(demoService, "GET", `/v2/beneficiaries/${id}`, {}, { token })).body.name).toBe("Acme renamed");
    for (const method of ["GET", "POST"] as const) {
      const found = await call(demoService, method, "/v2/beneficiaries/find", { currency: "GBP", name: "Acme renamed" }, { token });
      expect(beneficiariesFindSchema.parse(found.body).beneficiaries.map((b) => b.id)).toEqual([id]);
    }
    expect((await call(demoService, "POST", `/v2/beneficiaries/${id}/delete`, {}, { token })).body.id).toBe(id);
    const gone = await call(demoService, "GET", `/v2/beneficiaries/${id}`, {}, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.error_code).toBe("beneficiary_not_found");
  });

  it("validates IBAN (mod-97), BIC (8 or 11) and routing codes against the required details", async () => {
    const eur = { bank_country: "DE", currency: "EUR", "payment_types[]": ["priority"] };
    const good = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...eur, iban: "DE89 3704 0044 0532 0130 00", bic_swift: "COBADEFFXXX" }, { token });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ iban: "DE89370400440532013000", payment_types: ["priority"] });
    const badIban = await call(demoService, "POST", "/v2/beneficiaries/validate", { ...eur, iban: "DE89370400440532013001", bic_swift: "COBADEFF1" }, { token });
    expect(badIban.status).toBe(400);
    expect(badIban.body.error_code).toBe("beneficiary_not_valid");
    expect(codes(badIban).sort()).toEqual(["bic_swift_is_invalid", "iban_is_invalid"]);
    const badSortCode = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, routing_code_value_1: "60-16" }, { token });
    expect(codes(badSortCode)).toEqual(["sort_code_is_invalid"]);
    const noAba = await call(demoService, "POST", "/v2/beneficiaries/create", { name: "NY", bank_account_holder_name: "NY Inc", bank_country: "US", currency: "USD", account_number: "123456789" }, { token });
    expect(codes(noAba)).toEqual(["aba_is_missing"]);
    const individual = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, beneficiary_entity_type: "individual", beneficiary_first_name: "R2D2" }, { token });
    expect(codes(individual).sort()).toEqual(["beneficiary_last_name_is_missing", "first_name_contains_numbers"]);
  });

  it("publishes required details for the ten main currencies", async () => {
    const cases: [string, string, string][] = [
      ["GBP", "GB", "sort_code"], ["EUR", "FR", "iban"], ["USD", "US", "aba"], ["CAD", "CA", "institution_no"], ["AUD", "AU", "bsb_code"],
      ["CHF", "CH", "iban"], ["JPY", "JP", "bank_code"], ["INR", "IN", "ifsc"], ["SGD", "SG", "bic_swift"], ["HKD", "HK", "bank_code"],
    ];
    for (const [currency, country, key] of cases) {
      const answer = await call(demoService, "GET", "/v2/reference/beneficiary_required_details", { currency, bank_account_country: country, beneficiary_country: country }, { token });
      expect(answer.status).toBe(200);
      const details = beneficiaryRequiredDetailsSchema.parse(answer.body).details;
      const regular = details.filter((d) => d.payment_type === "regular");
      expect(regular.map((d) => d.beneficiary_entity_type).sort()).toEqual(["company", "individual"]);
      expect(regular[0]![key]).toEqual(expect.any(String));
      expect(details.some((d) => d.payment_type === "priority" && d.bic_swift)).toBe(true);
    }
    const missing = await call(demoService, "GET", "/v2/reference/beneficiary_required_details", { currency: "GBP" }, { token });
    expect(codes(missing).sort()).toEqual(["bank_account_country_is_required", "beneficiary_country_is_required"]);
  });
});

describe(`demo service: payments ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  let beneficiaryId: string;
  const payment = (extra: Params = {}): Params => ({ currency: "GBP", beneficiary_id: beneficiaryId, amount: "250.10", reason: "Invoice 7", reference: "INV-7", ...extra });

  withDemoService({ service: { clock: { start: MONDAY_9AM }, tokenIdleMinutes: LONG_LIVED }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
  });

  const gbp = async (onBehalfOf?: string) => (await call(demoService, "GET", "/v2/balances/GBP", { on_behalf_of: onBehalfOf }, { token })).body.amount as string;

  it("goes ready_to_send → released (debited) → completed on the clock", async () => {
    const before = await gbp();
    const created = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    expect(created.status).toBe(200);
    paymentSchema.parse(created.body);
    expect(created.body).toMatchObject({
      status: "ready_to_send", amount: "250.10", payment_date: "2026-01-05", transferred_at: "", authorisation_steps_required: "0",
      failure_reason: "", failure_returned_amount: "0.00", conversion_id: null, payment_group_id: null, unique_request_id: null,
      payment_type: "regular", charge_type: null, fee_amount: null, payer_details_source: "account",
    });
    expect(created.body.short_reference).toMatch(/^260105-[A-Z0-9]{6}\d{3}$/);
    demoService.clock.advance(5 * MINUTE);
    const released = await call(demoService, "GET", `/v2/payments/${created.body.id}`, {}, { token });
    expect(released.body.status).toBe("released");
    expect(await gbp()).toBe((Number(before) - 250.1).toFixed(2));
    demoService.clock.advance(HOUR);
    const completed = await call(demoService, "GET", `/v2/payments/${created.body.id}`, {}, { token });
    expect(completed.body.status).toBe("completed");
    expect(completed.body.transferred_at).toMatch(/^2026-01-05T10:05:00Z$/);
  });

  it("waits on payment_date and for funds, then releases when topped up", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Payer Ltd");
    const ref = (await call(demoService, "GET", `/v2/accounts/${accountId}`, {}, { token })).body.short_reference;
    const beneficiary = await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: contactId }, { token });
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ beneficiary_id: beneficiary.body.id, on_behalf_of: contactId, payment_date: "2026-01-08" }), { token });
    expect(created.body.payment_date).toBe("2026-01-08");
    demoService.clock.advance(DAY * 4);
    expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, { on_behalf_of: contactId }, { token })).body.status).toBe("ready_to_send");
    await call(demoService, "POST", "/v2/demo/funding/create", { id: "3e1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b", receiver_account_number: ref, amount: "300", currency: "GBP" }, { token });
    expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, { on_behalf_of: contactId }, { token })).body.status).toBe("released");
    expect(await gbp(contactId)).toBe("49.90");
    const weekend = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-01-10" }), { token });
    expect(codes(weekend)).toEqual(["invalid_payment_date"]);
  });

  it("refuses a reused unique_request_id and finds the payment by it", async () => {
    const first = await call(demoService, "POST", "/v2/payments/create", payment({ unique_request_id: "pay-1" }), { token });
    const second = await call(demoService, "POST", "/v2/payments/create", payment({ unique_request_id: "pay-1" }), { token });
    expect(second.status).toBe(400);
    expect(codes(second)).toEqual(["duplicate_request"]);
    const found = await call(demoService, "GET", "/v2/payments/find", { unique_request_id: "pay-1" }, { token });
    expect(found.body.payments.map((p: { id: string }) => p.id)).toEqual([first.body.id]);
  });

  it("deletes an open payment, hides it unless with_deleted, and refuses to delete a released one", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-02-02" }), { token });
    const deleted = await call(demoService, "POST", `/v2/payments/${created.body.id}/delete`, {}, { token });
    expect(deleted.body.status).toBe("deleted");
    expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, {}, { token })).status).toBe(404);
    expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, { with_deleted: "true" }, { token })).body.status).toBe("deleted");
    const released = await call(demoService, "POST", "/v2/payments/create", payment(), { token });
    demoService.clock.advance(10 * MINUTE);
    const refused = await call(demoService, "POST", `/v2/payments/${released.body.id}/delete`, {}, { token });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("payment_delete_failed");
  });

  it("updates an open payment", async () => {
    const created = await call(demoService, "POST", "/v2/payments/create", payment({ payment_date: "2026-03-02" }), { token });
    const updated = await call(demoService, "POST", `/v2/payments/${created.body.id}`, { amount: "99.99", reference: "INV-8" }, { token });
    expect(updated.body).toMatchObject({ amount: "99.99", reference: "INV-8", status: "ready_to_send" });
  });

  it("suspends a payment whose conversion is cancelled; pays one after its conversion settles", async () => {
    const conversion = await call(demoService, "POST", "/v2/conversions/create", { buy_currency: "GBP", sell_currency: "USD", amount: "500", fixed_side: "buy", term_agreement: "true" }, { token });
    const linked = await call(demoService, "POST", "/v2/payments/create", payment({ conversion_id: conversion.body.id, amount: "200" }), { token });
    expect((await call(demoService, "GET", `/v2/conversions/${conversion.body.id}`, {}, { token })).body.payment_ids).toEqual([linked.body.id]);
    await call(demoService, "POST", `/v2/conversions/${conversion.body.id}/cancel`, {}, { token });
    expect((await call(demoService, "GET", `/v2/payments/${linked.body.id}`, {}, { token })).body.status).toBe("suspended");

    const second = await call(demoService, "POST", "/v2/conversions/create", { buy_currency: "GBP", sell_currency: "USD", amount: "500", fixed_side: "buy", term_agreement: "true" }, { token });
    const paid = await call(demoService, "POST", "/v2/payments/create", payment({ conversion_id: second.body.id, amount: "200" }), { token });
    demoService.clock.advance(HOUR);
    expect((await call(demoService, "GET", `/v2/payments/${paid.body.id}`, {}, { token })).body.status).toBe("ready_to_send");
    demoService.clock.advance(6 * DAY);
    expect((await call(demoService, "GET", `/v2/conversions/${second.body.id}`, {}, { token })).body.status).toBe("trade_settled");
    expect(["released", "completed"]).toContain((await call(demoService, "GET", `/v2/payments/${paid.body.id}`, {}, { token })).body.status);
  });

  it("refuses a payment to another account's beneficiary and lists every missing field", async () => {
    const missing = await call(demoService, "POST", "/v2/payments/create", {}, { token });
    expect(missing.body.error_code).toBe("payment_create_failed");
    expect(codes(missing).sort()).toEqual(["amount_is_required", "beneficiary_id_is_required", "currency_is_required", "reason_is_required", "reference_is_required"]);
    const { contactId } = await subAccount(demoService, token, "Other Ltd");
    const foreign = await call(demoService, "POST", "/v2/payments/create", payment({ on_behalf_of: contactId }), { token });
    expect(codes(foreign)).toEqual(["invalid_beneficiary_id"]);
  });
});

describe(`demo service: payment switches ${ON_MONDAY_9AM}`, () => {
  it("requires unique_request_id when switched on", async () => {
    const demoService = await startDemoService({ paymentsRequireUniqueRequestId: true });
    try {
      const token = await login(demoService);
      const beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
      const answer = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiaryId, amount: "1", reason: "r", reference: "x" }, { token });
      expect(codes(answer)).toEqual(["unique_request_id_is_required"]);
    } finally {
      await demoService.close();
    }
  });

  it("runs the approval workflow: no self-authorisation, per-item errors in a 200", async () => {
    const demoService = await startDemoService({ clock: { start: MONDAY_9AM }, approvalWorkflow: true });
    try {
      const token = await login(demoService);
      const beneficiaryId = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body.id;
      const created = await call(demoService, "POST", "/v2/payments/create", { currency: "GBP", beneficiary_id: beneficiaryId, amount: "10", reason: "r", reference: "x" }, { token });
      expect(created.body).toMatchObject({ status: "awaiting_authorisation", authorisation_steps_required: "1" });
      demoService.clock.advance(10 * MINUTE);
      expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, {}, { token })).body.status).toBe("awaiting_authorisation");

      const unknown = "9b2f6a4e-0c1d-4e2f-8a3b-4c5d6e7f8a9b";
      const own = await call(demoService, "POST", "/v2/payments/authorise", { "payment_ids[]": [created.body.id, unknown] }, { token });
      expect(own.status).toBe(200);
      const [mine, missing] = paymentAuthorisationsSchema.parse(own.body).authorisations;
      expect(mine).toMatchObject({ payment_id: created.body.id, updated: false, payment_status: "awaiting_authorisation" });
      expect(mine!.error).toEqual(expect.any(String));
      expect(missing).toMatchObject({ payment_id: unknown, updated: false });

      const approver = await loginApprover(demoService);
      const approved = await call(demoService, "POST", "/v2/payments/authorise", { "payment_ids[]": created.body.id }, { token: approver });
      expect(approved.body.authorisations[0]).toMatchObject({ updated: true, error: null, payment_status: "authorised", auth_steps_taken: 1, auth_steps_required: 1 });
      demoService.clock.advance(5 * MINUTE);
      expect((await call(demoService, "GET", `/v2/payments/${created.body.id}`, {}, { token: approver })).body.status).toBe("released");
    } finally {
      await demoService.close();
    }
  });
});
