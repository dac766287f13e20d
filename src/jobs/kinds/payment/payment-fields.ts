/**
 * What a payment row sends, less the key: one place for the create and for its validation beforehand, so validate is
 * asked about exactly what the create will send (docs/provider-api.md §18).
 */
import type { PaymentValidateParams } from "../../../api";
import type { PaymentOrder } from "../../../domain/orders";

export function paymentFields(order: PaymentOrder, beneficiaryId: string, conversionId: string | undefined, paymentDate: string | undefined): PaymentValidateParams {
  return {
    currency: order.currency,
    beneficiary_id: beneficiaryId,
    amount: order.amount,
    reason: order.reason,
    reference: order.reference,
    payment_type: order.paymentType,
    payment_date: paymentDate,
    conversion_id: conversionId,
    purpose_code: order.purposeCode,
    ...order.payer,
  };
}
