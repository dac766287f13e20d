import { FxDeskError } from "../../api";
import { ColumnNames, newRunId, type ConversionOrder, type MappingCorrections, type OrderKind, type PaymentOrder } from "../../domain/orders";
import { resolveAccountNames, type AccountNames } from "./account-names";
import { AuditLog } from "./audit-log";
import { needsAgainst, type CurrencyNeed } from "./currency-needs";
import { coverOptions, type CoverOption } from "../kinds/payment/cover-options";
import type { JobContext } from "./booking-api";
import { countRows, fundingConversions, sumByCurrency, type ConfirmChoices, type Confirmation, type FundingConversion } from "./confirmation";
import { conversionTasks, prepareConversions, soldFromBalance, type ConversionPreview } from "../kinds/conversion";
import type { CheckOptions } from "./check-progress";
import { countingWorkbook } from "./counting-workbook";
import type { MappingStore } from "./mapping-store";
import { readOrderSheet, type OrderSheet, type OrderSource } from "./order-sheet";
import { FundingBookings, fundingSlot, logFoundCovers, newFundingKey, type AuditNote } from "../kinds/payment/funding";
import { paidFromBalance, paymentTasks, preparePayments, type PaymentPreview } from "../kinds/payment";
import { RESULT } from "./result-columns";
import { readyRows, type RowPlan } from "./row-plan";
import { runBooking, type BookingTask, type RowNotice, type RunOptions } from "./run-booking";
import type { RunOutcome } from "./run-outcome";

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
  /** Names of the accounts the rows are booked for, for everything a person reads. */
  accounts: AccountNames;
  /**
   * What the rows these choices send draw on each balance: the preview shows it and the confirmation carries it,
   * so both count the same rows (held duplicates only once included).
   */
  needs(choices?: ConfirmChoices): CurrencyNeed[];
  /** Writes the messages of invalid and held rows beside them now, before anything is confirmed. */
  writeNotices(choices?: ConfirmChoices): Promise<void>;
  confirm(choices?: ConfirmChoices): Confirmation;
  /** Mappings are remembered by whoever corrects them (MappingStore.save), never by a run. */
  run(confirmation: Confirmation, options?: RunOptions): Promise<JobOutcome>;
}

export type PreparedJob =
  | (JobCommon & { kind: "conversion"; rows: RowPlan<ConversionOrder>[]; preview: ConversionPreview })
  | (JobCommon & {
      kind: "payment";
      rows: RowPlan<PaymentOrder>[];
      preview: PaymentPreview;
      /** The balances that can cover a shortfall among `needs` (from needs()), with the estimated cost. */
      coverOptions(need: CurrencyNeed, needs: readonly CurrencyNeed[]): CoverOption[];
    });

export interface JobOutcome extends RunOutcome {
  funding: { conversion: FundingConversion; id: string }[];
  /** Workbook round trips from confirm to the last result written. */
  workbookSyncs: number;
}

export class JobNotReadyError extends FxDeskError {
  override name = "JobNotReadyError";
}

