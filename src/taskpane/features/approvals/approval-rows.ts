/**
 * The Approvals list as data: each payment awaiting authorisation as the row the tab shows — what an approver checks
 * before authorising (payee with masked bank details and the bank's country, payment date in words, reason, reference, who
 * created it and when, and whether that was the person signed in) — the filters it can be narrowed by (currency, creator, batch), and the totals per currency of
 * what is shown — Decimal sums formatted with each currency's minor units.
 */
import Decimal from "decimal.js";
import type { Payment } from "../../../api/schemas";
import { amountText, dateInWords } from "../../../domain";
import { isRequestKey } from "../../../domain/orders";
import type { PayeeShown } from "./payee-lookup";

export interface ApprovalRow {
  id: string;
  shortReference: string;
  amount: Decimal;
  currency: string;
  /** "1,250.50" with the currency's minor units. */
  amountText: string;
  beneficiary: string;
  /** The payee's bank details masked ("IBAN •••• 4300"), "" when it has none or is not known. */
  payeeAccount: string;
  /** The payee's bank's country code, "" when not known. */
  bankCountry: string;
  /** YYYY-MM-DD, as the service holds it. */
  paymentDate: string;
  /** "Wednesday 7 January 2026": the payment date as a person reads it. */
  paymentDateText: string;
  /** The key it was booked under (a sheet run's row key), by which the audit sheet tells the maker's go-ahead; "" when none. */
  requestKey: string;
  reason: string;
  reference: string;
  creatorId: string;
  creator: string;
  /** The name of the account the payment belongs to: the house's or a sub-account's. */
  accountName: string;
  /** The contact its delete goes out on behalf of: none for the house's own payments. */
  actAs: string | undefined;
  /** The sheet run that booked it (its FX keys share a prefix), else its payment group, else "single". */
  batch: string;
  createdAt: string;
  /** "2026-01-05 09:00 UTC": the same for every reader, whatever their machine's zone. */
  createdText: string;
  stepsRequired: number;
  /** The person signed in created it: the service refuses their authorisation, so it is never selectable. */
  createdByYou: boolean;
}

export interface ApprovalFilters {
  currency?: string;
  creatorId?: string;
  batch?: string;
}

/** What the list shows instead of ids; a payee or creator that could not be read is said to be not known, never shown as an id. */
export interface KnownNames {
  beneficiaries: ReadonlyMap<string, PayeeShown>;
  contacts: ReadonlyMap<string, string>;
}

export const PAYEE_NOT_KNOWN = "payee not known";
export const CREATOR_NOT_KNOWN = "a user not known";

/** Who the person signed in is, to tell their own payments: their contact id, and the payments the audit sheet says they booked. */
export interface SignedInMaker {
  contactId: string | undefined;
  booked: ReadonlySet<string>;
}

/** Where a payment belongs: its account's name, and whom calls on it act as (undefined for the house's own). */
export interface PaymentAccount {
  name: string;
  actAs: string | undefined;
}

export const SINGLE_BATCH = "single";

/** The batch a payment belongs to: a sheet run's key prefix (`fxd-<run>-<sheet>`), its payment group, or single. */
export function batchOf(payment: Pick<Payment, "unique_request_id" | "payment_group_id">): string {
  const key = payment.unique_request_id;
  if (key !== null && isRequestKey(key)) return key.replace(/-r\d+$/, "");
  return payment.payment_group_id ?? SINGLE_BATCH;
}

export function approvalRow(payment: Payment, names: KnownNames, account: PaymentAccount, you: SignedInMaker = { contactId: undefined, booked: new Set() }): ApprovalRow {
  const payee = names.beneficiaries.get(payment.beneficiary_id);
  return {
    id: payment.id,
    shortReference: payment.short_reference,
    amount: payment.amount,
    currency: payment.currency,
    amountText: amountText(payment.amount, payment.currency),
    beneficiary: payee?.name ?? PAYEE_NOT_KNOWN,
    payeeAccount: payee?.account ?? "",
    bankCountry: payee?.bankCountry ?? "",
    paymentDate: payment.payment_date,
    paymentDateText: dateInWords(payment.payment_date),
    requestKey: payment.unique_request_id ?? "",
    reason: payment.reason,
    reference: payment.reference,
    creatorId: payment.creator_contact_id,
    creator: names.contacts.get(payment.creator_contact_id) ?? CREATOR_NOT_KNOWN,
    accountName: account.name,
    actAs: account.actAs,
    batch: batchOf(payment),
    createdAt: payment.created_at,
    createdText: `${new Date(payment.created_at).toISOString().slice(0, 16).replace("T", " ")} UTC`,
    stepsRequired: payment.authorisation_steps_required,
    createdByYou: payment.creator_contact_id === you.contactId || you.booked.has(payment.id),
  };
}

/** Oldest first; payments created in the same instant (one batch) by short reference, so the order never shifts. */
export function inCreationOrder(rows: readonly ApprovalRow[]): ApprovalRow[] {
  const key = (row: ApprovalRow) => [Date.parse(row.createdAt), row.shortReference] as const;
  return [...rows].sort((a, b) => {
    const [atA, refA] = key(a);
    const [atB, refB] = key(b);
    return atA - atB || (refA < refB ? -1 : refA > refB ? 1 : 0);
  });
}

export function filterRows(rows: readonly ApprovalRow[], filters: ApprovalFilters): ApprovalRow[] {
  return rows.filter(
    (row) =>
      (filters.currency === undefined || row.currency === filters.currency) &&
      (filters.creatorId === undefined || row.creatorId === filters.creatorId) &&
      (filters.batch === undefined || row.batch === filters.batch),
  );
}

interface FilterChoice {
  value: string;
  label: string;
}

/** What each filter can be set to, from the rows loaded: sorted by label, each value once. */
export function filterChoices(rows: readonly ApprovalRow[]): { currencies: FilterChoice[]; creators: FilterChoice[]; batches: FilterChoice[] } {
  const distinct = (pick: (row: ApprovalRow) => FilterChoice) =>
    [...new Map(rows.map((row) => pick(row)).map((choice) => [choice.value, choice])).values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return {
    currencies: distinct((row) => ({ value: row.currency, label: row.currency })),
    creators: distinct((row) => ({ value: row.creatorId, label: row.creator })),
    batches: distinct((row) => ({ value: row.batch, label: row.batch })),
  };
}

interface CurrencyTotal {
  currency: string;
  count: number;
  total: Decimal;
  /** The total with the currency's minor units and thousands grouped. */
  text: string;
}

/** The sum of the rows per currency, in currency order. */
export function totalsByCurrency(rows: readonly ApprovalRow[]): CurrencyTotal[] {
  const sums = new Map<string, { count: number; total: Decimal }>();
  for (const row of rows) {
    const sum = sums.get(row.currency) ?? { count: 0, total: new Decimal(0) };
    sums.set(row.currency, { count: sum.count + 1, total: sum.total.plus(row.amount) });
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, { count, total }]) => ({ currency, count, total, text: amountText(total, currency) }));
}
