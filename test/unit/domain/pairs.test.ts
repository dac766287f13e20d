import { describe, expect, it } from "@jest/globals";
import { marketConventionPair, pairCode, parsePair } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("parsePair", () => {
  it.each(["EURGBP", "EUR/GBP", "EUR:GBP", "EUR-GBP", "EUR GBP", "eurgbp", "eur/gbp", "  Eur - Gbp  ", " EUR  GBP "])(
    "reads %p as EUR then GBP",
    (spelling) => {
      expect(parsePair(spelling)).toEqual({ base: "EUR", quote: "GBP" });
    },
  );

  it("keeps the order written", () => {
    expect(parsePair("GBP/EUR")).toEqual({ base: "GBP", quote: "EUR" });
  });

  it.each([
    ["EUREUR", "same_currency"],
    ["eur/EUR", "same_currency"],
    ["EURABC", "unknown_currency"],
    ["EUR/XAU", "currency_not_tradable"],
    ["EURGB", "is_in_invalid_format"],
    ["EUR_GBP", "is_in_invalid_format"],
    ["EUR//GBP", "is_in_invalid_format"],
    ["", "is_required"],
    [7, "type_is_wrong"],
  ])("refuses %p with %s", (value, code) => {
    const error = refusal(() => parsePair(value));
    expect(error.code).toBe(code);
    expect(error.field).toBe("currency_pair");
    expect(error.message.startsWith("currency_pair: ")).toBe(true);
  });

  it("uses the caller's field name", () => {
    expect(refusal(() => parsePair("EURXYZ", "Pair (row 4)")).message).toContain("Pair (row 4): ");
  });
});

describe("pairCode", () => {
  it("joins base and quote", () => {
    expect(pairCode({ base: "USD", quote: "JPY" })).toBe("USDJPY");
  });
});

describe("marketConventionPair", () => {
  const ranking: Record<string, number> = { CHF: 1.1, JPY: 0.0067, NOK: 0.094, SEK: 0.096, INR: 0.012 };
  const valueInUsd = (code: string): number | undefined => ranking[code];
  const conventional = (a: string, b: string) => pairCode(marketConventionPair(a, b, valueInUsd));

  it.each([
    ["EUR", "GBP", "EURGBP"],
    ["GBP", "EUR", "EURGBP"],
    ["GBP", "USD", "GBPUSD"],
    ["USD", "GBP", "GBPUSD"],
    ["NZD", "AUD", "AUDNZD"],
    ["USD", "AUD", "AUDUSD"],
    ["USD", "NZD", "NZDUSD"],
    ["JPY", "USD", "USDJPY"],
    ["CHF", "EUR", "EURCHF"],
    ["INR", "GBP", "GBPINR"],
    ["JPY", "CHF", "CHFJPY"],
    ["CHF", "JPY", "CHFJPY"],
    ["NOK", "SEK", "SEKNOK"],
    ["SEK", "NOK", "SEKNOK"],
  ])("%s and %s → %s", (a, b, expected) => {
    expect(conventional(a, b)).toBe(expected);
  });

  it("follows the ranking given, not a built-in one", () => {
    const nokStronger = (code: string) => ({ NOK: 0.1, SEK: 0.09 })[code];
    expect(pairCode(marketConventionPair("SEK", "NOK", nokStronger))).toBe("NOKSEK");
  });

  it("does not need a ranking when a major currency is involved", () => {
    expect(pairCode(marketConventionPair("THB", "USD", () => undefined))).toBe("USDTHB");
  });

  it("orders equal values alphabetically so the answer is stable", () => {
    expect(pairCode(marketConventionPair("SEK", "NOK", () => 1))).toBe("NOKSEK");
  });

  it("refuses when a value is missing", () => {
    const error = refusal(() => marketConventionPair("CHF", "THB", valueInUsd));
    expect(error.code).toBe("unknown_value");
    expect(error.message).toContain("THB");
  });

  it("refuses the same currency twice", () => {
    expect(refusal(() => marketConventionPair("EUR", "EUR", valueInUsd)).code).toBe("same_currency");
  });
});
