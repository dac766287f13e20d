/**
 * Funding conversions: booked by a payment run to cover a shortfall, and linked to the payments they fund (the rows
 * beyond the available balance), each paid no sooner than the conversion's date, when its money arrives.
 * Their key is written in the `FX funding conversion` cell of every row they fund before they are sent, and
 * replaced by their short reference once booked (the words a person quotes to the provider) — so a run that dies
 * in between leaves the key, and the next run finds the conversion by it instead of booking another.
 */
import type Decimal from "decimal.js";
import { isRequestKey, requestKey, type PaymentOrder } from "../../../domain/orders";
import { formatAmount, InvalidInputError, isUuid, OnceEach, parseCurrency } from "../../../domain";
import type { Conversion } from "../../../api/schemas";
import { type AuditNote, type AuditSummary, type CurrencyNeed, type KindApi, type KindTerms, type NoTerms, type OrderSheet, type ReadyRow, refuse, type RowPlan, type RunCallOptions, statusInWords, trackRequestId } from "../../engine/kind-kit";
import { describeFailure } from "../../error-text";
import type { CoverOption } from "./cover-options";

/**
 * A conversion the run books first to cover a payment currency's shortfall. Only the rows beyond the available
 * balance (CurrencyNeed.beyondBalance) are linked to it: the service refuses payments that add up to more than
 * their conversion buys, so the others are paid from the balance.
 */
export interface FundingConversion {
  actingAs: string | undefined;
  buyCurrency: string;
  sellCurrency: string;
  /** What the rows it funds add up to, bought exactly (fixed side buy): at least the shortfall. */
  amount: Decimal;
  /** The sheet rows it funds (0-based, as RowPlan.row). */
  rows: readonly number[];
  /** What it is expected to cost, at the preview's indicative rate. */
  estimate: CoverOption;
}

/** The person's choice, in the preview, of the balance that covers one currency's shortfall. */
export interface FundingChoice {
  actingAs?: string;
  /** The payment currency that is short. */
  currency: string;
  /** The balance to sell to cover it. */
  sellCurrency: string;
}

/**
 * The payment kind's terms in the confirmation (kind-spec.ts KindTerms): the person may fund a shortfall (`fund`,
 * picked among the job's `coverOptions`); the confirmation then carries the funding conversions booked first
 * (`funding`), and the outcome the ones the run booked.
 */
export interface PaymentTerms extends KindTerms {
  settings: NoTerms["settings"];
  choices: {
    /** Book a funding conversion for these shortfalls first. */
    fund?: readonly FundingChoice[];
  };
  offers: {
    /** The balances that can cover a shortfall among `needs` (from the job's needs()), with the estimated cost. */
    coverOptions(need: CurrencyNeed, needs: readonly CurrencyNeed[]): CoverOption[];
  };
  confirmed: { readonly funding: readonly FundingConversion[] };
  made: { funding: { conversion: FundingConversion; id: string; shortReference: string }[] };
}

/**
 * The column of the funding conversion a row is paid from: its key before it is booked, then its short reference (an
 * earlier version wrote its id). One of the payment kind's own result columns.
 */
export const COVER_HEADER = "FX funding conversion";

/** What funding reads and books: conversions. */
type FundingApi = KindApi<"conversions">;

/** One funding conversion per account and payment currency. */
export function fundingSlot(actingAs: string | undefined, currency: string): string {
  return `${actingAs ?? ""}|${currency}`;
}

/**
 * What a funded payment needs to know of its conversion: its id, the short reference its rows show, and the day
 * (YYYY-MM-DD) its money arrives.
 */
export interface FundingLink {
  id: string;
  shortReference: string;
  conversionDate: string;
}


/**
 * What an earlier run left in a row's `FX funding conversion` cell, as the service knows it now. A conversion that
 * has settled cannot be linked to any more (conversion_is_already_settled): its money is in the balance already.
 */
export type Cover =
  | (FundingLink & { kind: "booked"; settled: boolean; foundByKey?: { key: string; requestId: string | undefined; audit: AuditSummary } })
  /** A key whose conversion the service does not have: it was never booked, and may be sent again under it. */
  | { kind: "unbooked"; key: string };

/**
 * Resolves the funding cells of the rows to pay, each once per account: a key or a short reference is looked up
 * with `conversions/find`, an id (what earlier versions wrote) read with `conversions/{id}`. A row whose cell
 * cannot be looked up is refused: booking it uncovered, or funding it again, could buy its currency twice.
 */
