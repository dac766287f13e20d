/**
 * The rules of a complete application, named and told in a finance user's words. A finding cites one of these, so
 * the checklist can say why a field is needed, not only that it is. The order here is the tie-break when two
 * findings point at the same field.
 */

interface RuleText {
  title: string;
  explanation: string;
}

export const ONBOARDING_RULES = {
  consent_to_terms: {
    title: "Consent to the terms",
    explanation: "The applicant must accept the provider's terms and conditions before the application is sent.",
  },
  corporate_authority: {
    title: "Authority to apply for the company",
    explanation: "Whoever fills in a company's application confirms they have authority to apply on its behalf.",
  },
  applicant_contact: {
    title: "Who is applying",
    explanation: "The form records the name of the person filling it in (who gives the consent), an e-mail and a phone number.",
  },
  application_country: {
    title: "Country of the application",
    explanation:
      "An individual applies from their home country and a company from the country of its registered address; it must be one where the provider accepts customers.",
  },
  country_codes: {
    title: "Country codes",
    explanation: "Countries are written as two-letter ISO codes, such as GB, US or DE.",
  },
  individual_applicant: {
    title: "One applicant on an individual application",
    explanation: "An individual application lists exactly one person, with the single role user, living in the application's country.",
  },
  company_people: {
    title: "A director and a user on a company application",
    explanation: "A company application lists at least one director and at least one user.",
  },
  known_roles: {
    title: "Roles",
    explanation: "A person's roles are User, Director or Ultimate business owner; one person may hold several.",
  },
  identify_every_person: {
    title: "Identify every person",
    explanation: "Every person is identified by first name, last name, roles, home country and date of birth.",
  },
  verify_applicant: {
    title: "Verify the applicant",
    explanation: "The person applying as an individual is fully verified: identified, plus their address and, where their country requires it, identity documents.",
  },
  verify_one_director: {
    title: "Verify one director",
    explanation:
      "One director is fully verified and sends a photo of themselves holding their identity document; the other directors only need to be identified.",
  },
  verify_users_and_owners: {
    title: "Verify users and owners",
    explanation:
      "Every user and every ultimate business owner is fully verified. A person holding several roles is verified once, and that covers all of them.",
  },
  identity_documents: {
    title: "Identity documents outside the UK and the US",
    explanation: "A verified person whose home is neither in the UK nor in the US sends an identity document.",
  },
  us_social_security_number: {
    title: "US social security number",
    explanation: "A verified person whose home is in the US gives their social security number.",
  },
  passport_for_us_company: {
    title: "Passports for a US company",
    explanation:
      "For a company registered in the US, every person whose home is outside the US gives their passport number and the country that issued it.",
  },
  address_in_home_country: {
    title: "Address in the home country",
    explanation: "A person's address is their current permanent address, so it lies in their home country.",
  },
  user_email: {
    title: "E-mail of each user",
    explanation: "Users sign in with their e-mail, so each user on a company application needs one.",
  },
  owners_listed: {
    title: "List every owner of 10 % or more",
    explanation: "Every natural person owning 10 % or more of the company, directly or indirectly, is listed as an ultimate business owner.",
  },
  ownership_percentages: {
    title: "Ownership percentages",
    explanation: "Each ultimate business owner's share is given; every share is between 0 and 100 %, and all shares together are at most 100 %.",
  },
  business_details: {
    title: "Company details",
    explanation:
      "A company application gives the country of registration, company name, legal form, sector, date of incorporation and registered address, and the registration country matches the registered address.",
  },
  legal_entity_types: {
    title: "Legal form",
    explanation: "The legal form is one of the provider's legal entity types, and must exist in the company's country.",
  },
  sector_list: {
    title: "Sector",
    explanation: "The sector is one of the provider's list of sectors.",
  },
  company_registration_number: {
    title: "Company registration number by legal form and region",
    explanation:
      "Whether the official company number applies depends on the legal form and on where the company is registered (UK, US, EEA or rest of world): it is required where it applies and left empty where it does not.",
  },
  vat_number: {
    title: "VAT number or tax ID by legal form and region",
    explanation:
      "Whether the VAT number (in the US and elsewhere, the tax ID) applies depends on the legal form and on where the company is registered (UK, US, EEA or rest of world): it is required where it applies and left empty where it does not.",
  },
  online_presence: {
    title: "Proof of activity without a website",
    explanation:
      "A business with no website or other online presence describes its activity and uploads a proof of business activity (invoices, contracts or the like).",
  },
  company_age_dates: {
    title: "Date of incorporation",
    explanation: "The date of incorporation is a real day of the calendar, not in the future.",
  },
  business_information_for_companies: {
    title: "Business information is for companies",
    explanation: "Only a company application has a business information section.",
  },
  account_usage: {
    title: "How the account will be used",
    explanation:
      "Every application says whether the account will receive money from third parties, where the money comes from and what the account is for; a company also gives the countries it deals with, whether this is a one-off, and its expected monthly value (with its currency) and number of payments.",
  },
  purpose_details: {
    title: "Details of an other purpose",
    explanation: "When the account's main purpose is \"other\", the application says what it is.",
  },
  initial_capital: {
    title: "Initial capital of a young company",
    explanation: "A company incorporated less than 12 months ago gives its initial capital.",
  },
  complete_address: {
    title: "Complete address",
    explanation: "An address gives street, city, postal code and country.",
  },
  state_or_province: {
    title: "State or province",
    explanation: "Addresses in the US, Australia and Canada give their state or province.",
  },
  person_document_category: {
    title: "Documents attached to a person",
    explanation: "A document attached to a person proves their identity, so its category is Proof of identity.",
  },
  document_references: {
    title: "Attached documents exist",
    explanation: "A document a person or section refers to has been uploaded to this application.",
  },
  document_values: {
    title: "Document type and category",
    explanation: "Each document has one of the provider's document types and categories.",
  },
  document_sides: {
    title: "Images of each side",
    explanation:
      "Each document has an image of its front; two-sided documents such as driving licences also need the back. Sides are front, back or face (the photo of the person holding the document).",
  },
  image_count: {
    title: "At most 3 images",
    explanation: "A document carries at most 3 image files.",
  },
} as const satisfies Record<string, RuleText>;

export type OnboardingRule = keyof typeof ONBOARDING_RULES;

/** "Verify one director: One director is fully verified …" — the rule's name, then what it asks. */
export function reasonOf(rule: OnboardingRule): string {
  const { title, explanation } = ONBOARDING_RULES[rule];
  return `${title}: ${explanation}`;
}
