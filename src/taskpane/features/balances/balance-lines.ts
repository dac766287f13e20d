/**
 * The balances a table shows, as lines a person reads: which account, which currency, how much (Decimal), when it
 * last changed; and what the view does with them — hide zero balances, keep one currency, sort by currency or by
 * amount, add them up per currency. Pure: the pane's components only render what these return.
 */
import Decimal from "decimal.js";
import type { Balance } from "../../../api/schemas";

export interface BalanceLine {
  accountId: string;
  /** The account's name as a person reads it ("Acme Ltd"); its id when the name could not be read. */
  accountName: string;
  currency: string;
  amount: Decimal;
  /** The service's timestamp of the balance's last change. */
  updatedAt: string;
}

export type BalanceOrder = "currency" | "amount";

interface LineFilter {
  hideZero: boolean;
  /** Only this currency; undefined for every currency. */
  currency?: string | undefined;
  order: BalanceOrder;
}

export interface CurrencyTotal {
  currency: string;
  amount: Decimal;
  /** How many balances (accounts) the total adds up. */
  accounts: number;
}

/** Balances as the service sent them, each named by `nameOf(account_id)`. */
export function toLines(balances: readonly Balance[], nameOf: (accountId: string) => string): BalanceLine[] {
  return balances.map((balance) => ({
    accountId: balance.account_id,
    accountName: nameOf(balance.account_id),
    currency: balance.currency,
    amount: balance.amount,
    updatedAt: balance.updated_at,
  }));
}

/**
 * The lines to show: zero balances left out when asked, one currency when chosen; by currency A→Z (then account
 * name), or by amount largest first (then currency, then account name, so equal amounts keep a stable order).
 */
export function visibleLines(lines: readonly BalanceLine[], filter: LineFilter): BalanceLine[] {
  const byName = (a: BalanceLine, b: BalanceLine) => a.accountName.localeCompare(b.accountName, "en", { sensitivity: "base" });
  const byCurrency = (a: BalanceLine, b: BalanceLine) => a.currency.localeCompare(b.currency) || byName(a, b);
  const compare = filter.order === "currency" ? byCurrency : (a: BalanceLine, b: BalanceLine) => b.amount.comparedTo(a.amount) || byCurrency(a, b);
  return lines
    .filter((line) => !(filter.hideZero && line.amount.isZero()))
    .filter((line) => filter.currency === undefined || line.currency === filter.currency)
    .sort(compare);
}

/** One total per currency, A→Z, over the lines given (the lines shown, so the totals match the table). */
export function totalsByCurrency(lines: readonly BalanceLine[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { currency: line.currency, amount: new Decimal(0), accounts: 0 };
    totals.set(line.currency, { currency: line.currency, amount: total.amount.plus(line.amount), accounts: total.accounts + 1 });
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The currencies among the lines, A→Z: what the currency filter offers. */
export function currenciesOf(lines: readonly BalanceLine[]): string[] {
  return [...new Set(lines.map((line) => line.currency))].sort();
}

/** The latest change among the lines (the service's timestamp), or undefined for none. */
export function lastChange(lines: readonly BalanceLine[]): string | undefined {
  return lines.reduce<string | undefined>((latest, line) => (latest === undefined || Date.parse(line.updatedAt) > Date.parse(latest) ? line.updatedAt : latest), undefined);
}
