/**
 * A statement a controller can file: the booked ledger of one currency's balance over a range of UTC days, as a
 * sheet block. It opens with whose account, the currency, the period and the opening balance; each line says when,
 * what (in words), with whom and under which reference, money in or out, and the running balance; it ends with
 * the closing balance. Opening + money in − money out = closing, always (docs/sheet-blocks.md "Statements").
 *
 * What counts is what moved the balance: a transaction completed within the period, at its completion time. A line
 * still pending when the statement is read (created within the period) is shown, marked Pending, with the balance
 * as it stands there — it is not counted until it completes, so the closing balance is the booked balance the
 * service holds, the figure a controller reconciles to.
 *
 * Requests per statement, whatever the number of lines: the account's name, the opening balance (one balances
 * find as at the period's start), every page of the completed and of the pending transactions, and — only when
 * such lines exist — one paged payments find with one paged beneficiaries find for the payees' names, and one
 * conversions find per hundred conversions for their currency pairs.
 */
import Decimal from "decimal.js";
import type { Core } from "../../api";
import type { Transaction } from "../../api/schemas";
import { InvalidInputError, parseCurrency, parseIsoDate } from "../../domain";
import { DATE_TIME_FORMAT, TEXT_FORMAT } from "../../workbook";
import { amountCell } from "../engine/result-values";
import type { BlockCell, BlockColumn, BlockContent, LeadLine } from "./block-content";

export interface StatementRequest {
  currency: string;
  /** First and last UTC day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The sub-account contact acted for; undefined for the house account. */
  actingAs: string | undefined;
  /** The service's clock (the job context's `now`): when the statement was read. */
  now: () => number;
  /** Items per page of each find; the statement reads every page whatever it is. */
  perPage?: number;
  signal?: AbortSignal;
}

export interface StatementAccount {
  name: string;
  house: boolean;
}

export interface StatementLine {
  transaction: Transaction;
  /** The kind of movement in words: "Payment", "Conversion", "Transfer", "Funding", "Fee"… */
  type: string;
  /** The payee, the currency pair, the other side of a transfer, the sender of funds. */
  counterparty: string;
  /** The service's short reference of what moved the money (a payment's, a conversion's…). */
  reference: string;
  /** Money in positive, money out negative. */
  signedAmount: Decimal;
  pending: boolean;
  /** The booked balance after this line: moved by a completed line, as it stands at a pending one. */
  runningBalance: Decimal;
}

export interface Statement {
  account: StatementAccount;
  currency: string;
  from: string;
  to: string;
  /** The booked balance at the start of the period (00:00 UTC of `from`). */
  opening: Decimal;
  lines: StatementLine[];
  /** Opening plus every completed line: the booked balance at the end of the period. */
  closing: Decimal;
  /** When the statement was read, on the service's clock (ISO 8601, UTC). */
  readAt: string;
}

/** What the lines' counterparties are looked up in, by the ids the transactions carry. */
export interface CounterpartyFacts {
  /** Payment id → payee name, and the payment's own reference to the payee. */
  payments: ReadonlyMap<string, { payee: string | undefined; reference: string }>;
  /** Conversion id → the currencies bought and sold. */
  conversions: ReadonlyMap<string, { buy: string; sell: string }>;
}

const DEFAULT_PER_PAGE = 500;
/** The most ids a conversions find takes at once (SW FindConversions `conversion_ids[]`; the demo service's limit). */
const IDS_PER_FIND = 100;

/** The request checked before anything is sent: a currency, two real days, the first not after the last. */
export function checkStatementRequest(request: Pick<StatementRequest, "currency" | "from" | "to">): { currency: string; from: string; to: string } {
  const currency = parseCurrency(request.currency, "currency");
  const from = parseIsoDate(request.from, "from");
  const to = parseIsoDate(request.to, "to");
  if (from > to) throw new InvalidInputError("to", "before_from", `the statement ends (${to}) before it starts (${from}) — swap the dates`);
  return { currency, from, to };
}

