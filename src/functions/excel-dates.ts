import { excelUtcSerial, type DateSystem } from "../domain/dates";
import { DATE_TIME_FORMAT } from "../workbook";

/**
 * The date system the custom functions read and write serials in. A function is given its arguments' values, never
 * its workbook, so it cannot ask which system the workbook counts in; it takes the 1900 system, which Excel for
 * Windows and Excel for Mac since 2011 give every new workbook (Microsoft's "Date systems in Excel"). In a 1904
 * workbook a date argument given as a serial, or a time a function returns, is four years off: type dates as
 * YYYY-MM-DD text there.
 */
export const FUNCTIONS_DATE_SYSTEM: DateSystem = 1900;

/**
 * An instant as an Excel date-time serial in this machine's local time, the way NOW() shows it: Excel has no
 * time zones, and a user reading a fetched-at time expects the clock on their wall.
 */
export function toExcelDateTime(epochMs: number): number {
  return excelUtcSerial(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000, FUNCTIONS_DATE_SYSTEM);
}

/**
 * A date-time a function returns: the serial with the format Excel shows it in, where Excel takes formatted numbers
 * from functions (data types, requirement set CustomFunctionsRuntime 1.4: Microsoft's "Use data types with custom
 * functions in Excel"), else the bare serial, which the user formats as a date themselves. functions.json allows
 * it: its generator sets allowCustomDataForDataTypeAny for every `any` result.
 */
export type DateTimeResult = number | FormattedSerial;

/** Excel's formatted-number cell value, as the data-types page's "Output a formatted number" example writes it. */
export interface FormattedSerial {
  type: "Double";
  basicValue: number;
  numberFormat: string;
}

let formattedResults = false;

/** Whether this Excel shows a function's formatted numbers (set by the host once Office says which sets it has). */
export function returnFormattedDates(supported: boolean): void {
  formattedResults = supported;
}

/** An instant as a date-time result on this machine's wall clock (toExcelDateTime), shown as a date where Excel can. */
export function dateTimeResult(epochMs: number): DateTimeResult {
  return formattedNumber(toExcelDateTime(epochMs), DATE_TIME_FORMAT);
}

/**
 * A number in the format Excel should show it in (a date, an amount's decimals), where Excel takes formatted numbers
 * from functions; else the bare number. The format is all a function can set: not a width, a font or a colour.
 */
export function formattedNumber(value: number, numberFormat: string): DateTimeResult {
  return formattedResults ? { type: "Double", basicValue: value, numberFormat } : value;
}

/**
 * An instant as "HH:MM" on this machine's wall clock, for text a person reads beside the cells (an activity log
 * line, a stale quote's note). Written out by hand: the same digits whatever the runtime's locale.
 */
export function formatWallClockTime(epochMs: number): string {
  const at = new Date(epochMs);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}
