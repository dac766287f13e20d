/**
 * A statement: the ledger of one currency's balance over a date range (UTC days), every page of transactions/find,
 * oldest first, as a sheet block — date, type, action, related reference, signed amount (credits +, debits −),
 * the running balance where the service gives it or it follows from the line before, status.
 */
import Decimal from "decimal.js";
import type { Core } from "../../api";
import type { Transaction } from "../../api/schemas";
import { InvalidInputError, parseCurrency, parseIsoDate } from "../../domain";
import { DATE_TIME_FORMAT, TEXT_FORMAT } from "../../workbook/number-formats";
import { amountCell } from "../engine/result-values";
import type { BlockColumn, BlockContent } from "./block-content";

export interface StatementRequest {
  currency: string;
  /** First and last UTC day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The sub-account contact acted for; undefined for the house account. */
  actingAs: string | undefined;
  /** Transactions per page; the statement reads every page whatever it is. */
  perPage?: number;
  signal?: AbortSignal;
}

export interface StatementLine {
  transaction: Transaction;
  /** Credits positive, debits negative. */
  signedAmount: Decimal;
  /** The balance after this line: the service's, or the line before's plus this one; undefined when neither is known. */
  runningBalance: Decimal | undefined;
}

const DEFAULT_PER_PAGE = 500;

/** The request checked before anything is sent: a currency, two real days, the first not after the last. */
export function checkStatementRequest(request: Pick<StatementRequest, "currency" | "from" | "to">): { currency: string; from: string; to: string } {
  const currency = parseCurrency(request.currency, "currency");
  const from = parseIsoDate(request.from, "from");
  const to = parseIsoDate(request.to, "to");
  if (from > to) throw new InvalidInputError("to", "before_from", `the statement ends (${to}) before it starts (${from}) — swap the dates`);
  return { currency, from, to };
}

export async function loadStatement(core: Pick<Core, "transactions">, request: StatementRequest): Promise<StatementLine[]> {
  const { currency, from, to } = checkStatementRequest(request);
  const transactions = await core.transactions
    .findAll(
      {
        currency,
        created_at_from: `${from}T00:00:00Z`,
        created_at_to: `${to}T23:59:59Z`,
        order: "created_at",
        order_asc_desc: "asc",
        per_page: request.perPage ?? DEFAULT_PER_PAGE,
      },
      { onBehalfOf: request.actingAs, signal: request.signal },
    )
    .toArray();
  return statementLines(transactions);
}

/**
 * Signs each amount and carries the running balance: a completed line's balance is the service's `balance_amount`,
 * else the previous completed line's balance plus its own amount. Pending and deleted lines move no balance: they
 * show none, and the balance carries past them.
 */
export function statementLines(transactions: readonly Transaction[]): StatementLine[] {
  let balance: Decimal | undefined;
  return transactions.map((transaction) => {
    const signedAmount = transaction.type === "debit" ? transaction.amount.negated() : transaction.amount;
    if (transaction.status !== "completed") return { transaction, signedAmount, runningBalance: undefined };
    balance = transaction.balance_amount ?? (balance === undefined ? undefined : balance.plus(signedAmount));
    return { transaction, signedAmount, runningBalance: balance };
  });
}

const STATEMENT_COLUMNS: readonly BlockColumn[] = [
  { header: "Date (UTC)", format: DATE_TIME_FORMAT },
  { header: "Type", format: TEXT_FORMAT },
  { header: "Action", format: TEXT_FORMAT },
  { header: "Related reference", format: TEXT_FORMAT },
  { header: "Amount" },
  { header: "Running balance" },
  { header: "Status", format: TEXT_FORMAT },
  { header: "Completed (UTC)", format: DATE_TIME_FORMAT },
];

export function statementBlock(lines: readonly StatementLine[]): BlockContent {
  return {
    columns: STATEMENT_COLUMNS,
    rows: lines.map(({ transaction, signedAmount, runningBalance }) => [
      { utc: transaction.created_at },
      transaction.type,
      transaction.action,
      transaction.related_entity_short_reference,
      amountCell(signedAmount, transaction.currency),
      runningBalance === undefined ? null : amountCell(runningBalance, transaction.currency),
      transaction.status,
      transaction.completed_at === null ? null : { utc: transaction.completed_at },
    ]),
  };
}

/** Where a statement goes: a sheet of its own per currency, so a second statement refreshes the first. */
export function statementSheetName(currency: string): string {
  return `Statement ${currency}`;
}
