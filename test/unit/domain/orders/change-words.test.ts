import { describe, expect, it } from "@jest/globals";
import { changeInWords, CONVERSION_FIELDS, PAYMENT_FIELDS } from "../../../../src/domain/orders";
import { TRANSFER_FIELDS } from "../../../../src/domain/orders/transfer-order";

describe("a changed cell in the review's words", () => {
  const payment = (field: string, before: Record<string, string | number | null>, after: Record<string, string | number | null>, dates: 1900 | 1904 = 1900) =>
    changeInWords(PAYMENT_FIELDS, dates, field, field === "amount" ? "Amount" : "Column", before, after);

  it("says an amount with its currency's decimals and thousands grouped, the currency once", () => {
    expect(payment("amount", { amount: 1250.5, currency: "EUR" }, { amount: 1300, currency: "EUR" })).toBe("Amount: 1,250.50 → 1,300.00 EUR");
    expect(payment("amount", { amount: "1,250.5", currency: "jpy" }, { amount: 1300, currency: "JPY" })).toBe("Amount: 1,250.5 → 1,300 JPY");
    expect(payment("amount", { amount: 1000, currency: "EUR" }, { amount: 1000, currency: "GBP" })).toBe("Amount: 1,000.00 EUR → 1,000.00 GBP");
  });

  it("says an amount without a currency it can name, or one that is not an amount, as typed", () => {
    expect(payment("amount", { amount: 1234567.5, currency: "??" }, { amount: "abc", currency: "??" })).toBe("Amount: 1,234,567.5 → abc");
    expect(payment("amount", { amount: null, currency: "EUR" }, { amount: 12, currency: "EUR" })).toBe("Amount: (empty) → 12.00 EUR");
  });

  it("takes a conversion's amount in its fixed side's currency, and a transfer's in its currency", () => {
    const row = { buy_currency: "JPY", sell_currency: "USD", fixed_side: "sell" };
    expect(changeInWords(CONVERSION_FIELDS, 1900, "amount", "Amount", { ...row, amount: 100 }, { ...row, amount: 2500.5 })).toBe("Amount: 100.00 → 2,500.50 USD");
    expect(changeInWords(CONVERSION_FIELDS, 1900, "amount", "Amount", { ...row, fixed_side: "buy", amount: 100 }, { ...row, fixed_side: "buy", amount: 2500 })).toBe("Amount: 100 → 2,500 JPY");
    expect(changeInWords(TRANSFER_FIELDS, 1900, "amount", "Amount", { currency: "GBP", amount: 5 }, { currency: "GBP", amount: 5.5 })).toBe("Amount: 5.00 → 5.50 GBP");
  });

  it("says a date as a date, whether the cell holds a serial of the workbook's system or YYYY-MM-DD text", () => {
    expect(payment("payment_date", { payment_date: 46027 }, { payment_date: "2026-01-06" })).toBe("Column: Monday 5 January 2026 → Tuesday 6 January 2026");
    expect(payment("payment_date", { payment_date: 44565 }, { payment_date: null }, 1904)).toBe("Column: Monday 5 January 2026 → (empty)");
    expect(payment("payment_date", { payment_date: "tomorrow" }, { payment_date: "2026-01-06" })).toBe("Column: tomorrow → Tuesday 6 January 2026");
  });

  it("says text as typed, quoting only text whose spaces at its ends would not show", () => {
    expect(payment("reference", { reference: "INV-1" }, { reference: "INV-2" })).toBe("Column: INV-1 → INV-2");
    expect(payment("reference", { reference: "INV-1" }, { reference: "INV-1 " })).toBe('Column: INV-1 → "INV-1 "');
    expect(payment("reference", { reference: "" }, { reference: "INV-1" })).toBe("Column: (empty) → INV-1");
  });
});
