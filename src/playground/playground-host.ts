import { browserLanguage, type TaskpaneHost } from "../taskpane/host";
import type { MemoryWorkbook } from "../workbook";
import type { FormulaEngine } from "./formula-engine";

/** The task pane's host in the playground: the in-memory workbook and the stand-in formula engine. */
export function createPlaygroundHost(workbook: MemoryWorkbook, engine: FormulaEngine): TaskpaneHost {
  return {
    workbook,
    // Nothing to wait for: the page is the host, and its storage is not partitioned.
    whenReady: () => Promise.resolve(),
    recalculateFxFormulas: () => engine.recalculateAll(),
    hostTheme: () => undefined,
    // No Office here: dates go by the browser's language.
    dateLocale: browserLanguage,
  };
}
