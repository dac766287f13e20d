/** Applicant and consent: contact name, e-mail, phone, the application's country, terms and corporate authority. */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, pathText } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, individualForm, NOW, type BreakingCase, type SatisfyingCase } from "./baselines";

describe("form fields: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["no contact name", changed(individualForm, (form) => (form.contact_name = "  ")), ["form.contact_name applicant_contact"]],
    ["no e-mail", changed(individualForm, (form) => (form.email = null)), ["form.email applicant_contact"]],
    ["no phone number", changed(corporateForm, (form) => delete form.phone_number), ["form.phone_number applicant_contact"]],
    ["no country (individual)", changed(individualForm, (form) => delete form.country), ["form.country application_country"]],
    ["a three-letter country code", changed(corporateForm, (form) => (form.country = "GBR")), ["form.country country_codes"]],
    ["a company applying from another country than its registered address", changed(corporateForm, (form) => (form.country = "DE")), ["form.country application_country"]],
    ["terms not accepted", changed(individualForm, (form) => (form.agreed_to_terms_and_conditions = false)), ["form.agreed_to_terms_and_conditions consent_to_terms"]],
    ["terms left unanswered", changed(corporateForm, (form) => delete form.agreed_to_terms_and_conditions), ["form.agreed_to_terms_and_conditions consent_to_terms"]],
    ["no corporate authority", changed(corporateForm, (form) => (form.agreed_to_corporate_authority = null)), ["form.agreed_to_corporate_authority corporate_authority"]],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("form fields: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ["an individual does not confirm corporate authority", changed(individualForm, (form) => delete form.agreed_to_corporate_authority)],
    ["a country in lower case", changed(individualForm, (form) => (form.country = "fr"))],
  ])("%s", (_, form) => expectExactly(form, []));
});

describe("permitted jurisdictions, when the caller passes the service's list", () => {
  it("refuses a country outside the list", () => {
    const findings = checkCompleteness(individualForm(), { now: NOW, permittedCountries: ["GB", "DE"] });
    expect(findings.map((found) => `${pathText(found.path)} ${found.rule}`)).toEqual(["form.country application_country"]);
    expect(findings[0]?.message).toBe("The provider does not accept applications from France.");
  });

  it("accepts a country on the list", () => {
    expect(checkCompleteness(individualForm(), { now: NOW, permittedCountries: ["fr", "GB"] })).toEqual([]);
  });
});
