import type { ExcelWait, WorkbookPort } from "../workbook";

/**
 * What the task pane needs from where it runs: Excel (office-host.ts) or the playground page. The shell and
 * the features talk to the workbook only through this.
 */
export interface TaskpaneHost {
  workbook: WorkbookPort;
  /**
   * Resolves once the host has started (Excel: Office.onReady). The pane renders before it, but reads nothing that
   * depends on Office until then: the remembered sign-in's storage key carries Office.context.partitionKey, which
   * Office sets only once it is ready.
   */
  whenReady(): Promise<void>;
  /**
   * Recalculates the FX.* cells so they pick up a new session or acting-as choice (Excel does not recalculate
   * non-volatile functions on its own when their inputs live outside the sheet).
   */
  recalculateFxFormulas(): Promise<void>;
  /** "dark" or "light" when the host has a theme of its own (Office); undefined to follow the browser. */
  hostTheme(): "dark" | "light" | undefined;
  /**
   * Tells when the workbook's changes wait for Excel (a cell being edited, Excel busy) and when they go through
   * again; absent where nothing ever waits (the playground). Returns the unsubscribe function.
   */
  onExcelWait?(listener: (wait: ExcelWait) => void): () => void;
  /**
   * The language whose order dates are typed and read back in ("en-GB": 15/01/2015; "en-US": 01/15/2015): Office's
   * content language, else its display language, in Excel — the person's Office speaks it —, the browser's in the
   * playground. Absent (a test's host): the browser's.
   */
  dateLocale?(): string;
}

/** The browser's language, or en-GB where a browser says none: what a host without Office's languages goes by. */
export function browserLanguage(): string {
  return (typeof navigator !== "undefined" && navigator.language) || "en-GB";
}
