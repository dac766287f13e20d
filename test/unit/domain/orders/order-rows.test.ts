import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import {
  cellDate,
  findDuplicatePayments,
  isRequestKey,
  mapColumns,
  newRunId,
  OrderCells,
  parseConversionOrder,
  parsePaymentOrder,
  requestKey,
  type PaymentOrder,
  PAYMENT_FIELDS,
  CONVERSION_FIELDS,
} from "../../../../src/domain/orders";
import type { CellValue } from "../../../../src/domain";

const PAYMENT_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "Type", "Date", "IBAN", "BIC", "Account number", "Routing code type", "Routing code", "Bank country", "Account holder", "Acting as"];
const paymentRow = (cells: Partial<Record<string, CellValue>>, formulas: Partial<Record<string, string>> = {}) =>
  new OrderCells(
    mapColumns(PAYMENT_HEADERS, PAYMENT_FIELDS),
    PAYMENT_HEADERS.map((header) => cells[header] ?? null),
    PAYMENT_HEADERS.map((header) => formulas[header] ?? null),
  );
const base = { Beneficiary: "Acme", Amount: "10.50", Currency: "EUR", Reference: "INV-1", Reason: "Invoice" };

function problems(cells: Partial<Record<string, CellValue>>, formulas: Partial<Record<string, string>> = {}): string[] {
  const parsed = parsePaymentOrder(paymentRow(cells, formulas));
  return parsed.ok ? [] : parsed.problems.map((problem) => problem.code);
}

describe("parsePaymentOrder", () => {
  it("reads a payment to a beneficiary named in the sheet", () => {
    const parsed = parsePaymentOrder(paymentRow({ ...base, Type: "Swift", Date: 46053, "Acting as": "0B6F5A6C-2A1E-4C53-9F0E-6B3C2F1D7A90" }));
    expect(parsed).toEqual({
      ok: true,
      order: {
        currency: "EUR",
        amount: new Decimal("10.5"),
        beneficiary: { kind: "name", name: "Acme" },
        reference: "INV-1",
        reason: "Invoice",
        paymentType: "priority",
        paymentDate: "2026-01-31",
        conversionId: undefined,
        actingAs: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90",
      },
    });
  });

  it("reads bank details instead of a beneficiary, with the bank country taken from the IBAN", () => {
    const parsed = parsePaymentOrder(paymentRow({ ...base, IBAN: "de89 3704 0044 0532 0130 00", BIC: "cobadeff" }));
    expect(parsed.ok && parsed.order.beneficiary).toEqual({
      kind: "bank",
      details: { name: "Acme", bankAccountHolderName: "Acme", bankCountry: "DE", iban: "DE89370400440532013000", bicSwift: "COBADEFF", accountNumber: undefined, routingCodeType: undefined, routingCodeValue: undefined, entityType: undefined },
    });
  });

  it.each<[string, Partial<Record<string, CellValue>>, string[]]>([
    ["currency missing", { ...base, Currency: null }, ["is_required"]],
    ["currency a number", { ...base, Currency: 978 }, ["type_is_wrong"]],
    ["amount with too many decimals", { ...base, Amount: "1.001" }, ["too_many_decimals"]],
    ["amount a number with too many decimals", { ...base, Amount: 10.001 }, ["too_many_decimals"]],
    ["amount huge", { ...base, Amount: 1e20 }, ["too_large"]],
    ["amount in exponent form", { ...base, Amount: "1e21" }, ["exponent_not_allowed"]],
    ["amount boolean", { ...base, Amount: true }, ["type_is_wrong"]],
    ["reference too long", { ...base, Reference: "r".repeat(256) }, ["is_too_long"]],
    ["reference with a line break", { ...base, Reference: "a\nb" }, ["control_characters"]],
    ["reason missing", { ...base, Reason: "  " }, ["is_required"]],
    ["payment type unknown", { ...base, Type: "urgent" }, ["not_in_range"]],
    ["date in a national format", { ...base, Date: "03/04/2026" }, ["is_in_invalid_format"]],
    ["acting-as longer than an e-mail can be", { ...base, "Acting as": "n".repeat(256) }, ["is_too_long"]],
    ["IBAN typo", { ...base, IBAN: "DE89370400440532013001" }, ["iban_wrong_checksum"]],
    ["BIC malformed", { ...base, IBAN: "DE89370400440532013000", BIC: "COBA" }, ["bic_wrong_length"]],
    ["account number typed as a number", { ...base, "Account number": 12345678, "Bank country": "GB", "Routing code type": "sort_code", "Routing code": "123456" }, ["number_not_text"]],
    ["routing code without its type", { ...base, "Account number": "12345678", "Routing code": "123456", "Bank country": "GB" }, ["is_required"]],
    ["account number without a bank country", { ...base, "Account number": "12345678" }, ["is_required"]],
    ["nothing saying who is paid", { ...base, Beneficiary: null }, ["is_required"]],
    ["an Excel error in the reference", { ...base, Reference: "#REF!" }, ["cell_error"]],
  ])("refuses %s", (_, cells, codes) => {
    expect(problems(cells)).toEqual(codes);
  });

  it("reads acting-as as typed — a name or e-mail for the engine to look up, an id in lower case", () => {
    const actingAs = (typed: string) => {
      const parsed = parsePaymentOrder(paymentRow({ ...base, "Acting as": typed }));
      return parsed.ok ? parsed.order.actingAs : parsed.problems;
    };
    expect(actingAs("  North   Ltd ")).toBe("North   Ltd");
    expect(actingAs("sam@north.example")).toBe("sam@north.example");
    expect(actingAs("0B6F5A6C-2A1E-4C53-9F0E-6B3C2F1D7A90")).toBe("0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
  });

  it("collects every problem of a row, not just the first", () => {
    expect(problems({ Beneficiary: "Acme", Amount: "-1", Currency: "EUR", Reference: "", Reason: "" })).toEqual(["not_positive", "is_required", "is_required"]);
  });

  it("refuses formulas in identifier columns but accepts them for amounts", () => {
    expect(problems(base, { Beneficiary: "=VLOOKUP(A1,Payees!A:B,2)" })).toEqual(["formula_not_allowed"]);
    expect(problems(base, { Amount: "=5.25*2" })).toEqual([]);
  });

  it("reads a computed amount at Excel's 15 digits: =F2*1.1*10 holding 1100.0000000000002 is EUR 1100", () => {
    const parsed = parsePaymentOrder(paymentRow({ ...base, Amount: 100 * 1.1 * 10 }, { Amount: "=F2*1.1*10" }));
    expect(parsed.ok && parsed.order.amount.toFixed()).toBe("1100");
  });
});

describe("parseConversionOrder", () => {
  const headers = ["Buy", "Sell", "Amount", "Side", "Reason", "Conversion date"];
  const row = (values: CellValue[]) => new OrderCells(mapColumns(headers, CONVERSION_FIELDS), values, values.map(() => null));

  it("checks the amount against the fixed side's currency", () => {
    const parsed = parseConversionOrder(row(["jpy", "usd", "1000", "S", "Hedge", "2026-02-03"]));
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && [parsed.order.amountCurrency, parsed.order.fixedSide, parsed.order.conversionDate]).toEqual(["USD", "sell", "2026-02-03"]);
    const refused = parseConversionOrder(row(["JPY", "USD", "1000.5", "buy", "Hedge", null]));
    expect(refused.ok ? [] : refused.problems.map((problem) => problem.message)).toEqual([expect.stringContaining("JPY allows no decimals")]);
  });

  it("reads a computed fixed amount at Excel's 15 digits and still refuses decimals its currency lacks", () => {
    const parsed = parseConversionOrder(row(["USD", "GBP", 0.1 + 0.2, "sell", "Hedge", null]));
    expect(parsed.ok && parsed.order.amount.toFixed()).toBe("0.3");
    const refused = parseConversionOrder(row(["JPY", "USD", 1100.5, "buy", "Hedge", null]));
    expect(refused.ok ? [] : refused.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('JPY allows no decimals; "1100.5" has 1')]);
  });

  it("refuses the same currency twice and an unknown side", () => {
    const parsed = parseConversionOrder(row(["EUR", "EUR", "10", "either", "x", null]));
    expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.code)).toEqual(["same_currency", "not_in_range"]);
  });
});

