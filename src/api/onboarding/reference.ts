/** The onboarding reference lists: countries, the document types of a country, supported currencies. */
import { InvalidInputError } from "../../domain";
import type { RequestOptions, Requester } from "../internal/request-spec";
import {
  onboardingCountriesSchema,
  onboardingCurrenciesSchema,
  onboardingDocumentTypesSchema,
  type OnboardingCountry,
  type OnboardingCurrency,
} from "../schemas/onboarding";
import { ONBOARDING_PREFIX } from "./request-body";

export function createOnboardingReference(requester: Requester) {
  return {
    /** Every country, with `permitted_jurisdiction` saying which may be a form's country. */
    async countries(options: RequestOptions = {}): Promise<OnboardingCountry[]> {
      return requester.request({ method: "GET", path: `${ONBOARDING_PREFIX}/countries`, schema: onboardingCountriesSchema, options });
    },

    /** The identity document types a country issues; the country as its two- or three-letter ISO code. */
    async documentTypes(countryCode: string, options: RequestOptions = {}): Promise<string[]> {
      const code = typeof countryCode === "string" ? countryCode.trim().toUpperCase() : "";
      if (!/^[A-Z]{2,3}$/.test(code)) {
        throw new InvalidInputError("country_code", "is_in_invalid_format", "must be a two- or three-letter ISO country code, e.g. GB or GBR");
      }
      return requester.request({ method: "GET", path: `${ONBOARDING_PREFIX}/countries/${code}/document_types`, schema: onboardingDocumentTypesSchema, options });
    },

    async supportedCurrencies(options: RequestOptions = {}): Promise<OnboardingCurrency[]> {
      return requester.request({ method: "GET", path: `${ONBOARDING_PREFIX}/currencies/supported`, schema: onboardingCurrenciesSchema, options });
    },
  };
}
