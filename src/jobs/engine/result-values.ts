/**
 * How a booking's amounts, rates, dates and times become cells: numbers Excel can sum, sort and filter, each shown
 * through a number format (result-columns.ts gives rates, dates and times theirs per column). Money stays
 * Decimal up to here; the number is made only for the cell.
 */
import type Decimal from "decimal.js";
import { minorUnits } from "../../domain/currencies";
import { excelDateSerial, excelUtcSerial, type DateSystem } from "../../domain/dates";
import { groupedDecimalsFormat } from "../../workbook";

/** A number that carries the format of its own cell, where the format depends on the row (its currency). */
export interface FormattedNumber {
  value: number;
  format: string;
}

/**
 * An amount shown with its currency's decimals and thousands separators (EUR 1,250.50, JPY 150,000, BHD 1.500).
 * A currency with no known minor units (a code newer than the ISO data) shows the decimals the service sent.
 */
export function amountCell(amount: Decimal, currency: string): FormattedNumber {
  return { value: amount.toNumber(), format: groupedDecimalsFormat(decimalsOf(currency) ?? amount.decimalPlaces()) };
}

function decimalsOf(currency: string): number | undefined {
  try {
    return minorUnits(currency);
  } catch {
    return undefined;
  }
}

/** The rate as the service quoted it; the column's format shows every rate with the same precision. */
export function rateCell(rate: Decimal): number {
  return rate.toNumber();
}

/**
 * A calendar day as a date serial of the workbook's date system. The service writes some days as timestamps (a
 * conversion's `settlement_date` is the day with its cut-off time, "2026-01-07T14:00:00+00:00"): the day is the one
 * written there, in the service's own offset — the value date — never shifted into another zone.
 */
export function dateCell(dayOrTimestamp: string, system: DateSystem): number {
  return excelDateSerial(dayOrTimestamp.slice(0, 10), system);
}

/**
 * An instant as a date-time serial on the UTC clock. The service's times are UTC and a serial has no zone, so
 * the column says "(UTC)" in its header: local time would read differently for colleagues in other zones
 * sharing the workbook, and would change with daylight saving between two runs.
 */
export function utcDateTimeCell(timestamp: string, system: DateSystem): number {
  const epochMs = Date.parse(timestamp);
  if (Number.isNaN(epochMs)) throw new RangeError(`"${timestamp}" is not a timestamp`);
  return excelUtcSerial(epochMs, system);
}
