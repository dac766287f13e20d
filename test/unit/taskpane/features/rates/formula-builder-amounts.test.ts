/** The Rates tab's formula builder reads amounts as the cells do: thousands separators fine, never rounded. */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { buildFormula, type FormulaDefinition } from "../../../../../src/taskpane/features/rates/formula-builder";
import { generatedFormulas, GENERATION_TIMEOUT_MS } from "../../../../support/generated-formulas";

let formulas: FormulaDefinition[] = [];
beforeAll(async () => {
  formulas = await generatedFormulas();
}, GENERATION_TIMEOUT_MS);

const definition = (name: string) => formulas.find((candidate) => candidate.name === name)!;

describe("formula builder amounts", () => {
  it('accepts "1,000,000.50" like a cell does and writes the number in full', () => {
    expect(buildFormula(definition("FX.CONVERT"), { amount: "1,000,000.50", from: "EUR", to: "GBP" })).toEqual({
      ok: true,
      formula: '=FX.CONVERT(1000000.5,"EUR","GBP")',
    });
    expect(buildFormula(definition("FX.CONVERT"), { amount: " 250 ", from: "usd", to: "JPY" })).toEqual({ ok: true, formula: '=FX.CONVERT(250,"usd","JPY")' });
    expect(buildFormula(definition("FX.QUOTE"), { buy_currency: "GBP", sell_currency: "EUR", amount: "12,345.67" })).toEqual({
      ok: true,
      formula: '=FX.QUOTE("GBP","EUR",12345.67)',
    });
  });

  it("says clearly what is wrong with a bad amount, beside the amount", () => {
    expect(buildFormula(definition("FX.CONVERT"), { amount: "1,00", from: "EUR", to: "GBP" })).toEqual({
      ok: false,
      problem: 'Amount: "1,00" is not an amount — use digits with a dot for decimals and commas only between thousands, e.g. 1,000.50',
      argument: "amount",
    });
    expect(buildFormula(definition("FX.CONVERT"), { amount: "-5", from: "EUR", to: "GBP" })).toEqual({
      ok: false,
      problem: 'Amount: "-5" is negative — enter a positive amount (the direction comes from buy/sell, not the sign)',
      argument: "amount",
    });
    expect(buildFormula(definition("FX.CONVERT"), { amount: "ten", from: "EUR", to: "GBP" })).toEqual(expect.objectContaining({ ok: false, argument: "amount" }));
  });

  it("checks the decimals against the amount's currency: the from currency, or the quote's fixed side", () => {
    expect(buildFormula(definition("FX.CONVERT"), { amount: "1,000.5", from: "JPY", to: "EUR" })).toEqual({
      ok: false,
      problem: 'Amount: JPY allows no decimals; "1,000.5" has 1 — correct the amount, it is never rounded',
      argument: "amount",
    });
    const quote = { buy_currency: "JPY", sell_currency: "EUR", amount: "100.25" };
    expect(buildFormula(definition("FX.QUOTE"), quote)).toEqual(expect.objectContaining({ ok: false, problem: expect.stringContaining("JPY allows no decimals") }));
    expect(buildFormula(definition("FX.QUOTE"), { ...quote, fixed_side: "sell" })).toEqual({ ok: true, formula: '=FX.QUOTE("JPY","EUR",100.25,"sell")' });
  });

  it("needs the amount's currency to check it, and says which one", () => {
    expect(buildFormula(definition("FX.CONVERT"), { amount: "1,000", to: "GBP" })).toEqual({
      ok: false,
      problem: "From currency: a currency code is required, e.g. EUR",
      argument: "from",
    });
    expect(buildFormula(definition("FX.QUOTE"), { buy_currency: "GBP", sell_currency: "EURO", amount: "10", fixed_side: "sell" })).toEqual({
      ok: false,
      problem: 'Sell currency: "EURO" is not a three-letter currency code — use an ISO 4217 code such as EUR',
      argument: "sell_currency",
    });
  });
});
