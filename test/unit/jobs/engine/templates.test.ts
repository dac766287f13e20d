import { describe, expect, it } from "@jest/globals";
import { parseConversionOrder, parsePaymentOrder, type OrderCells, type ParsedOrder } from "../../../../src/domain/orders";
import type { KindSpec } from "../../../../src/jobs/engine/kind-spec";
import type { JobContext } from "../../../../src/jobs/engine/booking-api";
import { insertTemplate, readOrders, templateHeaders } from "../../../../src/jobs/kind-jobs";
import { planRows } from "../../../../src/jobs/engine/row-plan";
import { EXAMPLE_MARKER } from "../../../../src/jobs/engine/template-columns";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { beneficiaryKind } from "../../../../src/jobs/kinds/beneficiary";
import { clientKind } from "../../../../src/jobs/kinds/client";
import { conversionKind } from "../../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../../src/jobs/kinds/payment";
import { transferKind } from "../../../../src/jobs/kinds/transfer";

/** A fixed instant: the table names it yields are known in advance. */
const NOW = Date.parse("2026-01-05T09:00:00Z");
const SUFFIX = NOW.toString(36);

function context(workbook: MemoryWorkbook): JobContext {
  // Reading and planning never call the service.
  return { api: undefined as unknown as JobContext["api"], workbook, signedInLogin: () => undefined };
}

async function wholeSheet(workbook: MemoryWorkbook, sheet: string, spec: KindSpec) {
  return readOrders(context(workbook), spec, { source: { from: "table", sheet } });
}

