/**
 * Runs a kind's row action (kind-spec.ts RowAction: a payment's Track, Confirmation) on the booked rows of the
 * selection or sheet: the rows are read as Refresh statuses reads them (a copy carrying another row's key is left
 * alone), the kind asks the service about each, and what it answers is written into the kind's own result columns
 * beside each row. Only those columns are written; the result, status and message stay as they read.
 */
import { kindApi, type JobContext } from "./booking-api";
import type { KindSpec } from "./kind-spec";
import type { MappingStore } from "./mapping-store";
import { readOrderSheet, type OrderSource } from "./order-sheet";
import { doneRowsOf, writeOwnCells } from "./refresh-statuses";
import { isDone } from "./result-columns";
import { rowsLeftOut } from "./rows-left-out";

export interface RowActionOutcome {
  /** The action's words ("Track"). */
  label: string;
  /** Booked rows the service answered for. */
  done: number;
  /** Booked rows it could not answer for (their cells say why). */
  failed: number;
  /** Rows read that hold an order not booked yet: nothing to ask about. */
  notBooked: number;
  /** Rows carrying another row's key (copies), left alone. */
  copies: number;
  /** What the read left out of the selection, in sentences. */
  leftOut: string[];
}

export async function runRowAction(ctx: JobContext, spec: KindSpec, actionId: string, source: OrderSource = { from: "selection" }, store?: MappingStore): Promise<RowActionOutcome> {
  const action = spec.rowActions?.find((candidate) => candidate.id === actionId);
  if (action === undefined) throw new Error(`The ${spec.labels.singular} rows have no action "${actionId}"`);
  const sheet = await readOrderSheet(ctx.workbook, spec, source, { store });
  const { booked, copies } = doneRowsOf(sheet, ctx.defaultActingAs);
  const results = booked.length === 0 ? [] : await action.run(kindApi(ctx.api, spec.resources), booked, sheet.dates);
  await writeOwnCells(ctx, sheet, results);
  const failed = results.filter((result) => result.failed === true).length;
  const notBooked = sheet.rows.filter((row) => !isDone(row.previous) && !row.cells.isEmpty() && !copies.includes(row)).length;
  return { label: action.label, done: results.length - failed, failed, notBooked, copies: copies.length, leftOut: rowsLeftOut(sheet) };
}
