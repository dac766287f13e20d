import { OfficeWorkbook } from "../workbook/office-workbook";
import type { TaskpaneHost } from "./host";

/** The task pane inside Excel: the Office.js workbook adapter and Excel's own recalculation and theme. */
export function createOfficeHost(): TaskpaneHost {
  return {
    workbook: new OfficeWorkbook((batch) => Excel.run(batch)),
    async recalculateFxFormulas() {
      // Excel offers no "recalculate these functions" call; a full recalculation re-invokes every FX.* cell.
      await Excel.run(async (context) => {
        context.workbook.application.calculate(Excel.CalculationType.full);
        await context.sync();
      });
    },
    hostTheme() {
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