describe("cellDate", () => {
  it("turns Excel serials into dates and refuses impossible ones", () => {
    expect(cellDate({ value: 45658, formula: null }, "date", 1900)).toBe("2025-01-01");
    expect(() => cellDate({ value: 60, formula: null }, "date", 1900)).toThrow("not a date");
    expect(() => cellDate({ value: "2026-02-30", formula: null }, "date", 1900)).toThrow("YYYY-MM-DD");
  });
});

describe("findDuplicatePayments", () => {
  const order = (amount: string, reference: string, name = "Acme"): PaymentOrder => ({
    currency: "EUR",
    purposeCode: undefined,
    payer: undefined,
    amount: new Decimal(amount),
    beneficiary: { kind: "name", name },
    reference,
    reason: "x",
    paymentType: undefined,
    paymentDate: undefined,
    conversionId: undefined,
    actingAs: undefined,
  });

  it("groups rows with the same beneficiary, amount, currency and reference", () => {
    const groups = findDuplicatePayments([
      { row: 1, order: order("10", "A") },
      { row: 2, order: order("10.00", "a") },
      { row: 3, order: order("10", "B") },
      { row: 4, order: order("10", "A", "Other") },
      { row: 5, order: order("10", "A ") },
    ]);
    expect(groups.map((group) => group.rows)).toEqual([[1, 2, 5]]);
    expect(groups[0]?.description).toBe('EUR 10 to Acme with reference "A"');
  });
});

describe("request keys", () => {
  it("are the same for the same sheet, row and run, and differ otherwise", () => {
    const run = newRunId(Date.UTC(2026, 0, 31), () => 0.5);
    expect(requestKey(run, "Payments", 4)).toBe(requestKey(run, "Payments", 4));
    expect(requestKey(run, "Payments", 4)).toMatch(/-r5$/);
    expect(new Set([requestKey(run, "Payments", 4), requestKey(run, "Payments", 5), requestKey(run, "Payments 2", 4), requestKey(newRunId(Date.UTC(2026, 0, 31), () => 0.6), "Payments", 4)]).size).toBe(4);
    expect(isRequestKey(requestKey(run, "Ünïcode sheet", 0))).toBe(true);
    expect(requestKey(run, "x".repeat(300), 1_048_575).length).toBeLessThan(255);
  });
});
