/**
 * What a row said when its request was sent: the cells of its mapped fields, written beside it (FX sent as) with
 * its key. A key proves a booking only for the row whose cells still say what was sent, so this record is how a
 * later run tells the row that was booked from a copy of it, and says what changed on a row since it was sent.
 */
import { changeInWords, ColumnNames, type ColumnMapping } from "../../domain/orders";
import type { CellValue, DateSystem } from "../../workbook";

/** Field → the cell's value as sent. */
export type SentCells = Readonly<Record<string, CellValue>>;

/** The mapped fields' cells of a row's values (one per header, as read). */
export function sentCells(mapping: Pick<ColumnMapping, "columns">, values: readonly CellValue[]): SentCells {
  return Object.fromEntries(Object.entries(mapping.columns).map(([field, index]) => [field, blankAsNull(values[index] ?? null)]));
}

/** The text kept in the FX sent as cell: JSON, so any value reads back exactly. */
export function sentCellsText(cells: SentCells): string {
  return JSON.stringify(cells);
}

/** The record in an FX sent as cell; undefined when the cell is blank or was not written by us. */
export function readSentCells(text: string | undefined): SentCells | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed as Record<string, unknown>);
    return entries.every(([, value]) => value === null || ["string", "number", "boolean"].includes(typeof value)) ? (parsed as SentCells) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How a row's cells now differ from what was sent, one entry per field that changed, fields named as the sheet names
 * them and values as the review shows them ("Amount: 364.99 → 4,321.09 EUR": domain/orders/change-words.ts). A field
 * that has no column now is not compared.
 */
export function cellChanges(sent: SentCells, now: SentCells, mapping: ColumnMapping, dates: DateSystem): string[] {
  const changed = Object.keys(sent).filter((field) => field in now && !sameCell(sent[field] ?? null, now[field] ?? null));
  // Nearly every row compared is unchanged: the columns' names are looked up only for a row that did change (a run
  // compares each row twice, and naming them for each had cost more than the comparison).
  if (changed.length === 0) return [];
  const names = ColumnNames.of(mapping);
  return changed.map((field) => changeInWords(mapping.fields, dates, field, names.name(field), sent, now));
}

/**
 * True when the row's values (one per header, as read) still hold every mapped cell of what was sent: cellChanges would
 * find nothing. Compares in place, without making the row's record, as a run does for each row twice.
 */
export function sameAsSent(sent: SentCells, mapping: Pick<ColumnMapping, "columns">, values: readonly CellValue[]): boolean {
  return Object.entries(mapping.columns).every(([field, index]) => sameCell(sent[field] ?? null, values[index] ?? null));
}

export function sameCell(a: CellValue, b: CellValue): boolean {
  const left = blankAsNull(a);
  const right = blankAsNull(b);
  if (left === null || right === null) return left === right;
  return left === right || (typeof left === "number" && typeof right === "number" && Number.isNaN(left) && Number.isNaN(right));
}

function blankAsNull(value: CellValue): CellValue {
  return value === "" ? null : value;
}

