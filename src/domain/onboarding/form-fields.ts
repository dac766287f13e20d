/**
 * The form's own fields — the applicant and their consent: who fills it in, an e-mail and a phone number, the
 * country of the application (a permitted jurisdiction; for a company, that of its registered address), agreement
 * to the terms and, for a company, to having authority to apply for it.
 * Choice: the form e-mail and the contact name are required — the document uses the contact name to record who
 * consented, and the service's OpenAPI file requires the e-mail.
 */
import { countryInSentence } from "../countries";
import type { CheckContext } from "./check-context";
import { countryOf, isCountryCode, isGiven } from "./field-values";
import { finding, type Finding } from "./findings";

export function checkFormFields(context: CheckContext): Finding[] {
  const { form, isCorporate, options } = context;
  const found: Finding[] = [];
  if (!isGiven(form.contact_name)) found.push(finding({ section: "form", field: "contact_name" }, "missing", "applicant_contact", "Give the name of the person filling in the form."));
  if (!isGiven(form.email)) found.push(finding({ section: "form", field: "email" }, "missing", "applicant_contact", "Give the e-mail of the person filling in the form."));
  if (!isGiven(form.phone_number)) found.push(finding({ section: "form", field: "phone_number" }, "missing", "applicant_contact", "Give a phone number."));
  const country = countryOf(form.country);
  const registeredAddress = countryOf(form.business_information?.registered_address_attributes?.country);
  if (country === undefined) {
    const whose = isCorporate ? "the country of the company's registered address" : "the applicant's home country";
    found.push(finding({ section: "form", field: "country" }, "missing", "application_country", `Give ${whose}.`));
  } else if (!isCountryCode(country)) {
    found.push(finding({ section: "form", field: "country" }, "invalid", "country_codes", `"${country}" is not a two-letter country code.`));
  } else if (options.permittedCountries !== undefined && !options.permittedCountries.some((permitted) => permitted.toUpperCase() === country)) {
    found.push(finding({ section: "form", field: "country" }, "invalid", "application_country", `The provider does not accept applications from ${countryInSentence(country)}.`));
  } else if (isCorporate && registeredAddress !== undefined && registeredAddress !== country) {
    found.push(finding({ section: "form", field: "country" }, "invalid", "application_country", `The application is from ${countryInSentence(country)}, but the registered address is in ${countryInSentence(registeredAddress)}.`));
  }
  if (form.agreed_to_terms_and_conditions !== true) {
    found.push(finding({ section: "form", field: "agreed_to_terms_and_conditions" }, "missing", "consent_to_terms", "Tick the box to accept the terms and conditions."));
  }
  if (isCorporate && form.agreed_to_corporate_authority !== true) {
    found.push(finding({ section: "form", field: "agreed_to_corporate_authority" }, "missing", "corporate_authority", "Tick the box to confirm you have authority to apply for the company."));
  }
  return found;
}
