import { describe, expect, it } from "@jest/globals";
import { OfficeWorkbook } from "../../../src/workbook/office-workbook";
import { WorkbookModel } from "../../../src/workbook/workbook-model";
import { runWorkbookContract } from "./contract";
import { FakeExcel } from "./fake-excel";

runWorkbookContract("OfficeWorkbook", () => {
  const model = new WorkbookModel();
  return { model, workbook: new OfficeWorkbook(new FakeExcel(model).run) };
});

function paymentsSheet(rowCount: number): WorkbookModel {
  const model = new WorkbookModel();
  model.setValues("Payments", { row: 0, column: 0 }, [
    ["Beneficiary", "Amount", "Currency"],
    ...Array.from({ length: rowCount }, (_, index) => [`Payee ${index}`, index + 1, "GBP"]),
  ]);
  return model;
}

function results(rows: number[]): { row: number; values: (string | number)[] }[] {
  return rows.map((row) => ({ row, values: ["booked", `p-${row}`, 1.1734] }));
}

const RESULT_COLUMNS = [{ header: "Status" }, { header: "Payment id", format: "@" }, { header: "Rate" }];

describe("OfficeWorkbook round trips", () => {
  it("reads the selection in two syncs", async () => {
    const model = paymentsSheet(500);
    const excel = new FakeExcel(model);
    model.select("Payments", { row: 1, column: 0, rowCount: 500, columnCount: 3 });

    const block = await new OfficeWorkbook(excel.run).readSelection();

    expect(block.rows).toHaveLength(500);
    expect(excel.syncCount).toBe(2);
  });

  it("reads a table in one sync", async () => {
    const excel = new FakeExcel(paymentsSheet(50));

    await new OfficeWorkbook(excel.run).readTable("Payments");

    expect(excel.syncCount).toBe(1);
  });

  it.each([10, 1_000])("writes %i contiguous rows with one values assignment per column block in one write sync", async (rowCount) => {
    const model = paymentsSheet(rowCount);
    const excel = new FakeExcel(model);
    const rows = Array.from({ length: rowCount }, (_, index) => index + 1);

    await new OfficeWorkbook(excel.run).writeColumns("Payments", 0, RESULT_COLUMNS, results(rows));

    // One sync reads the header line; one writes the headers and the whole block.
    expect(excel.syncCount).toBe(2);
    expect(excel.syncs[1]?.valueWrites).toBe(2);
    expect(model.value("Payments", { row: rowCount, column: 4 })).toBe(`p-${rowCount}`);
  });

  it("writes non-contiguous rows as separate blocks in the same sync", async () => {
    const excel = new FakeExcel(paymentsSheet(20));

    await new OfficeWorkbook(excel.run).writeColumns("Payments", 0, RESULT_COLUMNS, results([1, 2, 3, 7, 8, 15]));

    expect(excel.syncCount).toBe(2);
    expect(excel.syncs[1]?.valueWrites).toBe(1 + 3);
  });

  it("splits a write larger than the payload limit into syncs that each stay under it", async () => {
    const model = paymentsSheet(1_000);
    const limit = 20_000;
    const excel = new FakeExcel(model, limit);
    const rows = Array.from({ length: 1_000 }, (_, index) => index + 1);

    await new OfficeWorkbook(excel.run, { maxPayloadBytes: limit }).writeColumns("Payments", 0, RESULT_COLUMNS, results(rows));

    const writes = excel.syncs.slice(1);
    const written = writes.reduce((total, sync) => total + sync.payloadBytes, 0);
    expect(writes.length).toBeGreaterThanOrEqual(Math.ceil(written / limit));
    expect(writes.length).toBeLessThanOrEqual(Math.ceil(written / limit) + 1);
    expect(writes.every((sync) => sync.payloadBytes <= limit)).toBe(true);
    expect(rows.every((row) => model.value("Payments", { row, column: 4 }) === `p-${row}`)).toBe(true);
  });

  it("fails loudly when a request would exceed Excel's limit, which is why writes are chunked", async () => {
    const excel = new FakeExcel(paymentsSheet(1_000), 20_000);
    const rows = Array.from({ length: 1_000 }, (_, index) => index + 1);

    await expect(
      new OfficeWorkbook(excel.run, { maxPayloadBytes: 5_000_000 }).writeColumns("Payments", 0, RESULT_COLUMNS, results(rows)),
    ).rejects.toThrow("RequestPayloadSizeLimitExceeded");
  });

  it("suspends recalculation for large writes only", async () => {
    const excel = new FakeExcel(paymentsSheet(1_000));
    const workbook = new OfficeWorkbook(excel.run, { suspendCalculationFromCells: 1_000 });

    await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1, 2]));
    await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results(Array.from({ length: 900 }, (_, index) => index + 1)));

    expect(excel.syncs.map((sync) => sync.calculationSuspended)).toEqual([false, false, false, true]);
  });

  it("appends to an existing audit sheet in three syncs and creates a missing one in two", async () => {
    const excel = new FakeExcel(new WorkbookModel());
    const workbook = new OfficeWorkbook(excel.run);

    await workbook.appendRows("Audit", ["Id"], [["p-1"]]);
    const afterCreate = excel.syncCount;
    await workbook.appendRows("Audit", ["Id"], [["p-2"]]);

    expect(afterCreate).toBe(2);
    expect(excel.syncCount - afterCreate).toBe(3);
  });

  it("writes a formula into the active cell in one sync", async () => {
    const model = paymentsSheet(1);
    const excel = new FakeExcel(model);
    model.activate("Payments", { row: 5, column: 5 });

    await new OfficeWorkbook(excel.run).writeFormulaToActiveCell('=FX.RATE("EURGBP")');

    expect(excel.syncCount).toBe(1);
    expect(model.formula("Payments", { row: 5, column: 5 })).toBe('=FX.RATE("EURGBP")');
  });
});
