/** Dates as the service takes them (YYYY-MM-DD, a real calendar day) and as Excel stores them (day serials). */
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

const DAY_MS = 86_400_000;
// Excel's day 0 is 1899-12-30 for every serial after its phantom 1900-02-29 (serial 60).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const FIRST_REAL_SERIAL = 61;
const LAST_SERIAL = 2_958_465; // 9999-12-31

/** True for YYYY-MM-DD text naming a day that exists (not 2022-02-30). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** Trimmed YYYY-MM-DD text, or a refusal naming the field. */
export function parseIsoDate(value: string, field: string): string {
  const text = value.trim();
  if (!isIsoDate(text)) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${value}" is not a date — write it as YYYY-MM-DD, e.g. 2026-01-31`);
  }
  return text;
}

/**
 * A date from a cell: an Excel day serial (its time of day ignored) or YYYY-MM-DD text. Other spellings are
 * refused because they are ambiguous between countries (03/04 is March or April).
 */
export function parseDateCell(value: unknown, field: string): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value < FIRST_REAL_SERIAL || value >= LAST_SERIAL + 1) {
      throw new InvalidInputError(field, "is_in_invalid_format", `${String(value)} is not a date — enter a date such as 2026-01-31`);
    }
    return new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof value === "string") return parseIsoDate(value, field);
  throw new InvalidInputError(field, "type_is_wrong", `expected a date such as 2026-01-31, got ${describeValue(value)}`);
}

/** The Excel day serial of a YYYY-MM-DD day (2026-01-05 is 46027): what a date cell holds. */
export function excelDateSerial(isoDate: string): number {
  const text = parseIsoDate(isoDate, "date");
  return (Date.parse(`${text}T00:00:00Z`) - EXCEL_EPOCH_MS) / DAY_MS;
}

/**
 * The Excel date-time serial of an instant as a UTC wall clock (days since Excel's epoch, the time of day as the
 * fraction). A serial carries no zone: whoever writes one says which clock it shows (excel-dates.ts shifts to local).
 */
export function excelUtcSerial(epochMs: number): number {
  return (epochMs - EXCEL_EPOCH_MS) / DAY_MS;
}

/** The instant a date-time serial stands for on the UTC clock: the inverse of excelUtcSerial. */
export function epochMsOfExcelSerial(serial: number): number {
  return EXCEL_EPOCH_MS + serial * DAY_MS;
}
