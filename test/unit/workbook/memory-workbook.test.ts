import { describe, expect, it } from "@jest/globals";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { WorkbookChange } from "../../../src/workbook/workbook-model";
import { runWorkbookContract } from "./contract";
import { fillFormulaSheet, FORMULA_SHEET, FORMULA_SHEET_ROWS } from "../../support/long-sheets";

runWorkbookContract("MemoryWorkbook", () => {
  const workbook = new MemoryWorkbook();
  return { model: workbook.model, workbook };
});

describe("MemoryWorkbook", () => {
  it("loads sample data as typed: formulas, text marked with an apostrophe, numeric text as numbers", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "B2", [['=FX.RATE("EURGBP")', "'=not a formula", "1.5", "EURGBP"]]);

    workbook.select("Rates", "B2:E2");
    const block = await workbook.readSelection();

    expect(block.headers).toEqual(["", "=not a formula", "1.5", "EURGBP"]);
    expect(workbook.model.formula("Rates", { row: 1, column: 1 })).toBe('=FX.RATE("EURGBP")');
    expect(workbook.model.value("Rates", { row: 1, column: 3 })).toBe(1.5);
  });

  it("keeps a typed number to Excel's 15 significant digits, so a review reads the amount the cell shows", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["12345678901234.56", "'12345678901234.56"]]);
    workbook.model.enterValue("Payments", { row: 1, column: 0 }, "12345678901234567");
    workbook.model.enterValue("Payments", { row: 1, column: 1 }, 12345678901234.56);

    expect(workbook.model.value("Payments", { row: 0, column: 0 })).toBe(12345678901234.5);
    // Text stays as typed; a number an add-in assigns as a number is not typed, and stays the double it is.
    expect(workbook.model.value("Payments", { row: 0, column: 1 })).toBe("12345678901234.56");
    expect(workbook.model.value("Payments", { row: 1, column: 0 })).toBe(12345678901234500);
    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBe(12345678901234.56);
  });

  it("reads the formula cells of a long sheet in answers under the limit, where one answer would be over it", async () => {
    const workbook = new MemoryWorkbook();
    fillFormulaSheet(workbook.model);
    const used = workbook.model.usedRect(FORMULA_SHEET);

    const cells = await workbook.readFormulaCells();

    expect(cells).toHaveLength(3 * FORMULA_SHEET_ROWS + Math.ceil(FORMULA_SHEET_ROWS / 7));
    expect(workbook.readPayloads.length).toBeGreaterThan(1);
    expect(Math.max(...workbook.readPayloads)).toBeLessThanOrEqual(5_000_000);
    // Every formula of the sheet in one answer, as the recalculation after sign-in loaded them: over the limit.
    expect(used && JSON.stringify(workbook.model.formulaAreas(FORMULA_SHEET, used)).length).toBeGreaterThan(5_000_000);
  });

  it("tells listeners once per operation which cells changed", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [10], [20]]);
    const changes: WorkbookChange[] = [];
    workbook.onChange((change) => changes.push(change));

    await workbook.writeColumns("Payments", 0, [{ header: "Status" }], [
      { row: 1, values: ["ok"] },
      { row: 2, values: ["ok"] },
    ]);

    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual({
      kind: "cells",
      sheet: "Payments",
      cells: [
        { row: 0, column: 1 },
        { row: 1, column: 1 },
        { row: 2, column: 1 },
      ],
    });
  });

  it("keeps a formula when the evaluator stores its result, and stops telling a listener that unsubscribed", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "A1", [['=FX.RATE("EURGBP")']]);
    const changes: WorkbookChange[] = [];
    const unsubscribe = workbook.onChange((change) => changes.push(change));

    workbook.model.setFormulaResult("Rates", { row: 0, column: 0 }, 0.8571);
    unsubscribe();
    workbook.model.setFormulaResult("Rates", { row: 0, column: 0 }, 0.86);

    expect(changes).toEqual([{ kind: "cells", sheet: "Rates", cells: [{ row: 0, column: 0 }] }]);
    expect(workbook.model.cell("Rates", { row: 0, column: 0 })).toMatchObject({ value: 0.86, formula: '=FX.RATE("EURGBP")' });
  });

  it("counts round trips as the Office adapter makes them", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [10]]);
    workbook.select("Payments", "A2");

    await workbook.readSelection();
    expect(workbook.syncCount).toBe(3);
    await workbook.writeColumns("Payments", 0, [{ header: "Status" }], [{ row: 1, values: ["ok"] }]);
    await workbook.appendRows("Audit", ["Id"], [["p-1"]]);
    expect(workbook.syncCount).toBe(5);
  });

  it("counts a fourth round trip for the tables' extents when the sheet has tables", async () => {
    const workbook = new MemoryWorkbook();
    await workbook.createTable({ sheet: "Payments", name: "Payments_1", columns: [{ header: "Amount" }], rows: [[10]] });
    workbook.select("Payments", "A2");
    const before = workbook.syncCount;

    await workbook.readSelection();

    expect(workbook.syncCount - before).toBe(4);
  });

  it("reads a big selection in blocks under the payload limit, keeping each block's size", async () => {
    const workbook = new MemoryWorkbook(100_000);
    workbook.setValues("Payments", "A1", [["Payee", "Amount"], ...Array.from({ length: 5_000 }, (_, index) => [`Payee ${index}`, index])]);
    workbook.select("Payments", "A3001:A5001");

    const block = await workbook.readSelection();

    expect(block.rows).toHaveLength(2_001);
    expect(workbook.readPayloads.length).toBeGreaterThan(1);
    expect(Math.max(...workbook.readPayloads)).toBeLessThanOrEqual(100_000);
  });

  it("copies whole rows and inserts the copies above the target row, as Excel's Insert Copied Cells does", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Reference", "Amount", "Total"], ["'0042", "12.50", "=B2*2"], ["INV-2", "30", "=B3*2"], ["INV-3", "7", ""]]);
    workbook.model.setNumberFormat("Payments", { row: 1, column: 1 }, "#,##0.00");
    workbook.model.addTable("Payments", "Orders", { row: 0, column: 0, rowCount: 4, columnCount: 3 });

    // Row 2 copied above row 4: rows 4 and below move down, the table grows by the copy.
    workbook.copyRows("Payments", 1, 1, 3);
    // Then rows 3..4 copied above row 2 (their own source moves down while they are inserted).
    workbook.copyRows("Payments", 2, 2, 1);

    const block = await workbook.readTable("Payments", "Orders");
    expect(block.rows.map((row) => row.values)).toEqual([
      ["INV-2", 30, null],
      ["0042", 12.5, null],
      ["0042", 12.5, null],
      ["INV-2", 30, null],
      ["0042", 12.5, null],
      ["INV-3", 7, null],
    ]);
    // Formulas are copied as they read, not adjusted; the number format and text-ness of a value come along.
    expect(block.rows.map((row) => row.formulas[2])).toEqual(["=B3*2", "=B2*2", "=B2*2", "=B3*2", "=B2*2", null]);
    expect(workbook.model.cell("Payments", { row: 5, column: 1 })?.numberFormat).toBe("#,##0.00");
    expect(workbook.model.value("Payments", { row: 5, column: 0 })).toBe("0042");
    // A copy is a cell of its own: editing it leaves the original as it was.
    workbook.setValues("Payments", "B3", [["99"]]);
    expect(workbook.model.value("Payments", { row: 1, column: 1 })).toBe(30);
    expect(workbook.model.value("Payments", { row: 2, column: 1 })).toBe(99);
    expect(workbook.model.value("Payments", { row: 3, column: 1 })).toBe(12.5);
  });

  it("reads a selection of several areas", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [1], [2], [3], [4], [5]]);
    workbook.select("Payments", "A2,A4:A5");

    const block = await workbook.readSelection();

    expect(block.rows.map((row) => row.values[0])).toEqual([1, 3, 4]);
    expect(block.address).toBe("Payments!A2,Payments!A4:A5");
  });

  it("renames a sheet as a person does: its cells, tables and id stay, and a name taken by another sheet is refused", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Amount"], [10]]);
    workbook.model.addTable("Payments", "Orders", { row: 0, column: 0, rowCount: 2, columnCount: 1 });
    workbook.model.addSheet("Other");
    const [payments] = await workbook.listSheets();
    workbook.select("Payments", "A2");

    workbook.renameSheet("payments", "Paid in March");

    await expect(workbook.listSheets()).resolves.toEqual([{ id: payments?.id, name: "Paid in March" }, expect.objectContaining({ name: "Other" })]);
    await expect(workbook.readTable("Paid in March", "Orders")).resolves.toMatchObject({ sheet: "Paid in March", rows: [{ values: [10] }] });
    await expect(workbook.readSelection()).resolves.toMatchObject({ sheet: "Paid in March" });
    expect(workbook.model.hasSheet("Payments")).toBe(false);
    expect(() => workbook.renameSheet("Paid in March", "other")).toThrow("exists");
    expect(() => workbook.renameSheet("Paid in March", "a/b")).toThrow("not a valid sheet name");
    // Changing only the case of its own name is no clash.
    workbook.renameSheet("Paid in March", "PAID IN MARCH");
    expect(workbook.model.sheetNames()).toEqual(["PAID IN MARCH", "Other"]);
  });
});

