/** /onboarding/v1/countries, /countries/{code}/document_types (404 for an unknown country) and /currencies/supported. */
import type { FastifyInstance } from "fastify";
import type { OnboardingCountriesInput, OnboardingCurrenciesInput, OnboardingDocumentTypesInput } from "../wire";
import { recordNotFound } from "./errors";
import { countryByCode, ONBOARDING_COUNTRIES, ONBOARDING_CURRENCIES } from "./reference-data";

export function registerReferenceRoutes(app: FastifyInstance): void {
  app.get("/v1/countries", async () => {
    const body: OnboardingCountriesInput = { data: { countries: [...ONBOARDING_COUNTRIES] } };
    return body;
  });

  app.get<{ Params: { countryCode: string } }>("/v1/countries/:countryCode/document_types", async (request) => {
    const country = countryByCode(request.params.countryCode);
    if (!country) throw recordNotFound("country");
    const body: OnboardingDocumentTypesInput = { data: { document_types: country.document_types ?? [] } };
    return body;
  });

  app.get("/v1/currencies/supported", async () => {
    const body: OnboardingCurrenciesInput = { data: { currencies: [...ONBOARDING_CURRENCIES] } };
    return body;
  });
}
