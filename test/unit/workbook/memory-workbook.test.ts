import { describe, expect, it } from "@jest/globals";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { WorkbookChange } from "../../../src/workbook/workbook-model";
import { runWorkbookContract } from "./contract";

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
