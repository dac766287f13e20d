/**
 * What a run reports per row and in total, and how a row lost from the sheet during the run is told: its result
 * could not be written beside it, so the outcome (and the audit sheet) are where it is found.
 */
export interface RowOutcome {
  row: number;
  key: string | undefined;
  result: "booked" | "recovered" | "failed" | "not sent" | "invalid" | "held";
  id?: string;
  message?: string;
}

export interface RunOutcome {
  rows: RowOutcome[];
  booked: number;
  recovered: number;
  failed: number;
  notSent: number;
  cancelled: boolean;
  /** Rows found at the end of the run carrying the key of one of its rows (copied meanwhile), marked as copies. */
  copies: number;
}

export const ROW_LOST_BEFORE_SENDING = "not sent: the row was deleted, moved, edited or taken by another run while this one was going — check it and run again";
const ROW_LOST_AFTER = "but its row was deleted or edited during the run, so the result could not be written beside it — see the FX Desk audit sheet";

/** The outcome of every row, in sheet order, with the rows the writer lost told as such. */
export function runOutcome(outcomes: RowOutcome[], lost: ReadonlySet<number>, cancelled: boolean): Omit<RunOutcome, "copies"> {
  for (const outcome of outcomes) {
    if (!lost.has(outcome.row) || outcome.message === ROW_LOST_BEFORE_SENDING) continue;
    outcome.message = outcome.result === "booked" || outcome.result === "recovered" ? `booked as ${outcome.id ?? "?"}, ${ROW_LOST_AFTER}` : ROW_LOST_AFTER;
  }
  const count = (result: RowOutcome["result"]) => outcomes.filter((outcome) => outcome.result === result).length;
  return {
    rows: outcomes.sort((a, b) => a.row - b.row),
    booked: count("booked"),
    recovered: count("recovered"),
    failed: count("failed"),
    notSent: count("not sent"),
    cancelled,
  };
}