/** Validates the rows (with the service's help: beneficiaries, quotes, balances) and builds the preview. */
export async function prepareJob(ctx: JobContext, sheet: OrderSheet, check: CheckOptions = {}): Promise<PreparedJob> {
  if (sheet.mapping.missing.length > 0 || sheet.mapping.unknownCorrections.length > 0) {
    const missing = [...sheet.mapping.missing, ...sheet.mapping.unknownCorrections.map((entry) => `${entry.field} ("${entry.header}" is not a header)`)];
    throw new JobNotReadyError(`map a column for: ${missing.join(", ")}`);
  }
  const runId = newRunId((ctx.now ?? Date.now)(), ctx.random ?? Math.random);
  // A cancelled check abandons its requests, on the wire too: it books nothing. (A run only drops what is unsent.)
  const checking = check.signal !== undefined && ctx.cancellable !== undefined ? { ...ctx, api: ctx.cancellable(check.signal) } : ctx;
  const issued = new WeakSet<Confirmation>();

  if (sheet.kind === "conversion") {
    const { plans, preview } = await prepareConversions(checking, sheet, check);
    check.signal?.throwIfAborted();
    const accounts = await accountNamesOf(ctx, plans);
    const soldBy = (choices: ConfirmChoices) => {
      const sending = new Map(countRows(plans, choices.acceptDuplicates ?? false).toSend.map((plan) => [plan.row, plan.order.actingAs]));
      return soldFromBalance(
        preview.quotes.filter((quote) => sending.has(quote.row)),
        sending,
      );
    };
    const needs = (choices: ConfirmChoices = {}) => needsAgainst(soldBy(choices), preview.funds);
    const confirm = (choices: ConfirmChoices = {}): Confirmation => issue(issued, sheet, runId, plans, choices, sumByCurrency(soldBy(choices)), needs(choices), []);
    return {
      kind: "conversion",
      sheet,
      runId,
      accounts,
      rows: plans,
      preview,
      needs,
      confirm,
      writeNotices: (choices) => writeNoticesOnly(ctx, sheet, runId, plans, accounts, choices),
      run: (confirmation, options) =>
        runConfirmed(ctx, sheet, plans, accounts, issued, confirmation, options, () => ({ tasks: conversionTasks(ctx.api, plans, includeRows(plans, confirmation)), funding: () => [] })),
    };
  }

  const { plans, preview, beneficiaries, covers } = await preparePayments(checking, sheet, check);
  check.signal?.throwIfAborted();
  const accounts = await accountNamesOf(ctx, plans);
  const sendingWith = (choices: ConfirmChoices) => countRows(plans, choices.acceptDuplicates ?? false).toSend;
  const needs = (choices: ConfirmChoices = {}) => needsAgainst(paidFromBalance(sendingWith(choices), covers), preview.funds);
  const optionsAmong = (all: readonly CurrencyNeed[]) => (need: CurrencyNeed) => coverOptions(need, all, preview.funds, preview.coverRates);
  const confirm = (choices: ConfirmChoices = {}): Confirmation => {
    const totals = sumByCurrency(sendingWith(choices).map((plan) => ({ actingAs: plan.order.actingAs, currency: plan.order.currency, amount: plan.order.amount })));
    const measured = needs(choices);
    return issue(issued, sheet, runId, plans, choices, totals, measured, fundingConversions(measured, choices.fund ?? [], optionsAmong(measured)));
  };
  return {
    kind: "payment",
    sheet,
    runId,
    accounts,
    rows: plans,
    preview,
    needs,
    coverOptions: (need, all) => optionsAmong(all)(need),
    confirm,
    writeNotices: (choices) => writeNoticesOnly(ctx, sheet, runId, plans, accounts, choices),
    run: (confirmation, options) =>
      runConfirmed(ctx, sheet, plans, accounts, issued, confirmation, options, (audit) => {
        const note: AuditNote = (entry) => audit.add({ ...entry, time: new Date((ctx.now ?? Date.now)()).toISOString(), login: ctx.signedInLogin(), sheet: sheet.sheet });
        const include = includeRows(plans, confirmation);
        const sending = readyRows(plans).filter((plan) => include(plan.row));
        // A funding conversion an earlier run wrote the key of, and never booked, is sent again under that key.
        const unbookedKey = (conversion: FundingConversion) =>
          sending.flatMap((plan) => {
            const cover = covers.get(plan.row);
            return cover?.kind === "unbooked" && fundingSlot(plan.order.actingAs, plan.order.currency) === fundingSlot(conversion.actingAs, conversion.buyCurrency) ? [cover.key] : [];
          })[0];
        const funding = new FundingBookings(ctx.api, sheet.sheet, confirmation.funding, (conversion) => unbookedKey(conversion) ?? newFundingKey(runId, sheet.sheet, conversion), note);
        logFoundCovers(covers, sending, note);
        return { tasks: paymentTasks({ api: ctx.api, beneficiaries, covers, funding, audit: note }, plans, include), funding: () => funding.booked };
      }),
  };
}

