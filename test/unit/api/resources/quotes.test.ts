/**
 * Held quotes: quotes.create against the provider's own example answers (SW HeldRateQuote's example and the recorded
 * SW-resp v2_quotes_create_POST_200), conversions.create with a quote_id, and the refusals worded for a person.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BadRequestError, createClient, HELD_RATE_CODES, HeldRateRefusedError } from "../../../../src/api";
import { heldQuoteSchema, type HeldQuoteInput } from "../../../../src/api/schemas";
import { authToken, baseUrl, clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";
import { createFakeService, errorReply } from "../../../support/fake-service";
import * as fixtures from "../wire-fixtures";

/** The reference's example of a HeldRateQuote, as published. */
const referenceExample: HeldQuoteInput = {
  buy_currency: "USD",
  client_buy_amount: "118.56",
  client_rate: "1.1856",
  client_sell_amount: "100.0",
  core_rate: "1.1858",
  created_at: "2025-08-11T08:10:21Z",
  currency_pair: "EURUSD",
  deposit_amount: "0.0",
  deposit_currency: "EUR",
  deposit_required: false,
  expires_at: "2025-08-11T08:15:21Z",
  fixed_side: "sell",
  mid_market_rate: "1.0146",
  partner_buy_amount: "118.56",
  partner_rate: "1.1856",
  partner_sell_amount: "100.0",
  quote_id: "3c25ce4a-3552-45bb-869e-406c795052aa",
  sell_currency: "EUR",
  settlement_cut_off_time: "2025-08-13T15:30:00Z",
};

/** The recorded answer: nulls where the example has values. */
const recordedAnswer: HeldQuoteInput = {
  buy_currency: "GBP",
  client_buy_amount: "8.54",
  client_rate: "0.8544",
  client_sell_amount: "10.0",
  core_rate: "0.8562",
  created_at: "2026-03-31T07:45:19Z",
  currency_pair: "EURGBP",
  deposit_amount: null,
  deposit_currency: null,
  deposit_required: false,
  expires_at: "2026-03-31T07:48:19Z",
  fixed_side: "sell",
  mid_market_rate: null,
  partner_buy_amount: null,
  partner_rate: null,
  partner_sell_amount: null,
  quote_id: "b38e6118-2eb1-4a58-a5dd-754389cf5729",
  sell_currency: "EUR",
  settlement_cut_off_time: "2026-03-31T13:30:00Z",
};

const request = {
  buy_currency: "USD",
  sell_currency: "EUR",
  fixed_side: "sell" as const,
  amount: new Decimal("100"),
  hold_period: "5m",
  conversion_date_preference: "default" as const,
};

function refusal(code: string, params: Record<string, unknown> = {}, field = "base") {
  return errorReply(400, "quote_create_failed", { [field]: [{ code, message: `service text for ${code}`, params }] });
}

describe("held quote schema", () => {
  it("reads the reference's example exactly, decimals as Decimal", () => {
    const quote = heldQuoteSchema.parse(referenceExample);
    expect(quote.client_rate.equals("1.1856")).toBe(true);
    expect(quote.core_rate.equals("1.1858")).toBe(true);
    expect(quote.client_sell_amount.toFixed(2)).toBe("100.00");
    expect(quote.client_buy_amount.equals("118.56")).toBe(true);
    expect(quote.mid_market_rate?.equals("1.0146")).toBe(true);
    expect(quote.deposit_amount?.isZero()).toBe(true);
    expect(quote.deposit_currency).toBe("EUR");
    expect(quote.partner_sell_amount?.equals("100")).toBe(true);
    expect(quote.expires_at).toBe("2025-08-11T08:15:21Z");
  });

  it("reads the recorded answer's nulls (and a conversion's empty strings) as null", () => {
    const recorded = heldQuoteSchema.parse(recordedAnswer);
    expect([recorded.mid_market_rate, recorded.deposit_amount, recorded.deposit_currency, recorded.partner_rate]).toEqual([null, null, null, null]);
    expect(recorded.client_buy_amount.equals("8.54")).toBe(true);
    const empty = heldQuoteSchema.parse({ ...recordedAnswer, partner_rate: "", deposit_currency: "" });
    expect([empty.partner_rate, empty.deposit_currency]).toEqual([null, null]);
  });

  it("names the field of an answer without its expiry", () => {
    const { expires_at: _expiry, ...withoutExpiry } = recordedAnswer;
    expect(heldQuoteSchema.safeParse(withoutExpiry).error?.issues[0]?.path).toEqual(["expires_at"]);
  });
});

