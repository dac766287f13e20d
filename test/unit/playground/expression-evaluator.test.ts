/** The playground's arithmetic: JS doubles exactly as Excel computes them, Excel's coercions and errors. */
import { describe, expect, it } from "@jest/globals";
import { evaluateExpression, FormulaError, type FormulaValue } from "../../../src/playground/expression-evaluator";
import { parseExpression } from "../../../src/playground/expression-parser";
import { formatCell, type CellRef } from "../../../src/workbook/address";
import type { CellValue } from "../../../src/workbook/port";

/** A sheet by address: C2..C9 hold amounts, the rest what each case needs. */
const SHEET: Readonly<Record<string, CellValue>> = {
  A1: 1000,
  A2: 100,
  A3: "12.5",
  A4: "EUR",
  A5: true,
  A6: "#N/A",
  A7: 0,
  B1: "#DIV/0!",
  C2: 1250.5,
  C3: 980,
  C4: 4300,
  C5: 310.25,
  C6: 2150,
  C7: "note",
  C8: true,
  C9: null,
  D1: 2.675,
  D2: -2.5,
  D3: 0.1,
  D4: 0.2,
};
const read = (ref: CellRef): CellValue => SHEET[formatCell(ref)] ?? null;

function value(formula: string): FormulaValue {
  const parsed = parseExpression(formula);
  if (!parsed.ok) throw new Error(`${formula} was refused: ${parsed.message}`);
  return evaluateExpression(parsed.expression, read);
}

function error(formula: string): { code: string; message: string } | undefined {
  const result = value(formula);
  return result instanceof FormulaError ? { code: result.code, message: result.message } : undefined;
}

describe("evaluateExpression computes in doubles, as Excel does", () => {
  it.each<[string, FormulaValue]>([
    // The binary noise stays in the cell, as Excel keeps it: what reads the cell decides what it stands for.
    ["=A2*1.1", 110.00000000000001],
    ["=A2*1.1*10", 1100.0000000000002],
    ["=A1*1.1", 1100],
    ["=0.1+0.2", 0.30000000000000004],
    ["=D3+D4", 0.30000000000000004],
    ["=SUM(C2:C9)", 8990.75],
    // Text in a referenced cell is skipped; text given directly counts when it reads as a number.
    ["=SUM(C2:C3, 10, A3)", 2240.5],
    ['=SUM(C2:C3, 10, A3, "2.5")', 2243],
    ["=AVERAGE(C2:C6)", 1798.15],
    ["=MIN(C2:C9)", 310.25],
    ["=MAX(C2:C9, 5000)", 5000],
    ["=MIN(A4:A5)", 0],
    ["=ROUND(D1, 2)", 2.68],
    ["=ROUND(D2, 0)", -3],
    ["=ROUND(1234.5, -2)", 1200],
    ["=ROUND(A2*1.1*10, 2)", 1100],
    ["=2^10", 1024],
    ["=-2^2", 4],
    ["=10-4-3", 3],
    ["=A3*2", 25],
    ["=A5+1", 2],
    ["=Z99+1", 1],
    ["=Z99", 0],
    ["=-A7", 0],
    ['="Total: "&C3', "Total: 980"],
    ['=0.1+0.2&""', "0.3"],
    ['=Z99&"|"&A5', "|TRUE"],
    ["=C3>C2", false],
    ['=A4="eur"', true],
    ['=1<"a"', true],
    ["=Z99=0", true],
    ["=C3<>980", false],
  ])("%s → %p", (formula, expected) => {
    expect(value(formula)).toBe(expected);
  });

  it.each([
    ["=A1/0", "#DIV/0!", "Division by zero"],
    ["=A1/Z99", "#DIV/0!", "Division by zero"],
    ["=AVERAGE(C7:C9)", "#DIV/0!", "AVERAGE found no numbers"],
    ["=0^-1", "#DIV/0!", "0 to a negative power"],
    ["=A4*2", "#VALUE!", '"EUR" is text, not a number'],
    ['=""+1', "#VALUE!", '"" is text, not a number'],
    ['=SUM(1, "x")', "#VALUE!", '"x" is text, not a number'],
    ["=C2:C9", "#VALUE!", "C2:C9 is a range: use it inside a function, e.g. SUM(C2:C9)"],
    ["=ROUND(D1)", "#VALUE!", "ROUND takes two arguments"],
    ["=A6+1", "#N/A", "A6 shows #N/A"],
    ["=SUM(A5:A7)", "#N/A", "A6 shows #N/A"],
    ["=B1+A6", "#DIV/0!", "B1 shows #DIV/0!"],
    ["=A6/0", "#N/A", "A6 shows #N/A"],
    ["=0^0", "#NUM!", "0^0 has no value"],
    ["=(-8)^0.5", "#NUM!", "not a number"],
    ["=1E308*10", "#NUM!", "too large"],
    ["=VLOOKUP(1, C2:C9, 1)", "#NAME?", "VLOOKUP is not a function the playground evaluates"],
    ['=FX.RATE("EURGBP")*2', "#NAME?", "evaluates FX.RATE as a whole formula only"],
  ])("%s → %s", (formula, code, message) => {
    expect(error(formula)).toEqual({ code, message: expect.stringContaining(message) });
  });
});
