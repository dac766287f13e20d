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
