/**
 * What rows need in each currency against the balances they draw on (per account), counting payments and conversions
 * booked earlier and not yet settled: the preview and the confirmation measure rows with it.
 */
import Decimal from "decimal.js";
import type { KindApi } from "./booking-api";

/** What measuring funds reads: balances, and the payments and conversions not yet settled. */
export type FundsApi = KindApi<"balances" | "payments" | "conversions">;

/**
 * Payment states the balance has not been debited for yet: the service debits a payment when it is released
 * (docs/provider-api.md §6). Their amounts are spoken for, so they are counted against the balance.
 */
export const UNSETTLED_PAYMENT_STATUSES = ["ready_to_send", "awaiting_authorisation", "authorised"] as const;

/**
 * The conversion state whose sell amount the balance has not been debited for yet. A conversion's sell amount leaves
 * the balance when its funds arrive: `awaiting_funds` → `funds_arrived` at the settlement date, the sell balance
 * debited then (the demo service's lifecycle, demo-service/ledger/lifecycle.ts; the provider's reference gives settlement_date as "the
 * date and time by which funds need to be available to settle the trade"). `funds_arrived` and `trade_settled` have
 * been debited already, so counting them would take their sell amount off twice; `closed` (cancelled) sells nothing.
 * The reference lists `funds_sent` without saying when it debits, and the demo service never sets it: it is not counted.
 * The find's `status` filter takes one value (the reference's enum), so one find per account, paged, reads them.
 */
export const UNSETTLED_CONVERSION_STATUS = "awaiting_funds";

/**
 * What an account holds per currency, what its booked-but-unsettled payments will take from it (`committed`), and
 * what its conversions still awaiting funds will sell from it (`converting`).
 */
export interface AccountFunds {
  balances: Map<string, Decimal>;
  committed: Map<string, Decimal>;
  converting: Map<string, Decimal>;
}

/** The balance and commitments of one account and currency, as the needs are measured against them. */
export interface Funds {
  balance: Decimal;
  /** Payments booked earlier and not yet settled. */
  committed: Decimal;
  /** What conversions booked earlier and still awaiting funds sell from this balance. */
  converting: Decimal;
}

const ZERO = new Decimal(0);

export function fundsIn(funds: AccountFunds | undefined, currency: string): Funds {
  return {
    balance: funds?.balances.get(currency) ?? ZERO,
    committed: funds?.committed.get(currency) ?? ZERO,
    converting: funds?.converting.get(currency) ?? ZERO,
  };
}

/** What rows can draw on: the balance less unsettled payments and less what unsettled conversions sell from it. */
export function availableOf(funds: Funds): Decimal {
  return funds.balance.minus(funds.committed).minus(funds.converting);
}

/**
 * Balances of the signed-in account or of a sub-account (every page), its unsettled payments and what its conversions
 * awaiting funds sell, per currency. A payment linked to a conversion is paid from what that conversion buys, so it
 * takes nothing from the balance (the conversion's sell amount does); payments and conversions under `ownKeys` are the
 * rows being booked (a resumed run finds them at the service) and count once, as rows.
 */
async function accountFunds(api: FundsApi, actingAs: string | undefined, ownKeys: ReadonlySet<string> = new Set()): Promise<AccountFunds> {
  const options = { onBehalfOf: actingAs };
  const balances = new Map<string, Decimal>();
  const committed = new Map<string, Decimal>();
  const converting = new Map<string, Decimal>();
  const add = (totals: Map<string, Decimal>, currency: string, amount: Decimal) => totals.set(currency, (totals.get(currency) ?? ZERO).plus(amount));
  const readBalances = async () => {
    for await (const balance of api.balances.findAll({ per_page: 100 }, options)) add(balances, balance.currency, balance.amount);
  };
  const readUnsettled = async (status: string) => {
    for await (const payment of api.payments.findAll({ status, per_page: 100 }, options)) {
      if (payment.conversion_id !== null || (payment.unique_request_id !== null && ownKeys.has(payment.unique_request_id))) continue;
      add(committed, payment.currency, payment.amount);
    }
  };
  const readConverting = async () => {
    for await (const conversion of api.conversions.findAll({ status: UNSETTLED_CONVERSION_STATUS, per_page: 100 }, options)) {
      if (conversion.unique_request_id !== null && ownKeys.has(conversion.unique_request_id)) continue;
      add(converting, conversion.sell_currency, conversion.client_sell_amount);
    }
  };
  await Promise.all([readBalances(), ...UNSETTLED_PAYMENT_STATUSES.map(readUnsettled), readConverting()]);
  return { balances, committed, converting };
}

