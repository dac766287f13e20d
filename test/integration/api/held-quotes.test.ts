/**
 * Held FX quotes through the client over real HTTP (docs/provider-api.md §13): a quote, a conversion booked at its rate
 * after the market moved, and every refusal as the HeldRateRefusedError a person reads.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { BadRequestError, HELD_RATE_CODES, HeldRateRefusedError, type HeldQuoteParams } from "../../../src/api";
import { advance, enableHeldRates, shiftRate } from "../../support/demo-admin";
import { subAccount, uniqueKey } from "../../support/demo-data";
import { login } from "../../support/demo-http";
import { MINUTE } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";

const h = withDemoService({ perTest: true }, async (demo) => {
  await enableHeldRates(demo.demoService, demo.demoService.state.data.houseAccountId, ["30s", "3m"]);
});

/** Selling 10,000.00 GBP for USD, held 3 minutes, for the default (spot) date: far from any cut-off on any pinned day. */
const SELL_GBP: HeldQuoteParams = {
  buy_currency: "USD",
  sell_currency: "GBP",
  fixed_side: "sell",
  amount: new Decimal("10000.00"),
  hold_period: "3m",
  conversion_date_preference: "default",
};

const bookingOf = (quoteId: string | undefined, overrides: Partial<HeldQuoteParams> = {}) => {
  const { hold_period: _hold, ...trade } = { ...SELL_GBP, ...overrides };
  return { ...trade, reason: "Invoice 7", term_agreement: true, unique_request_id: uniqueKey("held"), quote_id: quoteId };
};

/** What the call threw, expected to be a held-rate refusal carrying `code`. */
async function refusalOf(action: Promise<unknown>, code: string): Promise<HeldRateRefusedError> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HeldRateRefusedError);
  expect(error).toBeInstanceOf(BadRequestError);
  const refused = error as HeldRateRefusedError;
  expect(refused.hasCode(code)).toBe(true);
  return refused;
}

