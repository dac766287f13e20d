import type { Beneficiary } from "../../api/schemas/beneficiaries";
import type { Payment } from "../../api/schemas/payments";
import { ColumnNames, findDuplicatePayments, parsePaymentOrder, type DuplicateGroup, type PaymentOrder } from "../../domain/orders";
import type { BookingApi, JobContext } from "../engine/booking-api";
import { fundsOfAccounts, needsAgainst, type AccountFunds, type AmountsByAccount, type CurrencyNeed } from "../engine/currency-needs";
import { loadCoverRates, type CoverRates } from "./payment/cover-options";
import { paymentDifferences } from "./booking-differences";
import { CheckCounter, type CheckOptions } from "../engine/check-progress";
import { flagEarlierPayments } from "./payment/earlier-payments";
import { findSameAccount, resolveBeneficiaries, type ResolvedBeneficiary } from "./payment/beneficiary-resolver";
import type { OrderSheet } from "../engine/order-sheet";
import { fundingSlot, resolveCovers, type AuditNote, type Cover, type FundingBookings } from "./payment/funding";
import { BOOKED_AT_HEADER, COVER_HEADER, PAID_AMOUNT_HEADER, PAYMENT_DATE_HEADER, SHORT_REF_HEADER, STATUS_HEADER } from "../engine/result-columns";
import { amountCell, dateCell, utcDateTimeCell } from "../engine/result-values";
import { planRows, withActingAs, readyRows, refuse, type ReadyRow, type RowPlan } from "../engine/row-plan";
import type { Booking, BookingTask, RunCallOptions } from "../engine/run-booking";
import { trackRequestId } from "../engine/request-id";

export interface PaymentPreview {
  /** Totals per account and currency of every ready row against the available balance, with the shortfall it leaves. */
  needs: CurrencyNeed[];
  /** The balances and commitments those needs were measured against, to measure any subset of rows again. */
  funds: Map<string | undefined, AccountFunds>;
  /** Indicative rates for covering a shortfall by selling another balance (see cover-options.ts). */
  coverRates: CoverRates;
  duplicates: DuplicateGroup[];
  /** First day (YYYY-MM-DD) of the service's payments each row was compared with, besides the sheet's booked rows. */
  earlierPaymentsSince: string;
  /** Beneficiaries that will be created from bank details before their payments. */
  newBeneficiaries: number;
}

export interface PreparedPayments {
  plans: RowPlan<PaymentOrder>[];
  preview: PaymentPreview;
  beneficiaries: Map<number, ResolvedBeneficiary>;
  /** Rows an earlier run linked to a funding conversion (see funding.ts). */
  covers: Map<number, Cover>;
}

/**
 * Validates every row, resolves beneficiaries and earlier funding conversions with the service, flags duplicates,
 * and compares totals with balances.
 */
export async function preparePayments(ctx: JobContext, sheet: OrderSheet, check: CheckOptions = {}): Promise<PreparedPayments> {
  const plans = planRows(sheet, (row) => withActingAs(parsePaymentOrder(row.cells), row.previous, ctx.defaultActingAs));
  const ready = readyRows(plans);
  // Payees are looked up together, once per distinct payee: the rows with one count as checked when all are.
  const counter = new CheckCounter(plans.length, check, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - ready.length);
  const resolutions = await resolveBeneficiaries(ctx.api, ready.map((plan) => plan.order), ColumnNames.of(sheet.mapping));
  counter.throwIfCancelled();
  counter.finish();
  const beneficiaries = new Map<number, ResolvedBeneficiary>();
  ready.forEach((plan, index) => {
    const resolution = resolutions[index];
    if (resolution === undefined || !resolution.ok) refuse(plans, plan.row, resolution?.message ?? "beneficiary: could not be resolved");
    else beneficiaries.set(plan.row, resolution.target);
  });

  const covers = await resolveCovers(ctx.api, sheet, plans, readyRows(plans));
  const stillReady = readyRows(plans);
  const duplicates = findDuplicatePayments(stillReady.map((plan) => ({ row: plan.row, order: plan.order })));
  const groupOfRow = new Map(duplicates.flatMap((group) => group.rows.map((row) => [row, group.rows] as const)));
  for (const plan of stillReady) {
    plan.duplicateOf = (groupOfRow.get(plan.row) ?? []).filter((row) => row !== plan.row).map((row) => `row ${row + 1}`);
  }
  const earlierPaymentsSince = await flagEarlierPayments(ctx, sheet, stillReady, beneficiaries);
  const fromBalance = paidFromBalance(stillReady, covers);
  const ownKeys = new Set(stillReady.flatMap((plan) => (plan.existingKey === undefined ? [] : [plan.existingKey])));
  const funds = await fundsOfAccounts(ctx.api, fromBalance, ownKeys);
  const needs = needsAgainst(fromBalance, funds);
  const coverRates = await loadCoverRates(ctx.api, needs, funds);
  const newBeneficiaries = new Set([...beneficiaries.values()].flatMap((target) => (target.kind === "new" ? [target.signature] : []))).size;
  return { plans, preview: { needs, funds, coverRates, duplicates, newBeneficiaries, earlierPaymentsSince }, beneficiaries, covers };
}

/** What the rows take from balances: rows linked to a conversion (their own, or one that funded them) take nothing. */
export function paidFromBalance(rows: readonly ReadyRow<PaymentOrder>[], covers: ReadonlyMap<number, Cover>): AmountsByAccount {
  return rows
    .filter((plan) => plan.order.conversionId === undefined && covers.get(plan.row)?.kind !== "booked")
    .map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount }));
}

