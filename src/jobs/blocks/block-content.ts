/**
 * What a refreshable sheet block holds: a header line and rows of cells, each cell a plain value or a number with
 * the format of its own cell (an amount in its row's currency). The header line is the block's identity: a refresh
 * finds the block again by it (write-block.ts), so two kinds of block never share one.
 */
import type { CellValue, DateSystem } from "../../workbook/port";
import { utcDateTimeCell, type FormattedNumber } from "../engine/result-values";

export interface BlockColumn {
  header: string;
  /** Number format of the column's cells unless a cell brings its own: "@" for text from the service, a date format. */
  format?: string;
}

/**
 * A service timestamp shown as a date-time on the UTC clock. It becomes a serial only when written, in the date system
 * of the workbook it is written to (writeBlock asks it), since the same instant is another serial in each.
 */
export interface UtcDateTime {
  utc: string;
}

type BlockCell = CellValue | FormattedNumber | UtcDateTime;

export interface BlockContent {
  columns: readonly BlockColumn[];
  rows: readonly (readonly BlockCell[])[];
}

/**
 * The values and number formats to write: the header line, then one line per row, every line as wide as the columns;
 * date-times as serials of the workbook's date system.
 */
export function blockGrid(content: BlockContent, dates: DateSystem): { values: CellValue[][]; formats: (string | null)[][] } {
  const width = content.columns.length;
  const values: CellValue[][] = [content.columns.map((column) => column.header)];
  const formats: (string | null)[][] = [content.columns.map(() => null)];
  content.rows.forEach((row, index) => {
    if (row.length !== width) throw new RangeError(`block row ${index + 1} has ${row.length} cells for ${width} columns`);
    values.push(row.map((cell) => (isFormattedNumber(cell) ? cell.value : isUtcDateTime(cell) ? utcDateTimeCell(cell.utc, dates) : cell)));
    formats.push(row.map((cell, column) => (isFormattedNumber(cell) ? cell.format : (content.columns[column]?.format ?? null))));
  });
  return { values, formats };
}

function isFormattedNumber(cell: BlockCell): cell is FormattedNumber {
  return typeof cell === "object" && cell !== null && "format" in cell;
}

function isUtcDateTime(cell: BlockCell): cell is UtcDateTime {
  return typeof cell === "object" && cell !== null && "utc" in cell;
}
