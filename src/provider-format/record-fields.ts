/**
 * Runs of fields the provider's records carry as text or null, named once from its reference (SW, with the
 * definition each comes from), so the client's schemas and the demo service's snapshot list the same names: each
 * side builds its fields from these with its own reading of "text or null" (`fieldsOf`).
 */

/** SW Beneficiary: who the beneficiary is and where, each text or null. */
export const BENEFICIARY_PARTY_FIELDS = [
  "beneficiary_entity_type",
  "beneficiary_company_name",
  "beneficiary_first_name",
  "beneficiary_last_name",
  "beneficiary_city",
  "beneficiary_postcode",
  "beneficiary_state_or_province",
  "beneficiary_date_of_birth",
  "beneficiary_identification_type",
  "beneficiary_identification_value",
] as const;

/**
 * SW Beneficiary: the bank account's number and codes, each text or null (the recordings answer null for the BIC and
 * IBAN of a beneficiary paid by account number and routing code).
 */
export const BENEFICIARY_ACCOUNT_FIELDS = [
  "account_number",
  "routing_code_type_1",
  "routing_code_value_1",
  "routing_code_type_2",
  "routing_code_value_2",
  "bic_swift",
  "iban",
] as const;

/** SW SimulateFunding's answer (a demo top-up): who sent the funds, each text or null. */
export const TOP_UP_SENDER_FIELDS = [
  "sender_name",
  "sender_address",
  "sender_country",
  "sender_reference",
  "sender_account_number",
  "sender_routing_code",
] as const;

/** Each field named, with the one value given: a schema's entries for a run of fields alike. */
export function fieldsOf<const K extends string, V>(names: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(names.map((name) => [name, value])) as Record<K, V>;
}
