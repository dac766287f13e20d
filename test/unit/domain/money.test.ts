import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { formatAmount, parseAmount, roundToMinorUnits, toWireDecimal } from "../../../src/domain";
import { refusal } from "./expect-refusal";

describe("parseAmount accepts", () => {
  it.each([
    ["1000", "GBP", "1000"],
    ["1000.50", "GBP", "1000.5"],
    ["1,000.50", "GBP", "1000.5"],
    ["1,234,567.89", "USD", "1234567.89"],
    ["  250  ", "EUR", "250"],
    ["0.01", "EUR", "0.01"],
    ["1500", "JPY", "1500"],
    ["1.234", "BHD", "1.234"],
    ["10.500", "GBP", "10.5"],
    ["999999999999999.99", "USD", "999999999999999.99"],
  ])("%p %s as %s", (text, currency, expected) => {
    expect(toWireDecimal(parseAmount(text, currency))).toBe(expected);
  });

  it.each([
    [1000, "1000"],
    [10.25, "10.25"],
    [0.5, "0.5"],
  ])("number %p as %s", (value, expected) => {
    expect(toWireDecimal(parseAmount(value, "EUR"))).toBe(expected);
  });

  it("keeps 10000.23 exactly", () => {
    const amount = parseAmount("10000.23", "EUR");
    expect(formatAmount(amount, "EUR")).toBe("10000.23");
    expect(toWireDecimal(amount)).toBe("10000.23");
  });
});

describe("parseAmount refuses", () => {
  it.each<[unknown, string, string]>([
    ["-100", "not_positive", "negative"],
    [-5, "not_positive", "negative"],
    ["0", "not_positive", "zero"],
    ["0.00", "not_positive", "zero"],
    [0, "not_positive", "zero"],
    ["", "is_required", "required"],
    ["   ", "is_required", "required"],
    [Number.NaN, "is_in_invalid_format", "finite"],
    [Number.POSITIVE_INFINITY, "is_in_invalid_format", "finite"],
    ["NaN", "is_in_invalid_format", "not an amount"],
    ["Infinity", "is_in_invalid_format", "not an amount"],
    ["1e3", "exponent_not_allowed", "exponent"],
    ["1.5E+3", "exponent_not_allowed", "exponent"],
    [1e21, "too_large", "15 digits"],
    [1e-7, "too_many_decimals", '"0.0000001" has 7'],
    ["abc", "is_in_invalid_format", "not an amount"],
    ["10,00", "is_in_invalid_format", "commas only between thousands"],
    ["1,5", "is_in_invalid_format", "commas only between thousands"],
    ["1000,000.00", "is_in_invalid_format", "commas only between thousands"],
    [",100", "is_in_invalid_format", "not an amount"],
    ["10.", "is_in_invalid_format", "not an amount"],
    ["1 000", "is_in_invalid_format", "not an amount"],
    ["+100", "is_in_invalid_format", "not an amount"],
    ["10.123", "too_many_decimals", 'GBP allows at most 2 decimals; "10.123" has 3 — correct the amount, it is never rounded'],
    ["1000000000000000", "too_large", "15 digits"],
    [1e20, "too_large", "15 digits"],
    [true, "type_is_wrong", "boolean true"],
    [null, "type_is_wrong", "null"],
  ])("%p with %s", (value, code, messagePart) => {
    const error = refusal(() => parseAmount(value, "GBP"));
    expect(error.code).toBe(code);
    expect(error.field).toBe("amount");
    expect(error.message.startsWith("amount: ")).toBe(true);
    expect(error.message).toContain(messagePart);
  });

  it("names the caller's field", () => {
    const error = refusal(() => parseAmount("-1", "EUR", "sell_amount"));
    expect(error.field).toBe("sell_amount");
    expect(error.message).toMatch(/^sell_amount: "-1" is negative/);
  });

  it("allows no decimals for JPY and three for BHD", () => {
    expect(refusal(() => parseAmount("1500.5", "JPY")).message).toBe(
      'amount: JPY allows no decimals; "1500.5" has 1 — correct the amount, it is never rounded',
    );
    expect(refusal(() => parseAmount("1.2345", "KWD")).message).toContain("KWD allows at most 3 decimals");
  });

  it("counts the decimals as typed, trailing zeros too", () => {
    expect(refusal(() => parseAmount("1,000.50", "JPY")).message).toBe(
      'amount: JPY allows no decimals; "1,000.50" has 2 — correct the amount, it is never rounded',
    );
    expect(refusal(() => parseAmount("10.1230", "EUR")).message).toContain('"10.1230" has 4');
    // The value decides: as many zeros as typed after what the currency allows are no decimals of the amount.
    expect(parseAmount("1000.00", "JPY").toFixed()).toBe("1000");
  });

  it("refuses an unknown currency", () => {
    expect(refusal(() => parseAmount("10", "ABC")).field).toBe("currency");
  });
});

