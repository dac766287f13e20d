/**
 * The review a person signs before a payment run: row by row whom each row pays (masked bank details and the bank's
 * country), how much, on what date, from which account and how; and for the confirmation, the accounts debited, the
 * dates, the payment types and the rows included on purpose. Everything comes from what the check already learnt
 * (the resolved payees, the account names): building the review asks the service nothing.
 */
import type Decimal from "decimal.js";
import { maskedAccountOf } from "../../../domain/account-mask";
import { amountText } from "../../../domain/money";
import { PAYMENT_TYPES_IN_WORDS, type PaymentOrder, type PaymentType } from "../../../domain/orders";
import { type AccountName, type AccountNames, countRows, type HoldChoices, includedOnPurpose, type IncludedOnPurpose, type RowPlan } from "../../engine/kind-kit";
import type { ResolvedBeneficiary } from "./beneficiary-resolver";
import { chargeTypeInWords, feeTotals, type FeeTotal, type PaymentFee } from "./payment-fees";
import { codeInWords, PAYMENT_TYPE_WORDS, plural } from "../../../domain";

/** Whom a row pays, as the review shows it. */
export interface PayeeShown {
  name: string;
  /** "IBAN •••• 3000" or "Account •••• 6789" (domain/account-mask.ts, as the Beneficiaries panel shows it); "" when the payee has neither. */
  account: string;
  /** The two-letter code of the payee's bank's country. */
  bankCountry: string;
  /** Created from the row's bank details just before its payment: not on the service yet. */
  isNew: boolean;
  /** The bank as the lookup names it ("BARCLAYS BANK PLC, LEICESTER", jobs/payees/bank-lookup.ts), or what it said instead; absent without a code it takes. */
  bank?: string;
}

/** A resolved payee in the review's words: an existing beneficiary's saved details, or the details a new one is created with. */
export function payeeShown(target: ResolvedBeneficiary): PayeeShown {
  if (target.kind === "existing") {
    const { beneficiary } = target;
    return { name: beneficiary.name, account: maskedAccountOf(beneficiary), bankCountry: beneficiary.bank_country, isNew: false };
  }
  const { params } = target;
  return { name: params.name, account: maskedAccountOf(params), bankCountry: params.bank_country, isNew: true };
}

/** How a payment is sent, in the words every surface uses ("Local", "Swift": PAYMENT_TYPE_WORDS, domain/value-words.ts). */
export type PaymentTypeInWords = string;

export function paymentTypeInWords(type: PaymentType | undefined): PaymentTypeInWords {
  // A row without a type is sent as the service's default, regular.
  return codeInWords(type ?? "regular", PAYMENT_TYPE_WORDS);
}

/** One row to send, as the review lists it. */
export interface PaymentReviewRow {
  /** 0-based, as RowPlan.row. */
  row: number;
  /** As the person reads it in Excel. */
  sheetRow: number;
  payee: PayeeShown;
  amount: Decimal;
  currency: string;
  /**
   * YYYY-MM-DD: the row's own, or for a row left blank the earliest date the service offers its currency, as the
   * check asked it (earliest-payment-dates.ts; `earliestOffered` then). Undefined: left blank and the service did not say
   * (or, funded, its conversion's date).
   */
  paymentDate: string | undefined;
  /** The date is the service's earliest for a row left blank, not one the row gives. */
  earliestOffered?: true;
  /**
   * Linked to a conversion the run books first to cover a shortfall: paid on that conversion's date when it is later
   * than the row's (funding.ts, fundedPaymentDate), which is known only once the conversion is booked.
   */
  funded: boolean;
  debitAccount: AccountName;
  paymentType: PaymentTypeInWords;
  /** Why the row is sent although the check held it (empty for most rows). */
  included: IncludedOnPurpose[];
  /** Its fee and who bears the bank charges, as the check priced it; undefined when it was not priced. */
  fee: PaymentFee | undefined;
}

/** One account debited: its name, its rows and what they add up to per currency. */
export interface DebitAccount {
  account: AccountName;
  rows: number;
  totals: { currency: string; amount: Decimal; rows: number }[];
}

