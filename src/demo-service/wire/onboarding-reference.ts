/** The onboarding reference lists (ONB-SW `countries`, `countries/{code}/document_types`, `currencies/supported`), each under `data`. */
export type OnboardingCountryInput = {
  id: string;
  iso2: string;
  iso3: string;
  name: string;
  eea_country: boolean;
  /** Only these may be a form's `country` (the onboarding guide). */
  permitted_jurisdiction: boolean;
  dial_code?: string | null;
  document_types?: string[] | null;
  created_at?: string;
  updated_at?: string;
};

export type OnboardingCountriesInput = {
  data: { countries: OnboardingCountryInput[] };
};

export type OnboardingDocumentTypesInput = {
  data: { document_types: string[] };
};

export type OnboardingCurrencyInput = {
  id: string;
  iso3: string;
  name: string;
  supported?: boolean;
  created_at?: string;
  updated_at?: string;
};

export type OnboardingCurrenciesInput = {
  data: { currencies: OnboardingCurrencyInput[] };
};
