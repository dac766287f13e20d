/**
 * The ledger: every movement of money is a transaction on a balance (SW `Transaction`), and a balance changes only
 * when one of its transactions completes — so a balance always equals its completed credits minus its completed
 * debits. Bookings write their legs pending (a conversion's debit and credit, a payment's debit, a transfer's two
 * legs); a leg completes when the money moves and is deleted when it never will. Inbound funds complete at once.
 */
import Decimal from "decimal.js";
import type { TransactionInput } from "../wire";
import { formatAmount, roundToMinorUnits } from "../../domain/money";
import { timestamp } from "../format";
import { openBalance } from "./balances";
import { orderedId } from "../ordered-ids";
import { newId, type SavedData, type DemoData } from "../state";

/** The `action` values the demo service writes (SW transactions/find `action`). */
type TransactionAction = "funding" | "conversion" | "payment" | "transfer";
/** Transfers are written `balance_transfer`, as the real answers show; finds name them `transfer`. */
type RelatedEntityType = "conversion" | "payment" | "inbound_funds" | "balance_transfer";

export interface Movement {
  accountId: string;
  currency: string;
  /** Positive: `type` says which way the balance moves. */
  amount: Decimal;
  type: "credit" | "debit";
  action: TransactionAction;
  relatedEntityType: RelatedEntityType;
  relatedEntityId: string;
  relatedEntityShortReference: string;
  reason: string;
  /** When the movement is due (`settles_at`); its creation when not given. */
  settlesAt?: string;
}

/** Transaction ids by related entity, built on first use for each data set (a reset or restore brings a new one). */
const byRelatedEntity = new WeakMap<DemoData, Map<string, string[]>>();

function relatedIndex(data: DemoData): Map<string, string[]> {
  let index = byRelatedEntity.get(data);
  if (!index) {
    index = new Map();
    for (const transaction of Object.values(data.transactions)) addToIndex(index, transaction);
    byRelatedEntity.set(data, index);
  }
  return index;
}

function addToIndex(index: Map<string, string[]>, transaction: TransactionInput): void {
  const ids = index.get(transaction.related_entity_id);
  if (ids) ids.push(transaction.id);
  else index.set(transaction.related_entity_id, [transaction.id]);
}

/** Writes a pending transaction; the balance does not move until it completes. */
export function openTransaction(data: DemoData, movement: Movement, now: number): TransactionInput {
  const balance = openBalance(data, movement.accountId, movement.currency, now);
  const at = timestamp(now);
  const transaction: TransactionInput = {
    id: orderedId(now),
    balance_id: balance.id,
    account_id: movement.accountId,
    currency: movement.currency,
    amount: formatAmount(roundToMinorUnits(movement.amount, movement.currency), movement.currency),
    balance_amount: null,
    type: movement.type,
    related_entity_type: movement.relatedEntityType,
    related_entity_id: movement.relatedEntityId,
    related_entity_short_reference: movement.relatedEntityShortReference,
    status: "pending",
    reason: movement.reason,
    settles_at: movement.settlesAt ?? at,
    created_at: at,
    updated_at: at,
    completed_at: null,
    action: movement.action,
  };
  data.transactions[transaction.id] = transaction;
  addToIndex(relatedIndex(data), transaction);
  return transaction;
}

/** Completes a pending transaction: the one place a balance's amount changes. */
export function completeTransaction(data: DemoData, transaction: TransactionInput, now: number): void {
  if (transaction.status !== "pending") return;
  const balance = openBalance(data, transaction.account_id, transaction.currency, now);
  const amount = new Decimal(transaction.amount);
  const moved = new Decimal(balance.amount).plus(transaction.type === "credit" ? amount : amount.neg());
  const at = timestamp(now);
  balance.amount = formatAmount(moved, transaction.currency);
  balance.updated_at = at;
  transaction.status = "completed";
  transaction.balance_amount = balance.amount;
  transaction.completed_at = at;
  transaction.updated_at = at;
}

/** A pending transaction that will never happen (its transfer was cancelled). */
export function deleteTransaction(transaction: TransactionInput, now: number): void {
  if (transaction.status !== "pending") return;
  transaction.status = "deleted";
  transaction.updated_at = timestamp(now);
}

/** Money that moves at once (a settlement, a release, inbound funds): written and completed together. */
export function recordMovement(data: DemoData, movement: Movement, now: number): TransactionInput {
  const transaction = openTransaction(data, movement, now);
  completeTransaction(data, transaction, now);
  return transaction;
}

/**
 * Money a booking will move later (a conversion's two legs, a payment's debit): written pending now, or brought up
 * to date when the booking changed (a payment's amount or currency), so a statement shows what is coming.
 */
export function expectMovement(data: DemoData, movement: Movement, now: number): TransactionInput {
  const pending = pendingLeg(data, movement);
  if (!pending) return openTransaction(data, movement, now);
  const balance = openBalance(data, movement.accountId, movement.currency, now);
  pending.balance_id = balance.id;
  pending.account_id = movement.accountId;
  pending.currency = movement.currency;
  pending.amount = formatAmount(roundToMinorUnits(movement.amount, movement.currency), movement.currency);
  pending.reason = movement.reason;
  pending.settles_at = movement.settlesAt ?? pending.settles_at;
  pending.updated_at = timestamp(now);
  return pending;
}

/** The money moves now: its pending leg completes (as the booking now stands), or one is written completed. */
export function settleMovement(data: DemoData, movement: Movement, now: number): TransactionInput {
  const transaction = expectMovement(data, movement, now);
  completeTransaction(data, transaction, now);
  return transaction;
}

/** A booking that will not move money after all (cancelled, deleted, suspended): its pending legs are deleted. */
export function dropPendingMovements(data: DemoData, relatedEntityId: string, now: number): void {
  for (const transaction of transactionsOf(data, relatedEntityId)) deleteTransaction(transaction, now);
}

function pendingLeg(data: DemoData, movement: Movement): TransactionInput | undefined {
  return transactionsOf(data, movement.relatedEntityId).find((transaction) => transaction.status === "pending" && transaction.type === movement.type);
}

export function transactionsOf(data: DemoData, relatedEntityId: string): TransactionInput[] {
  return (relatedIndex(data).get(relatedEntityId) ?? []).map((id) => data.transactions[id]!);
}

/**
 * A snapshot saved before the ledger existed holds balances without transactions: each non-zero balance gets one
 * completed `manual_transaction` for its amount, so the sum rule holds for restored data too.
 */
export function withLedger(saved: SavedData): DemoData {
  const { transactions, transfers } = saved;
  if (transactions && transfers) return { ...saved, transactions, transfers };
  const data: DemoData = { ...saved, transactions: transactions ?? {}, transfers: transfers ?? {} };
  for (const balance of Object.values(data.balances)) {
    const amount = new Decimal(balance.amount);
    if (amount.isZero()) continue;
    const id = newId();
    data.transactions[id] = {
      id,
      balance_id: balance.id,
      account_id: balance.account_id,
      currency: balance.currency,
      amount: formatAmount(amount.abs(), balance.currency),
      balance_amount: balance.amount,
      type: amount.isNegative() ? "debit" : "credit",
      related_entity_type: "manual_transaction",
      related_entity_id: balance.id,
      related_entity_short_reference: "",
      status: "completed",
      reason: "Balance carried over from an earlier snapshot",
      settles_at: balance.updated_at,
      created_at: balance.updated_at,
      updated_at: balance.updated_at,
      completed_at: balance.updated_at,
      action: "manual_transaction",
    };
  }
  return data;
}
