/**
 * What a payer — a fourth party the account pays for, sending `payer_*` fields without on_behalf_of — must give
 * (reference/payer_required_details; docs/provider-api.md §15), and the check payments/create makes of it.
 */
import type { PayerRequiredDetailsInput } from "../wire";
import { message, type FieldErrors } from "../errors";

type Requirement = PayerRequiredDetailsInput["details"][number];
type EntityType = "company" | "individual";
type PaymentType = "priority" | "regular";

// The service's own patterns, in its (Ruby) syntax, as SW-resp `v2_reference_payer_required_details_GET_200` writes them.
const COUNTRY = "\\A[A-z]{2}\\z";
const TEXT = "\\A.{1,255}\\z";
const ISO_8601_DATE =
  "/\\A([\\+-]?\\d{4}(?!\\d{2}\\b))((-?)((0[1-9]|1[0-2])(\\3([12]\\d|0[1-9]|3[01]))?|W([0-4]\\d|5[0-2])(-?[1-7])?|(00[1-9]|0[1-9]\\d|[12]\\d{2}|3([0-5]\\d|6[1-6])))([T\\s]((([01]\\d|2[0-3])((:?)[0-5]\\d)?|24\\:?00)([\\.,]\\d+(?!:))?)?(\\17[0-5]\\d([\\.,]\\d+)?)?([zZ]|([\\+-])([01]\\d|2[0-3]):?([0-5]\\d)?)?)?)?\\z/";

/**
 * Assumption: payers in these countries also give a postcode and a state or province, as the demo's beneficiaries
 * there do (beneficiary-rules.ts); SW PayerRequirements' own example lists payer_postcode, so some routes ask for it.
 */
const POSTCODE_STATE_COUNTRIES = new Set(["US", "CA", "MX", "AU"]);

/** Each route's fields, in the recorded answers' order (SW-resp above; PY `reference/can_retrieve_payer_required_details`, GB). */
function fieldsOf(country: string, entityType: EntityType, paymentType: PaymentType): Requirement["required_fields"] {
  const names =
    entityType === "company"
      ? [["payer_company_name", TEXT], ...(paymentType === "priority" ? [["payer_identification_value", TEXT]] : [])]
      : [["payer_first_name", TEXT], ["payer_last_name", TEXT], ["payer_date_of_birth", ISO_8601_DATE]];
  const address = POSTCODE_STATE_COUNTRIES.has(country) ? [["payer_postcode", TEXT], ["payer_state_or_province", TEXT]] : [];
  return [["payer_country", COUNTRY], ["payer_city", TEXT], ["payer_address", TEXT], ...address, ...names].map(([name, rule]) => ({ name: name!, validation_rule: rule! }));
}

/** The answer for a payer's country, narrowed to the entity type and payment type asked. */
export function payerRequirements(country: string, entityType: string | undefined, paymentType: string | undefined): Requirement[] {
  const routes: [EntityType, PaymentType][] = [["company", "priority"], ["individual", "priority"], ["company", "regular"], ["individual", "regular"]];
  return routes
    .filter(([entity, type]) => (entityType === undefined || entity === entityType) && (paymentType === undefined || type === paymentType))
    .map(([entity, type]) => ({
      currency: null,
      payer_entity_type: entity,
      payment_type: type,
      required_fields: fieldsOf(country, entity, type),
      // A company paying by Swift identifies itself by its registration (SW-resp, PY).
      ...(entity === "company" && type === "priority" ? { payer_identification_type: "incorporation_number" } : {}),
    }));
}

/**
 * CreatePayment's refusal of each required payer field left out. SW CreatePayment lists payer_city_is_missing,
 * payer_postcode_is_missing, payer_state_or_province_is_missing and identification_value_is_missing /
 * identification_type_is_missing (under payer_identification_*); payer_address_is_missing, payer_country_is_missing
 * and payer_date_of_birth_is_missing follow the same pattern: Assumption. The names are checked by the caller.
 */
const MISSING: Readonly<Record<string, { code: string; words: string }>> = {
  payer_country: { code: "payer_country_is_missing", words: "Payer country is missing" },
  payer_city: { code: "payer_city_is_missing", words: "Payer city is missing" },
  payer_address: { code: "payer_address_is_missing", words: "Payer address is missing" },
  payer_postcode: { code: "payer_postcode_is_missing", words: "Payer postcode is missing" },
  payer_state_or_province: { code: "payer_state_or_province_is_missing", words: "Payer state or province is missing" },
  payer_date_of_birth: { code: "payer_date_of_birth_is_missing", words: "Payer date of birth is missing" },
  payer_identification_value: { code: "identification_value_is_missing", words: "identification_value is missing" },
};

/**
 * Checks a fourth-party payer's fields against its route's requirements. Without a country the route is unknown, so
 * only the country is asked for; the entity type and names are checked by the caller.
 */
export function checkPayerRequirements(errors: FieldErrors, given: Readonly<Record<string, unknown>>, paymentType: string): void {
  const country = given.payer_country as string | undefined;
  const entityType = given.payer_entity_type as string | undefined;
  if (country === undefined) {
    errors.add("payer_country", message(MISSING.payer_country!.code, MISSING.payer_country!.words));
    return;
  }
  if (entityType === undefined) return;
  const route = payerRequirements(country, entityType, paymentType)[0];
  if (route === undefined) return;
  for (const { name } of route.required_fields) {
    const missing = MISSING[name];
    if (missing !== undefined && given[name] === undefined) errors.add(name, message(missing.code, missing.words));
  }
  const documentType = route.payer_identification_type;
  if (documentType === undefined) return;
  if (given.payer_identification_type === undefined) {
    errors.add("payer_identification_type", message("identification_type_is_missing", "identification_type is missing"));
  } else if (given.payer_identification_type !== documentType) {
    errors.add("payer_identification_type", message("identification_type_is_invalid", "identification_type is invalid"));
  }
}
