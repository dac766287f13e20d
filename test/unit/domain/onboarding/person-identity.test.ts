/**
 * Identify versus verify, per person: identity fields for everyone, address and documents (outside the UK and the
 * US) and a social security number (US) for whoever is verified, one director verified with a face photo, users'
 * e-mails, passports for a US company, and home countries that match the application and the address.
 */
import { describe, it } from "@jest/globals";
import { changed, corporateForm, documentOf, expectExactly, individualForm, personOf, type BreakingCase, type Draft, type SatisfyingCase } from "./baselines";
import type { OnboardingForm } from "../../../../src/domain/onboarding";

/** The corporate baseline moved to the US, with every person living outside the US giving a passport. */
function usCompany(): Draft<OnboardingForm> {
  return changed(corporateForm, (form) => {
    form.country = "US";
    const business = form.business_information;
    if (!business) throw new Error("the corporate baseline has business information");
    business.business_country = "US";
    business.registered_address_attributes = { street: "1 Wall Street", city: "New York", postal_code: "10005", state_of_province: "NY", country: "US" };
    for (const index of [0, 1, 2]) {
      personOf(form, index).passport_number = `P00${index}`;
      personOf(form, index).passport_country_of_issue = personOf(form, index).home_country;
    }
  }) as Draft<OnboardingForm>;
}