export async function loadStatement(core: Pick<Core, "accounts" | "contacts" | "balances" | "transactions" | "payments" | "beneficiaries" | "conversions">, request: StatementRequest): Promise<Statement> {
  const { currency, from, to } = checkStatementRequest(request);
  const readAt = new Date(request.now()).toISOString();
  const call = { onBehalfOf: request.actingAs, signal: request.signal };
  const perPage = request.perPage ?? DEFAULT_PER_PAGE;
  const period = { from: `${from}T00:00:00Z`, to: `${to}T23:59:59Z` };

  const [account, opening, completed, pending] = await Promise.all([
    statementAccount(core, request.actingAs, request.signal),
    // The balances as they stood at the last second before the period: the service's own figure, which holds for a
    // period without a single line too (docs/sheet-blocks.md "Statements").
    core.balances
      .findAll({ as_at_date: `${dayBefore(from)}T23:59:59Z`, per_page: perPage }, call)
      .toArray()
      .then((balances) => balances.find((balance) => balance.currency === currency)?.amount ?? new Decimal(0)),
    core.transactions
      .findAll({ currency, status: "completed", completed_at_from: period.from, completed_at_to: period.to, order: "completed_at", order_asc_desc: "asc", per_page: perPage }, call)
      .toArray(),
    core.transactions
      .findAll({ currency, status: "pending", created_at_from: period.from, created_at_to: period.to, order: "created_at", order_asc_desc: "asc", per_page: perPage }, call)
      .toArray(),
  ]);
  const facts = await counterpartyFacts(core, [...completed, ...pending], { currency, since: period.from, perPage, call });
  const lines = statementLines(opening, completed, pending, facts);
  return { account, currency, from, to, opening, lines, closing: closingBalance(opening, lines), readAt };
}

/** The account's name: the acted-for contact's account, else the signed-in user's (the house account). */
async function statementAccount(core: Pick<Core, "accounts" | "contacts">, actingAs: string | undefined, signal: AbortSignal | undefined): Promise<StatementAccount> {
  if (actingAs === undefined) return { name: (await core.accounts.current({ signal })).account_name, house: true };
  return { name: (await core.contacts.get(actingAs, { signal })).account_name, house: false };
}

interface LookupScope {
  currency: string;
  /** Start of the period: a payment whose money moved since was updated since. */
  since: string;
  perPage: number;
  call: { onBehalfOf: string | undefined; signal: AbortSignal | undefined };
}

/**
 * The payees and currency pairs of the lines, in as few requests as the lines allow (none when there are no such
 * lines). Payments: one paged find of the currency's payments updated since the period began — a payment's money
 * moves when it changes status, which updates it — then one paged find of the currency's beneficiaries for their
 * names (the service's beneficiaries find takes no list of ids); a payee not among them (another currency's) is read
 * by id, once per payee. Conversions: one find per hundred ids.
 */
