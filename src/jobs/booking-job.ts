import { FxDeskError } from "../api/errors";
import { newRunId, requestKey, type ConversionOrder, type MappingCorrections, type OrderKind, type PaymentOrder } from "../domain/orders";
import { AuditLog } from "./audit-log";
import type { JobContext } from "./booking-api";
import { countRows, fundingConversions, sumByCurrency, type ConfirmChoices, type Confirmation, type FundingConversion } from "./confirmation";
import { conversionTasks, prepareConversions, type ConversionPreview } from "./conversion-job";
import { countingWorkbook } from "./counting-workbook";
import type { MappingStore } from "./mapping-store";
import { readOrderSheet, type OrderSheet, type OrderSource } from "./order-sheet";
import { fundingKey, paymentTasks, preparePayments, type PaymentPreview } from "./payment-job";
import { RESULT } from "./result-columns";
import type { RowPlan } from "./row-plan";
import { runBooking, type BookingTask, type RowNotice, type RunOptions, type RunOutcome } from "./run-booking";
import { trackRequestId } from "./request-id";

/**
 * The booking engine as a task pane drives it:
 *   readOrders → (show and correct the mapping) → prepareJob → preview → confirm → run (progress, cancel) → outcome.
 * Nothing is sent before `run`, and `run` refuses anything but a confirmation this job issued.
 */
export interface ReadOptions {
  source?: OrderSource;
  /** A mapping corrected by the person; else the one remembered for the sheet; else the synonyms. */
  corrections?: MappingCorrections;
  store?: MappingStore;
}

export function readOrders(ctx: JobContext, kind: OrderKind, options: ReadOptions = {}): Promise<OrderSheet> {
  return readOrderSheet(ctx.workbook, kind, options.source ?? { from: "selection" }, options);
}

interface JobCommon {
  sheet: OrderSheet;
  runId: string;
  /** Writes the messages of invalid and held rows beside them now, before anything is confirmed. */
  writeNotices(choices?: ConfirmChoices): Promise<void>;
  confirm(choices?: ConfirmChoices): Confirmation;
  /** Mappings are remembered by whoever corrects them (MappingStore.save), never by a run. */
  run(confirmation: Confirmation, options?: RunOptions): Promise<JobOutcome>;
}

export type PreparedJob =
  | (JobCommon & { kind: "conversion"; rows: RowPlan<ConversionOrder>[]; preview: ConversionPreview })
  | (JobCommon & { kind: "payment"; rows: RowPlan<PaymentOrder>[]; preview: PaymentPreview });

export interface JobOutcome extends RunOutcome {
  funding: { conversion: FundingConversion; id: string }[];
  /** Workbook round trips from confirm to the last result written. */
  workbookSyncs: number;
}

export class JobNotReadyError extends FxDeskError {
  override name = "JobNotReadyError";
}

/** Validates the rows (with the service's help: beneficiaries, quotes, balances) and builds the preview. */
export async function prepareJob(ctx: JobContext, sheet: OrderSheet): Promise<PreparedJob> {
  if (sheet.mapping.missing.length > 0 || sheet.mapping.unknownCorrections.length > 0) {
    const missing = [...sheet.mapping.missing, ...sheet.mapping.unknownCorrections.map((entry) => `${entry.field} ("${entry.header}" is not a header)`)];
    throw new JobNotReadyError(`map a column for: ${missing.join(", ")}`);
  }
  const runId = newRunId((ctx.now ?? Date.now)(), ctx.random ?? Math.random);
  const issued = new WeakSet<Confirmation>();

  if (sheet.kind === "conversion") {
    const { plans, preview } = await prepareConversions(ctx, sheet);
    const quoteByRow = new Map(preview.quotes.map((quote) => [quote.row, quote]));
    const confirm = (choices: ConfirmChoices = {}): Confirmation => {
      const counts = countRows(plans, choices.acceptDuplicates ?? false);
      const totals = sumByCurrency(
        counts.toSend.flatMap((plan) => {
          const quote = quoteByRow.get(plan.row);
          return quote === undefined ? [] : [{ actingAs: plan.order.actingAs, currency: quote.sellCurrency, amount: quote.sellAmount }];
        }),
      );
      return issue(issued, sheet, runId, plans, choices, totals, []);
    };
    return {
      kind: "conversion",
      sheet,
      runId,
      rows: plans,
      preview,
      confirm,
      writeNotices: (choices) => writeNoticesOnly(ctx, sheet, runId, plans, choices),
      run: (confirmation, options) =>
        runConfirmed(ctx, sheet, plans, issued, confirmation, options, async () => conversionTasks(ctx.api, plans, includeRows(plans, confirmation)), async () => []),
    };
  }

  const { plans, preview, beneficiaries } = await preparePayments(ctx, sheet);
  const confirm = (choices: ConfirmChoices = {}): Confirmation => {
    const counts = countRows(plans, choices.acceptDuplicates ?? false);
    const totals = sumByCurrency(counts.toSend.map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount })));
    return issue(issued, sheet, runId, plans, choices, totals, fundingConversions(preview.needs, choices.fund ?? []));
  };
  return {
    kind: "payment",
    sheet,
    runId,
    rows: plans,
    preview,
    confirm,
    writeNotices: (choices) => writeNoticesOnly(ctx, sheet, runId, plans, choices),
    run: async (confirmation, options) => {
      const funding = new Map<string, string>();
      const booked: JobOutcome["funding"] = [];
      return runConfirmed(
        ctx,
        sheet,
        plans,
        issued,
        confirmation,
        options,
        async (audit) =>
          paymentTasks(
            {
              api: ctx.api,
              sheet,
              beneficiaries,
              funding,
              audit: (entry) => audit.add({ ...entry, time: new Date((ctx.now ?? Date.now)()).toISOString(), login: ctx.signedInLogin(), sheet: sheet.sheet }),
            },
            plans,
            includeRows(plans, confirmation),
          ),
        async (audit) => {
          for (const conversion of confirmation.funding) {
            const key = requestKey(runId, `${sheet.sheet}#funding:${conversion.actingAs ?? ""}:${conversion.buyCurrency}`, 0);
            const tracked = trackRequestId({ onBehalfOf: conversion.actingAs });
            const booking = await ctx.api.conversions.create(
              {
                buy_currency: conversion.buyCurrency,
                sell_currency: conversion.sellCurrency,
                fixed_side: "buy",
                amount: conversion.amount,
                reason: `Funding payments from ${sheet.sheet}`,
                term_agreement: true,
                unique_request_id: key,
              },
              tracked.options,
            );
            funding.set(fundingKey(conversion.actingAs, conversion.buyCurrency), booking.id);
            booked.push({ conversion, id: booking.id });
            audit.add({
              time: new Date((ctx.now ?? Date.now)()).toISOString(),
              login: ctx.signedInLogin(),
              actingAs: conversion.actingAs,
              kind: "funding conversion",
              sheet: sheet.sheet,
              row: undefined,
              key,
              id: booking.id,
              shortReference: booking.short_reference,
              requestId: tracked.requestId(),
              event: "booked",
            });
          }
          return booked;
        },
      );
    },
  };
}

