/**
 * When Excel turns the workbook's changes away for now (a cell being edited, Excel busy), FX Desk waits and carries
 * on (workbook/excel-patience.ts); the activity log says so, once when the wait starts and once when it ends, so a
 * run that pauses is not taken for one that hangs.
 */
import { useEffect } from "react";
import type { ExcelWait, WaitReason } from "../../workbook";
import type { TaskpaneHost } from "../host";
import type { ActivityLevel, ActivityLog } from "../components/activity-log";

const WHILE: Record<WaitReason, string> = {
  "cell-edit": "a cell is being edited",
  busy: "Excel is busy with something else",
};
const WAS: Record<WaitReason, string> = {
  "cell-edit": "a cell was being edited",
  busy: "it was busy with something else",
};

export function describeExcelWait(wait: ExcelWait): { level: ActivityLevel; message: string } {
  switch (wait.kind) {
    case "waiting":
      return {
        level: "info",
        message: `Excel is not taking changes while ${WHILE[wait.reason]}: FX Desk waits and carries on when it does${wait.reason === "cell-edit" ? " (press Enter or Esc to finish editing)" : ""}; requests already sent still book`,
      };
    case "resumed":
      return { level: "info", message: `Excel was busy (${WAS[wait.reason]}): FX Desk's changes waited ${duration(wait.waitedMs)}, then went through` };
    case "gave up":
      return { level: "error", message: `Excel was still busy after ${duration(wait.waitedMs)} (${WAS[wait.reason]}): FX Desk stopped waiting — let Excel finish, then try again` };
  }
}

/** Writes the host's Excel waits into the pane's activity log while the pane is open. */
export function useExcelWaitsInLog(host: TaskpaneHost, log: ActivityLog): void {
  useEffect(
    () =>
      host.onExcelWait?.((wait) => {
        const { level, message } = describeExcelWait(wait);
        log.add(level, message);
      }),
    [host, log],
  );
}

/** "20 s", "3 min". */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}
