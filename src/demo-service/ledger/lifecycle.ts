/**
 * Moves conversions and payments through their states on the simulated clock (docs/provider-api.md §6):
 * - conversion `awaiting_funds` → `funds_arrived` at `settlement_date` once the sell balance covers
 *   `client_sell_amount` (debited then) → `trade_settled` one hour later (buy amount credited);
 * - payment `ready_to_send`/`authorised` → `released` on `payment_date` (not before a short compliance delay after
 *   creation) once the balance covers the amount (debited then) and any linked conversion has settled →
 *   `completed` one hour later (`transferred_at` set);
 * - transfer `pending` → `completed` once its source balance covers it (transfers.ts).
 * Work is driven by a time-ordered queue plus per-balance waiting lists, so a request pays only for what is due.
 */
import Decimal from "decimal.js";
import { HOUR, MINUTE } from "../clock";
import { timestamp, zuluTimestamp } from "../format";
import { covers } from "./balances";
import { MinHeap } from "./min-heap";
import { conversionCredit, conversionDebit, paymentDebit } from "./movements";
import { balanceKey, type DemoData } from "../state";
import { dropPendingMovements, settleMovement } from "./transactions";
import { completeTransferIfFunded } from "./transfers";

/** Time between a payment's creation (or authorisation) and its release: the compliance check. */
const RELEASE_DELAY_MS = 5 * MINUTE;
/** Time between one settlement step and the next. */
const STEP_MS = HOUR;

interface Due {
  at: number;
  kind: "conversion" | "payment" | "transfer";
  id: string;
}

/**
 * When a payment left the account, once it has: a released payment's last change is its release; a completed one
 * was released one step before it completed. Undefined while it has not been released (docs/demo-service.md
 * "Payment tracking and confirmations" derives the tracker's events from these instants).
 */
export function paymentMilestones(payment: { status: string; updated_at: string; transferred_at: string }): { releasedAt: number; completedAt: number | undefined } | undefined {
  if (payment.status === "released") return { releasedAt: Date.parse(payment.updated_at), completedAt: undefined };
  if (payment.status === "completed") {
    const completedAt = Date.parse(payment.transferred_at);
    return { releasedAt: completedAt - STEP_MS, completedAt };
  }
  return undefined;
}

export class Lifecycle {
  private readonly queue = new MinHeap<Due>();
  private readonly waiting = new Map<string, Due[]>();

  constructor(
    private readonly data: () => DemoData,
    private readonly changed: () => void,
  ) {}

  /** True when something is due: the cheap check every request makes. */
  isDue(now: number): boolean {
    const next = this.queue.peek();
    return next !== undefined && next.at <= now;
  }

  /** Rebuilds the queue from the records (after a restore or a reset). */
  rebuild(): void {
    this.queue.clear();
    this.waiting.clear();
    const data = this.data();
    for (const conversion of Object.values(data.conversions)) this.scheduleConversion(conversion.id);
    for (const { wire } of Object.values(data.payments)) this.schedulePayment(wire.id);
    for (const transfer of Object.values(data.transfers)) this.scheduleTransfer(transfer.id);
  }

  /** A pending transfer is tried at once, then each time money reaches its source balance. */
  scheduleTransfer(id: string, from?: number): void {
    const transfer = this.data().transfers[id];
    if (transfer?.status === "pending") this.queue.push({ at: from ?? Date.parse(transfer.created_at), kind: "transfer", id });
  }

  scheduleConversion(id: string): void {
    const conversion = this.data().conversions[id];
    if (!conversion) return;
    if (conversion.status === "awaiting_funds") {
      this.queue.push({ at: Date.parse(conversion.settlement_date), kind: "conversion", id });
    } else if (conversion.status === "funds_arrived") {
      this.queue.push({ at: Date.parse(conversion.updated_at) + STEP_MS, kind: "conversion", id });
    }
  }

  schedulePayment(id: string, from?: number): void {
    const payment = this.data().payments[id]?.wire;
    if (!payment) return;
    if (payment.status === "ready_to_send" || payment.status === "authorised") {
      const earliest = Math.max(Date.parse(`${payment.payment_date}T00:00:00Z`), (from ?? Date.parse(payment.created_at)) + RELEASE_DELAY_MS);
      this.queue.push({ at: earliest, kind: "payment", id });
    } else if (payment.status === "released") {
      this.queue.push({ at: Date.parse(payment.updated_at) + STEP_MS, kind: "payment", id });
    }
  }

  /** Money arrived on a balance: whatever waited for it is tried again from `at`. */
  credited(accountId: string, currency: string, at: number): void {
    const key = balanceKey(accountId, currency);
    const waiters = this.waiting.get(key);
    if (!waiters) return;
    this.waiting.delete(key);
    for (const waiter of waiters) this.queue.push({ ...waiter, at });
  }

