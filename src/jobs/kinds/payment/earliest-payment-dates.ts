/**
 * The date a payment row left without one is paid on: its currency's first payment date as the service offers it
 * (reference/payment_dates, docs/provider-api.md §4), asked once per currency at the check, so the
 * review names a date rather than "the earliest date offered" (issue 39). A currency the service does not answer
 * for keeps no date, and its rows say "earliest date offered" as before: the payment is still made on it.
 */
import type { KindApi } from "../../engine/kind-kit";
import type { PaymentOrder } from "../../../domain/orders";

export async function earliestPaymentDates(api: KindApi<"reference">, orders: Iterable<Pick<PaymentOrder, "currency" | "paymentDate">>): Promise<Map<string, string>> {
  const currencies = new Set<string>();
  for (const order of orders) if (order.paymentDate === undefined) currencies.add(order.currency);
  const answers = await Promise.all(
    [...currencies].map(async (currency) => {
      try {
        return [[currency, (await api.reference.paymentDates({ currency })).first_payment_date] as const];
      } catch {
        // The date is for the review only: the payment is sent without one and the service picks the same day.
        return [];
      }
    }),
  );
  return new Map(answers.flat());
}
