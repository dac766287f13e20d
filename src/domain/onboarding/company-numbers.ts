/**
 * Whether a company gives a VAT number (tax ID) and a company registration number, by legal form and by the region
 * it is registered in — the document's table, copied row by row. "y": required; "n": does not apply, so left empty;
 * "n/a": the legal form does not exist in that region (a Scottish limited partnership is UK only).
 */
import type { CheckContext } from "./check-context";
import { isGiven } from "./field-values";
import { finding, type Finding } from "./findings";
import { EEA_COUNTRIES, LEGAL_ENTITY_TYPES, UK, US, type LegalEntityType } from "./values";

type Applies = "y" | "n" | "n/a";
type Region = "uk" | "us" | "eea" | "rest_of_world";
/** UK VAT, UK company no., US VAT, US company no., EEA VAT, EEA company no., rest of world VAT, rest of world company no. */
type TableRow = readonly [Applies, Applies, Applies, Applies, Applies, Applies, Applies, Applies];

const NUMBERS_BY_LEGAL_FORM: Record<LegalEntityType, TableRow> = {
  sole_trader: ["n", "n", "y", "y", "n", "n", "n", "n"],
  limited_liability_company: ["y", "y", "y", "y", "y", "y", "y", "y"],
  public_limited_company: ["y", "y", "y", "y", "y", "y", "y", "y"],
  limited_liability_partnership: ["y", "y", "y", "y", "y", "y", "y", "y"],
  unincorporated_partnership: ["n", "n", "n", "n", "n", "n", "n", "n"],
  scottish_limited_partnership: ["y", "y", "n/a", "n/a", "n/a", "n/a", "n/a", "n/a"],
  unregistered_charity: ["n", "n", "n", "n", "n", "n", "n", "n"],
  registered_charity: ["n", "y", "y", "y", "n", "y", "n", "y"],
  trust: ["n", "n", "y", "y", "n", "n", "n", "n"],
  company_with_nominee_shareholders_or_shares_in_bearer_form: ["n", "n", "n", "n", "n", "n", "n", "n"],
  other: ["n", "n", "n", "n", "n", "n", "n", "n"],
};

const REGION_COLUMNS: Record<Region, number> = { uk: 0, us: 2, eea: 4, rest_of_world: 6 };
const REGION_NAMES: Record<Region, string> = { uk: "the UK", us: "the US", eea: "the EEA", rest_of_world: "outside the UK, the US and the EEA" };

function regionOf(country: string): Region {
  if (country === UK) return "uk";
  if (country === US) return "us";
  return EEA_COUNTRIES.includes(country) ? "eea" : "rest_of_world";
}

function isLegalEntityType(value: string): value is LegalEntityType {
  return (LEGAL_ENTITY_TYPES as readonly string[]).includes(value);
}

export function checkCompanyNumbers(context: CheckContext): Finding[] {
  const business = context.form.business_information;
  const legalForm = business?.legal_entity_type?.trim();
  const country = context.businessCountry;
  if (!context.isCorporate || business === null || business === undefined || legalForm === undefined || !isLegalEntityType(legalForm) || country === undefined) return [];
  const region = regionOf(country);
  const row = NUMBERS_BY_LEGAL_FORM[legalForm];
  const column = REGION_COLUMNS[region];
  const legalFormName = legalForm.replace(/_/g, " ");
  if (row[column] === "n/a") {
    return [finding({ section: "business_information", field: "legal_entity_type" }, "invalid", "legal_entity_types", `A ${legalFormName} cannot be registered in ${REGION_NAMES[region]}.`)];
  }
  const numbers = [
    { field: "vat_number", rule: "vat_number", name: region === "uk" || region === "eea" ? "VAT number" : "Tax ID (VAT number field)", applies: row[column] },
    { field: "company_registration_number", rule: "company_registration_number", name: "Company registration number", applies: row[column + 1] },
  ] as const;
  return numbers.flatMap(({ field, rule, name, applies }) => {
    const given = isGiven(business[field]);
    if (applies === "y" && !given) return [finding({ section: "business_information", field }, "missing", rule, `${name} is needed for a ${legalFormName} registered in ${REGION_NAMES[region]}.`)];
    if (applies === "n" && given) return [finding({ section: "business_information", field }, "not_allowed", rule, `${name} does not apply to a ${legalFormName} registered in ${REGION_NAMES[region]}: leave it empty.`)];
    return [];
  });
}
