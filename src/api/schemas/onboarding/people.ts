/**
 * A person of an onboarding form: director, user and/or ultimate business owner (`{"people": [...]}` as a list).
 * The wire's `personal_address` comes out as `personal_address_attributes`, the name requests and the document use.
 */
import { z } from "zod";
import { timestamp, uuid } from "../primitives";
import { onboardingAddressSchema } from "./address";

const optionalText = z.string().nullish();

export const onboardingPersonSchema = z
  .object({
  id: uuid,
  form_id: uuid.optional(),
  roles: z.array(z.string()),
  first_name: z.string(),
  middle_name: optionalText,
  last_name: z.string(),
  /** YYYY-MM-DD. */
  dob: optionalText,
  home_country: z.string(),
  citizenship: optionalText,
  phone_number: optionalText,
  email: optionalText,
  ownership_percentage: z.number().nullish(),
  id_number: optionalText,
  passport_number: optionalText,
  passport_country_of_issue: optionalText,
  document_ids: z.array(z.string()).nullish(),
  personal_address: onboardingAddressSchema.nullish(),
  created_at: timestamp,
  updated_at: timestamp,
  })
  .transform(({ personal_address, ...person }) => ({ ...person, personal_address_attributes: personal_address }));
export type OnboardingPerson = z.output<typeof onboardingPersonSchema>;
export type OnboardingPersonInput = z.input<typeof onboardingPersonSchema>;

export const onboardingPeopleListSchema = z.object({ people: z.array(onboardingPersonSchema) });
export type OnboardingPeopleListInput = z.input<typeof onboardingPeopleListSchema>;