/** How many rows are paid on one date (undefined: the earliest date the service offers, or with `funded` their funding conversion's). */
export interface RowsOnDate {
  date: string | undefined;
  rows: number;
  /** Rows left blank and linked to a conversion booked first: paid on its date, known once it is booked. */
  funded?: true;
}

export interface PaymentReview {
  /** The rows these choices send, in sheet order. */
  rows: PaymentReviewRow[];
  /** In the order the rows first name them. */
  accounts: DebitAccount[];
  /** Dates in order, the earliest-offered rows first. */
  dates: RowsOnDate[];
  types: { type: PaymentTypeInWords; rows: number }[];
  /** Every row sent although it was held, with what it repeats or copies. A kind may add its own holds. */
  included: IncludedOnPurpose[];
  /** Rows paid on their funding conversion's date when it is later than theirs. */
  fundedRows: number;
  /** The fees of the rows sent per fee currency and charge type; rows with no fee set up, and rows whose fee could not be read. */
  fees: { totals: FeeTotal[]; none: number; unknown: number };
}

/** What the review is built from: a checked payment job's rows, the payees its check resolved and its account names. */
export interface PaymentReviewSource {
  rows: readonly RowPlan<PaymentOrder>[];
  /** `fees` absent: the rows were not priced; `earliestDates`: the date a row left blank is paid on, per currency. */
  preview: { payees: ReadonlyMap<number, PayeeShown>; fees?: ReadonlyMap<number, PaymentFee>; earliestDates?: ReadonlyMap<string, string> };
  accounts: AccountNames;
}

/**
 * The review of the rows these choices send (a Confirmation carries its choices, so it can be given as they are);
 * `fundedRows` are the rows linked to the funding conversions chosen (FundingConversion.rows).
 */
export function paymentReview(job: PaymentReviewSource, choices: HoldChoices, fundedRows: Iterable<number> = []): PaymentReview {
  const included = includedOnPurpose(job.rows, choices);
  const funded = new Set(fundedRows);
  const rows = countRows(job.rows, choices).toSend.flatMap((plan): PaymentReviewRow[] => {
    if (plan.state !== "ready") return [];
    const { order } = plan;
    const payee = job.preview.payees.get(plan.row);
    // Every row to send passed the payee check; a row without one would be a fault of the check, shown rather than hidden.
    const shown = payee ?? { name: "payee not resolved", account: "", bankCountry: "", isNew: false };
    // A funded row left blank is paid on its conversion's date, known once it is booked: no earliest date stands for it.
    const earliest = order.paymentDate === undefined && !funded.has(plan.row) ? job.preview.earliestDates?.get(order.currency) : undefined;
    return [
      {
        row: plan.row,
        sheetRow: plan.row + 1,
        payee: shown,
        amount: order.amount,
        currency: order.currency,
        paymentDate: order.paymentDate ?? earliest,
        ...(earliest === undefined ? {} : { earliestOffered: true as const }),
        funded: funded.has(plan.row),
        debitAccount: job.accounts.of(order.actingAs),
        paymentType: paymentTypeInWords(order.paymentType),
        included: included.filter((entry) => entry.row === plan.row),
        fee: job.preview.fees?.get(plan.row),
      },
    ];
  });
  return {
    rows,
    accounts: debitAccounts(rows),
    dates: rowsPerDate(rows),
    types: rowsPerType(rows),
    included,
    fundedRows: rows.filter((row) => row.funded).length,
    fees: feeTotals(rows.flatMap((row) => (row.fee === undefined ? [] : [row.fee]))),
  };
}

function debitAccounts(rows: readonly PaymentReviewRow[]): DebitAccount[] {
  const accounts = new Map<string, DebitAccount>();
  for (const row of rows) {
    const key = row.debitAccount.contactId ?? "";
    const account = accounts.get(key) ?? { account: row.debitAccount, rows: 0, totals: [] };
    account.rows += 1;
    const total = account.totals.find((entry) => entry.currency === row.currency);
    if (total === undefined) account.totals.push({ currency: row.currency, amount: row.amount, rows: 1 });
    else {
      total.amount = total.amount.plus(row.amount);
      total.rows += 1;
    }
    accounts.set(key, account);
  }
  for (const account of accounts.values()) account.totals.sort((a, b) => a.currency.localeCompare(b.currency));
  return [...accounts.values()];
}

