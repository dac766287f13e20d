import { describe, expect, it } from "@jest/globals";
import { isCurrencyCode, minorUnits, parseCurrency } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("minorUnits", () => {
  it.each([
    ["JPY", 0],
    ["BHD", 3],
    ["KWD", 3],
    ["CLF", 4],
    ["EUR", 2],
    ["GBP", 2],
    ["CNH", 2],
  ])("%s has %i minor units", (code, digits) => {
    expect(minorUnits(code)).toBe(digits);
  });

  it("refuses codes whose minor units ISO lists as not applicable", () => {
    const error = refusal(() => minorUnits("XAU"));
    expect(error.code).toBe("unknown_currency");
  });

  it("refuses unknown codes", () => {
    expect(refusal(() => minorUnits("ABC")).message).toContain('"ABC"');
  });
});

describe("parseCurrency", () => {
  it("trims and upper-cases", () => {
    expect(parseCurrency("  eur ")).toBe("EUR");
    expect(parseCurrency("Jpy")).toBe("JPY");
  });

  it("accepts offshore renminbi, a market code outside ISO 4217", () => {
    expect(parseCurrency("cnh")).toBe("CNH");
    expect(isCurrencyCode("CNH")).toBe(true);
  });

  it.each([
    [42, "type_is_wrong"],
    [null, "type_is_wrong"],
    ["   ", "is_required"],
    ["EURO", "is_in_invalid_format"],
    ["E1R", "is_in_invalid_format"],
    ["ABC", "unknown_currency"],
    ["XAU", "currency_not_tradable"],
    ["UYW", "currency_not_tradable"],
    ["XDR", "currency_not_tradable"],
    ["XTS", "currency_not_tradable"],
    ["CLF", "currency_not_tradable"],
    ["USN", "currency_not_tradable"],
  ])("refuses %p with %s", (value, code) => {
    const error = refusal(() => parseCurrency(value, "buy_currency"));
    expect(error.code).toBe(code);
    expect(error.field).toBe("buy_currency");
    expect(error.message.startsWith("buy_currency: ")).toBe(true);
  });

  it("names the default field", () => {
    expect(refusal(() => parseCurrency("ABC")).message).toMatch(/^currency: "ABC" is not an ISO 4217 currency code/);
  });

  it("accepts real currencies that start with X", () => {
    expect(parseCurrency("xof")).toBe("XOF");
    expect(parseCurrency("XCD")).toBe("XCD");
  });
});

describe("isCurrencyCode", () => {
  it("is true only for upper-case tradable codes", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("KWD")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("ABC")).toBe(false);
    expect(isCurrencyCode("XAU")).toBe(false);
    expect(isCurrencyCode("CLF")).toBe(false);
  });
});
