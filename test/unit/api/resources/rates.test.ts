import { describe, expect, it } from "@jest/globals";
import { InvalidInputError, MAX_RATES_URL_LENGTH, ResponseValidationError } from "../../../../src/api";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

/** A rates/find service that quotes every requested code except those listed as unavailable. */
function ratesService(unavailable: string[] = []) {
  return clientOver((request) => {
    const requested = String(request.query.currency_pair).split(",");
    const rates = Object.fromEntries(
      requested.filter((code) => !unavailable.includes(code)).map((code, index) => [code, [`1.${String(index).padStart(6, "0")}`, "1.408300"]]),
    );
    return { json: { rates, unavailable: requested.filter((code) => unavailable.includes(code)) } };
  });
}

describe("rates.find", () => {
  it("sends canonical codes comma-joined and maps the answers back to the caller's spellings", async () => {
    const { core, calls } = clientOver(() => ({
      json: { rates: { EURGBP: ["0.840100", "0.840500"], GBPUSD: ["1.407700", "1.408300"] }, unavailable: [] },
    }));

    const result = await core.rates.find(["eur/gbp", "GBP-USD", "EURGBP"]);

    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/v2/rates/find");
    expect(call.rawQuery).toBe("currency_pair=EURGBP%2CGBPUSD");
    expect(Object.keys(result.rates).sort()).toEqual(["EURGBP", "GBP-USD", "eur/gbp"]);
    expect(result.rates["eur/gbp"]?.map((d) => d.toFixed(6))).toEqual(["0.840100", "0.840500"]);
    expect(result.rates.EURGBP).toBe(result.rates["eur/gbp"]);
    expect(result.rates["GBP-USD"]?.[0].toFixed()).toBe("1.4077");
  });

  it("reports unavailable pairs under the caller's spelling", async () => {
    const { core } = ratesService(["USDTRY"]);
    const result = await core.rates.find(["EUR:GBP", "usd/try"], { ignoreInvalidPairs: true });
    expect(result.unavailable).toEqual(["usd/try"]);
    expect(Object.keys(result.rates)).toEqual(["EUR:GBP"]);
  });

  it("sends on_behalf_of and ignore_invalid_pairs only when given", async () => {
    const { core, calls } = ratesService();
    await core.rates.find(["EURUSD"], { onBehalfOf: fixtures.ids.subAccountContact, ignoreInvalidPairs: true });
    await core.rates.find(["EURUSD"]);
    const [withOptions, plain] = calls();
    expect(withOptions?.query).toEqual({ currency_pair: "EURUSD", ignore_invalid_pairs: "true", on_behalf_of: fixtures.ids.subAccountContact });
    expect(plain?.query).toEqual({ currency_pair: "EURUSD" });
  });

  it("splits a long list into concurrent requests whose URLs stay within 2,450 characters and merges them", async () => {
    const currencies = ["EUR", "GBP", "USD", "AUD", "NZD", "JPY", "CHF", "CAD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "SGD", "HKD", "ZAR", "MXN", "TRY", "ILS", "INR", "CNY"];
    const pairs = currencies.flatMap((base) => currencies.filter((quote) => quote !== base).map((quote) => `${base}/${quote}`));
    expect(pairs).toHaveLength(462);
    let inFlight = 0;
    let maxInFlight = 0;
    const { core, calls } = clientOver(async (request) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const requested = String(request.query.currency_pair).split(",");
      return { json: { rates: Object.fromEntries(requested.map((code) => [code, ["1.000000", "1.000100"]])), unavailable: [] } };
    });

    const result = await core.rates.find(pairs, { onBehalfOf: fixtures.ids.subAccountContact });

    const made = calls();
    expect(made.length).toBeGreaterThan(1);
    for (const call of made) {
      expect(call.url.length).toBeLessThanOrEqual(MAX_RATES_URL_LENGTH);
      expect(call.query.on_behalf_of).toBe(fixtures.ids.subAccountContact);
    }
    // 462 codes need about 4,200 characters: two requests, the first filled close to the limit.
    expect(made).toHaveLength(2);
    expect(made[0]?.url.length).toBeGreaterThan(2000);
    const sentCodes = made.flatMap((call) => String(call.query.currency_pair).split(","));
    expect(sentCodes).toHaveLength(462);
    expect(new Set(sentCodes).size).toBe(462);
    expect(maxInFlight).toBe(made.length);
    expect(Object.keys(result.rates)).toHaveLength(462);
    expect(result.rates["CNY/INR"]?.[1].toFixed(6)).toBe("1.000100");
  });

  it("refuses a bad pair before sending anything, naming the field", async () => {
    const { core, service } = ratesService();
    const error = await expectRefusal(() => core.rates.find(["EURGBP", "EURXYZ"]), service.requests, "currency_pair");
    expect(error.message).toContain("XYZ");
    await expectRefusal(() => core.rates.find(["EUR"]), service.requests, "currency_pair", "is_in_invalid_format");
    await expectRefusal(() => core.rates.find(["EUR/EUR"]), service.requests, "currency_pair", "same_currency");
    await expectRefusal(() => core.rates.find([]), service.requests, "currency_pair", "is_required");
    await expectRefusal(() => core.rates.find(["EURGBP"], { onBehalfOf: "contact-17" }), service.requests, "on_behalf_of", "is_not_valid_uuid");
  });

  it("turns a malformed rate into a ResponseValidationError naming the path", async () => {
    const { core } = clientOver(() => ({ json: { rates: { EURGBP: ["0.8401", "n/a"] }, unavailable: [] } }));
    const error = await core.rates.find(["EURGBP"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issuePath).toBe("rates.EURGBP[1]");
  });
});

describe("rates.detailed", () => {
  it("sends the trade as query parameters and parses the quote exactly", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.detailedQuote() }));

    const quote = await core.rates.detailed(
      { buy_currency: "gbp", sell_currency: "EUR", amount: "10000.23", fixed_side: "sell", conversion_date: "2022-02-02" },
      { onBehalfOf: fixtures.ids.subAccountContact },
    );

    const call = onlyCall(calls);
    expect(call.method).toBe("GET");
    expect(call.path).toBe("/v2/rates/detailed");
    expect(call.query).toEqual({
      buy_currency: "GBP",
      sell_currency: "EUR",
      amount: "10000.23",
      fixed_side: "sell",
      conversion_date: "2022-02-02",
      on_behalf_of: fixtures.ids.subAccountContact,
    });
    expect(quote.client_buy_amount.toFixed()).toBe("8037.18");
    expect(quote.client_rate.toFixed()).toBe("0.8037");
    expect(quote.partner_rate).toBeNull();
  });

  it("sends conversion_date_preference when that is what was given", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.detailedQuote() }));
    await core.rates.detailed({ buy_currency: "GBP", sell_currency: "EUR", amount: "100", fixed_side: "buy", conversion_date_preference: "earliest" });
    expect(onlyCall(calls).query).toEqual({
      buy_currency: "GBP",
      sell_currency: "EUR",
      amount: "100.00",
      fixed_side: "buy",
      conversion_date_preference: "earliest",
    });
  });

  it.each([
    [{ conversion_date: "2022-02-02", conversion_date_preference: "earliest" as const }, "conversion_date", "invalid_conversion_date_combination"],
    [{ amount: "-5" }, "amount", "not_positive"],
    [{ amount: "0" }, "amount", "not_positive"],
    [{ amount: "ten" }, "amount", "is_in_invalid_format"],
    [{ amount: "1e4" }, "amount", "exponent_not_allowed"],
    [{ amount: "100.5", fixed_side: "buy" as const, buy_currency: "JPY" }, "amount", "too_many_decimals"],
    [{ fixed_side: "both" as never }, "fixed_side", "not_in_range"],
    [{ buy_currency: "EURO" }, "buy_currency", "is_in_invalid_format"],
    [{ sell_currency: "GBP" }, "sell_currency", "same_currency"],
    [{ conversion_date: "02/02/2022" }, "conversion_date", "is_in_invalid_format"],
  ])("refuses %j before sending anything", async (overrides, field, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.detailedQuote() }));
    await expectRefusal(
      () => core.rates.detailed({ buy_currency: "GBP", sell_currency: "EUR", amount: "100.00", fixed_side: "sell", ...overrides }),
      service.requests,
      field,
      code,
    );
  });

  it("checks the amount against the fixed side's currency", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.detailedQuote() }));
    // 1500.5 is fine in EUR (sold) but not in JPY (bought): only the fixed side decides.
    await core.rates.detailed({ buy_currency: "JPY", sell_currency: "EUR", amount: "1500.5", fixed_side: "sell" });
    expect(service.requests.length).toBeGreaterThan(0);
    await expect(core.rates.detailed({ buy_currency: "JPY", sell_currency: "EUR", amount: "1500.5", fixed_side: "buy" })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
  });
});
