/** Wire formats of docs/provider-api.md §8: decimal strings, `+00:00` timestamps, `Z` cut-off times, plain dates. */
import { isIsoDate } from "../domain/dates";

const DAY_MS = 86_400_000;

/** `2022-01-31T10:15:00+00:00`. */
export function timestamp(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "+00:00");
}

/** `2022-01-31T14:00:00Z`, the form of `settlement_cut_off_time` and `transferred_at`. */
export function zuluTimestamp(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

/** `2022-01-31`. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Parses `YYYY-MM-DD` strictly (real calendar dates only) to midnight UTC, or undefined. */
export function parseIsoDate(text: string): number | undefined {
  return isIsoDate(text) ? Date.parse(`${text}T00:00:00Z`) : undefined;
}

/** Parses an ISO 8601 date or date-time with an explicit zone (or a bare date), or undefined. */
export function parseIsoDateTime(text: string): number | undefined {
  const date = parseIsoDate(text);
  if (date !== undefined) return date;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

export function isWeekend(ms: number): boolean {
  const day = new Date(ms).getUTCDay();
  return day === 0 || day === 6;
}

export function weekendReason(ms: number): string {
  return new Date(ms).getUTCDay() === 6 ? "No trading on Saturday" : "No trading on Sunday";
}

/** The first working day (Mon–Fri) at or after `dayMs` (a midnight). */
export function workingDayOnOrAfter(dayMs: number): number {
  let day = dayMs;
  while (isWeekend(day)) day += DAY_MS;
  return day;
}

/** Adds `count` working days to a midnight. */
export function addWorkingDays(dayMs: number, count: number): number {
  let day = dayMs;
  for (let added = 0; added < count; ) {
    day += DAY_MS;
    if (!isWeekend(day)) added += 1;
  }
  return day;
}
