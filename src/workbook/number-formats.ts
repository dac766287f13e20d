/**
 * The Excel number formats the product writes, in one place, so what the jobs write and what the playground grid
 * knows how to show cannot drift apart. Format codes are Excel's invariant (en-US) codes: Excel shows `#,##0.00`
 * with the separators of the user's locale (1.250,50 in Germany), so nothing locale-specific is written here.
 */

/** Excel's default: numbers as they are, text as text. */
export const GENERAL_FORMAT = "General";
/** Text: what is typed stays as typed (account numbers keep their leading zeros, "1-2" is not a date). */
export const TEXT_FORMAT = "@";
export const DATE_FORMAT = "yyyy-mm-dd";
/** Date and time to the minute; the header of such a column names the clock it shows (see result-columns.ts). */
export const DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm";
/** Rates: one precision for every pair, so a column of rates lines up. Six decimals show every rate the service quotes. */
export const RATE_FORMAT = "0.000000";

/** An amount with thousands separators and exactly `decimals` decimals: `#,##0.00` for 2, `#,##0` for 0. */
export function groupedDecimalsFormat(decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 30) throw new RangeError(`${decimals} is not a number of decimals`);
  return decimals === 0 ? "#,##0" : `#,##0.${"0".repeat(decimals)}`;
}
