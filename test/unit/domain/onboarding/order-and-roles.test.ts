/**
 * Properties of the whole list: findings come in the guided form's order (section, then person or document, then
 * field) whatever order the rules found them in; fixing one removes it without moving the others; a person with
 * several roles is asked for each verification field once.
 */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, type OnboardingForm } from "../../../../src/domain/onboarding";
import { changed, corporateForm, documentOf, findingKeys, NOW, personOf, type Draft } from "./baselines";

/** A corporate form broken in every section, the later sections' breaks made first; then any further change. */
function brokenEverywhere(alsoChange: (form: Draft<OnboardingForm>) => void = () => undefined): OnboardingForm {
  return changed(corporateForm, (form) => {
    documentOf(form, 1).document_images = [{ side: "front" }];
    delete personOf(form, 3).email;
    delete personOf(form, 1).dob;
    delete personOf(form, 0).first_name;
    if (form.account_usage) form.account_usage.source_of_funds = null;
    if (form.business_information) delete form.business_information.business_website;
    form.phone_number = "";
    form.agreed_to_terms_and_conditions = false;
    alsoChange(form);
  });
}

describe("the order of findings", () => {
  it("is section, then person or document, then field", () => {
    expect(findingKeys(brokenEverywhere())).toEqual([
      "form.phone_number applicant_contact",
      "form.agreed_to_terms_and_conditions consent_to_terms",
      "business_information.business_activity_description online_presence",
      "business_information.document_ids online_presence",
      "account_usage.source_of_funds account_usage",
      "people[0].first_name identify_every_person",
      "people[1].dob identify_every_person",
      "people[3].email user_email",
      "documents[1].document_images document_sides",
    ]);
  });

  it("is the same on every run", () => {
    expect(checkCompleteness(brokenEverywhere(), { now: NOW })).toEqual(checkCompleteness(brokenEverywhere(), { now: NOW }));
  });

  it("does not move the other findings when one is fixed", () => {
    const before = findingKeys(brokenEverywhere());
    const fixed = brokenEverywhere((form) => (personOf(form, 1).dob = "1970-07-21"));
    expect(findingKeys(fixed)).toEqual(before.filter((key) => key !== "people[1].dob identify_every_person"));
  });

  it("puts the people list as a whole before its people, and a person's fields in the form's order", () => {
    const form = changed(corporateForm, (draft) => {
      const dan = personOf(draft, 3);
      delete dan.id_number;
      delete dan.email;
      delete dan.dob;
      personOf(draft, 2).ownership_percentage = "45";
    });
    expect(findingKeys(form)).toEqual([
      "people.ownership_percentage ownership_percentages",
      "people[3].dob identify_every_person",
      "people[3].email user_email",
      "people[3].id_number us_social_security_number",
    ]);
  });
});

describe("a person with several roles is verified once", () => {
  const aliceWithoutAddressOrDocument = changed(corporateForm, (form) => {
    const alice = personOf(form, 0);
    alice.home_country = "IE";
    delete alice.personal_address_attributes;
    alice.document_ids = [];
  });

  it("a director, user and owner is asked for each verification field once", () => {
    // Alice is director, user and owner in Ireland: her address and an identity document, once each, and the face
    // photo she owes as the director to verify.
    expect(findingKeys(aliceWithoutAddressOrDocument)).toEqual([
      "people[0].personal_address_attributes verify_users_and_owners",
      "people[0].document_ids verify_one_director",
      "people[0].document_ids identity_documents",
    ]);
  });

  it("says the verification covers all the person's roles", () => {
    const [address] = checkCompleteness(aliceWithoutAddressOrDocument, { now: NOW });
    expect(address?.message).toBe("Home address is needed to verify Alice Smith (once, for all roles: director, user, ultimate business owner).");
  });

  it("one verification satisfies every role: a verified director, user and owner yields nothing (baseline Alice)", () => {
    expect(findingKeys(corporateForm())).toEqual([]);
  });
});
