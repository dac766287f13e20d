import { describe, expect, it } from "@jest/globals";
import { requireFormula, toCellInput } from "../../../src/workbook/safe-text";
import { InvalidInputError } from "../../../src/domain/invalid-input";

describe("safe text", () => {
  it.each(["=SUM(A1)", "+1", "-x", "@x", "\tx", "\rx", "'x"])("prefixes %j with an apostrophe", (text) => {
    expect(toCellInput(text)).toBe(`'${text}`);
  });

  it("leaves ordinary text, numbers and booleans alone, and turns null into a clear", () => {
    expect(toCellInput("Acme = best")).toBe("Acme = best");
    expect(toCellInput(-12.5)).toBe(-12.5);
    expect(toCellInput(false)).toBe(false);
    expect(toCellInput(null)).toBe("");
  });

  it("refuses numbers a cell cannot hold", () => {
    expect(() => toCellInput(Number.NaN)).toThrow(InvalidInputError);
    expect(() => toCellInput(Number.POSITIVE_INFINITY)).toThrow(InvalidInputError);
  });

  it("accepts only text that starts with = as a formula", () => {
    expect(() => requireFormula('=FX.RATE("EURGBP")')).not.toThrow();
    expect(() => requireFormula("FX.RATE")).toThrow(InvalidInputError);
  });
});
