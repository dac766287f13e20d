/** The balances a table shows: sorting, hiding zeros, one currency, totals per currency, the latest change. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { currenciesOf, lastChange, totalsByCurrency, visibleLines, type BalanceLine } from "../../../../../src/taskpane/features/balances/balance-lines";

const line = (accountName: string, currency: string, amount: string, updatedAt = "2026-01-05T09:00:00+00:00"): BalanceLine => ({
  accountId: accountName.toLowerCase(),
  accountName,
  currency,
  amount: new Decimal(amount),
  updatedAt,
});

const lines = [
  line("Beta", "GBP", "10.00"),
  line("House", "EUR", "0.00"),
  line("Alpha", "GBP", "2500.50", "2026-01-05T10:30:00+00:00"),
  line("House", "JPY", "150000"),
  line("House", "GBP", "10.00"),
];
const labels = (shown: BalanceLine[]) => shown.map((shownLine) => `${shownLine.accountName} ${shownLine.currency}`);

describe("visibleLines", () => {
  it("sorts by currency, then account name", () => {
    expect(labels(visibleLines(lines, { hideZero: false, order: "currency" }))).toEqual(["House EUR", "Alpha GBP", "Beta GBP", "House GBP", "House JPY"]);
  });

  it("sorts by amount, largest first, equal amounts by currency and account", () => {
    expect(labels(visibleLines(lines, { hideZero: false, order: "amount" }))).toEqual(["House JPY", "Alpha GBP", "Beta GBP", "House GBP", "House EUR"]);
  });

  it("hides zero balances and keeps one currency when asked", () => {
    expect(labels(visibleLines(lines, { hideZero: true, order: "currency" }))).not.toContain("House EUR");
    expect(labels(visibleLines(lines, { hideZero: false, order: "currency", currency: "GBP" }))).toEqual(["Alpha GBP", "Beta GBP", "House GBP"]);
  });
});

describe("totals and facts of the lines", () => {
  it("adds up each currency exactly (Decimal), counting the accounts", () => {
    const totals = totalsByCurrency([line("A", "EUR", "0.10"), line("B", "EUR", "0.20"), line("C", "USD", "-5.00")]);
    expect(totals.map((total) => [total.currency, total.amount.toFixed(2), total.accounts])).toEqual([
      ["EUR", "0.30", 2],
      ["USD", "-5.00", 1],
    ]);
  });

  it("lists the currencies held and the latest change", () => {
    expect(currenciesOf(lines)).toEqual(["EUR", "GBP", "JPY"]);
    expect(lastChange(lines)).toBe("2026-01-05T10:30:00+00:00");
    expect(lastChange([])).toBeUndefined();
  });
});
