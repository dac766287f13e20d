/**
 * The end of a run: what was booked, what failed or was left out, each row held at the run for the person to
 * confirm again (a rate moved against them, a held rate expired) and each row not sent, with why; every row's detail
 * is on the sheet.
 */
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from "@fluentui/react-components";
import type { JobOutcome, OrderKind } from "../../../jobs";
import type { WorkbookPort } from "../../../workbook";
import { describeOutcome, doneWordsOf, kindNoun } from "./activity";
import { plural } from "../../../domain";
import { isOnSheet, useActiveSheet } from "../../components/use-active-sheet";

const useStyles = makeStyles({
  // The pane is narrow: the list keeps most of its width for the messages.
  reconfirm: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

/** Rows held at the run listed one by one; past this many a line counts the rest (the sheet has every message). */
const RECONFIRM_LISTED = 20;

/**
 * The summary belongs to the sheet the run booked from: it is shown while that sheet is the active one, hidden while
 * the person is on another sheet (where "Done" would read as that sheet's result) and shown again on their return.
 */
export function RunSummaryOnItsSheet({ workbook, ...summary }: { workbook: WorkbookPort; kind: OrderKind; sheet: string; outcome: JobOutcome }) {
  const active = useActiveSheet(workbook);
  return isOnSheet(summary.sheet, active) ? <RunSummary {...summary} /> : null;
}

export function RunSummary({ kind, sheet, outcome }: { kind: OrderKind; sheet: string; outcome: JobOutcome }) {
  const reconfirm = outcome.rows.filter((row) => row.reconfirm === true);
  // Rows a run did not send for a reason of their own (changed since the check, lost): each said. A cancel or a sheet
  // that could no longer be written leaves every row with the same reason, which the title already says.
  const notSent = outcome.cancelled || outcome.sheetFailure !== undefined ? [] : outcome.rows.filter((row) => row.result === "not sent");
  const intent = outcome.cancelled || outcome.failed > 0 || outcome.notSent > 0 || reconfirm.length > 0 || outcome.sheetFailure !== undefined ? "warning" : "success";
  const again = runAgainAdvice(outcome);
  const { verb } = doneWordsOf(kind);
  return (
    <MessageBar intent={intent} layout="multiline" data-testid="run-summary">
      <MessageBarBody>
        <MessageBarTitle>{outcome.cancelled ? `Cancelled: ${kindNoun(kind, outcome.booked)} ${verb}, ${outcome.notSent} not sent` : outcome.sheetFailure !== undefined ? `Stopped: ${kindNoun(kind, outcome.booked)} ${verb}, ${outcome.notSent} not sent` : "Done"}</MessageBarTitle>
        {describeOutcome(kind, sheet, outcome)}
        {again && ` ${again}`}
        {reconfirm.length > 0 && (
          <>
            {` ${reconfirm.length === 1 ? "1 row needs" : `${reconfirm.length} rows need`} confirmation again — check ${reconfirm.length === 1 ? "it" : "them"} again to see the new terms and book:`}
            <RowsWithReasons rows={reconfirm} testId="reconfirm-rows" />
          </>
        )}
        {notSent.length > 0 && (
          <>
            {` Not sent, and why (also in each row's FX message):`}
            <RowsWithReasons rows={notSent} testId="not-sent-rows" />
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}

/** Rows listed one by one with their messages, the first RECONFIRM_LISTED of them. */
function RowsWithReasons({ rows, testId }: { rows: readonly JobOutcome["rows"][number][]; testId: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.reconfirm} data-testid={testId}>
      {rows.slice(0, RECONFIRM_LISTED).map((row) => (
        <li key={row.row} data-row={row.row + 1}>
          Row {row.row + 1}: {row.message}
        </li>
      ))}
      {rows.length > RECONFIRM_LISTED && <li>{rows.length - RECONFIRM_LISTED} more: see the FX message column</li>}
    </ul>
  );
}

/** What running the same rows again does with the rows this run left, and why that is safe. */
export function runAgainAdvice(outcome: Pick<JobOutcome, "failed" | "notSent">): string | undefined {
  const { failed, notSent } = outcome;
  if (failed + notSent === 0) return undefined;
  const rows = (count: number) => `${plural(count, "row")}`;
  const parts: string[] = [];
  if (notSent > 0) parts.push(notSent === 1 ? "the row not sent never reached the service" : `the ${rows(notSent)} not sent never reached the service`);
  if (failed > 0) parts.push(failed === 1 ? "the row that failed is retried under its key" : `the ${rows(failed)} that failed are retried under their keys`);
  return `Run the same rows again to finish: ${parts.join(", and ")}; rows already booked are skipped, so nothing is booked twice.`;
}
