/**
 * A sheet block is written at the active cell or on a named sheet, found again by its header line and rewritten in
 * place (never a second copy), shortened by clearing the rows it no longer needs, and never written over other data.
 */
import { beforeEach, describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { amountCell } from "../../../../src/jobs/engine/result-values";
import type { BlockContent } from "../../../../src/jobs/blocks/block-content";
import { writeBlock } from "../../../../src/jobs/blocks/write-block";
import { InvalidInputError } from "../../../../src/domain/invalid-input";
import { parseCellAddress } from "../../../../src/workbook/address";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { OfficeWorkbook } from "../../../../src/workbook/office-workbook";
import type { WorkbookPort } from "../../../../src/workbook/port";
import { WorkbookModel } from "../../../../src/workbook/workbook-model";
import { FakeExcel } from "../../workbook/fake-excel";

const COLUMNS = [{ header: "Currency" }, { header: "Amount" }];

function balances(...rows: [string, string][]): BlockContent {
  return { columns: COLUMNS, rows: rows.map(([currency, amount]) => [currency, amountCell(new Decimal(amount), currency)]) };
}

const adapters: [string, () => { model: WorkbookModel; workbook: WorkbookPort }][] = [
  ["MemoryWorkbook", () => {
    const workbook = new MemoryWorkbook();
    return { model: workbook.model, workbook };
  }],
  ["OfficeWorkbook", () => {
    const model = new WorkbookModel();
    return { model, workbook: new OfficeWorkbook(new FakeExcel(model).run) };
  }],
];

describe.each(adapters)("writeBlock over the %s", (_, create) => {
  let model: WorkbookModel;
  let workbook: WorkbookPort;
  const value = (sheet: string, address: string) => model.value(sheet, parseCellAddress(address));
  const format = (sheet: string, address: string) => model.cell(sheet, parseCellAddress(address))?.numberFormat;
  const column = (sheet: string, letter: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => value(sheet, `${letter}${from + index}`));

  beforeEach(() => {
    ({ model, workbook } = create());
    model.setValues("Report", { row: 0, column: 0 }, [["Month-end report"]]);
    model.activate("Report", parseCellAddress("B3"));
  });

  it("writes the header line and rows at the active cell, numbers as numbers with each currency's format", async () => {
    const written = await writeBlock(workbook, balances(["EUR", "1250.5"], ["JPY", "150000"]), { kind: "active-cell" });

    const [report] = await workbook.listSheets();
    expect(written).toEqual({ location: { sheet: "Report", sheetId: report?.id, headerRow: 2, firstColumn: 1, rows: 2 }, address: "Report!B3:C5", rows: 2, refreshed: false, clearedRows: 0 });
    expect(column("Report", "B", 3, 5)).toEqual(["Currency", "EUR", "JPY"]);
    expect(column("Report", "C", 3, 5)).toEqual(["Amount", 1250.5, 150000]);
    expect([format("Report", "C4"), format("Report", "C5")]).toEqual(["#,##0.00", "#,##0"]);
    expect(value("Report", "A1")).toBe("Month-end report");
  });

  it("refreshes in place, found by its header line after rows were inserted above it, and clears the rows it no longer needs", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"], ["USD", "3"]), { kind: "active-cell" });
    model.insertRows("Report", 1, 2);

    const refreshed = await writeBlock(workbook, balances(["CHF", "9"]), { kind: "refresh", location: first.location });

    expect(refreshed).toMatchObject({ location: { sheet: "Report", headerRow: 4, firstColumn: 1, rows: 1 }, refreshed: true, clearedRows: 2, rows: 1 });
    expect(column("Report", "B", 5, 8)).toEqual(["Currency", "CHF", null, null]);
    expect(column("Report", "C", 5, 8)).toEqual(["Amount", 9, null, null]);
    // One block on the sheet, not two.
    const headerCells = [...Array(12).keys()].filter((row) => value("Report", `B${row + 1}`) === "Currency");
    expect(headerCells).toEqual([4]);
  });

  it("on a named sheet: creates it, writes at A1, and a second write updates the same block", async () => {
    await writeBlock(workbook, balances(["EUR", "1"]), { kind: "sheet", sheet: "Balances" });
    const again = await writeBlock(workbook, balances(["EUR", "5"], ["GBP", "6"]), { kind: "sheet", sheet: "Balances" });

    expect(again).toMatchObject({ address: "Balances!A1:B3", refreshed: true });
    expect(column("Balances", "A", 1, 4)).toEqual(["Currency", "EUR", "GBP", null]);
    expect(column("Balances", "B", 2, 3)).toEqual([5, 6]);
  });

  it("puts a new block below what a named sheet already holds, after a blank row", async () => {
    model.setValues("Balances", { row: 0, column: 0 }, [["Notes"], ["keep"]]);

    const written = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "sheet", sheet: "Balances" });

    expect(written.address).toBe("Balances!A4:B5");
    expect(column("Balances", "A", 1, 5)).toEqual(["Notes", "keep", null, "Currency", "EUR"]);
  });

  it("refreshes the block when the active cell is inside it, instead of writing a second one there", async () => {
    await writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"]), { kind: "active-cell" });
    model.activate("Report", parseCellAddress("C4"));

    const written = await writeBlock(workbook, balances(["EUR", "7"]), { kind: "active-cell" });

    expect(written).toMatchObject({ address: "Report!B3:C4", refreshed: true, clearedRows: 1 });
    expect(column("Report", "C", 3, 5)).toEqual(["Amount", 7, null]);
  });

  it("refuses to grow over other data, naming the cell in the way, and changes nothing", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "active-cell" });
    model.setValues("Report", parseCellAddress("C6"), [["someone's total"]]);

    const growing = writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"], ["USD", "3"]), { kind: "refresh", location: first.location });

    await expect(growing).rejects.toBeInstanceOf(InvalidInputError);
    await expect(growing).rejects.toThrow('Report!C6 holds "someone\'s total"');
    expect(column("Report", "B", 3, 6)).toEqual(["Currency", "EUR", null, null]);
  });

  it("never takes a line typed right under the block for one of its rows: a shorter refresh leaves it, a longer one is refused", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"]), { kind: "active-cell" });
    model.setValues("Report", parseCellAddress("B6"), [["Total", 3]]);

    const shorter = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "refresh", location: first.location });

    expect(shorter.clearedRows).toBe(1);
    expect([...column("Report", "B", 4, 6), ...column("Report", "C", 6, 6)]).toEqual(["EUR", null, "Total", 3]);
    await expect(writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"], ["USD", "3"]), { kind: "refresh", location: shorter.location })).rejects.toThrow(
      /Report!B6 holds "Total"/,
    );
  });

  it("says the block is gone when its header line no longer is on the sheet", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "active-cell" });
    await workbook.clearRange("Report", { row: 0, column: 0, rowCount: 10, columnCount: 5 });

    await expect(writeBlock(workbook, balances(["EUR", "1"]), { kind: "refresh", location: first.location })).rejects.toThrow(
      /no longer on "Report" \(no row reads Currency \| Amount\) — write it to the sheet again/,
    );
  });

  it("writes a block with no rows as its header line alone, clearing every old row on refresh", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"], ["GBP", "2"]), { kind: "active-cell" });

    const empty = await writeBlock(workbook, balances(), { kind: "refresh", location: first.location });

    expect(empty).toMatchObject({ rows: 0, clearedRows: 2, address: "Report!B3:C3" });
    expect(column("Report", "B", 3, 5)).toEqual(["Currency", null, null]);
  });

  it("finds the block's sheet by its id after the sheet was renamed, and not a newcomer given the old name", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "active-cell" });
    model.renameSheet("Report", "Report March");
    model.setValues("Report", { row: 2, column: 1 }, [["Currency", "Amount"], ["XXX", 0]]);

    const refreshed = await writeBlock(workbook, balances(["EUR", "2"]), { kind: "refresh", location: first.location });

    expect(refreshed).toMatchObject({ location: { sheet: "Report March", sheetId: first.location.sheetId }, address: "'Report March'!B3:C4", refreshed: true });
    expect(column("Report March", "C", 3, 4)).toEqual(["Amount", 2]);
    expect(column("Report", "B", 3, 4)).toEqual(["Currency", "XXX"]);
  });

  it("still refreshes by the sheet's name a location remembered without an id", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "active-cell" });
    const { sheetId: _, ...byName } = first.location;

    await expect(writeBlock(workbook, balances(["EUR", "3"]), { kind: "refresh", location: byName })).resolves.toMatchObject({ refreshed: true, address: "Report!B3:C4" });
    expect(value("Report", "C4")).toBe(3);
  });

  it("says the sheet is gone when no sheet has the remembered id any more", async () => {
    const first = await writeBlock(workbook, balances(["EUR", "1"]), { kind: "active-cell" });

    await expect(writeBlock(workbook, balances(["EUR", "1"]), { kind: "refresh", location: { ...first.location, sheetId: "{no-such-sheet}" } })).rejects.toThrow(
      'there is no sheet named "Report" any more — write the block to the sheet again',
    );
  });

  it("writes lead lines above the header line; a refresh from a lead line or by location rewrites them in place", async () => {
    const withLead = (asAt: string, ...rows: [string, string][]): BlockContent => ({ ...balances(...rows), lead: [["As at (UTC)", { utc: asAt }]] });
    const first = await writeBlock(workbook, withLead("2026-01-05T09:00:00Z", ["EUR", "1"]), { kind: "active-cell" });
    expect(first).toMatchObject({ location: { headerRow: 3, firstColumn: 1, rows: 1 }, address: "Report!B3:C5" });
    expect(column("Report", "B", 3, 5)).toEqual(["As at (UTC)", "Currency", "EUR"]);
    expect(format("Report", "C3")).toBe("yyyy-mm-dd hh:mm");

    model.activate("Report", parseCellAddress("B3"));
    const again = await writeBlock(workbook, withLead("2026-01-05T10:00:00Z", ["EUR", "2"], ["GBP", "3"]), { kind: "active-cell" });
    model.insertRows("Report", 0, 1);
    const byLocation = await writeBlock(workbook, withLead("2026-01-05T11:00:00Z", ["EUR", "4"]), { kind: "refresh", location: again.location });

    expect(again).toMatchObject({ refreshed: true, address: "Report!B3:C6" });
    expect(byLocation).toMatchObject({ refreshed: true, address: "Report!B4:C6", clearedRows: 1, location: { headerRow: 4 } });
    expect(column("Report", "B", 4, 7)).toEqual(["As at (UTC)", "Currency", "EUR", null]);
    expect(column("Report", "C", 5, 6)).toEqual(["Amount", 4]);
  });

  it("replaces a block written in an older layout where it stands: its wider columns and longer rows cleared, other cells kept", async () => {
    model.setValues("Balances", { row: 0, column: 0 }, [
      ["Currency", "Balance", "Account"],
      ["EUR", 1, "House"],
      ["GBP", 2, "House"],
      ["USD", 3, "House"],
    ]);
    model.setValues("Balances", parseCellAddress("E1"), [["keep"]]);
    const content: BlockContent = { ...balances(["CHF", "9"]), lead: [["As at (UTC)", { utc: "2026-01-05T09:00:00Z" }]], formerHeaders: [["Currency", "Balance", "Account"]] };

    const written = await writeBlock(workbook, content, { kind: "sheet", sheet: "Balances" });

    expect(written).toMatchObject({ refreshed: true, address: "Balances!A1:B3", clearedRows: 1, location: { headerRow: 1, rows: 1 } });
    expect(column("Balances", "A", 1, 5)).toEqual(["As at (UTC)", "Currency", "CHF", null, null]);
    expect(column("Balances", "C", 1, 4)).toEqual([null, null, null, null]);
    expect(value("Balances", "E1")).toBe("keep");
  });

  it("writes a date-time cell as the workbook counts: 1,462 days less in a 1904 workbook", async () => {
    model.useDateSystem(1904);
    const content: BlockContent = { columns: [{ header: "Updated (UTC)", format: "yyyy-mm-dd hh:mm" }], rows: [[{ utc: "2026-01-05T09:00:00Z" }]] };

    await writeBlock(workbook, content, { kind: "sheet", sheet: "Times" });

    // 2026-01-05 09:00 counted from 1904-01-01, worked out here on its own.
    expect(value("Times", "A2")).toBeCloseTo((Date.UTC(2026, 0, 5, 9) - Date.UTC(1904, 0, 1)) / 86_400_000, 9);
    expect(format("Times", "A2")).toBe("yyyy-mm-dd hh:mm");
  });
});
