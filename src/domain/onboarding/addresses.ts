/**
 * Every address on the form — each person's home address, the company's registered and trading addresses — gives
 * street, city, postal code and a two-letter country, and a state or province in the US, Australia and Canada.
 * Choice: the document makes only the building and apartment fields nullable, so the postal code is required
 * everywhere; the document spells the state field `state_of_province`, and so do we.
 */
import { countryInSentence } from "../countries";
import type { CheckContext } from "./check-context";
import { countryOf, isCountryCode, isGiven, personLabel } from "./field-values";
import { finding, type Finding, type FindingPath } from "./findings";
import type { OnboardingAddress } from "./form";
import { COUNTRIES_WITH_STATES } from "./values";

type AddressField = keyof OnboardingAddress;

const REQUIRED_PARTS = [
  { part: "street", name: "Street" },
  { part: "city", name: "City" },
  { part: "postal_code", name: "Postal code" },
  { part: "country", name: "Country" },
] as const;

function checkAddress(address: OnboardingAddress, pathOf: (part: AddressField) => FindingPath, whose: string): Finding[] {
  const found = REQUIRED_PARTS.filter(({ part }) => !isGiven(address[part])).map(({ part, name }) => finding(pathOf(part), "missing", "complete_address", `${name} of ${whose} is needed.`));
  const country = countryOf(address.country);
  if (country !== undefined && !isCountryCode(country)) {
    found.push(finding(pathOf("country"), "invalid", "country_codes", `"${address.country ?? ""}" in ${whose} is not a two-letter country code.`));
  }
  if (country !== undefined && COUNTRIES_WITH_STATES.includes(country) && !isGiven(address.state_of_province)) {
    found.push(finding(pathOf("state_of_province"), "missing", "state_or_province", `State or province of ${whose} is needed: the address is in ${countryInSentence(country)}.`));
  }
  return found;
}

export function checkAddresses(context: CheckContext): Finding[] {
  const found = context.people.flatMap((person, personIndex) => {
    const address = person.personal_address_attributes;
    return address ? checkAddress(address, (part) => ({ section: "people", personIndex, field: `personal_address_attributes.${part}` }), `the home address of ${personLabel(person, personIndex)}`) : [];
  });
  const business = context.isCorporate ? context.form.business_information : undefined;
  for (const [field, whose] of [
    ["registered_address_attributes", "the registered address"],
    ["trading_address_attributes", "the trading address"],
  ] as const) {
    const address = business?.[field];
    if (address) found.push(...checkAddress(address, (part) => ({ section: "business_information", field: `${field}.${part}` }), whose));
  }
  return found;
}