function rowsPerDate(rows: readonly PaymentReviewRow[]): RowsOnDate[] {
  const counts = new Map<string, RowsOnDate>();
  for (const row of rows) {
    const funded = row.paymentDate === undefined && row.funded;
    const key = `${row.paymentDate ?? ""}|${funded ? "funded" : ""}`;
    const entry = counts.get(key) ?? { date: row.paymentDate, rows: 0, ...(funded ? { funded: true as const } : {}) };
    entry.rows += 1;
    counts.set(key, entry);
  }
  // YYYY-MM-DD sorts as text; the rows paid on the earliest date offered come first, then those on a conversion's date.
  return [...counts.values()].sort((a, b) => (a.date ?? "").localeCompare(b.date ?? "") || Number(a.funded ?? false) - Number(b.funded ?? false));
}

function rowsPerType(rows: readonly PaymentReviewRow[]): { type: PaymentTypeInWords; rows: number }[] {
  const order = PAYMENT_TYPES_IN_WORDS;
  return order.map((type) => ({ type, rows: rows.filter((row) => row.paymentType === type).length })).filter((entry) => entry.rows > 0);
}

const EARLIEST = "the earliest date the service offers";
const FUNDING_DATE = "their funding conversion's date";
const rowCount = (count: number) => `${plural(count, "row")}`;

/**
 * The dates in one sentence: "all on 2026-01-07"; "2026-01-06 to 2026-01-09: 2 rows on 2026-01-06, 1 row on
 * 2026-01-09"; rows left blank are paid on the earliest date the service offers.
 */
export function paymentDatesInWords(dates: readonly RowsOnDate[]): string {
  if (dates.length === 0) return "no rows to pay";
  const [only] = dates;
  const dateOf = (entry: RowsOnDate) => entry.date ?? (entry.funded === true ? FUNDING_DATE : EARLIEST);
  if (dates.length === 1 && only !== undefined) return `all on ${dateOf(only)}`;
  const dated = dates.flatMap((entry) => (entry.date === undefined ? [] : [entry.date]));
  const perDate = dates.map((entry) => `${rowCount(entry.rows)} on ${dateOf(entry)}`).join(", ");
  // The range leads when there is one: two dates or more.
  return dated.length < 2 ? perDate : `${dated[0]} to ${dated[dated.length - 1]}: ${perDate}`;
}

/** The payment types in words: "all Local", "2 Local, 1 Swift". */
export function paymentTypesInWords(types: PaymentReview["types"]): string {
  const [only] = types;
  if (types.length === 1 && only !== undefined) return `all ${only.type}`;
  return types.map((entry) => `${entry.rows} ${entry.type}`).join(", ");
}

/** A fee total in words: "25.00 GBP (3 rows): 15.00 GBP you pay all bank charges (ours), 10.00 GBP local payment…". */
export function feeTotalInWords(total: FeeTotal): string {
  const parts = total.byChargeType.map((part) => `${amountText(part.amount, total.currency)} ${total.currency} ${chargeTypeInWords(part.chargeType)} (${rowCount(part.rows)})`);
  return `${amountText(total.amount, total.currency)} ${total.currency} in fees: ${parts.join("; ")}`;
}

/** One row's fee in words: "fee 15.00 GBP · you pay all bank charges (ours)". */
export function rowFeeInWords(fee: PaymentFee): string {
  if (!fee.known) return `fee not known: ${fee.why}`;
  if (fee.fee === undefined) return `no fee · ${chargeTypeInWords(fee.chargeType)}`;
  return `fee ${amountText(fee.fee.amount, fee.fee.currency)} ${fee.fee.currency} · ${chargeTypeInWords(fee.chargeType)}`;
}

/** Totals of one account in words: "1,250.50 EUR (2 rows), 10.00 GBP (1 row)". */
export function accountTotalsInWords(account: DebitAccount): string {
  return account.totals.map((total) => `${amountText(total.amount, total.currency)} ${total.currency} (${rowCount(total.rows)})`).join(", ");
}
