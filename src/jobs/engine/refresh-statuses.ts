/**
 * Brings the status of every booked row up to date: its objects' statuses are read from the service as the kind
 * says (its spec's statuses, read-statuses.ts); only the result, status and message columns are written, in one block.
 *
 * The result follows the booking: a kind that files its rows (payments: Awaiting authorisation, Authorised,
 * Released, Completed, Payment failed, Deleted, Returned…) has its word written in FX result. A row whose cells differ
 * from its booking keeps reading `Booked, row differs` (its kind's words) — the sheet and the service disagree, and that outranks where
 * the booking has got to — with the status in words beside it and the message saying what differs; once the row is
 * put back, the next refresh writes what it is filed under. Every one of these results is still a booked row
 * (isDone): it is never sent again. A row an earlier version wrote in other words ("Booked" for a client) is done
 * too, and is written in its kind's words ("Created").
 */
import { parseUuid } from "../../domain";
import { isBlank } from "../../domain/orders";
import { TEXT_FORMAT } from "../../workbook";
import { rejectionsOnAuditSheet, type RecordedRejection } from "./audit-rejections";
import { kindApi, type JobContext } from "./booking-api";
import type { DoneRow, KindSpec, StatusUpdate } from "./kind-spec";
import type { MappingStore } from "./mapping-store";
import { readStatuses } from "./read-statuses";
import { readOrderSheet, type OrderRow, type OrderSheet, type OrderSource } from "./order-sheet";
import { ACTING_AS_HEADER, isDone, isDoneWord, MESSAGE_HEADER, RESULT_HEADER, STATUS_HEADER, toRowValues, type ResultCells } from "./result-columns";
import { keyedRows } from "./row-plan";
import { rowsLeftOut } from "./rows-left-out";

export interface RefreshOutcome {
  /** Rows whose status was read. */
  refreshed: number;
  /** Rows whose status changed since it was last written. */
  changed: number;
  /** Rows whose object could not be read (the message says why). */
  failed: number;
  /** Rows read that hold an order not booked yet: nothing to refresh. */
  notBooked: number;
  /** Rows carrying another row's key (copies): never refreshed as if they were that row's booking. */
  copies: number;
  /** What the read left out of the selection, in sentences (rows-left-out.ts); none for a whole sheet. */
  leftOut: string[];
}

export async function refreshStatuses(ctx: JobContext, spec: KindSpec, source: OrderSource = { from: "selection" }, store?: MappingStore): Promise<RefreshOutcome> {
  const sheet = await readOrderSheet(ctx.workbook, spec, source, { store });
  const keys = keyedRows(sheet);
  const { booked, copies } = doneRowsOf(sheet, ctx.defaultActingAs);
  // A booked row that changed since it was sent keeps saying so beside its status.
  const differs = new Map(sheet.rows.map((row) => [row.row, keys.changesOf(row)]));
  const withChanges = (row: number, message: string) => {
    const changes = differs.get(row) ?? [];
    return changes.length === 0 ? message : `${message}${message === "" ? "" : " — "}the row differs from its booking: ${changes.join("; ")}`;
  };

  // A row whose status could not be read has no status here: the one shown stays (nothing known is erased).
  const updates = booked.length === 0 ? [] : await readStatuses(kindApi(ctx.api, spec.resources), spec.statuses, await withRejections(ctx, spec, booked), sheet.dates);
  const failed = updates.filter((update) => update.status === undefined).length;
  const shownStatus = new Map(sheet.rows.map((row) => [row.row, row.previous.status]));
  const shownResult = new Map(sheet.rows.map((row) => [row.row, row.previous.result]));
  const resultOf = (update: StatusUpdate): string | null => {
    const shown = shownResult.get(update.row) ?? null;
    if (update.status === undefined) return shown;
    if ((differs.get(update.row) ?? []).length > 0) return spec.doneWords.differs;
    // A row put back after it differed reads as done again, filed under the kind's word else its done word; a done
    // word of an earlier version (a client "Booked") is written in the kind's words now.
    return update.result ?? (isDoneWord(shown) ? spec.doneWords.done : shown);
  };
  const changed = updates.filter((update) => update.status !== undefined && update.status !== shownStatus.get(update.row)).length;
  updates.sort((a, b) => a.row - b.row);
  if (updates.length > 0) {
    await ctx.workbook.writeColumns(
      sheet.sheet,
      sheet.headerRow,
      [{ header: RESULT_HEADER, format: TEXT_FORMAT }, { header: STATUS_HEADER, format: TEXT_FORMAT }, { header: MESSAGE_HEADER, format: TEXT_FORMAT }],
      // One block for every row, so a failed row's result and status are written back as they were shown.
      updates.map((update) => ({ row: update.row, values: [resultOf(update), update.status ?? shownStatus.get(update.row) ?? null, withChanges(update.row, update.message)] })),
    );
    await writeOwnCells(ctx, sheet, updates.flatMap((update) => (update.cells === undefined ? [] : [{ row: update.row, cells: update.cells }])));
  }
  const notBooked = sheet.rows.filter((row) => !isDone(row.previous) && !row.cells.isEmpty() && keys.copyOf(row) === undefined).length;
  return { refreshed: updates.length - failed, changed, failed, notBooked, copies: copies.length, leftOut: rowsLeftOut(sheet) };
}

