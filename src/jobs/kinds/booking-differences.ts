/**
 * What a booking found by its key says, beside what its row says now. A row keyed by an earlier run may have
 * been edited since; the booking stands (it cannot be unbooked from a sheet), so the row must say that it
 * differs rather than "Booked" as if it matched.
 */
import type { Conversion } from "../../api/schemas/conversions";
import type { Payment } from "../../api/schemas/payments";
import { formatAmount } from "../../domain";
import type { ConversionOrder, PaymentOrder } from "../../domain/orders";

/** Each field that differs, as "amount: booked EUR 10.00, row EUR 12.00"; empty when the booking matches. */
export function paymentDifferences(order: PaymentOrder, payment: Payment, beneficiaryId: string | undefined): string[] {
  const differences: string[] = [];
  if (payment.currency !== order.currency || !payment.amount.equals(order.amount)) {
    differences.push(`amount: booked ${formatAmount(payment.amount, payment.currency)} ${payment.currency}, row ${formatAmount(order.amount, order.currency)} ${order.currency}`);
  }
  if (beneficiaryId !== undefined && payment.beneficiary_id !== beneficiaryId) {
    differences.push(`beneficiary: booked to ${payment.beneficiary_id}, row names ${beneficiaryId}`);
  }
  if (payment.reference !== order.reference) differences.push(`reference: booked "${payment.reference}", row "${order.reference}"`);
  return differences;
}

export function conversionDifferences(order: ConversionOrder, conversion: Conversion): string[] {
  const differences: string[] = [];
  if (conversion.buy_currency !== order.buyCurrency || conversion.sell_currency !== order.sellCurrency) {
    differences.push(`currencies: booked buy ${conversion.buy_currency} sell ${conversion.sell_currency}, row buy ${order.buyCurrency} sell ${order.sellCurrency}`);
  }
  const booked = conversion.fixed_side === "buy" ? conversion.client_buy_amount : conversion.client_sell_amount;
  const bookedCurrency = conversion.fixed_side === "buy" ? conversion.buy_currency : conversion.sell_currency;
  if (conversion.fixed_side !== order.fixedSide || bookedCurrency !== order.amountCurrency || !booked.equals(order.amount)) {
    differences.push(
      `amount: booked ${conversion.fixed_side} ${formatAmount(booked, bookedCurrency)} ${bookedCurrency}, row ${order.fixedSide} ${formatAmount(order.amount, order.amountCurrency)} ${order.amountCurrency}`,
    );
  }
  return differences;
}
