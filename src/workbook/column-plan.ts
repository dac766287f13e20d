/**
 * Where writeColumns / appendRows put things — shared by both adapters so they agree cell for cell:
 * which column each header lands in, and which contiguous blocks (one values assignment each) cover the rows.
 */
import { InvalidInputError } from "../domain/invalid-input";
import type { CellRef } from "./address";
import type { CellValue, ColumnSpec, RowValues, TableSpec } from "./port";

export interface HeaderLine {
  /** Column of `texts[0]`. */
  firstColumn: number;
  texts: CellValue[];
  /** First column right of everything used on the sheet: where new headers go. */
  nextFreeColumn: number;
}

interface ColumnPlacement {
  /** Sheet column of each requested column, in the order given. */
  columns: number[];
  /** Headers missing from the line, to be written. */
  newHeaders: { column: number; header: string }[];
}

export interface WriteBlock {
  row: number;
  column: number;
  values: CellValue[][];
  /** Number format of each cell of the block, row by row like `values`; null leaves the cell's format alone. */
  formats: (string | null)[][];
  /** Per column of the block, whether its cells wrap their text (ColumnSpec.wrapText); absent wraps none. */
  wrapText?: boolean[];
}

function headerKey(text: CellValue): string {
  return text === null ? "" : String(text).trim().toLowerCase();
}

/** Every column needs a header, and no two the same: results would land in one column. */
function checkHeaders(columns: readonly ColumnSpec[]): void {
  const seen = new Set<string>();
  for (const { header } of columns) {
    const key = headerKey(header);
    if (!key) throw new InvalidInputError("columns", "blank_header", "every column needs a header");
    if (seen.has(key)) throw new InvalidInputError("columns", "duplicate_header", `"${header}" is given twice`);
    seen.add(key);
  }
}

/** The data rows a new table starts with: the rows given, or one blank row for a template. */
export function tableBody(spec: TableSpec): CellValue[][] {
  checkHeaders(spec.columns);
  const rows = spec.rows ?? [];
  const wrong = rows.find((row) => row.length !== spec.columns.length);
  if (wrong) {
    throw new InvalidInputError("rows", "wrong_width", `a row has ${wrong.length} values for ${spec.columns.length} columns`);
  }
  return rows.length > 0 ? rows : [spec.columns.map(() => null)];
}

export function placeColumns(line: HeaderLine, columns: readonly ColumnSpec[]): ColumnPlacement {
  checkHeaders(columns);
  const existing = new Map<string, number>();
  line.texts.forEach((text, offset) => {
    const key = headerKey(text);
    if (key && !existing.has(key)) existing.set(key, line.firstColumn + offset);
  });
  const newHeaders: ColumnPlacement["newHeaders"] = [];
  let nextFree = line.nextFreeColumn;
  const placed = columns.map(({ header }) => {
    const found = existing.get(headerKey(header));
    if (found !== undefined) return found;
    newHeaders.push({ column: nextFree, header });
    return nextFree++;
  });
  return { columns: placed, newHeaders };
}

/** Splits rows × placed columns into rectangles of contiguous rows and contiguous columns. */
export function planBlocks(placedColumns: readonly number[], columns: readonly ColumnSpec[], rows: readonly RowValues[]): WriteBlock[] {
  const sortedRows = [...rows].sort((a, b) => a.row - b.row);
  sortedRows.forEach((row, index) => {
    if (!Number.isInteger(row.row) || row.row < 0) {
      throw new InvalidInputError("rows", "invalid_row", `row index ${row.row} is not a sheet row`);
    }
    if (row.values.length !== columns.length || (row.formats !== undefined && row.formats.length !== columns.length)) {
      throw new InvalidInputError("rows", "wrong_width", `row ${row.row} has ${row.values.length} values and ${row.formats?.length ?? "no"} formats for ${columns.length} columns`);
    }
    if (index > 0 && sortedRows[index - 1]?.row === row.row) {
      throw new InvalidInputError("rows", "duplicate_row", `row ${row.row} is given twice`);
    }
  });
  const columnOrder = placedColumns.map((column, spec) => ({ column, spec })).sort((a, b) => a.column - b.column);
  const columnRuns = runs(columnOrder, (item) => item.column);
  const rowRuns = runs(sortedRows, (row) => row.row);
  return rowRuns.flatMap((rowRun) =>
    columnRuns.map((columnRun) => ({
      row: rowRun[0]?.row ?? 0,
      column: columnRun[0]?.column ?? 0,
      values: rowRun.map((row) => columnRun.map(({ spec }) => row.values[spec] ?? null)),
      formats: rowRun.map((row) => columnRun.map(({ spec }) => row.formats?.[spec] ?? columns[spec]?.format ?? null)),
      ...(columnRun.some(({ spec }) => columns[spec]?.wrapText === true) ? { wrapText: columnRun.map(({ spec }) => columns[spec]?.wrapText === true) } : {}),
    })),
  );
}

function runs<T>(items: readonly T[], position: (item: T) => number): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  for (const item of items) {
    const last = current[current.length - 1];
    if (last !== undefined && position(item) !== position(last) + 1) {
      result.push(current);
      current = [];
    }
    current.push(item);
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** The one block a writeRange puts at `topLeft`, refused unless every row (and its formats) has the same width. */
export function rangeBlock(topLeft: CellRef, values: readonly CellValue[][], formats?: readonly (string | null)[][]): WriteBlock {
  if (!Number.isInteger(topLeft.row) || topLeft.row < 0 || !Number.isInteger(topLeft.column) || topLeft.column < 0) {
    throw new InvalidInputError("range", "invalid_cell", `row ${topLeft.row}, column ${topLeft.column} is not a cell of the sheet`);
  }
  const width = values[0]?.length ?? 0;
  if (values.length === 0 || width === 0) throw new InvalidInputError("range", "empty_range", "there are no values to write");
  values.forEach((row, index) => {
    if (row.length !== width) throw new InvalidInputError("range", "wrong_width", `row ${index + 1} has ${row.length} values where the first has ${width}`);
  });
  if (formats !== undefined && (formats.length !== values.length || formats.some((row) => row.length !== width))) {
    throw new InvalidInputError("range", "wrong_width", `the number formats are not ${values.length} rows of ${width}`);
  }
  return {
    row: topLeft.row,
    column: topLeft.column,
    values: values.map((row) => [...row]),
    formats: formats?.map((row) => [...row]) ?? values.map((row) => row.map(() => null)),
  };
}
