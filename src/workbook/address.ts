/**
 * A1 addresses ↔ zero-based row/column indexes, the way Excel prints them.
 * Indexes are zero-based like Office.js `rowIndex` / `columnIndex`; A1 text is one-based.
 */
import { InvalidInputError } from "../domain/invalid-input";

export interface CellRef {
  row: number;
  column: number;
}

export interface RangeRect extends CellRef {
  rowCount: number;
  columnCount: number;
}

/** Excel's grid size: a reference past it is a typo, not a real cell. */
export const MAX_ROWS = 1_048_576;
export const MAX_COLUMNS = 16_384;

export function columnLetters(column: number): string {
  if (!Number.isInteger(column) || column < 0 || column >= MAX_COLUMNS) {
    throw new InvalidInputError("address", "invalid_column", `column index ${column} is outside the sheet`);
  }
  let letters = "";
  for (let rest = column + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters.toUpperCase()) {
    index = index * 26 + (char.charCodeAt(0) - 64);
  }
  return index - 1;
}

export function formatCell(ref: CellRef): string {
  return `${columnLetters(ref.column)}${ref.row + 1}`;
}

/** "B5" for one cell, "B5:D9" otherwise — as Excel prints `Range.address` without the sheet. */
export function formatRange(rect: RangeRect): string {
  const topLeft = formatCell(rect);
  if (rect.rowCount === 1 && rect.columnCount === 1) return topLeft;
  return `${topLeft}:${formatCell({ row: rect.row + rect.rowCount - 1, column: rect.column + rect.columnCount - 1 })}`;
}

/**
 * A1 addresses of these cells, a column's adjacent cells as one range ("D2:D9"), joined with commas into lists no
 * longer than `maxLength` characters (one address never cut).
 */
export function addressLists(cells: readonly CellRef[], maxLength: number): string[] {
  const lists: string[] = [];
  let current = "";
  for (const address of cellRuns(cells).map(formatRange)) {
    if (current !== "" && current.length + 1 + address.length > maxLength) {
      lists.push(current);
      current = "";
    }
    current = current === "" ? address : `${current},${address}`;
  }
  if (current !== "") lists.push(current);
  return lists;
}

/** Adjacent cells of one column as one range, column by column, top to bottom. */
export function cellRuns(cells: readonly CellRef[]): RangeRect[] {
  const runs: RangeRect[] = [];
  for (const cell of [...cells].sort((a, b) => a.column - b.column || a.row - b.row)) {
    const run = runs.at(-1);
    if (run && run.column === cell.column && run.row + run.rowCount === cell.row) run.rowCount += 1;
    else runs.push({ ...cell, rowCount: 1, columnCount: 1 });
  }
  return runs;
}

/** Excel quotes a sheet name unless it is a plain word; inner apostrophes are doubled. */
export function qualify(sheet: string, localAddress: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) && !/^[A-Za-z]{1,3}[0-9]+$/.test(sheet);
  const name = plain ? sheet : `'${sheet.replaceAll("'", "''")}'`;
  return `${name}!${localAddress}`;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?([0-9]{1,7})$/;
const WHOLE_ROWS = /^\$?([0-9]{1,7}):\$?([0-9]{1,7})$/;
const WHOLE_COLUMNS = /^\$?([A-Za-z]{1,3}):\$?([A-Za-z]{1,3})$/;

function parseCell(text: string): CellRef | undefined {
  const match = CELL.exec(text);
  if (!match) return undefined;
  const ref = { row: Number(match[2]) - 1, column: columnIndex(match[1] ?? "") };
  return ref.row >= 0 && ref.row < MAX_ROWS && ref.column < MAX_COLUMNS ? ref : undefined;
}

export function rectsOverlap(a: RangeRect, b: RangeRect): boolean {
  return (
    a.row < b.row + b.rowCount &&
    b.row < a.row + a.rowCount &&
    a.column < b.column + b.columnCount &&
    b.column < a.column + a.columnCount
  );
}

/** "'My Sheet'!A1:B2" → { sheet: "My Sheet", local: "A1:B2" }; a leading "=" (a reference formula) is ignored. */
export function splitSheetAddress(address: string): { sheet: string | undefined; local: string } {
  const text = address.startsWith("=") ? address.slice(1) : address;
  const bang = text.lastIndexOf("!");
  if (bang < 0) return { sheet: undefined, local: text };
  const rawSheet = text.slice(0, bang);
  const sheet = rawSheet.startsWith("'") && rawSheet.endsWith("'") ? rawSheet.slice(1, -1).replaceAll("''", "'") : rawSheet;
  return { sheet, local: text.slice(bang + 1) };
}

/** Parses "B5", "B5:D9", "5:9" or "B:D" (an optional "Sheet!" prefix is ignored); undefined when it is not an address. */
export function tryParseRange(address: string): RangeRect | undefined {
  const { local } = splitSheetAddress(address);
  const rows = WHOLE_ROWS.exec(local);
  if (rows) {
    const [first, last] = [Number(rows[1]) - 1, Number(rows[2]) - 1].sort((a, b) => a - b) as [number, number];
    if (first < 0 || last >= MAX_ROWS) return undefined;
    return { row: first, column: 0, rowCount: last - first + 1, columnCount: MAX_COLUMNS };
  }
  const columns = WHOLE_COLUMNS.exec(local);
  if (columns) {
    const [first, last] = [columnIndex(columns[1] ?? ""), columnIndex(columns[2] ?? "")].sort((a, b) => a - b) as [number, number];
    if (last >= MAX_COLUMNS) return undefined;
    return { row: 0, column: first, rowCount: MAX_ROWS, columnCount: last - first + 1 };
  }
  const [startText, endText, extra] = local.split(":");
  if (startText === undefined || extra !== undefined) return undefined;
  const start = parseCell(startText);
  const end = endText === undefined ? start : parseCell(endText);
  if (!start || !end) return undefined;
  const row = Math.min(start.row, end.row);
  const column = Math.min(start.column, end.column);
  return {
    row,
    column,
    rowCount: Math.abs(end.row - start.row) + 1,
    columnCount: Math.abs(end.column - start.column) + 1,
  };
}

export function parseRange(address: string): RangeRect {
  const rect = tryParseRange(address);
  if (!rect) throw new InvalidInputError("address", "invalid_address", `"${address}" is not an A1 address`);
  return rect;
}

export function parseCellAddress(address: string): CellRef {
  const { row, column } = parseRange(address);
  return { row, column };
}
