/** The booking tabs' small rules: amounts as shown, time left, request ids in the log, funding choices (remembered mappings: jobs/engine/mapping-store.test.ts). */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { CurrencyNeed } from "../../../../../src/jobs";
import { requestIdOf } from "../../../../../src/taskpane/features/booking/activity";
import { amountText } from "../../../../../src/domain";
import { describeTimeLeft } from "../../../../../src/taskpane/features/booking/time-left";
import { fundingFor, withFunding } from "../../../../../src/taskpane/features/booking/kinds/payment/funding-choices";

const need = (currency: string, shortfall: string, actingAs?: string): CurrencyNeed => ({
  actingAs,
  currency,
  rows: 2,
  total: new Decimal(100),
  balance: new Decimal(100).minus(shortfall),
  committed: new Decimal(0),
  converting: new Decimal(0),
  available: new Decimal(100).minus(shortfall),
  shortfall: new Decimal(shortfall),
  beyondBalance: { rows: [1], amount: new Decimal(shortfall) },
});

describe("amounts in the preview", () => {
  it("shows the currency's minor units with thousands grouped, never rounding", () => {
    expect(amountText(new Decimal("1250.5"), "EUR")).toBe("1,250.50");
    expect(amountText(new Decimal("1500"), "JPY")).toBe("1,500");
    expect(amountText(new Decimal("1234567.891"), "BHD")).toBe("1,234,567.891");
    expect(amountText(new Decimal("-9876543.2"), "USD")).toBe("-9,876,543.20");
    // More decimals than the currency has (a rate-derived figure): shown in full.
    expect(amountText(new Decimal("10.005"), "EUR")).toBe("10.005");
  });
});

describe("time left", () => {
  it("is unknown before the first row, then seconds, then minutes", () => {
    expect(describeTimeLeft(undefined)).toBeUndefined();
    expect(describeTimeLeft(200)).toBe("less than a second left");
    expect(describeTimeLeft(41_400)).toBe("about 41 s left");
    expect(describeTimeLeft(185_000)).toBe("about 3 min left");
  });
});

describe("request ids of failed rows", () => {
  it("are taken from the engine's message so the activity log can show them apart", () => {
    expect(requestIdOf("amount: is too large (support reference 4f1c2a9e)")).toBe("4f1c2a9e");
    expect(requestIdOf("cancelled before it was sent — run again to book it")).toBeUndefined();
  });
});

describe("funding a shortfall", () => {
  it("adds, changes and removes the choice for one currency and account, keeping the others", () => {
    const eur = need("EUR", "50");
    const eurForClient = need("EUR", "5", "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
    let choices = withFunding({ acceptDuplicates: true }, eur, "USD");
    choices = withFunding(choices, eurForClient, "GBP");
    expect(choices).toEqual({
      acceptDuplicates: true,
      fund: [
        { actingAs: undefined, currency: "EUR", sellCurrency: "USD" },
        { actingAs: eurForClient.actingAs, currency: "EUR", sellCurrency: "GBP" },
      ],
    });
    choices = withFunding(choices, eur, "CHF");
    expect(fundingFor(choices, eur)?.sellCurrency).toBe("CHF");
    expect(fundingFor(choices, eurForClient)?.sellCurrency).toBe("GBP");
    choices = withFunding(choices, eur, undefined);
    expect(fundingFor(choices, eur)).toBeUndefined();
    expect(choices.fund).toHaveLength(1);
  });
});
