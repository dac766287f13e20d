/** Balances: one per account and currency, created on first use as the real API does for GET /balances/{ccy}. */
import Decimal from "decimal.js";
import type { BalanceInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { timestamp } from "../format";
import { balanceKey, newId, type DemoData } from "../state";

function balanceOf(data: DemoData, accountId: string, currency: string): BalanceInput | undefined {
  return data.balances[balanceKey(accountId, currency)];
}

export function openBalance(data: DemoData, accountId: string, currency: string, now: number): BalanceInput {
  const key = balanceKey(accountId, currency);
  const existing = data.balances[key];
  if (existing) return existing;
  const at = timestamp(now);
  const created: BalanceInput = {
    id: newId(),
    account_id: accountId,
    currency,
    amount: formatAmount(new Decimal(0), currency),
    created_at: at,
    updated_at: at,
  };
  data.balances[key] = created;
  return created;
}

export function covers(data: DemoData, accountId: string, currency: string, amount: Decimal): boolean {
  const balance = balanceOf(data, accountId, currency);
  return balance !== undefined && new Decimal(balance.amount).gte(amount);
}
