/** What "available" is in figures: the balance less payments and conversion sells not yet settled. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { availableOf, fundsIn, type AccountFunds } from "../../../../src/jobs/engine/currency-needs";

const decimals = (entries: Record<string, string>) => new Map(Object.entries(entries).map(([currency, amount]) => [currency, new Decimal(amount)]));
const account = (balances: Record<string, string>, committed: Record<string, string>, converting: Record<string, string>): AccountFunds => ({
  balances: decimals(balances),
  committed: decimals(committed),
  converting: decimals(converting),
});

describe("the available balance", () => {
  it("is the balance less unsettled payments and less what conversions awaiting funds sell", () => {
    const gbp = fundsIn(account({ GBP: "20000.00" }, { GBP: "1250.50" }, { GBP: "8538.00" }), "GBP");
    expect([gbp.balance.toFixed(2), gbp.committed.toFixed(2), gbp.converting.toFixed(2)]).toEqual(["20000.00", "1250.50", "8538.00"]);
    expect(availableOf(gbp).toFixed(2)).toBe("10211.50");
  });

  it("counts only the commitments in the currency asked, and a currency the account does not hold as zero", () => {
    const funds = account({ EUR: "500.00" }, { GBP: "10.00" }, { USD: "20.00" });
    expect(availableOf(fundsIn(funds, "EUR")).toFixed(2)).toBe("500.00");
    expect(availableOf(fundsIn(funds, "USD")).toFixed(2)).toBe("-20.00");
    expect(availableOf(fundsIn(undefined, "JPY")).isZero()).toBe(true);
  });
});
