/**
 * Balances as they stood at a past instant (`as_at_date`): a replay of the completed transactions up to that
 * instant. Timestamps on the wire are whole seconds, so "up to" compares whole seconds: a client that sums the
 * transactions it can see with `completed_at` ≤ the instant gets exactly these amounts. A balance opened later
 * than the instant did not exist yet and is left out.
 */
import Decimal from "decimal.js";
import type { BalanceInput } from "../wire";
import { formatAmount } from "../../domain/money";
import type { DemoData } from "../state";

export function balancesAsAt(data: DemoData, balances: readonly BalanceInput[], instant: number): BalanceInput[] {
  const wanted = new Map(balances.filter((balance) => Date.parse(balance.created_at) <= instant).map((balance) => [balance.id, balance]));
  const sums = new Map<string, { amount: Decimal; lastAt: string | null }>();
  for (const transaction of Object.values(data.transactions)) {
    if (transaction.status !== "completed" || !transaction.completed_at || !wanted.has(transaction.balance_id)) continue;
    if (Date.parse(transaction.completed_at) > instant) continue;
    const sum = sums.get(transaction.balance_id) ?? { amount: new Decimal(0), lastAt: null };
    const amount = new Decimal(transaction.amount);
    sum.amount = sum.amount.plus(transaction.type === "credit" ? amount : amount.neg());
    if (sum.lastAt === null || Date.parse(transaction.completed_at) > Date.parse(sum.lastAt)) sum.lastAt = transaction.completed_at;
    sums.set(transaction.balance_id, sum);
  }
  return [...wanted.values()].map((balance) => {
    const sum = sums.get(balance.id);
    return {
      ...balance,
      amount: formatAmount(sum?.amount ?? new Decimal(0), balance.currency),
      updated_at: sum?.lastAt ?? balance.created_at,
    };
  });
}
