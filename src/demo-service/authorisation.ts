/**
 * One entry of payments/authorise: a step of maker-checker on one payment. Every refusal is an `error` inside the
 * 200 answer (as the service does), worded as the service words it where known and otherwise saying what to do.
 * The creator never authorises; a contact takes at most one step; the last step makes the payment `authorised`
 * and hands it back to the lifecycle. A payment is found by id among `accounts` — every account the caller may
 * authorise for (see the route) — so one call can carry payments of the house and of several sub-accounts.
 */
import type { PaymentAuthorisationsInput } from "./wire";
import { timestamp } from "./format";
import type { DemoRuntime } from "./runtime";
import { byId } from "./state";

type AuthorisationEntry = PaymentAuthorisationsInput["authorisations"][number];

const SELF_AUTHORISATION_REFUSED = "You cannot authorise this Payment as it was created by you.";

export function authoriseOne(demoService: DemoRuntime, id: string, accounts: ReadonlySet<string>, contactId: string, now: number): AuthorisationEntry {
  const stored = byId(demoService.store.data.payments, id);
  if (!stored || !accounts.has(stored.accountId) || stored.wire.status === "deleted") {
    return { payment_id: id, payment_status: "", updated: false, error: "Payment was not found for this id: check that it was not deleted and that it belongs to your account or one of its sub-accounts", auth_steps_taken: 0, auth_steps_required: 0, short_reference: "" };
  }
  const payment = stored.wire;
  const required = Number(payment.authorisation_steps_required);
  const takenBy = stored.authorisedBy ?? [];
  const entry = { payment_id: id, payment_status: payment.status, updated: false, auth_steps_taken: takenBy.length, auth_steps_required: required, short_reference: payment.short_reference };
  if (payment.status !== "awaiting_authorisation") {
    return { ...entry, error: `Payment in status ${payment.status} does not need authorisation` };
  }
  if (stored.createdBy === contactId) return { ...entry, error: SELF_AUTHORISATION_REFUSED };
  if (takenBy.includes(contactId)) {
    return { ...entry, error: "You have already authorised this Payment: another user must take the next step" };
  }
  stored.authorisedBy = [...takenBy, contactId];
  if (stored.authorisedBy.length >= required) {
    payment.status = "authorised";
    demoService.lifecycle.schedulePayment(payment.id, now);
  }
  payment.last_updater_contact_id = contactId;
  payment.updated_at = timestamp(now);
  demoService.changed();
  return { ...entry, payment_status: payment.status, updated: true, error: null, auth_steps_taken: stored.authorisedBy.length };
}
