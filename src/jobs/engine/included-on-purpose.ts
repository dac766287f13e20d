/**
 * Rows a person chose to book although the check held them: what each one repeats or copies, and what happens to it
 * now ("repeats row 7 — included as you chose"). The confirmation dialog lists them so the person signs for them by
 * name, not by a count. Duplicates, copies and payee name checks needing a "continue anyway" are every kind's; a kind adds holds of its own (a conversion whose rate
 * moved past its tolerance) as further entries of the same shape.
 */
import type { HoldChoices } from "./confirmation";
import { countRows } from "./confirmation";
import type { RowPlan } from "./row-plan";

/** One row sent on purpose despite a hold. */
export interface IncludedOnPurpose {
  /** The sheet row, 0-based as RowPlan.row. */
  row: number;
  /** The hold the person lifted: "duplicate", "copy", or a kind's own (its view words it). */
  hold: string;
  /** In words, as the preview and the dialog show it: "repeats row 7 — included as you chose". */
  text: string;
}

/** The rows these choices send although they were held (duplicates and copies), in sheet order. */
export function includedOnPurpose<O>(plans: readonly RowPlan<O>[], choices: HoldChoices): IncludedOnPurpose[] {
  return countRows(plans, choices).toSend.flatMap((plan): IncludedOnPurpose[] => {
    if (plan.state !== "ready") return [];
    const entries: IncludedOnPurpose[] = [];
    if (plan.copyOf !== undefined) {
      const original = plan.copyOf.at === undefined ? "a row no longer on the sheet" : `row ${plan.copyOf.at + 1}`;
      entries.push({ row: plan.row, hold: "copy", text: `copy of ${original} — booked as a new row under a key of its own` });
    }
    // A row is sent with its duplicates only when the person included them (countRows holds it otherwise).
    if (plan.duplicateOf.length > 0) entries.push({ row: plan.row, hold: "duplicate", text: `repeats ${plan.duplicateOf.join("; ")} — included as you chose` });
    if (plan.payeeCheck?.needsConfirmation === true) {
      const decision = plan.payeeCheck.notSwitchedOn === true ? "sent unchecked with your go-ahead" : "continued anyway as you chose";
      entries.push({ row: plan.row, hold: "payee check", text: `${plan.payeeCheck.line} — ${decision}` });
    }
    return entries;
  });
}
