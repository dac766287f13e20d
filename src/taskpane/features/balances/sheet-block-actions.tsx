/** The buttons that put the current view into the workbook as a block and refresh that block in place. */
import { useState } from "react";
import { Button, Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { writeBlock, type BlockContent, type BlockLocation, type BlockTarget, type WrittenBlock } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { plural } from "../../../domain";

const useStyles = makeStyles({
  row: { display: "flex", gap: tokens.spacingHorizontalS, flexWrap: "wrap", alignItems: "center" },
});

interface SheetBlockActionsProps {
  workbook: WorkbookPort;
  log: ActivityLog;
  /** What the block is called in the log: "consolidated balances". */
  what: string;
  /** The sheet "Write to sheet" uses. */
  sheetName: string;
  /** The view as it is shown now. */
  content: BlockContent | undefined;
  /** The view read again from the service, for Refresh. */
  freshContent(): Promise<BlockContent>;
  /** Where this view's block was last written, kept by the panel per view. */
  location: BlockLocation | undefined;
  onWritten(location: BlockLocation): void;
}

/** Write the view as a block at the selected cell or on its sheet; Refresh rewrites the same block in place. */
export function SheetBlockActions({ workbook, log, what, sheetName, content, freshContent, location, onWritten }: SheetBlockActionsProps) {
  const styles = useStyles();
  const [working, setWorking] = useState(false);

  const write = async (target: BlockTarget, contentOf: () => Promise<BlockContent>) => {
    setWorking(true);
    try {
      const written: WrittenBlock = await writeBlock(workbook, await contentOf(), target);
      onWritten(written.location);
      const cleared = written.clearedRows > 0 ? `, ${plural(written.clearedRows, "old row")} cleared` : "";
      log.add("success", `${written.refreshed ? "Refreshed" : "Wrote"} ${what} in ${written.address} (${plural(written.rows, "row")}${cleared})`);
    } catch (error) {
      const described = describeError(error);
      log.add("error", `Could not write ${what} to the sheet: ${described.message}`, described.requestId);
    } finally {
      setWorking(false);
    }
  };
  const current = async () => {
    if (!content) throw new Error("the balances are still loading");
    return content;
  };

  return (
    <div>
      <div className={styles.row}>
        <Button disabled={working || !content} onClick={() => void write({ kind: "active-cell" }, current)}>
          Write at selected cell
        </Button>
        <Button disabled={working || !content} onClick={() => void write({ kind: "sheet", sheet: sheetName }, current)}>
          Write to “{sheetName}” sheet
        </Button>
        <Button appearance="primary" disabled={working || !location} onClick={() => location && void write({ kind: "refresh", location }, freshContent)}>
          Refresh in sheet
        </Button>
      </div>
      <Caption1>
        {location
          ? `Refresh reads the balances again and rewrites the block on “${location.sheet}” in place.`
          : "Numbers are written as numbers, each in its currency's format; Refresh then updates the same block."}
      </Caption1>
    </div>
  );
}
