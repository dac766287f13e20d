/**
 * A conversion check's first figures from the market's bid and offer (issue 32 point 2): the side the trade takes
 * (the offer buying the base currency, the bid selling it), rounded as a detailed quote's core rate is, the amount that
 * follows from the fixed side rounded half-up to its currency's minor units (JPY none, KWD three), pairs asked in
 * market convention — both ways round where only the rates can decide it — and trades in either direction.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { amountsAtRate, coreRateOf } from "../../../../../src/domain";
import { conventionMarket, indicativeFigures, pairsToAsk } from "../../../../../src/jobs/kinds/conversion/indicative-figures";

const market = (bid: string, offer: string) => [new Decimal(bid), new Decimal(offer)] as const;
const trade = (buyCurrency: string, sellCurrency: string, fixedSide: "buy" | "sell", amount: string) => ({ buyCurrency, sellCurrency, fixedSide, amount: new Decimal(amount) });
/** Figures as text, to compare exactly. */
const shown = (figures: ReturnType<typeof indicativeFigures>) =>
  figures === undefined ? undefined : { pair: figures.currencyPair, rate: figures.clientRate.toFixed(), buy: `${figures.buyAmount.toFixed()} ${figures.buyCurrency}`, sell: `${figures.sellAmount.toFixed()} ${figures.sellCurrency}` };

/** EURGBP as the provider's guide shows it: sell EUR at the bid, buy EUR at the offer. */
const EURGBP = { EURGBP: market("0.805300", "0.805900") };

describe("indicative figures from rates/find", () => {
  it("buying the base currency takes the offer: fixed buy multiplies, fixed sell divides (the guide's example)", () => {
    expect(shown(indicativeFigures(trade("EUR", "GBP", "buy", "1000"), EURGBP))).toEqual({ pair: "EURGBP", rate: "0.8059", buy: "1000 EUR", sell: "805.9 GBP" });
    // 805.90 / 0.8059 = 1000 exactly; 1000 GBP / 0.8059 = 1240.8487… → 1240.85.
    expect(shown(indicativeFigures(trade("EUR", "GBP", "sell", "1000"), EURGBP))).toEqual({ pair: "EURGBP", rate: "0.8059", buy: "1240.85 EUR", sell: "1000 GBP" });
  });

  it("buying the quote currency (the inverse of the pair) takes the bid: fixed sell multiplies, fixed buy divides", () => {
    expect(shown(indicativeFigures(trade("GBP", "EUR", "sell", "1000"), EURGBP))).toEqual({ pair: "EURGBP", rate: "0.8053", buy: "805.3 GBP", sell: "1000 EUR" });
    // 1000 GBP at 0.8053 costs 1241.773… EUR → 1241.77.
    expect(shown(indicativeFigures(trade("GBP", "EUR", "buy", "1000"), EURGBP))).toEqual({ pair: "EURGBP", rate: "0.8053", buy: "1000 GBP", sell: "1241.77 EUR" });
  });

  it("rounds the rate as a detailed quote's core rate (offer up, bid down, 4 places) and the amount half-up to its minor units", () => {
    const rates = { USDJPY: market("149.123456", "149.129951") };
    expect(coreRateOf(rates.USDJPY, true).toFixed()).toBe("149.13");
    expect(coreRateOf(rates.USDJPY, false).toFixed()).toBe("149.1234");
    // JPY has no minor units: 1000.50 USD × 149.13 = 149204.565 → 149205; 2500.50 USD sold at the bid, 372883.06… → 372883.
    expect(shown(indicativeFigures(trade("USD", "JPY", "buy", "1000.5"), rates))).toEqual({ pair: "USDJPY", rate: "149.13", buy: "1000.5 USD", sell: "149205 JPY" });
    expect(shown(indicativeFigures(trade("JPY", "USD", "sell", "2500.50"), rates))?.buy).toBe("372883 JPY");
    // KWD has three: 100 EUR at 0.33456 → 33.456 KWD (0.3346 rounded up, buying EUR).
    expect(shown(indicativeFigures(trade("EUR", "KWD", "buy", "100"), { EURKWD: market("0.334500", "0.334551") }))).toEqual({ pair: "EURKWD", rate: "0.3346", buy: "100 EUR", sell: "33.46 KWD" });
    expect(amountsAtRate(trade("KWD", "EUR", "sell", "10"), new Decimal("0.3345"), false).buyAmount.toFixed()).toBe("3.345");
  });

  it("asks pairs in market convention where a major currency decides it, and both ways round where only the rates can", () => {
    expect(pairsToAsk([trade("GBP", "EUR", "buy", "1"), trade("EUR", "GBP", "sell", "1"), trade("JPY", "USD", "buy", "1"), trade("CHF", "JPY", "buy", "1"), trade("JPY", "CHF", "sell", "1")])).toEqual([
      "EURGBP",
      "USDJPY",
      "CHFJPY",
      "JPYCHF",
    ]);
    // The rates say a franc is worth more than a yen, so CHF is the base whichever way the trade goes.
    const rates = { CHFJPY: market("168.500000", "168.600000"), JPYCHF: market("0.005931", "0.005935") };
    expect(conventionMarket("JPY", "CHF", rates)?.pair).toEqual({ base: "CHF", quote: "JPY" });
    expect(shown(indicativeFigures(trade("JPY", "CHF", "buy", "100000"), rates))).toEqual({ pair: "CHFJPY", rate: "168.5", buy: "100000 JPY", sell: "593.47 CHF" });
    // Either way round the answer decides the base (SEK is worth more than ISK); the figures need the base's own rate.
    expect(conventionMarket("ISK", "SEK", { ISKSEK: market("0.075000", "0.075100") })).toBeUndefined();
    expect(conventionMarket("SEK", "ISK", { SEKISK: market("13.300000", "13.310000") })?.pair).toEqual({ base: "SEK", quote: "ISK" });
  });

  it("has no figures for a pair the answer has no rate for", () => {
    expect(indicativeFigures(trade("EUR", "USD", "buy", "1"), EURGBP)).toBeUndefined();
  });
});
