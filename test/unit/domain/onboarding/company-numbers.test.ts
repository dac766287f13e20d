/**
 * VAT number (tax ID) and company registration number by legal form and region, cell by cell of the document's
 * table (restated here as the document prints it): where a number applies, leaving it out is a finding; where it does
 * not, giving it is one; where the legal form does not exist in the region, the legal form is the finding.
 */
import { describe, expect, it } from "@jest/globals";
import { checkCompleteness, LEGAL_ENTITY_TYPES, type OnboardingForm } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, NOW, personOf, type Draft } from "./baselines";

const DOCUMENT_TABLE: Record<string, string> = {
  //                                                          UK    US    EEA   rest of world (VAT, company no.)
  sole_trader: /*                                           */ "n n   y y   n n   n n",
  limited_liability_company: /*                             */ "y y   y y   y y   y y",
  public_limited_company: /*                                */ "y y   y y   y y   y y",
  limited_liability_partnership: /*                         */ "y y   y y   y y   y y",
  unincorporated_partnership: /*                            */ "n n   n n   n n   n n",
  scottish_limited_partnership: /*                          */ "y y   n/a n/a n/a n/a n/a n/a",
  unregistered_charity: /*                                  */ "n n   n n   n n   n n",
  registered_charity: /*                                    */ "n y   y y   n y   n y",
  trust: /*                                                 */ "n n   y y   n n   n n",
  company_with_nominee_shareholders_or_shares_in_bearer_form: "n n   n n   n n   n n",
  other: /*                                                 */ "n n   n n   n n   n n",
};

const REGIONS = [
  { region: "UK", country: "GB" },
  { region: "US", country: "US" },
  { region: "EEA", country: "DE" },
  { region: "rest of world", country: "JP" },
] as const;

interface Cell {
  legalForm: string;
  region: string;
  country: string;
  vat: string;
  companyNumber: string;
}

const CELLS: Cell[] = Object.entries(DOCUMENT_TABLE).flatMap(([legalForm, row]) => {
  const marks = row.split(/\s+/);
  return REGIONS.map(({ region, country }, column) => ({ legalForm, region, country, vat: marks[2 * column] ?? "?", companyNumber: marks[2 * column + 1] ?? "?" }));
});

/** The corporate baseline registered in a country, as a legal form, with the numbers given or not. */
function companyIn(country: string, legalForm: string, numbers: { vat: boolean; companyNumber: boolean }): OnboardingForm {
  return changed(corporateForm, (form: Draft<OnboardingForm>) => {
    form.country = country;
    const business = form.business_information;
    if (!business) throw new Error("the corporate baseline has business information");
    business.business_country = country;
    business.legal_entity_type = legalForm;
    business.registered_address_attributes = { street: "1 Main Street", city: "Capital", postal_code: "10005", state_of_province: "NY", country };
    business.vat_number = numbers.vat ? "TAX-123" : null;
    business.company_registration_number = numbers.companyNumber ? "REG-456" : undefined;
    // Passports are asked of people outside the US when the company is in the US; giving them elsewhere is harmless.
    for (const index of [0, 1, 2, 3]) {
      personOf(form, index).passport_number = `P00${index}`;
      personOf(form, index).passport_country_of_issue = personOf(form, index).home_country;
    }
  });
}

it("the restated table covers every legal form in the document, in eight columns", () => {
  expect(Object.keys(DOCUMENT_TABLE)).toEqual([...LEGAL_ENTITY_TYPES]);
  expect(CELLS.every((cell) => ["y", "n", "n/a"].includes(cell.vat) && ["y", "n", "n/a"].includes(cell.companyNumber))).toBe(true);
});

const applicable = CELLS.filter((cell) => cell.vat !== "n/a");

describe("numbers given exactly where they apply: no finding", () => {
  it.each(applicable)("$legalForm in $region (VAT $vat, company no. $companyNumber)", ({ country, legalForm, vat, companyNumber }) => {
    expectExactly(companyIn(country, legalForm, { vat: vat === "y", companyNumber: companyNumber === "y" }), []);
  });
});

describe("a VAT number left out where it applies, or given where it does not", () => {
  it.each(applicable)("$legalForm in $region (VAT $vat)", ({ country, legalForm, vat, companyNumber }) => {
    const form = companyIn(country, legalForm, { vat: vat !== "y", companyNumber: companyNumber === "y" });
    const [found, ...others] = checkCompleteness(form, { now: NOW });
    expect(others).toEqual([]);
    expect(found?.path).toEqual({ section: "business_information", field: "vat_number" });
    expect(found?.rule).toBe("vat_number");
    expect(found?.problem).toBe(vat === "y" ? "missing" : "not_allowed");
  });
});

describe("a company registration number left out where it applies, or given where it does not", () => {
  it.each(applicable)("$legalForm in $region (company no. $companyNumber)", ({ country, legalForm, vat, companyNumber }) => {
    const form = companyIn(country, legalForm, { vat: vat === "y", companyNumber: companyNumber !== "y" });
    const [found, ...others] = checkCompleteness(form, { now: NOW });
    expect(others).toEqual([]);
    expect(found?.path).toEqual({ section: "business_information", field: "company_registration_number" });
    expect(found?.rule).toBe("company_registration_number");
    expect(found?.problem).toBe(companyNumber === "y" ? "missing" : "not_allowed");
  });
});

describe("a legal form that does not exist in the region", () => {
  it.each(CELLS.filter((cell) => cell.vat === "n/a"))("$legalForm in $region, numbers given or not", ({ country, legalForm }) => {
    expectExactly(companyIn(country, legalForm, { vat: true, companyNumber: false }), ["business_information.legal_entity_type legal_entity_types"]);
  });
});

describe("the region follows the registered address", () => {
  it.each([
    ["Norway (EEA, not EU): a sole trader gives no VAT number", "NO"],
    ["Switzerland (rest of world): a sole trader gives no VAT number", "CH"],
  ])("%s", (_, country) => {
    expectExactly(companyIn(country, "sole_trader", { vat: false, companyNumber: false }), []);
    expectExactly(companyIn(country, "sole_trader", { vat: true, companyNumber: false }), ["business_information.vat_number vat_number"]);
  });

  it("a US sole trader is told to give its tax ID", () => {
    const [found] = checkCompleteness(companyIn("US", "sole_trader", { vat: false, companyNumber: true }), { now: NOW });
    expect(found?.message).toBe("Tax ID (VAT number field) is needed for a sole trader registered in the US.");
  });
});
