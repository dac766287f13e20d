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
    ["date", "15/03/2019", "2019-03-15"],
    ["country", "UK", "GB"],
    ["country", " united kingdom ", "GB"],
    ["country", "de", "DE"],
    ["countries", "us, UK; Germany", ["US", "GB", "DE"]],
    ["roles", "director,ultimate_business_owner", ["director", "ultimate_business_owner"]],
    ["roles", "", []],
    ["number", "40 %", 40],
  ] as const)("reads a %s input %j as %j (en-GB)", (kind, input, expected) => {
    expect(wireValue("field", kind, input, "en-GB")).toEqual(expected);
  });

  it("reads a date in the order of the browser's language", () => {
    expect(wireValue("dob", "date", "03/15/2019", "en-US")).toBe("2019-03-15");
    expect(wireValue("dob", "date", "15.03.2019", "de-DE")).toBe("2019-03-15");
    expect(() => wireValue("dob", "date", "15/03/2019", "en-US")).toThrow('"15/03/2019" has no month 15: write it month/day/year as en-US does, e.g. 03/15/2019 for 15 March 2019, or as 2019-03-15');
  });

  it("passes a ticked box through", () => expect(wireValue("agreed_to_terms_and_conditions", "checkbox", true)).toBe(true));

  it("refuses what cannot be read, saying what to type", () => {
    expect(() => wireValue("initial_capital", "number", "ten")).toThrow(new InvalidInputError("initial_capital", "not_a_number", '"ten" is not a number: type digits, e.g. 25000'));
    expect(() => wireValue("dob", "date", "17 May", "en-GB")).toThrow('"17 May" is not a date: write it day/month/year as en-GB does, e.g. 15/03/2019 for 15 March 2019, or as 2019-03-15');
    expect(() => wireValue("home_country", "country", "Narnia")).toThrow(new InvalidInputError("home_country", "not_a_country", '"Narnia" is not a country: type its two-letter code (GB, DE, US) or its name'));
  });
});

describe("inputText", () => {
  it("shows lists, yes/no, numbers and nothing", () => {
    expect([inputText(["USD", "EUR"]), inputText(true), inputText(false), inputText(40), inputText(null), inputText(undefined)]).toEqual(["USD, EUR", "yes", "no", "40", "", ""]);
  });

  it("shows a saved date as the browser's language writes it", () => {
    expect(inputText("2019-03-15", "date", "en-GB")).toBe("15/03/2019");
    expect(inputText("2019-03-15", "date", "en-US")).toBe("03/15/2019");
    expect(inputText("2019-03-15", "text", "en-US")).toBe("2019-03-15");
  });
});