export async function resolveCovers(api: FundingApi, sheet: OrderSheet, plans: RowPlan<PaymentOrder>[], ready: readonly ReadyRow<PaymentOrder>[]): Promise<Map<number, Cover>> {
  const cellOf = new Map(sheet.rows.map((row) => [row.row, row.previous.own.get(COVER_HEADER)]));
  // Every row of a cell shares its lookup, a failure too (each row refused with it); no limit of its own, as before.
  const lookups = new OnceEach<Cover>({ concurrency: Number.POSITIVE_INFINITY });
  const lookUp = (cell: string, actingAs: string | undefined): Promise<Cover> =>
    lookups.ask(`${actingAs ?? ""}|${cell}`, () => {
      const tracked = trackRequestId({ onBehalfOf: actingAs });
      return isRequestKey(cell)
        ? api.conversions.find({ unique_request_id: cell }, tracked.options).then(({ conversions: [found] }): Cover =>
            found === undefined ? { kind: "unbooked", key: cell } : bookedCover(found, { key: cell, requestId: tracked.requestId(), audit: fundingSummary(found) }),
          )
        : isUuid(cell)
          ? api.conversions.get(cell, tracked.options).then((found) => bookedCover(found, undefined))
          : api.conversions.find({ short_reference: cell }, tracked.options).then(({ conversions: [found] }) => {
              if (found === undefined) throw new NoSuchConversionError(cell);
              return bookedCover(found, undefined);
            });
    });

  const covers = new Map<number, Cover>();
  await Promise.all(
    ready.map(async (plan) => {
      const cell = cellOf.get(plan.row);
      if (cell === undefined || plan.order.conversionId !== undefined) return;
      try {
        covers.set(plan.row, await lookUp(cell, plan.order.actingAs));
      } catch (error) {
        refuse(
          plans,
          plan.row,
          error instanceof NoSuchConversionError
            ? `FX funding conversion: the service has no conversion ${cell} for this account — correct the cell, or clear it to fund the row anew`
            : `FX funding conversion: could not look up ${cell} (${describeFailure(error)}) — run again`,
        );
      }
    }),
  );
  return covers;
}

/** A short reference in the funding cell that names no conversion of the row's account. */
class NoSuchConversionError extends Error {
  constructor(readonly reference: string) {
    super(`no conversion ${reference}`);
  }
}

function bookedCover(conversion: Conversion, foundByKey: Extract<Cover, { kind: "booked" }>["foundByKey"]): Cover {
  return { kind: "booked", ...fundingLink(conversion), settled: conversion.status === "trade_settled", foundByKey };
}

function fundingLink(conversion: Conversion): FundingLink {
  return { id: conversion.id, shortReference: conversion.short_reference, conversionDate: dayOf(conversion.conversion_date) };
}

/** The UTC day of a conversion's date (`…T00:00:00+00:00`), as a payment date is written. */
function dayOf(timestamp: string): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** A funded payment's date: its own (or, blank, the earliest the service offers) unless its conversion arrives later. */
export function fundedPaymentDate(own: string | undefined, link: FundingLink): { date: string; moved: boolean } {
  if (own !== undefined && own >= link.conversionDate) return { date: own, moved: false };
  return { date: link.conversionDate, moved: true };
}

/**
 * The funding conversions a run books, each on first use by a payment it funds (after the keys of all those
 * payments are on the sheet), and each once however many payments wait for it.
 */
export class FundingBookings {
  readonly booked: { conversion: FundingConversion; id: string; shortReference: string }[] = [];
  private readonly planned = new Map<string, { conversion: FundingConversion; key: string }>();
  /** The slot of each row a planned conversion funds: the other rows of its currency are paid from the balance. */
  private readonly slotOfRow = new Map<number, string>();
  private readonly links = new Map<string, FundingLink>();
  /** A failed booking is tried again (same key) by the next payment that needs it; no limit of its own, as the run sets the pace. */
  private readonly pending = new OnceEach<FundingLink>({ concurrency: Number.POSITIVE_INFINITY, forgetFailures: true });

  constructor(
    private readonly api: FundingApi,
    private readonly sheet: string,
    conversions: readonly FundingConversion[],
    /** A key an earlier run wrote for the same rows and never booked: sent again under it. */
    keyFor: (conversion: FundingConversion) => string,
    private readonly audit: AuditNote,
  ) {
    for (const conversion of conversions) {
      const slot = fundingSlot(conversion.actingAs, conversion.buyCurrency);
      this.planned.set(slot, { conversion, key: keyFor(conversion) });
      for (const row of conversion.rows) this.slotOfRow.set(row, slot);
    }
  }

  /** The slot of the conversion that funds this row, if one does. */
  slotFunding(row: number): string | undefined {
    return this.slotOfRow.get(row);
  }

  /** What the funded rows show: the conversion's short reference once booked, its key until then. */
  cellOf(slot: string): string | undefined {
    return this.links.get(slot)?.shortReference ?? this.planned.get(slot)?.key;
  }

