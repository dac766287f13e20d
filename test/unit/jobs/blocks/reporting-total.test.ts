/** A reporting-currency total at indicative mid rates from one rates request; a currency without a rate is named, not 0. */
import { describe, expect, it, jest } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../../src/api";
import { convertTotals, pairsToPrice, priceInReportingCurrency } from "../../../../src/jobs/blocks/reporting-total";

const total = (currency: string, amount: string) => ({ currency, amount: new Decimal(amount), accounts: 1 });
const rate = (bid: string, offer: string) => [new Decimal(bid), new Decimal(offer)] as const;
const RATES_AT = Date.parse("2026-01-05T09:00:00Z");

describe("reporting-currency total", () => {
  it("asks for each held currency into the reporting one, once, never the reporting currency itself", () => {
    expect(pairsToPrice(["GBP", "EUR", "JPY", "GBP"], "EUR")).toEqual(["GBPEUR", "JPYEUR"]);
  });

  it("converts at the mid of bid and offer, rounds to the reporting currency's minor units, and adds up", () => {
    const result = convertTotals([total("EUR", "100.00"), total("GBP", "1000.00"), total("JPY", "150000")], "EUR", { GBPEUR: rate("1.1690", "1.1700"), JPYEUR: rate("0.0061", "0.0063") }, RATES_AT);
    expect(result.converted.map((line) => [line.currency, line.rate.toFixed(), line.value.toFixed(2)])).toEqual([
      ["EUR", "1", "100.00"],
      ["GBP", "1.1695", "1169.50"],
      ["JPY", "0.0062", "930.00"],
    ]);
    expect(result.total.toFixed(2)).toBe("2199.50");
    expect(result).toMatchObject({ missing: [], ratesAt: RATES_AT, reportingCurrency: "EUR" });
  });

  it("names a currency without a rate instead of counting it as 0", () => {
    const result = convertTotals([total("GBP", "10.00"), total("XOF", "5000")], "EUR", { GBPEUR: rate("1.1", "1.1") }, RATES_AT);
    expect(result.missing).toEqual(["XOF"]);
    expect(result.converted.map((line) => line.currency)).toEqual(["GBP"]);
    expect(result.total.toFixed(2)).toBe("11.00");
  });

  it("prices every currency in ONE rates request, pairs the service does not trade reported as missing", async () => {
    const find = jest.fn(async (pairs: readonly string[]) => ({ rates: { GBPUSD: rate("1.25", "1.27") }, unavailable: pairs.filter((pair) => pair !== "GBPUSD") }));
    const client = { core: { rates: { find } } } as unknown as FxDeskClient;

    const result = await priceInReportingCurrency(client, [total("GBP", "100.00"), total("XOF", "1"), total("USD", "3.00")], "USD", () => RATES_AT);

    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0]?.[0]).toEqual(["GBPUSD", "XOFUSD"]);
    expect(result.total.toFixed(2)).toBe("129.00");
    expect(result.missing).toEqual(["XOF"]);
  });

  it("needs no request when only the reporting currency is held", async () => {
    const find = jest.fn();
    const result = await priceInReportingCurrency({ core: { rates: { find } } } as unknown as FxDeskClient, [total("EUR", "5.00")], "EUR", () => RATES_AT);
    expect(find).not.toHaveBeenCalled();
    expect(result).toMatchObject({ missing: [], ratesAt: undefined });
    expect(result.total.toFixed(2)).toBe("5.00");
  });
});
