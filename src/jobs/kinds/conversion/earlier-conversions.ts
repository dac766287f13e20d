/**
 * A conversion booked already is flagged whatever the selection, as payments are (payment/earlier-payments.ts): each
 * row about to be sent is compared with the other rows sent with it, with the conversion rows already booked on its
 * sheet (selected or not), and with the conversions booked at the service since the start of a window. The same
 * buy and sell currencies, fixed side, amount and conversion date is a possible duplicate, held until the person
 * includes it.
 */
import type { Conversion } from "../../../api/schemas";
import { parseConversionOrder, type ConversionOrder } from "../../../domain/orders";
import type { JobContext, OrderSheet, ReadyRow } from "../../engine/kind-kit";
import { bookedRowsOf } from "../booked-rows";

/** How far back the service's conversions are compared: a month of conversion runs, as for payments. */
export const EARLIER_CONVERSIONS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;
/** Conversions per page of the one find per account. */
const PAGE = 100;

/** What makes two rows the same conversion: account, currencies, fixed side, amount and the date as typed (blank is blank). */
export function conversionSignature(order: ConversionOrder): string {
  return [order.actingAs ?? "", order.buyCurrency, order.sellCurrency, order.fixedSide, order.amount.toFixed(), order.conversionDate ?? ""].join("\u0000");
}

/**
 * Adds to each ready row's `duplicateOf` the rows sent with it, the booked rows and the service's conversions it
 * repeats; answers the first day of the window compared (YYYY-MM-DD).
 */
export async function flagEarlierConversions(ctx: JobContext<"conversions">, sheet: OrderSheet, ready: readonly ReadyRow<ConversionOrder>[]): Promise<string> {
  const now = (ctx.now ?? Date.now)();
  const since = new Date(now - EARLIER_CONVERSIONS_WINDOW_DAYS * DAY_MS);
  if (ready.length === 0) return since.toISOString().slice(0, 10);

  // Inside the selection: every other ready row of the same conversion (copies are compared too; they are held as such).
  const rowsBySignature = new Map<string, number[]>();
  for (const plan of ready) {
    const signature = conversionSignature(plan.order);
    rowsBySignature.set(signature, [...(rowsBySignature.get(signature) ?? []), plan.row]);
  }
  for (const plan of ready) {
    for (const row of rowsBySignature.get(conversionSignature(plan.order)) ?? []) if (row !== plan.row) plan.duplicateOf.push(`row ${row + 1}`);
  }

  const bookedOnSheet = await bookedRowsOf(ctx, sheet, parseConversionOrder, conversionSignature);
  for (const plan of ready) {
    const signature = conversionSignature(plan.order);
    for (const booked of bookedOnSheet) {
      if (booked.row !== plan.row && booked.signature === signature) plan.duplicateOf.push(`row ${booked.row + 1} (booked as ${booked.reference})`);
    }
  }

  // The service: one paged find per account for the window, compared row by row here.
  const bookedIds = new Set(bookedOnSheet.map((booked) => booked.id));
  const today = new Date(now).toISOString().slice(0, 10);
  const accounts = [...new Set(ready.map((plan) => plan.order.actingAs))];
  for (const actingAs of accounts) {
    const made = await ctx.api.conversions.findAll({ created_at_from: since.toISOString(), per_page: PAGE }, { onBehalfOf: actingAs }).toArray();
    for (const plan of ready.filter((candidate) => candidate.order.actingAs === actingAs)) {
      for (const conversion of made) {
        // The row's own earlier booking (its key) and conversions of booked rows already named are not repeats.
        if (sameConversion(plan.order, conversion, today) && conversion.unique_request_id !== plan.existingKey && !bookedIds.has(conversion.id)) {
          plan.duplicateOf.push(`conversion ${conversion.short_reference} booked ${conversion.created_at.slice(0, 10)}`);
        }
      }
    }
  }
  return since.toISOString().slice(0, 10);
}

/**
 * The service's conversion is the row's: same currencies, fixed side and amount, and the same conversion date — a
 * blank date on the row is the earliest date the service offers, so it matches a conversion still to convert
 * (its date today or later).
 */
function sameConversion(order: ConversionOrder, conversion: Conversion, today: string): boolean {
  const amount = conversion.fixed_side === "buy" ? conversion.client_buy_amount : conversion.client_sell_amount;
  const date = conversion.conversion_date.slice(0, 10);
  return (
    conversion.buy_currency === order.buyCurrency &&
    conversion.sell_currency === order.sellCurrency &&
    conversion.fixed_side === order.fixedSide &&
    amount.equals(order.amount) &&
    (order.conversionDate === undefined ? date >= today : date === order.conversionDate)
  );
}