  /** The conversion this run booked under that id, if it did. */
  bookedAs(id: string): FundingLink | undefined {
    return [...this.links.values()].find((link) => link.id === id);
  }

  /** The conversion, booking it first if no payment has yet; the run's `cancelUnsent` drops it while it waits to be sent. */
  ensure(slot: string, options: RunCallOptions): Promise<FundingLink> {
    return this.pending.ask(slot, () => this.book(slot, options));
  }

  private async book(slot: string, options: RunCallOptions): Promise<FundingLink> {
    const planned = this.planned.get(slot);
    if (planned === undefined) throw new Error(`no funding conversion planned for ${slot}`);
    const { conversion, key } = planned;
    const tracked = trackRequestId({ onBehalfOf: conversion.actingAs, ...options });
    const booking = await this.api.conversions.create(
      {
        buy_currency: conversion.buyCurrency,
        sell_currency: conversion.sellCurrency,
        fixed_side: "buy",
        amount: conversion.amount,
        reason: `Funding payments from ${this.sheet}`,
        term_agreement: true,
        unique_request_id: key,
      },
      tracked.options,
    );
    const link = fundingLink(booking);
    this.links.set(slot, link);
    this.booked.push({ conversion, id: booking.id, shortReference: booking.short_reference });
    this.audit({
      actingAs: conversion.actingAs,
      kind: "funding conversion",
      row: undefined,
      key,
      id: booking.id,
      shortReference: booking.short_reference,
      requestId: tracked.requestId(),
      event: "booked",
      ...fundingSummary(booking),
    });
    return link;
  }
}

/** What a funding conversion moved, for the audit log: the amount it buys. */
function fundingSummary(conversion: Conversion): AuditSummary {
  return { amount: conversion.client_buy_amount, currency: conversion.buy_currency, beneficiary: undefined, status: statusInWords(conversion.status) };
}

/** The key of a new funding conversion: one per run, sheet, account and currency. */
export function newFundingKey(runId: string, sheet: string, conversion: FundingConversion): string {
  return requestKey(runId, `${sheet}#funding:${conversion.actingAs ?? ""}:${conversion.buyCurrency}`, 0);
}

/**
 * Funding conversions an earlier run booked but whose id never reached the sheet are logged when a run finds
 * them by key (as rows recovered by key are), so the audit log misses none.
 */
export function logFoundCovers(covers: ReadonlyMap<number, Cover>, rows: readonly ReadyRow<PaymentOrder>[], audit: AuditNote): void {
  const logged = new Set<string>();
  for (const plan of rows) {
    const cover = covers.get(plan.row);
    if (cover?.kind !== "booked" || cover.foundByKey === undefined || logged.has(cover.id)) continue;
    logged.add(cover.id);
    const { key, requestId, audit: summary } = cover.foundByKey;
    audit({ actingAs: plan.order.actingAs, kind: "funding conversion", row: undefined, key, id: cover.id, shortReference: cover.shortReference, requestId, event: "recovered", ...summary });
  }
}

/**
 * Turns the person's funding choices into conversions, each buying what the rows beyond the balance add up to and
 * funding those rows, refusing a choice for a currency that is not short and a sell currency whose balance cannot
 * pay for it (`optionsFor` lists those that can).
 */
export function fundingConversions(needs: readonly CurrencyNeed[], choices: readonly FundingChoice[], optionsFor: (need: CurrencyNeed) => CoverOption[]): FundingConversion[] {
  return choices.map((choice) => {
    const need = needs.find((candidate) => candidate.currency === choice.currency && candidate.actingAs === choice.actingAs);
    if (need === undefined || need.shortfall.isZero()) {
      throw new InvalidInputError("fund", "nothing_to_fund", `${choice.currency} needs no funding: its balance covers the payments`);
    }
    const sellCurrency = parseCurrency(choice.sellCurrency, "sell currency");
    if (sellCurrency === need.currency) {
      throw new InvalidInputError("fund", "same_currency", `${need.currency} cannot be funded by selling ${sellCurrency}`);
    }
    const estimate = optionsFor(need).find((option) => option.sellCurrency === sellCurrency);
    const { amount, rows } = need.beyondBalance;
    if (estimate === undefined) {
      throw new InvalidInputError(
        "fund",
        "cannot_cover",
        `the ${sellCurrency} balance cannot pay for ${formatAmount(amount, need.currency)} ${need.currency}, what the payments beyond the ${need.currency} balance add up to (short by ${formatAmount(need.shortfall, need.currency)}) — choose another currency to sell`,
      );
    }
    return { actingAs: need.actingAs, buyCurrency: need.currency, sellCurrency, amount, rows, estimate };
  });
}
