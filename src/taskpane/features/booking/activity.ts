/** What the booking tabs write to the activity log, in words a person reads (names, never ids). */
import { type AccountNames, type JobOutcome, type PreparedJob } from "../../../jobs";
import { kindSpec, kindView } from "./kind-views";
import type { ActivityLog } from "../../components/activity-log";
import { describeError } from "../../components/describe-error";
import { plural } from "../../../domain";
import { authorisationAfterBooking } from "./authorisation-notice";

/** Failed rows logged one by one; past this many a single line counts the rest (the sheet has them all). */
const FAILED_ROWS_LOGGED = 20;

/** "1 payment", "3 conversions": the kind's own nouns (its spec's labels). */
export function kindNoun(kind: string, count: number): string {
  const { singular, plural } = kindSpec(kind).labels;
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The kind's words for a done row: a payment is "booked" (Book), a client or beneficiary "created" (Create). */
export function doneWordsOf(kind: string): { verb: string; action: string; doing: string } {
  return kindSpec(kind).doneWords;
}

/** The accounts of the rows a check found ready. */
export function readyAccounts(job: PreparedJob): (string | undefined)[] {
  return job.rows.flatMap((row) => (row.state === "ready" ? [row.order.actingAs] : []));
}

/** The support reference the engine appends to a row's failure message, so the log can show it apart for support. */
export function requestIdOf(message: string): string | undefined {
  return /\(support reference ([^\s)]+)\)/.exec(message)?.[1];
}

/** What a run did, as one summary line and a line per failed row (with its request id) in the activity log. */
export function logOutcome(log: ActivityLog, kind: string, sheet: string, outcome: JobOutcome, accounts: AccountNames): void {
  // What the run made of the kind's terms (a payment's funding conversions), before its rows.
  for (const line of kindView(kind).outcomeLines?.(outcome, accounts) ?? []) log.add("success", line);
  const failed = outcome.rows.filter((row) => row.result === "failed");
  for (const row of failed.slice(0, FAILED_ROWS_LOGGED)) {
    const message = row.message ?? "failed";
    log.add("error", `${sheet} row ${row.row + 1}: ${message}`, requestIdOf(message));
  }
  if (failed.length > FAILED_ROWS_LOGGED) log.add("error", `${failed.length - FAILED_ROWS_LOGGED} more rows failed — see the FX message column`);
  // The sheet could not be written: the log is where a booked row says where its result went.
  const unwritten = outcome.sheetFailure === undefined ? [] : outcome.rows.filter((row) => (row.result === "booked" || row.result === "recovered") && row.message !== undefined);
  for (const row of unwritten.slice(0, FAILED_ROWS_LOGGED)) log.add("error", `${sheet} row ${row.row + 1}: ${row.message ?? ""}`);
  if (unwritten.length > FAILED_ROWS_LOGGED) log.add("error", `${unwritten.length - FAILED_ROWS_LOGGED} more ${doneWordsOf(kind).verb} rows have their results on the FX Desk audit sheet only`);
  log.add(outcome.failed > 0 || outcome.cancelled || outcome.sheetFailure !== undefined ? "error" : "success", describeOutcome(kind, sheet, outcome));
}

export function describeOutcome(kind: string, sheet: string, outcome: JobOutcome): string {
  const { verb } = doneWordsOf(kind);
  const parts = [`${verb} ${kindNoun(kind, outcome.booked)}`];
  if (outcome.recovered > 0) parts.push(`recovered ${outcome.recovered} ${verb} by an earlier run`);
  const existing = outcome.rows.filter((row) => row.result === "exists").length;
  if (existing > 0) parts.push(`${existing} existed already (not created again)`);
  if (outcome.failed > 0) parts.push(`${outcome.failed} failed`);
  if (outcome.notSent > 0) parts.push(`${outcome.notSent} not sent`);
  const skipped = outcome.rows.filter((row) => row.result === "invalid" || row.result === "held").length;
  if (skipped > 0) parts.push(`${skipped} left out (invalid or held)`);
  if (outcome.copies > 0) parts.push(`${plural(outcome.copies, "row")} copied during the run marked as ${outcome.copies === 1 ? "a copy" : "copies"} (not ${verb})`);
  const awaiting = authorisationAfterBooking(kind, outcome);
  const waiting = awaiting === undefined ? "" : ` ${awaiting}`;
  if (outcome.sheetFailure !== undefined) {
    // Nothing was sent after the sheet could no longer be read or written; what was booked is on the audit sheet.
    const audit = outcome.auditWritten === true ? "Every booking of the run is on the FX Desk audit sheet." : "The FX Desk audit sheet could not be written either: the activity log lists the bookings whose results are nowhere else.";
    return `Stopped sending on ${sheet}: ${parts.join(", ")}. ${describeError(outcome.sheetFailure).message} ${audit}${waiting}`;
  }
  const head = outcome.cancelled ? `Cancelled on ${sheet}` : `Finished on ${sheet}`;
  return `${head}: ${parts.join(", ")}. Results are beside each row.${waiting}`;
}