export async function counterpartyFacts(
  core: Pick<Core, "payments" | "beneficiaries" | "conversions">,
  transactions: readonly Transaction[],
  scope: LookupScope,
): Promise<CounterpartyFacts> {
  const idsOf = (kind: string) => [...new Set(transactions.filter((transaction) => relatedKind(transaction) === kind).map((transaction) => transaction.related_entity_id))];
  const paymentIds = new Set(idsOf("payment"));
  const conversionIds = idsOf("conversion");

  const [payments, conversions] = await Promise.all([
    paymentIds.size === 0
      ? []
      : core.payments.findAll({ currency: scope.currency, updated_at_from: scope.since, per_page: scope.perPage }, scope.call).toArray(),
    Promise.all(
      chunks(conversionIds, IDS_PER_FIND).map((ids) => core.conversions.findAll({ conversion_ids: ids, per_page: IDS_PER_FIND }, scope.call).toArray()),
    ).then((pages) => pages.flat()),
  ]);
  const paid = payments.filter((payment) => paymentIds.has(payment.id));
  const payeeIds = new Set(paid.map((payment) => payment.beneficiary_id));
  const names = new Map<string, string>();
  if (payeeIds.size > 0) {
    for (const beneficiary of await core.beneficiaries.findAll({ currency: scope.currency, per_page: scope.perPage }, scope.call).toArray()) {
      if (payeeIds.has(beneficiary.id)) names.set(beneficiary.id, beneficiary.name);
    }
    const missing = [...payeeIds].filter((id) => !names.has(id));
    const found = await Promise.all(missing.map((id) => core.beneficiaries.get(id, scope.call)));
    for (const beneficiary of found) names.set(beneficiary.id, beneficiary.name);
  }
  return {
    payments: new Map(paid.map((payment) => [payment.id, { payee: names.get(payment.beneficiary_id), reference: payment.reference }])),
    conversions: new Map(conversions.map((conversion) => [conversion.id, { buy: conversion.buy_currency, sell: conversion.sell_currency }])),
  };
}

/**
 * The lines in the order the balance saw them — completed lines at their completion, pending ones at their
 * creation (a completed line first on the same second) — with the running balance from `opening`: each completed
 * line moves it, a pending line shows it as it stands.
 */
export function statementLines(opening: Decimal, completed: readonly Transaction[], pending: readonly Transaction[], facts: CounterpartyFacts): StatementLine[] {
  const dated = [
    ...completed.map((transaction) => ({ transaction, at: Date.parse(transaction.completed_at ?? transaction.created_at), pending: false })),
    ...pending.map((transaction) => ({ transaction, at: Date.parse(transaction.created_at), pending: true })),
  ].sort((a, b) => a.at - b.at || Number(a.pending) - Number(b.pending));
  let balance = opening;
  return dated.map(({ transaction, pending: isPending }) => {
    const signedAmount = transaction.type === "debit" ? transaction.amount.negated() : transaction.amount;
    if (!isPending) balance = balance.plus(signedAmount);
    return {
      transaction,
      type: typeInWords(transaction),
      counterparty: counterpartyText(transaction, facts),
      reference: transaction.related_entity_short_reference,
      signedAmount,
      pending: isPending,
      runningBalance: balance,
    };
  });
}

/** The opening balance plus every completed line: pending lines move nothing. */
export function closingBalance(opening: Decimal, lines: readonly StatementLine[]): Decimal {
  return lines.reduce((balance, line) => (line.pending ? balance : balance.plus(line.signedAmount)), opening);
}

/** What moved the money, in words, from the transaction's `action` (SW `Transaction.action`). */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  payment: "Payment",
  conversion: "Conversion",
  transfer: "Transfer",
  funding: "Funding",
  payment_fee: "Fee",
  top_up_fee: "Fee",
  payment_failure: "Payment returned",
  payment_unrelease: "Payment returned",
  conversion_deposit: "Conversion deposit",
  deposit_refund: "Deposit refund",
  margin: "Margin",
  manual_intervention: "Adjustment",
  manual_transaction: "Adjustment",
};

export function typeInWords(transaction: Pick<Transaction, "action">): string {
  const known = ACTION_WORDS[transaction.action];
  if (known !== undefined) return known;
  const words = transaction.action.replace(/_/g, " ").trim();
  return words === "" ? "Other" : words.charAt(0).toUpperCase() + words.slice(1);
}

/** payment, conversion, transfer or funding: what the line's related entity is, whichever way the service spells it. */
function relatedKind(transaction: Pick<Transaction, "related_entity_type" | "action">): string {
  switch (transaction.related_entity_type) {
    case "balance_transfer":
    case "transfer":
      return "transfer";
    case "inbound_funds":
      return "funding";
    default:
      return transaction.related_entity_type;
  }
}

