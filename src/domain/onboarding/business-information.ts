/**
 * A company's business information: present on company applications only, with its required details, a country of
 * registration that matches the registered address, a known legal form and sector, a real incorporation date, and —
 * without a website or other online presence — a description of the activity with a document proving it.
 */
import { countryInSentence } from "../countries";
import { isIsoDate } from "../dates";
import type { CheckContext } from "./check-context";
import { isPastDate } from "./company-age";
import { countryOf, isCountryCode, isGiven } from "./field-values";
import { finding, type Finding } from "./findings";
import type { OnboardingBusinessInformation } from "./form";
import { LEGAL_ENTITY_TYPES } from "./values";

const REQUIRED_DETAILS = [
  { field: "company_name", name: "Company name" },
  { field: "legal_entity_type", name: "Legal form" },
  { field: "business_country", name: "Country of registration" },
  { field: "sector", name: "Sector" },
  { field: "incorporation_date", name: "Date of incorporation" },
] as const;

function requiredDetails(business: OnboardingBusinessInformation): Finding[] {
  const found = REQUIRED_DETAILS.filter(({ field }) => !isGiven(business[field])).map(({ field, name }) =>
    finding({ section: "business_information", field }, "missing", "business_details", `${name} is needed.`),
  );
  if (business.registered_address_attributes === null || business.registered_address_attributes === undefined) {
    found.push(finding({ section: "business_information", field: "registered_address_attributes" }, "missing", "business_details", "Registered address is needed."));
  }
  return found;
}

function wrongValues(context: CheckContext, business: OnboardingBusinessInformation): Finding[] {
  const found: Finding[] = [];
  const registration = countryOf(business.business_country);
  const registeredAddress = countryOf(business.registered_address_attributes?.country);
  if (registration !== undefined && !isCountryCode(registration)) {
    found.push(finding({ section: "business_information", field: "business_country" }, "invalid", "country_codes", `"${registration}" is not a two-letter country code.`));
  } else if (registration !== undefined && registeredAddress !== undefined && registration !== registeredAddress) {
    found.push(
      finding(
        { section: "business_information", field: "business_country" },
        "invalid",
        "business_details",
        `The country of registration is ${countryInSentence(registration)}, but the registered address is in ${countryInSentence(registeredAddress)}.`,
      ),
    );
  }
  const legalForm = business.legal_entity_type;
  if (isGiven(legalForm) && !(LEGAL_ENTITY_TYPES as readonly string[]).includes(legalForm.trim())) {
    found.push(finding({ section: "business_information", field: "legal_entity_type" }, "invalid", "legal_entity_types", `"${legalForm}" is not one of the legal forms: ${LEGAL_ENTITY_TYPES.join(", ")}.`));
  }
  const { sectors } = context.options;
  if (sectors !== undefined && isGiven(business.sector) && !sectors.includes(business.sector.trim())) {
    found.push(finding({ section: "business_information", field: "sector" }, "invalid", "sector_list", `"${business.sector}" is not in the provider's list of sectors.`));
  }
  const incorporated = isGiven(business.incorporation_date) ? business.incorporation_date.trim() : undefined;
  if (incorporated !== undefined && !isPastDate(incorporated, context.today)) {
    const why = isIsoDate(incorporated) ? `is ${incorporated}, a day still to come` : "is not a day of the calendar: type it again";
    found.push(finding({ section: "business_information", field: "incorporation_date" }, "invalid", "company_age_dates", `The date of incorporation ${why}.`));
  }
  return found;
}

/** Choice: the proof may be any document of the form (uploaded ahead or referred to by the business) whose category or type is proof_of_business_activity. */
function onlinePresence(context: CheckContext, business: OnboardingBusinessInformation): Finding[] {
  if (isGiven(business.business_website)) return [];
  const found: Finding[] = [];
  if (!isGiven(business.business_activity_description)) {
    found.push(
      finding({ section: "business_information", field: "business_activity_description" }, "missing", "online_presence", "Describe what the business does: it has no website or other online presence."),
    );
  }
  const hasProof = context.documents.some((document) => [document.category, document.document_type].some((value) => value?.trim() === "proof_of_business_activity"));
  if (!hasProof) {
    found.push(
      finding({ section: "business_information", field: "document_ids" }, "missing", "online_presence", "Upload a proof of business activity (invoices, contracts or the like): the business has no website or other online presence."),
    );
  }
  return found;
}

export function checkBusinessInformation(context: CheckContext): Finding[] {
  const business = context.form.business_information;
  if (!context.isCorporate) {
    return business === null || business === undefined
      ? []
      : [finding({ section: "business_information" }, "not_allowed", "business_information_for_companies", "An individual application has no business information: remove it.")];
  }
  if (business === null || business === undefined) {
    return [finding({ section: "business_information" }, "missing", "business_details", "Fill in the company's business information.")];
  }
  return [...requiredDetails(business), ...wrongValues(context, business), ...onlinePresence(context, business)];
}
