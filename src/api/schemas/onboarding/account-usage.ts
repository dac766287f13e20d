/** How the applicant will use the account: purpose, source of funds, currencies and (corporates) expected volumes. */
import { z } from "zod";
import { timestamp, uuid } from "../primitives";

const optionalText = z.string().nullish();
const codes = z.array(z.string()).nullish();

export const onboardingAccountUsageSchema = z.object({
  id: uuid,
  form_id: uuid.optional(),
  document_ids: z.array(z.string()).nullish(),
  collections_account: z.boolean().nullish(),
  collection_currencies: codes,
  payment_currencies: codes,
  transaction_countries: codes,
  one_off_transaction: z.boolean().nullish(),
  estimated_monthly_transaction_value: z.number().nullish(),
  estimated_monthly_transaction_currency: optionalText,
  estimated_monthly_transaction_volume: z.number().int().nullish(),
  source_of_funds: optionalText,
  initial_capital: z.union([z.number(), z.string()]).nullish(),
  primary_purpose: optionalText,
  purpose_details: optionalText,
  created_at: timestamp,
  updated_at: timestamp,
});
export type OnboardingAccountUsage = z.output<typeof onboardingAccountUsageSchema>;
export type OnboardingAccountUsageInput = z.input<typeof onboardingAccountUsageSchema>;
