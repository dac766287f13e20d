/** What the job will do with each row: booked before, invalid (every problem), or ready to send. */
import { parseUuid } from "../../domain";
import { describeProblems, ProblemCollector, type ParsedOrder, type RowProblem } from "../../domain/orders";
import type { OrderRow, OrderSheet } from "./order-sheet";
import { ACTING_AS_HEADER, isDone, RESULT, type PreviousResult } from "./result-columns";
import { cellChanges, readSentCells, sentCells } from "./sent-cells";
import { EXAMPLE_MARKER, markedFields, templateExampleColumn } from "./template-columns";
import type { ReadyRow, RowCopy, RowPlan } from "./kind-spec";
export type { ExistingObject, PayeeCheckNote, ReadyRow, RowCopy, RowPlan } from "./kind-spec";





/**
 * The account a row books for. A row keyed by an earlier run keeps the account its key was sent for: keys are
 * per account on the service, so looking the key up (or sending it again) for another account would book the
 * row twice. The recorded account is used rather than the row refused, because the person confirmed the row for
 * that account and a request may already be booked there — the task pane's current choice applies to new rows
 * only. An acting-as typed on the row that contradicts the record is refused: the sheet then says two things.
 */
export function withActingAs<O extends { actingAs: string | undefined }>(parsed: ParsedOrder<O>, previous: PreviousResult, defaultActingAs: string | undefined): ParsedOrder<O> {
  if (!parsed.ok) return parsed;
  const { order } = parsed;
  const recorded = previous.recordedActingAs;
  if (recorded === undefined) {
    return order.actingAs === undefined && defaultActingAs !== undefined ? { ok: true, order: { ...order, actingAs: defaultActingAs } } : parsed;
  }
  const collect = new ProblemCollector();
  const contactId = collect.attempt(() => (recorded.contactId === undefined ? undefined : parseUuid(recorded.contactId, ACTING_AS_HEADER)));
  if (!collect.ok) return { ok: false, problems: collect.problems };
  if (order.actingAs !== undefined && order.actingAs !== contactId) {
    collect.add("acting as", "acting_as_changed", `its FX key was sent acting as ${contactId === undefined ? "the signed-in account" : "the account FX acting as names"} — put that back, or clear FX key and FX result to book the row anew`);
    return { ok: false, problems: collect.problems };
  }
  return { ok: true, order: { ...order, actingAs: contactId } };
}

/**
 * Classifies the rows: booked before (never touched again; a changed one says how), blank (left alone), invalid
 * (with every problem), or ready. The template's example row is invalid however valid its values are, so it is
 * never booked. A key is the proof of a booking only for one row (keyHolders): any other row carrying it is a copy.
 */
export function planRows<O>(sheet: OrderSheet, parse: (row: OrderRow) => ParsedOrder<O>): RowPlan<O>[] {
  const plans: RowPlan<O>[] = [];
  const { changesOf, copyOf: copyOfRow } = keyedRows(sheet);
  for (const row of sheet.rows) {
    const key = row.previous.key;
    const copyOf = copyOfRow(row);
    if (copyOf === undefined && isDone(row.previous)) {
      plans.push({ row: row.row, state: "booked", changes: changesOf(row), bookedAs: row.previous.shortReference ?? row.previous.id ?? "" });
      continue;
    }
    if (row.cells.isEmpty() && key === undefined) continue;
    const parsed = parse(row);
    const problems: RowProblem[] = parsed.ok ? [] : [...parsed.problems];
    const example = templateExampleColumn(row.cells, markedFields(sheet.spec.template));
    if (example !== undefined) {
      problems.unshift({ field: example, code: "template_example", message: `this is the template's example row: put a real order in place of "${EXAMPLE_MARKER}" (${example}) and the other values, or delete the row` });
    }
    if (key !== undefined && key.length > 255) {
      problems.push({ field: "FX key", code: "is_too_long", message: "FX key: is longer than 255 characters — clear it" });
    }
    if (copyOf !== undefined && problems.length > 0) problems.push({ field: "FX key", code: "copied_row", message: copyOf.message });
    if (!parsed.ok || problems.length > 0) {
      plans.push({ row: row.row, state: "invalid", message: describeProblems(problems) });
      continue;
    }
    if (copyOf !== undefined) {
      plans.push({ row: row.row, state: "ready", order: parsed.order, existingKey: undefined, recover: false, duplicateOf: [], copyOf });
      continue;
    }
    const previouslyFinished = row.previous.result === RESULT.failed || row.previous.result === RESULT.notSent;
    plans.push({ row: row.row, state: "ready", order: parsed.order, existingKey: key, recover: key !== undefined && !previouslyFinished, duplicateOf: [] });
  }
  return plans;
}

/**
 * What the keys on a sheet prove: how a row's cells differ from what its key was sent with, and whether the row is a
 * copy of the row holding its key (keyHolders).
 */
export function keyedRows(sheet: OrderSheet): { changesOf(row: OrderRow): string[]; copyOf(row: OrderRow): RowCopy | undefined } {
  const changesOf = (row: OrderRow) => {
    const sent = readSentCells(row.previous.sentAs);
    return sent === undefined ? [] : cellChanges(sent, sentCells(sheet.mapping, sheet.identity.inputs.get(row.row) ?? []), sheet.mapping, sheet.dates);
  };
  const holders = keyHolders(sheet.rows, (row) => changesOf(row).length === 0);
  const copyOf = (row: OrderRow): RowCopy | undefined => {
    const key = row.previous.key;
    const holder = key === undefined ? undefined : holders.get(key);
    return key === undefined || holder === row.row ? undefined : { key, at: holder, message: copyMessage(holder, sheet.spec.labels.singular) };
  };
  return { changesOf, copyOf };
}


/**
 * For each key on the sheet, the one row it belongs to. A copied row carries the same key (and the same record of
 * what was sent) as its original: of the rows carrying a key, the first whose cells still say what was sent holds
 * it, else the first. A row already marked as a copy never holds a key: its original may have been deleted, but it
 * was not the row that was sent.
 */
function keyHolders(rows: readonly OrderRow[], saysWhatWasSent: (row: OrderRow) => boolean): Map<string, number | undefined> {
  const byKey = new Map<string, OrderRow[]>();
  for (const row of rows) {
    const key = row.previous.key;
    if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return new Map(
    [...byKey].map(([key, carrying]) => {
      const candidates = carrying.filter((row) => row.previous.result !== RESULT.copy);
      return [key, (candidates.find(saysWhatWasSent) ?? candidates[0])?.row];
    }),
  );
}

/** What a copy of a keyed row says beside it (at a check, and when a run finds one it made meanwhile). */
export function copyMessage(originalAt: number | undefined, noun: string): string {
  const whose = originalAt === undefined ? "a row no longer on the sheet" : `row ${originalAt + 1}`;
  return `this row carries the FX key of ${whose}, so it is a copy and is not booked — clear its FX columns to book it as a new ${noun}, or confirm copies to book it as new`;
}

export function readyRows<O>(plans: readonly RowPlan<O>[]): ReadyRow<O>[] {
  return plans.filter((plan): plan is ReadyRow<O> => plan.state === "ready");
}

/** Turns a ready row into an invalid one (a problem found with the service's help, e.g. an unknown beneficiary). */
export function refuse<O>(plans: RowPlan<O>[], row: number, message: string): void {
  const index = plans.findIndex((plan) => plan.row === row);
  if (index >= 0) plans[index] = { row, state: "invalid", message };
}
