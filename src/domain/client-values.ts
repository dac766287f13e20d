/**
 * The value sets of sub-accounts and contacts (docs/provider-api.md §3): what accounts create and update and contacts create
 * and update accept. The client checks a form or a row against them before sending. The reference's enumerations
 * come from the one transcription both sides take (src/provider-format/value-lists.ts); the demo service holds the
 * rest itself (demo-service/rules/value-lists.ts), and test/unit/project/provider-rules-agree.test.ts names any difference.
 */
export const ACCOUNT_LEGAL_ENTITY_TYPES = ["company", "individual"] as const;

export { ACCOUNT_IDENTIFICATION_TYPES, ACCOUNT_LEGAL_ENTITY_SUB_TYPES, ACCOUNT_STATUSES, CONTACT_STATUSES } from "../provider-format/value-lists";

/**
 * An account's your_reference is at most 25 characters: the swagger reference's CreateAccount, UpdateAccount and
 * FindAccounts all refuse longer with your_reference_is_too_long ("can not be longer than 25 character(s)").
 */
export const ACCOUNT_REFERENCE_MAX = 25;

/** The spread tables an account may be given. */
export const SPREAD_TABLE_NAMES = ["no_markup", "fxcg_rfx_default", "flat_0.00", "flat_0.10", "flat_0.25", "flat_0.50", "flat_1.00"] as const;

/** Countries whose addresses need a state and a postal code. */
export const STATE_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA", "MX"]);

/**
 * A contact's time zone as the form checks it: an IANA name such as Europe/London or Etc/GMT+5 (digits too). The
 * service itself checks only its length (7 to 35 characters).
 */
export const TIMEZONE_PATTERN = /^[A-Za-z_]+\/[A-Za-z0-9_/+-]+$/;
/**
 * A contact's e-mail address as the provider takes it: SW CreateContact's `email_address` pattern,
 * `^[\w\.\_\%\-\+]+@([\w-]+\.)+\w{2,}+$` (docs/demo-service.md, "The provider's rules, the demo service's own"), less
 * its trailing possessive `+`, which JavaScript has no syntax for and which changes nothing about what matches. The
 * client checks it before sending so that a person hears why in words (domain/email-address.ts) instead of the
 * service's refusal (issue 43): an apostrophe, an accented letter or a one-letter ending is refused there.
 */
export const EMAIL_PATTERN = /^[\w._%+-]+@([\w-]+\.)+\w{2,}$/;