/** What a set of rows needs in one currency against what is there. */
export interface CurrencyNeed {
  actingAs: string | undefined;
  currency: string;
  rows: number;
  total: Decimal;
  /** The balance as the service reports it. */
  balance: Decimal;
  /** Payments booked earlier and not yet settled, which the balance must still cover. */
  committed: Decimal;
  /** What conversions booked earlier and still awaiting funds sell from this balance, which it must still cover. */
  converting: Decimal;
  /** Balance less committed and converting: what these rows can draw on. */
  available: Decimal;
  /** Zero when the available balance covers the total. */
  shortfall: Decimal;
  /**
   * The rows that do not fit the available balance, taken in sheet order (a row that fits what earlier rows left is
   * paid from the balance), and what they add up to: what a conversion covering the shortfall must buy (never less
   * than the shortfall), since a payment is paid either from the balance or wholly from one conversion.
   */
  beyondBalance: { rows: number[]; amount: Decimal };
}

/** Amounts in sheet order; `row` (a sheet row) tells which rows end up beyond the balance. */
export type AmountsByAccount = readonly { actingAs: string | undefined; currency: string; amount: Decimal; row?: number }[];

/** The funds of every account the amounts are drawn from, read concurrently. */
export async function fundsOfAccounts(api: FundsApi, amounts: AmountsByAccount, ownKeys?: ReadonlySet<string>): Promise<Map<string | undefined, AccountFunds>> {
  const accounts = [...new Set(amounts.map((entry) => entry.actingAs))];
  return new Map(await Promise.all(accounts.map(async (actingAs) => [actingAs, await accountFunds(api, actingAs, ownKeys)] as const)));
}

/** Totals per account and currency against the funds already read (e.g. for the rows a confirmation sends). */
export function needsAgainst(amounts: AmountsByAccount, funds: ReadonlyMap<string | undefined, AccountFunds>): CurrencyNeed[] {
  const byKey = new Map<string, { actingAs: string | undefined; currency: string; rows: number; total: Decimal; entries: AmountsByAccount[number][] }>();
  for (const entry of amounts) {
    const key = `${entry.actingAs ?? ""}\u0000${entry.currency}`;
    const need = byKey.get(key) ?? { actingAs: entry.actingAs, currency: entry.currency, rows: 0, total: ZERO, entries: [] };
    need.rows += 1;
    need.total = need.total.plus(entry.amount);
    need.entries.push(entry);
    byKey.set(key, need);
  }
  return [...byKey.values()]
    .map(({ entries, ...need }) => {
      const measured = fundsIn(funds.get(need.actingAs), need.currency);
      const available = availableOf(measured);
      return { ...need, ...measured, available, shortfall: Decimal.max(0, need.total.minus(available)), beyondBalance: beyond(entries, available) };
    })
    .sort((a, b) => (a.actingAs ?? "").localeCompare(b.actingAs ?? "") || a.currency.localeCompare(b.currency));
}

/** Walks the entries in order against `available`: those that fit are paid from it, the others are beyond it. */
function beyond(entries: AmountsByAccount, available: Decimal): CurrencyNeed["beyondBalance"] {
  let left = available;
  const rows: number[] = [];
  let amount = ZERO;
  for (const entry of entries) {
    if (entry.amount.lessThanOrEqualTo(left)) {
      left = left.minus(entry.amount);
      continue;
    }
    if (entry.row !== undefined) rows.push(entry.row);
    amount = amount.plus(entry.amount);
  }
  return { rows, amount };
}
