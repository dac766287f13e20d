/** Counting a run's workbook round trips (its outcome reports them). */
import { aroundEveryCall, type WorkbookPort } from "../../workbook";

/** The port with a count of its round trips, so a run can report how many workbook syncs it cost. */
export function countingWorkbook(workbook: WorkbookPort): { workbook: WorkbookPort; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    workbook: aroundEveryCall(workbook, (call) => {
      calls += 1;
      return call();
    }),
  };
}
