/**
 * An onboarding form: the form-level fields and its state (`new`, then `submitted`); `get` and the list add the
 * form's business information, account usage and people.
 */
import { z } from "zod";
import { timestamp, uuid } from "../primitives";
import { onboardingAccountUsageSchema } from "./account-usage";
import { onboardingBusinessInformationSchema } from "./business-information";
import { onboardingPaginationSchema } from "./envelopes";
import { onboardingPersonSchema } from "./people";

const optionalText = z.string().nullish();

export const onboardingFormSchema = z.object({
  id: uuid,
  entity_type: z.string(),
  state: z.string(),
  country: z.string(),
  email: optionalText,
  phone_number: optionalText,
  contact_name: optionalText,
  affiliate_code: optionalText,
  referred_by: optionalText,
  agreed_to_marketing_emails: z.boolean().nullish(),
  agreed_to_terms_and_conditions: z.boolean().nullish(),
  agreed_to_corporate_authority: z.boolean().nullish(),
  brand_name: optionalText,
  brand_key: optionalText,
  products_required: z.array(z.string()).nullish(),
  detached_document_ids: z.array(z.string()).nullish(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OnboardingForm = z.output<typeof onboardingFormSchema>;
export type OnboardingFormInput = z.input<typeof onboardingFormSchema>;

export const onboardingFormWithSectionsSchema = onboardingFormSchema.extend({
  business_information: onboardingBusinessInformationSchema.nullish(),
  account_usage: onboardingAccountUsageSchema.nullish(),
  people: z.array(onboardingPersonSchema).nullish(),
});
export type OnboardingFormWithSections = z.output<typeof onboardingFormWithSectionsSchema>;
export type OnboardingFormWithSectionsInput = z.input<typeof onboardingFormWithSectionsSchema>;

export const onboardingFormsListSchema = z.object({
  forms: z.array(onboardingFormWithSectionsSchema),
  pagination: onboardingPaginationSchema,
});
export type OnboardingFormsList = z.output<typeof onboardingFormsListSchema>;
export type OnboardingFormsListInput = z.input<typeof onboardingFormsListSchema>;
