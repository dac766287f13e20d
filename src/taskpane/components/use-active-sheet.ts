/**
 * The sheet the person is on, kept up to date as they move between sheets (the workbook port's activeSheet and
 * onActiveSheetChanged): what a panel needs to show something about one sheet only while that sheet is in front.
 */
import { useEffect, useState } from "react";
import type { SheetInfo, WorkbookPort } from "../../workbook";

/** The active sheet; undefined until the workbook has answered, or when it cannot say. */
export function useActiveSheet(workbook: WorkbookPort): SheetInfo | undefined {
  const [active, setActive] = useState<SheetInfo | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let heard = false;
    let stop: (() => Promise<void>) | undefined;
    // Listening starts before the first read, so no move between the two is missed; a move heard first wins over
    // the read's older answer.
    workbook
      .onActiveSheetChanged((sheet) => {
        heard = true;
        if (live) setActive(sheet);
      })
      .then(async (remove) => {
        if (!live) return void (await remove());
        stop = remove;
        const sheet = await workbook.activeSheet();
        if (live && !heard) setActive(sheet);
      })
      // A workbook that cannot say which sheet is in front leaves the panel showing everything, as before.
      .catch(() => undefined);
    return () => {
      live = false;
      void stop?.().catch(() => undefined);
    };
  }, [workbook]);
  return active;
}

/**
 * Whether something about `sheet` (a run's result) belongs on screen now: while its sheet is the active one, or while
 * the active sheet is not known. Excel compares sheet names without regard to case.
 */
export function isOnSheet(sheet: string, active: SheetInfo | undefined): boolean {
  return active === undefined || active.name.toLowerCase() === sheet.toLowerCase();
}
