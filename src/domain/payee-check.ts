/**
 * The payee name check (Confirmation of Payee for local GBP, Verification of Payee for SEPA euro): which payees it
 * applies to, the request a payee's details make, and each answer in words with how it is handled. The answers,
 * reason codes and wording are the provider's (docs/provider-api.md §16).
 */

/** The provider's answers; "unavailable" is ours: the check could not be made (the service answered 503 or not at all). */
export type PayeeCheckAnswer = "full_match" | "close_match" | "no_match" | "unavailable";

/** What the check is sent (the fields of `beneficiaries/account_verification`). */
export interface PayeeCheckRequest {
  payment_type: "regular";
  currency: "GBP" | "EUR";
  bank_country: string;
  account_number?: string;
  routing_code_type_1?: "sort_code";
  routing_code_value_1?: string;
  iban?: string;
  beneficiary_entity_type: "company" | "individual";
  beneficiary_company_name?: string;
  beneficiary_first_name?: string;
  beneficiary_last_name?: string;
}

/** A payee's details as a form, a row or a saved beneficiary carries them (snake_case, absent as undefined or null). */
export interface PayeeDetails {
  currency: string;
  bank_country: string;
  bank_account_holder_name: string;
  payment_types?: readonly string[] | null;
  account_number?: string | null;
  routing_code_type_1?: string | null;
  routing_code_value_1?: string | null;
  iban?: string | null;
  beneficiary_entity_type?: string | null;
  beneficiary_company_name?: string | null;
  beneficiary_first_name?: string | null;
  beneficiary_last_name?: string | null;
}

/**
 * The countries whose banks take part in Verification of Payee: the EU and EEA (Regulation (EU) 2024/886).
 * Assumption: the guide names "the SEPA EUR regions" without a list; we check EUR paid locally to a bank there.
 */
export const VOP_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT",
  "NL", "PL", "PT", "RO", "SE", "SI", "SK", "IS", "LI", "NO",
]);

const present = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

/** Which check a payee needs: Confirmation of Payee (GBP paid locally in the UK), Verification of Payee (EUR paid by SEPA), or none. */
export function payeeCheckScheme(details: Pick<PayeeDetails, "currency" | "bank_country" | "payment_types" | "iban" | "account_number">): "cop" | "vop" | undefined {
  const types = details.payment_types ?? [];
  // Both schemes are checks of local payments; a payee paid only by Swift is not checked (SW BeneficiaryAccountVerification payment_type).
  if (types.length > 0 && !types.includes("regular")) return undefined;
  const country = details.bank_country.trim().toUpperCase();
  if (details.currency === "GBP" && country === "GB" && present(details.account_number) !== undefined) return "cop";
  if (details.currency === "EUR" && VOP_COUNTRIES.has(country) && present(details.iban) !== undefined) return "vop";
  return undefined;
}

/**
 * The check a payee's details make, or undefined when none applies. The name checked is the account holder's: a
 * company's name, or an individual's first and last names (an individual named in one text is split at its last
 * space). A payee whose entity type is not given is checked as a company (assumption: the service needs one, and a
 * finance team's payees are mostly companies).
 */
export function payeeCheckRequest(details: PayeeDetails): PayeeCheckRequest | undefined {
  const scheme = payeeCheckScheme(details);
  if (scheme === undefined) return undefined;
  const holder = present(details.bank_account_holder_name) ?? "";
  const entity = details.beneficiary_entity_type === "individual" ? "individual" : "company";
  const names =
    entity === "company"
      ? { beneficiary_company_name: withoutAccents(present(details.beneficiary_company_name) ?? holder) }
      : individualNames(details, withoutAccents(holder));
  const bank = { bank_country: details.bank_country.trim().toUpperCase(), beneficiary_entity_type: entity, ...names } as const;
  if (scheme === "cop") {
    return {
      payment_type: "regular",
      currency: "GBP",
      ...bank,
      account_number: present(details.account_number),
      routing_code_type_1: "sort_code",
      routing_code_value_1: present(details.routing_code_value_1)?.replace(/[\s-]/g, ""),
    };
  }
  return { payment_type: "regular", currency: "EUR", ...bank, iban: present(details.iban)?.replace(/\s+/g, "").toUpperCase() };
}

function individualNames(details: PayeeDetails, holder: string): Pick<PayeeCheckRequest, "beneficiary_first_name" | "beneficiary_last_name"> {
  const first = present(details.beneficiary_first_name);
  const last = present(details.beneficiary_last_name);
  if (first !== undefined && last !== undefined) return { beneficiary_first_name: withoutAccents(first), beneficiary_last_name: withoutAccents(last) };
  const split = holder.lastIndexOf(" ");
  return split < 0 ? { beneficiary_first_name: holder, beneficiary_last_name: holder } : { beneficiary_first_name: holder.slice(0, split), beneficiary_last_name: holder.slice(split + 1) };
}

