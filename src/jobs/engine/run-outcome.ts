/**
 * What a run reports per row and in total, and how a row lost from the sheet during the run is told: its result
 * could not be written beside it, so the outcome (and the audit sheet) are where it is found. The same goes for
 * every row when the sheet itself could no longer be written (renamed, deleted, protected).
 */
import { describeFailure } from "../error-text";
import { ExcelBusyError, SheetNotFoundError, SheetProtectedError } from "../../workbook";
import { plural } from "../../domain";

export interface RowOutcome {
  row: number;
  key: string | undefined;
  /** exists: the row's object was found on the service at the check (id), so nothing was created. */
  result: "booked" | "recovered" | "failed" | "not sent" | "invalid" | "held" | "exists";
  id?: string;
  message?: string;
  /**
   * Held by its kind at the run, though it was confirmed (a rate moved against the person, a held rate expired):
   * the message says why; checking the row again shows the new terms to confirm.
   */
  reconfirm?: true;
  /** Booked, and waiting for another user of the account to authorise it (the kind tells, Booking.awaitsAuthorisation). */
  awaitsAuthorisation?: true;
}

export interface RunOutcome {
  rows: RowOutcome[];
  booked: number;
  recovered: number;
  failed: number;
  notSent: number;
  cancelled: boolean;
  /** Rows booked (or recovered) that wait for another user of the account to authorise them before they go ahead. */
  awaitingAuthorisation: number;
  /** Rows found at the end of the run carrying the key of one of its rows (copied meanwhile), marked as copies. */
  copies: number;
  /** What stopped the run from reading or writing its rows' sheet (nothing was sent after it); absent when nothing did. */
  sheetFailure?: unknown;
  /** With `sheetFailure`: whether every booking of the run reached the audit sheet all the same. */
  auditWritten?: boolean;
}

/** A run whose sheet could no longer be written: why, which rows' results never reached them, and whether the audit sheet has every booking. */
export interface SheetTrouble {
  failure: unknown;
  unwritten: ReadonlySet<number>;
  audited: boolean;
}

export const ROW_LOST_BEFORE_SENDING = "not sent: the row was deleted, moved, edited or taken by another run while this one was going — check it and run again";
const ROW_LOST_AFTER = "but its row was deleted or edited during the run, so the result could not be written beside it — see the FX Desk audit sheet";
/** Why a row never sent could not be told on the sheet: the end of the run did not find it. */
const ROW_NOT_FOUND = "it was not found on the sheet at the end of the run (deleted, or edited beyond recognition), so this could not be written beside it";

/** Sheet rows (zero-based) as a person reads them: "row 6", "rows 6 and 31", "rows 6, 9 and 31". */
function sheetRows(at: readonly number[]): string {
  const numbers = [...at].sort((a, b) => a - b).map((row) => String(row + 1));
  if (numbers.length === 1) return `row ${numbers[0] ?? ""}`;
  return `rows ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1) ?? ""}`;
}

/**
 * The message written on rows that read alike with a row never sent (ResultWriter.finish): the run cannot tell which
 * of them it read as `row`, and sent none of them.
 */
export function rowsAlikeMessage(row: number, at: readonly number[]): string {
  const these = at.length === 1 ? "this row" : `${sheetRows(at)}, which read alike now,`;
  return `not sent: the row checked as row ${row + 1} changed before it was sent, and ${these} could be it — nothing was sent for any of them; check ${at.length === 1 ? "it" : "them"} and run again`;
}

/** A row never sent whose own row was not found at the end: where its reason was written instead, or that it could not be. */
function unfoundMessage(outcome: RowOutcome, alikeAt: readonly number[] | undefined): string {
  if (outcome.result === "not sent" && outcome.message === ROW_LOST_BEFORE_SENDING) {
    return alikeAt === undefined
      ? `not sent: ${ROW_NOT_FOUND} — check the sheet and run again`
      : `not sent: it changed before it was sent, and ${sheetRows(alikeAt)} could be it, so why is written on ${alikeAt.length === 1 ? "that row" : "each of them"} — check ${alikeAt.length === 1 ? "it" : "them"} and run again`;
  }
  const why = alikeAt === undefined ? ROW_NOT_FOUND : `it changed, and "not sent" is written on ${sheetRows(alikeAt)}, which could be it`;
  return `${outcome.message ?? outcome.result} (not written beside the row: ${why})`;
}

