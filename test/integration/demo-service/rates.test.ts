import Decimal from "decimal.js";
import { describe, expect, it } from "@jest/globals";
import { basicRatesSchema, detailedQuoteSchema } from "../../../src/api/schemas";
import type { DemoServer } from "../../../src/demo-service/server";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { subAccount } from "../../support/demo-data";
import { call, codes, login } from "../../support/demo-http";
import { withDemoService } from "../../support/with-demo-service";

describe(`demo service: rates ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let token: string;
  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, async (demo) => {
    demoService = demo.demoService;
    token = await login(demoService);
  });

  it("finds many pairs, keyed exactly as requested, bid < offer with six decimals", async () => {
    const answer = await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURGBP,USDGBP,GBPUSD,USDJPY,USDIDR" }, { token });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.rates)).toEqual(["EURGBP", "USDGBP", "GBPUSD", "USDJPY", "USDIDR"]);
    for (const [bid, offer] of Object.values(answer.body.rates as Record<string, [string, string]>)) {
      expect(bid).toMatch(/^\d+\.\d{6}$/);
      expect(offer).toMatch(/^\d+\.\d{6}$/);
      expect(new Decimal(bid).lt(offer)).toBe(true);
    }
    const parsed = basicRatesSchema.parse(answer.body);
    expect(parsed.rates.GBPUSD![0].mul(parsed.rates.USDGBP![1]).toDecimalPlaces(2).toString()).toBe("1");
  });

  it("lists pairs without a rate in unavailable and refuses malformed ones unless told to ignore them", async () => {
    const answer = await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURGBP,USDARS" }, { token });
    expect(answer.body.unavailable).toEqual(["USDARS"]);
    // SW GetBasicRates: invalid_currency_pair, its params naming the pairs refused — every one, in the order asked.
    const malformed = await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURGBP,EUR/GBP,XYZABC" }, { token });
    expect([malformed.status, malformed.body]).toEqual([400, {
      error_code: "rate_find_failed",
      error_messages: { currency_pair: [{ code: "invalid_currency_pair", message: "Invalid currency pair", params: { currency_pair: ["EUR/GBP", "XYZABC"] } }] },
    }]);
    const ignored = await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURGBP,EUR/GBP", ignore_invalid_pairs: "true" }, { token });
    expect(Object.keys(ignored.body.rates)).toEqual(["EURGBP"]);
  });

  it("moves the demo rates a little each refresh period, deterministically", async () => {
    const before = (await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token })).body.rates.EURUSD;
    const again = (await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token })).body.rates.EURUSD;
    expect(again).toEqual(before);
    demoService.clock.advance(60_000);
    const after = (await call(demoService, "GET", "/v2/rates/find", { currency_pair: "EURUSD" }, { token })).body.rates.EURUSD;
    expect(after).not.toEqual(before);
    const move = new Decimal(after[0]).div(before[0]).minus(1).abs();
    expect(move.lte("0.0021")).toBe(true);
  });

  it("prices buying the base currency: sell = buy × rate, pair in market convention", async () => {
    const answer = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "USD", amount: "100", fixed_side: "buy" }, { token });
    expect(answer.status).toBe(200);
    const quote = detailedQuoteSchema.parse(answer.body);
    expect(answer.body.currency_pair).toBe("GBPUSD");
    expect(answer.body.client_rate).toMatch(/^\d+\.\d{4}$/);
    expect(answer.body.client_buy_amount).toBe("100.00");
    expect(quote.client_sell_amount.toFixed(2)).toBe(new Decimal(100).mul(quote.client_rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(answer.body).toMatchObject({ partner_rate: null, deposit_required: false, deposit_amount: "0.0", deposit_currency: "USD", fixed_side: "buy" });
    expect(answer.body.settlement_cut_off_time).toBe("2026-01-07T14:00:00Z");
  });

  it("prices buying the quote currency: sell = buy ÷ rate, and fixed sell amounts", async () => {
    const buyQuote = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "USD", sell_currency: "GBP", amount: "150", fixed_side: "buy" }, { token });
    expect(buyQuote.body.currency_pair).toBe("GBPUSD");
    const rate = new Decimal(buyQuote.body.client_rate);
    expect(buyQuote.body.client_sell_amount).toBe(new Decimal(150).div(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));

    const fixedSell = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "EUR", amount: "10000.23", fixed_side: "sell" }, { token });
    expect(fixedSell.body.currency_pair).toBe("EURGBP");
    expect(fixedSell.body.client_sell_amount).toBe("10000.23");
    expect(fixedSell.body.client_buy_amount).toBe(new Decimal("10000.23").mul(fixedSell.body.client_rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));

    const yen = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "JPY", sell_currency: "USD", amount: "100000", fixed_side: "buy" }, { token });
    expect(yen.body.client_buy_amount).toBe("100000");
    expect(yen.body.currency_pair).toBe("USDJPY");
  });

  it("refuses conversion_date with conversion_date_preference, and more decimals than the currency has", async () => {
    const both = await call(demoService, "GET", "/v2/rates/detailed", {
      buy_currency: "GBP", sell_currency: "USD", amount: "100", fixed_side: "buy", conversion_date: "2026-01-08", conversion_date_preference: "earliest",
    }, { token });
    expect(both.status).toBe(400);
    expect(both.body.error_code).toBe("rate_detailed_failed");
    expect(both.body.error_messages.base).toEqual([expect.objectContaining({ code: "invalid_conversion_date_combination" })]);
    const same = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "GBP", amount: "100", fixed_side: "buy" }, { token });
    expect(same.status).toBe(400);
    expect(same.body.error_messages).toEqual({ base: [expect.objectContaining({ code: "unique_value_parameters" })] });
    const yen = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "JPY", sell_currency: "USD", amount: "100.5", fixed_side: "buy" }, { token });
    expect(codes(yen)).toEqual(["amount_is_in_invalid_format"]);
    const weekend = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "USD", amount: "1", fixed_side: "buy", conversion_date: "2026-01-10" }, { token });
    // SW GetDetailedRates: an unusable date is invalid_delivery_date under conversion_date.
    expect([weekend.status, weekend.body]).toEqual([400, {
      error_code: "rate_detailed_failed",
      error_messages: { conversion_date: [{ code: "invalid_delivery_date", message: "The delivery date you have requested cannot be met for this currency pair", params: {} }] },
    }]);
  });

  it("honours conversion_date and the preference", async () => {
    const dated = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "USD", amount: "1", fixed_side: "buy", conversion_date: "2026-01-09" }, { token });
    expect(dated.body.settlement_cut_off_time).toBe("2026-01-09T14:00:00Z");
    const earliest = await call(demoService, "GET", "/v2/rates/detailed", { buy_currency: "GBP", sell_currency: "USD", amount: "1", fixed_side: "buy", conversion_date_preference: "earliest" }, { token });
    expect(earliest.body.settlement_cut_off_time).toBe("2026-01-05T14:00:00Z");
  });

  it("applies the acting account's spread table, against the client", async () => {
    const { contactId } = await subAccount(demoService, token, "Wide Spread Ltd", { spread_table: "flat_1.00" });
    const params = { buy_currency: "EUR", sell_currency: "USD", amount: "1000", fixed_side: "buy" };
    const house = await call(demoService, "GET", "/v2/rates/detailed", params, { token });
    const client = await call(demoService, "GET", "/v2/rates/detailed", { ...params, on_behalf_of: contactId }, { token });
    expect(client.body.core_rate).toBe(house.body.core_rate);
    expect(new Decimal(client.body.client_rate).gt(house.body.client_rate)).toBe(true);
    expect(new Decimal(client.body.client_rate).div(client.body.core_rate).toDecimalPlaces(3).toString()).toBe("1.01");
  });
});