function accountNamesOf<O extends { actingAs: string | undefined }>(ctx: JobContext, plans: readonly RowPlan<O>[]): Promise<AccountNames> {
  return resolveAccountNames(ctx.api, [ctx.defaultActingAs, ...readyRows(plans).map((plan) => plan.order.actingAs)], ctx.houseAccountName);
}

function issue<O>(
  issued: WeakSet<Confirmation>,
  sheet: OrderSheet,
  runId: string,
  plans: readonly RowPlan<O>[],
  choices: ConfirmChoices,
  totals: Confirmation["totals"],
  needs: Confirmation["needs"],
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
    needs,
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
  const previous = new Map(sheet.rows.map((row) => [row.row, row.previous]));
  const keyOf = (row: number) => previous.get(row)?.key;
  const actingAsOf = (row: number) => previous.get(row)?.recordedActingAs?.contactId;
  const held = new Set(countRows(plans, acceptDuplicates).held.map((plan) => plan.row));
  return plans.flatMap((plan): RowNotice[] => {
    if (plan.state === "invalid") return [{ row: plan.row, result: RESULT.invalid, message: plan.message, key: keyOf(plan.row), actingAs: actingAsOf(plan.row) }];
    if (plan.state === "ready" && held.has(plan.row)) {
      const others = plan.duplicateOf.join("; ");
      return [{ row: plan.row, result: RESULT.held, message: `possible duplicate of ${others} (same beneficiary, amount, currency and reference) — confirm duplicates to book it`, key: keyOf(plan.row), actingAs: actingAsOf(plan.row) }];
    }
    return [];
  });
}

async function writeNoticesOnly<O>(ctx: JobContext, sheet: OrderSheet, runId: string, plans: readonly RowPlan<O>[], accounts: AccountNames, choices: ConfirmChoices = {}): Promise<void> {
  const rows = notices(sheet, plans, choices.acceptDuplicates ?? false);
  if (rows.length === 0) return;
  await runBooking(setupFor(ctx, sheet, runId, ctx.workbook, new AuditLog(ctx.workbook, accounts)), [], rows);
}

const used = new WeakSet<Confirmation>();

async function runConfirmed<O>(
  ctx: JobContext,
  sheet: OrderSheet,
  plans: readonly RowPlan<O>[],
  accounts: AccountNames,
  issued: WeakSet<Confirmation>,
  confirmation: Confirmation,
  options: RunOptions | undefined,
  buildTasks: (audit: AuditLog) => { tasks: BookingTask[]; funding: () => JobOutcome["funding"] },
): Promise<JobOutcome> {
  if (!issued.has(confirmation)) throw new JobNotReadyError("this confirmation was not issued for this job — preview and confirm again");
  if (used.has(confirmation)) throw new JobNotReadyError("this confirmation has been used — read the rows and confirm again");
  used.add(confirmation);

  const counted = countingWorkbook(ctx.workbook);
  const audit = new AuditLog(counted.workbook, accounts);
  const { tasks, funding } = buildTasks(audit);
  try {
    const outcome = await runBooking(setupFor(ctx, sheet, confirmation.runId, counted.workbook, audit), tasks, notices(sheet, plans, confirmation.acceptDuplicates), options);
    return { ...outcome, funding: funding(), workbookSyncs: counted.calls() };
  } finally {
    // A run that stops on a failure still logs what it booked before it; if the log cannot be written either,
    // the failure that stopped the run is the one to report.
    if (audit.size > 0) await audit.append().catch(() => undefined);
  }
}

function setupFor(ctx: JobContext, sheet: OrderSheet, runId: string, workbook: JobContext["workbook"], audit: AuditLog) {
  return { kind: sheet.kind, workbook, audit, identity: sheet.identity, runId, login: ctx.signedInLogin(), now: ctx.now ?? Date.now, columns: ColumnNames.of(sheet.mapping) };
}
