import type { ExcelWait } from "../workbook/excel-patience";
import { OfficeWorkbook, type ExcelRun } from "../workbook/office-workbook";
import { fxFormulaAddresses } from "./fx-formula-cells";
import type { TaskpaneHost } from "./host";

/**
 * The task pane inside Excel: the Office.js workbook adapter and Excel's own recalculation and theme. The pane
 * renders before Office is ready; every Excel call waits for Office.onReady.
 */
export function createOfficeHost(): TaskpaneHost {
  let officeReady = false;
  const ready = Office.onReady().then(() => {
    officeReady = true;
  });
  const run: ExcelRun = async (batch, options) => {
    await ready;
    return options === undefined ? Excel.run(batch) : Excel.run(options, batch);
  };
  const waitListeners = new Set<(wait: ExcelWait) => void>();
  return {
    workbook: new OfficeWorkbook(run, { onWait: (wait) => waitListeners.forEach((listener) => listener(wait)) }),
    onExcelWait(listener) {
      waitListeners.add(listener);
      return () => waitListeners.delete(listener);
    },
    async recalculateFxFormulas() {
      // Only the FX.* cells: Excel has no "recalculate this function" call, and a full recalculation would
      // recompute every formula of every open workbook.
      await run(async (context) => {
        const sheets = context.workbook.worksheets.load("items/name");
        await context.sync();
        const used = sheets.items.map((sheet) => ({ sheet, range: sheet.getUsedRangeOrNullObject().load("address") }));
        await context.sync();
        const formulas = used
          .filter(({ range }) => !range.isNullObject)
          .map(({ sheet, range }) => ({ sheet, cells: range.getSpecialCellsOrNullObject(Excel.SpecialCellType.formulas).load("areas/items/rowIndex,areas/items/columnIndex,areas/items/formulas") }));
        await context.sync();
        for (const { sheet, cells } of formulas) {
          if (cells.isNullObject) continue;
          for (const addresses of fxFormulaAddresses(cells.areas.items)) sheet.getRanges(addresses).calculate();
        }
        await context.sync();
      });
    },
    hostTheme() {
      if (!officeReady) return undefined;
      const background = globalThis.Office?.context?.officeTheme?.bodyBackgroundColor;
      if (!background) return undefined;
      return relativeLuminance(background) < 0.5 ? "dark" : "light";
    },
  };
}

/** 0 (black) … 1 (white) for "#rrggbb". */
function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
