/**
 * A statement's lines: amounts signed by type, the running balance taken from the service where it gives one and
 * carried from the line before where it does not, pending lines moving nothing; the request refused before sending.
 */
import { describe, expect, it } from "@jest/globals";
import { transactionSchema, type Transaction } from "../../../../src/api/schemas";
import { InvalidInputError } from "../../../../src/domain/invalid-input";
import { checkStatementRequest, statementBlock, statementLines } from "../../../../src/jobs/blocks/statement";
import { transaction } from "../../api/resources/ledger-fixtures";

const tx = (overrides: Parameters<typeof transaction>[0]): Transaction => transactionSchema.parse(transaction({ currency: "EUR", ...overrides }));

describe("statement lines", () => {
  const lines = statementLines([
    tx({ amount: "1000.00", balance_amount: "1000.00", type: "credit", created_at: "2026-01-02T10:00:00+00:00" }),
    tx({ amount: "250.50", balance_amount: null, type: "debit", status: "completed", created_at: "2026-01-03T10:00:00+00:00" }),
    tx({ amount: "99.00", balance_amount: null, type: "debit", status: "pending", completed_at: null, created_at: "2026-01-04T10:00:00+00:00" }),
    tx({ amount: "10.00", balance_amount: "759.50", type: "credit", created_at: "2026-01-05T08:00:00+00:00" }),
  ]);

  it("signs debits negative and carries the running balance where the service gives none", () => {
    expect(lines.map((line) => line.signedAmount.toFixed(2))).toEqual(["1000.00", "-250.50", "-99.00", "10.00"]);
    expect(lines.map((line) => line.runningBalance?.toFixed(2))).toEqual(["1000.00", "749.50", undefined, "759.50"]);
  });

  it("has no running balance before the first line the service gives one for", () => {
    const first = statementLines([tx({ balance_amount: null, amount: "5.00" }), tx({ balance_amount: "15.00", amount: "10.00" })]);
    expect(first.map((line) => line.runningBalance?.toFixed(2))).toEqual([undefined, "15.00"]);
  });

  it("writes dates as UTC date-times, amounts as numbers in the currency's format, blanks where nothing is known", () => {
    const block = statementBlock(lines);
    expect(block.columns.map((column) => column.header)).toEqual(["Date (UTC)", "Type", "Action", "Related reference", "Amount", "Running balance", "Status", "Completed (UTC)"]);
    const pending = block.rows[2] ?? [];
    expect(pending.slice(1, 8)).toEqual(["debit", "funding", "", { value: -99, format: "#,##0.00" }, null, "pending", null]);
    expect(block.rows[1]?.[5]).toEqual({ value: 749.5, format: "#,##0.00" });
    // 2026-01-02 10:00 UTC, an Excel serial once written.
    expect(block.rows[0]?.[0]).toEqual({ utc: "2026-01-02T10:00:00+00:00" });
  });
});

describe("checkStatementRequest", () => {
  it("accepts a currency and two real days in order", () => {
    expect(checkStatementRequest({ currency: " eur ", from: "2026-01-01", to: "2026-01-05" })).toEqual({ currency: "EUR", from: "2026-01-01", to: "2026-01-05" });
  });

  it.each([
    [{ currency: "EURO", from: "2026-01-01", to: "2026-01-05" }, "currency"],
    [{ currency: "EUR", from: "2026-02-30", to: "2026-03-05" }, "from"],
    [{ currency: "EUR", from: "2026-01-06", to: "2026-01-05" }, "to"],
  ])("refuses %j naming %s", (request, field) => {
    let caught: unknown;
    try {
      checkStatementRequest(request);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidInputError);
    expect((caught as InvalidInputError).field).toBe(field);
  });
});