describe("parseAmount takes a number from a cell at Excel's 15 significant digits", () => {
  // What a formula leaves in a cell: the double, with binary noise past the 15 digits Excel shows.
  it.each<[number, string, string]>([
    [100 * 1.1 * 10, "EUR", "1100"],
    [1100.0000000000002, "EUR", "1100"],
    [0.1 + 0.2, "EUR", "0.3"],
    [100 * 1.1, "GBP", "110"],
    [3 * 1.1, "USD", "3.3"],
    [4.35 * 100, "EUR", "435"],
    [1001 * 1.1, "EUR", "1101.1"],
    [19.99 * 3, "EUR", "59.97"],
    [364.99, "EUR", "364.99"],
    [1.005, "BHD", "1.005"],
    [1500, "JPY", "1500"],
    [1.1 * 1000 * 1000, "JPY", "1100000"],
    [999999999999999, "EUR", "999999999999999"],
    [123456789012.34, "EUR", "123456789012.34"],
    [0.01, "EUR", "0.01"],
  ])("%p %s as %s", (value, currency, expected) => {
    expect(toWireDecimal(parseAmount(value, currency))).toBe(expected);
  });

  // What a person typed keeps its digits: more decimals than the currency has is still refused, never rounded.
  it.each<[unknown, string, string, string]>([
    [10.001, "EUR", "too_many_decimals", 'EUR allows at most 2 decimals; "10.001" has 3 — correct the amount, it is never rounded'],
    ["10.001", "EUR", "too_many_decimals", 'EUR allows at most 2 decimals; "10.001" has 3 — correct the amount, it is never rounded'],
    [1100.5, "JPY", "too_many_decimals", 'JPY allows no decimals; "1100.5" has 1 — correct the amount, it is never rounded'],
    [1.2345, "KWD", "too_many_decimals", 'KWD allows at most 3 decimals; "1.2345" has 4 — correct the amount, it is never rounded'],
    [100.11 * 1.1, "EUR", "too_many_decimals", '"110.121" has 3'],
    [1e-20, "EUR", "too_many_decimals", '"0.00000000000000000001" has 20'],
    // Text is never read at 15 digits: these are exactly what was typed.
    ["1100.0000000000002", "EUR", "too_many_decimals", '"1100.0000000000002" has 13'],
    ["0.30000000000000004", "EUR", "too_many_decimals", '"0.30000000000000004" has 17'],
    [-1100.0000000000002, "EUR", "not_positive", '"-1100" is negative'],
    [-0, "EUR", "not_positive", '"0" is zero'],
    [1e-16, "EUR", "too_many_decimals", '"0.0000000000000001" has 16'],
    [999999999999999.9, "EUR", "too_large", "more than 15 digits before the decimal point"],
    [1e15, "EUR", "too_large", '"1000000000000000" has more than 15 digits'],
    [2 ** 53 + 2, "EUR", "too_large", '"9007199254740990" has more than 15 digits'],
  ])("%p %s with %s", (value, currency, code, messagePart) => {
    const error = refusal(() => parseAmount(value, currency));
    expect(error.code).toBe(code);
    expect(error.message).toContain(messagePart);
  });
});

describe("formatAmount", () => {
  it.each([
    ["10000.23", "EUR", "10000.23"],
    ["10", "EUR", "10.00"],
    ["1500", "JPY", "1500"],
    ["1.5", "BHD", "1.500"],
    ["-12.3", "USD", "-12.30"],
    ["0", "GBP", "0.00"],
  ])("%s %s → %s", (value, currency, expected) => {
    expect(formatAmount(new Decimal(value), currency)).toBe(expected);
  });

  it("refuses to round silently", () => {
    expect(refusal(() => formatAmount(new Decimal("8037.1851"), "GBP")).code).toBe("too_many_decimals");
  });
});

describe("roundToMinorUnits", () => {
  it.each([
    ["8037.185", "GBP", "8037.19"],
    ["8037.1849", "GBP", "8037.18"],
    ["-2.345", "EUR", "-2.35"],
    ["1499.5", "JPY", "1500"],
    ["1.2345", "KWD", "1.235"],
  ])("%s %s → %s (half up)", (value, currency, expected) => {
    expect(toWireDecimal(roundToMinorUnits(new Decimal(value), currency))).toBe(expected);
  });

  it("rounds a converted amount", () => {
    const converted = new Decimal("10000.23").times("0.8037");
    expect(formatAmount(roundToMinorUnits(converted, "GBP"), "GBP")).toBe("8037.18");
  });
});

describe("toWireDecimal", () => {
  it("never uses exponent notation", () => {
    expect(toWireDecimal(new Decimal("1e-8"))).toBe("0.00000001");
    expect(toWireDecimal(new Decimal("1e21"))).toBe("1000000000000000000000");
  });

  it("refuses non-finite values", () => {
    expect(() => toWireDecimal(new Decimal(Number.NaN))).toThrow(RangeError);
  });
});
