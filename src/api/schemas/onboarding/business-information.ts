/**
 * A corporate applicant's business: registration, legal form, sector, online presence and addresses. The wire's
 * `registered_address` and `trading_address` come out under their `_attributes` names, as requests and the document
 * name them.
 */
import { z } from "zod";
import { timestamp, uuid } from "../primitives";
import { onboardingAddressSchema } from "./address";

const optionalText = z.string().nullish();

export const onboardingBusinessInformationSchema = z
  .object({
  id: uuid,
  form_id: uuid.optional(),
  document_ids: z.array(z.string()).nullish(),
  business_country: optionalText,
  company_name: optionalText,
  trading_name: optionalText,
  legal_entity_type: optionalText,
  sector: optionalText,
  company_registration_number: optionalText,
  vat_number: optionalText,
  /** YYYY-MM-DD. */
  incorporation_date: optionalText,
  business_website: optionalText,
  business_activity_description: optionalText,
  registered_address: onboardingAddressSchema.nullish(),
  trading_address: onboardingAddressSchema.nullish(),
  created_at: timestamp,
  updated_at: timestamp,
  })
  .transform(({ registered_address, trading_address, ...business }) => ({
    ...business,
    registered_address_attributes: registered_address,
    trading_address_attributes: trading_address,
  }));
export type OnboardingBusinessInformation = z.output<typeof onboardingBusinessInformationSchema>;
export type OnboardingBusinessInformationInput = z.input<typeof onboardingBusinessInformationSchema>;