export interface PaymentTaskSetup {
  api: BookingApi;
  beneficiaries: Map<number, ResolvedBeneficiary>;
  covers: ReadonlyMap<number, Cover>;
  /** The funding conversions this run books, on first use by a payment they fund. */
  funding: FundingBookings;
  audit: AuditNote;
}

/** One task per payment row; beneficiaries from bank details are created once, on first use. */
export function paymentTasks(setup: PaymentTaskSetup, plans: readonly RowPlan<PaymentOrder>[], include: (row: number) => boolean): BookingTask[] {
  const created = new Map<string, Promise<Beneficiary>>();
  const ensureBeneficiary = (target: ResolvedBeneficiary, order: PaymentOrder, options: RunCallOptions): Promise<Beneficiary> => {
    if (target.kind === "existing") return Promise.resolve(target.beneficiary);
    let pending = created.get(target.signature);
    if (pending === undefined) {
      pending = createOrReuse(setup, target, order, options);
      created.set(target.signature, pending);
      // A failed creation may be tried again by a later row.
      pending.catch(() => created.delete(target.signature));
    }
    return pending;
  };

  return readyRows(plans)
    .filter((plan) => include(plan.row))
    .map((plan): BookingTask => {
      const { order } = plan;
      const target = setup.beneficiaries.get(plan.row) as ResolvedBeneficiary;
      const previous = setup.covers.get(plan.row);
      const coveredBefore = order.conversionId === undefined && previous?.kind === "booked" ? previous.id : undefined;
      const slot = fundingSlot(order.actingAs, order.currency);
      const funded = order.conversionId === undefined && coveredBefore === undefined && setup.funding.funds(slot);
      const linked = coveredBefore !== undefined || funded;
      const callOptions = { onBehalfOf: order.actingAs };
      const withCover = (booking: Booking, conversionId: string | null | undefined): Booking =>
        linked ? { ...booking, cells: { ...booking.cells, [COVER_HEADER]: conversionId ?? null } } : booking;
      // A payment this row's key booked before (found, or answered for a repeated key) is compared with the row.
      const asBooked = (payment: Payment, requestId: string | undefined, conversionId: string | null | undefined): Booking => ({
        ...withCover(paymentBooking(payment, requestId, target.kind === "existing" ? target.beneficiary.name : target.params.name), conversionId),
        differences: paymentDifferences(order, payment, target.kind === "existing" ? target.beneficiary.id : undefined),
      });
      return {
        row: plan.row,
        existingKey: plan.existingKey,
        recover: plan.recover,
        actingAs: order.actingAs,
        keyCells: linked ? () => ({ [COVER_HEADER]: coveredBefore ?? setup.funding.cellOf(slot) ?? null }) : undefined,
        keyedUpFront: funded,
        find: async (key: string, options: RunCallOptions) => {
          const tracked = trackRequestId({ ...callOptions, ...options });
          const found = (await setup.api.payments.find({ unique_request_id: key }, tracked.options)).payments[0];
          return found === undefined ? undefined : asBooked(found, tracked.requestId(), found.conversion_id);
        },
        create: async (key: string, options: RunCallOptions): Promise<Booking> => {
          const beneficiary = await ensureBeneficiary(target, order, options);
          const cover = coveredBefore ?? (funded ? await setup.funding.ensure(slot, options) : undefined);
          const tracked = trackRequestId({ ...callOptions, ...options });
          const payment = await setup.api.payments.create(
            {
              currency: order.currency,
              beneficiary_id: beneficiary.id,
              amount: order.amount,
              reason: order.reason,
              reference: order.reference,
              payment_type: order.paymentType,
              payment_date: order.paymentDate,
              conversion_id: order.conversionId ?? cover,
              unique_request_id: key,
            },
            tracked.options,
          );
          return asBooked(payment, tracked.requestId(), cover);
        },
      };
    });
}

async function createOrReuse(setup: PaymentTaskSetup, target: Extract<ResolvedBeneficiary, { kind: "new" }>, order: PaymentOrder, options: RunCallOptions): Promise<Beneficiary> {
  const callOptions = { onBehalfOf: order.actingAs, ...options };
  if (order.beneficiary.kind === "bank") {
    // An earlier, interrupted run may have created it already.
    const existing = await findSameAccount(setup.api, order.beneficiary.details, order.currency, order.actingAs);
    if (existing !== undefined) return existing;
  }
  const beneficiary = await setup.api.beneficiaries.create(target.params, callOptions);
  setup.audit({ actingAs: order.actingAs, kind: "beneficiary", row: undefined, key: undefined, id: beneficiary.id, shortReference: undefined, requestId: undefined, event: "created", beneficiary: beneficiary.name, currency: beneficiary.currency });
  return beneficiary;
}

export function paymentBooking(payment: Payment, requestId?: string, beneficiaryName?: string): Booking {
  return {
    id: payment.id,
    requestId,
    shortReference: payment.short_reference,
    audit: { amount: payment.amount, currency: payment.currency, beneficiary: beneficiaryName, status: payment.status },
    cells: {
      [SHORT_REF_HEADER]: payment.short_reference,
      [PAID_AMOUNT_HEADER]: amountCell(payment.amount, payment.currency),
      [PAYMENT_DATE_HEADER]: dateCell(payment.payment_date),
      [BOOKED_AT_HEADER]: utcDateTimeCell(payment.created_at),
      [STATUS_HEADER]: payment.status,
    },
  };
}