describe("identify and verify: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["an identified director without a date of birth", changed(corporateForm, (form) => delete personOf(form, 1).dob), ["people[1].dob identify_every_person"]],
    ["an identified director without a first name", changed(corporateForm, (form) => (personOf(form, 1).first_name = "")), ["people[1].first_name identify_every_person"]],
    ["an identified director without a last name", changed(corporateForm, (form) => (personOf(form, 1).last_name = null)), ["people[1].last_name identify_every_person"]],
    ["an identified director without a home country", changed(corporateForm, (form) => delete personOf(form, 1).home_country), ["people[1].home_country identify_every_person"]],
    ["a person without roles", changed(corporateForm, (form) => (personOf(form, 1).roles = [])), ["people[1].roles identify_every_person"]],
    ["a date of birth that does not exist", changed(corporateForm, (form) => (personOf(form, 1).dob = "1970-02-30")), ["people[1].dob identify_every_person"]],
    ["a date of birth after today", changed(corporateForm, (form) => (personOf(form, 1).dob = "2026-11-24")), ["people[1].dob identify_every_person"]],
    ["a home country written out", changed(corporateForm, (form) => (personOf(form, 1).home_country = "Germany")), ["people[1].home_country country_codes"]],
    ["a citizenship written out", changed(corporateForm, (form) => (personOf(form, 1).citizenship = "German")), ["people[1].citizenship country_codes"]],
    ["the individual applicant without an address", changed(individualForm, (form) => delete personOf(form, 0).personal_address_attributes), ["people[0].personal_address_attributes verify_applicant"]],
    ["the individual applicant in France without an identity document", changed(individualForm, (form) => (personOf(form, 0).document_ids = [])), ["people[0].document_ids identity_documents"]],
    ["an owner without an address", changed(corporateForm, (form) => (personOf(form, 2).personal_address_attributes = null)), ["people[2].personal_address_attributes verify_users_and_owners"]],
    ["an owner in Italy without an identity document", changed(corporateForm, (form) => delete personOf(form, 2).document_ids), ["people[2].document_ids identity_documents"]],
    ["a user in the US without a social security number", changed(corporateForm, (form) => delete personOf(form, 3).id_number), ["people[3].id_number us_social_security_number"]],
    ["a user without an e-mail", changed(corporateForm, (form) => delete personOf(form, 3).email), ["people[3].email user_email"]],
    [
      "the verified director without a photo holding their document",
      changed(corporateForm, (form) => (documentOf(form, 0).document_images = [{ side: "front" }])),
      ["people[0].document_ids verify_one_director"],
    ],
    [
      "the only director is not a user or owner: verified, with documents from Germany and a face photo",
      changed(corporateForm, (form) => (personOf(form, 0).roles = ["user", "ultimate_business_owner"])),
      ["people[1].personal_address_attributes verify_one_director", "people[1].document_ids verify_one_director", "people[1].document_ids identity_documents"],
    ],
    [
      "the individual applicant lives in another country than the application's",
      changed(individualForm, (form) => {
        personOf(form, 0).home_country = "DE";
        personOf(form, 0).personal_address_attributes = { street: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country: "DE" };
      }),
      ["people[0].home_country individual_applicant"],
    ],
    [
      "an address outside the person's home country",
      changed(corporateForm, (form) => {
        const address = personOf(form, 2).personal_address_attributes;
        if (address) address.country = "FR";
      }),
      ["people[2].personal_address_attributes.country address_in_home_country"],
    ],
    ["a US company: a director in Germany without a passport number", changed(usCompany, (form) => delete personOf(form, 1).passport_number), ["people[1].passport_number passport_for_us_company"]],
    [
      "a US company: an owner in Italy without the passport's country",
      changed(usCompany, (form) => (personOf(form, 2).passport_country_of_issue = "")),
      ["people[2].passport_country_of_issue passport_for_us_company"],
    ],
    ["a US company: a passport country written out", changed(usCompany, (form) => (personOf(form, 2).passport_country_of_issue = "Italy")), ["people[2].passport_country_of_issue country_codes"]],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("identify and verify: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ["a director who is only identified gives no address or document (baseline Bob)", corporateForm()],
    [
      "an individual in the UK needs no identity document",
      changed(individualForm, (form) => {
        form.country = "GB";
        personOf(form, 0).home_country = "GB";
        personOf(form, 0).document_ids = [];
        personOf(form, 0).personal_address_attributes = { street: "5 Elm Road", city: "London", postal_code: "N1 9GU", country: "GB" };
        form.documents = [];
      }),
    ],
    [
      "an individual in the US gives a social security number instead of documents",
      changed(individualForm, (form) => {
        form.country = "US";
        personOf(form, 0).home_country = "US";
        personOf(form, 0).id_number = "078-05-1120";
        personOf(form, 0).document_ids = null;
        personOf(form, 0).personal_address_attributes = { street: "100 Main St", city: "Austin", postal_code: "78701", state_of_province: "TX", country: "US" };
        form.documents = [];
      }),
    ],
    [
      "another director can be the verified one: the director with the face photo",
      changed(corporateForm, (form) => {
        documentOf(form, 0).document_images = [{ side: "front" }];
        personOf(form, 1).personal_address_attributes = { street: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country: "DE" };
        personOf(form, 1).document_ids = ["doc-bob-passport"];
        form.documents?.push({ id: "doc-bob-passport", document_type: "passport", category: "proof_of_identity", document_images: [{ side: "front" }, { side: "face" }] });
      }),
    ],
    [
      "a second director verified with a face photo is not refused",
      changed(corporateForm, (form) => {
        personOf(form, 1).personal_address_attributes = { street: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country: "DE" };
        personOf(form, 1).document_ids = ["doc-bob-passport"];
        form.documents?.push({ id: "doc-bob-passport", document_type: "passport", category: "proof_of_identity", document_images: [{ side: "front" }, { side: "face" }] });
      }),
    ],
    ["a US company whose people outside the US give passports", usCompany()],
    ["a US company: a person living in the US gives no passport (baseline Dan)", changed(usCompany, (form) => delete personOf(form, 3).passport_number)],
    ["a company outside the US asks no passports", changed(corporateForm, (form) => delete personOf(form, 1).passport_number)],
    ["an individual's e-mail is the form's: the person needs none", changed(individualForm, (form) => delete personOf(form, 0).email)],
    ["an owner who is not a user needs no e-mail (baseline Carla)", changed(corporateForm, (form) => delete personOf(form, 2).email)],
  ])("%s", (_, form) => expectExactly(form, []));
});
