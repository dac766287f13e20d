/**
 * Replays of the demo service's ledger as a client sees it: balances as the sum of their completed transactions,
 * at any instant (completed_at ≤ that instant), and a seeded random source so randomised sequences repeat exactly.
 */
import Decimal from "decimal.js";
import type { Balance } from "../../src/api/schemas/balances";
import type { Transaction } from "../../src/api/schemas/transactions";

/** Amount per balance id: completed credits minus completed debits, counting only what completed by `instant`. */
export function replayLedger(transactions: readonly Transaction[], instant = Number.POSITIVE_INFINITY): Map<string, Decimal> {
  const sums = new Map<string, Decimal>();
  for (const transaction of transactions) {
    if (transaction.status !== "completed" || transaction.completed_at === null) continue;
    if (Date.parse(transaction.completed_at) > instant) continue;
    const signed = transaction.type === "credit" ? transaction.amount : transaction.amount.neg();
    sums.set(transaction.balance_id, (sums.get(transaction.balance_id) ?? new Decimal(0)).plus(signed));
  }
  return sums;
}

/** "balance id → amount" lines, sorted, for comparisons whose failure shows exactly which balance differs. */
export function balanceLines(balances: readonly Balance[]): string[] {
  return balances.map((balance) => `${balance.account_id} ${balance.currency} ${balance.amount.toFixed(2)}`).sort();
}

/** What the replay says each of `balances` held at `instant`, in the same line form (balances opened later left out). */
export function replayedLines(balances: readonly Balance[], transactions: readonly Transaction[], instant?: number): string[] {
  const sums = replayLedger(transactions, instant);
  return balances
    .filter((balance) => instant === undefined || Date.parse(balance.created_at) <= instant)
    .map((balance) => `${balance.account_id} ${balance.currency} ${(sums.get(balance.id) ?? new Decimal(0)).toFixed(2)}`)
    .sort();
}

/** The demo service's generator (src/demo-service/seeded-random.ts), which tests seed too. */
export { seededRandom } from "../../src/demo-service/seeded-random";
