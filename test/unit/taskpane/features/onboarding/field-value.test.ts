/** Typed values as the wire takes them, and saved values as inputs show them. */
import { describe, expect, it } from "@jest/globals";
import { InvalidInputError } from "../../../../../src/domain";
import { dateReadBack, inputText, wireValue } from "../../../../../src/taskpane/features/onboarding/field-value";

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

  it("reads a date in the order of the host's language", () => {
    expect(wireValue("dob", "date", "03/15/2019", "en-US")).toBe("2019-03-15");
    expect(wireValue("dob", "date", "15.03.2019", "de-DE")).toBe("2019-03-15");
    expect(() => wireValue("dob", "date", "15/03/2019", "en-US")).toThrow('"15/03/2019" has no month 15: write it month/day/year as en-US does, e.g. 03/15/2019 for 15 March 2019, or as 2019-03-15');
  });

  it("passes a ticked box through", () => expect(wireValue("agreed_to_terms_and_conditions", "checkbox", true, "en-GB")).toBe(true));

  it("refuses what cannot be read, saying what to type", () => {
    expect(() => wireValue("initial_capital", "number", "ten", "en-GB")).toThrow(new InvalidInputError("initial_capital", "not_a_number", '"ten" is not a number: type digits, e.g. 25000'));
    expect(() => wireValue("dob", "date", "17 May", "en-GB")).toThrow('"17 May" is not a date: write it day/month/year as en-GB does, e.g. 15/03/2019 for 15 March 2019, or as 2019-03-15');
    expect(() => wireValue("home_country", "country", "Narnia", "en-GB")).toThrow(new InvalidInputError("home_country", "not_a_country", '"Narnia" is not a country: type its two-letter code (GB, DE, US) or its name'));
  });
});

describe("inputText", () => {
  it("shows lists, yes/no, numbers and nothing", () => {
    const shown = [["USD", "EUR"], true, false, 40, null, undefined].map((value) => inputText(value, undefined, "en-GB"));
    expect(shown).toEqual(["USD, EUR", "yes", "no", "40", "", ""]);
  });

  it("shows a saved date as the host's language writes it", () => {
    expect(inputText("2019-03-15", "date", "en-GB")).toBe("15/03/2019");
    expect(inputText("2019-03-15", "date", "en-US")).toBe("03/15/2019");
    expect(inputText("2019-03-15", "text", "en-US")).toBe("2019-03-15");
  });
});

describe("dateReadBack", () => {
  it("says the day typed in en-GB order (15/01/2015) or en-US order (01/15/2015) so no one misreads it", () => {
    expect(dateReadBack("15/01/2015", "en-GB")).toBe("Thursday 15 January 2015");
    expect(dateReadBack("01/15/2015", "en-US")).toBe("Thursday 15 January 2015");
    // The same text, read in each language's order: two different days, each said in words.
    expect(dateReadBack("03/04/2015", "en-GB")).toBe("Friday 3 April 2015");
    expect(dateReadBack("03/04/2015", "en-US")).toBe("Wednesday 4 March 2015");
    expect(dateReadBack("2015-01-15", "en-US")).toBe("Thursday 15 January 2015");
  });

  it("says nothing while the text is no date in the language's order", () => {
    expect(dateReadBack("15/01/2015", "en-US")).toBeUndefined();
    expect(dateReadBack("15/01", "en-GB")).toBeUndefined();
    expect(dateReadBack("", "en-GB")).toBeUndefined();
  });
});
