/**
 * What a refreshable sheet block holds: lead lines (a label and its value: what the block is of, and when), a header
 * line and rows of cells, each cell a plain value or a number with the format of its own cell (an amount in its row's
 * currency). The header line is the block's identity: a refresh finds the block again by it (write-block.ts), so two
 * kinds of block never share one; the lead lines above it are known as the block's own by their labels.
 */
import { type CellValue, DATE_TIME_FORMAT, type DateSystem } from "../../workbook";
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

export type BlockCell = CellValue | FormattedNumber | UtcDateTime;

/** A lead line: its label (fixed for the block's kind, how a refresh recognises the line) and what follows it. */
export type LeadLine = readonly [label: string, ...values: BlockCell[]];

export interface BlockContent {
  /** Lines above the header line, written from the block's first row; never wider than the columns. */
  lead?: readonly LeadLine[];
  columns: readonly BlockColumn[];
  rows: readonly (readonly BlockCell[])[];
  /**
   * Header lines earlier versions of the product wrote for this kind of block. A block found under one of them (and
   * no block under the current one) is the same block in its old layout: it is replaced where it stands.
   */
  formerHeaders?: readonly (readonly string[])[];
}

/**
 * The values and number formats to write: the header line, then one line per row, every line as wide as the columns;
 * date-times as serials of the workbook's date system.
 */
export function blockGrid(content: BlockContent, dates: DateSystem): { values: CellValue[][]; formats: (string | null)[][] } {
  const width = content.columns.length;
  const values: CellValue[][] = [];
  const formats: (string | null)[][] = [];
  (content.lead ?? []).forEach((line, index) => {
    if (line.length > width) throw new RangeError(`lead line ${index + 1} has ${line.length} cells for ${width} columns`);
    const padded: BlockCell[] = [...line, ...Array<BlockCell>(width - line.length).fill(null)];
    values.push(padded.map((cell) => cellValue(cell, dates)));
    formats.push(padded.map((cell) => (isFormattedNumber(cell) ? cell.format : isUtcDateTime(cell) ? DATE_TIME_FORMAT : null)));
  });
  values.push(content.columns.map((column) => column.header));
  formats.push(content.columns.map(() => null));
  content.rows.forEach((row, index) => {
    if (row.length !== width) throw new RangeError(`block row ${index + 1} has ${row.length} cells for ${width} columns`);
    values.push(row.map((cell) => cellValue(cell, dates)));
    formats.push(row.map((cell, column) => (isFormattedNumber(cell) ? cell.format : (content.columns[column]?.format ?? null))));
  });
  return { values, formats };
}

/** The labels of the lead lines, top to bottom. */
export function leadLabels(content: BlockContent): string[] {
  return (content.lead ?? []).map((line) => line[0]);
}

function cellValue(cell: BlockCell, dates: DateSystem): CellValue {
  return isFormattedNumber(cell) ? cell.value : isUtcDateTime(cell) ? utcDateTimeCell(cell.utc, dates) : cell;
}

function isFormattedNumber(cell: BlockCell): cell is FormattedNumber {
  return typeof cell === "object" && cell !== null && "format" in cell;
}

function isUtcDateTime(cell: BlockCell): cell is UtcDateTime {
  return typeof cell === "object" && cell !== null && "utc" in cell;
}
