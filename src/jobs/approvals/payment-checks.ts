/**
 * What an approver checks of each payment awaiting authorisation, asked again now rather than taken from the maker:
 * on routes with a payee name check (local GBP to the UK, SEPA euro) the check itself, by the same rules and helper as
 * Pay (payee-checks.ts: one request per distinct payee, however many payments name it); the payee's bank by name and
 * city (bank-lookup.ts: one lookup per distinct code); and the fee, the payment's own when it carries one, else priced
 * as Pay prices it (kinds/payment/payment-fees.ts); and the purpose code with the provider's description of it, from
 * the codes its route lists, asked once per currency, bank country and payee type through the lists Pay's check reads
 * (kinds/payment/purpose-code-lists.ts). An outcome other than a full match needs the approver's
 * acknowledgement, worded here so the list, the gate and the audit sheet say the same sentence.
 */
import type { Beneficiary, Payment } from "../../api/schemas";
import { amountText, payeeCheckInWords, payeeCheckLine, payeeCheckRequest, purposeCodeInWords, type PayeeDetails } from "../../domain";
import { countryInSentence } from "../../domain/countries";
import type { PaymentType } from "../../domain/orders";
import { answerInWords, bankCodeOf, BankLookups } from "../payees/bank-lookup";
import type { KindApi } from "../engine/booking-api";
import { ContactLookups } from "../engine/contact-lookups";
import { describeFailure } from "../error-text";
import { priceRows, type RowToPrice } from "../kinds/payment/payment-fees";
import { rowFeeInWords } from "../kinds/payment/payment-review";
import { PurposeCodeLists } from "../kinds/payment/purpose-code-lists";
import { PayeeChecks, type PayeeCheckOutcome } from "../payees/payee-checks";

type ChecksApi = KindApi<"beneficiaries" | "payments" | "reference" | "contacts">;

/** A payment awaiting authorisation, its payee as the service holds it (undefined when it could not be read), and whom calls about it act as. */
export interface PaymentToCheck {
  payment: Pick<Payment, "id" | "currency" | "payment_type" | "fee_amount" | "fee_currency" | "purpose_code">;
  payee: Beneficiary | undefined;
  actingAs: string | undefined;
}

/** The payee name check as the approver sees it. */
export interface PayeeCheckSeen {
  /** "Payee name check: No match for beneficiary name — … (AV201)": the outcome in words. */
  line: string;
  /** The name on the account, when the service gave it. */
  nameOnAccount: string | undefined;
  /** Undefined for a full match; else the sentence the approver must tick before authorising. */
  acknowledgement: string | undefined;
}

export interface PaymentChecked {
  /** Undefined when the payment's route has no payee name check. */
  payeeCheck: PayeeCheckSeen | undefined;
  /** "ABN AMRO BANK N.V., AMSTERDAM", or why the bank is not named. */
  bank: string | undefined;
  /** "fee 2.00 EUR · …", "no fee · …", or why it is not known. */
  fee: string;
  /** "Purpose: Trade settlement for goods", the provider's description of the payment's code; "No purpose code". */
  purpose: string;
}

export interface ApprovalChecks {
  byPayment: Map<string, PaymentChecked>;
  /** Requests made per kind: what the tab's re-check costs. */
  requests: { payeeChecks: number; bankLookups: number; feeQuotes: number; feeRules: number; purposeCodeLists: number };
}

const asPaymentType = (type: string): PaymentType => (type === "priority" ? "priority" : "regular");

/** What the approver ticks for an outcome other than a full match: the mismatch named, with both names where known. */
export function acknowledgementOf(outcome: PayeeCheckOutcome, payeeName: string): string | undefined {
  if (outcome.kind === "not switched on") return `I have seen that the name on the account could not be checked for "${payeeName}": payee name checks are not switched on for this login`;
  if (outcome.kind === "could not be checked") return `I have seen that the name on the account could not be checked for "${payeeName}": ${outcome.why}`;
  const { result } = outcome;
  const words = payeeCheckInWords(result);
  if (!words.needsConfirmation) return undefined;
  const answer = { full_match: "full match", close_match: "close match", no_match: "no match", unavailable: "not checked" }[result.answer];
  if (result.answer === "unavailable") return `I have seen that the name on the account could not be checked for "${payeeName}" (${answer}: ${words.text})`;
  if (result.actualName !== undefined && result.actualName !== "") return `I have seen that the name on the account is "${result.actualName}", not "${payeeName}" (${answer})`;
  // The name differs (AV201, or no match without a code): said as the name; any other answer by its title ("no account with this number").
  if (result.reasonCode === "AV201" || (result.reasonCode === undefined && result.answer === "no_match")) return `I have seen that the name on the account is not "${payeeName}" (${answer})`;
  return `I have seen that the payee name check for "${payeeName}" said: ${words.title}, ${words.text} (${answer})`;
}

/** The name the check asked about: the company's, or the individual's first and last names, as Pay sends them. */
function nameChecked(details: PayeeDetails): string {
  const request = payeeCheckRequest(details);
  if (request === undefined) return details.bank_account_holder_name;
  return request.beneficiary_company_name ?? [request.beneficiary_first_name, request.beneficiary_last_name].filter(Boolean).join(" ");
}

