/** How the preview says what the available balance is less. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { availableWording } from "../../../../../src/taskpane/features/booking/available-wording";

const measured = (currency: string, balance: string, committed: string, converting: string) => ({
  currency,
  balance: new Decimal(balance),
  committed: new Decimal(committed),
  converting: new Decimal(converting),
});

describe("the available balance in words", () => {
  it("names payments and conversions not yet settled", () => {
    expect(availableWording(measured("GBP", "20000.00", "1250.50", "8538.00"))).toBe("balance 20,000.00 less 1,250.50 in payments and 8,538.00 in conversions not yet settled");
  });

  it("names only what was taken off", () => {
    expect(availableWording(measured("EUR", "1200.00", "200.00", "0"))).toBe("balance 1,200.00 less 200.00 in payments not yet settled");
    expect(availableWording(measured("GBP", "9000.00", "0", "8538.00"))).toBe("balance 9,000.00 less 8,538.00 in conversions not yet settled");
  });

  it("says nothing when nothing was taken off", () => {
    expect(availableWording(measured("EUR", "500.00", "0", "0"))).toBeUndefined();
  });

  it("writes each figure in the currency's own decimals", () => {
    expect(availableWording(measured("JPY", "1000", "250", "1500"))).toBe("balance 1,000 less 250 in payments and 1,500 in conversions not yet settled");
  });
});
