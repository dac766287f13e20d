/** The playground's reading of ordinary formulas: the tree, Excel's precedence, the cells read, refusals. */
import { describe, expect, it } from "@jest/globals";
import { parseExpression, type Expression } from "../../../src/playground/expression-parser";

const number = (value: number): Expression => ({ kind: "number", value });
const cell = (address: string, row: number, column: number): Expression => ({ kind: "cell", ref: { row, column }, address });
const binary = (operator: Extract<Expression, { kind: "binary" }>["operator"], left: Expression, right: Expression): Expression => ({ kind: "binary", operator, left, right });

function tree(formula: string): Expression {
  const parsed = parseExpression(formula);
  if (!parsed.ok) throw new Error(`${formula} was refused: ${parsed.message}`);
  return parsed.expression;
}

describe("parseExpression", () => {
  it("reads numbers, text, booleans, references and calls", () => {
    expect(tree("=C2*1.1")).toEqual(binary("*", cell("C2", 1, 2), number(1.1)));
    expect(tree('="Say ""hi"""')).toEqual({ kind: "text", value: 'Say "hi"' });
    expect(tree("=true")).toEqual({ kind: "boolean", value: true });
    expect(tree("=$b$3")).toEqual(cell("$B$3", 2, 1));
    expect(tree("=1.5E+3")).toEqual(number(1500));
    expect(tree("=sum(C2:C9, 4)")).toEqual({
      kind: "call",
      name: "SUM",
      args: [{ kind: "range", rect: { row: 1, column: 2, rowCount: 8, columnCount: 1 }, address: "C2:C9" }, number(4)],
    });
    expect(tree("=ROUND()")).toEqual({ kind: "call", name: "ROUND", args: [] });
  });

  // Each formula and the same formula with Excel's implicit parentheses written out.
  it.each([
    ["=1+2*3", "=1+(2*3)"],
    ["=1-2-3", "=(1-2)-3"],
    ["=8/4/2", "=(8/4)/2"],
    ["=2^3^2", "=(2^3)^2"],
    ["=-2^2", "=(-2)^2"],
    ["=2*3^2", "=2*(3^2)"],
    ['=1+2&"x"', '=(1+2)&"x"'],
    ['=A1&"x"=B1', '=(A1&"x")=B1'],
    ["=1+2<=4-1", "=(1+2)<=(4-1)"],
    ["= ( 1 + 2 ) * 3", "=(1+2)*3"],
    ["=--A1", "=-(-(A1))"],
    ["=+A1", "=A1"],
  ])("%s reads as %s", (formula, explicit) => {
    expect(tree(formula)).toEqual(tree(explicit));
  });

  it("lists every cell and range the formula reads, so it can be evaluated again when one changes", () => {
    const parsed = parseExpression("=A1+SUM(B2:C3)*$D$4");
    expect(parsed.ok && parsed.references).toEqual([
      { row: 0, column: 0, rowCount: 1, columnCount: 1 },
      { row: 1, column: 1, rowCount: 2, columnCount: 2 },
      { row: 3, column: 3, rowCount: 1, columnCount: 1 },
    ]);
  });

  it.each([
    ["=", "#NAME?", "The formula is empty"],
    ["=1+", "#NAME?", "The formula ends too early"],
    ["=(1+2", "#NAME?", "Expected ) at the end of the formula"],
    ["=1 2", "#NAME?", "Cannot read the formula from 2 on"],
    ['="open', "#NAME?", "A text in the formula has no closing quote"],
    ["=price*2", "#NAME?", "price is not a name the playground knows"],
    ["=1#2", "#NAME?", "Cannot read the formula at #2"],
    ["=A1:", "#NAME?", "The formula ends too early"],
    ["=A1:x", "#NAME?", "A1: needs a second cell"],
    ["=Rates!A1", "#REF!", "own sheet only"],
    ["=A1048577", "#REF!", "A1048577 lies beyond the sheet's last row or column"],
    ["=XFE1", "#REF!", "XFE1 lies beyond"],
  ])("refuses %s with %s", (formula, code, message) => {
    const parsed = parseExpression(formula);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && [parsed.code, parsed.message]).toEqual([code, expect.stringContaining(message)]);
  });
});