function seen(outcome: PayeeCheckOutcome, payeeName: string): PayeeCheckSeen {
  return {
    line: lineOf(outcome),
    nameOnAccount: (outcome.kind === "answered" && outcome.result.actualName) || undefined,
    acknowledgement: acknowledgementOf(outcome, payeeName),
  };
}

function lineOf(outcome: PayeeCheckOutcome): string {
  if (outcome.kind === "answered") return payeeCheckLine(outcome.result);
  if (outcome.kind === "not switched on") return "Payee name check: not switched on for this login — the name on the account could not be checked";
  return `Payee name check: could not be checked — ${outcome.why}`;
}

/** Every payment's checks, asked together: each distinct payee checked once, each distinct bank code looked up once. */
export async function checkAwaitingPayments(api: ChecksApi, payments: readonly PaymentToCheck[], signal?: AbortSignal): Promise<ApprovalChecks> {
  const payeeChecks = new PayeeChecks(api, signal);
  const banks = new BankLookups(api.reference, { signal });
  const purposeCodes = new PurposeCodeLists(api, signal);
  // Priced only where the payment does not say its fee; numbered by its place in the list.
  const toPrice: RowToPrice[] = payments.flatMap(({ payment, payee, actingAs }, index) =>
    payment.fee_amount !== null || payee === undefined ? [] : [{ row: index, order: { actingAs, currency: payment.currency, paymentType: asPaymentType(payment.payment_type) }, destinationCountry: payee.bank_country }],
  );
  const fees = priceRows(api, toPrice, new ContactLookups(api.contacts));
  const entries = await Promise.all(
    payments.map(async ({ payment, payee }, index): Promise<[string, PaymentChecked]> => {
      const code = payee === undefined ? undefined : bankCodeOf(payee);
      // The check is of local payments: what this payment sends decides, not every type the payee accepts (as Pay).
      const details = payee === undefined ? undefined : { ...payee, payment_types: [asPaymentType(payment.payment_type)] };
      const [check, bank, purpose] = await Promise.all([
        details === undefined ? undefined : payeeChecks.outcome(details)?.then((result) => seen(result, nameChecked(details))),
        code === undefined ? undefined : banks.of(code).then(answerInWords),
        purposeOf(payment, payee, purposeCodes),
      ]);
      return [payment.id, { payeeCheck: check, bank, fee: await feeOf(payment, index, fees), purpose }];
    }),
  );
  const { requests } = await fees;
  return {
    byPayment: new Map(entries),
    requests: { payeeChecks: payeeChecks.count, bankLookups: banks.asked, feeQuotes: requests.quotes, feeRules: requests.rules, purposeCodeLists: purposeCodes.count },
  };
}

/**
 * "Purpose: Trade settlement for goods and general goods trades" — the provider's description of the payment's code
 * for its route; where the description does not already say the code, the code's words lead as Pay's drop-down
 * offers it ("Advisor fees — Fees for advisory…", domain/purpose-code-rule.ts), never the code itself (issue 43). A
 * code the route does not list, or whose list could not be read, is named in those words alone and said so.
 */
async function purposeOf(payment: PaymentToCheck["payment"], payee: Beneficiary | undefined, lists: PurposeCodeLists): Promise<string> {
  const code = payment.purpose_code?.trim() ?? "";
  if (code === "") return "No purpose code";
  const inWords = purposeCodeInWords(code);
  if (payee === undefined) return `Purpose: ${inWords} — its description was not looked up: the payee could not be read`;
  const entity = payee.beneficiary_entity_type;
  const entityType = entity === "company" ? "company" : entity === "individual" ? "individual" : undefined;
  const route = { currency: payment.currency, bankCountry: payee.bank_country, entityType } as const;
  let described: string | undefined;
  try {
    described = (await lists.codes(route)).find((listed) => listed.purpose_code === code)?.purpose_description;
  } catch (error) {
    return `Purpose: ${inWords} — its description could not be read: ${describeFailure(error)}`;
  }
  if (described === undefined || described.trim() === "") {
    return `Purpose: ${inWords} — not a purpose code the provider lists for ${payment.currency} payments to ${countryInSentence(route.bankCountry)}`;
  }
  return describesCode(described, code) ? `Purpose: ${described}` : `Purpose: ${purposeCodeInWords(code, described)}`;
}

/** The description already says the code ("goods" in "Trade settlement for goods"): the code adds nothing. */
function describesCode(description: string, code: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  return ` ${words(description)} `.includes(` ${words(code)} `);
}

async function feeOf(payment: PaymentToCheck["payment"], index: number, fees: ReturnType<typeof priceRows>): Promise<string> {
  if (payment.fee_amount !== null && payment.fee_currency !== null) return `fee ${amountText(payment.fee_amount, payment.fee_currency)} ${payment.fee_currency}`;
  try {
    const fee = (await fees).byRow.get(index);
    return fee === undefined ? "fee not known: its payee could not be read" : rowFeeInWords(fee);
  } catch (error) {
    return `fee not known: ${describeFailure(error)}`;
  }
}
