/** Dates as a person's language writes them: read in its order, written back in it, refused with the order expected. */
import { describe, expect, it } from "@jest/globals";
import { dateOrder, formatLocaleDate, localeDatePattern, parseLocaleDate } from "../../../src/domain/locale-dates";
import { refusal } from "./expect-refusal";

describe("locale dates", () => {
  it.each([
    ["en-GB", ["day", "month", "year"], "DD/MM/YYYY"],
    ["en-US", ["month", "day", "year"], "MM/DD/YYYY"],
    ["de-DE", ["day", "month", "year"], "DD.MM.YYYY"],
    ["ja-JP", ["year", "month", "day"], "YYYY/MM/DD"],
  ] as const)("knows the order %s writes a date in", (locale, order, pattern) => {
    expect(dateOrder(locale)).toEqual(order);
    expect(localeDatePattern(locale)).toBe(pattern);
  });

  it.each([
    ["15/03/2019", "en-GB"],
    ["15-3-2019", "en-GB"],
    [" 15 / 03 / 2019 ", "en-GB"],
    ["03/15/2019", "en-US"],
    ["3/15/2019", "en-US"],
    ["15.03.2019", "de-DE"],
    ["2019/03/15", "ja-JP"],
    ["2019-03-15", "en-US"],
    ["2019-03-15", "en-GB"],
  ])("reads %j written for %s as 2019-03-15", (text, locale) => {
    expect(parseLocaleDate(text, locale, "dob")).toBe("2019-03-15");
  });

  it("reads a date both orders could mean in the order of the language (3 April in Britain, 4 March in the US)", () => {
    expect(parseLocaleDate("03/04/2019", "en-GB", "dob")).toBe("2019-04-03");
    expect(parseLocaleDate("03/04/2019", "en-US", "dob")).toBe("2019-03-04");
  });

  it("refuses a date that does not fit the language's order, saying the order expected with an example", () => {
    const error = refusal(() => parseLocaleDate("15/03/2019", "en-US", "dob"));
    expect(error.field).toBe("dob");
    expect(error.reason).toBe('"15/03/2019" has no month 15: write it month/day/year as en-US does, e.g. 03/15/2019 for 15 March 2019, or as 2019-03-15');
    expect(refusal(() => parseLocaleDate("03/15/2019", "en-GB", "dob")).reason).toBe(
      '"03/15/2019" has no month 15: write it day/month/year as en-GB does, e.g. 15/03/2019 for 15 March 2019, or as 2019-03-15',
    );
  });

  it("refuses a two-digit year, a day that does not exist and text that is no date", () => {
    expect(refusal(() => parseLocaleDate("15/03/19", "en-GB", "dob")).message).toContain("has no four-digit year (19 could be 1919 or 2019)");
    expect(refusal(() => parseLocaleDate("30/02/2019", "en-GB", "dob")).message).toContain('"30/02/2019" is not a day of the calendar: write it day/month/year');
    expect(refusal(() => parseLocaleDate("March 15", "en-GB", "dob")).message).toContain('"March 15" is not a date');
    expect(refusal(() => parseLocaleDate("", "en-GB", "dob")).message).toContain("is not a date");
  });

  it("writes a saved day in the language's order, and leaves other text as it is", () => {
    expect(formatLocaleDate("2019-03-15", "en-GB")).toBe("15/03/2019");
    expect(formatLocaleDate("2019-03-15", "en-US")).toBe("03/15/2019");
    expect(formatLocaleDate("2019-03-15", "de-DE")).toBe("15.03.2019");
    expect(formatLocaleDate("not a day", "en-GB")).toBe("not a day");
  });

  it("falls back to the international order for a language tag it cannot read", () => {
    expect(dateOrder("not a locale!")).toEqual(["year", "month", "day"]);
    expect(parseLocaleDate("2019-03-15", "not a locale!", "dob")).toBe("2019-03-15");
  });
});
