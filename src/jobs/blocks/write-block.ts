/**
 * Writes a block (lead lines + header line + rows) into the workbook and refreshes it in place: found again by its
 * header line (or, for a block written by an earlier version, by that version's header line), rewritten from its
 * first lead line, the rows a shorter refresh no longer needs cleared — never a second copy. A block that would grow
 * over cells holding anything else is refused before a cell is touched, saying which cell is in the way.
 */
import { InvalidInputError } from "../../domain/invalid-input";
import { type CellRef, formatRange, qualify, type RangeRect, SheetNotFoundError, type WorkbookPort } from "../../workbook";
import { blockGrid, leadLabels, type BlockContent } from "./block-content";
import { dataRowCount, findHeaderLines, firstOccupiedCell, freePlaceBelow, leadLinesAbove, nearestTo, type SheetCells } from "./block-placement";

/** Where a written block's header line starts (its lead lines sit right above); what Refresh is given to find it again. */
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

/** A block of this kind found on the sheet: where its header line is, how wide it is and how far it reaches. */
interface FoundBlock {
  header: CellRef;
  /** Columns of the header line it was found by: an old layout's may differ from today's. */
  width: number;
  /** Its lead lines above the header line (none for a block written before it had any). */
  leadLines: number;
}

export async function writeBlock(workbook: WorkbookPort, content: BlockContent, target: BlockTarget): Promise<WrittenBlock> {
  const headers = content.columns.map((column) => column.header);
  const width = headers.length;
  const labels = leadLabels(content);
  const { sheet, hint } = await whereToLook(workbook, target);
  const cells = await readSheet(workbook, sheet);
  const found = (lines: readonly (readonly string[])[]) =>
    lines.flatMap((line) => findHeaderLines(cells, line).map((header) => ({ header, width: line.length, leadLines: leadLinesAbove(cells, header, labels) })));
  // Today's layout first: a block in an older layout is taken only when the sheet has none in today's.
  const current = found([headers]);
  const candidates = current.length > 0 ? current : found(content.formerHeaders ?? []);

  let top: CellRef;
  let existing: FoundBlock | undefined;
  if (target.kind === "active-cell") {
    existing = candidates.find((block) => covers(cells, block, hint));
    top = existing ? topOf(existing) : hint;
  } else if (target.kind === "sheet") {
    existing = nearestBlock(candidates, hint);
    top = existing ? topOf(existing) : freePlaceBelow(cells);
  } else {
    existing = nearestBlock(candidates, hint);
    if (!existing) {
      const where = qualify(sheet, formatRange({ ...hint, rowCount: 1, columnCount: width }));
      throw new InvalidInputError(
        "block",
        "block_not_found",
        `the block written at ${where} is no longer on "${sheet}" (no row reads ${headers.join(" | ")}) — write it to the sheet again`,
      );
    }
    top = topOf(existing);
  }

  const counted = existing ? dataRowCount(cells, existing.header, existing.width) : 0;
  const oldRows = target.kind === "refresh" && target.location.rows !== undefined ? Math.min(counted, target.location.rows) : counted;
  const own: RangeRect | undefined = existing ? { ...top, rowCount: existing.leadLines + 1 + oldRows, columnCount: existing.width } : undefined;
  const lead = labels.length;
  const wanted: RangeRect = { ...top, rowCount: lead + 1 + content.rows.length, columnCount: width };
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
  await workbook.writeRange(sheet, top, grid.values, grid.formats);
  const leftOver = own ? leftOverOf(own, wanted) : [];
  for (const rect of leftOver) await workbook.clearRange(sheet, rect);
  const clearedRows = own ? Math.max(0, own.rowCount - wanted.rowCount) : 0;
  const sheetId = (await workbook.listSheets()).find((candidate) => sameSheetName(candidate.name, sheet))?.id;
  return {
    location: { sheet, ...(sheetId === undefined ? {} : { sheetId }), headerRow: top.row + lead, firstColumn: top.column, rows: content.rows.length },
    address: qualify(sheet, formatRange(wanted)),
    rows: content.rows.length,
    refreshed: existing !== undefined,
    clearedRows,
  };
}

/** The block's first cell: its top lead line, else its header line. */
function topOf(block: FoundBlock): CellRef {
  return { row: block.header.row - block.leadLines, column: block.header.column };
}

function nearestBlock(blocks: readonly FoundBlock[], hint: CellRef): FoundBlock | undefined {
  const at = nearestTo(
    blocks.map((block) => block.header),
    hint,
  );
  return blocks.find((block) => block.header === at);
}

/** Whether `ref` is on the block: a lead line, its header line or one of its rows. */
function covers(cells: SheetCells, block: FoundBlock, ref: CellRef): boolean {
  const top = topOf(block);
  const last = block.header.row + dataRowCount(cells, block.header, block.width);
  return ref.column >= top.column && ref.column < top.column + block.width && ref.row >= top.row && ref.row <= last;
}

/**
 * What the old block covered and the new one does not, both starting at the same cell: the rows below the new one
 * and, where the old layout was wider, the columns to its right.
 */
function leftOverOf(own: RangeRect, wanted: RangeRect): RangeRect[] {
  const rects: RangeRect[] = [];
  if (own.rowCount > wanted.rowCount) {
    rects.push({ row: own.row + wanted.rowCount, column: own.column, rowCount: own.rowCount - wanted.rowCount, columnCount: own.columnCount });
  }
  if (own.columnCount > wanted.columnCount) {
    rects.push({ row: own.row, column: own.column + wanted.columnCount, rowCount: Math.min(own.rowCount, wanted.rowCount), columnCount: own.columnCount - wanted.columnCount });
  }
  return rects;
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
