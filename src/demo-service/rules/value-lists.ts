/**
 * The provider's value lists the demo service checks requests against, written from the reference (SW, the tag of
 * docs/demo-service.md: CurrencyCloud/currencycloud-swagger src/reference.yaml), each with the operation it comes
 * from. The reference's plain enumerations (accounts', contacts', identification documents') are one transcription
 * the client takes too (src/provider-format/value-lists.ts: docs/demo-service.md, "One wire format"); the rest are the
 * demo service's own, and test/unit/project/provider-rules-agree.test.ts names every difference from the client's.
 */

/** SW CreateAccount `legal_entity_type` (enum), in the order its `legal_entity_type_not_in_range` lists it. */
export const ACCOUNT_LEGAL_ENTITY_TYPES = ["individual", "company"] as const;

export { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_STATUSES, BENEFICIARY_IDENTIFICATION_TYPES, CONTACT_STATUSES } from "../../provider-format/value-lists";

/**
 * SW CreateAccount, UpdateAccount, FindAccounts: `your_reference_is_too_long`, "can not be longer than 25
 * character(s)" `{maxlength: 25}`. The parameter itself declares 255; the refusal's 25 is what the service answers.
 */
export const ACCOUNT_REFERENCE_MAX = 25;

/** docs/provider-api.md §3: `state_or_province` and `postal_code` are required for an account in the US, Canada or Mexico. */
export const STATE_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA", "MX"]);

/**
 * SW CreateContact `email_address` pattern, `^[\w\.\_\%\-\+]+@([\w-]+\.)+\w{2,}+$`, less its trailing possessive
 * `+`, which JavaScript has no syntax for (it changes nothing about what matches). SW CreateBeneficiary declares no
 * pattern for `email`; the demo service holds it to the same one (Assumption).
 */
export const EMAIL_PATTERN = /^[\w._%+-]+@([\w-]+\.)+\w{2,}$/;

/** SW CreateConversion, GetDetailedRates, CreateQuoteConversion `fixed_side` (enum). */
export const FIXED_SIDES = ["buy", "sell"] as const;
export type FixedSide = (typeof FIXED_SIDES)[number];
