import { describeProblems, type ParsedOrder, type RowProblem } from "../domain/orders";
import type { OrderRow, OrderSheet } from "./order-sheet";
import { isBooked, RESULT } from "./result-columns";

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
      /** Other rows that carry the same payment; the row is held unless duplicates are accepted. */
      duplicateOf: number[];
    };

export type ReadyRow<O> = Extract<RowPlan<O>, { state: "ready" }>;

/**
 * Classifies the rows: booked before (never touched again), blank (left alone), invalid (with every problem),
 * or ready. A key pasted onto a second row is refused, or the second row would adopt the first row's booking.
 */
/** Rows without an acting-as column of their own act for whoever the task pane acts as. */
export function withDefaultActingAs<O extends { actingAs: string | undefined }>(parsed: ParsedOrder<O>, defaultActingAs: string | undefined): ParsedOrder<O> {
  return parsed.ok && parsed.order.actingAs === undefined && defaultActingAs !== undefined
    ? { ok: true, order: { ...parsed.order, actingAs: defaultActingAs } }
    : parsed;
}

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
