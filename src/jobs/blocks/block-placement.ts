/**
 * Where a block is on a sheet, decided from the cells read there: the rows whose cells spell the block's header line,
 * the one nearest where it was last written, how many data rows it has (down to the first blank line), and whether the
 * cells a bigger block would take hold anything else. Pure, so every rule is tested without a workbook.
 */
import type { CellRef, CellValue, RangeRect } from "../../workbook";

/** Cells as read from a sheet: `rows[0]` is sheet row `firstRow`, each row's first value sheet column `firstColumn`. */
export interface SheetCells {
  firstRow: number;
  firstColumn: number;
  rows: readonly (readonly CellValue[])[];
}

function cellAt(cells: SheetCells, ref: CellRef): CellValue {
  return cells.rows[ref.row - cells.firstRow]?.[ref.column - cells.firstColumn] ?? null;
}

function isBlank(value: CellValue): boolean {
  return value === null || (typeof value === "string" && value.trim() === "");
}

function sameHeader(value: CellValue, header: string): boolean {
  return value !== null && String(value).trim().toLowerCase() === header.trim().toLowerCase();
}

/** Every cell where the header line starts, left to right across the row: top to bottom, then left to right. */
export function findHeaderLines(cells: SheetCells, headers: readonly string[]): CellRef[] {
  const found: CellRef[] = [];
  cells.rows.forEach((values, rowOffset) => {
    for (let offset = 0; offset + headers.length <= values.length; offset++) {
      if (headers.every((header, index) => sameHeader(values[offset + index] ?? null, header))) {
        found.push({ row: cells.firstRow + rowOffset, column: cells.firstColumn + offset });
      }
    }
  });
  return found;
}

/**
 * How many of the block's lead lines stand right above its header line at `at`: counted upward while each row's
 * first cell reads the label expected there. A block written before it had lead lines has none; a row above that
 * reads anything else is not the block's.
 */
export function leadLinesAbove(cells: SheetCells, at: CellRef, labels: readonly string[]): number {
  let count = 0;
  while (count < labels.length && sameHeader(cellAt(cells, { row: at.row - count - 1, column: at.column }), labels[labels.length - count - 1] ?? "")) {
    count += 1;
  }
  return count;
}

/** The candidate closest to where the block was (rows weigh like columns), or undefined when there is none. */
export function nearestTo(candidates: readonly CellRef[], hint: CellRef): CellRef | undefined {
  const distance = (ref: CellRef) => Math.abs(ref.row - hint.row) + Math.abs(ref.column - hint.column);
  return [...candidates].sort((a, b) => distance(a) - distance(b))[0];
}

/** Data rows under the header line at `at`: every row down to the first whose `width` cells are all blank. */
export function dataRowCount(cells: SheetCells, at: CellRef, width: number): number {
  let count = 0;
  for (;;) {
    const row = at.row + 1 + count;
    const blank = Array.from({ length: width }, (_, offset) => cellAt(cells, { row, column: at.column + offset })).every(isBlank);
    if (blank) return count;
    count += 1;
  }
}

/** The first cell inside `wanted` but outside `own` that holds something: what writing there would destroy. */
export function firstOccupiedCell(cells: SheetCells, wanted: RangeRect, own: RangeRect | undefined): { ref: CellRef; value: CellValue } | undefined {
  const inside = (rect: RangeRect | undefined, ref: CellRef) =>
    rect !== undefined && ref.row >= rect.row && ref.row < rect.row + rect.rowCount && ref.column >= rect.column && ref.column < rect.column + rect.columnCount;
  const lastRow = Math.min(wanted.row + wanted.rowCount, cells.firstRow + cells.rows.length);
  for (let row = Math.max(wanted.row, cells.firstRow); row < lastRow; row++) {
    for (let column = wanted.column; column < wanted.column + wanted.columnCount; column++) {
      const ref = { row, column };
      const value = cellAt(cells, ref);
      if (!isBlank(value) && !inside(own, ref)) return { ref, value };
    }
  }
  return undefined;
}

/** Where a new block goes on a sheet that has no block of its kind: A1 on an empty sheet, else below everything after a blank row. */
export function freePlaceBelow(cells: SheetCells): CellRef {
  const lastUsed = cells.rows.reduce((last, values, offset) => (values.some((value) => !isBlank(value)) ? offset : last), -1);
  return lastUsed < 0 ? { row: 0, column: 0 } : { row: cells.firstRow + lastUsed + 2, column: 0 };
}
