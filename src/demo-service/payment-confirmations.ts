/**
 * The provider's payment confirmation, as the demo service makes it (docs/demo-service.md "Payment tracking and
 * confirmations"): made at the first request for a completed or failed payment, kept for the life of the process
 * (like sign-ins: a restart makes a new one at the next request), and for a completed payment a link that expires at
 * midnight UTC two days after the confirmation was made — the recordings' expires_at (made 2018-11-30T07:57:24,
 * expires 2018-12-02T00:00:00; made 2018-01-01T12:34:56, expires 2018-01-03T00:00:00). After that it answers
 * "expired" with no link, updated a second after it expired (the reference's example).
 */
import type { PaymentConfirmationInput, PaymentInput } from "./wire";
import { DAY } from "./clock";
import { startOfUtcDay, timestamp } from "./format";
import type { DemoData } from "./state";
import { stableUuid } from "./payment-tracking";

interface Made {
  at: number;
}

/** Per data set, so a reset (which replaces the data) forgets them too. */
const made = new WeakMap<DemoData, Map<string, Made>>();

/** The confirmation of a completed or failed payment at `now`; `origin` is where its document's link points. */
export function paymentConfirmation(data: DemoData, payment: PaymentInput, accountId: string, now: number, origin: string): PaymentConfirmationInput {
  let byPayment = made.get(data);
  if (byPayment === undefined) {
    byPayment = new Map();
    made.set(data, byPayment);
  }
  const first = byPayment.get(payment.id) ?? { at: now };
  byPayment.set(payment.id, first);
  const id = stableUuid(`confirmation ${payment.id}`);
  const common = { id, payment_id: payment.id, account_id: accountId, short_reference: payment.short_reference, created_at: timestamp(first.at) };
  if (payment.status === "failed") {
    // The recordings of a failed payment: no document, no expiry.
    return { ...common, status: "failed", confirmation_url: "", updated_at: timestamp(first.at), expires_at: null };
  }
  const expiresAt = startOfUtcDay(first.at) + 2 * DAY;
  if (now >= expiresAt) {
    return { ...common, status: "expired", confirmation_url: "", updated_at: timestamp(expiresAt + 1000), expires_at: timestamp(expiresAt) };
  }
  return {
    ...common,
    status: "completed",
    confirmation_url: `${origin}/payment_confirmations/${id}/${payment.short_reference}.pdf`,
    updated_at: timestamp(first.at),
    expires_at: timestamp(expiresAt),
  };
}
