/**
 * The onboarding reference lists: countries (with whether applicants may come from them), the identity document
 * types a country issues, and the currencies the service supports. Each comes as `{"data": {"<list>": [...]}}`.
 */
import { z } from "zod";
import { timestamp } from "../primitives";

const onboardingCountrySchema = z.object({
  id: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  name: z.string(),
  eea_country: z.boolean(),
  /** Only these may be a form's `country`. */
  permitted_jurisdiction: z.boolean(),
  dial_code: z.string().nullish(),
  document_types: z.array(z.string()).nullish(),
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
});
export type OnboardingCountry = z.output<typeof onboardingCountrySchema>;
export type OnboardingCountryInput = z.input<typeof onboardingCountrySchema>;

export const onboardingCountriesSchema = z
  .object({ data: z.object({ countries: z.array(onboardingCountrySchema) }) })
  .transform((body) => body.data.countries);
export type OnboardingCountriesInput = z.input<typeof onboardingCountriesSchema>;

export const onboardingDocumentTypesSchema = z
  .object({ data: z.object({ document_types: z.array(z.string()) }) })
  .transform((body) => body.data.document_types);
export type OnboardingDocumentTypesInput = z.input<typeof onboardingDocumentTypesSchema>;

const onboardingCurrencySchema = z.object({
  id: z.string(),
  iso3: z.string(),
  name: z.string(),
  supported: z.boolean().optional(),
  created_at: timestamp.optional(),
  updated_at: timestamp.optional(),
});
export type OnboardingCurrency = z.output<typeof onboardingCurrencySchema>;
export type OnboardingCurrencyInput = z.input<typeof onboardingCurrencySchema>;

export const onboardingCurrenciesSchema = z
  .object({ data: z.object({ currencies: z.array(onboardingCurrencySchema) }) })
  .transform((body) => body.data.currencies);
export type OnboardingCurrenciesInput = z.input<typeof onboardingCurrenciesSchema>;
