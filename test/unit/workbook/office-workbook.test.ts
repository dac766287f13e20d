import { describe, expect, it } from "@jest/globals";
import { fxFormulaCells } from "../../../src/taskpane/fx-formula-cells";
import { UnknownDateSystemError } from "../../../src/workbook/date-system";
import type { ExcelWait } from "../../../src/workbook/excel-patience";
import { OfficeWorkbook } from "../../../src/workbook/office-workbook";
import { SheetNotFoundError } from "../../../src/workbook/sheet-not-found";
import { ExcelBusyError, ExcelFeatureMissingError, ExcelRefusedError, SheetProtectedError, TooMuchDataError, WorkbookError } from "../../../src/workbook/workbook-error";
import { WorkbookModel } from "../../../src/workbook/workbook-model";
import { runWorkbookContract } from "./contract";
import { FakeExcel } from "./fake-excel";
import { fillFormulaSheet, FORMULA_SHEET, FORMULA_SHEET_ROWS } from "../../support/long-sheets";

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
  it("reads the selection in three syncs: where it is, the header line, its rows", async () => {
    const model = paymentsSheet(500);
    const excel = new FakeExcel(model);
    model.select("Payments", { row: 1, column: 0, rowCount: 500, columnCount: 3 });

    const block = await new OfficeWorkbook(excel.run).readSelection();

    expect(block.rows).toHaveLength(500);
    expect(excel.syncCount).toBe(3);
  });

  it("reads a selection in a table in syncs: where it is, the tables' extents, the header line with the hidden rows, then each run of shown rows", async () => {
    const model = paymentsSheet(300);
    model.addTable("Payments", "Payments_1", { row: 0, column: 0, rowCount: 201, columnCount: 3 });
    model.setRowsHidden("Payments", 5, 3, true);
    const excel = new FakeExcel(model);
    model.select("Payments", { row: 1, column: 0, rowCount: 300, columnCount: 3 });

    const block = await new OfficeWorkbook(excel.run).readSelection();

    expect(block.rows).toHaveLength(297);
    expect(block.hiddenRows).toEqual([5, 6, 7]);
    // Rows 1-4 and 8-300: two runs, one read each.
    expect(excel.syncCount).toBe(5);
  });

  it("reads only the formula cells of a long sheet, every answer under the limit, and recalculates only the FX cells", async () => {
    const model = new WorkbookModel();
    const fxCells = fillFormulaSheet(model);
    const excel = new FakeExcel(model, 5_000_000);
    const workbook = new OfficeWorkbook(excel.run);
    // What the recalculation after sign-in loaded in one answer: every formula of the sheet, over the limit.
    expect(JSON.stringify(model.formulaAreas(FORMULA_SHEET, { row: 0, column: 0, rowCount: FORMULA_SHEET_ROWS + 1, columnCount: 6 })).length).toBeGreaterThan(5_000_000);

    const cells = await workbook.readFormulaCells();

    expect(cells).toHaveLength(3 * FORMULA_SHEET_ROWS + fxCells.length);
    expect(cells[0]).toEqual({ sheet: FORMULA_SHEET, row: 1, column: 1, formula: "=ROUND(A2*1.1,2)" });
    expect(Math.max(...excel.syncs.map((sync) => sync.responseBytes))).toBeLessThanOrEqual(5_000_000);

    const syncsBefore = excel.syncCount;
    await workbook.calculateCells(fxFormulaCells(cells));

    expect(excel.calculated.flatMap((list) => list.replace(`${FORMULA_SHEET}!`, "").split(","))).toEqual(fxCells);
    expect(excel.syncCount - syncsBefore).toBe(1);
  });

  it("reads formula cells again in halves when Excel refuses an answer as too large", async () => {
    const model = new WorkbookModel();
    model.setValues("Notes", { row: 0, column: 0 }, Array.from({ length: 40 }, (_, index) => [`="${index}:${"x".repeat(2_000)}"`]));
    const excel = new FakeExcel(model, 50_000);

    const cells = await new OfficeWorkbook(excel.run, { maxPayloadBytes: 1_000_000 }).readFormulaCells();

    expect(cells.map((cell) => cell.row)).toEqual(Array.from({ length: 40 }, (_, index) => index));
    expect(excel.syncs.some((sync) => sync.responseBytes > 50_000)).toBe(true);
  });

  it("reads a table in two syncs: its size, then its rows", async () => {
    const excel = new FakeExcel(paymentsSheet(50));

    await new OfficeWorkbook(excel.run).readTable("Payments");

    expect(excel.syncCount).toBe(2);
  });

  it("reads only the selected rows of a selection far down the sheet, in blocks under the payload limit", async () => {
    const model = paymentsSheet(30_000);
    const excel = new FakeExcel(model, 200_000);
    model.select("Payments", { row: 20_000, column: 0, rowCount: 10_000, columnCount: 3 });

    const block = await new OfficeWorkbook(excel.run, { maxPayloadBytes: 200_000 }).readSelection();

    expect(block.rows.map((row) => row.row)).toEqual(Array.from({ length: 10_000 }, (_, index) => 20_000 + index));
    expect(block.rows[0]?.values).toEqual(["Payee 19999", 20_000, "GBP"]);
    const answers = excel.syncs.map((sync) => sync.responseBytes);
    expect(Math.max(...answers)).toBeLessThanOrEqual(200_000);
    // Roughly the selected rows' size: the 20,000 rows above it are never read.
    expect(answers.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(10_000 * 3 * 2 * 20);
  });

  it("reads a block again in halves when Excel refuses its answer as too large", async () => {
    const model = new WorkbookModel();
    model.setValues("Notes", { row: 0, column: 0 }, [["Note"], ...Array.from({ length: 40 }, (_, index) => [`${index}:${"x".repeat(2_000)}`])]);
    const excel = new FakeExcel(model, 50_000);
    model.select("Notes", { row: 1, column: 0, rowCount: 40, columnCount: 1 });

    const block = await new OfficeWorkbook(excel.run, { maxPayloadBytes: 1_000_000 }).readSelection();

    expect(block.rows.map((row) => String(row.values[0]).split(":")[0])).toEqual(Array.from({ length: 40 }, (_, index) => String(index)));
    expect(excel.syncs.some((sync) => sync.responseBytes > 50_000)).toBe(true);
  });

  it("reads a selection of several areas area by area, with the header line of their region", async () => {
    const model = paymentsSheet(20);
    const excel = new FakeExcel(model);
    model.select("Payments", { row: 2, column: 0, rowCount: 2, columnCount: 1 }, { row: 9, column: 1, rowCount: 1, columnCount: 1 }, { row: 14, column: 0, rowCount: 3, columnCount: 3 });

    const block = await new OfficeWorkbook(excel.run).readSelection();

    expect(block.headers).toEqual(["Beneficiary", "Amount", "Currency"]);
    expect(block.rows.map((row) => row.row)).toEqual([2, 3, 9, 14, 15, 16]);
    expect(block.address).toBe("Payments!A3:A4,Payments!B10,Payments!A15:C17");
  });

  it("tells a missing sheet apart from any other failure to read", async () => {
    const workbook = new OfficeWorkbook(new FakeExcel(paymentsSheet(1)).run);
    await expect(workbook.readTable("Nowhere")).rejects.toBeInstanceOf(SheetNotFoundError);
    const failing = new OfficeWorkbook(async () => {
      throw Object.assign(new Error("GeneralException"), { code: "GeneralException" });
    });
    await expect(failing.readTable("Payments")).rejects.not.toBeInstanceOf(SheetNotFoundError);
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

  it("writes a range too big for one request in row slices, each sync under the payload limit, and clears a range in one small command", async () => {
    const model = paymentsSheet(1);
    const excel = new FakeExcel(model, 200_000);
    const values = Array.from({ length: 4_000 }, (_, index) => [`Account ${index}`, "EUR", index + 0.5]);
    const formats = values.map(() => ["@", "@", "#,##0.00"]);

    await new OfficeWorkbook(excel.run, { maxPayloadBytes: 200_000 }).writeRange("Payments", { row: 10, column: 5 }, values, formats);

    const writes = excel.syncs.filter((sync) => sync.valueWrites > 0);
    expect(writes.length).toBeGreaterThan(1);
    expect(Math.max(...writes.map((sync) => sync.payloadBytes))).toBeLessThanOrEqual(200_000);
    expect(model.value("Payments", { row: 4_009, column: 7 })).toBe(3_999.5);
    expect(model.cell("Payments", { row: 4_009, column: 7 })?.numberFormat).toBe("#,##0.00");

    const before = excel.syncCount;
    await new OfficeWorkbook(excel.run).clearRange("Payments", { row: 10, column: 5, rowCount: 4_000, columnCount: 3 });
    expect(excel.syncs.slice(before).every((sync) => sync.payloadBytes < 1_000)).toBe(true);
    expect(model.usedRect("Payments")).toEqual({ row: 0, column: 0, rowCount: 2, columnCount: 3 });
  });

  it("writes non-contiguous rows as separate blocks in the same sync", async () => {
    const excel = new FakeExcel(paymentsSheet(20));

    await new OfficeWorkbook(excel.run).writeColumns("Payments", 0, RESULT_COLUMNS, results([1, 2, 3, 7, 8, 15]));

    expect(excel.syncCount).toBe(2);
    expect(excel.syncs[1]?.valueWrites).toBe(1 + 3);
  });

  it("assigns number formats that differ by row once per block, beside the values", async () => {
    const model = paymentsSheet(20);
    const excel = new FakeExcel(model);
    const columns = [{ header: "FX rate", format: "0.000000" }, { header: "FX paid amount" }];
    const rows = [1, 2, 3, 7].map((row) => ({ row, values: [1.1, row * 1000.5], formats: [null, row % 2 === 0 ? "#,##0" : "#,##0.00"] }));

    await new OfficeWorkbook(excel.run).writeColumns("Payments", 0, columns, rows);

    // Header line and the two blocks of rows (1-3 and 7): one values and one numberFormat assignment per block.
    expect(excel.syncs[1]).toMatchObject({ valueWrites: 3, formatWrites: 2 });
    expect(model.cell("Payments", { row: 2, column: 4 })).toMatchObject({ value: 2001, numberFormat: "#,##0" });
    expect(model.cell("Payments", { row: 7, column: 4 })).toMatchObject({ value: 7003.5, numberFormat: "#,##0.00" });
    expect(model.cell("Payments", { row: 7, column: 3 })?.numberFormat).toBe("0.000000");
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

    const refused = new OfficeWorkbook(excel.run, { maxPayloadBytes: 5_000_000 }).writeColumns("Payments", 0, RESULT_COLUMNS, results(rows));

    // RequestPayloadSizeLimitExceeded, said as ours: what to do, and the code for support.
    await expect(refused).rejects.toBeInstanceOf(TooMuchDataError);
    await expect(refused).rejects.toMatchObject({ officeCode: "RequestPayloadSizeLimitExceeded", sheet: "Payments", message: expect.stringContaining("select fewer rows") });
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

  it("gives cells drop-downs from a new lists sheet in two syncs and from an existing one in three, a run of adjacent cells one rule", async () => {
    const model = paymentsSheet(6);
    const excel = new FakeExcel(model);
    const workbook = new OfficeWorkbook(excel.run);
    const codes = (column: number) => [1, 2, 3].map((row) => ({ row, column }));

    await workbook.setDropDownLists("Payments", "FX lists", [{ name: "INR|IN|company", values: ["goods", "services"], cells: codes(2) }]);
    const afterCreate = excel.syncCount;
    await workbook.setDropDownLists("Payments", "FX lists", [{ name: "AED|AE|company", values: ["GDS"], cells: [{ row: 5, column: 2 }] }], [{ row: 3, column: 2 }]);

    expect(afterCreate).toBe(2);
    expect(excel.syncCount - afterCreate).toBe(3);
    // The rule's source, "='FX lists'!$A$2:$A$3", as Excel took it.
    expect(model.cell("Payments", { row: 1, column: 2 })?.validationSource).toEqual({ sheet: "FX lists", rect: { row: 1, column: 0, rowCount: 2, columnCount: 1 } });
    expect(model.cell("Payments", { row: 5, column: 2 })?.validationSource).toEqual({ sheet: "FX lists", rect: { row: 1, column: 1, rowCount: 1, columnCount: 1 } });
    expect(model.cell("Payments", { row: 3, column: 2 })?.validationSource).toBeNull();
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

describe("OfficeWorkbook: what it keeps about the workbook", () => {
  it("lists the sheets with Worksheet.id in one sync", async () => {
    const model = paymentsSheet(1);
    const excel = new FakeExcel(model);
    model.renameSheet("Payments", "Paid");

    await expect(new OfficeWorkbook(excel.run).listSheets()).resolves.toEqual([{ id: model.sheetList()[0]?.id, name: "Paid" }]);
    expect(excel.syncCount).toBe(1);
  });

  it("deletes a setting only where there is one (one sync to look, one to delete)", async () => {
    const model = paymentsSheet(1);
    const excel = new FakeExcel(model);
    const workbook = new OfficeWorkbook(excel.run);
    model.setSetting("fxdesk.old", { amount: "Amt" });

    await workbook.deleteSetting("fxdesk.missing");
    expect(excel.syncCount).toBe(1);
    await workbook.deleteSetting("fxdesk.old");
    expect(excel.syncCount).toBe(3);
    expect(model.setting("fxdesk.old")).toBeUndefined();
  });

  it("learns the date system from Excel's DATE function, in one sync", async () => {
    const model = paymentsSheet(1);
    const excel = new FakeExcel(model);
    model.useDateSystem(1904);

    await expect(new OfficeWorkbook(excel.run).dateSystem()).resolves.toBe(1904);
    expect(excel.syncCount).toBe(1);
  });

  it("refuses, saying so, when Excel's DATE gives no serial it can tell the system by, rather than guess", async () => {
    const excel = new FakeExcel(paymentsSheet(1));
    excel.dateFunctionError = "#VALUE!";

    const refused = new OfficeWorkbook(excel.run).dateSystem();

    await expect(refused).rejects.toBeInstanceOf(UnknownDateSystemError);
    await expect(refused).rejects.toThrow("Excel did not say whether this workbook counts dates from 1900 or from 1904 (DATE(2000,1,1) gave #VALUE!), so FX Desk reads and writes no dates in it");
  });
});

/**
 * Excel refuses, holds and fails in ways the playground never does; each behaviour is modelled by the fake as Microsoft
 * documents it (see fake-excel.ts), and the adapter must wait out what passes and say the rest in plain words.
 */
describe("OfficeWorkbook when Excel refuses", () => {
  function withWaits(excel: FakeExcel, options: ConstructorParameters<typeof OfficeWorkbook>[1] = {}): { workbook: OfficeWorkbook; waits: ExcelWait[] } {
    const waits: ExcelWait[] = [];
    return { workbook: new OfficeWorkbook(excel.run, { clock: excel.clock, onWait: (wait) => waits.push(wait), ...options }), waits };
  }
  const written = (model: WorkbookModel, row: number) => model.value("Payments", { row, column: 4 });
  const noOfficeWords = (error: unknown) => expect(String((error as Error).message)).not.toContain("Office's own words");

  // "Excel.RunOptions interface": with delayForCellEdit the batch "is delayed until the user exits cell edit mode".
  it("asks Excel to hold a change refused during a cell edit, and says it waited until the edit ended", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    const { workbook, waits } = withWaits(excel);
    excel.editCell(20_000);

    await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1, 2, 3]));

    expect(written(model, 3)).toBe("p-3");
    // Sent plainly first (so the wait is seen), refused, then sent again asking Excel to hold it: held, not refused.
    expect(excel.refusals).toEqual([{ code: "InvalidOperationInCellEditMode", askedToHold: false }]);
    expect(waits).toEqual([{ kind: "waiting", reason: "cell-edit" }, { kind: "resumed", reason: "cell-edit", waitedMs: 20_000 }]);
  });

  // "Error handling with the application-specific JavaScript APIs": InvalidOperationInCellEditMode, "then try again".
  it("on an Excel that does not hold batches, tries again after pauses that double, and learns not to ask it to hold", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    excel.holdsForCellEdit = false;
    const { workbook, waits } = withWaits(excel);
    excel.editCell(20_000);

    await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1]));

    expect(written(model, 1)).toBe("p-1");
    expect(excel.refusals.filter((refusal) => refusal.askedToHold)).toHaveLength(1);
    // 0.25 + 0.5 + 1 + 2 + 4 + 5 + 5 + 5 s: the first pause after the edit ended is the one that gets through.
    expect(excel.refusals.length).toBe(9);
    expect(waits.at(-1)).toEqual({ kind: "resumed", reason: "cell-edit", waitedMs: 22_750 });

    excel.editCell(1_000);
    await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([2]));
    expect(written(model, 2)).toBe("p-2");
    expect(excel.refusals.filter((refusal) => refusal.askedToHold)).toHaveLength(1);
  });

  it("gives a cell edit up after the bound with words saying what to do, having written nothing", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    excel.holdsForCellEdit = false;
    const { workbook, waits } = withWaits(excel, { maxWaitMs: 5 * 60_000 });
    excel.editCell(60 * 60_000);

    const refused = await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1])).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ExcelBusyError);
    expect(refused).toMatchObject({ reason: "cell-edit", sheet: "Payments", message: expect.stringContaining("press Enter or Esc") });
    expect((refused as Error).message).toContain("5 minutes");
    noOfficeWords(refused);
    expect(excel.clock.now()).toBe(5 * 60_000);
    expect(waits.at(-1)).toEqual({ kind: "gave up", reason: "cell-edit", waitedMs: 5 * 60_000 });
    expect(written(model, 1)).toBeNull();
  });

  // ServiceNotAvailable: "The service is unavailable".
  it("waits out a busy Excel and carries on", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    const { workbook, waits } = withWaits(excel);
    excel.busyFor(3_000);

    await expect(workbook.readValues("Payments", [{ row: 1, column: 0, rowCount: 1, columnCount: 2 }])).resolves.toEqual([[["Payee 0", 1]]]);

    expect(excel.refusals.every((refusal) => refusal.code === "ServiceNotAvailable")).toBe(true);
    expect(waits.map((wait) => wait.kind)).toEqual(["waiting", "resumed"]);
    expect(excel.clock.now()).toBeGreaterThanOrEqual(3_000);
  });

  it("waits out a busy Excel before giving cells their drop-downs, and lands them once", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    const { workbook, waits } = withWaits(excel);
    excel.busyFor(3_000);

    await workbook.setDropDownLists("Payments", "FX lists", [{ name: "INR|IN|company", values: ["goods", "services"], cells: [{ row: 1, column: 2 }] }]);

    expect(waits.map((wait) => wait.kind)).toEqual(["waiting", "resumed"]);
    expect(model.allowedValues("Payments", { row: 1, column: 2 })).toEqual(["goods", "services"]);
    expect([model.value("FX lists", { row: 0, column: 0 }), model.value("FX lists", { row: 0, column: 1 })]).toEqual(["INR|IN|company", null]);
  });

  it("appends every row once when Excel refuses an append part way through its requests", async () => {
    const excel = new FakeExcel(new WorkbookModel(), 20_000);
    const { workbook } = withWaits(excel, { maxPayloadBytes: 20_000 });
    await workbook.appendRows("Audit", ["Id", "Note"], [["p-0", "first"]]);
    const rows = Array.from({ length: 4_000 }, (_, index) => [`p-${index + 1}`, `note ${index + 1}`]);
    // A person starts typing once the append's first request went through: the next one is refused.
    let writes = 0;
    excel.afterSync = () => {
      writes = excel.syncs.filter((sync) => sync.valueWrites > 0).length;
      if (writes === 2) excel.editCell(2_000);
    };

    await workbook.appendRows("Audit", ["Id", "Note"], rows);

    expect(excel.refusals.length).toBeGreaterThan(0);
    expect(writes).toBeGreaterThan(3);
    const ids = (await workbook.readTable("Audit")).rows.map((row) => row.values[0]);
    expect(ids).toEqual(["p-0", ...rows.map(([id]) => id)]);
  });

  // AccessDenied: "If worksheet protection is enabled and not paused, this method throws an AccessDenied error".
  it("says a protected sheet is protected and what to do, writes nothing, and still reads it", async () => {
    const model = paymentsSheet(3);
    const excel = new FakeExcel(model);
    const { workbook } = withWaits(excel);
    excel.protect("Payments");

    const refused = await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1])).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(SheetProtectedError);
    expect(refused).toMatchObject({ sheet: "Payments", officeCode: "AccessDenied", message: expect.stringContaining("Unprotect Sheet") });
    noOfficeWords(refused);
    expect(model.value("Payments", { row: 0, column: 3 })).toBeNull();
    await expect(workbook.readValues("Payments", [{ row: 1, column: 0, rowCount: 1, columnCount: 1 }])).resolves.toEqual([[["Payee 0"]]]);
  });

  // ItemNotFound: "The requested resource doesn't exist" — a sheet renamed or deleted since it was read.
  it("says a sheet renamed or deleted since it was read is not there, whatever the operation", async () => {
    const model = paymentsSheet(3);
    const { workbook } = withWaits(new FakeExcel(model));
    model.renameSheet("Payments", "Paid");

    for (const operation of [
      () => workbook.readValues("Payments", [{ row: 1, column: 0, rowCount: 1, columnCount: 1 }]),
      () => workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1])),
      () => workbook.goToRow("Payments", 1),
    ]) {
      const refused = await operation().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SheetNotFoundError);
      expect(refused).toMatchObject({ sheet: "Payments", message: expect.stringContaining("renamed or deleted") });
    }
    await expect(workbook.readTable("Paid", "NoSuchTable")).rejects.toMatchObject({ code: "table_not_found" });
  });

  // ApiNotFound: "It may be available in a newer version of the Office application".
  it("says an Excel without an API FX Desk calls needs updating", async () => {
    const excel = new FakeExcel(paymentsSheet(1_000));
    excel.refuseApi("suspendApiCalculationUntilNextSync");
    const { workbook } = withWaits(excel, { suspendCalculationFromCells: 100 });

    const refused = await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results(Array.from({ length: 200 }, (_, index) => index + 1))).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ExcelFeatureMissingError);
    expect(refused).toMatchObject({ officeCode: "ApiNotFound", message: expect.stringContaining("update Excel") });
  });

  // InvalidArgument: "The argument is invalid or missing or has an incorrect format".
  it("says a refusal of an invalid request with the sheet and what to check, and its code for support", async () => {
    const excel = new FakeExcel(paymentsSheet(1));
    const { workbook } = withWaits(excel);

    const refused = await workbook.writeColumns("Payments", 0, RESULT_COLUMNS, results([1_048_576])).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ExcelRefusedError);
    expect(refused).toMatchObject({ sheet: "Payments", officeCode: "InvalidArgument", message: expect.stringContaining("past the edge of the sheet") });
    noOfficeWords(refused);
  });

  it("passes no other Office failure through in Office's words", async () => {
    const failing = new OfficeWorkbook(async () => {
      throw Object.assign(new Error("GeneralException (Office's own words, which never reach a person)"), { code: "GeneralException" });
    });

    const refused = await failing.writeColumns("Payments", 0, RESULT_COLUMNS, results([1])).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(WorkbookError);
    expect(refused).toMatchObject({ officeCode: "GeneralException", message: expect.stringContaining("try again") });
    noOfficeWords(refused);
  });
});
