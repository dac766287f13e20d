/**
 * The onboarding reference lists: countries (with whether applicants may come from them), the identity document
 * types a country issues, and the currencies the service supports. Each comes as `{"data": {"<list>": [...]}}`.
 */
import { z } from "zod";
import { namedList, timestamp } from "../primitives";

/** When the service made and last changed an entry, which not every entry says. */
const optionalStamps = { created_at: timestamp.optional(), updated_at: timestamp.optional() };

/** An answer `{"data": {"<key>": [...]}}`, read as its list. */
function dataList<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ data: namedList(key, item) }).transform((body) => (body.data as Record<K, z.output<T>[]>)[key]);
}

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
  ...optionalStamps,
});
export type OnboardingCountry = z.output<typeof onboardingCountrySchema>;
export type OnboardingCountryInput = z.input<typeof onboardingCountrySchema>;

export const onboardingCountriesSchema = dataList("countries", onboardingCountrySchema);
export type OnboardingCountriesInput = z.input<typeof onboardingCountriesSchema>;

export const onboardingDocumentTypesSchema = dataList("document_types", z.string());
export type OnboardingDocumentTypesInput = z.input<typeof onboardingDocumentTypesSchema>;

const onboardingCurrencySchema = z.object({
  id: z.string(),
  iso3: z.string(),
  name: z.string(),
  supported: z.boolean().optional(),
  ...optionalStamps,
});
export type OnboardingCurrency = z.output<typeof onboardingCurrencySchema>;
export type OnboardingCurrencyInput = z.input<typeof onboardingCurrencySchema>;

export const onboardingCurrenciesSchema = dataList("currencies", onboardingCurrencySchema);
export type OnboardingCurrenciesInput = z.input<typeof onboardingCurrenciesSchema>;
