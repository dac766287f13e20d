/** SW ValidatePayment's 200, SW QuotePaymentFee and SW PaymentFeeRule (docs/provider-api.md §18). */
export type PaymentValidationInput = { validation_result: string };

export type PaymentFeeQuoteInput = {
  account_id: string;
  payment_currency: string;
  payment_destination_country: string;
  payment_type: string;
  charge_type: string | null;
  fee_amount: string | null;
  fee_currency: string | null;
};

export type PaymentFeeRulesInput = {
  payment_fee_rules: Array<{
    payment_type: string;
    charge_type: string | null;
    fee_amount: string;
    fee_currency: string;
    payment_fee_id: string;
    payment_fee_name: string;
  }>;
};
