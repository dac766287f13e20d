/**
 * Writes a block (header line + rows) into the workbook and refreshes it in place: found again by its header line,
 * its rows rewritten, the rows a shorter refresh no longer needs cleared — never a second copy. A block that would
 * grow over cells holding anything else is refused before a cell is touched, saying which cell is in the way.
 */
import { InvalidInputError } from "../../domain/invalid-input";
import { formatRange, qualify, type CellRef, type RangeRect } from "../../workbook/address";
import type { WorkbookPort } from "../../workbook/port";
import { SheetNotFoundError } from "../../workbook/sheet-not-found";
import { blockGrid, type BlockContent } from "./block-content";
import { dataRowCount, findHeaderLines, firstOccupiedCell, freePlaceBelow, headerLineCovering, nearestTo, type SheetCells } from "./block-placement";

/** Where a written block's header line starts; what Refresh is given to find the block again. */
export interface BlockLocation {
  sheet: string;
  /**
   * The sheet's id (WorkbookPort.listSheets), which it keeps when renamed: Refresh finds the sheet by it under
   * whatever name it has now. Absent in a location remembered before ids were kept: then the name is all there is.
   */
  sheetId?: string;
  headerRow: number;
  firstColumn: number;
  /**
   * Data rows written there. A refresh clears at most these, so a line someone typed right under the block (a
   * total) is never taken for one of its rows; undefined counts down to the first blank line.
   */
  rows?: number;
}

export type BlockTarget =
  /** At the active cell, or in place when the active cell is in a block of the same kind. */
  | { kind: "active-cell" }
  /** The block of this kind on the named sheet (created when missing), else a free place on it. */
  | { kind: "sheet"; sheet: string }
  /** The block last written at `location`, wherever rows or columns inserted since have moved it on its sheet. */
  | { kind: "refresh"; location: BlockLocation };

export interface WrittenBlock {
  location: BlockLocation;
  /** "Balances!A1:D8": the header line and the rows written. */
  address: string;
  rows: number;
  /** True when an existing block was rewritten in place. */
  refreshed: boolean;
  /** Rows the block had before and no longer needs, cleared. */
  clearedRows: number;
}

export async function writeBlock(workbook: WorkbookPort, content: BlockContent, target: BlockTarget): Promise<WrittenBlock> {
  const headers = content.columns.map((column) => column.header);
  const width = headers.length;
  const { sheet, hint } = await whereToLook(workbook, target);
  const cells = await readSheet(workbook, sheet);
  const candidates = findHeaderLines(cells, headers);

  let at: CellRef;
  let existing: CellRef | undefined;
  if (target.kind === "active-cell") {
    existing = headerLineCovering(cells, candidates, width, hint);
    at = existing ?? hint;
  } else if (target.kind === "sheet") {
    existing = nearestTo(candidates, hint);
    at = existing ?? freePlaceBelow(cells);
  } else {
    existing = nearestTo(candidates, hint);
    if (!existing) {
      const where = qualify(sheet, formatRange({ ...hint, rowCount: 1, columnCount: width }));
      throw new InvalidInputError(
        "block",
        "block_not_found",
        `the block written at ${where} is no longer on "${sheet}" (no row reads ${headers.join(" | ")}) — write it to the sheet again`,
      );
    }
    at = existing;
  }

  const counted = existing ? dataRowCount(cells, existing, width) : 0;
  const oldRows = target.kind === "refresh" && target.location.rows !== undefined ? Math.min(counted, target.location.rows) : counted;
  const own: RangeRect | undefined = existing ? { ...existing, rowCount: oldRows + 1, columnCount: width } : undefined;
  const wanted: RangeRect = { ...at, rowCount: content.rows.length + 1, columnCount: width };
  const inTheWay = firstOccupiedCell(cells, wanted, own);
  if (inTheWay) {
    throw new InvalidInputError(
      "block",
      "cells_not_empty",
      `${qualify(sheet, formatRange(wanted))} is needed for ${content.rows.length} rows, but ${qualify(sheet, formatRange({ ...inTheWay.ref, rowCount: 1, columnCount: 1 }))} holds "${String(inTheWay.value)}" — clear those cells or write the block somewhere else`,
    );
  }

  // Asked at each write: a person can switch the workbook's date system while the pane is open.
  const grid = blockGrid(content, await workbook.dateSystem());
  await workbook.writeRange(sheet, at, grid.values, grid.formats);
  const clearedRows = Math.max(0, oldRows - content.rows.length);
  if (clearedRows > 0) {
    await workbook.clearRange(sheet, { row: at.row + 1 + content.rows.length, column: at.column, rowCount: clearedRows, columnCount: width });
  }
  const sheetId = (await workbook.listSheets()).find((candidate) => sameSheetName(candidate.name, sheet))?.id;
  return {
    location: { sheet, ...(sheetId === undefined ? {} : { sheetId }), headerRow: at.row, firstColumn: at.column, rows: content.rows.length },
    address: qualify(sheet, formatRange(wanted)),
    rows: content.rows.length,
    refreshed: existing !== undefined,
    clearedRows,
  };
}

async function whereToLook(workbook: WorkbookPort, target: BlockTarget): Promise<{ sheet: string; hint: CellRef }> {
  switch (target.kind) {
    case "active-cell": {
      const active = await workbook.getActiveCell();
      return { sheet: active.sheet, hint: { row: active.row, column: active.column } };
    }
    case "sheet":
      await workbook.createSheet(target.sheet);
      return { sheet: target.sheet, hint: { row: 0, column: 0 } };
    case "refresh": {
      const { location } = target;
      return { sheet: await currentName(workbook, location), hint: { row: location.headerRow, column: location.firstColumn } };
    }
  }
}

/** The name the block's sheet has now: found by its id where the location has one, so a rename since is followed. */
async function currentName(workbook: WorkbookPort, location: BlockLocation): Promise<string> {
  if (location.sheetId === undefined) return location.sheet;
  const found = (await workbook.listSheets()).find((candidate) => candidate.id === location.sheetId);
  // Gone, whatever sheet may carry its old name now: that one is another sheet.
  if (found === undefined) throw sheetGone(location.sheet);
  return found.name;
}

/** Excel compares sheet names without regard to case. */
function sameSheetName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function sheetGone(sheet: string): InvalidInputError {
  return new InvalidInputError("block", "sheet_not_found", `there is no sheet named "${sheet}" any more — write the block to the sheet again`);
}

/** Every used cell of the sheet, values only; a refresh whose sheet was deleted says so. */
async function readSheet(workbook: WorkbookPort, sheet: string): Promise<SheetCells> {
  try {
    const used = await workbook.readTable(sheet);
    return { firstRow: used.headerRow, firstColumn: used.firstColumn, rows: [used.headers, ...used.rows.map((row) => row.values)] };
  } catch (error) {
    if (error instanceof SheetNotFoundError) throw sheetGone(sheet);
    throw error;
  }
}
