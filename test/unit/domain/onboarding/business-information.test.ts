/**
 * Business information: companies only; its required details; a registration country matching the registered
 * address; a known legal form and sector; a real incorporation date; and, without an online presence, a description
 * of the activity with a document proving it.
 */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, pathText } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, individualForm, NOW, type BreakingCase, type Draft, type SatisfyingCase } from "./baselines";
import type { OnboardingForm } from "../../../../src/domain/onboarding";

type Business = NonNullable<Draft<OnboardingForm>["business_information"]>;

function corporateWith(change: (business: Business, form: Draft<OnboardingForm>) => void): OnboardingForm {
  return changed(corporateForm, (form) => {
    if (!form.business_information) throw new Error("the corporate baseline has business information");
    change(form.business_information, form);
  });
}

const PROOF_OF_ACTIVITY = { id: "doc-invoices", document_type: "supporting", category: "proof_of_business_activity", document_images: [{ side: "front" }] };

describe("business information: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["a company without business information", changed(corporateForm, (form) => delete form.business_information), ["business_information business_details"]],
    [
      "an individual with business information",
      changed(individualForm, (form) => (form.business_information = { company_name: "Durand Conseil" })),
      ["business_information business_information_for_companies"],
    ],
    ["no company name", corporateWith((business) => (business.company_name = "")), ["business_information.company_name business_details"]],
    ["no legal form", corporateWith((business) => delete business.legal_entity_type), ["business_information.legal_entity_type business_details"]],
    ["no country of registration", corporateWith((business) => delete business.business_country), ["business_information.business_country business_details"]],
    ["no sector", corporateWith((business) => (business.sector = null)), ["business_information.sector business_details"]],
    ["no incorporation date", corporateWith((business) => delete business.incorporation_date), ["business_information.incorporation_date business_details"]],
    ["no registered address", corporateWith((business) => delete business.registered_address_attributes), ["business_information.registered_address_attributes business_details"]],
    [
      "a country of registration other than the registered address's",
      corporateWith((business) => (business.business_country = "IE")),
      ["business_information.business_country business_details"],
    ],
    ["a three-letter country of registration", corporateWith((business) => (business.business_country = "GBR")), ["business_information.business_country country_codes"]],
    ["a legal form the service does not know", corporateWith((business) => (business.legal_entity_type = "plc")), ["business_information.legal_entity_type legal_entity_types"]],
    ["an incorporation date that does not exist", corporateWith((business) => (business.incorporation_date = "2020-13-01")), ["business_information.incorporation_date company_age_dates"]],
    ["an incorporation date after today", corporateWith((business) => (business.incorporation_date = "2026-11-24")), ["business_information.incorporation_date company_age_dates"]],
    [
      "no online presence, no description, no proof",
      corporateWith((business) => delete business.business_website),
      ["business_information.business_activity_description online_presence", "business_information.document_ids online_presence"],
    ],
    [
      "no online presence: a description but no proof",
      corporateWith((business) => {
        business.business_website = " ";
        business.business_activity_description = "Wholesale of office furniture";
      }),
      ["business_information.document_ids online_presence"],
    ],
    [
      "no online presence: proof but no description",
      corporateWith((business, form) => {
        business.business_website = null;
        business.document_ids = [PROOF_OF_ACTIVITY.id];
        form.documents?.push(PROOF_OF_ACTIVITY);
      }),
      ["business_information.business_activity_description online_presence"],
    ],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("business information: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    [
      "no online presence, with a description and a proof of activity referred to by the business",
      corporateWith((business, form) => {
        delete business.business_website;
        business.business_activity_description = "Wholesale of office furniture";
        business.document_ids = [PROOF_OF_ACTIVITY.id];
        form.documents?.push(PROOF_OF_ACTIVITY);
      }),
    ],
    [
      "no online presence, with a description and a proof uploaded ahead against the form (typed proof_of_business_activity)",
      corporateWith((business, form) => {
        delete business.business_website;
        business.business_activity_description = "Wholesale of office furniture";
        form.documents?.push({ ...PROOF_OF_ACTIVITY, document_type: "proof_of_business_activity", category: "supporting" });
      }),
    ],
    ["a trading name is optional", corporateWith((business) => delete business.trading_name)],
    ["a country of registration in lower case", corporateWith((business) => (business.business_country = "gb"))],
    // "UK" is how people write the United Kingdom, whose ISO code is GB: registered in GB with the address in "UK" is one country.
    [
      "a registered address in the UK written UK, registered in GB",
      corporateWith((business, form) => {
        business.business_country = "GB";
        if (business.registered_address_attributes) business.registered_address_attributes.country = "UK";
        form.country = "uk";
      }),
    ],
    ["incorporated today", corporateWith((business, form) => {
      business.incorporation_date = "2026-11-23";
      if (form.account_usage) form.account_usage.initial_capital = "1000.00";
    })],
  ])("%s", (_, form) => expectExactly(form, []));
});

describe("the sector list, when the caller passes the service's", () => {
  it("refuses a sector outside the list", () => {
    const findings = checkCompleteness(corporateForm(), { now: NOW, sectors: ["computer_software", "advertising_or_public_relations_or_marketing"] });
    expect(findings.map((found) => `${pathText(found.path)} ${found.rule}`)).toEqual(["business_information.sector sector_list"]);
  });

  it("accepts a sector on the list", () => {
    expect(checkCompleteness(corporateForm(), { now: NOW, sectors: ["accountancy"] })).toEqual([]);
  });
});
