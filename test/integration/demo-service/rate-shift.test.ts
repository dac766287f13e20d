/**
 * The demo service's rate shift (`/__admin/rates/shift`, docs/provider-api.md §13), read through the client: a currency
 * or a pair moved by a percentage from now on, seen by rates/find, rates/detailed, quotes/create and conversions/create.
 * The clock is frozen, so the demo rates' periodic move plays no part: before and after differ by the shift and the
 * rounding of the answer alone (6 places for basic rates, 4 for detailed quotes).
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { enableHeldRates, shiftRate } from "../../support/demo-admin";
import { withDemoService } from "../../support/with-demo-service";

const h = withDemoService({ perTest: true });

const SELL_GBP = { buy_currency: "USD", sell_currency: "GBP", fixed_side: "sell" as const, amount: new Decimal("10000.00"), conversion_date_preference: "default" as const };

async function basic(pair: string): Promise<[Decimal, Decimal]> {
  const rate = (await h.client.core.rates.find([pair])).rates[pair];
  if (rate === undefined) throw new Error(`no rate for ${pair}`);
  return rate;
}

/** `actual` is `expected` give or take `tolerance`: the rounding of the answer. */
function expectNear(actual: Decimal, expected: Decimal, tolerance: string): void {
  expect({ actual: actual.toFixed(), within: actual.minus(expected).abs().lte(tolerance) }).toEqual({ actual: actual.toFixed(), within: true });
}

describe("demo service: rate shift", () => {
  it("moves a currency against every other by the percentage, in rates/find and detailed quotes", async () => {
    const [gbpUsdBid, gbpUsdOffer] = await basic("GBPUSD");
    const [usdGbpBid] = await basic("USDGBP");
    const eurUsd = await basic("EURUSD");
    const detailedBefore = await h.client.core.rates.detailed(SELL_GBP);

    await shiftRate(h.demoService, "GBP", "-0.5");
    const factor = new Decimal("0.995");

    const [bid, offer] = await basic("GBPUSD");
    expectNear(bid, gbpUsdBid.mul(factor), "0.000003");
    expectNear(offer, gbpUsdOffer.mul(factor), "0.000003");
    expectNear((await basic("USDGBP"))[0], usdGbpBid.div(factor), "0.000003");
    // A pair without GBP does not move at all.
    expect((await basic("EURUSD")).map((rate) => rate.toFixed(6))).toEqual(eurUsd.map((rate) => rate.toFixed(6)));

    const detailed = await h.client.core.rates.detailed(SELL_GBP);
    expectNear(detailed.mid_market_rate, detailedBefore.mid_market_rate.mul(factor), "0.0001");
    // Rounded down to 4 places before and after: each answer may be up to 0.0001 under the exact figure.
    expectNear(detailed.client_rate, detailedBefore.client_rate.mul(factor), "0.0002");
    // The amounts follow the moved rate: selling GBP, the base, buys sell × rate dollars.
    expect(detailed.client_buy_amount.toFixed(2)).toBe(new Decimal(10000).mul(detailed.client_rate).toDecimalPlaces(2).toFixed(2));
    expect(detailed.client_buy_amount.lt(detailedBefore.client_buy_amount)).toBe(true);
  });

  it("moves one pair, both ways round, and nothing else", async () => {
    const [gbpUsdBid] = await basic("GBPUSD");
    const [usdGbpBid] = await basic("USDGBP");
    const eurGbp = await basic("EURGBP");

    await shiftRate(h.demoService, "GBPUSD", "1");
    expectNear((await basic("GBPUSD"))[0], gbpUsdBid.mul("1.01"), "0.000003");
    expectNear((await basic("USDGBP"))[0], usdGbpBid.div("1.01"), "0.000003");
    expect((await basic("EURGBP")).map((rate) => rate.toFixed(6))).toEqual(eurGbp.map((rate) => rate.toFixed(6)));
  });

  it("is seen by quotes/create and conversions/create as by detailed quotes", async () => {
    await enableHeldRates(h.demoService, h.demoService.state.data.houseAccountId, ["3m"]);
    await shiftRate(h.demoService, "GBP", "3");
    const detailed = await h.client.core.rates.detailed(SELL_GBP);
    const quote = await h.client.core.quotes.create({ ...SELL_GBP, hold_period: "3m" });
    const conversion = await h.client.core.conversions.create({ ...SELL_GBP, reason: "Shifted", term_agreement: true });
    expect(quote.client_rate.toFixed(4)).toBe(detailed.client_rate.toFixed(4));
    expect(conversion.client_rate.toFixed(4)).toBe(detailed.client_rate.toFixed(4));
    expect(conversion.client_buy_amount.toFixed(2)).toBe(detailed.client_buy_amount.toFixed(2));
  });

  it("is replaced by a later shift of the same currency, removed by 0, and all cleared by the reset", async () => {
    const before = await basic("GBPUSD");
    await shiftRate(h.demoService, "GBP", "2");
    await shiftRate(h.demoService, "GBP", "-1");
    expectNear((await basic("GBPUSD"))[0], before[0].mul("0.99"), "0.000003");
    await shiftRate(h.demoService, "GBP", "0");
    expect((await basic("GBPUSD")).map((rate) => rate.toFixed(6))).toEqual(before.map((rate) => rate.toFixed(6)));

    await shiftRate(h.demoService, "EUR", "4");
    await shiftRate(h.demoService, "GBPUSD", "-4");
    const listed = await (await fetch(`${h.demoService.url}/__admin/rates/shift`)).json();
    expect(listed).toEqual({ shifts: [{ target: "EUR", percent: "4" }, { target: "GBPUSD", percent: "-4" }] });
    const reset = await fetch(`${h.demoService.url}/__admin/rates/reset`, { method: "POST" });
    expect(await reset.json()).toEqual({ shifts: [] });
    expect((await basic("GBPUSD")).map((rate) => rate.toFixed(6))).toEqual(before.map((rate) => rate.toFixed(6)));
  });

  it.each([
    [{ currency: "XXX", percent: "1" }, "give currency (e.g. GBP) or currency_pair (e.g. GBPUSD)"],
    [{ currency_pair: "GBPGBP", percent: "1" }, "give currency (e.g. GBP) or currency_pair (e.g. GBPUSD)"],
    [{ currency: "GBP", percent: "-100" }, "percent must be a number above -100"],
    [{ currency: "GBP", percent: "half" }, "percent must be a number above -100"],
  ])("refuses %j, saying what to give", async (body, words) => {
    const answer = await fetch(`${h.demoService.url}/__admin/rates/shift`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(words);
  });
});
