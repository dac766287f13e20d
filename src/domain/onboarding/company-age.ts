/**
 * How old a company is on the day of the check. Ages are counted in calendar months on UTC days: a company
 * incorporated on 2025-03-15 is 12 months old from 2026-03-15. Choice: one incorporated on 29 February turns
 * 12 months old on 1 March of the following (non-leap) year.
 */
import { isIsoDate } from "../dates";

/** True when `incorporationDate` (YYYY-MM-DD) is less than `months` months before `today` (YYYY-MM-DD). */
export function isYoungerThan(incorporationDate: string, today: string, months: number): boolean {
  const [year = 0, month = 0, day = 0] = incorporationDate.split("-").map(Number);
  const monthsLater = month - 1 + months;
  const anniversary = `${String(year + Math.floor(monthsLater / 12)).padStart(4, "0")}-${String((monthsLater % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  // Text order is date order for YYYY-MM-DD; an anniversary like 2025-02-29 sorts after the 28th and before 1 March.
  return today < anniversary;
}

/** An incorporation date a company can have: a real calendar day, not after today. */
export function isPastDate(date: string, today: string): boolean {
  return isIsoDate(date) && date <= today;
}
