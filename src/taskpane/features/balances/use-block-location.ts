/**
 * Where a view's block was last written, kept in the workbook's own settings so Refresh still finds it after the
 * tab was left or the workbook reopened (and travels with the file). A setting that is not a location is ignored.
 */
import { useCallback, useEffect, useState } from "react";
import type { BlockLocation } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";

function asLocation(value: unknown): BlockLocation | undefined {
  const candidate = value as Partial<BlockLocation> | null | undefined;
  const index = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  if (typeof candidate?.sheet !== "string" || !index(candidate.headerRow) || !index(candidate.firstColumn)) return undefined;
  const location: BlockLocation = {
    sheet: candidate.sheet,
    // The id the sheet keeps through renames; a location remembered before ids were kept has none.
    ...(typeof candidate.sheetId === "string" ? { sheetId: candidate.sheetId } : {}),
    headerRow: candidate.headerRow as number,
    firstColumn: candidate.firstColumn as number,
  };
  return index(candidate.rows) ? { ...location, rows: candidate.rows as number } : location;
}

export function useBlockLocation(workbook: WorkbookPort, settingKey: string, log: ActivityLog): [BlockLocation | undefined, (location: BlockLocation) => void] {
  const [location, setLocation] = useState<BlockLocation | undefined>(undefined);

  useEffect(() => {
    let current = true;
    setLocation(undefined);
    workbook.readSetting(settingKey).then(
      (value) => current && setLocation(asLocation(value)),
      // Without the remembered place, writing again still finds the block by its header line.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [workbook, settingKey]);

  const remember = useCallback(
    (written: BlockLocation) => {
      setLocation(written);
      workbook.writeSetting(settingKey, written).catch((error: unknown) => log.add("error", `Could not remember where the block is: ${describeError(error).message}`));
    },
    [workbook, settingKey, log],
  );

  return [location, remember];
}