/**
 * Each booked row with its object's rejection, where this workbook's audit sheet records one (an approver's decision
 * made in the Approvals tab): the service says only that the object was deleted, the sheet says by whom and why. A
 * sheet that cannot be read only loses what it would add.
 */
async function withRejections(ctx: JobContext, spec: KindSpec, booked: readonly DoneRow[]): Promise<DoneRow[]> {
  const rejections = await rejectionsOnAuditSheet(ctx.workbook, spec.kind).catch(() => new Map<string, RecordedRejection>());
  return booked.map((entry) => {
    const rejection = rejections.get(entry.id);
    return rejection === undefined ? entry : { ...entry, rejection };
  });
}

/** The done rows of a sheet a kind reads about (never a copy carrying another row's key), and the copies left alone. */
export function doneRowsOf(sheet: OrderSheet, defaultActingAs: string | undefined): { booked: DoneRow[]; copies: OrderRow[] } {
  const keys = keyedRows(sheet);
  const copies = sheet.rows.filter((row) => keys.copyOf(row) !== undefined);
  const booked = sheet.rows.flatMap((row) => {
    if (!isDone(row.previous) || row.previous.id === undefined || keys.copyOf(row) !== undefined) return [];
    return [{ row: row.row, id: row.previous.id, actingAs: bookedFor(row, defaultActingAs), own: row.previous.own }];
  });
  return { booked, copies };
}

/**
 * Writes cells of the kind's own result columns beside their rows: one block per set of columns, so a row's other
 * own columns keep what they hold (a missing column gets its header to the right).
 */
export async function writeOwnCells(ctx: JobContext, sheet: OrderSheet, rows: readonly { row: number; cells: ResultCells }[]): Promise<void> {
  const groups = new Map<string, { row: number; cells: ResultCells }[]>();
  for (const entry of [...rows].sort((a, b) => a.row - b.row)) {
    const headers = sheet.spec.resultColumns.map((column) => column.header).filter((header) => Object.hasOwn(entry.cells, header));
    if (headers.length === 0) continue;
    const group = JSON.stringify(headers);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  for (const [group, entries] of groups) {
    const headers = JSON.parse(group) as string[];
    const columns = sheet.spec.resultColumns.filter((column) => headers.includes(column.header));
    await ctx.workbook.writeColumns(sheet.sheet, sheet.headerRow, columns, entries.map((entry) => ({ row: entry.row, ...toRowValues(headers, entry.cells) })));
  }
}

/** The account a booked row was booked for: the one recorded beside its key, else its acting-as cell, else the default. */
function bookedFor(row: OrderRow, defaultActingAs: string | undefined): string | undefined {
  const recorded = row.previous.recordedActingAs;
  try {
    if (recorded !== undefined) return recorded.contactId === undefined ? undefined : parseUuid(recorded.contactId, ACTING_AS_HEADER);
    const actingAsCell = row.cells.cell("acting_as");
    if (actingAsCell !== undefined && !isBlank(actingAsCell)) return parseUuid(actingAsCell.value, "acting as");
  } catch {
    // The row was booked, so its acting-as was valid then; an edited cell falls back to the default.
  }
  return defaultActingAs;
}
