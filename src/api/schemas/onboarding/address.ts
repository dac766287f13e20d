/**
 * An address as the onboarding API returns it (`personal_address`, `registered_address`, `trading_address`);
 * requests send the same fields under `<name>_attributes`.
 */
import { z } from "zod";

const optionalText = z.string().nullish();

export const onboardingAddressSchema = z.object({
  street: optionalText,
  city: optionalText,
  postal_code: optionalText,
  /** Two-letter country code. */
  country: optionalText,
  apartment_number: optionalText,
  building_name: optionalText,
  building_number: optionalText,
  /** Required for the US, Australia and Canada (the document spells it `state_of_province`; the OpenAPI file does not). */
  state_or_province: optionalText,
});
export type OnboardingAddress = z.output<typeof onboardingAddressSchema>;
