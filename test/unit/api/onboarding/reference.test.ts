/** The onboarding reference lists: `{"data": {"<list>": [...]}}` unwrapped, the country code checked before sending. */
import { describe, expect, it } from "@jest/globals";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

describe("onboarding reference lists", () => {
  it("countries are unwrapped with their permitted-jurisdiction flag, unknown fields dropped", async () => {
    const { onboarding, calls } = clientOver(() => ({
      json: {
        data: {
          countries: [
            { id: "c-gb", iso2: "GB", iso3: "GBR", name: "United Kingdom", eea_country: false, permitted_jurisdiction: true, dial_code: "+44", document_types: ["passport"], flag: "🇬🇧" },
            { id: "c-ru", iso2: "RU", iso3: "RUS", name: "Russia", eea_country: false, permitted_jurisdiction: false },
          ],
        },
      },
    }));
    const countries = await onboarding.reference.countries();
    expect(onlyCall(calls).path).toBe("/onboarding/v1/countries");
    expect(countries.map((country) => [country.iso2, country.permitted_jurisdiction])).toEqual([
      ["GB", true],
      ["RU", false],
    ]);
    expect(countries[0]).not.toHaveProperty("flag");
  });

  it("document types ask for the country's code in upper case", async () => {
    const { onboarding, calls } = clientOver(() => ({ json: { data: { document_types: ["passport", "state_id"] } } }));
    expect(await onboarding.reference.documentTypes(" usa ")).toEqual(["passport", "state_id"]);
    expect(onlyCall(calls).path).toBe("/onboarding/v1/countries/USA/document_types");
  });

  it("document types refuse a code that is not two or three letters", async () => {
    const { onboarding, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => onboarding.reference.documentTypes("United States"), service.requests, "country_code", "is_in_invalid_format");
  });

  it("supported currencies are unwrapped", async () => {
    const { onboarding, calls } = clientOver(() => ({ json: { data: { currencies: [{ id: "cur-eur", iso3: "EUR", name: "Euro", supported: true }] } } }));
    expect((await onboarding.reference.supportedCurrencies()).map((currency) => currency.iso3)).toEqual(["EUR"]);
    expect(onlyCall(calls).path).toBe("/onboarding/v1/currencies/supported");
  });
});
