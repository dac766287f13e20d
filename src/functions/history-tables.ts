/**
 * How FX.PAYMENTS, FX.CONVERSIONS and FX.TRANSACTIONS lay out the records they spill: one record per row, under
 * worded headers that never change with the filters, so a pivot table or a chart built on the range keeps working
 * (docs/functions.md, "Reports in cells"). Dates are Excel serials shown as dates, amounts numbers shown with their
 * currency's decimals (where Excel takes a function's formatted numbers: excel-dates.ts), statuses in words. Money is
 * a Decimal until it becomes the cell's number here.
 */
import type Decimal from "decimal.js";
import type { Conversion, Payment, Transaction } from "../api/schemas";
import { codeInWords, excelUtcSerial, minorUnits } from "../domain";
import { DATE_FORMAT, groupedDecimalsFormat } from "../workbook";
import { dateTimeResult, formattedNumber, formatWallClockTime, FUNCTIONS_DATE_SYSTEM } from "./excel-dates";
import { historyStatusInWords, type HistoryKind } from "./history-arguments";
import type { CellResult } from "./quote-table";
import { describeUnreachable, type Fetched } from "./service-outages";

export const HISTORY_HEADERS: Readonly<Record<HistoryKind, readonly string[]>> = {
  payments: ["Created", "Payment date", "Short reference", "Payee", "Amount", "Currency", "Status", "Reference", "Reason", "Fee", "Fee currency", "Debited account"],
  conversions: ["Created", "Conversion date", "Settlement date", "Short reference", "Sell currency", "Sell amount", "Buy currency", "Buy amount", "Client rate", "Status"],
  transactions: ["Date", "Type", "Currency", "Amount", "Balance after", "Related reference", "Status"],
};

/** Rows a table holds at most: past it, its last row says how many there were instead of paging on. */
export const HISTORY_ROW_BOUND = 10_000;

/** What one fetch of a report gave: its rows, ready for cells, and how many records the service had. */
export interface HistoryRows {
  rows: CellResult[][];
  /** Records matching the filters, as the service counted them; more than `rows` when the bound cut the table. */
  total: number;
}

/** What a payment row needs besides the payment: its payee's name and the name of the account it is paid from. */
export interface PaymentNames {
  payee(beneficiaryId: string): string;
  debitedAccount: string;
}

export function paymentRow(payment: Payment, names: PaymentNames): CellResult[] {
  return [
    dateTimeResult(Date.parse(payment.created_at)),
    dayResult(payment.payment_date),
    payment.short_reference,
    names.payee(payment.beneficiary_id),
    amountResult(payment.amount, payment.currency),
    payment.currency,
    historyStatusInWords("payments", payment.status),
    payment.reference,
    payment.reason,
    payment.fee_amount === null || payment.fee_currency === null ? "" : amountResult(payment.fee_amount, payment.fee_currency),
    payment.fee_currency ?? "",
    names.debitedAccount,
  ];
}

/** Decimals a client rate shows: the four conversions are quoted to (docs/provider-api.md §8). */
const CONVERSION_RATE_DECIMALS = 4;

export function conversionRow(conversion: Conversion): CellResult[] {
  return [
    dateTimeResult(Date.parse(conversion.created_at)),
    dayResult(conversion.conversion_date),
    dayResult(conversion.settlement_date),
    conversion.short_reference,
    conversion.sell_currency,
    amountResult(conversion.client_sell_amount, conversion.sell_currency),
    conversion.buy_currency,
    amountResult(conversion.client_buy_amount, conversion.buy_currency),
    formattedNumber(conversion.client_rate.toNumber(), `0.${"0".repeat(CONVERSION_RATE_DECIMALS)}`),
    historyStatusInWords("conversions", conversion.status),
  ];
}

/** A transaction's amount with its sign: a debit takes money out of the balance. */
export function signedAmount(transaction: Transaction): Decimal {
  return transaction.type === "debit" ? transaction.amount.negated() : transaction.amount;
}

export function transactionRow(transaction: Transaction): CellResult[] {
  return [
    dateTimeResult(Date.parse(transaction.created_at)),
    codeInWords(transaction.action),
    transaction.currency,
    amountResult(signedAmount(transaction), transaction.currency),
    // Known once the transaction completes (docs/provider-api.md §8): an empty cell until then, never 0.
    transaction.balance_amount === null ? "" : amountResult(transaction.balance_amount, transaction.currency),
    transaction.related_entity_short_reference,
    historyStatusInWords("transactions", transaction.status),
  ];
}

export const NO_RECORDS = "No records";

/**
 * The spilled table: headers (unless turned off), a row per record, then what a reader must know about the table as
 * a whole in a last row whose first cell says it: that the bound cut it, or that the rows are the last ones fetched
 * because the service could not be reached. Nothing found is the headers and a "No records" row, not an error.
 * Every row is as wide as the headers, so the spill is a rectangle.
 */
export function historyTable(kind: HistoryKind, loaded: Fetched<HistoryRows>, headers: boolean): CellResult[][] {
  const header = HISTORY_HEADERS[kind];
  const noteRow = (text: string): CellResult[] => [text, ...header.slice(1).map(() => "")];
  const { rows, total } = loaded.value;
  const body = rows.length === 0 ? [noteRow(`${NO_RECORDS}: no ${kind} match these filters`)] : rows;
  const notes: CellResult[][] = [];
  if (total > rows.length) {
    notes.push(noteRow(`Only the first ${rows.length.toLocaleString("en")} of ${total.toLocaleString("en")} ${kind} are shown — narrow the dates, status or currency to see the rest`));
  }
  if (loaded.stale !== undefined) {
    const { failedAt, error } = loaded.stale;
    notes.push(noteRow(`Stale: these rows are as of ${formatWallClockTime(loaded.fetchedAt)} — the refresh at ${formatWallClockTime(failedAt)} failed (${describeUnreachable(error)})`));
  }
  return [...(headers ? [[...header]] : []), ...body, ...notes];
}

/** An amount as a number in a cell, shown with its currency's decimals (2 for a currency ISO 4217 does not list). */
function amountResult(amount: Decimal, currency: string): CellResult {
  return formattedNumber(amount.toNumber(), groupedDecimalsFormat(decimalsOf(currency)));
}

function decimalsOf(currency: string): number {
  try {
    return minorUnits(currency);
  } catch {
    return 2;
  }
}

/**
 * A calendar day — a payment date (YYYY-MM-DD) or a conversion's dates (timestamps at midnight UTC: docs/provider-api.md
 * §8) — as the serial of that day, shown as a date: the day the service means, whatever this computer's time zone.
 */
function dayResult(text: string): CellResult {
  const day = text.slice(0, 10);
  return formattedNumber(excelUtcSerial(Date.parse(`${day}T00:00:00Z`), FUNCTIONS_DATE_SYSTEM), DATE_FORMAT);
}
