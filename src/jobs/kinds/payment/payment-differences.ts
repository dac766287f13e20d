/**
 * What a booking found by its key says, beside what its row says now. A row keyed by an earlier run may have
 * been edited since; the booking stands (it cannot be unbooked from a sheet), so the row must say that it
 * differs rather than "Booked" as if it matched.
 */
import type { Payment } from "../../../api/schemas";
import { formatAmount } from "../../../domain";
import type { PaymentOrder } from "../../../domain/orders";

/** Each field that differs, as "amount: booked EUR 10.00, row EUR 12.00"; empty when the booking matches. */
export function paymentDifferences(order: PaymentOrder, payment: Payment, beneficiaryId: string | undefined): string[] {
  const differences: string[] = [];
  if (payment.currency !== order.currency || !payment.amount.equals(order.amount)) {
    differences.push(`amount: booked ${formatAmount(payment.amount, payment.currency)} ${payment.currency}, row ${formatAmount(order.amount, order.currency)} ${order.currency}`);
  }
  if (beneficiaryId !== undefined && payment.beneficiary_id !== beneficiaryId) {
    differences.push("beneficiary: booked to another payee than the row names");
  }
  if (payment.reference !== order.reference) differences.push(`reference: booked "${payment.reference}", row "${order.reference}"`);
  return differences;
}
