/**
 * Reference answers: SW BeneficiaryRequirements (each entry a payment type, an entity type and the pattern each
 * required detail must match, under the service's own keys), AvailableCurrencies, ConversionDates and PaymentDates.
 */
export type BeneficiaryRequiredDetailsInput = {
  details: Array<{ payment_type: string; beneficiary_entity_type?: string } & Record<string, string>>;
};

export type CurrenciesInput = {
  currencies: Array<{ code: string; decimal_places: number; name: string; online_trading: boolean; can_buy: boolean; can_sell: boolean }>;
};

/** Date (YYYY-MM-DD) → why nothing settles on it. */
type InvalidDates = Record<string, string>;

export type ConversionDatesInput = {
  first_conversion_cutoff_datetime: string;
  first_conversion_date: string;
  next_day_conversion_date: string;
  default_conversion_date: string;
  optimize_liquidity_conversion_date: string;
  invalid_conversion_dates: InvalidDates;
};

export type PaymentDatesInput = {
  invalid_payment_dates: InvalidDates;
  first_payment_date: string;
};

/** SW GetPaymentPurposeCodes' answer: one entry per code and entity type (SW PaymentPurposeCodes). */
export type PaymentPurposeCodesInput = {
  purpose_codes: Array<{ currency: string; entity_type: string; purpose_code: string; purpose_description: string; bank_account_country: string }>;
};

/**
 * SW GetPayerRequirements' answer as its example writes it: `details`, one entry per entity type and payment type,
 * each required payer field with its pattern (Ruby syntax), and the identification document a route asks for.
 */
export type PayerRequiredDetailsInput = {
  details: Array<{
    currency: null;
    payer_entity_type: string;
    payment_type: string;
    required_fields: Array<{ name: string; validation_rule: string }>;
    payer_identification_type?: string;
  }>;
};
