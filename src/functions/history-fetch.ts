/**
 * One fetch of a report for FX.PAYMENTS, FX.CONVERSIONS or FX.TRANSACTIONS: the find asked page by page at the
 * largest page the service takes, oldest record first, until the table's bound (history-tables.ts) — then the rows as
 * cells. What it costs and why is in docs/functions.md, "Reports in cells"; the page size in docs/provider-api.md §20.
 */
import type { Core } from "../api";
import type { Pagination } from "../api/schemas";
import { HISTORY_ROW_BOUND, conversionRow, paymentRow, transactionRow, type HistoryRows } from "./history-tables";
import type { HistoryArguments } from "./history-arguments";

interface FoundPage<T> {
  items: T[];
  pagination: Pagination;
}

/** Records read, at most `bound` of them, and how many the service counted. */
interface Bounded<T> {
  items: T[];
  total: number;
}

/**
 * The page size a report wants: the largest the demo service takes (docs/provider-api.md §20). The client sends
 * at most what the service said it takes (src/api/internal/page-sizes.ts), so a smaller largest page costs one
 * refused request a session, and the pages then follow the answers' `next_page`.
 */
export const REPORT_PAGE_SIZE = 1000;

/** Pages of one find, oldest first, until `bound` records are read or the service says there is no next page. */
export async function readBounded<T>(find: (page: number, perPage: number) => Promise<FoundPage<T>>, bound = HISTORY_ROW_BOUND): Promise<Bounded<T>> {
  const items: T[] = [];
  let total: number;
  let page = 1;
  for (;;) {
    const found = await find(page, REPORT_PAGE_SIZE);
    items.push(...found.items);
    total = Math.max(found.pagination.total_entries, items.length);
    const next = found.pagination.next_page;
    if (items.length >= bound || next === -1 || next <= found.pagination.current_page) break;
    page = next;
  }
  return { items: items.slice(0, bound), total };
}

export interface HistoryScope {
  core: Core;
  onBehalfOf: string | undefined;
  /** The account's name as the payments' Debited account column shows it. */
  accountName: string;
  signal: AbortSignal;
}

/** The rows and total of one report, as the filters ask. */
export function fetchHistory(args: HistoryArguments, scope: HistoryScope): Promise<HistoryRows> {
  if (args.kind === "payments") return fetchPayments(args, scope);
  if (args.kind === "conversions") return fetchConversions(args, scope);
  return fetchTransactions(args, scope);
}

/** The filters every find shares: the days created (a `_to` date takes the whole day), oldest first. */
function commonFilters(args: HistoryArguments) {
  return {
    ...(args.from === undefined ? {} : { created_at_from: args.from }),
    ...(args.to === undefined ? {} : { created_at_to: args.to }),
    order: "created_at",
    order_asc_desc: "asc" as const,
  };
}

async function fetchPayments(args: HistoryArguments, scope: HistoryScope): Promise<HistoryRows> {
  const call = { onBehalfOf: scope.onBehalfOf, signal: scope.signal };
  const filters = { ...commonFilters(args), ...(args.status === undefined ? {} : { status: args.status }), ...(args.currency === undefined ? {} : { currency: args.currency }) };
  const found = await readBounded(async (page, perPage) => {
    const result = await scope.core.payments.find({ ...filters, page, per_page: perPage }, call);
    return { items: result.payments, pagination: result.pagination };
  });
  // A payment names its payee by id: one listing of the account's beneficiaries names them all, asked only when
  // there is a payment to name.
  const payees = new Map<string, string>();
  if (found.items.length > 0) {
    const listed = await readBounded(async (page, perPage) => {
      const result = await scope.core.beneficiaries.find({ page, per_page: perPage }, call);
      return { items: result.beneficiaries, pagination: result.pagination };
    }, Number.MAX_SAFE_INTEGER);
    for (const beneficiary of listed.items) payees.set(beneficiary.id, beneficiary.bank_account_holder_name || beneficiary.name);
  }
  const names = { payee: (id: string) => payees.get(id) ?? "", debitedAccount: scope.accountName };
  return { rows: found.items.map((payment) => paymentRow(payment, names)), total: found.total };
}

async function fetchConversions(args: HistoryArguments, scope: HistoryScope): Promise<HistoryRows> {
  const call = { onBehalfOf: scope.onBehalfOf, signal: scope.signal };
  const filters = { ...commonFilters(args), ...(args.status === undefined ? {} : { status: args.status }) };
  const walk = (side: Record<string, string>) =>
    readBounded(async (page, perPage) => {
      const result = await scope.core.conversions.find({ ...filters, ...side, page, per_page: perPage }, call);
      return { items: result.conversions, pagination: result.pagination };
    });
  if (args.currency === undefined) {
    const found = await walk({});
    return { rows: found.items.map(conversionRow), total: found.total };
  }
  // The find filters a conversion by the currency it buys or the one it sells, not by either: a currency's
  // conversions are both walks, merged oldest first (a conversion never buys and sells one currency, so none is in both).
  const [bought, sold] = await Promise.all([walk({ buy_currency: args.currency }), walk({ sell_currency: args.currency })]);
  const merged = [...bought.items, ...sold.items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id));
  return { rows: merged.slice(0, HISTORY_ROW_BOUND).map(conversionRow), total: bought.total + sold.total };
}

async function fetchTransactions(args: HistoryArguments, scope: HistoryScope): Promise<HistoryRows> {
  const call = { onBehalfOf: scope.onBehalfOf, signal: scope.signal };
  const status = args.status as "pending" | "completed" | "deleted" | undefined;
  const filters = { ...commonFilters(args), ...(status === undefined ? {} : { status }), ...(args.currency === undefined ? {} : { currency: args.currency }) };
  const found = await readBounded(async (page, perPage) => {
    const result = await scope.core.transactions.find({ ...filters, page, per_page: perPage }, call);
    return { items: result.transactions, pagination: result.pagination };
  });
  return { rows: found.items.map(transactionRow), total: found.total };
}
