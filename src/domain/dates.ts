/** Dates as the service takes them (YYYY-MM-DD, a real calendar day) and as Excel stores them (day serials). */
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

/**
 * Which day a workbook's serial 0 is. Microsoft's "Date systems in Excel": in the 1900 date system serial 1 is
 * 1900-01-01; in the 1904 date system (Excel for Mac's default before 2011, still an option of any workbook) serial 0
 * is 1904-01-01, so the same day's serial is 1,462 less. A serial says nothing of its system: every conversion is
 * told the workbook's (the workbook port's `dateSystem()`), else a date would be read or written four years off.
 */
export type DateSystem = 1900 | 1904;

const DAY_MS = 86_400_000;
// In the 1900 system, day 0 is 1899-12-30 for every serial after its phantom 1900-02-29 (serial 60).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** 1904-01-01 is serial 1462 in the 1900 system and 0 in the 1904 system. */
const DAYS_1904_SYSTEM_STARTS_LATER = 1_462;
/** The first serial of a real day: 1900-03-01 (after the phantom 29 February) in the 1900 system, 1904-01-01 in the 1904 one. */
const FIRST_REAL_SERIAL: Record<DateSystem, number> = { 1900: 61, 1904: 0 };
const LAST_SERIAL_1900 = 2_958_465; // 9999-12-31

/** A serial of the workbook's system as the 1900 system counts it (the one the conversions below work in). */
function toSerial1900(serial: number, system: DateSystem): number {
  return system === 1904 ? serial + DAYS_1904_SYSTEM_STARTS_LATER : serial;
}

function fromSerial1900(serial: number, system: DateSystem): number {
  return system === 1904 ? serial - DAYS_1904_SYSTEM_STARTS_LATER : serial;
}

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
 * A date from a cell: an Excel day serial of the workbook's date system (its time of day ignored) or YYYY-MM-DD
 * text. Other spellings are refused because they are ambiguous between countries (03/04 is March or April).
 */
export function parseDateCell(value: unknown, field: string, system: DateSystem): string {
  if (typeof value === "number") {
    const serial = toSerial1900(value, system);
    if (!Number.isFinite(value) || value < FIRST_REAL_SERIAL[system] || serial >= LAST_SERIAL_1900 + 1) {
      throw new InvalidInputError(field, "is_in_invalid_format", `${String(value)} is not a date — enter a date such as 2026-01-31`);
    }
    return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof value === "string") return parseIsoDate(value, field);
  throw new InvalidInputError(field, "type_is_wrong", `expected a date such as 2026-01-31, got ${describeValue(value)}`);
}

/**
 * The Excel day serial of a YYYY-MM-DD day in the workbook's date system: what a date cell holds (2026-01-05 is
 * 46027 in the 1900 system, 44565 in the 1904 one).
 */
export function excelDateSerial(isoDate: string, system: DateSystem): number {
  const text = parseIsoDate(isoDate, "date");
  return fromSerial1900((Date.parse(`${text}T00:00:00Z`) - EXCEL_EPOCH_MS) / DAY_MS, system);
}

/**
 * The Excel date-time serial of an instant as a UTC wall clock (days since the date system's start, the time of day
 * as the fraction). A serial carries no zone: whoever writes one says which clock it shows (excel-dates.ts shifts to local).
 */
export function excelUtcSerial(epochMs: number, system: DateSystem): number {
  return fromSerial1900((epochMs - EXCEL_EPOCH_MS) / DAY_MS, system);
}

/** The instant a date-time serial stands for on the UTC clock: the inverse of excelUtcSerial. */
export function epochMsOfExcelSerial(serial: number, system: DateSystem): number {
  return EXCEL_EPOCH_MS + toSerial1900(serial, system) * DAY_MS;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A calendar day as a person reads it, "Monday 5 January 2026": the same words on every machine (no locale or zone
 * of the reader's), the day named so 05/01 is never read as May. Text that is not a date is returned as it is.
 */
export function dateInWords(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  const day = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