describe("held quotes through the client", () => {
  it("holds a rate and books the conversion at it after the market moved", async () => {
    const quote = await h.client.core.quotes.create(SELL_GBP);
    const detailed = await h.client.core.rates.detailed({ ...SELL_GBP });
    // Priced as a detailed quote at the same instant; held for exactly 3 minutes.
    expect(quote.client_rate.equals(detailed.client_rate)).toBe(true);
    expect(quote.client_sell_amount.equals("10000")).toBe(true);
    expect(quote.client_buy_amount.equals(detailed.client_buy_amount)).toBe(true);
    expect(quote.currency_pair).toBe("GBPUSD");
    expect(Date.parse(quote.expires_at) - Date.parse(quote.created_at)).toBe(3 * MINUTE);

    await shiftRate(h.demoService, "GBP", "-2");
    await advance(h.demoService, 2 * MINUTE);
    const conversion = await h.client.core.conversions.create(bookingOf(quote.quote_id));
    expect(conversion.client_rate.equals(quote.client_rate)).toBe(true);
    expect(conversion.core_rate.equals(quote.core_rate)).toBe(true);
    expect(conversion.client_buy_amount.equals(quote.client_buy_amount)).toBe(true);
    expect(conversion.client_sell_amount.equals("10000")).toBe(true);

    // Today's rate is 2 % lower (give or take the demo rates' periodic moves of at most 0.1 % a currency): an unquoted
    // conversion of the same trade buys fewer dollars.
    const unquoted = await h.client.core.conversions.create(bookingOf(undefined));
    expect(unquoted.client_buy_amount.lt(quote.client_buy_amount)).toBe(true);
    expect(unquoted.client_rate.div(quote.client_rate).minus("0.98").abs().lte("0.0025")).toBe(true);
  });

  it("is refused for an account without held rates, in words", async () => {
    await enableHeldRates(h.demoService, h.demoService.state.data.houseAccountId, []);
    const refused = await refusalOf(h.client.core.quotes.create(SELL_GBP), HELD_RATE_CODES.notEnabled);
    expect(refused.userMessage).toBe("Your account does not offer held rates: ask your account manager to enable them");
  });

  it("is refused for a hold period the account is not given", async () => {
    const refused = await refusalOf(h.client.core.quotes.create({ ...SELL_GBP, hold_period: "5m" }), HELD_RATE_CODES.invalidHoldPeriod);
    expect(refused.userMessage).toBe("This hold period is not enabled for your account: ask your account manager which are");
  });

  it("is refused by the service without a hold period (the client's check bypassed with a raw call)", async () => {
    const token = await login(h.demoService);
    const answer = await fetch(`${h.demoService.url}/v2/quotes/create`, {
      method: "POST",
      headers: { "X-Auth-Token": token, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ buy_currency: "USD", sell_currency: "GBP", fixed_side: "sell", amount: "10000.00", conversion_date_preference: "default" }),
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { error_code: string; error_messages: Record<string, { code: string }[]> };
    expect(body.error_code).toBe("quote_create_failed");
    expect(body.error_messages.hold_period?.[0]?.code).toBe(HELD_RATE_CODES.holdPeriodRequired);
    // The client refuses it before sending anything.
    const sentBefore = h.sent.length;
    await expect(h.client.core.quotes.create({ ...SELL_GBP, hold_period: "" })).rejects.toMatchObject({ field: "hold_period", code: "is_required" });
    expect(h.sent.length).toBe(sentBefore);
  });

  it("cannot be booked once expired on the service's clock, and says when it expired", async () => {
    const quote = await h.client.core.quotes.create({ ...SELL_GBP, hold_period: "30s" });
    await advance(h.demoService, 30_000);
    const refused = await refusalOf(h.client.core.conversions.create(bookingOf(quote.quote_id)), HELD_RATE_CODES.quoteExpired);
    const expiry = new Date(Date.parse(quote.expires_at)).toISOString().slice(11, 19);
    expect(refused.userMessage).toMatch(new RegExp(`^The held rate expired at \\d+ \\w{3} \\d{4} ${expiry} UTC: check again for a new rate$`));
    expect(await h.client.core.conversions.find({ sell_currency: "GBP" }).then((found) => found.conversions)).toEqual([]);
  });

  it("books once: a second conversion at the same quote is refused, a retry of the first answers the first", async () => {
    const quote = await h.client.core.quotes.create(SELL_GBP);
    const booking = bookingOf(quote.quote_id);
    const first = await h.client.core.conversions.create(booking);
    // The same unique_request_id again: the service answers duplicate_request and the client finds the first.
    const retried = await h.client.core.conversions.create(booking);
    expect(retried.id).toBe(first.id);
    const refused = await refusalOf(h.client.core.conversions.create(bookingOf(quote.quote_id)), HELD_RATE_CODES.quoteAlreadyUsed);
    expect(refused.userMessage).toBe("The held rate has already been used for a conversion: check again for a new rate");
    expect((await h.client.core.conversions.find({ sell_currency: "GBP" })).conversions.map((c) => c.id)).toEqual([first.id]);
  });

  it("is amount-specific: a different amount, side or currency is refused and leaves the quote bookable", async () => {
    const quote = await h.client.core.quotes.create(SELL_GBP);
    const amount = await refusalOf(h.client.core.conversions.create(bookingOf(quote.quote_id, { amount: new Decimal("10000.01") })), HELD_RATE_CODES.quoteMismatch);
    expect(amount.userMessage).toBe("The conversion is not the trade the rate was held for (its amount differs): check again for a new rate");
    const side = await refusalOf(h.client.core.conversions.create(bookingOf(quote.quote_id, { fixed_side: "buy" })), HELD_RATE_CODES.quoteMismatch);
    expect(side.userMessage).toContain("(its fixed side differs)");
    await refusalOf(h.client.core.conversions.create(bookingOf(quote.quote_id, { buy_currency: "EUR" })), HELD_RATE_CODES.quoteMismatch);

    const booked = await h.client.core.conversions.create(bookingOf(quote.quote_id));
    expect(booked.client_rate.equals(quote.client_rate)).toBe(true);
  });

  it("belongs to the account it was made for: another account's quote is not found", async () => {
    const token = await login(h.demoService);
    const client = await subAccount(h.demoService, token, "Held Ltd");
    await enableHeldRates(h.demoService, client.accountId, ["3m"]);
    const theirs = await h.client.core.quotes.create(SELL_GBP, { onBehalfOf: client.contactId });
    const refused = await refusalOf(h.client.core.conversions.create(bookingOf(theirs.quote_id)), HELD_RATE_CODES.quoteNotFound);
    expect(refused.userMessage).toBe("The held rate was not found for this account: check again for a new rate");
    // On behalf of that account it books.
    const booked = await h.client.core.conversions.create(bookingOf(theirs.quote_id), { onBehalfOf: client.contactId });
    expect(booked.account_id).toBe(client.accountId);
    expect(booked.client_rate.equals(theirs.client_rate)).toBe(true);
  });

  it("counts one request per quote on the service", async () => {
    await h.client.core.quotes.create(SELL_GBP);
    expect(h.sent.filter((line) => line === "POST /v2/quotes/create")).toHaveLength(1);
    expect(h.demoService.state.counters.snapshot()["POST /v2/quotes/create"]).toBe(1);
  });
});
