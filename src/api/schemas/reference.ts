import { z } from "zod";
import { currencyCode, isoDate, namedList, timestamp } from "./primitives";

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

export const beneficiaryRequiredDetailsSchema = namedList("details", beneficiaryRequirementSchema);
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

export const currenciesSchema = namedList("currencies", currencyInfoSchema);
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

/**
 * One purpose a payment may give (SW PaymentPurposeCodes): the code sent as a payment's `purpose_code` and its
 * description in words. `bank_account_country` is absent in the 2018 recording (PY), present in the reference's
 * example (docs/provider-api.md §15).
 */
const paymentPurposeCodeSchema = z.object({
  currency: currencyCode,
  entity_type: z.string().nullish(),
  purpose_code: z.string(),
  purpose_description: z.string(),
  bank_account_country: z.string().optional(),
});

export const paymentPurposeCodesSchema = namedList("purpose_codes", paymentPurposeCodeSchema);
export type PaymentPurposeCodes = z.output<typeof paymentPurposeCodesSchema>;
export type PaymentPurposeCode = PaymentPurposeCodes["purpose_codes"][number];
export type PaymentPurposeCodesInput = z.input<typeof paymentPurposeCodesSchema>;

/**
 * What a payer (a fourth party the account pays for) must give for one way of paying (SW PayerRequirements; its
 * example answers `details`, a list of them): each required payment field with the service's pattern, which is
 * written in Ruby's syntax (`\A…\z`), and for some routes the identification document it must be.
 */
const payerRequirementSchema = z.object({
  currency: z.string().nullish(),
  payer_entity_type: z.string(),
  payment_type: z.string(),
  required_fields: z.array(z.object({ name: z.string(), validation_rule: z.string() })),
  payer_identification_type: z.string().optional(),
});

export const payerRequiredDetailsSchema = namedList("details", payerRequirementSchema);
export type PayerRequiredDetails = z.output<typeof payerRequiredDetailsSchema>;
export type PayerRequirement = PayerRequiredDetails["details"][number];
export type PayerRequiredDetailsInput = z.input<typeof payerRequiredDetailsSchema>;
