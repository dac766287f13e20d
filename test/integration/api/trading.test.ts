import { beforeAll, describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { ApiError } from "../../../src/api";
import { DEMO_APPROVER } from "../../../src/demo-service/demo-credentials";
import { DAY, HOUR, MINUTE } from "../../support/demo-service";
import { createGbpBeneficiary, uniqueKey } from "../../support/demo-data";
import { login } from "../../support/demo-http";
import { advance, advanceTo } from "../../support/demo-admin";
import { type DemoSession, withDemoService, withOwnService } from "../../support/with-demo-service";

const h = withDemoService();

/** The service's own numbers, fetched without the client. */
async function rawRates(pairs: string): Promise<Record<string, [string, string]>> {
  const token = await login(h.demoService);
  const response = await fetch(`${h.demoService.url}/v2/rates/find?currency_pair=${pairs}`, { headers: { "X-Auth-Token": token } });
  return ((await response.json()) as { rates: Record<string, [string, string]> }).rates;
}

describe("rates", () => {
  it("finds many pairs in one request, with the service's exact numbers, keyed as the caller spelled them", async () => {
    const before = h.sent.length;
    const result = await h.client.core.rates.find(["EUR/GBP", "usdjpy", "GBPUSD", "EURNOK"]);
    expect(h.sent.slice(before).filter((line) => line === "GET /v2/rates/find")).toHaveLength(1);
    const direct = await rawRates("EURGBP,USDJPY,GBPUSD,EURNOK");
    const eurGbp = result.rates["EUR/GBP"];
    expect(eurGbp?.[0].toFixed(6)).toBe(direct.EURGBP?.[0]);
    expect(eurGbp?.[1].toFixed(6)).toBe(direct.EURGBP?.[1]);
    expect(result.rates.usdjpy?.[0].lessThan(result.rates.usdjpy[1])).toBe(true);
    expect(result.unavailable).toEqual([]);
  });

  it("gives a detailed quote in market convention whose amounts follow the rate", async () => {
    const quote = await h.client.core.rates.detailed({ buy_currency: "EUR", sell_currency: "GBP", amount: "10000.23", fixed_side: "buy" });
    expect(quote.currency_pair).toBe("EURGBP");
    expect(quote.client_buy_amount.toFixed(2)).toBe("10000.23");
    // Buying the base: sell = buy × rate, rounded to the sell currency's minor units.
    expect(quote.client_sell_amount.toFixed(2)).toBe(quote.client_buy_amount.times(quote.client_rate).toDecimalPlaces(2).toFixed(2));

    const reverse = await h.client.core.rates.detailed({ buy_currency: "GBP", sell_currency: "EUR", amount: "500", fixed_side: "buy" });
    expect(reverse.currency_pair).toBe("EURGBP");
    // Buying the quote currency: sell = buy ÷ rate.
    expect(reverse.client_sell_amount.toFixed(2)).toBe(new Decimal(500).div(reverse.client_rate).toDecimalPlaces(2).toFixed(2));
  });

  it("quotes for a given conversion date", async () => {
    const dates = await h.client.core.reference.conversionDates({ conversion_pair: "EURGBP" });
    const date = dates.default_conversion_date.slice(0, 10);
    const quote = await h.client.core.rates.detailed({ buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "sell", conversion_date: date });
    expect(quote.client_sell_amount.toFixed(2)).toBe("100.00");
  });
});

describe("conversions", () => {
  it("moves awaiting_funds → funds_arrived → trade_settled and moves the balances", () => withOwnService(async (h) => {
    const gbpBefore = (await h.client.core.balances.get("GBP")).amount;
    const usdBefore = (await h.client.core.balances.get("USD")).amount;
    const conversion = await h.client.core.conversions.create({
      buy_currency: "USD",
      sell_currency: "GBP",
      amount: "1500.00",
      fixed_side: "buy",
      reason: "Supplier invoices",
      term_agreement: true,
    });
    expect(conversion.status).toBe("awaiting_funds");
    expect(conversion.currency_pair).toBe("GBPUSD");
    expect(conversion.client_buy_amount.toFixed(2)).toBe("1500.00");
    expect(conversion.short_reference).toMatch(/^\d{8}-[A-Z]{6}$/);

    // Funds arrive at the settlement instant (a working day, whatever day the clock is pinned to); the buy
    // currency is credited one hour later.
    await advanceTo(h.demoService, Date.parse(conversion.settlement_date) - MINUTE);
    expect((await h.client.core.conversions.get(conversion.id)).status).toBe("awaiting_funds");
    await advanceTo(h.demoService, Date.parse(conversion.settlement_date) + HOUR);
    const settled = await h.client.core.conversions.get(conversion.id);
    expect(settled.status).toBe("trade_settled");
    expect((await h.client.core.balances.get("GBP")).amount.toFixed(2)).toBe(gbpBefore.minus(conversion.client_sell_amount).toFixed(2));
    expect((await h.client.core.balances.get("USD")).amount.toFixed(2)).toBe(usdBefore.plus("1500").toFixed(2));
  }));

  it("cancels a conversion awaiting funds and the cancellation closes it", async () => {
    const conversion = await h.client.core.conversions.create({
      buy_currency: "EUR",
      sell_currency: "USD",
      amount: "250",
      fixed_side: "sell",
      reason: "Hedge",
      term_agreement: true,
    });
    const event = await h.client.core.conversions.cancel(conversion.id, { notes: "booked in error" });
    expect(event.conversion_id).toBe(conversion.id);
    expect((await h.client.core.conversions.get(conversion.id)).status).toBe("closed");
  });

  it("books once for one key: a repeated create resolves to the same conversion", async () => {
    const key = uniqueKey("conv");
    const params = { buy_currency: "EUR", sell_currency: "GBP", amount: "100", fixed_side: "buy" as const, reason: "Test", term_agreement: true, unique_request_id: key };
    const first = await h.client.core.conversions.create(params);
    const second = await h.client.core.conversions.create(params);
    expect(second.id).toBe(first.id);
    const found = await h.client.core.conversions.find({ unique_request_id: key });
    expect(found.conversions.map((c) => c.id)).toEqual([first.id]);
    expect(found.pagination.total_entries).toBe(1);
  });

  it("answers a missing conversion with a typed 404", async () => {
    const error = await h.client.core.conversions.get("00000000-0000-4000-8000-000000000000").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("payments", () => {
  const gbpBeneficiary = async (client: DemoSession["client"]) => (await createGbpBeneficiary(client, "Acme Supplies")).id;
  let beneficiaryId: string;
  beforeAll(async () => {
    beneficiaryId = await gbpBeneficiary(h.client);
  });

  it("moves ready_to_send → released → completed and debits the balance", () => withOwnService(async (h) => {
    const beneficiaryId = await gbpBeneficiary(h.client);
    const before = (await h.client.core.balances.get("GBP")).amount;
    const payment = await h.client.core.payments.create({
      currency: "GBP",
      beneficiary_id: beneficiaryId,
      amount: "1234.56",
      reason: "Invoice 991",
      reference: "INV-991",
      payment_type: "regular",
      unique_request_id: uniqueKey("pay"),
    });
    expect(payment.status).toBe("ready_to_send");
    expect(payment.transferred_at).toBeNull();
    expect(payment.short_reference).toMatch(/^\d{6}-[A-Z0-9]{6}\d{3}$/);

    // Released on its payment date (the next working day on a weekend) after the compliance check, then
    // completed an hour later.
    const released = Math.max(Date.parse(`${payment.payment_date}T00:00:00Z`), h.demoService.clock.now() + 5 * MINUTE);
    await advanceTo(h.demoService, released + HOUR);
    const done = await h.client.core.payments.get(payment.id);
    expect(done.status).toBe("completed");
    expect(done.transferred_at).not.toBeNull();
    expect((await h.client.core.balances.get("GBP")).amount.toFixed(2)).toBe(before.minus("1234.56").toFixed(2));
  }));

  it("waits for funds: a payment larger than the balance stays ready_to_send", async () => {
    const balance = (await h.client.core.balances.get("GBP")).amount;
    const payment = await h.client.core.payments.create({
      currency: "GBP",
      beneficiary_id: beneficiaryId,
      amount: balance.plus(1).toFixed(2),
      reason: "Too large",
      reference: "BIG",
      unique_request_id: uniqueKey("pay"),
    });
    await advance(h.demoService, 2 * DAY);
    expect((await h.client.core.payments.get(payment.id)).status).toBe("ready_to_send");
    await h.client.core.payments.delete(payment.id);
    expect((await h.client.core.payments.get(payment.id, { with_deleted: true })).status).toBe("deleted");
  });

  it("suspends a payment whose linked conversion is cancelled", async () => {
    const conversion = await h.client.core.conversions.create({
      buy_currency: "GBP",
      sell_currency: "USD",
      amount: "300",
      fixed_side: "buy",
      reason: "Fund payment",
      term_agreement: true,
    });
    const payment = await h.client.core.payments.create({
      currency: "GBP",
      beneficiary_id: beneficiaryId,
      amount: "300",
      reason: "Linked",
      reference: "LINKED",
      conversion_id: conversion.id,
      unique_request_id: uniqueKey("pay"),
    });
    expect(payment.conversion_id).toBe(conversion.id);
    await h.client.core.conversions.cancel(conversion.id);
    expect((await h.client.core.payments.get(payment.id)).status).toBe("suspended");
  });

  it("updates, finds and pages payments; one key books once", () => withOwnService(async (h) => {
    const beneficiaryId = await gbpBeneficiary(h.client);
    const key = uniqueKey("pay");
    const params = { currency: "GBP", beneficiary_id: beneficiaryId, amount: "10.00", reason: "Fee", reference: "FEE-1", unique_request_id: key };
    const first = await h.client.core.payments.create(params);
    const again = await h.client.core.payments.create(params);
    expect(again.id).toBe(first.id);
    const updated = await h.client.core.payments.update(first.id, { reference: "FEE-1b" });
    expect(updated.reference).toBe("FEE-1b");
    const found = await h.client.core.payments.find({ unique_request_id: key });
    expect(found.payments.map((p) => p.id)).toEqual([first.id]);

    const second = await h.client.core.payments.create({ ...params, reference: "FEE-2", unique_request_id: uniqueKey("pay") });
    const deleted = await h.client.core.payments.create({ ...params, reference: "FEE-3", unique_request_id: uniqueKey("pay") });
    await h.client.core.payments.delete(deleted.id);
    const third = await h.client.core.payments.create({ ...params, reference: "FEE-4", unique_request_id: uniqueKey("pay") });

    const pages = [];
    for await (const page of h.client.core.payments.findAll({ per_page: 2 }).pages()) pages.push(page);
    // The deleted payment is left out unless with_deleted is asked for.
    expect(pages[0]?.pagination.total_entries).toBe(3);
    expect(pages).toHaveLength(2);
    const ids = pages.flatMap((page) => page.items.map((p) => p.id));
    expect(new Set(ids)).toEqual(new Set([first.id, second.id, third.id]));
    expect(pages.at(-1)?.pagination.next_page).toBe(-1);
  }));
});

describe("approval workflow", () => {
  it("creates payments awaiting authorisation; the approver authorises; self-authorisation is an error inside a 200", () => withOwnService(async (w) => {
    const beneficiary = await w.client.core.beneficiaries.create({
      name: "EU Vendor",
      bank_account_holder_name: "EU Vendor GmbH",
      bank_country: "DE",
      currency: "EUR",
      iban: "DE89370400440532013000",
      beneficiary_entity_type: "company",
      beneficiary_company_name: "EU Vendor GmbH",
    });
    const payment = await w.client.core.payments.create({
      currency: "EUR",
      beneficiary_id: beneficiary.id,
      amount: "99.99",
      reason: "Invoice",
      reference: "EU-1",
      unique_request_id: uniqueKey("approval"),
    });
    expect(payment.status).toBe("awaiting_authorisation");
    expect(payment.authorisation_steps_required).toBe(1);

    const own = await w.client.core.payments.authorise([payment.id]);
    expect(own.authorisations[0]?.error).toBeTruthy();

    const approver = w.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    const result = await approver.core.payments.authorise([payment.id]);
    expect(result.authorisations[0]?.payment_status).toBe("authorised");
    await advance(w.demoService, 2 * DAY + HOUR);
    expect((await w.client.core.payments.get(payment.id)).status).toBe("completed");
  }, { approvalWorkflow: true }));
});