  /** A cancelled conversion suspends the payments that were to be paid from it; neither will move money now. */
  conversionClosed(conversionId: string, now: number): void {
    dropPendingMovements(this.data(), conversionId, now);
    for (const owned of Object.values(this.data().payments)) {
      const payment = owned.wire;
      if (payment.conversion_id !== conversionId) continue;
      if (["ready_to_send", "awaiting_authorisation", "authorised"].includes(payment.status)) {
        payment.status = "suspended";
        payment.updated_at = timestamp(now);
        dropPendingMovements(this.data(), payment.id, now);
      }
    }
  }

  run(now: number): void {
    let moved = false;
    for (let next = this.queue.peek(); next && next.at <= now; next = this.queue.peek()) {
      this.queue.pop();
      moved = this.step(next) || moved;
    }
    if (moved) this.changed();
  }

  private step(due: Due): boolean {
    if (due.kind === "conversion") return this.stepConversion(due);
    if (due.kind === "payment") return this.stepPayment(due);
    return this.stepTransfer(due);
  }

  private stepTransfer(due: Due): boolean {
    const data = this.data();
    const transfer = data.transfers[due.id];
    if (transfer?.status !== "pending") return false;
    if (!completeTransferIfFunded(data, transfer, due.at)) {
      this.wait(balanceKey(transfer.source_account_id, transfer.currency), due);
      return false;
    }
    this.credited(transfer.destination_account_id, transfer.currency, due.at);
    return true;
  }

  private stepConversion(due: Due): boolean {
    const data = this.data();
    const conversion = data.conversions[due.id];
    if (!conversion) return false;
    if (conversion.status === "awaiting_funds") {
      if (due.at < Date.parse(conversion.settlement_date)) return false;
      const sell = new Decimal(conversion.client_sell_amount);
      if (!covers(data, conversion.account_id, conversion.sell_currency, sell)) {
        this.wait(balanceKey(conversion.account_id, conversion.sell_currency), due);
        return false;
      }
      settleMovement(data, conversionDebit(conversion), due.at);
      conversion.status = "funds_arrived";
      conversion.updated_at = timestamp(due.at);
      this.queue.push({ at: due.at + STEP_MS, kind: "conversion", id: conversion.id });
      return true;
    }
    if (conversion.status === "funds_arrived") {
      if (due.at < Date.parse(conversion.updated_at) + STEP_MS) return false;
      settleMovement(data, conversionCredit(conversion), due.at);
      conversion.status = "trade_settled";
      conversion.updated_at = timestamp(due.at);
      this.credited(conversion.account_id, conversion.buy_currency, due.at);
      for (const paymentId of conversion.payment_ids ?? []) this.queue.push({ at: due.at, kind: "payment", id: paymentId });
      return true;
    }
    return false;
  }

  private stepPayment(due: Due): boolean {
    const data = this.data();
    const owned = data.payments[due.id];
    if (!owned) return false;
    const payment = owned.wire;
    if (payment.status === "ready_to_send" || payment.status === "authorised") {
      if (due.at < Date.parse(`${payment.payment_date}T00:00:00Z`)) return false;
      // A conversion's settlement queues its payments at once: the compliance delay still applies to them.
      const cleared = Date.parse(payment.created_at) + RELEASE_DELAY_MS;
      if (due.at < cleared) {
        this.queue.push({ ...due, at: cleared });
        return false;
      }
      if (payment.conversion_id) {
        // Paid from a conversion: the conversion's settlement queues this payment again.
        const conversion = data.conversions[payment.conversion_id];
        if (conversion?.status !== "trade_settled") return false;
      }
      const amount = new Decimal(payment.amount);
      if (!covers(data, owned.accountId, payment.currency, amount)) {
        this.wait(balanceKey(owned.accountId, payment.currency), due);
        return false;
      }
      settleMovement(data, paymentDebit(owned.accountId, payment), due.at);
      payment.status = "released";
      payment.updated_at = timestamp(due.at);
      this.queue.push({ at: due.at + STEP_MS, kind: "payment", id: payment.id });
      return true;
    }
    if (payment.status === "released") {
      if (due.at < Date.parse(payment.updated_at) + STEP_MS) return false;
      payment.status = "completed";
      payment.transferred_at = zuluTimestamp(due.at);
      payment.updated_at = timestamp(due.at);
      return true;
    }
    return false;
  }

  private wait(key: string, due: Due): void {
    const list = this.waiting.get(key);
    if (list) list.push(due);
    else this.waiting.set(key, [due]);
  }
}
