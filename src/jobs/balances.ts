import Decimal from "decimal.js";
import type { BookingApi } from "./booking-api";

/** Balances per currency of the signed-in account or of a sub-account (every page). */
export async function balancesByCurrency(api: BookingApi, actingAs: string | undefined): Promise<Map<string, Decimal>> {
  const balances = new Map<string, Decimal>();
  for await (const page of api.balances.findPages({ per_page: 100 }, { onBehalfOf: actingAs })) {
    for (const balance of page.items) {
      balances.set(balance.currency, (balances.get(balance.currency) ?? new Decimal(0)).plus(balance.amount));
    }
  }
  return balances;
}

/** What a set of rows needs in one currency against what is there. */
export interface CurrencyNeed {
  actingAs: string | undefined;
  currency: string;
  rows: number;
  total: Decimal;
  balance: Decimal;
  /** Zero when the balance covers the total. */
  shortfall: Decimal;
}

export async function currencyNeeds(
  api: BookingApi,
  amounts: readonly { actingAs: string | undefined; currency: string; amount: Decimal }[],
): Promise<CurrencyNeed[]> {
  const accounts = [...new Set(amounts.map((entry) => entry.actingAs))];
  const balances = new Map(await Promise.all(accounts.map(async (actingAs) => [actingAs, await balancesByCurrency(api, actingAs)] as const)));
  return needsAgainst(amounts, (actingAs, currency) => balances.get(actingAs)?.get(currency) ?? new Decimal(0));
}

/** Totals per account and currency against balances already read (e.g. for the rows a confirmation sends). */
export function needsAgainst(
  amounts: readonly { actingAs: string | undefined; currency: string; amount: Decimal }[],
  balanceOf: (actingAs: string | undefined, currency: string) => Decimal,
): CurrencyNeed[] {
  const byKey = new Map<string, { actingAs: string | undefined; currency: string; rows: number; total: Decimal }>();
  for (const { actingAs, currency, amount } of amounts) {
    const key = `${actingAs ?? ""}\u0000${currency}`;
    const entry = byKey.get(key) ?? { actingAs, currency, rows: 0, total: new Decimal(0) };
    entry.rows += 1;
    entry.total = entry.total.plus(amount);
    byKey.set(key, entry);
  }
  return [...byKey.values()]
    .map((entry) => {
      const balance = balanceOf(entry.actingAs, entry.currency);
      return { ...entry, balance, shortfall: Decimal.max(0, entry.total.minus(balance)) };
    })
    .sort((a, b) => (a.actingAs ?? "").localeCompare(b.actingAs ?? "") || a.currency.localeCompare(b.currency));
}
