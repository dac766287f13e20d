/** Typed values as the wire takes them, and saved values as inputs show them. */
import { describe, expect, it } from "@jest/globals";
import { InvalidInputError } from "../../../../../src/domain";
import { inputText, wireValue } from "../../../../../src/taskpane/features/onboarding/field-value";

describe("wireValue", () => {
  it.each([
    ["text", " Acme ", "Acme"],
    ["text", "  ", null],
    ["number", "25,000.50", 25000.5],
    ["list", "usd, eur;gbp", ["USD", "EUR", "GBP"]],
    ["yesno", "yes", true],
    ["yesno", "no", false],
    ["yesno", "", null],
    ["date", "2015-03-02", "2015-03-02"],
  ] as const)("reads a %s input %j as %j", (kind, input, expected) => {
    expect(wireValue("field", kind, input)).toEqual(expected);
  });

  it("passes a ticked box through", () => expect(wireValue("agreed_to_terms_and_conditions", "checkbox", true)).toBe(true));

  it("refuses what cannot be read, saying what to type", () => {
    expect(() => wireValue("initial_capital", "number", "ten")).toThrow(new InvalidInputError("initial_capital", "not_a_number", '"ten" is not a number: type digits, e.g. 25000'));
    expect(() => wireValue("dob", "date", "17/05/1980")).toThrow('"17/05/1980" is not a date: type it as YYYY-MM-DD');
  });
});

describe("inputText", () => {
  it("shows lists, yes/no, numbers and nothing", () => {
    expect([inputText(["USD", "EUR"]), inputText(true), inputText(false), inputText(40), inputText(null), inputText(undefined)]).toEqual(["USD, EUR", "yes", "no", "40", "", ""]);
  });
});
