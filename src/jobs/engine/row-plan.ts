/** What the job will do with each row: booked before, invalid (every problem), or ready to send. */
import { parseUuid } from "../../domain";
import { describeProblems, ProblemCollector, type ParsedOrder, type RowProblem } from "../../domain/orders";
import type { OrderRow, OrderSheet } from "./order-sheet";
import { ACTING_AS_HEADER, isBooked, RESULT, type PreviousResult } from "./result-columns";
import { EXAMPLE_MARKER, templateExampleColumn } from "./template-columns";

/** What the job will do with one row. */
export type RowPlan<O> =
  | { row: number; state: "booked" }
  | { row: number; state: "invalid"; message: string }
  | {
      row: number;
      state: "ready";
      order: O;
      /** The key an earlier run wrote; the row is sent again under it. */
      existingKey: string | undefined;
      /** An earlier run sent the request but never wrote its result: look it up before sending again. */
      recover: boolean;
      /**
       * What the row would repeat ("row 5", "row 2 (booked as …)", "payment … made …": see earlier-payments.ts);
       * the row is held unless duplicates are accepted.
       */
      duplicateOf: string[];
    };

export type ReadyRow<O> = Extract<RowPlan<O>, { state: "ready" }>;

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
    collect.add("acting as", "acting_as_changed", `its FX key was sent acting as ${contactId ?? "the signed-in account"} — put that back, or clear FX key and FX result to book the row anew`);
    return { ok: false, problems: collect.problems };
  }
  return { ok: true, order: { ...order, actingAs: contactId } };
}

/**
 * Classifies the rows: booked before (never touched again), blank (left alone), invalid (with every problem),
 * or ready. The template's example row is invalid however valid its values are, so it is never booked. A key pasted onto a second row is refused, or the second row would adopt the first row's booking.
 */
export function planRows<O>(sheet: OrderSheet, parse: (row: OrderRow) => ParsedOrder<O>): RowPlan<O>[] {
  const plans: RowPlan<O>[] = [];
  const rowByKey = new Map<string, number>();
  for (const row of sheet.rows) {
    if (isBooked(row.previous)) {
      plans.push({ row: row.row, state: "booked" });
      continue;
    }
    if (row.cells.isEmpty() && row.previous.key === undefined) continue;
    const parsed = parse(row);
    const key = row.previous.key;
    const problems: RowProblem[] = parsed.ok ? [] : [...parsed.problems];
    const example = templateExampleColumn(row.cells, sheet.spec.template.markedFields);
    if (example !== undefined) {
      problems.unshift({ field: example, code: "template_example", message: `this is the template's example row: put a real order in place of "${EXAMPLE_MARKER}" (${example}) and the other values, or delete the row` });
    }
    if (key !== undefined) {
      const firstRow = rowByKey.get(key);
      if (firstRow !== undefined) {
        problems.push({ field: "FX key", code: "key_copied", message: `FX key: is the same as row ${firstRow + 1}'s — it was copied; clear this row's FX key so it gets its own` });
      } else {
        rowByKey.set(key, row.row);
      }
      if (key.length > 255) {
        problems.push({ field: "FX key", code: "is_too_long", message: "FX key: is longer than 255 characters — clear it" });
      }
    }
    if (!parsed.ok || problems.length > 0) {
      plans.push({ row: row.row, state: "invalid", message: describeProblems(problems) });
      continue;
    }
    const previouslyFinished = row.previous.result === RESULT.failed || row.previous.result === RESULT.notSent;
    plans.push({ row: row.row, state: "ready", order: parsed.order, existingKey: key, recover: key !== undefined && !previouslyFinished, duplicateOf: [] });
  }
  return plans;
}

export function readyRows<O>(plans: readonly RowPlan<O>[]): ReadyRow<O>[] {
  return plans.filter((plan): plan is ReadyRow<O> => plan.state === "ready");
}

/** Turns a ready row into an invalid one (a problem found with the service's help, e.g. an unknown beneficiary). */
export function refuse<O>(plans: RowPlan<O>[], row: number, message: string): void {
  const index = plans.findIndex((plan) => plan.row === row);
  if (index >= 0) plans[index] = { row, state: "invalid", message };
}
