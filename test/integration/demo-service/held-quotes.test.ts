/**
 * The demo service's held quotes on the wire (docs/provider-api.md §13): the answer's format, provisioning per account,
 * the reference's refusals of quotes/create, the conversion booked at a quote, and a used quote surviving a restart.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { heldQuoteSchema } from "../../../src/api/schemas";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { enableHeldRates } from "../../support/demo-admin";
import { subAccount } from "../../support/demo-data";
import { call, codes, login, type Params } from "../../support/demo-http";
import { HOUR, MINUTE, MONDAY_9AM, ON_MONDAY_9AM, startDemoService } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

/** Selling 2,500.00 EUR for GBP, for the spot date: far from any cut-off whatever the pinned instant. */
const QUOTE: Params = { buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "2500.00", hold_period: "3m", conversion_date_preference: "default" };

function bookingOf(quote: { quote_id: string }, overrides: Params = {}): Params {
  const { hold_period: _hold, ...trade } = QUOTE;
  return { ...trade, reason: "Invoice 9", term_agreement: "true", quote_id: quote.quote_id, ...overrides };
}

const adminPost = (demoService: DemoServer, route: string, body: Record<string, unknown>) =>
  fetch(`${demoService.url}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("demo service: held-rate provisioning", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("is off by default: quotes/create answers held_rate_not_enabled", async () => {
    const houseAccountId = demoService.state.data.houseAccountId;
    const settings = await fetch(`${demoService.url}/__admin/held-rates?account_id=${houseAccountId}`);
    expect(await settings.json()).toEqual({ account_id: houseAccountId, hold_periods: "" });
    const answer = await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error_code: "quote_create_failed",
      error_messages: { base: [{ code: "held_rate_not_enabled", message: "Held Rates Product is not enabled for this account", params: {} }] },
    });
  });

  it("is set per account with its hold periods, and turned off by an empty list", async () => {
    const houseAccountId = demoService.state.data.houseAccountId;
    const set = await adminPost(demoService, "/__admin/held-rates", { account_id: houseAccountId, hold_periods: "30s, 3m" });
    expect(await set.json()).toEqual({ account_id: houseAccountId, hold_periods: "30s,3m" });
    expect((await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token })).status).toBe(200);
    // A sub-account has none of the house account's provisioning.
    const client = await subAccount(demoService, token, "Unprovisioned Ltd");
    expect(codes(await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, on_behalf_of: client.contactId }, { token }))).toEqual(["held_rate_not_enabled"]);

    await adminPost(demoService, "/__admin/held-rates", { account_id: houseAccountId, hold_periods: "" });
    expect(codes(await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token }))).toEqual(["held_rate_not_enabled"]);
  });

  it("refuses an unknown account or a period that is not seconds or minutes, saying what to give", async () => {
    const badPeriod = await adminPost(demoService, "/__admin/held-rates", { account_id: demoService.state.data.houseAccountId, hold_periods: "30s,1h" });
    expect(badPeriod.status).toBe(400);
    expect(JSON.stringify(await badPeriod.json())).toContain("hold_periods must list periods in seconds or minutes");
    const unknown = await adminPost(demoService, "/__admin/held-rates", { account_id: "0f9c3c84-5a5e-4c4e-9e4b-7d8f3b6e2a10", hold_periods: "30s" });
    expect(unknown.status).toBe(400);
    expect(demoService.state.data.heldRates).toEqual({});
  });

  it("is cleared by a reset, with the rest of the data", async () => {
    await enableHeldRates(demoService, demoService.state.data.houseAccountId, ["3m"]);
    await fetch(`${demoService.url}/__admin/reset`, { method: "POST" });
    expect(demoService.state.data.heldRates).toEqual({});
  });
});

describe(`demo service: quotes/create ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } }, perTest: true }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    await enableHeldRates(demoService, demoService.state.data.houseAccountId, ["30s", "3m"]);
  });

  it("answers the quote in the recorded format, priced as a detailed quote, expiring after the hold period", async () => {
    const answer = await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token });
    expect(answer.status).toBe(200);
    const detailed = await call(demoService, "GET", "/v2/rates/detailed", { ...QUOTE, hold_period: undefined }, { token });
    expect(Object.keys(answer.body).sort()).toEqual([
      "buy_currency", "client_buy_amount", "client_rate", "client_sell_amount", "core_rate", "created_at", "currency_pair", "deposit_amount",
      "deposit_currency", "deposit_required", "expires_at", "fixed_side", "mid_market_rate", "partner_buy_amount", "partner_rate",
      "partner_sell_amount", "quote_id", "sell_currency", "settlement_cut_off_time",
    ]);
    expect(answer.body).toMatchObject({
      buy_currency: "GBP",
      sell_currency: "EUR",
      fixed_side: "sell",
      currency_pair: "EURGBP",
      client_sell_amount: "2500.00",
      client_buy_amount: detailed.body.client_buy_amount,
      client_rate: detailed.body.client_rate,
      core_rate: detailed.body.core_rate,
      created_at: "2026-01-05T09:00:00Z",
      expires_at: "2026-01-05T09:03:00Z",
      settlement_cut_off_time: "2026-01-07T14:00:00Z",
      deposit_required: false,
      partner_rate: null,
    });
    expect(heldQuoteSchema.parse(answer.body).client_rate.toFixed(4)).toBe(detailed.body.client_rate);
  });

  it("books the conversion at the quote's rate, amounts and conversion date", async () => {
    const quote = (await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, conversion_date_preference: "next_day" }, { token })).body;
    demoService.clock.advance(2 * MINUTE);
    const booked = await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote, { conversion_date_preference: "next_day" }), { token });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      client_rate: quote.client_rate,
      core_rate: quote.core_rate,
      client_buy_amount: quote.client_buy_amount,
      client_sell_amount: "2500.00",
      conversion_date: "2026-01-06T00:00:00+00:00",
      created_at: "2026-01-05T09:02:00+00:00",
    });
    expect(demoService.state.data.heldQuotes?.[quote.quote_id]?.usedBy).toBe(booked.body.id);
  });

  it.each([
    ["no hold period", { hold_period: undefined }, "hold_period", "hold_period_is_required"],
    ["a period not given to the account", { hold_period: "10m" }, "base", "invalid_hold_period"],
    ["a period not written as one", { hold_period: "5 minutes" }, "base", "invalid_hold_period"],
    ["neither a conversion date nor a preference", { conversion_date_preference: undefined }, "base", "invalid_conversion_date_combination"],
    ["both a conversion date and a preference", { conversion_date: "2026-01-07" }, "base", "invalid_conversion_date_combination"],
    ["an amount under 1", { amount: "0.99" }, "amount", "amount_is_too_small"],
    ["a currency the demo does not trade", { buy_currency: "ARS" }, "currency_pair", "ccy_pair_is_not_tradeable"],
    ["the same currency twice", { buy_currency: "EUR" }, "base", "unique_value_parameters"],
    ["an unknown parameter", { quote_id: "x" }, "base", "invalid_extra_parameters"],
  ])("refuses %s", async (_what, overrides, field, code) => {
    const answer = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, ...overrides }, { token });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe("quote_create_failed");
    expect(answer.body.error_messages[field].map((entry: { code: string }) => entry.code)).toContain(code);
    expect(demoService.state.data.heldQuotes).toEqual({});
  });

  it("refuses a hold that would run past the conversion date's 14:00 cut-off, and takes one that ends at it", async () => {
    demoService.clock.advance(4 * HOUR + 59 * MINUTE + 30_000);
    token = await login(demoService);
    const crossing = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, conversion_date_preference: undefined, conversion_date: "2026-01-05" }, { token });
    expect(crossing.body.error_messages).toEqual({
      base: [{ code: "crossing_cutoff_time", message: "Hold period extends beyond the cut-off-time for the requested delivery date", params: {} }],
    });
    const within = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, conversion_date_preference: "earliest", hold_period: "30s" }, { token });
    expect(within.status).toBe(200);
    expect(within.body.expires_at).toBe("2026-01-05T14:00:00Z");
    expect(within.body.settlement_cut_off_time).toBe("2026-01-05T14:00:00Z");
  });

  it("acts for a sub-account with on_behalf_of, and refuses acting for oneself", async () => {
    const client = await subAccount(demoService, token, "Held Rates Ltd");
    await enableHeldRates(demoService, client.accountId, ["30s"]);
    const quote = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, hold_period: "30s", on_behalf_of: client.contactId }, { token });
    expect(quote.status).toBe(200);
    expect(demoService.state.data.heldQuotes?.[quote.body.quote_id]?.accountId).toBe(client.accountId);
    const me = Object.values(demoService.state.data.contacts).find((contact) => contact.login_id === DEMO_USER.loginId);
    const self = await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, on_behalf_of: me?.id }, { token });
    expect(codes(self)).toEqual(["on_behalf_of_self"]);
  });

  it("refuses a conversion at an unknown, expired or used quote in the provider's style (Assumption, §13)", async () => {
    const unknown = await call(demoService, "POST", "/v2/conversions/create", bookingOf({ quote_id: "7d0c1e0a-7c33-4e8e-9f41-2b8cf3a0d6a1" }), { token });
    expect(unknown.body).toEqual({
      error_code: "conversion_create_failed",
      error_messages: { quote_id: [{ code: "quote_not_found", message: "Quote was not found for this id", params: {} }] },
    });
    const quote = (await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, hold_period: "30s" }, { token })).body;
    demoService.clock.advance(29_999);
    expect((await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote, { unique_request_id: "held-1" }), { token })).status).toBe(200);
    const again = await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote), { token });
    expect(again.body.error_messages.quote_id[0]).toMatchObject({ code: "quote_already_used" });
    // A retry of the booked request answers duplicate_request as any reused key does; the quote stays used.
    expect(codes(await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote, { unique_request_id: "held-1" }), { token }))).toEqual(["duplicate_request"]);

    const late = (await call(demoService, "POST", "/v2/quotes/create", { ...QUOTE, hold_period: "30s" }, { token })).body;
    demoService.clock.advance(30_000);
    const expired = await call(demoService, "POST", "/v2/conversions/create", bookingOf(late), { token });
    expect(expired.body.error_messages.quote_id).toEqual([{ code: "quote_expired", message: "Quote has expired", params: { expires_at: late.expires_at } }]);
    expect(Object.values(demoService.state.data.conversions)).toHaveLength(1);
  });

  it("refuses a conversion for another trade than the quote's, naming what differs", async () => {
    const quote = (await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token })).body;
    const differs = async (overrides: Params) => (await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote, overrides), { token })).body.error_messages.quote_id[0];
    expect(await differs({ amount: "2500.01" })).toEqual({ code: "quote_does_not_match", message: "amount does not match the quote", params: { field: "amount", quoted: "2500.00" } });
    expect((await differs({ fixed_side: "buy" })).params).toEqual({ field: "fixed_side", quoted: "sell" });
    expect((await differs({ sell_currency: "USD" })).params).toEqual({ field: "sell_currency", quoted: "EUR" });
    // The amount as written does not matter, its value does.
    expect((await call(demoService, "POST", "/v2/conversions/create", bookingOf(quote, { amount: "2500" }), { token })).status).toBe(200);
  });
});

