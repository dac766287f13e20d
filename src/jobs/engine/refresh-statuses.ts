import pLimit from "p-limit";
import type { Conversion } from "../../api/schemas/conversions";
import type { Payment } from "../../api/schemas/payments";
import { parseUuid } from "../../domain";
import { isBlank, type OrderKind } from "../../domain/orders";
import type { JobContext } from "./booking-api";
import { describeFailure } from "../error-text";
import type { MappingStore } from "./mapping-store";
import { readOrderSheet, type OrderRow, type OrderSource } from "./order-sheet";
import { ACTING_AS_HEADER, isBooked, MESSAGE_HEADER, STATUS_HEADER } from "./result-columns";

export interface RefreshOutcome {
  /** Rows whose status was read. */
  refreshed: number;
  /** Rows whose status changed since it was last written. */
  changed: number;
  /** Rows whose object could not be read (the message says why). */
  failed: number;
}

/** Conversions asked for at once with conversion_ids[] (kept well inside URL limits). */
const IDS_PER_FIND = 25;
const GET_CONCURRENCY = 4;

/**
 * Brings the status of every booked row up to date: conversions (awaiting_funds → funds_arrived →
 * trade_settled) in batches by id, payments one by one (released, completed, failed with its reason).
 * Only the status and message columns are written, in one block.
 */
export async function refreshStatuses(ctx: JobContext, kind: OrderKind, source: OrderSource = { from: "selection" }, store?: MappingStore): Promise<RefreshOutcome> {
  const sheet = await readOrderSheet(ctx.workbook, kind, source, { store });
  const booked = sheet.rows.flatMap((row) => {
    if (!isBooked(row.previous) || row.previous.id === undefined) return [];
    return [{ row: row.row, id: row.previous.id, actingAs: bookedFor(row, ctx.defaultActingAs) }];
  });

  // A row whose status could not be read has no status here: the one shown stays (nothing known is erased).
  const updates: { row: number; status: string | undefined; message: string }[] = [];
  let failed = 0;
  if (kind === "conversion") {
    const groups = new Map<string | undefined, typeof booked>();
    for (const entry of booked) groups.set(entry.actingAs, [...(groups.get(entry.actingAs) ?? []), entry]);
    for (const [actingAs, entries] of groups) {
      for (let start = 0; start < entries.length; start += IDS_PER_FIND) {
        const chunk = entries.slice(start, start + IDS_PER_FIND);
        try {
          const found = await ctx.api.conversions.find({ conversion_ids: chunk.map((entry) => entry.id), per_page: IDS_PER_FIND }, { onBehalfOf: actingAs });
          const byId = new Map(found.conversions.map((conversion) => [conversion.id, conversion]));
          for (const entry of chunk) {
            const conversion = byId.get(entry.id);
            if (conversion === undefined) {
              failed += 1;
              updates.push({ row: entry.row, status: undefined, message: "the conversion was not found — was it booked for another account?" });
            } else updates.push({ row: entry.row, ...conversionStatus(conversion) });
          }
        } catch (error) {
          failed += chunk.length;
          for (const entry of chunk) updates.push({ row: entry.row, status: undefined, message: `status not refreshed: ${describeFailure(error)}` });
        }
      }
    }
  } else {
    const limit = pLimit(GET_CONCURRENCY);
    await Promise.all(
      booked.map((entry) =>
        limit(async () => {
          try {
            updates.push({ row: entry.row, ...paymentStatus(await ctx.api.payments.get(entry.id, {}, { onBehalfOf: entry.actingAs })) });
          } catch (error) {
            failed += 1;
            updates.push({ row: entry.row, status: undefined, message: `status not refreshed: ${describeFailure(error)}` });
          }
        }),
      ),
    );
  }

  const shownStatus = new Map(sheet.rows.map((row) => [row.row, row.previous.status]));
  const changed = updates.filter((update) => update.status !== undefined && update.status !== shownStatus.get(update.row)).length;
  updates.sort((a, b) => a.row - b.row);
  if (updates.length > 0) {
    await ctx.workbook.writeColumns(
      sheet.sheet,
      sheet.headerRow,
      [{ header: STATUS_HEADER, format: "@" }, { header: MESSAGE_HEADER, format: "@" }],
      // One block for every row, so a failed row's status is written back as it was shown.
      updates.map((update) => ({ row: update.row, values: [update.status ?? shownStatus.get(update.row) ?? null, update.message] })),
    );
  }
  return { refreshed: updates.length - failed, changed, failed };
}

function conversionStatus(conversion: Conversion): { status: string; message: string } {
  const settles = conversion.settlement_date.slice(0, 10);
  const messages: Record<string, string> = {
    awaiting_funds: `waiting for ${conversion.sell_currency} funds; settles ${settles}`,
    funds_arrived: `funds arrived; settles ${settles}`,
    trade_settled: `settled: ${conversion.buy_currency} credited`,
    closed: "closed (cancelled)",
  };
  return { status: conversion.status, message: messages[conversion.status] ?? "" };
}

function paymentStatus(payment: Payment): { status: string; message: string } {
  if (payment.status === "failed") return { status: payment.status, message: `failed: ${payment.failure_reason || "no reason given"}` };
  const messages: Record<string, string> = {
    ready_to_send: `queued for ${payment.payment_date}`,
    released: "released: the balance has been debited",
    completed: "completed",
    suspended: "suspended: its funding conversion was cancelled — book the payment again",
  };
  return { status: payment.status, message: messages[payment.status] ?? "" };
}

/** The account a booked row was booked for: the one recorded beside its key, else its acting-as cell, else the default. */
function bookedFor(row: OrderRow, defaultActingAs: string | undefined): string | undefined {
  const recorded = row.previous.recordedActingAs;
  try {
    if (recorded !== undefined) return recorded.contactId === undefined ? undefined : parseUuid(recorded.contactId, ACTING_AS_HEADER);
    const actingAsCell = row.cells.cell("acting_as");
    if (actingAsCell !== undefined && !isBlank(actingAsCell)) return parseUuid(actingAsCell.value, "acting as");
  } catch {
    // The row was booked, so its acting-as was valid then; an edited cell falls back to the default.
  }
  return defaultActingAs;
}
