/**
 * The SWIFT gpi tracker's view of a demo payment, derived from its lifecycle (ledger/lifecycle.ts paymentMilestones): one
 * event when it is released (passed on to the payee's bank, "processing / transferred_and_tracked", the reference's
 * own example) and one when it completes (credited: "completed / credited", an Assumption — the reference shows no
 * final status). Nothing is stored: the same payment at the same instant always gives the same answer
 * (docs/demo-service.md "Payment tracking and confirmations").
 */
import { createHash } from "node:crypto";
import type { PaymentInput, PaymentTrackingInfoInput } from "./wire";
import { paymentMilestones } from "./ledger/lifecycle";
import { timestamp } from "./format";

/** The BIC the demo house account's payments leave from. Assumption: any well-formed BIC; no real bank's. */
export const DEMO_SENDER_BIC = "DEMOGB22XXX";

type TrackerEvent = PaymentTrackingInfoInput["payment_events"][number];

/** A UUID that stays the same for the same text (a v4-shaped digest), so a payment keeps its UETR. */
export function stableUuid(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The tracker's answer for a released or completed payment; undefined while it has not left the account. */
export function trackingInfo(payment: PaymentInput, payeeBic: string | null): PaymentTrackingInfoInput | undefined {
  const milestones = paymentMilestones(payment);
  if (milestones === undefined) return undefined;
  const amount = { currency: payment.currency, amount: payment.amount };
  const base: Omit<TrackerEvent, "tracker_event_type" | "transaction_status" | "from" | "to" | "originator" | "sender_acknowledgement_receipt" | "last_update_time"> = {
    valid: true,
    funds_available: null,
    forwarded_to_agent: null,
    serial_parties: null,
    instructed_amount: null,
    confirmed_amount: null,
    interbank_settlement_amount: amount,
    interbank_settlement_date: `${payment.payment_date}T00:00:00+00:00`,
    charge_amount: null,
    charge_type: payment.charge_type,
    foreign_exchange_details: null,
  };
  const released = timestamp(milestones.releasedAt);
  const sent: TrackerEvent = {
    ...base,
    tracker_event_type: "customer_credit_transfer_payment",
    transaction_status: { status: "processing", reason: "transferred_and_tracked" },
    from: DEMO_SENDER_BIC,
    to: payeeBic,
    originator: DEMO_SENDER_BIC,
    serial_parties: { debtor_agent: DEMO_SENDER_BIC, creditor_agent: payeeBic },
    sender_acknowledgement_receipt: released,
    instructed_amount: amount,
    last_update_time: released,
  };
  const events: TrackerEvent[] = [sent];
  if (milestones.completedAt !== undefined) {
    const completed = timestamp(milestones.completedAt);
    events.unshift({
      ...base,
      tracker_event_type: "customer_credit_transfer_payment",
      transaction_status: { status: "completed", reason: "credited" },
      from: payeeBic,
      to: DEMO_SENDER_BIC,
      originator: payeeBic,
      sender_acknowledgement_receipt: completed,
      confirmed_amount: amount,
      last_update_time: completed,
    });
  }
  const latest = events[0]!;
  return {
    uetr: stableUuid(`uetr ${payment.id}`),
    transaction_status: latest.transaction_status!,
    initiation_time: released,
    completion_time: milestones.completedAt === undefined ? null : timestamp(milestones.completedAt),
    last_update_time: latest.last_update_time,
    payment_events: events,
  };
}
