/** The preview's row list: what each checked row will do if booked now, and why. */
import type { HoldChoices, PreparedJob } from "../../../jobs";
import { rowDetailsOf } from "./kind-views";

type RowTone = "success" | "warning" | "error" | "informative";

/** One line of the preview's row list: the sheet row as the person sees it (1-based), what happens to it, and why. */
export interface RowStatus {
  sheetRow: number;
  label: string;
  tone: RowTone;
  detail: string;
}

/** What each checked row will do if booked now with these choices, in sheet order. */
export function rowStatuses(job: PreparedJob, choices: HoldChoices): RowStatus[] {
  const rowDetails = rowDetailsOf(job);
  const acceptDuplicates = choices.acceptDuplicates ?? false;
  return job.rows.map((plan): RowStatus => {
    const sheetRow = plan.row + 1;
    if (plan.state === "booked") {
      // In the kind's words: a payment was booked, a client created.
      const { done, differs, verb } = job.sheet.spec.doneWords;
      return plan.changes.length > 0
        ? { sheetRow, label: differs, tone: "warning", detail: `${verb} as ${plan.bookedAs} with other cells — ${plan.changes.join("; ")}; not sent again` }
        : { sheetRow, label: `${done} before`, tone: "informative", detail: `skipped: a row ${verb} before is never sent again` };
    }
    if (plan.state === "invalid") return { sheetRow, label: "Invalid", tone: "error", detail: plan.message };
    if (plan.exists !== undefined) return { sheetRow, label: "Exists", tone: "informative", detail: `already on the service as ${plan.exists.name}, id ${plan.exists.id}: not created again` };
    if (plan.copyOf !== undefined && choices.acceptCopies !== true) return { sheetRow, label: "Held: copied row", tone: "warning", detail: plan.copyOf.message };
    if (plan.duplicateOf.length > 0) {
      const others = plan.duplicateOf.join("; ");
      const { singular, duplicate } = job.sheet.spec.labels;
      return acceptDuplicates
        ? { sheetRow, label: "Duplicate, confirmed", tone: "warning", detail: `same ${singular} as ${others}; ${job.sheet.spec.doneWords.verb} anyway` }
        : { sheetRow, label: "Held: possible duplicate", tone: "warning", detail: `${duplicate ?? `same ${singular}`} as ${others}` };
    }
    if (plan.payeeCheck?.notSwitchedOn === true) {
      return choices.acceptUncheckedPayees === true
        ? { sheetRow, label: "Payee unchecked, go-ahead given", tone: "warning", detail: `${plan.payeeCheck.line}; ${job.sheet.spec.doneWords.verb} unchecked as you chose` }
        : { sheetRow, label: "Held: payee name check not switched on", tone: "warning", detail: plan.payeeCheck.line };
    }
    if (plan.payeeCheck?.needsConfirmation === true) {
      return choices.acceptPayeeChecks === true
        ? { sheetRow, label: "Payee name, continued anyway", tone: "warning", detail: `${plan.payeeCheck.line}; ${job.sheet.spec.doneWords.verb} anyway as you chose` }
        : { sheetRow, label: "Held: payee name check", tone: "warning", detail: plan.payeeCheck.line };
    }
    const details = [
      rowDetails.get(plan.row),
      plan.copyOf !== undefined ? `a copy of another row, ${job.sheet.spec.doneWords.verb} as new under a key of its own` : undefined,
      plan.recover ? "sent before without a result: looked up by its key first" : plan.existingKey !== undefined ? "retried under its earlier key" : undefined,
    ].filter((text): text is string => text !== undefined);
    return { sheetRow, label: "Valid", tone: "success", detail: details.join("; ") };
  });
}
