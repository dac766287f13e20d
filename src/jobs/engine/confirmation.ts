/**
 * What a person agrees to before anything is booked (counts, totals, what the rows draw on balances; a kind's own
 * terms are added beside these, kind-spec.ts KindTerms), and the counting of rows it shares with the preview.
 */
import Decimal from "decimal.js";
import type { CurrencyNeed } from "./currency-needs";
import type { AuthorisationSeen } from "./kind-spec";
import type { RowPlan } from "./row-plan";

export interface ConfirmChoices {
  /** Book rows flagged as duplicates of each other too; otherwise they are held back. */
  acceptDuplicates?: boolean;
  /** Book rows that carry another row's key (copies) as new rows, each under a key of its own; otherwise they are held back. */
  acceptCopies?: boolean;
  /**
   * "Continue anyway": book rows whose payee name check answered a close match, no match or could not be made;
   * otherwise they are held back (docs/provider-api.md §16).
   */
  acceptPayeeChecks?: boolean;
  /**
   * The go-ahead, asked once for the run, to send the rows whose payee name check the provider refused because it is
   * not switched on for this login (PayeeCheckNote.notSwitchedOn): they go unchecked; otherwise they are held back.
   */
  acceptUncheckedPayees?: boolean;
}

/** The choices that lift holds, as the preview and the confirmation count rows with them. */
export type HoldChoices = Pick<ConfirmChoices, "acceptDuplicates" | "acceptCopies" | "acceptPayeeChecks" | "acceptUncheckedPayees">;

/** What the person agreed to: counts and totals per currency (and the kind's own terms, beside). Nothing is booked without one. */
export interface Confirmation {
  readonly kind: string;
  readonly sheet: string;
  readonly runId: string;
  /** Rows that will be sent (or looked up by their key first, see rowsToRecover). */
  readonly rowsToSend: number;
  /** Those rows (0-based, as RowPlan.row), for a review of what each one books. */
  readonly sendingRows: readonly number[];
  readonly rowsToRecover: number;
  readonly invalidRows: number;
  /** Duplicates held back (copies held back are counted in copyRows). */
  readonly heldRows: number;
  /** Copies of another row: sent as new rows when accepted (counted in rowsToSend then), else held back. */
  readonly copyRows: number;
  /** Rows whose payee name check needs a "continue anyway": sent when accepted (counted in rowsToSend then), else held back. */
  readonly payeeCheckRows: number;
  /** Rows whose login has no payee name check: sent unchecked when the go-ahead is given (counted in rowsToSend then), else held back. */
  readonly uncheckedPayeeRows: number;
  /** The one question the go-ahead answers, naming how many payments would go unchecked; undefined when there are none. */
  readonly uncheckedPayeesQuestion: string | undefined;
  /** Rows whose object exists on the service already (RowPlan exists): never sent, written as existing. */
  readonly existingRows: number;
  readonly bookedBefore: number;
  /** Payments: amount paid per account and currency. Conversions: amount sold per account and currency. */
  readonly totals: readonly { actingAs: string | undefined; currency: string; amount: Decimal; rows: number }[];
  /**
   * What the rows to send draw on each balance, against what is available: the one measure the preview and this
   * confirmation share (rows held back or left out count in neither).
   */
  readonly needs: readonly CurrencyNeed[];
  readonly acceptDuplicates: boolean;
  readonly acceptCopies: boolean;
  readonly acceptPayeeChecks: boolean;
  readonly acceptUncheckedPayees: boolean;
  /**
   * Accounts with rows to send whose latest booking waited for another user's authorisation: these rows will wait
   * too (see AuthorisationSeen). Empty when none did, or the kind does not tell.
   */
  readonly authorisation: readonly AuthorisationSeen[];
}

/** The rows a confirmation with these choices sends, and those it holds back or skips. */
export function countRows<O>(plans: readonly RowPlan<O>[], choices: HoldChoices) {
  const all = plans.filter((plan) => plan.state === "ready");
  const existing = all.filter((plan) => plan.exists !== undefined);
  const ready = all.filter((plan) => plan.exists === undefined);
  const copies = ready.filter((plan) => plan.copyOf !== undefined);
  const heldCopies = choices.acceptCopies === true ? [] : copies;
  // Sets, not lists, to ask whether a row is held: a check of 10,000 rows held as duplicates asked each list per row.
  const heldAsCopy = new Set(heldCopies);
  const held = choices.acceptDuplicates === true ? [] : ready.filter((plan) => plan.duplicateOf.length > 0 && !heldAsCopy.has(plan));
  const heldAsDuplicate = new Set(held);
  const payeeChecks = ready.filter((plan) => plan.payeeCheck?.needsConfirmation === true && plan.payeeCheck.notSwitchedOn !== true);
  const uncheckedPayees = ready.filter((plan) => plan.payeeCheck?.notSwitchedOn === true);
  const heldPayees = [...(choices.acceptPayeeChecks === true ? [] : payeeChecks), ...(choices.acceptUncheckedPayees === true ? [] : uncheckedPayees)].filter(
    (plan) => !heldAsCopy.has(plan) && !heldAsDuplicate.has(plan),
  );
  const heldForPayee = new Set(heldPayees);
  const toSend = ready.filter((plan) => !heldAsDuplicate.has(plan) && !heldAsCopy.has(plan) && !heldForPayee.has(plan));
  return {
    toSend,
    held,
    copies,
    heldCopies,
    payeeChecks,
    uncheckedPayees,
    heldPayees,
    existing,
    invalid: plans.filter((plan) => plan.state === "invalid").length,
    bookedBefore: plans.filter((plan) => plan.state === "booked").length,
  };
}

export function sumByCurrency(entries: readonly { actingAs: string | undefined; currency: string; amount: Decimal }[]) {
  const totals = new Map<string, { actingAs: string | undefined; currency: string; amount: Decimal; rows: number }>();
  for (const entry of entries) {
    const key = `${entry.actingAs ?? ""}|${entry.currency}`;
    const total = totals.get(key) ?? { actingAs: entry.actingAs, currency: entry.currency, amount: new Decimal(0), rows: 0 };
    total.amount = total.amount.plus(entry.amount);
    total.rows += 1;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => (a.actingAs ?? "").localeCompare(b.actingAs ?? "") || a.currency.localeCompare(b.currency));
}

/**
 * The question a run asks once before sending rows whose login has no payee name check, naming how many would go
 * unchecked ("payee name checks are not switched on for this login: 12 payments would go unchecked").
 */
export function uncheckedPayeesQuestion(rows: number, noun: string, nouns: string): string | undefined {
  if (rows === 0) return undefined;
  return `payee name checks are not switched on for this login: ${rows} ${rows === 1 ? noun : nouns} would go unchecked`;
}
