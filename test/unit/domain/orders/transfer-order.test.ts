/** A transfer row's own checks: both accounts, never the same one; a currency; an amount in it, never rounded; a reason that fits. */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { CellValue } from "../../../../src/domain";
import { describeProblems, mapColumns, OrderCells } from "../../../../src/domain/orders";
import { parseTransferOrder, TRANSFER_FIELDS } from "../../../../src/domain/orders/transfer-order";

const HEADERS = ["From", "To", "Currency", "Amount", "Reason"];

function row(values: Record<string, CellValue>, formulas: Record<string, string> = {}) {
  return parseTransferOrder(new OrderCells(mapColumns(HEADERS, TRANSFER_FIELDS), HEADERS.map((header) => values[header] ?? null), HEADERS.map((header) => formulas[header] ?? null)));
}

const problems = (parsed: ReturnType<typeof parseTransferOrder>) => (parsed.ok ? "" : describeProblems(parsed.problems));

describe("the columns of a transfer sheet", () => {
  it("are found by the headers people use, and the service's names of its fields", () => {
    expect(mapColumns(["Pay from", "Pay to", "CCY", "Sum", "Purpose"], TRANSFER_FIELDS).headers).toEqual({
      source_account_id: "Pay from",
      destination_account_id: "Pay to",
      currency: "CCY",
      amount: "Sum",
      reason: "Purpose",
    });
    expect(mapColumns(["Source account", "Currency", "Amount"], TRANSFER_FIELDS).missing).toEqual(["Destination account"]);
  });
});

describe("parseTransferOrder", () => {
  it("reads the accounts as typed, the amount as a Decimal in its currency, and a blank reason as none", () => {
    expect(row({ From: " House ", To: "Acme Ltd", Currency: "eur", Amount: "1,250.50" })).toEqual({
      ok: true,
      order: { source: "House", destination: "Acme Ltd", currency: "EUR", amount: new Decimal("1250.5"), reason: undefined, actingAs: undefined },
    });
    const yen = row({ From: "House", To: "Acme Ltd", Currency: "JPY", Amount: 125000, Reason: "Month end" });
    expect(yen.ok && [yen.order.amount.toFixed(), yen.order.reason]).toEqual(["125000", "Month end"]);
  });

  it("refuses the same account as source and destination, as typed in any case and spacing", () => {
    expect(problems(row({ From: "Acme  Ltd", To: "acme ltd", Currency: "EUR", Amount: "10" }))).toBe('To: is "acme ltd", the source account too — a transfer moves money between two accounts');
  });

  it("refuses an amount with more decimals than its currency has, never rounding it, and one that is not positive", () => {
    expect(problems(row({ From: "House", To: "Acme Ltd", Currency: "JPY", Amount: "10.5" }))).toBe('Amount: JPY allows no decimals; "10.5" has 1 — correct the amount, it is never rounded');
    expect(problems(row({ From: "House", To: "Acme Ltd", Currency: "EUR", Amount: "0.001" }))).toBe('Amount: EUR allows at most 2 decimals; "0.001" has 3 — correct the amount, it is never rounded');
    expect(problems(row({ From: "House", To: "Acme Ltd", Currency: "EUR", Amount: "-5" }))).toMatch(/^Amount: /);
    expect(problems(row({ From: "House", To: "Acme Ltd", Currency: "EUR", Amount: "1e3" }))).toMatch(/^Amount: "1e3" is in exponent notation/);
  });

  it("says every problem of a row at once: missing accounts, an unknown currency, a reason too long", () => {
    const text = problems(row({ Currency: "EUX", Amount: "5", Reason: "x".repeat(256) }));
    expect(text).toContain("From: is required — fill it in");
    expect(text).toContain("To: is required — fill it in");
    expect(text).toMatch(/Currency: .*EUX/);
    expect(text).toContain("Reason: has 256 characters; at most 255 are allowed — shorten it");
  });

  it("refuses a formula where an account goes: it could move the money elsewhere when the sheet recalculates", () => {
    expect(problems(row({ From: "House", To: "Acme Ltd", Currency: "EUR", Amount: "5" }, { To: "=B7" }))).toMatch(/^To: holds a formula \(=B7\)/);
  });
});
