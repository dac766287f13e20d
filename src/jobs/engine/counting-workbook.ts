/** Counting a run's workbook round trips (its outcome reports them). */
import type { WorkbookPort } from "../../workbook/port";

/** The port with a count of its round trips, so a run can report how many workbook syncs it cost. */
export function countingWorkbook(workbook: WorkbookPort): { workbook: WorkbookPort; calls: () => number } {
  let calls = 0;
  const counted = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A) => {
    calls += 1;
    return call(...args);
  };
  return {
    calls: () => calls,
    workbook: {
      readSelection: counted(() => workbook.readSelection()),
      readTable: counted((sheet: string, table?: string) => workbook.readTable(sheet, table)),
      readValues: counted((...args: Parameters<WorkbookPort["readValues"]>) => workbook.readValues(...args)),
      writeColumns: counted((...args: Parameters<WorkbookPort["writeColumns"]>) => workbook.writeColumns(...args)),
      writeRange: counted((...args: Parameters<WorkbookPort["writeRange"]>) => workbook.writeRange(...args)),
      clearRange: counted((...args: Parameters<WorkbookPort["clearRange"]>) => workbook.clearRange(...args)),
      createSheet: counted((name: string) => workbook.createSheet(name)),
      goToRow: counted((...args: Parameters<WorkbookPort["goToRow"]>) => workbook.goToRow(...args)),
      createTable: counted((...args: Parameters<WorkbookPort["createTable"]>) => workbook.createTable(...args)),
      appendRows: counted((...args: Parameters<WorkbookPort["appendRows"]>) => workbook.appendRows(...args)),
      readSetting: counted((key: string) => workbook.readSetting(key)),
      writeSetting: counted((key: string, value: unknown) => workbook.writeSetting(key, value)),
      deleteSetting: counted((key: string) => workbook.deleteSetting(key)),
      listSheets: counted(() => workbook.listSheets()),
      dateSystem: counted(() => workbook.dateSystem()),
      writeFormulaToActiveCell: counted((formula: string) => workbook.writeFormulaToActiveCell(formula)),
      getActiveCell: counted(() => workbook.getActiveCell()),
    },
  };
}
