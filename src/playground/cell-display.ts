import Decimal from "decimal.js";
import { epochMsOfExcelSerial, EXCEL_SIGNIFICANT_DIGITS, groupThousands } from "../domain";
import type { CellValue } from "../workbook";

/**
 * What a cell shows, as Excel would show its value through its number format: the formats the product writes
 * (workbook/number-formats.ts — `#,##0.00`, `#,##0`, `0.000000`, `yyyy-mm-dd`, `yyyy-mm-dd hh:mm`, `@`, General)
 * and their plain relatives (`0`, `0.00`, `#,##0.000`, `hh:mm:ss`). A format it does not know shows the value as
 * General rather than guessing. Separators are Excel's en-US ones, the playground's only locale.
 */
export function displayCellValue(value: CellValue, numberFormat: string): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  if (!Number.isFinite(value)) return "#NUM!";
  const fixed = FIXED_DECIMALS.exec(numberFormat);
  if (fixed) return fixedDecimals(value, fixed[1] !== undefined, fixed[2]?.length ?? 0);
  if (DATE_TIME_TOKENS.test(numberFormat)) return dateTime(value, numberFormat);
  return general(value);
}

/** `0`, `0.00`, `#,##0`, `#,##0.00`…: optional thousands separators, then a fixed number of decimals. */
const FIXED_DECIMALS = /^(#,##)?0(?:\.(0+))?$/;
/** Only date and time parts and the separators between them. */
const DATE_TIME_TOKENS = /^(?=.*(?:yyyy|dd|hh))(?:yyyy|mm|dd|hh|ss|[-/ :.])+$/;

function fixedDecimals(value: number, grouped: boolean, decimals: number): string {
  // Half away from zero on the decimal digits, as Excel rounds for display; decimal.js reads the number's shortest text.
  const rounded = new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [whole = "0", fraction] = rounded.abs().toFixed(decimals).split(".");
  const digits = grouped ? groupThousands(whole) : whole;
  const sign = rounded.isNegative() && !rounded.isZero() ? "-" : "";
  return `${sign}${digits}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** A serial as a date and time; Excel shows a negative date as hashes. */
function dateTime(serial: number, format: string): string {
  if (serial < 0) return "########";
  // Excel rounds to the second before showing a time, so 09:59:59.7 is 10:00.
  // The playground's workbook counts in the 1900 date system: nothing on the page switches it to 1904.
  const ms = Math.round(epochMsOfExcelSerial(serial, 1900) / 1000) * 1000;
  const at = new Date(ms);
  const two = (part: number) => String(part).padStart(2, "0");
  let afterHours = false;
  return format.replace(/yyyy|mm|dd|hh|ss/g, (token) => {
    switch (token) {
      case "yyyy":
        return String(at.getUTCFullYear());
      case "dd":
        return two(at.getUTCDate());
      case "hh":
        afterHours = true;
        return two(at.getUTCHours());
      case "ss":
        return two(at.getUTCSeconds());
      default:
        // "mm" after hours is minutes, as in Excel; elsewhere it is the month.
        return afterHours ? two(at.getUTCMinutes()) : two(at.getUTCMonth() + 1);
    }
  });
}

/** General: the number as stored to Excel's 15 significant digits (so 0.1 + 0.2 shows 0.3). */
function general(value: number): string {
  return String(Number(value.toPrecision(EXCEL_SIGNIFICANT_DIGITS)));
}