describe("demo service: held quotes in the snapshot", () => {
  it("keeps a used quote used, an unused one bookable and the provisioning across a restart", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-held-"));
    const snapshotPath = path.join(dir, "state.json");
    try {
      const first = await startDemoService({ snapshotPath });
      const token = await login(first);
      await enableHeldRates(first, first.state.data.houseAccountId, ["3m"]);
      const used = (await call(first, "POST", "/v2/quotes/create", QUOTE, { token })).body;
      const unused = (await call(first, "POST", "/v2/quotes/create", QUOTE, { token })).body;
      expect((await call(first, "POST", "/v2/conversions/create", bookingOf(used), { token })).status).toBe(200);
      await first.close();

      const second = await startDemoService({ snapshotPath });
      try {
        const again = await login(second);
        expect(codes(await call(second, "POST", "/v2/conversions/create", bookingOf(used), { token: again }))).toEqual(["quote_already_used"]);
        const booked = await call(second, "POST", "/v2/conversions/create", bookingOf(unused), { token: again });
        expect(booked.body.client_rate).toBe(unused.client_rate);
        expect((await call(second, "POST", "/v2/quotes/create", QUOTE, { token: again })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("demo service: held quotes' request budget", () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { limits: { rates: 1, authenticated: 20 } } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
    await enableHeldRates(demoService, demoService.state.data.houseAccountId, ["3m"]);
  });

  it("draws on the authenticated budget, not the rates budget (SW: x-throttling-tier Unlimited)", async () => {
    const detailed = { ...QUOTE, hold_period: undefined };
    expect((await call(demoService, "GET", "/v2/rates/detailed", detailed, { token })).status).toBe(200);
    expect((await call(demoService, "GET", "/v2/rates/detailed", detailed, { token })).status).toBe(429);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await call(demoService, "POST", "/v2/quotes/create", QUOTE, { token })).status);
    expect(statuses).toEqual([200, 200, 200]);
    expect(demoService.state.counters.snapshot()["POST /v2/quotes/create"]).toBe(3);
  });
});
