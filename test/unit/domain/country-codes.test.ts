/** A country as a person types it — code, the UK's everyday "UK", or its name — read as its ISO code. */
import { describe, expect, it } from "@jest/globals";
import { canonicalCountryCode, checkCountryCode, countryCodeOf, isKnownCountryCode, normalisedCountry } from "../../../src/domain/countries";
import { refusal } from "./expect-refusal";

describe("country codes", () => {
  it.each([
    ["UK", "GB"],
    ["uk", "GB"],
    [" gb ", "GB"],
    ["United Kingdom", "GB"],
    ["the united kingdom", "GB"],
    ["Great Britain", "GB"],
    ["Germany", "DE"],
    ["the Netherlands", "NL"],
    ["United States", "US"],
    ["USA", "US"],
    ["EL", "GR"],
    ["fr", "FR"],
  ])("reads %j as %s", (typed, code) => {
    expect(countryCodeOf(typed)).toBe(code);
  });

  it.each(["ZZ", "EU", "DD", "Narnia", "", "G"])("names no country with %j", (typed) => {
    expect(countryCodeOf(typed)).toBeUndefined();
  });

  it("keeps what it cannot read as typed, upper-cased, for a check to report", () => {
    expect(normalisedCountry(" Narnia ")).toBe("NARNIA");
    expect(normalisedCountry("uk")).toBe("GB");
  });

  it("reads a saved code's aliases without reading names as codes", () => {
    expect(canonicalCountryCode("UK")).toBe("GB");
    expect(canonicalCountryCode("Canada")).toBe("CANADA");
  });

  it("knows withdrawn codes and aliases are not countries", () => {
    expect([isKnownCountryCode("GB"), isKnownCountryCode("UK"), isKnownCountryCode("DD"), isKnownCountryCode("XK")]).toEqual([true, false, false, true]);
    // Withdrawn before the others, and still named by the platform: Dahomey, Upper Volta, New Hebrides, Southern Rhodesia, North Vietnam.
    expect(["DY", "HV", "NH", "RH", "VD"].filter(isKnownCountryCode)).toEqual([]);
  });
});

describe("checkCountryCode (issue 31: a country code the service takes, typed in a form or a row)", () => {
  it("takes a two-letter code in any case", () => {
    expect(checkCountryCode(" gb ", "Bank country")).toBe("GB");
  });

  it.each([
    ["UK", `"UK" is not a country code the service takes — use GB (United Kingdom)`],
    ["uk", `"UK" is not a country code the service takes — use GB (United Kingdom)`],
    ["EL", `"EL" is not a country code the service takes — use GR (Greece)`],
    ["GBR", `"GBR" is not a country code — use the two-letter ISO code, e.g. GB or DE`],
  ])("refuses %j: %s", (typed, words) => {
    const error = refusal(() => checkCountryCode(typed, "Bank country"));
    expect(error.field).toBe("Bank country");
    expect(error.reason).toBe(words);
  });
});
