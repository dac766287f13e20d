/**
 * What the service answers before a payment is booked: a validation (SW ValidatePayment), a fee quote for one kind of
 * payment (SW QuotePaymentFee) and an account's fee rules (SW PaymentFeeRule). docs/provider-api.md §18.
 */
import { z } from "zod";
import { countryCode, currencyCode, decimalString, uuid } from "./primitives";

/** `{"validation_result": "success"}`; a refusal is a 400 like the create's. */
export const paymentValidationSchema = z.object({ validation_result: z.string() });
export type PaymentValidation = z.output<typeof paymentValidationSchema>;
export type PaymentValidationInput = z.input<typeof paymentValidationSchema>;

/**
 * What validate's answer says of strong customer authentication, from its headers (SW ValidatePayment: `x-sca-required`,
 * `x-sca-id`, `x-sca-type`; the guide "SCA for API Payments"): `required` is true only when the service says "true";
 * an answer without the headers (older recordings) needs none.
 */
export interface ScaVerdict {
  required: boolean;
  id: string | undefined;
  type: string | undefined;
}

/** validate's body and its SCA headers together. */
export type CheckedPayment = PaymentValidation & { sca: ScaVerdict };

/**
 * The fee for one kind of payment. `fee_amount`, `fee_currency` and `charge_type` are null when the account has no
 * fee for it (SW-resp's example). `account_id` is text: the JS recording's is no UUID.
 */
export const paymentFeeQuoteSchema = z.object({
  account_id: z.string(),
  payment_currency: currencyCode,
  payment_destination_country: countryCode,
  payment_type: z.string(),
  charge_type: z.string().nullable(),
  fee_amount: decimalString.nullable(),
  fee_currency: currencyCode.nullable(),
});
export type PaymentFeeQuote = z.output<typeof paymentFeeQuoteSchema>;
export type PaymentFeeQuoteInput = z.input<typeof paymentFeeQuoteSchema>;

/** One rule of the account's fee table; the JS recording has neither the table's id nor its name. */
const paymentFeeRuleSchema = z.object({
  payment_type: z.string(),
  charge_type: z.string().nullable(),
  fee_amount: decimalString,
  fee_currency: currencyCode,
  payment_fee_id: uuid.optional(),
  payment_fee_name: z.string().optional(),
});
export type PaymentFeeRule = z.output<typeof paymentFeeRuleSchema>;

export const paymentFeeRulesSchema = z.object({ payment_fee_rules: z.array(paymentFeeRuleSchema) });
export type PaymentFeeRules = z.output<typeof paymentFeeRulesSchema>;
export type PaymentFeeRulesInput = z.input<typeof paymentFeeRulesSchema>;