describe("quotes.create", () => {
  it("posts the trade and hold period as a form and answers the held quote", async () => {
    const { core, calls } = clientOver(() => ({ json: referenceExample }));

    const quote = await core.quotes.create(request, { onBehalfOf: fixtures.ids.subAccountContact });

    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/quotes/create");
    expect(call.form).toEqual({
      buy_currency: "USD",
      sell_currency: "EUR",
      fixed_side: "sell",
      amount: "100.00",
      hold_period: "5m",
      conversion_date_preference: "default",
      on_behalf_of: fixtures.ids.subAccountContact,
    });
    expect(quote.quote_id).toBe("3c25ce4a-3552-45bb-869e-406c795052aa");
    expect(quote.client_rate.equals("1.1856")).toBe(true);
  });

  it("sends a conversion date instead of a preference", async () => {
    const { core, calls } = clientOver(() => ({ json: recordedAnswer }));
    const { conversion_date_preference: _preference, ...withoutPreference } = request;
    await core.quotes.create({ ...withoutPreference, conversion_date: "2026-04-02", hold_period: "30s" });
    const call = onlyCall(calls);
    expect(call.form.conversion_date).toBe("2026-04-02");
    expect(call.form.hold_period).toBe("30s");
    expect(call.form.conversion_date_preference).toBeUndefined();
  });

  it("refuses, before sending, a missing or malformed hold period and a trade without a date or preference", async () => {
    const { core, calls } = clientOver(() => ({ json: recordedAnswer }));
    await expectRefusal(() => core.quotes.create({ ...request, hold_period: "" }), calls(), "hold_period", "is_required");
    await expectRefusal(() => core.quotes.create({ ...request, hold_period: "5 minutes" }), calls(), "hold_period", "is_in_invalid_format");
    await expectRefusal(() => core.quotes.create({ ...request, hold_period: "1h" }), calls(), "hold_period", "is_in_invalid_format");
    const { conversion_date_preference: _preference, ...undated } = request;
    await expectRefusal(() => core.quotes.create({ ...undated }), calls(), "conversion_date", "invalid_conversion_date_combination");
    await expectRefusal(() => core.quotes.create({ ...request, amount: new Decimal("100.001") }), calls(), "amount");
  });

  it("is sent again after a lost answer: a second quote costs nothing", async () => {
    let attempts = 0;
    const service = createFakeService((made) => {
      if (made.path === "/v2/authenticate/api") return { json: { auth_token: authToken } };
      attempts += 1;
      return attempts === 1 ? errorReply(503, "service_unavailable") : { json: recordedAnswer };
    });
    const client = createClient({
      baseUrl, loginId: "treasury@acme.example", apiKey: "ab".repeat(32), fetch: service.fetch, rateBudget: false, retry: { maxRetries: 2, initialDelayMs: 1, maxDelayMs: 1 },
    });
    const quote = await client.core.quotes.create(request);
    expect(quote.quote_id).toBe(recordedAnswer.quote_id);
    expect(service.count("/v2/quotes/create")).toBe(2);
  });

  it.each([
    [HELD_RATE_CODES.notEnabled, "Your account does not offer held rates: ask your account manager to enable them"],
    [HELD_RATE_CODES.invalidHoldPeriod, "This hold period is not enabled for your account: ask your account manager which are"],
    [HELD_RATE_CODES.crossingCutOff, "The rate cannot be held past the cut-off time of this conversion date: choose a later conversion date or a shorter hold period"],
  ])("a %s refusal is a BadRequestError that says what to do in words", async (code, words) => {
    const { core } = clientOver(() => refusal(code));
    const error = await core.quotes.create(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HeldRateRefusedError);
    expect(error).toBeInstanceOf(BadRequestError);
    const refused = error as HeldRateRefusedError;
    expect(refused.hasCode(code)).toBe(true);
    expect(refused.userMessage).toBe(words);
    // Its own words, not the service's per-field text, are what a row or the pane shows.
    expect(refused.toldByTheService).toBe(false);
  });

  it("keeps the service's words for a refusal that is not about held rates", async () => {
    const { core } = clientOver(() => refusal("amount_is_too_small", { minvalue: 1 }, "amount"));
    const error = (await core.quotes.create(request).catch((caught: unknown) => caught)) as BadRequestError;
    expect(error).not.toBeInstanceOf(HeldRateRefusedError);
    expect(error.hasCode("amount_is_too_small")).toBe(true);
    expect(error.userMessage).toBe("Amount: service text for amount is too small");
  });
});

describe("conversions.create at a held quote", () => {
  const order = { buy_currency: "USD", sell_currency: "EUR", amount: new Decimal("100"), fixed_side: "sell" as const, reason: "Invoice", term_agreement: true };

  it("sends the quote_id with the trade", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion() }));
    await core.conversions.create({ ...order, quote_id: referenceExample.quote_id, unique_request_id: "row-7" });
    const call = onlyCall(calls);
    expect(call.form.quote_id).toBe(referenceExample.quote_id);
    expect(call.form.unique_request_id).toBe("row-7");
    expect(call.form.amount).toBe("100.00");
  });

  it("refuses a quote_id that is not a UUID before sending", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.conversion() }));
    await expectRefusal(() => core.conversions.create({ ...order, quote_id: "quote-1" }), calls(), "quote_id");
  });

  it.each([
    [HELD_RATE_CODES.quoteExpired, { expires_at: "2026-01-05T09:05:00+00:00" }, "The held rate expired at 5 Jan 2026 09:05:00 UTC: check again for a new rate"],
    [HELD_RATE_CODES.quoteAlreadyUsed, {}, "The held rate has already been used for a conversion: check again for a new rate"],
    [HELD_RATE_CODES.quoteNotFound, {}, "The held rate was not found for this account: check again for a new rate"],
    [HELD_RATE_CODES.quoteMismatch, { field: "amount" }, "The conversion is not the trade the rate was held for (its amount differs): check again for a new rate"],
  ])("words the refusal %s for a person", async (code, params, words) => {
    const { core } = clientOver(() => errorReply(400, "conversion_create_failed", { quote_id: [{ code, message: `service text for ${code}`, params }] }));
    const error = (await core.conversions.create({ ...order, quote_id: referenceExample.quote_id }).catch((caught: unknown) => caught)) as HeldRateRefusedError;
    expect(error).toBeInstanceOf(HeldRateRefusedError);
    expect(error.hasCode(code)).toBe(true);
    expect(error.userMessage).toBe(words);
  });
});
