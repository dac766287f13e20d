/**
 * Splits the rows a read needs into blocks whose answers stay under Excel's payload limit, each read in its own
 * round trip. Microsoft's "Resource limits and performance optimization for Office Add-ins" (Excel add-ins): Excel
 * on the web has a payload size limit for requests and responses of 5 MB, and a RichApi.Error is thrown over it
 * (RequestPayloadSizeLimitExceeded / ResponsePayloadSizeLimitExceeded in "Error handling with the
 * application-specific JavaScript APIs"). Only the rows asked for are read, never the rows between the header line and a selection far down the
 * sheet, nor those between selected areas far apart. The size of an answer is not known before it comes, so a
 * block is sized from an estimate per cell, and a block the host still refuses is read again in halves.
 */
import type { RangeRect } from "./address";
import type { FormulaCell } from "./port";
import { DEFAULT_MAX_PAYLOAD_BYTES, RANGE_COMMAND_BYTES } from "./write-batches";

/** A run of consecutive rows, zero-based. */
export interface RowBlock {
  first: number;
  count: number;
}

/** Bytes one cell is expected to cost in a read answer of values and formulas: short text, numbers, no formulas. */
const ESTIMATED_CELL_BYTES = 64;

function rowsPerBlock(columnCount: number, maxBytes: number, cellBytes: number): number {
  return Math.max(1, Math.floor(maxBytes / (Math.max(1, columnCount) * cellBytes)));
}

/** Consecutive runs of `rows` (any order, repeats ignored), each cut to at most as many rows as fit `maxBytes`. */
export function planReadBlocks(rows: Iterable<number>, columnCount: number, maxBytes = DEFAULT_MAX_PAYLOAD_BYTES, cellBytes = ESTIMATED_CELL_BYTES): RowBlock[] {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const limit = rowsPerBlock(columnCount, maxBytes, cellBytes);
  const blocks: RowBlock[] = [];
  for (const row of sorted) {
    const last = blocks.at(-1);
    if (last && last.first + last.count === row && last.count < limit) last.count += 1;
    else blocks.push({ first: row, count: 1 });
  }
  return blocks;
}

/**
 * The blocks of planReadBlocks gathered into reads of several rectangles each (one round trip for rows scattered
 * over the sheet, as readValues takes several), every read's estimate — its cells, and a range command per
 * rectangle — within `maxBytes`.
 */
export function planReadGroups(rows: Iterable<number>, columnCount: number, maxBytes = DEFAULT_MAX_PAYLOAD_BYTES, cellBytes = ESTIMATED_CELL_BYTES): RowBlock[][] {
  const groups: RowBlock[][] = [];
  let groupBytes = 0;
  for (const block of planReadBlocks(rows, columnCount, maxBytes, cellBytes)) {
    const bytes = block.count * Math.max(1, columnCount) * cellBytes + RANGE_COMMAND_BYTES;
    const group = groups.at(-1);
    if (group && groupBytes + bytes <= maxBytes) {
      group.push(block);
      groupBytes += bytes;
    } else {
      groups.push([block]);
      groupBytes = bytes;
    }
  }
  return groups;
}

/** Rows `first`..`first + count - 1`. */
export function rowsOf(block: RowBlock): number[] {
  return Array.from({ length: block.count }, (_, index) => block.first + index);
}

/**
 * Reads each block with `read`; a block refused as too large (`isTooLarge`) is read again as two halves, down to
 * single rows. Answers come back in row order.
 */
export async function readInBlocks<T>(blocks: readonly RowBlock[], read: (block: RowBlock) => Promise<T[]>, isTooLarge: (error: unknown) => boolean): Promise<T[]> {
  const results: T[] = [];
  for (const block of blocks) {
    try {
      results.push(...(await read(block)));
    } catch (error) {
      if (!isTooLarge(error) || block.count === 1) throw error;
      const half = Math.ceil(block.count / 2);
      results.push(...(await readInBlocks([{ first: block.first, count: half }, { first: block.first + half, count: block.count - half }], read, isTooLarge)));
    }
  }
  return results;
}

/** A sheet's used range and how many formula cells and areas (rectangles of them) it holds, as Excel counts them. */
export interface FormulaCount {
  sheet: string;
  used: RangeRect;
  cellCount: number;
  areaCount: number;
}

/** Part of a sheet whose formula cells one read answers. */
export interface FormulaRead {
  sheet: string;
  rect: RangeRect;
}

/** Bytes a formula cell is expected to cost in an answer (its text, quoted), and an area its place and brackets. */
const ESTIMATED_FORMULA_BYTES = 64;
const ESTIMATED_AREA_BYTES = 100;

/**
 * The reads that bring every formula cell of these sheets, gathered into round trips whose estimated answers stay
 * within `maxBytes`: a sheet whose formulas would not fit one answer is cut into bands of rows of equal height,
 * as many as its estimate needs (formulas bunched in one band are read again in halves, see halveFormulaReads).
 */
export function planFormulaReads(sheets: readonly FormulaCount[], maxBytes = DEFAULT_MAX_PAYLOAD_BYTES): FormulaRead[][] {
  const reads = sheets.flatMap(({ sheet, used, cellCount, areaCount }) => {
    const bytes = cellCount * ESTIMATED_FORMULA_BYTES + areaCount * ESTIMATED_AREA_BYTES + RANGE_COMMAND_BYTES;
    const height = Math.ceil(used.rowCount / Math.max(1, Math.ceil(bytes / maxBytes)));
    const bands = Math.ceil(used.rowCount / height);
    return Array.from({ length: bands }, (_, band) => ({
      read: { sheet, rect: { ...used, row: used.row + band * height, rowCount: Math.min(height, used.rowCount - band * height) } },
      bytes: bytes / bands,
    }));
  });
  const packs: FormulaRead[][] = [];
  let packBytes = 0;
  for (const { read, bytes } of reads) {
    const pack = packs.at(-1);
    if (pack && packBytes + bytes <= maxBytes) {
      pack.push(read);
      packBytes += bytes;
    } else {
      packs.push([read]);
      packBytes = bytes;
    }
  }
  return packs;
}

/** A round trip of formula reads refused as too large, as two: its reads in halves, else its one read's rows in halves. */
export function halveFormulaReads(reads: readonly FormulaRead[]): [FormulaRead[], FormulaRead[]] | undefined {
  if (reads.length > 1) return [reads.slice(0, Math.ceil(reads.length / 2)), reads.slice(Math.ceil(reads.length / 2))];
  const [read] = reads;
  if (read === undefined || read.rect.rowCount === 1) return undefined;
  const half = Math.ceil(read.rect.rowCount / 2);
  return [
    [{ sheet: read.sheet, rect: { ...read.rect, rowCount: half } }],
    [{ sheet: read.sheet, rect: { ...read.rect, row: read.rect.row + half, rowCount: read.rect.rowCount - half } }],
  ];
}

/** The formula cells of one read's answer (Excel's `areas/items`), top to bottom and left to right. */
export function formulaCellsOf(sheet: string, areas: readonly { rowIndex: number; columnIndex: number; formulas: unknown[][] }[]): FormulaCell[] {
  return areas
    .flatMap((area) =>
      area.formulas.flatMap((formulas, rowOffset) =>
        formulas.flatMap((formula, columnOffset) =>
          typeof formula === "string" && formula.startsWith("=") ? [{ sheet, row: area.rowIndex + rowOffset, column: area.columnIndex + columnOffset, formula }] : [],
        ),
      ),
    )
    .sort((a, b) => a.row - b.row || a.column - b.column);
}
