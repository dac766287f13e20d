/** Addresses: street, city, postal code and a two-letter country; a state or province in the US, Australia and Canada. */
import { describe, it } from "@jest/globals";
import type { OnboardingAddress, OnboardingForm } from "../../../../src/domain/onboarding";
import { changed, corporateForm, expectExactly, individualForm, personOf, type BreakingCase, type Draft, type SatisfyingCase } from "./baselines";

function homeAddressOf(baseline: () => Draft<OnboardingForm>, personIndex: number, change: (address: Draft<OnboardingAddress>) => void): OnboardingForm {
  return changed(baseline, (form) => {
    const address = personOf(form, personIndex).personal_address_attributes;
    if (!address) throw new Error(`person ${personIndex} of the baseline has an address`);
    change(address);
  });
}

function withTradingAddress(address: OnboardingAddress): OnboardingForm {
  return changed(corporateForm, (form) => {
    if (form.business_information) form.business_information.trading_address_attributes = address;
  });
}

describe("addresses: a change that breaks one rule yields exactly its finding", () => {
  it.each<BreakingCase>([
    ["a home address without a street", homeAddressOf(individualForm, 0, (address) => delete address.street), ["people[0].personal_address_attributes.street complete_address"]],
    ["a home address without a city", homeAddressOf(individualForm, 0, (address) => (address.city = "")), ["people[0].personal_address_attributes.city complete_address"]],
    ["a home address without a postal code", homeAddressOf(corporateForm, 2, (address) => (address.postal_code = null)), ["people[2].personal_address_attributes.postal_code complete_address"]],
    ["a home address without a country", homeAddressOf(individualForm, 0, (address) => delete address.country), ["people[0].personal_address_attributes.country complete_address"]],
    ["a US home address without a state", homeAddressOf(corporateForm, 3, (address) => delete address.state_of_province), ["people[3].personal_address_attributes.state_of_province state_or_province"]],
    [
      "a registered address without a city",
      changed(corporateForm, (form) => {
        if (form.business_information?.registered_address_attributes) form.business_information.registered_address_attributes.city = " ";
      }),
      ["business_information.registered_address_attributes.city complete_address"],
    ],
    [
      "a Canadian trading address without a province",
      withTradingAddress({ street: "1 Bay St", city: "Toronto", postal_code: "M5J 2N8", country: "CA" }),
      ["business_information.trading_address_attributes.state_of_province state_or_province"],
    ],
    [
      "an Australian trading address without a state",
      withTradingAddress({ street: "1 George St", city: "Sydney", postal_code: "2000", country: "au" }),
      ["business_information.trading_address_attributes.state_of_province state_or_province"],
    ],
    [
      "a trading address with its country written out",
      withTradingAddress({ street: "1 Bay St", city: "Toronto", postal_code: "M5J 2N8", country: "Canada" }),
      ["business_information.trading_address_attributes.country country_codes"],
    ],
  ])("%s", (_, form, expected) => expectExactly(form, expected));
});

describe("addresses: the minimal form that satisfies each rule yields no finding", () => {
  it.each<SatisfyingCase>([
    ["an Australian trading address with its state", withTradingAddress({ street: "1 George St", city: "Sydney", postal_code: "2000", state_of_province: "NSW", country: "AU" })],
    ["a Canadian trading address with its province", withTradingAddress({ street: "1 Bay St", city: "Toronto", postal_code: "M5J 2N8", state_of_province: "ON", country: "CA" })],
    ["a UK address needs no state (baseline)", corporateForm()],
    [
      "building and apartment are nullable",
      homeAddressOf(individualForm, 0, (address) => {
        address.apartment_number = null;
        address.building_name = null;
        address.building_number = null;
      }),
    ],
  ])("%s", (_, form) => expectExactly(form, []));
});
