import type Decimal from "decimal.js";
import type { Beneficiary } from "../api/schemas/beneficiaries";
import type { Payment } from "../api/schemas/payments";
import { findDuplicatePayments, parsePaymentOrder, type DuplicateGroup, type PaymentOrder } from "../domain/orders";
import type { BookingApi, JobContext } from "./booking-api";
import { currencyNeeds, type CurrencyNeed } from "./balances";
import { findSameAccount, resolveBeneficiaries, type ResolvedBeneficiary } from "./beneficiary-resolver";
import type { OrderSheet } from "./order-sheet";
import { COVER_HEADER, STATUS_HEADER } from "./result-columns";
import { planRows, withDefaultActingAs, readyRows, refuse, type RowPlan } from "./row-plan";
import type { Booking, BookingTask } from "./run-booking";
import type { AuditEntry } from "./audit-log";
import { trackRequestId } from "./request-id";

export interface PaymentPreview {
  /** Totals per account and currency against the balance, with the shortfall the balance leaves. */
  needs: CurrencyNeed[];
  duplicates: DuplicateGroup[];
  /** Beneficiaries that will be created from bank details before their payments. */
  newBeneficiaries: number;
}

export interface PreparedPayments {
  plans: RowPlan<PaymentOrder>[];
  preview: PaymentPreview;
  beneficiaries: Map<number, ResolvedBeneficiary>;
}

/** Validates every row, resolves beneficiaries with the service, flags duplicates, and compares totals with balances. */
export async function preparePayments(ctx: JobContext, sheet: OrderSheet): Promise<PreparedPayments> {
  const plans = planRows(sheet, (row) => withDefaultActingAs(parsePaymentOrder(row.cells), ctx.defaultActingAs));
  const ready = readyRows(plans);
  const resolutions = await resolveBeneficiaries(ctx.api, ready.map((plan) => plan.order));
  const beneficiaries = new Map<number, ResolvedBeneficiary>();
  ready.forEach((plan, index) => {
    const resolution = resolutions[index];
    if (resolution === undefined || !resolution.ok) refuse(plans, plan.row, resolution?.message ?? "beneficiary: could not be resolved");
    else beneficiaries.set(plan.row, resolution.target);
  });

  const stillReady = readyRows(plans);
  const duplicates = findDuplicatePayments(stillReady.map((plan) => ({ row: plan.row, order: plan.order })));
  const groupOfRow = new Map(duplicates.flatMap((group) => group.rows.map((row) => [row, group.rows] as const)));
  for (const plan of stillReady) {
    plan.duplicateOf = (groupOfRow.get(plan.row) ?? []).filter((row) => row !== plan.row);
  }
  // Rows already linked to a conversion (their own, or a funding one from an earlier run) are paid from it.
  const covered = new Set(sheet.rows.filter((row) => row.previous.coverConversionId !== undefined).map((row) => row.row));
  const fromBalance = stillReady.filter((plan) => plan.order.conversionId === undefined && !covered.has(plan.row));
  const needs = await currencyNeeds(ctx.api, fromBalance.map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount })));
  const newBeneficiaries = new Set([...beneficiaries.values()].flatMap((target) => (target.kind === "new" ? [target.signature] : []))).size;
  return { plans, preview: { needs, duplicates, newBeneficiaries }, beneficiaries };
}


export interface PaymentTaskSetup {
  api: BookingApi;
  sheet: OrderSheet;
  beneficiaries: Map<number, ResolvedBeneficiary>;
  /** Funding conversion per "actingAs|currency", booked by this run. */
  funding: Map<string, string>;
  audit: (entry: Omit<AuditEntry, "time" | "login" | "sheet">) => void;
}

export function fundingKey(actingAs: string | undefined, currency: string): string {
  return `${actingAs ?? ""}|${currency}`;
}

/** One task per payment row; beneficiaries from bank details are created once, on first use. */
export function paymentTasks(setup: PaymentTaskSetup, plans: readonly RowPlan<PaymentOrder>[], include: (row: number) => boolean): BookingTask[] {
  const previousCover = new Map(setup.sheet.rows.map((row) => [row.row, row.previous.coverConversionId]));
  const created = new Map<string, Promise<Beneficiary>>();
  const ensureBeneficiary = (target: ResolvedBeneficiary, order: PaymentOrder): Promise<Beneficiary> => {
    if (target.kind === "existing") return Promise.resolve(target.beneficiary);
    let pending = created.get(target.signature);
    if (pending === undefined) {
      pending = createOrReuse(setup, target, order);
      created.set(target.signature, pending);
      // A failed creation may be tried again by a later row.
      pending.catch(() => created.delete(target.signature));
    }
    return pending;
  };

  return readyRows(plans)
    .filter((plan) => include(plan.row))
    .map((plan) => {
      const { order } = plan;
      const target = setup.beneficiaries.get(plan.row) as ResolvedBeneficiary;
      const cover = order.conversionId === undefined ? (previousCover.get(plan.row) ?? setup.funding.get(fundingKey(order.actingAs, order.currency))) : undefined;
      const callOptions = { onBehalfOf: order.actingAs };
      return {
        row: plan.row,
        existingKey: plan.existingKey,
        recover: plan.recover,
        actingAs: order.actingAs,
        keyCells: cover === undefined ? undefined : { [COVER_HEADER]: cover },
        find: async (key: string) => {
          const tracked = trackRequestId(callOptions);
          const found = (await setup.api.payments.find({ unique_request_id: key }, tracked.options)).payments[0];
          return found === undefined ? undefined : paymentBooking(found, tracked.requestId());
        },
        create: async (key: string): Promise<Booking> => {
          const beneficiary = await ensureBeneficiary(target, order);
          const tracked = trackRequestId(callOptions);
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
          return paymentBooking(payment, tracked.requestId());
        },
      };
    });
}

async function createOrReuse(setup: PaymentTaskSetup, target: Extract<ResolvedBeneficiary, { kind: "new" }>, order: PaymentOrder): Promise<Beneficiary> {
  const callOptions = { onBehalfOf: order.actingAs };
  if (order.beneficiary.kind === "bank") {
    // An earlier, interrupted run may have created it already.
    const existing = await findSameAccount(setup.api, order.beneficiary.details, order.currency, order.actingAs);
    if (existing !== undefined) return existing;
  }
  const beneficiary = await setup.api.beneficiaries.create(target.params, callOptions);
  setup.audit({ actingAs: order.actingAs, kind: "beneficiary", row: undefined, key: undefined, id: beneficiary.id, shortReference: beneficiary.name, requestId: undefined, event: "created" });
  return beneficiary;
}

export function paymentBooking(payment: Payment, requestId?: string): Booking {
  return {
    id: payment.id,
    requestId,
    shortReference: payment.short_reference,
    cells: {
      "FX short ref": payment.short_reference,
      "FX paid amount": amountCell(payment.amount),
      "FX payment date": payment.payment_date,
      [STATUS_HEADER]: payment.status,
    },
  };
}

export function amountCell(amount: Decimal): number {
  return amount.toNumber();
}