/**
 * The reference allows a checked name only letters a–z, digits, hyphens, apostrophes and spaces, so "Müller" would be
 * refused before any bank saw it: names go with their accents taken off ("Muller"), and matching is the bank's
 * (docs/provider-api.md §16).
 */
function withoutAccents(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "");
}

/** The text that identifies one check: the same payee asked about twice in one run is asked once. */
export function payeeCheckKey(request: PayeeCheckRequest): string {
  return JSON.stringify(request);
}

/** One check's outcome as the product keeps it: the answer, the service's reason code, and the name on the account when given. */
export interface PayeeCheckResult {
  answer: PayeeCheckAnswer;
  reasonCode: string | undefined;
  actualName: string | undefined;
}

/** How a person reads an outcome: a title, what it means, and whether going on needs their "continue anyway". */
export interface PayeeCheckWords {
  title: string;
  text: string;
  /** A close match, no match or a check that could not be made: paying may send the money to the wrong account. */
  needsConfirmation: boolean;
}

/** The secondary warning the guides put before "Continue anyway". */
export const CONTINUE_ANYWAY_WARNING =
  "Paying this person or business may lead to your money being sent to the wrong account. We may not be able to recover the money for you.";

/** The guides' titles and copy per reason code (AV100 … AV305), shortened to what a row or a form can show. */
const REASONS: Readonly<Record<string, (name: string) => Omit<PayeeCheckWords, "needsConfirmation">>> = {
  AV100: () => ({ title: "Beneficiary details confirmed", text: "the name and account match those on record" }),
  AV200: () => ({ title: "Unable to confirm the account details", text: "there is no account with this account number and sort code" }),
  AV201: () => ({ title: "No match for beneficiary name", text: "the name given does not match the name on the account" }),
  AV202: () => ({ title: "Unable to check provided details", text: "the beneficiary's bank could not check the details at this time" }),
  AV203: () => ({ title: "Unable to check provided details", text: "the beneficiary's bank could not check the details" }),
  AV204: () => ({ title: "Unable to check provided details", text: "the beneficiary's bank could not check the details" }),
  AV205: () => ({ title: "Unable to check provided details", text: "the beneficiary's bank could not check the details" }),
  AV206: () => ({ title: "No match for provided details", text: "the reference details given do not match those on record" }),
  AV207: () => ({ title: "Unable to check provided details", text: "the account details could not be checked" }),
  AV208: () => ({ title: "Unable to verify beneficiary details", text: "the beneficiary's bank does not perform the check" }),
  AV300: (name) => ({ title: "Incorrect beneficiary name", text: `the details closely match those on record, but the name on the account is "${name}"` }),
  AV301: (name) => ({ title: "Incorrect company name", text: `the details closely match those on record, but the account is a business one named "${name}"` }),
  AV302: (name) => ({ title: "Incorrect beneficiary name", text: `the details closely match those on record, but the account is a personal one named "${name}"` }),
  AV303: () => ({ title: "Incorrect beneficiary type", text: "the name matches, but the account is a company's, not an individual's" }),
  AV304: () => ({ title: "Incorrect beneficiary type", text: "the name closely matches, but the account is an individual's, not a company's" }),
  AV305: () => ({ title: "Account has been switched", text: "the account has been switched to a different organisation" }),
};

/** An outcome in words. A reason code the guides do not list is said by its answer, with the code. */
export function payeeCheckInWords(result: PayeeCheckResult): PayeeCheckWords {
  if (result.answer === "unavailable") {
    return { title: "Unable to check provided details", text: "the payee name check could not be made at this time", needsConfirmation: true };
  }
  const needsConfirmation = result.answer !== "full_match";
  const reason = result.reasonCode === undefined ? undefined : REASONS[result.reasonCode];
  if (reason !== undefined) return { ...reason(result.actualName ?? ""), needsConfirmation };
  const byAnswer = { full_match: "Beneficiary details confirmed", close_match: "Close match", no_match: "No match" }[result.answer];
  // The code itself follows the words wherever the outcome is shown (payeeCheckLine, the pane's bar), never leads.
  return { title: byAnswer, text: result.reasonCode === undefined ? "the service gave no reason" : "the service gave a reason FX Desk has no words for", needsConfirmation };
}

/** One line for a sheet's cell or the audit sheet: "Payee name check: Incorrect beneficiary name — … (AV300)". */
export function payeeCheckLine(result: PayeeCheckResult): string {
  const words = payeeCheckInWords(result);
  const code = result.reasonCode === undefined ? "" : ` (${result.reasonCode})`;
  return `Payee name check: ${words.title} — ${words.text}${code}`;
}
