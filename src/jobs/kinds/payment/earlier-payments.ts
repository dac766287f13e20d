/**
 * A payment already made is flagged whatever the selection: each row about to be sent is compared with the rows
 * already booked on its sheet (their FX columns, selected or not) and with the payments made at the service since
 * the start of a window the preview states. Same beneficiary, currency, amount and reference is a possible
 * duplicate, held until the person includes it.
 */
import { normalizedReference, parsePaymentOrder, paymentSignature, type PaymentOrder } from "../../../domain/orders";
import type { Payment } from "../../../api/schemas";
import { type AuthorisationSeen, FILED_UNDER, type JobContext, type OrderSheet, type ReadyRow } from "../../engine/kind-kit";
import type { ResolvedBeneficiary } from "./beneficiary-resolver";
import { bookedRowsOf } from "../booked-rows";

/** How far back the service's payments are compared: a month of payment runs. */
export const EARLIER_PAYMENTS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the payments made in the window tell: its first day (YYYY-MM-DD), and the accounts whose payments wait for approval. */
export interface EarlierPayments {
  since: string;
  /** Accounts whose latest payment in the window needed another user's authorisation (latestNeedingAuthorisation). */
  authorisation: AuthorisationSeen[];
}

/**
 * Adds to each ready row's `duplicateOf` the booked rows and service payments it repeats; answers the first day
 * of the window compared (YYYY-MM-DD), for the preview to state, and which accounts' payments wait for approval.
 */
export async function flagEarlierPayments(
  ctx: JobContext<"payments">,
  sheet: OrderSheet,
  ready: readonly ReadyRow<PaymentOrder>[],
  beneficiaries: ReadonlyMap<number, ResolvedBeneficiary>,
): Promise<EarlierPayments> {
  const since = new Date((ctx.now ?? Date.now)() - EARLIER_PAYMENTS_WINDOW_DAYS * DAY_MS);
  const authorisation: AuthorisationSeen[] = [];
  if (ready.length === 0) return { since: since.toISOString().slice(0, 10), authorisation };
  const bookedOnSheet = await bookedRowsOf(ctx, sheet, parsePaymentOrder, paymentSignature);
  for (const plan of ready) {
    const signature = paymentSignature(plan.order);
    for (const booked of bookedOnSheet) {
      // A booked row filed under a word that says it will not be paid (Deleted…) is what a new row replaces, not repeats.
      if (booked.row !== plan.row && !willNotBePaid(booked.result) && booked.signature === signature) plan.duplicateOf.push(`row ${booked.row + 1} (booked as ${booked.reference})`);
    }
  }

  const bookedIds = new Set(bookedOnSheet.map((booked) => booked.id));
  const accounts = [...new Set(ready.map((plan) => plan.order.actingAs))];
  for (const actingAs of accounts) {
    const made = await ctx.api.payments.findAll({ created_at_from: since.toISOString(), per_page: 100 }, { onBehalfOf: actingAs }).toArray();
    const seen = latestNeedingAuthorisation(made);
    if (seen !== undefined) authorisation.push({ actingAs, ...seen });
    for (const plan of ready.filter((candidate) => candidate.order.actingAs === actingAs)) {
      const target = beneficiaries.get(plan.row);
      if (target?.kind !== "existing") continue;
      for (const payment of made) {
        const same =
          payment.beneficiary_id === target.beneficiary.id &&
          payment.currency === plan.order.currency &&
          payment.amount.equals(plan.order.amount) &&
          normalizedReference(payment.reference) === normalizedReference(plan.order.reference);
        // The row's own earlier booking (its key) and payments of booked rows already named are not repeats.
        if (same && payment.unique_request_id !== plan.existingKey && !bookedIds.has(payment.id)) {
          plan.duplicateOf.push(`payment ${payment.short_reference} made ${payment.created_at.slice(0, 10)}`);
        }
      }
    }
  }
  return { since: since.toISOString().slice(0, 10), authorisation };
}

/**
 * Whether an account's payments wait for another user's authorisation, told by its latest payment (the service has
 * no call that says so): its steps and short reference when it needed authorisation, else undefined. The latest is
 * the last created (ties: the later short reference), so the order the service lists them in does not matter.
 */
export function latestNeedingAuthorisation(payments: readonly Pick<Payment, "created_at" | "short_reference" | "authorisation_steps_required">[]): Omit<AuthorisationSeen, "actingAs"> | undefined {
  const latest = [...payments].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || compareText(b.short_reference, a.short_reference))[0];
  if (latest === undefined || latest.authorisation_steps_required === 0) return undefined;
  return { steps: latest.authorisation_steps_required, lastBooking: latest.short_reference };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What a booked row is filed under when its payment will not be paid: booking the same payment again is no duplicate. */
const NOT_PAID: ReadonlySet<string> = new Set([FILED_UNDER.deleted, FILED_UNDER.rejected, FILED_UNDER.paymentFailed, FILED_UNDER.returned, FILED_UNDER.suspended]);
const willNotBePaid = (result: string | undefined) => result !== undefined && NOT_PAID.has(result);

