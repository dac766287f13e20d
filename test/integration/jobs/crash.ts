import type { FetchLike } from "../../../src/api";
import type { WorkbookPort } from "../../../src/workbook/port";

/**
 * Stands in for the add-in dying: after the k-th create has reached the service, its answer is lost, every later
 * request fails, and the workbook can no longer be written — so the booking exists but its result never lands.
 */
export class Crash {
  private creates = 0;
  crashed = false;

  constructor(
    private readonly afterCreates: number,
    private readonly createPath: string,
  ) {}

  fetch: FetchLike = async (input, init) => {
    if (this.crashed) throw new TypeError("fetch failed: the add-in has stopped");
    const response = await fetch(input, init);
    if (String(input).includes(this.createPath) && init.method === "POST") {
      this.creates += 1;
      if (this.creates >= this.afterCreates) {
        this.crashed = true;
        throw new TypeError("fetch failed: the add-in stopped before reading the answer");
      }
    }
    return response;
  };

  workbook(inner: WorkbookPort): WorkbookPort {
    const guard = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
      if (this.crashed) throw new Error("the add-in has stopped");
      return call(...args);
    };
    return {
      readSelection: guard(() => inner.readSelection()),
      readTable: guard((sheet: string, table?: string) => inner.readTable(sheet, table)),
      readValues: guard((...args: Parameters<WorkbookPort["readValues"]>) => inner.readValues(...args)),
      writeColumns: guard((...args: Parameters<WorkbookPort["writeColumns"]>) => inner.writeColumns(...args)),
      writeRange: guard((...args: Parameters<WorkbookPort["writeRange"]>) => inner.writeRange(...args)),
      clearRange: guard((...args: Parameters<WorkbookPort["clearRange"]>) => inner.clearRange(...args)),
      createSheet: guard((name: string) => inner.createSheet(name)),
      goToRow: guard((...args: Parameters<WorkbookPort["goToRow"]>) => inner.goToRow(...args)),
      createTable: guard((...args: Parameters<WorkbookPort["createTable"]>) => inner.createTable(...args)),
      appendRows: guard((...args: Parameters<WorkbookPort["appendRows"]>) => inner.appendRows(...args)),
      readSetting: guard((key: string) => inner.readSetting(key)),
      writeSetting: guard((key: string, value: unknown) => inner.writeSetting(key, value)),
      deleteSetting: guard((key: string) => inner.deleteSetting(key)),
      listSheets: guard(() => inner.listSheets()),
      dateSystem: guard(() => inner.dateSystem()),
      writeFormulaToActiveCell: guard((formula: string) => inner.writeFormulaToActiveCell(formula)),
      getActiveCell: guard(() => inner.getActiveCell()),
    };
  }
}
