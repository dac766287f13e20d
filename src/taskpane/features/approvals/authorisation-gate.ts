/**
 * Whether the approver may tick a payment for authorisation, given the checks the tab made again (jobs
 * checkAwaitingPayments): not while they are being made, not when they could not be made, and — when the payee name
 * check was not a full match — not until the approver has ticked the acknowledgement that names the mismatch. The
 * selection, the button and the call all go through it, so a payment never leaves unacknowledged.
 */
import type { PaymentChecked } from "../../../jobs";

/** The re-check of the loaded list: under way, done (by payment id), or failed as a whole. */
export type RecheckState = { status: "checking" } | { status: "done"; byPayment: ReadonlyMap<string, PaymentChecked> } | { status: "failed"; message: string };

export const CHECKING = "Checking the payee's name, bank and fee again…";

/** The acknowledgement a payment needs before it can be authorised; undefined when its check was a full match or its route has none. */
export function acknowledgementNeeded(id: string, recheck: RecheckState): string | undefined {
  return recheck.status === "done" ? recheck.byPayment.get(id)?.payeeCheck?.acknowledgement : undefined;
}

/** Why a payment cannot be ticked yet, in words; undefined when nothing in the re-check stands in the way. */
export function notYetAuthorisable(id: string, recheck: RecheckState, acknowledged: ReadonlySet<string>): string | undefined {
  if (recheck.status === "checking") return CHECKING;
  if (recheck.status === "failed") return `Its payee could not be checked again (${recheck.message}): reload to try again before authorising it.`;
  if (!recheck.byPayment.has(id)) return "Its payee could not be checked again: reload to try again before authorising it.";
  const needed = acknowledgementNeeded(id, recheck);
  return needed !== undefined && !acknowledged.has(id) ? "Tick the acknowledgement of its payee name check to authorise it." : undefined;
}
