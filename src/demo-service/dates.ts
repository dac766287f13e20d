/**
 * Trading and payment calendars of the demo: weekends are closed, conversions settle two working days out by
 * default, the day's cut-off is 14:00 UTC. Holidays are not modelled.
 */
import { DAY, HOUR } from "./clock";
import { addWorkingDays, isoDate, isWeekend, startOfUtcDay, weekendReason, workingDayOnOrAfter } from "./format";

const CUT_OFF_MS = 14 * HOUR;
const CALENDAR_DAYS_LISTED = 60;

export type ConversionDatePreference = "default" | "earliest" | "next_day" | "optimize_liquidity";
export const CONVERSION_DATE_PREFERENCES: readonly ConversionDatePreference[] = ["default", "earliest", "next_day", "optimize_liquidity"];

/** Today if it is a working day before the cut-off, else the next working day. */
export function firstConversionDate(now: number): number {
  const today = startOfUtcDay(now);
  if (!isWeekend(today) && now < today + CUT_OFF_MS) return today;
  return workingDayOnOrAfter(today + DAY);
}

/** Next-day and spot (two working days) count from the trade day: today, or Monday for a weekend request. */
export function conversionDateFor(now: number, preference: ConversionDatePreference): number {
  const tradeDay = workingDayOnOrAfter(startOfUtcDay(now));
  switch (preference) {
    case "earliest":
      return firstConversionDate(now);
    case "next_day":
      return addWorkingDays(tradeDay, 1);
    case "default":
    case "optimize_liquidity":
      return addWorkingDays(tradeDay, 2);
  }
}

/** Settlement (and the funding cut-off) happens at 14:00 UTC on the conversion date. */
export function settlementTime(conversionDate: number): number {
  return conversionDate + CUT_OFF_MS;
}

export function isValidConversionDate(day: number, now: number): boolean {
  return !isWeekend(day) && day >= firstConversionDate(now);
}

export function firstPaymentDate(now: number): number {
  return workingDayOnOrAfter(startOfUtcDay(now));
}

/** Weekends from `start` on, keyed `YYYY-MM-DD` with the reason, as reference/*_dates answer. */
export function closedDays(start: number): Record<string, string> {
  const closed: Record<string, string> = {};
  for (let day = startOfUtcDay(start), i = 0; i < CALENDAR_DAYS_LISTED; i += 1, day += DAY) {
    if (isWeekend(day)) closed[isoDate(day)] = weekendReason(day);
  }
  return closed;
}
