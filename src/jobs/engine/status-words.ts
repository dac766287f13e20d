import { codeInWords } from "../../domain";

/**
 * The one table of the service's statuses in words, for every object the product shows a status of: payments and
 * conversions (the FX status column), transfers, beneficiaries, accounts and contacts, onboarding applications. Where
 * one code means the same for several objects (`completed`), it has one word. The audit sheet shows them in words too
 * (docs/words-and-errors.md, "The audit sheet").
 */
export const STATUS_WORDS: Readonly<Record<string, string>> = {
  // Payments.
  new: "New",
  ready_to_send: "Ready to send",
  awaiting_authorisation: "Awaiting authorisation",
  authorised: "Authorised",
  submitted: "Submitted",
  released: "Released",
  completed: "Completed",
  failed: "Failed",
  deleted: "Deleted",
  returned: "Returned",
  suspended: "Suspended",
  // Conversions.
  awaiting_funds: "Awaiting funds",
  funds_arrived: "Funds arrived",
  trade_settled: "Settled",
  closed: "Closed",
  // Transfers.
  pending: "Pending",
  cancelled: "Cancelled",
  // Beneficiaries and clients a run made or found, and as a refresh finds them.
  created: "Created",
  existing: "Already there",
  active: "Active",
  "not found": "Not found",
  // Accounts and contacts.
  enabled: "Enabled",
  disabled: "Disabled",
  enabled_no_trading: "Enabled (no trading)",
  not_enabled: "Not enabled",
};

/** A payment's status where it differs from the shared word: a payment is submitted to the bank. */
export const PAYMENT_STATUS_WORDS: Readonly<Record<string, string>> = { ...STATUS_WORDS, submitted: "Submitted to the bank" };

/**
 * Where the SWIFT gpi tracker says a Swift payment is (payments/{id}/tracking_info: docs/provider-api.md §19): its own
 * codes, read for the payee's side of the payment.
 */
export const TRACKER_STATUS_WORDS: Readonly<Record<string, string>> = { processing: "On its way", completed: "Credited to the payee", rejected: "Rejected" };

/**
 * A service status (`awaiting_authorisation`) in the words the product shows ("Awaiting authorisation"): `words`'
 * own entry (the shared table unless told), else the code read out, so a status the service adds later still reads
 * as words.
 */
export function statusInWords(status: string, words: Readonly<Record<string, string>> = STATUS_WORDS): string {
  return codeInWords(status, words);
}