describe("Insert template", () => {
  it("adds the table with an example row on a sheet it makes active, named from the clock it is given", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "A1", [["Pair"], ["EURGBP"]]);
    workbook.select("Rates", "A2");

    const inserted = await insertTemplate(workbook, paymentKind, "Payments", () => NOW);

    expect(inserted).toEqual({ sheet: "Payments", table: `FxPayments_${SUFFIX}`, legendSheet: "Allowed values (payments)" });
    expect(workbook.model.findTable(`FxPayments_${SUFFIX}`)?.rect).toEqual({ row: 0, column: 0, rowCount: 2, columnCount: templateHeaders(paymentKind).length });
    // The person lands on the example row of the new sheet.
    expect(workbook.model.activeCell()).toEqual({ sheet: "Payments", ref: { row: 1, column: 0 } });
    const block = await workbook.readTable("Payments");
    expect(block.headers).toEqual(templateHeaders(paymentKind));
    const example = Object.fromEntries(block.headers.map((header, index) => [header, block.rows[0]?.values[index]]));
    expect(example).toMatchObject({
      Beneficiary: "Northwind Supplies Ltd",
      Currency: "GBP",
      Amount: 1250.5,
      Reference: EXAMPLE_MARKER,
      "Account number": "31926819",
      "Routing code type": "Sort code",
      "Routing code": "601613",
      "Bank country": "GB",
    });
    // Account numbers and sort codes are text, so their leading zeros would survive; the amount shows 1,250.50.
    expect(workbook.model.cell("Payments", { row: 1, column: block.headers.indexOf("Routing code") })?.numberFormat).toBe("@");
    expect(workbook.model.cell("Payments", { row: 1, column: block.headers.indexOf("Amount") })?.numberFormat).toBe("#,##0.00");
    expect(workbook.model.cell("Payments", { row: 1, column: block.headers.indexOf("Currency") })?.validationList).toContain("JPY");
  });

  it("lists what each column takes in a small table on a sheet of its own, added once per kind", async () => {
    const workbook = new MemoryWorkbook();
    await insertTemplate(workbook, paymentKind, "Payments", () => NOW);

    const legend = await workbook.readTable("Allowed values (payments)");
    expect(legend.headers).toEqual(["Column", "Required", "Allowed values", "Example"]);
    expect(legend.rows.map((row) => row.values[0])).toEqual(templateHeaders(paymentKind));
    const about = (column: string) => legend.rows.find((row) => row.values[0] === column)?.values;
    expect(about("Currency")?.[2]).toContain("AUD, CAD, CHF");
    expect(about("Payment type")?.[2]).toMatch(/^Local or Swift: /);
    expect(about("Routing code type")?.[2]).toContain("Sort code");
    expect(about("Amount")?.slice(1)).toEqual(["Yes", expect.stringContaining("never rounded"), "1250.5"]);

    const second = await insertTemplate(workbook, paymentKind, "Payments 2", () => NOW + 1);
    expect(second).toEqual({ sheet: "Payments 2", table: `FxPayments_${(NOW + 1).toString(36)}`, legendSheet: undefined });
    expect(workbook.model.sheetNames()).toEqual(["Allowed values (payments)", "Payments", "Payments 2"]);
    expect(workbook.model.activeCell().sheet).toBe("Payments 2");
  });

  // Issue 43: what a person picks or reads in a template is words; the codes are still read (the row tests below).
  it.each([paymentKind, conversionKind, transferKind, beneficiaryKind, clientKind].map((spec) => [spec.kind, spec] as const))("the %s template's drop-downs, example and allowed values are words, never the service's codes", async (_kind, spec) => {
    const workbook = new MemoryWorkbook();
    const { sheet, legendSheet } = await insertTemplate(workbook, spec, undefined, () => NOW);
    const headers = templateHeaders(spec);
    const example = headers.map((_, column) => workbook.model.cell(sheet, { row: 1, column }));
    const choices = example.flatMap((cell) => cell?.validationList ?? []);
    const examples = example.map((cell) => cell?.value).filter((value): value is string => typeof value === "string");
    const legend = (await workbook.readTable(legendSheet ?? "")).rows.flatMap((row) => row.values.filter((value): value is string => typeof value === "string"));
    const snakeCase = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;
    expect([...choices, ...examples, ...legend].filter((text) => snakeCase.test(text))).toEqual([]);
    // A choice or an example in lower case alone is a code ("regular", "company", "buy").
    expect([...choices, ...examples].filter((text) => /^[a-z]+$/.test(text))).toEqual([]);
    expect(choices.length).toBeGreaterThan(0);
  });

  it.each([paymentKind, conversionKind].map((spec) => [spec.kind, spec] as const))("the %s example passes the row checks, but the job refuses it while it carries the marker", async (kind, spec) => {
    const workbook = new MemoryWorkbook();
    const { sheet } = await insertTemplate(workbook, spec, undefined, () => NOW);
    const parse: (cells: OrderCells) => ParsedOrder<unknown> = kind === "payment" ? parsePaymentOrder : parseConversionOrder;

    const orders = await wholeSheet(workbook, sheet, spec);
    expect(orders.mapping.missing).toEqual([]);
    expect(orders.rows).toHaveLength(1);
    expect(parse(orders.rows[0]!.cells)).toMatchObject({ ok: true });
    const [plan] = planRows(orders, (row) => parse(row.cells));
    expect(plan).toEqual({ row: 1, state: "invalid", message: expect.stringContaining("this is the template's example row") });
    expect(plan?.state === "invalid" && plan.message).toMatch(kind === "payment" ? /\(reference\)/i : /\(reason\)/i);
  });

  it("refuses a copy of the example too, and lets the row through once the marker is replaced", async () => {
    const workbook = new MemoryWorkbook();
    const { sheet } = await insertTemplate(workbook, paymentKind, undefined, () => NOW);
    const headers = templateHeaders(paymentKind);
    // Typed below the table as text (an apostrophe first), as a copy keeps the table's text formats in Excel.
    const example = (await workbook.readTable(sheet)).rows[0]!.values.map((value) => (value === null ? "" : typeof value === "string" ? `'${value}` : String(value)));
    const reference = headers.indexOf("Reference");
    workbook.setValues(sheet, "A3", [example.map((value, index) => (index === reference ? ` ${EXAMPLE_MARKER.toUpperCase()} ` : value))]);
    workbook.setValues(sheet, "A4", [example.map((value, index) => (index === reference ? "INV-1001" : value))]);

    const plans = planRows(await wholeSheet(workbook, sheet, paymentKind), (row) => parsePaymentOrder(row.cells));

    expect(plans.map((plan) => [plan.row, plan.state])).toEqual([
      [1, "invalid"],
      [2, "invalid"],
      [3, "ready"],
    ]);
  });
});