describe("typing under a table, as Excel's AutoExpansion does", () => {
  async function templateLike(): Promise<MemoryWorkbook> {
    const workbook = new MemoryWorkbook();
    await workbook.createTable({
      sheet: "Pay",
      name: "Payments_1",
      columns: [{ header: "Beneficiary" }, { header: "Currency", validationList: ["EUR", "GBP"] }, { header: "Routing code", format: "@" }],
      rows: [["Acme", "EUR", "021000021"]],
    });
    return workbook;
  }
  const extent = (workbook: MemoryWorkbook) => workbook.model.findTable("Payments_1")?.rect;

  it("takes the row typed right under the table into it, with the columns' formats and drop-downs, so typed digits stay text", async () => {
    const workbook = await templateLike();

    workbook.model.typeCell("Pay", { row: 2, column: 2 }, "026009593");
    workbook.model.typeCell("Pay", { row: 3, column: 0 }, "Globex");

    expect(extent(workbook)).toEqual({ row: 0, column: 0, rowCount: 4, columnCount: 3 });
    expect(workbook.model.cell("Pay", { row: 2, column: 2 })).toMatchObject({ value: "026009593", numberFormat: "@" });
    expect(workbook.model.cell("Pay", { row: 3, column: 1 })?.validationList).toEqual(["EUR", "GBP"]);
    expect(workbook.model.cell("Pay", { row: 3, column: 2 })?.numberFormat).toBe("@");
  });

  it("keeps a format the person gave the new row's cell", async () => {
    const workbook = await templateLike();
    workbook.model.setNumberFormat("Pay", { row: 2, column: 2 }, "0");

    workbook.model.typeCell("Pay", { row: 2, column: 2 }, "026009593");

    expect(workbook.model.cell("Pay", { row: 2, column: 2 })).toMatchObject({ value: 26009593, numberFormat: "0" });
  });

  it("leaves the table as it is for a cell cleared under it, typed beside it, two rows down, or where another table is", async () => {
    const workbook = await templateLike();
    await workbook.createTable({ sheet: "Pay", name: "Side", topLeft: "C3", columns: [{ header: "Note" }] });

    workbook.model.typeCell("Pay", { row: 2, column: 0 }, "");
    workbook.model.typeCell("Pay", { row: 2, column: 3 }, "beside");
    workbook.model.typeCell("Pay", { row: 4, column: 0 }, "further down");
    workbook.model.typeCell("Pay", { row: 2, column: 0 }, "blocked by Side");

    expect(extent(workbook)).toEqual({ row: 0, column: 0, rowCount: 2, columnCount: 3 });
  });

  it("never grows a table for what the add-in writes", async () => {
    const workbook = await templateLike();

    await workbook.writeRange("Pay", { row: 2, column: 0 }, [["Written", "GBP", "026009593"]]);

    expect(extent(workbook)).toEqual({ row: 0, column: 0, rowCount: 2, columnCount: 3 });
    expect(workbook.model.value("Pay", { row: 2, column: 2 })).toBe(26009593);
  });
});

describe("hidden rows", () => {
  it("move with their rows when rows are inserted, deleted or sorted", () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [["Amount"], [30], [10], [20]]);
    workbook.hideRows("Pay", "2:2");
    const hidden = () => [0, 1, 2, 3, 4].filter((row) => workbook.model.isRowHidden("Pay", row));

    workbook.insertRows("Pay", 1, 1);
    expect(hidden()).toEqual([2]);
    workbook.sortRows("Pay", 2, 4, 0);
    expect(hidden()).toEqual([4]);
    expect(workbook.model.value("Pay", { row: 4, column: 0 })).toBe(30);
    workbook.deleteRows("Pay", 1, 1);
    expect(hidden()).toEqual([3]);
    workbook.hideRows("Pay", "4:4", false);
    expect(hidden()).toEqual([]);
  });
});
