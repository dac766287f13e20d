/**
 * A payment already made is flagged whatever the selection: each row about to be sent is compared with the rows
 * already booked on its sheet (their FX columns, selected or not) and with the payments made at the service since
 * the start of a window the preview states. Same beneficiary, currency, amount and reference is a possible
 * duplicate, held until the person includes it.
 */
import { normalizedReference, OrderCells, parsePaymentOrder, paymentSignature, type PaymentOrder } from "../../../domain/orders";
import type { JobContext } from "../../engine/booking-api";
import type { ResolvedBeneficiary } from "./beneficiary-resolver";
import type { OrderSheet } from "../../engine/order-sheet";
import { isBooked, previousResults } from "../../engine/result-columns";
import { withActingAs, type ReadyRow } from "../../engine/row-plan";

/** How far back the service's payments are compared: a month of payment runs. */
export const EARLIER_PAYMENTS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Adds to each ready row's `duplicateOf` the booked rows and service payments it repeats; answers the first day
 * of the window compared (YYYY-MM-DD), for the preview to state.
 */
export async function flagEarlierPayments(
  ctx: JobContext,
  sheet: OrderSheet,
  ready: readonly ReadyRow<PaymentOrder>[],
  beneficiaries: ReadonlyMap<number, ResolvedBeneficiary>,
): Promise<string> {
  const since = new Date((ctx.now ?? Date.now)() - EARLIER_PAYMENTS_WINDOW_DAYS * DAY_MS);
  if (ready.length === 0) return since.toISOString().slice(0, 10);
  const bookedOnSheet = await bookedRowsOf(ctx, sheet);
  for (const plan of ready) {
    const signature = paymentSignature(plan.order);
    for (const booked of bookedOnSheet) {
      if (booked.row !== plan.row && booked.signature === signature) plan.duplicateOf.push(`row ${booked.row + 1} (booked as ${booked.reference})`);
    }
  }

  const bookedIds = new Set(bookedOnSheet.map((booked) => booked.id));
  const accounts = [...new Set(ready.map((plan) => plan.order.actingAs))];
  for (const actingAs of accounts) {
    const made = await ctx.api.payments.findAll({ created_at_from: since.toISOString(), per_page: 100 }, { onBehalfOf: actingAs }).toArray();
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
  return since.toISOString().slice(0, 10);
}

interface BookedRow {
  row: number;
  id: string;
  /** Short reference where the row shows one, else the id. */
  reference: string;
  signature: string;
}

/** The sheet's booked rows with the payment each one carries, read from the same header line as the selection. */
async function bookedRowsOf(ctx: JobContext, sheet: OrderSheet): Promise<BookedRow[]> {
  const block = await ctx.workbook.readTable(sheet.sheet);
  if (block.headerRow !== sheet.headerRow || block.firstColumn !== sheet.identity.firstColumn) return [];
  const previous = previousResults(block);
  return block.rows.flatMap((row): BookedRow[] => {
    const earlier = previous.get(row.row);
    if (!isBooked(earlier) || earlier?.id === undefined) return [];
    const parsed = withActingAs(parsePaymentOrder(new OrderCells(sheet.mapping, row.values, row.formulas, sheet.dates)), earlier, ctx.defaultActingAs);
    if (!parsed.ok) return [];
    return [{ row: row.row, id: earlier.id, reference: earlier.shortReference ?? earlier.id, signature: paymentSignature(parsed.order) }];
  });
}
