/**
 * Transfers between the house account and its sub-accounts (G-transfers-between-balances): a transfer writes a
 * pending debit on the source balance and a pending credit on the destination balance; both complete together
 * once the source balance covers the amount, or are deleted when the transfer is cancelled.
 *
 * When it completes (deterministic on the simulated clock): at creation when the source already covers it, as the
 * real example answers show (`completed_at` = `created_at`); otherwise on the first request after money reaches the
 * source balance (the lifecycle queue tries it again then), pending transfers of one balance in creation order.
 */
import Decimal from "decimal.js";
import type { TransferInput } from "../wire";
import { timestamp } from "../format";
import { covers } from "./balances";
import type { DemoData } from "../state";
import { completeTransaction, deleteTransaction, openTransaction, transactionsOf, type Movement } from "./transactions";

/** The two pending legs of a new transfer. */
export function openTransferTransactions(data: DemoData, transfer: TransferInput, now: number): void {
  const leg: Omit<Movement, "accountId" | "type"> = {
    currency: transfer.currency,
    amount: new Decimal(transfer.amount),
    action: "transfer",
    relatedEntityType: "balance_transfer",
    relatedEntityId: transfer.id,
    relatedEntityShortReference: transfer.short_reference,
    reason: transfer.reason ?? "",
  };
  openTransaction(data, { ...leg, accountId: transfer.source_account_id, type: "debit" }, now);
  openTransaction(data, { ...leg, accountId: transfer.destination_account_id, type: "credit" }, now);
}

/** Completes a pending transfer if its source balance covers it now; true when it did. */
export function completeTransferIfFunded(data: DemoData, transfer: TransferInput, now: number): boolean {
  if (transfer.status !== "pending") return false;
  if (!covers(data, transfer.source_account_id, transfer.currency, new Decimal(transfer.amount))) return false;
  // Debit, then credit: a statement reads the legs in the order the money moved.
  const legs = transactionsOf(data, transfer.id).sort((a, b) => (a.type === b.type ? 0 : a.type === "debit" ? -1 : 1));
  for (const leg of legs) completeTransaction(data, leg, now);
  const at = timestamp(now);
  transfer.status = "completed";
  transfer.completed_at = at;
  transfer.updated_at = at;
  return true;
}

export function cancelTransfer(data: DemoData, transfer: TransferInput, now: number): void {
  for (const leg of transactionsOf(data, transfer.id)) deleteTransaction(leg, now);
  transfer.status = "cancelled";
  transfer.updated_at = timestamp(now);
}
