import { excelUtcSerial } from "../domain/dates";

/**
 * An instant as an Excel date-time serial in this machine's local time, the way NOW() shows it: Excel has no
 * time zones, and a user reading a fetched-at time expects the clock on their wall.
 */
export function toExcelDateTime(epochMs: number): number {
  return excelUtcSerial(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000);
}

/**
 * An instant as "HH:MM" on this machine's wall clock, for text a person reads beside the cells (an activity log
 * line, a stale quote's note). Written out by hand: the same digits whatever the runtime's locale.
 */
export function formatWallClockTime(epochMs: number): string {
  const at = new Date(epochMs);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}
