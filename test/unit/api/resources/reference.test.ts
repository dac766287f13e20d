import { describe, expect, it } from "@jest/globals";
import * as fixtures from "../wire-fixtures";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

describe("reference", () => {
  it("beneficiaryRequiredDetails sends all three parameters and keeps the service's field keys", async () => {
    const { core, calls } = clientOver(() => ({
      json: { details: [{ payment_type: "regular", beneficiary_entity_type: "individual", acct_number: "^\\d{8}$", sort_code: "^\\d{6}$" }] },
    }));
    const result = await core.reference.beneficiaryRequiredDetails(
      { currency: "gbp", bank_account_country: "gb", beneficiary_country: "GB" },
      { onBehalfOf: fixtures.ids.subAccountContact },
    );
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["GET", "/v2/reference/beneficiary_required_details"]);
    expect(call.query).toEqual({ currency: "GBP", bank_account_country: "GB", beneficiary_country: "GB", on_behalf_of: fixtures.ids.subAccountContact });
    expect(result.details[0]?.sort_code).toBe("^\\d{6}$");
  });

  it("beneficiaryRequiredDetails refuses a missing country before sending anything", async () => {
    const { core, service } = clientOver(() => ({ json: { details: [] } }));
    await expectRefusal(
      () => core.reference.beneficiaryRequiredDetails({ currency: "GBP", bank_account_country: "", beneficiary_country: "GB" }),
      service.requests,
      "bank_account_country",
      "is_required",
    );
  });

  it("currencies reads the traded currencies with their decimal places", async () => {
    const { core, calls } = clientOver(() => ({
      json: {
        currencies: [
          { code: "EUR", decimal_places: 2, name: "Euro", online_trading: true, can_buy: true, can_sell: true },
          { code: "JPY", decimal_places: 0, name: "Japanese Yen", online_trading: true, can_buy: true, can_sell: true },
        ],
      },
    }));
    const result = await core.reference.currencies();
    const call = onlyCall(calls);
    expect([call.method, call.path, call.rawQuery]).toEqual(["GET", "/v2/reference/currencies", ""]);
    expect(result.currencies.map((c) => [c.code, c.decimal_places])).toEqual([
      ["EUR", 2],
      ["JPY", 0],
    ]);
  });

  it("conversionDates sends the pair as a six-letter code and parses the dates", async () => {
    const { core, calls } = clientOver(() => ({
      json: {
        first_conversion_cutoff_datetime: "2022-02-01T14:20:00+00:00",
        first_conversion_date: "2022-02-01",
        next_day_conversion_date: "2022-02-01",
        default_conversion_date: "2022-02-02",
        optimize_liquidity_conversion_date: "2022-02-02",
        invalid_conversion_dates: { "2022-02-05": "No trading on Saturday", "2022-02-21": "Presidents' Day" },
      },
    }));
    const dates = await core.reference.conversionDates({ conversion_pair: "GBP/USD", start_date: "2022-01-31" });
    expect(onlyCall(calls).query).toEqual({ conversion_pair: "GBPUSD", start_date: "2022-01-31" });
    expect(dates.default_conversion_date).toBe("2022-02-02");
    expect(dates.invalid_conversion_dates["2022-02-21"]).toBe("Presidents' Day");
  });

  it("conversionDates refuses a bad pair and a bad start date", async () => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.reference.conversionDates({ conversion_pair: "GBP" }), service.requests, "conversion_pair");
    await expectRefusal(
      () => core.reference.conversionDates({ conversion_pair: "GBPUSD", start_date: "tomorrow" }),
      service.requests,
      "start_date",
      "is_in_invalid_format",
    );
  });

  it("paymentDates sends the currency and parses the first payment date", async () => {
    const { core, calls } = clientOver(() => ({
      json: { invalid_payment_dates: { "2022-02-05": "No trading on Saturday" }, first_payment_date: "2022-01-31" },
    }));
    const dates = await core.reference.paymentDates({ currency: "eur" });
    const call = onlyCall(calls);
    expect([call.method, call.path]).toEqual(["GET", "/v2/reference/payment_dates"]);
    expect(call.query).toEqual({ currency: "EUR" });
    expect(dates.first_payment_date).toBe("2022-01-31");
  });
});