/** Why a run could no longer read or write its rows' sheet, as part of a row's message. */
export function sheetTrouble(failure: unknown): string {
  if (failure instanceof SheetNotFoundError) return `the sheet "${failure.sheet ?? ""}" was renamed or deleted during the run`;
  if (failure instanceof SheetProtectedError) return `${failure.sheet === undefined ? "the workbook" : `the sheet "${failure.sheet}"`} became protected or read-only during the run`;
  if (failure instanceof ExcelBusyError) {
    const minutes = Math.max(1, Math.round(failure.waitedMs / 60_000));
    return `Excel did not accept changes for ${plural(minutes, "minute")} (${failure.reason === "cell-edit" ? "a cell was being edited" : "Excel was busy"})`;
  }
  return describeFailure(failure);
}

/** A row not sent because its sheet could no longer be read or written: nothing was booked for it. */
export function notSentAfter(failure: unknown): string {
  return `not sent: ${sheetTrouble(failure)} — nothing was sent for this row; run it again once the sheet can be written`;
}

/**
 * The outcome of every row, in sheet order, with the rows the writer lost told as such: a row never sent says where
 * its reason was written instead (`toldAlike`: the rows that read alike with it) or that it could not be, and why.
 */
export function runOutcome(
  outcomes: RowOutcome[],
  lost: ReadonlySet<number>,
  cancelled: boolean,
  trouble?: SheetTrouble,
  toldAlike: ReadonlyMap<number, readonly number[]> = new Map(),
): Omit<RunOutcome, "copies"> {
  for (const outcome of outcomes) {
    if (!lost.has(outcome.row)) continue;
    if (outcome.result === "booked" || outcome.result === "recovered") outcome.message = `booked as ${outcome.id ?? "?"}, ${ROW_LOST_AFTER}`;
    else if (outcome.result === "failed") outcome.message = ROW_LOST_AFTER;
    // The sheet itself could no longer be read: the end of the run looked for no row (sheetTrouble says why).
    else if (trouble !== undefined) outcome.message = outcome.message === ROW_LOST_BEFORE_SENDING ? outcome.message : ROW_LOST_AFTER;
    else outcome.message = unfoundMessage(outcome, toldAlike.get(outcome.row));
  }
  if (trouble !== undefined) tellUnwritten(outcomes, lost, trouble);
  const count = (result: RowOutcome["result"]) => outcomes.filter((outcome) => outcome.result === result).length;
  return {
    rows: outcomes.sort((a, b) => a.row - b.row),
    booked: count("booked"),
    recovered: count("recovered"),
    failed: count("failed"),
    notSent: count("not sent"),
    cancelled,
    awaitingAuthorisation: outcomes.filter((outcome) => outcome.awaitsAuthorisation === true && (outcome.result === "booked" || outcome.result === "recovered")).length,
    ...(trouble === undefined ? {} : { sheetFailure: trouble.failure, auditWritten: trouble.audited }),
  };
}

/** A booking whose result never reached its row says where it is: the audit sheet, or only here when that failed too. */
function tellUnwritten(outcomes: RowOutcome[], lost: ReadonlySet<number>, trouble: SheetTrouble): void {
  const where = trouble.audited ? "see the FX Desk audit sheet" : "the FX Desk audit sheet could not be written either: note the id";
  for (const outcome of outcomes) {
    if (lost.has(outcome.row) || !trouble.unwritten.has(outcome.row)) continue;
    if (outcome.result === "booked" || outcome.result === "recovered") {
      outcome.message = `booked as ${outcome.id ?? "?"}, but its result could not be written beside it: ${sheetTrouble(trouble.failure)} — ${where}`;
    } else if (outcome.result === "failed") {
      outcome.message = `${outcome.message ?? "failed"} (not written beside the row: ${sheetTrouble(trouble.failure)})`;
    }
  }
}