function issue<O>(
  issued: WeakSet<Confirmation>,
  sheet: OrderSheet,
  runId: string,
  plans: readonly RowPlan<O>[],
  choices: ConfirmChoices,
  totals: Confirmation["totals"],
  funding: FundingConversion[],
): Confirmation {
  const acceptDuplicates = choices.acceptDuplicates ?? false;
  const counts = countRows(plans, acceptDuplicates);
  const confirmation: Confirmation = Object.freeze({
    kind: sheet.kind,
    sheet: sheet.sheet,
    runId,
    rowsToSend: counts.toSend.length,
    rowsToRecover: counts.toSend.filter((plan) => plan.state === "ready" && plan.recover).length,
    invalidRows: counts.invalid,
    heldRows: counts.held.length,
    bookedBefore: counts.bookedBefore,
    totals,
    funding,
    acceptDuplicates,
  });
  issued.add(confirmation);
  return confirmation;
}

function includeRows<O>(plans: readonly RowPlan<O>[], confirmation: Confirmation): (row: number) => boolean {
  const sent = new Set(countRows(plans, confirmation.acceptDuplicates).toSend.map((plan) => plan.row));
  return (row) => sent.has(row);
}

function notices<O>(sheet: OrderSheet, plans: readonly RowPlan<O>[], acceptDuplicates: boolean): RowNotice[] {
  const keys = new Map(sheet.rows.map((row) => [row.row, row.previous.key]));
  const keyOf = (row: number) => keys.get(row);
  const held = new Set(countRows(plans, acceptDuplicates).held.map((plan) => plan.row));
  return plans.flatMap((plan): RowNotice[] => {
    if (plan.state === "invalid") return [{ row: plan.row, result: RESULT.invalid, message: plan.message, key: keyOf(plan.row) }];
    if (plan.state === "ready" && held.has(plan.row)) {
      const others = plan.duplicateOf.map((row) => row + 1).join(", ");
      return [{ row: plan.row, result: RESULT.held, message: `looks like a duplicate of row ${others} (same beneficiary, amount, currency and reference) — confirm duplicates to book it`, key: keyOf(plan.row) }];
    }
    return [];
  });
}

async function writeNoticesOnly<O>(ctx: JobContext, sheet: OrderSheet, runId: string, plans: readonly RowPlan<O>[], choices: ConfirmChoices = {}): Promise<void> {
  const rows = notices(sheet, plans, choices.acceptDuplicates ?? false);
  if (rows.length === 0) return;
  await runBooking(setupFor(ctx, sheet, runId, ctx.workbook, new AuditLog(ctx.workbook)), [], rows);
}

const used = new WeakSet<Confirmation>();

async function runConfirmed<O>(
  ctx: JobContext,
  sheet: OrderSheet,
  plans: readonly RowPlan<O>[],
  issued: WeakSet<Confirmation>,
  confirmation: Confirmation,
  options: RunOptions | undefined,
  buildTasks: (audit: AuditLog) => Promise<BookingTask[]>,
  bookFirst: (audit: AuditLog) => Promise<JobOutcome["funding"]>,
): Promise<JobOutcome> {
  if (!issued.has(confirmation)) throw new JobNotReadyError("this confirmation was not issued for this job — preview and confirm again");
  if (used.has(confirmation)) throw new JobNotReadyError("this confirmation has been used — read the rows and confirm again");
  used.add(confirmation);

  const counted = countingWorkbook(ctx.workbook);
  const audit = new AuditLog(counted.workbook);
  const funding = await bookFirst(audit);
  const tasks = await buildTasks(audit);
  const outcome = await runBooking(setupFor(ctx, sheet, confirmation.runId, counted.workbook, audit), tasks, notices(sheet, plans, confirmation.acceptDuplicates), options);
  return { ...outcome, funding, workbookSyncs: counted.calls() };
}

function setupFor(ctx: JobContext, sheet: OrderSheet, runId: string, workbook: JobContext["workbook"], audit: AuditLog) {
  return { kind: sheet.kind, workbook, audit, sheet: sheet.sheet, headerRow: sheet.headerRow, runId, login: ctx.signedInLogin(), now: ctx.now ?? Date.now };
}
