/**
 * What every rule family reads besides the form itself: the people and documents as lists, documents by id, where
 * the business is registered, and the day the check runs — worked out once per check.
 */
import { countryOf } from "./field-values";
import type { OnboardingDocument, OnboardingForm, OnboardingPerson } from "./form";

export interface CompletenessOptions {
  /** The moment the check runs, from the caller's clock: it decides a company's age. Its UTC day counts. */
  now: Date;
  /** Two-letter codes of the permitted jurisdictions (GET /v1/countries); when left out, any country is accepted. */
  permittedCountries?: readonly string[];
  /** The service's sector list; when left out, any sector is accepted. */
  sectors?: readonly string[];
}

export interface CheckContext {
  form: OnboardingForm;
  isCorporate: boolean;
  people: readonly OnboardingPerson[];
  documents: readonly OnboardingDocument[];
  documentsById: ReadonlyMap<string, OnboardingDocument>;
  /** The registered address's country, else the country of registration, else the form's country. */
  businessCountry: string | undefined;
  /** YYYY-MM-DD of `now` in UTC. */
  today: string;
  options: CompletenessOptions;
}

export function checkContext(form: OnboardingForm, options: CompletenessOptions): CheckContext {
  const documents = form.documents ?? [];
  const business = form.business_information;
  return {
    form,
    isCorporate: form.entity_type === "corporate",
    people: form.people ?? [],
    documents,
    documentsById: new Map(documents.map((document) => [document.id, document])),
    businessCountry: countryOf(business?.registered_address_attributes?.country) ?? countryOf(business?.business_country) ?? countryOf(form.country),
    today: options.now.toISOString().slice(0, 10),
    options,
  };
}