/**
 * Who or what is on the other side: a payment's payee (with the payment's reference to them), a conversion's pair
 * ("Bought EUR / sold GBP"), a transfer's direction, the sender's reference of funds received.
 */
export function counterpartyText(transaction: Transaction, facts: CounterpartyFacts): string {
  const reason = transaction.reason.trim();
  const withReason = (text: string) => (reason === "" ? text : `${text}: ${reason}`);
  switch (relatedKind(transaction)) {
    case "payment": {
      const payment = facts.payments.get(transaction.related_entity_id);
      if (transaction.action !== "payment") return withReason(payment?.payee === undefined ? "Payment" : `Payment to ${payment.payee}`);
      const payee = payment?.payee ?? "Payee not found";
      return payment === undefined || payment.reference.trim() === "" ? payee : `${payee} (${payment.reference.trim()})`;
    }
    case "conversion": {
      const conversion = facts.conversions.get(transaction.related_entity_id);
      if (conversion !== undefined) return `Bought ${conversion.buy} / sold ${conversion.sell}`;
      return transaction.type === "credit" ? `Bought ${transaction.currency}` : `Sold ${transaction.currency}`;
    }
    case "transfer":
      return withReason(transaction.type === "credit" ? "Transfer in from another account" : "Transfer out to another account");
    case "funding":
      return withReason("Funds received");
    default:
      return reason;
  }
}

const LEAD_LABELS = ["Account", "Currency", "Period (UTC days)", "Opening balance", "Pending lines", "Read at (UTC)"] as const;

const STATEMENT_COLUMNS: readonly BlockColumn[] = [
  { header: "Date (UTC)", format: DATE_TIME_FORMAT },
  { header: "Type", format: TEXT_FORMAT },
  { header: "Counterparty", format: TEXT_FORMAT },
  { header: "Reference", format: TEXT_FORMAT },
  { header: "Money in" },
  { header: "Money out" },
  { header: "Running balance" },
  { header: "Status", format: TEXT_FORMAT },
];

/** The header line the statement had before it had lead lines: such a block is replaced where it stands. */
const FORMER_HEADERS: readonly (readonly string[])[] = [
  ["Date (UTC)", "Type", "Action", "Related reference", "Amount", "Running balance", "Status", "Completed (UTC)"],
];

export function statementBlock(statement: Statement): BlockContent {
  const { currency } = statement;
  const money = (amount: Decimal) => amountCell(amount, currency);
  const lead: LeadLine[] = [
    [LEAD_LABELS[0], `${statement.account.name} (${statement.account.house ? "house account" : "client account"})`],
    [LEAD_LABELS[1], currency],
    [LEAD_LABELS[2], `${statement.from} – ${statement.to}`],
    [LEAD_LABELS[3], money(statement.opening)],
    [LEAD_LABELS[4], "Marked Pending: shown, not counted in the running balance until they complete"],
    [LEAD_LABELS[5], { utc: statement.readAt }],
  ];
  const lines = statement.lines.map((line): BlockCell[] => [
    { utc: line.pending ? line.transaction.created_at : (line.transaction.completed_at ?? line.transaction.created_at) },
    line.type,
    line.counterparty,
    line.reference,
    line.signedAmount.isNegative() ? null : money(line.signedAmount),
    line.signedAmount.isNegative() ? money(line.signedAmount.negated()) : null,
    money(line.runningBalance),
    line.pending ? "Pending" : "Completed",
  ]);
  const closing: BlockCell[] = [null, "Closing balance", null, null, null, null, money(statement.closing), null];
  return { lead, columns: STATEMENT_COLUMNS, rows: [...lines, closing], formerHeaders: FORMER_HEADERS };
}

/** Where a statement goes: a sheet of its own per currency, so a second statement refreshes the first. */
export function statementSheetName(currency: string): string {
  return `Statement ${currency}`;
}

/** The UTC day before a YYYY-MM-DD day, by the calendar alone. */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}
