/**
 * The demo service's onboarding reference lists: countries (whether applicants may come from them, EEA or not,
 * dialling code, the identity documents they issue) and supported currencies. The provider's own lists are "not
 * shown"; these are a plausible subset with real codes, and names from the platform's Intl data.
 */
import { createHash } from "node:crypto";
import type { OnboardingCountryInput, OnboardingCurrencyInput } from "../wire";

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });
const CURRENCY_NAMES = new Intl.DisplayNames(["en"], { type: "currency" });

const COMMON_DOCUMENTS = ["passport", "driving_licence", "residence_id"];
const US_DOCUMENTS = ["passport", "driving_licence", "state_id", "biometric_state_id"];

/** iso2, iso3, dialling code, EEA member, permitted jurisdiction. */
const COUNTRIES: readonly (readonly [string, string, string, boolean, boolean])[] = [
  ["GB", "GBR", "+44", false, true],
  ["US", "USA", "+1", false, true],
  ["CA", "CAN", "+1", false, true],
  ["AU", "AUS", "+61", false, true],
  ["NZ", "NZL", "+64", false, true],
  ["IE", "IRL", "+353", true, true],
  ["FR", "FRA", "+33", true, true],
  ["DE", "DEU", "+49", true, true],
  ["NL", "NLD", "+31", true, true],
  ["BE", "BEL", "+32", true, true],
  ["LU", "LUX", "+352", true, true],
  ["ES", "ESP", "+34", true, true],
  ["PT", "PRT", "+351", true, true],
  ["IT", "ITA", "+39", true, true],
  ["AT", "AUT", "+43", true, true],
  ["DK", "DNK", "+45", true, true],
  ["SE", "SWE", "+46", true, true],
  ["FI", "FIN", "+358", true, true],
  ["NO", "NOR", "+47", true, true],
  ["IS", "ISL", "+354", true, true],
  ["LI", "LIE", "+423", true, true],
  ["PL", "POL", "+48", true, true],
  ["CZ", "CZE", "+420", true, true],
  ["GR", "GRC", "+30", true, true],
  ["CH", "CHE", "+41", false, true],
  ["SG", "SGP", "+65", false, true],
  ["HK", "HKG", "+852", false, true],
  ["JP", "JPN", "+81", false, true],
  ["AE", "ARE", "+971", false, true],
  ["ZA", "ZAF", "+27", false, true],
  ["IN", "IND", "+91", false, true],
  ["BR", "BRA", "+55", false, true],
  ["MX", "MEX", "+52", false, true],
  ["RU", "RUS", "+7", false, false],
  ["BY", "BLR", "+375", false, false],
  ["IR", "IRN", "+98", false, false],
  ["KP", "PRK", "+850", false, false],
  ["SY", "SYR", "+963", false, false],
  ["CU", "CUB", "+53", false, false],
  ["AF", "AFG", "+93", false, false],
];

const SUPPORTED_CURRENCIES = ["AUD", "CAD", "CHF", "CZK", "DKK", "EUR", "GBP", "HKD", "JPY", "MXN", "NOK", "NZD", "PLN", "SEK", "SGD", "USD", "ZAR"];

/** A fixed id per code, so the lists read the same after a restart and on every machine. */
function stableId(kind: string, code: string): string {
  const hex = createHash("sha256").update(`fx-desk onboarding ${kind} ${code}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const ONBOARDING_COUNTRIES: readonly OnboardingCountryInput[] = COUNTRIES.map(([iso2, iso3, dialCode, eea, permitted]) => ({
  id: stableId("country", iso2),
  iso2,
  iso3,
  name: REGION_NAMES.of(iso2) ?? iso2,
  eea_country: eea,
  permitted_jurisdiction: permitted,
  dial_code: dialCode,
  document_types: iso2 === "US" ? US_DOCUMENTS : COMMON_DOCUMENTS,
}));

export const ONBOARDING_CURRENCIES: readonly OnboardingCurrencyInput[] = SUPPORTED_CURRENCIES.map((iso3) => ({
  id: stableId("currency", iso3),
  iso3,
  name: CURRENCY_NAMES.of(iso3) ?? iso3,
  supported: true,
}));

/** A country by its two- or three-letter code, any case. */
export function countryByCode(code: string): OnboardingCountryInput | undefined {
  const upper = code.toUpperCase();
  return ONBOARDING_COUNTRIES.find((country) => country.iso2 === upper || country.iso3 === upper);
}
