import { z } from "zod";
import { currencyCode, isoDate, timestamp } from "./primitives";

/**
 * One way to pay a beneficiary: `payment_type`, `beneficiary_entity_type`, then one entry per required field whose
 * value is the regular expression the field must match. The field keys are the service's own names, which are not
 * the create-field names (`acct_number` ↔ `account_number`, `sort_code` ↔ routing_code_type/value).
 */
const beneficiaryRequirementSchema = z
  .object({
    payment_type: z.string(),
    beneficiary_entity_type: z.string().optional(),
  })
  .catchall(z.string());

export const beneficiaryRequiredDetailsSchema = z.object({
  details: z.array(beneficiaryRequirementSchema),
});
export type BeneficiaryRequiredDetails = z.output<typeof beneficiaryRequiredDetailsSchema>;
export type BeneficiaryRequiredDetailsInput = z.input<typeof beneficiaryRequiredDetailsSchema>;

const currencyInfoSchema = z.object({
  code: currencyCode,
  decimal_places: z.number().int().nonnegative(),
  name: z.string(),
  online_trading: z.boolean(),
  can_buy: z.boolean(),
  can_sell: z.boolean(),
});

export const currenciesSchema = z.object({
  currencies: z.array(currencyInfoSchema),
});
export type Currencies = z.output<typeof currenciesSchema>;
export type CurrenciesInput = z.input<typeof currenciesSchema>;

/** Date → reason the service will not trade or pay on it ("No trading on Saturday"). */
const invalidDatesSchema = z.record(isoDate, z.string());

export const conversionDatesSchema = z.object({
  first_conversion_cutoff_datetime: timestamp,
  first_conversion_date: isoDate,
  next_day_conversion_date: isoDate,
  default_conversion_date: isoDate,
  optimize_liquidity_conversion_date: isoDate,
  invalid_conversion_dates: invalidDatesSchema,
});
export type ConversionDates = z.output<typeof conversionDatesSchema>;
export type ConversionDatesInput = z.input<typeof conversionDatesSchema>;

export const paymentDatesSchema = z.object({
  invalid_payment_dates: invalidDatesSchema,
  first_payment_date: isoDate,
});
export type PaymentDates = z.output<typeof paymentDatesSchema>;
export type PaymentDatesInput = z.input<typeof paymentDatesSchema>;
