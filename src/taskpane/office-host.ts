import { returnFormattedDates } from "../functions";
import { type ExcelRun, type ExcelWait, OfficeWorkbook } from "../workbook";
import { fxFormulaCells } from "./fx-formula-cells";
import { browserLanguage, type TaskpaneHost } from "./host";

/**
 * The task pane inside Excel: the Office.js workbook adapter and Excel's own recalculation and theme. The pane
 * renders before Office is ready; every Excel call waits for Office.onReady.
 */
export function createOfficeHost(): TaskpaneHost {
  let officeReady = false;
  const ready = Office.onReady().then(() => {
    officeReady = true;
    // The FX.* functions share this page (shared runtime): they return dates Excel shows as dates where it can.
    returnFormattedDates(Office.context?.requirements?.isSetSupported?.("CustomFunctionsRuntime", "1.4") === true);
  });
  const run: ExcelRun = async (batch, options) => {
    await ready;
    return options === undefined ? Excel.run(batch) : Excel.run(options, batch);
  };
  const waitListeners = new Set<(wait: ExcelWait) => void>();
  const workbook = new OfficeWorkbook(run, { onWait: (wait) => waitListeners.forEach((listener) => listener(wait)) });
  return {
    workbook,
    whenReady: () => ready,
    onExcelWait(listener) {
      waitListeners.add(listener);
      return () => waitListeners.delete(listener);
    },
    async recalculateFxFormulas() {
      // Only the FX.* cells: Excel has no "recalculate this function" call, and a full recalculation would
      // recompute every formula of every open workbook. Only formula cells are read, under the payload limit.
      await workbook.calculateCells(fxFormulaCells(await workbook.readFormulaCells()));
    },
    hostTheme() {
      if (!officeReady) return undefined;
      const background = globalThis.Office?.context?.officeTheme?.bodyBackgroundColor;
      if (!background) return undefined;
      return relativeLuminance(background) < 0.5 ? "dark" : "light";
    },
    dateLocale() {
      // Office's languages are there once it is ready; the browser's until then.
      const context = officeReady ? globalThis.Office?.context : undefined;
      return context?.contentLanguage || context?.displayLanguage || browserLanguage();
    },
  };
}

/** 0 (black) … 1 (white) for "#rrggbb". */
function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
