import { describe, expect, it } from "@jest/globals";
import { decimalFromCellNumber, typedCellNumber } from "../../../src/domain";

describe("decimalFromCellNumber reads a cell's number as Excel holds it: 15 significant digits", () => {
  it.each<[number, string]>([
    [100 * 1.1 * 10, "1100"],
    [0.1 + 0.2, "0.3"],
    [33.333333333333336, "33.3333333333333"],
    [364.99, "364.99"],
    [10.001, "10.001"],
    [-2.675, "-2.675"],
    [-0, "0"],
    [123456789012345, "123456789012345"],
    // Past 15 digits the number keeps its size, in full digits, never exponent notation.
    [1234567890123456800, "1234567890123460000"],
    [1e21, "1000000000000000000000"],
    [1e-7, "0.0000001"],
    [1 / 3, "0.333333333333333"],
  ])("%p as %s", (value, expected) => {
    expect(decimalFromCellNumber(value).toFixed()).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("refuses %p, which no cell holds", (value) => {
    expect(() => decimalFromCellNumber(value)).toThrow(RangeError);
  });
});

describe("typedCellNumber keeps what Excel keeps of typed digits: 15 significant, the rest dropped", () => {
  it.each<[string, number]>([
    ["12345678901234.56", 12345678901234.5],
    ["12345678901234567", 12345678901234500],
    ["-12345678901234.59", -12345678901234.5],
    ["0.1234567890123456789", 0.123456789012345],
    ["1250.50", 1250.5],
    ["123456789012345", 123456789012345],
    [".5", 0.5],
    ["1e3", 1000],
    ["+7", 7],
  ])("%s as %p", (typed, expected) => {
    expect(typedCellNumber(typed)).toBe(expected);
  });
});
