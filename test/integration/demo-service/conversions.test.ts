import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { conversionCancellationSchema, conversionSchema, conversionsFindSchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { DAY, HOUR, MONDAY_9AM, ON_MONDAY_9AM, startDemoService } from "../../support/demo-service";
import { subAccount } from "../../support/demo-data";
import { call, codes, login, type Params } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

const BUY_EUR: Params = { buy_currency: "EUR", sell_currency: "GBP", amount: "1000.00", fixed_side: "buy", term_agreement: "true", reason: "Invoice 42" };

describe(`demo service: conversions ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM }, tokenIdleMinutes: 60 * 24 * 365 }, perTest: true }, async (demo) => {
    // Settlement tests move the clock by days; the token must outlive that.
    demoService = demo.demoService;
    token = await login(demoService);
  });

  const balance = async (currency: string, onBehalfOf?: string) =>
    (await call(demoService, "GET", `/v2/balances/${currency}`, { on_behalf_of: onBehalfOf }, { token })).body.amount as string;

  it("books awaiting_funds in the real format, then funds_arrived and trade_settled on the clock", async () => {
    const gbpBefore = await balance("GBP");
    const eurBefore = await balance("EUR");
    const created = await call(demoService, "POST", "/v2/conversions/create", BUY_EUR, { token });
    expect(created.status).toBe(200);
    const conversion = conversionSchema.parse(created.body);
    expect(created.body).toMatchObject({
      status: "awaiting_funds", currency_pair: "EURGBP", partner_rate: "", deposit_currency: "", deposit_required_at: "",
      deposit_status: "not_required", payment_ids: [], unique_request_id: null, client_buy_amount: "1000.00",
      unallocated_funds: "1000.00", conversion_date: "2026-01-07T00:00:00+00:00", settlement_date: "2026-01-07T14:00:00+00:00",
    });
    // YYYYMMDD- and six capital letters, as the real service writes them (20220131-BHWNYW).
    expect(created.body.short_reference).toMatch(/^20260105-[A-Z]{6}$/);
    expect(created.body.created_at).toBe("2026-01-05T09:00:00+00:00");

    demoService.clock.advance(2 * DAY + 5 * HOUR - 1000);
    expect((await call(demoService, "GET", `/v2/conversions/${conversion.id}`, {}, { token })).body.status).toBe("awaiting_funds");
    demoService.clock.advance(1000);
    const arrived = await call(demoService, "GET", `/v2/conversions/${conversion.id}`, {}, { token });
    expect(arrived.body.status).toBe("funds_arrived");
    expect(await balance("GBP")).toBe(conversion.client_sell_amount.neg().plus(gbpBefore).toFixed(2));
    expect(await balance("EUR")).toBe(eurBefore);

    demoService.clock.advance(HOUR);
    const settled = await call(demoService, "GET", `/v2/conversions/${conversion.id}`, {}, { token });
    expect(settled.body.status).toBe("trade_settled");
    expect(await balance("EUR")).toBe(conversion.client_buy_amount.plus(eurBefore).toFixed(2));
  });

  it("settles only when the sell balance covers it, then when funds arrive", async () => {
    const { accountId, contactId } = await subAccount(demoService, token, "Thin Ltd");
    const account = (await call(demoService, "GET", `/v2/accounts/${accountId}`, {}, { token })).body;
    const created = await call(demoService, "POST", "/v2/conversions/create", { ...BUY_EUR, on_behalf_of: contactId }, { token });
    expect(created.body.account_id).toBe(accountId);
    demoService.clock.advance(5 * DAY);
    expect((await call(demoService, "GET", `/v2/conversions/${created.body.id}`, { on_behalf_of: contactId }, { token })).body.status).toBe("awaiting_funds");

    const funding = await call(demoService, "POST", "/v2/demo/funding/create", {
      id: "0b5e3f5c-7b87-4a0e-9d4f-3c1f6a2b9e11", receiver_account_number: account.short_reference, amount: "5000.00", currency: "GBP",
    }, { token });
    expect(funding.status).toBe(200);
    expect(funding.body).toMatchObject({ state: "approved", account_id: accountId, amount: "5000.00" });
    expect(funding.body.short_reference).toMatch(/^IF-\d{8}-[A-Z0-9]{6}$/);
    const arrived = await call(demoService, "GET", `/v2/conversions/${created.body.id}`, { on_behalf_of: contactId }, { token });
    expect(arrived.body.status).toBe("funds_arrived");
    demoService.clock.advance(HOUR);
    expect(await balance("EUR", contactId)).toBe("1000.00");
  });

  it("cancels while awaiting_funds with a cancellation event whose loss leaves the sell balance, not afterwards", async () => {
    const gbpBefore = new Decimal(await balance("GBP"));
    const created = await call(demoService, "POST", "/v2/conversions/create", BUY_EUR, { token });
    const cancelled = await call(demoService, "POST", `/v2/conversions/${created.body.id}/cancel`, { notes: "changed mind" }, { token });
    expect(cancelled.status).toBe(200);
    expect(conversionCancellationSchema.parse(cancelled.body).conversion_id).toBe(created.body.id);
    expect(cancelled.body).toMatchObject({ event_type: "self_service_cancellation", notes: "changed mind", currency: "GBP" });
    expect(cancelled.body.amount).toMatch(/^-\d+\.\d{2}$/);
    // 0.1 % of the sell amount, debited once, completed, against the conversion; nothing else of it stays pending.
    const loss = new Decimal(cancelled.body.amount).neg();
    expect(loss.toFixed(2)).toBe(new Decimal(created.body.client_sell_amount).mul("0.001").toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(new Decimal(await balance("GBP")).toFixed(2)).toBe(gbpBefore.minus(loss).toFixed(2));
    const ledger = await call(demoService, "GET", "/v2/transactions/find", { related_entity_id: created.body.id }, { token });
    const legs = (ledger.body.transactions as { type: string; status: string; amount: string }[]).filter((leg) => leg.status !== "deleted");
    expect(legs.map((leg) => [leg.type, leg.status, leg.amount])).toEqual([
      ["debit", "completed", loss.toFixed(2)],
    ]);
    expect((await call(demoService, "GET", `/v2/conversions/${created.body.id}`, {}, { token })).body.status).toBe("closed");
    const again = await call(demoService, "POST", `/v2/conversions/${created.body.id}/cancel`, {}, { token });
    expect(again.status).toBe(400);
    expect(codes(again)).toEqual(["conversion_cannot_be_cancelled"]);
  });

  it("refuses a reused unique_request_id with duplicate_request and finds the one booked", async () => {
    const first = await call(demoService, "POST", "/v2/conversions/create", { ...BUY_EUR, unique_request_id: "conv-key-1" }, { token });
    expect(first.status).toBe(200);
    const second = await call(demoService, "POST", "/v2/conversions/create", { ...BUY_EUR, unique_request_id: "conv-key-1" }, { token, multipart: true });
    expect(second.status).toBe(400);
    expect(second.body.error_messages.duplicate_request[0].code).toBe("duplicate_request");
    const found = await call(demoService, "GET", "/v2/conversions/find", { unique_request_id: "conv-key-1" }, { token });
    expect(conversionsFindSchema.parse(found.body).conversions.map((c) => c.id)).toEqual([first.body.id]);
  });

  it("refuses a conversion date the pair cannot settle on in CreateQuoteConversion's words, under base (Assumption: CreateConversion lists none), booking nothing", async () => {
    const saturday = await call(demoService, "POST", "/v2/conversions/create", { ...BUY_EUR, conversion_date: "2026-01-10" }, { token });
    expect([saturday.status, saturday.body]).toEqual([400, {
      error_code: "conversion_create_failed",
      error_messages: { base: [{ code: "invalid_conversion_date", message: "Conversion date is not valid for this currency pair", params: {} }] },
    }]);
    expect((await call(demoService, "GET", "/v2/conversions/find", {}, { token })).body.pagination.total_entries).toBe(0);
  });

  it("validates the form and answers 404 for unknown ids", async () => {
    const bad = await call(demoService, "POST", "/v2/conversions/create", { buy_currency: "EURO", amount: "-5", fixed_side: "both", term_agreement: "yes" }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe("conversion_create_failed");
    expect(codes(bad).sort()).toEqual([
      "amount_is_in_invalid_format", "buy_currency_is_in_invalid_format", "fixed_side_not_in_range", "sell_currency_is_required", "term_agreement_type_is_wrong",
    ]);
    expect(bad.body.error_messages.fixed_side[0].params).toEqual({ range: "buy, sell" });
    const missing = await call(demoService, "GET", "/v2/conversions/7d9f4c0e-1b2a-4c3d-8e5f-6a7b8c9d0e1f", {}, { token });
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe("conversion_not_found");
  });

  it("finds with filters, bracket arrays and pagination", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await call(demoService, "POST", "/v2/conversions/create", { ...BUY_EUR, buy_currency: "CHF", sell_currency: "USD" }, { token })).body.id);
    }
    const page = await call(demoService, "GET", "/v2/conversions/find", { buy_currency: "CHF", per_page: "2", order: "created_at", order_asc_desc: "desc" }, { token });
    expect(page.body.pagination).toEqual({ total_entries: 3, total_pages: 2, current_page: 1, per_page: 2, previous_page: -1, next_page: 2, order: "created_at", order_asc_desc: "desc" });
    const byIds = await call(demoService, "GET", "/v2/conversions/find", { "conversion_ids[]": [ids[0]!, ids[2]!] }, { token });
    expect(byIds.body.conversions.map((c: { id: string }) => c.id).sort()).toEqual([ids[0], ids[2]].sort());
    const none = await call(demoService, "GET", "/v2/conversions/find", { status: "funds_sent" }, { token });
    expect(none.body.pagination).toMatchObject({ total_entries: 0, total_pages: 1, current_page: 1, per_page: 25, previous_page: -1, next_page: -1 });
    const badOrder = await call(demoService, "GET", "/v2/conversions/find", { order: "colour" }, { token });
    expect(codes(badOrder)).toEqual(["order_not_in_range"]);
  });
});

describe(`demo service: conversion idempotency ${ON_MONDAY_9AM}`, () => {
  it("answers duplicate_request for a reused key even when the retried dates are no longer valid", async () => {
    const demoService = await startDemoService({ clock: { start: MONDAY_9AM }, tokenIdleMinutes: 60 * 24 * 365 });
    try {
      const token = await login(demoService);
      const keyed: Params = { ...BUY_EUR, unique_request_id: "conv-retry-1", conversion_date: "2026-01-07" };
      const first = await call(demoService, "POST", "/v2/conversions/create", keyed, { token });
      expect(first.status).toBe(200);
      // The retry comes after the conversion date has passed: the key, not the stale date, decides the answer.
      demoService.clock.advance(3 * DAY);
      const retry = await call(demoService, "POST", "/v2/conversions/create", keyed, { token });
      expect(retry.status).toBe(400);
      expect(retry.body.error_code).toBe("conversion_create_failed");
      expect(codes(retry)).toEqual(["duplicate_request"]);
      const found = await call(demoService, "GET", "/v2/conversions/find", { unique_request_id: "conv-retry-1" }, { token });
      expect(found.body.conversions.map((c: { id: string }) => c.id)).toEqual([first.body.id]);
    } finally {
      await demoService.close();
    }
  });
});
