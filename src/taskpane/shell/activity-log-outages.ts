/**
 * The cells cannot show that they are stale (a custom function returns a plain value), so the activity log says
 * it: one line per failed refresh wave, with when it failed and from when the kept values are, and one line when
 * the service answers again.
 */
import { useEffect } from "react";
import { ApiError } from "../../api";
import { describeUnreachable, formatWallClockTime, onOutageReport, type OutageReport } from "../../functions";
import type { ActivityLevel, ActivityLog } from "../components/activity-log";

export function describeOutageReport(report: OutageReport): { level: ActivityLevel; message: string; requestId?: string } {
  if (report.kind === "reachable") {
    return { level: "success", message: `FX Desk service reachable again at ${formatWallClockTime(report.at)}: FX values are current` };
  }
  const sentences = [`Refresh failed at ${formatWallClockTime(report.failedAt)}: ${describeUnreachable(report.error)}.`];
  if (report.keptFrom) {
    const { oldest, newest } = report.keptFrom;
    const from = formatWallClockTime(oldest) === formatWallClockTime(newest) ? formatWallClockTime(oldest) : `${formatWallClockTime(oldest)}–${formatWallClockTime(newest)}`;
    sentences.push(`${countOf(report.keptValues, "FX value keeps its", "FX values keep their")} last figures from ${from} (stale).`);
  }
  if (report.valuesWithoutEarlierValue > 0) {
    sentences.push(`${countOf(report.valuesWithoutEarlierValue, "FX value has", "FX values have")} no earlier value and show #N/A.`);
  }
  const requestId = report.error instanceof ApiError ? report.error.requestId : undefined;
  return { level: "error", message: sentences.join(" "), ...(requestId ? { requestId } : {}) };
}

/** Writes the functions' outage reports into the pane's activity log while the pane is open. */
export function useOutageReportsInLog(log: ActivityLog): void {
  useEffect(
    () =>
      onOutageReport((report) => {
        const { level, message, requestId } = describeOutageReport(report);
        log.add(level, message, requestId);
      }),
    [log],
  );
}

function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
