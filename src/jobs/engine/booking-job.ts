/**
 * The booking engine as a task pane drives it, for any kind of row work (its spec, kind-spec.ts, is handed in):
 *   readOrders → (show and correct the mapping) → prepareJob → preview → confirm → run (progress, cancel) → outcome.
 * Nothing is sent before `run`, and `run` refuses anything but a confirmation this job issued.
 */
import { isUuid } from "../../domain";
import { FxDeskError } from "../../api";
import { ColumnNames, describeProblems, newRunId, requestKey, type MappingCorrections } from "../../domain/orders";
import { resolveAccountNames, type AccountNames } from "./account-names";
import { AuditLog, type AuditNote } from "./audit-log";
import { searchActingAs } from "./acting-as-search";
import { kindApi, kindContext, type CoreResource, type JobContext, type KindApi } from "./booking-api";
import { CheckCounter, type CheckOptions } from "./check-progress";
import { ContactLookups } from "./contact-lookups";
import { countRows, sumByCurrency, uncheckedPayeesQuestion, type ConfirmChoices, type Confirmation } from "./confirmation";
import { countingWorkbook } from "./counting-workbook";
import { needsAgainst, type CurrencyNeed } from "./currency-needs";
import type { AuthorisationSeen, KindCheck, KindOrder, KindSpec, KindTerms, NoTerms } from "./kind-spec";
import type { MappingStore } from "./mapping-store";
import { readOrderSheet, type OrderSheet, type OrderSource } from "./order-sheet";
import { madeAtHeader, RESULT, resultColumns } from "./result-columns";
import { rowsChangedSinceCheck, type RowChangedSinceCheck } from "./rows-changed";
import { planRows, readyRows, withActingAs, type ReadyRow, type RowPlan } from "./row-plan";
import { runBooking, type BookingTask, type RowNotice, type RunOptions, type RunSetup } from "./run-booking";
import { roomWithinBudget } from "./send-pace";
import type { RunOutcome } from "./run-outcome";

export interface ReadOptions {
  source?: OrderSource;
  /** A mapping corrected by the person; else the one remembered for the sheet; else the synonyms. */
  corrections?: MappingCorrections;
  store?: MappingStore;
}

/** Reads the rows of a kind. */
export function readOrders(ctx: JobContext, spec: KindSpec, options: ReadOptions = {}): Promise<OrderSheet> {
  return readOrderSheet(ctx.workbook, spec, options.source ?? { from: "selection" }, options);
}

/**
 * A checked job of any kind: its rows, preview, confirmation and run, with the kind's own terms (KindTerms: what it
 * offers on the job, its choices, what its confirmation carries and its run made). kinds/index.ts types them per kind.
 */
export type PreparedJobOf<K extends string = string, O extends KindOrder = KindOrder, V = unknown, T extends KindTerms = NoTerms> = JobOf<K, O, V, T> & T["offers"];

interface JobOf<K extends string, O extends KindOrder, V, T extends KindTerms> {
  kind: K;
  sheet: OrderSheet;
  runId: string;
  /** Names of the accounts the rows are booked for, for everything a person reads. */
  accounts: AccountNames;
  rows: RowPlan<O>[];
  preview: V;
  /**
   * What the rows these choices send draw on each balance: the preview shows it and the confirmation carries it,
   * so both count the same rows (held duplicates only once included).
   */
  needs(choices?: ConfirmChoices): CurrencyNeed[];
  /** Writes the messages of invalid and held rows beside them now, before anything is confirmed. */
  writeNotices(choices?: ConfirmChoices): Promise<void>;
  /**
   * These rows (a confirmation's sendingRows) read again now: those that no longer say what was checked, and what
   * changed (rows-changed.ts). The confirmation dialog asks it as it opens, before anything is sent.
   */
  changedSinceCheck(rows: readonly number[]): Promise<RowChangedSinceCheck[]>;
  /** What the person signs; throws, in words, when a choice of the kind's cannot be honoured. */
  confirm(choices?: ConfirmChoices & T["choices"]): Confirmation & T["confirmed"];
  /** Mappings are remembered by whoever corrects them (MappingStore.save), never by a run. */
  run(confirmation: Confirmation, options?: RunOptions): Promise<JobOutcome & T["made"]>;
}

export interface JobOutcome extends RunOutcome {
  /** Workbook round trips from confirm to the last result written. */
  workbookSyncs: number;
}

export class JobNotReadyError extends FxDeskError {
  override name = "JobNotReadyError";
}

/**
 * Validates the rows with the kind's row check, then with the service's help (its spec's check, handed only the
 * resources the kind declared), and builds the preview. kinds/index.ts types the job as its registered kind's.
 */
export async function prepareJob(ctx: JobContext, sheet: OrderSheet, check: CheckOptions & object = {}): Promise<PreparedJobOf<string, KindOrder, unknown, KindTerms>> {
  if (sheet.mapping.missing.length > 0 || sheet.mapping.unknownCorrections.length > 0) {
    const missing = [...sheet.mapping.missing, ...sheet.mapping.unknownCorrections.map((entry) => `${entry.field} ("${entry.header}" is not a header)`)];
    throw new JobNotReadyError(`map a column for: ${missing.join(", ")}`);
  }
  const { spec } = sheet;
  const runId = newRunId((ctx.now ?? Date.now)(), ctx.random ?? Math.random);
  const kindCtx = kindContext(ctx, spec.resources);
  // A cancelled check abandons its requests, on the wire too: it books nothing. (A run only drops what is unsent.)
  const checkApi = check.signal !== undefined && ctx.cancellable !== undefined ? ctx.cancellable(check.signal) : ctx.api;
  // One check reads each contact once, whether for its kind or for the account names (contact-lookups.ts).
  const contactLookups = new ContactLookups(checkApi.contacts);
  const checking = { ...kindCtx, api: kindApi(checkApi, spec.resources), contactLookups };
  const plans = await plansActingAs(sheet, checkApi, contactLookups, spec.houseOnly === true ? undefined : ctx.defaultActingAs);
  check.signal?.throwIfAborted();
  // The kind reports its own steps; the engine says when the last request of the check (the account names) is answered.
  const counter = new CheckCounter(plans.length, check, ctx.now ?? Date.now);
  const checked: KindCheck<KindOrder, unknown, CoreResource, KindTerms> = await spec.check(checking, sheet, plans, check);
  check.signal?.throwIfAborted();
  const accounts = await accountNamesOf(contactLookups, ctx, plans, sheet);
  counter.done();
  const issued = new WeakMap<Confirmation, object>();

  const sendingWith = (choices: ConfirmChoices) => countRows(plans, choices).toSend;
  const needs = (choices: ConfirmChoices = {}) => needsAgainst(checked.drawn(sendingWith(choices)), checked.funds);
  const confirm = (choices: ConfirmChoices = {}): Confirmation => {
    const measured = needs(choices);
    const terms = checked.terms?.confirm(measured, choices) ?? {};
    const sendingFor = new Set(sendingWith(choices).map((plan) => plan.order.actingAs));
    const authorisation = (checked.authorisation ?? []).filter((seen) => sendingFor.has(seen.actingAs));
    return issue(issued, sheet, runId, plans, choices, sumByCurrency(checked.totals(sendingWith(choices))), measured, authorisation, terms);
  };
  return {
    ...checked.terms?.offers,
    kind: sheet.kind,
    sheet,
    runId,
    accounts,
    rows: plans,
    preview: checked.preview,
    needs,
    confirm,
    writeNotices: (choices) => writeNoticesOnly(ctx, sheet, runId, plans, accounts, choices),
    changedSinceCheck: (rows) => {
      const asked = new Set(rows);
      const asChecked = readyRows(plans)
        .filter((plan) => asked.has(plan.row))
        .map((plan) => ({ row: plan.row, key: plan.copyOf?.key ?? plan.existingKey }));
      return rowsChangedSinceCheck(ctx.workbook, sheet, asChecked);
    },
    run: (confirmation, options) =>
      runConfirmed(ctx, sheet, plans, accounts, issued, confirmation, options, async (audit) => {
        const note: AuditNote = (entry) => audit.add({ ...entry, time: new Date((ctx.now ?? Date.now)()).toISOString(), login: ctx.signedInLogin(), sheet: sheet.sheet });
        const include = includeRows(plans, confirmation);
        const sending = readyRows(plans).filter((plan) => include(plan.row));
        const calls = checked.startRun({ api: kindCtx.api, sheet: sheet.sheet, dates: sheet.dates, runId, sending, terms: issued.get(confirmation) ?? {}, audit: note });
        // The kind's last word before anything is keyed or sent: rows whose agreed terms no longer hold are held back
        // (only rows this run sends: a kind may name every row a held term covers).
        const sent = new Set(sending.map((plan) => plan.row));
        const heldBack = new Map((await calls.holdBack?.())?.filter((held) => sent.has(held.row)).map((held) => [held.row, held.message]));
        const tasks = sending
          .filter((plan) => !heldBack.has(plan.row))
          .map((plan): BookingTask => withPayeeCheck(plan, { row: plan.row, existingKey: plan.existingKey, copiedKey: plan.copyOf?.key, recover: plan.recover, actingAs: plan.order.actingAs, ...calls.row(plan) }));
        const kept = keptCells(sheet);
        const held = [...heldBack].map(([row, message]): RowNotice => ({ row, result: RESULT.held, message, reconfirm: true, ...kept(row) }));
        return { tasks, held, made: () => calls.made?.() ?? {}, beforeSending: calls.beforeSending?.bind(calls) };
      }),
  };
}

/**
 * The rows' plans, each ready row's Acting as cell looked up (each distinct value once: acting-as-search.ts) and
 * replaced by the contact it names, or the row refused saying why; then the account a key was sent for kept
 * (row-plan.ts withActingAs). A row already booked is not looked up: it is never sent again.
 */
async function plansActingAs(sheet: OrderSheet, api: KindApi, contacts: ContactLookups, defaultActingAs: string | undefined): Promise<RowPlan<KindOrder>[]> {
  const plans = planRows(sheet, (row) => sheet.spec.parse(row.cells));
  const found = await searchActingAs(api, contacts, readyRows(plans).flatMap((plan) => (plan.order.actingAs === undefined ? [] : [plan.order.actingAs])));
  const column = ColumnNames.of(sheet.mapping).name("acting_as");
  const previous = new Map(sheet.rows.map((row) => [row.row, row.previous]));
  return plans.map((plan): RowPlan<KindOrder> => {
    const earlier = previous.get(plan.row);
    if (plan.state !== "ready" || earlier === undefined) return plan;
    const answer = plan.order.actingAs === undefined ? undefined : found.get(plan.order.actingAs);
    if (answer !== undefined && !answer.ok) return { row: plan.row, state: "invalid", message: `${column}: ${answer.problem}` };
    const kept = withActingAs({ ok: true, order: { ...plan.order, actingAs: answer?.contactId } }, earlier, defaultActingAs);
    return kept.ok ? { ...plan, order: kept.order } : { row: plan.row, state: "invalid", message: describeProblems(kept.problems) };
  });
}

/**
 * Names of the accounts the rows are booked for, and of those a row's key was recorded for (FX acting as is
 * rewritten by name beside a row that is not sent too).
 */
function accountNamesOf<O extends { actingAs: string | undefined }>(contacts: ContactLookups, ctx: JobContext, plans: readonly RowPlan<O>[], sheet: OrderSheet): Promise<AccountNames> {
  const recorded = sheet.rows.flatMap((row) => {
    const contactId = row.previous.recordedActingAs?.contactId;
    return contactId !== undefined && isUuid(contactId) ? [contactId] : [];
  });
  return resolveAccountNames(contacts, [ctx.defaultActingAs, ...readyRows(plans).map((plan) => plan.order.actingAs), ...recorded], ctx.houseAccountName);
}


/** A confirmation, with the kind's terms beside its own fields, known to this job as issued (with those terms, for its run). */
function issue<O>(
  issued: WeakMap<Confirmation, object>,
  sheet: OrderSheet,
  runId: string,
  plans: readonly RowPlan<O>[],
  choices: ConfirmChoices,
  totals: Confirmation["totals"],
  needs: Confirmation["needs"],
  authorisation: readonly AuthorisationSeen[],
  terms: object,
): Confirmation {
  const acceptDuplicates = choices.acceptDuplicates ?? false;
  const acceptCopies = choices.acceptCopies ?? false;
  const acceptPayeeChecks = choices.acceptPayeeChecks ?? false;
  const acceptUncheckedPayees = choices.acceptUncheckedPayees ?? false;
  const counts = countRows(plans, choices);
  const confirmation: Confirmation = Object.freeze({
    ...terms,
    kind: sheet.kind,
    sheet: sheet.sheet,
    runId,
    rowsToSend: counts.toSend.length,
    sendingRows: Object.freeze(counts.toSend.map((plan) => plan.row)),
    rowsToRecover: counts.toSend.filter((plan) => plan.state === "ready" && plan.recover).length,
    invalidRows: counts.invalid,
    heldRows: counts.held.length,
    copyRows: counts.copies.length,
    payeeCheckRows: counts.payeeChecks.length,
    uncheckedPayeeRows: counts.uncheckedPayees.length,
    uncheckedPayeesQuestion: uncheckedPayeesQuestion(counts.uncheckedPayees.length, sheet.spec.labels.singular, sheet.spec.labels.plural),
    existingRows: counts.existing.length,
    bookedBefore: counts.bookedBefore,
    totals,
    needs,
    acceptDuplicates,
    acceptCopies,
    acceptPayeeChecks,
    acceptUncheckedPayees,
    authorisation,
  });
  issued.set(confirmation, terms);
  return confirmation;
}

function includeRows<O>(plans: readonly RowPlan<O>[], confirmation: Confirmation): (row: number) => boolean {
  const sent = new Set(countRows(plans, confirmation).toSend.map((plan) => plan.row));
  return (row) => sent.has(row);
}

/** A row not sent keeps the key an earlier run wrote, so a later run still finds what that run may have booked. */
function keptCells(sheet: OrderSheet): (row: number) => Pick<RowNotice, "key" | "actingAs" | "sentAs"> {
  const previous = new Map(sheet.rows.map((row) => [row.row, row.previous]));
  return (row) => {
    const earlier = previous.get(row);
    return { key: earlier?.key, actingAs: earlier?.recordedActingAs?.contactId, sentAs: earlier?.sentAs };
  };
}

/** What is written beside the rows not sent: invalid, existing already, held back (duplicates, copies), booked before but changed since. */
function notices<O>(sheet: OrderSheet, plans: readonly RowPlan<O>[], choices: ConfirmChoices): RowNotice[] {
  const kept = keptCells(sheet);
  const counts = countRows(plans, choices);
  const held = new Set(counts.held.map((plan) => plan.row));
  const heldCopies = new Set(counts.heldCopies.map((plan) => plan.row));
  const heldPayees = new Set(counts.heldPayees.map((plan) => plan.row));
  const noun = sheet.spec.labels.singular;
  return plans.flatMap((plan): RowNotice[] => {
    if (plan.state === "invalid") return [{ row: plan.row, result: RESULT.invalid, message: plan.message, ...kept(plan.row) }];
    if (plan.state === "booked" && plan.changes.length > 0) {
      const { verb, stands, differs } = sheet.spec.doneWords;
      const message = `${verb} as ${plan.bookedAs} with other cells — ${plan.changes.join("; ")}. ${stands}: put the row back, or clear its FX columns to send it as a new ${noun}`;
      return [{ row: plan.row, result: differs, message, ...kept(plan.row) }];
    }
    if (plan.state === "ready" && plan.exists !== undefined) {
      const message = `exists already as ${plan.exists.name} (found by the same details): not created again`;
      return [{ row: plan.row, result: RESULT.exists, message, id: plan.exists.id, ...kept(plan.row) }];
    }
    if (plan.state === "ready" && heldCopies.has(plan.row) && plan.copyOf !== undefined) return [{ row: plan.row, result: RESULT.copy, message: plan.copyOf.message, ...kept(plan.row) }];
    if (plan.state === "ready" && held.has(plan.row)) {
      const others = plan.duplicateOf.join("; ");
      const same = sheet.spec.labels.duplicate === undefined ? "" : ` (${sheet.spec.labels.duplicate})`;
      return [{ row: plan.row, result: RESULT.held, message: `possible duplicate of ${others}${same} — confirm duplicates to book it`, ...kept(plan.row) }];
    }
    if (plan.state === "ready" && heldPayees.has(plan.row) && plan.payeeCheck !== undefined) {
      const next = plan.payeeCheck.notSwitchedOn === true ? "ask the provider to switch the check on, or give the go-ahead to book it unchecked" : "check the payee's details, or continue anyway to book it";
      return [{ row: plan.row, result: RESULT.held, message: `${plan.payeeCheck.line} — ${next}`, ...kept(plan.row) }];
    }
    return [];
  });
}

/**
 * Rows a check found ready whose result still says what an earlier check wrote (Invalid, Needs confirmation) with
 * its message: the problem was fixed, so both are cleared — a sheet that still said "Invalid" beside a good row
 * would contradict the preview. Booked rows and rows carrying another row's key keep what they say.
 */
function fixedSinceLastCheck<O>(sheet: OrderSheet, plans: readonly RowPlan<O>[], choices: ConfirmChoices): RowNotice[] {
  const previous = new Map(sheet.rows.map((row) => [row.row, row.previous]));
  const counts = countRows(plans, choices);
  const stillHeld = new Set([...counts.held, ...counts.heldCopies, ...counts.heldPayees].map((plan) => plan.row));
  const checkNotices: ReadonlySet<string | undefined> = new Set([RESULT.invalid, RESULT.held]);
  return plans.flatMap((plan): RowNotice[] => {
    const earlier = previous.get(plan.row);
    if (plan.state !== "ready" || plan.exists !== undefined || plan.copyOf !== undefined || stillHeld.has(plan.row)) return [];
    if (earlier === undefined || !checkNotices.has(earlier.result)) return [];
    return [{ row: plan.row, result: null, message: null, key: earlier.key, actingAs: earlier.recordedActingAs?.contactId, sentAs: earlier.sentAs }];
  });
}

async function writeNoticesOnly<O>(ctx: JobContext, sheet: OrderSheet, runId: string, plans: readonly RowPlan<O>[], accounts: AccountNames, choices: ConfirmChoices = {}): Promise<void> {
  const rows = [...notices(sheet, plans, choices), ...fixedSinceLastCheck(sheet, plans, choices)];
  if (rows.length === 0) return;
  const outcome = await runBooking(setupFor(ctx, sheet, runId, ctx.workbook, new AuditLog(ctx.workbook, accounts, sheet.dates), accounts), [], rows);
  // Nothing was sent, so the one thing to say is that the messages could not be written.
  if (outcome.sheetFailure !== undefined) throw outcome.sheetFailure;
}

const used = new WeakSet<Confirmation>();

async function runConfirmed<O extends KindOrder>(
  ctx: JobContext,
  sheet: OrderSheet,
  plans: readonly RowPlan<O>[],
  accounts: AccountNames,
  issued: WeakMap<Confirmation, object>,
  confirmation: Confirmation,
  options: RunOptions | undefined,
  buildTasks: (audit: AuditLog) => Promise<{ tasks: BookingTask[]; held: RowNotice[]; made: () => object; beforeSending?: RunSetup["beforeSending"] }>,
): Promise<JobOutcome> {
  if (!issued.has(confirmation)) throw new JobNotReadyError("this confirmation was not issued for this job — preview and confirm again");
  if (used.has(confirmation)) throw new JobNotReadyError("this confirmation has been used — read the rows and confirm again");
  used.add(confirmation);

  const counted = countingWorkbook(ctx.workbook);
  const audit = new AuditLog(counted.workbook, accounts, sheet.dates);
  const { tasks, held, made, beforeSending } = await buildTasks(audit);
  notePayeeChecks(ctx, sheet, plans, confirmation, audit);
  try {
    const outcome = await runBooking({ ...setupFor(ctx, sheet, confirmation.runId, counted.workbook, audit, accounts), beforeSending }, tasks, [...notices(sheet, plans, confirmation), ...held], options);
    return { ...made(), ...outcome, workbookSyncs: counted.calls() };
  } finally {
    // A run that stops on a failure still logs what it booked before it; if the log cannot be written either,
    // the failure that stopped the run is the one to report.
    if (audit.size > 0) await audit.append().catch(() => undefined);
  }
}

/**
 * A row sent although its payee name check did not match (or could not be made) says so beside it once booked: the
 * answer, and that the person continued anyway. A full match adds nothing to the row's message.
 */
function withPayeeCheck<O>(plan: ReadyRow<O>, task: BookingTask): BookingTask {
  const check = plan.payeeCheck;
  if (check === undefined || !check.needsConfirmation) return task;
  const line = `${check.line} — ${check.notSwitchedOn === true ? "sent unchecked with your go-ahead" : "continued anyway"}`;
  return {
    ...task,
    create: async (key, options) => {
      const booking = await task.create(key, options);
      return { ...booking, note: booking.note === undefined ? line : `${booking.note}; ${line}` };
    },
  };
}

/**
 * Each row of the run whose payee name check needed the person's word (close match, no match, not checked) gets the
 * answer on the audit sheet with what they decided: sent because they continued anyway (who: the login; when: the
 * run's start), or held back. A full match is a booking like any other.
 */
function notePayeeChecks<O extends { actingAs: string | undefined }>(ctx: JobContext, sheet: OrderSheet, plans: readonly RowPlan<O>[], confirmation: Confirmation, audit: AuditLog): void {
  const counts = countRows(plans, confirmation);
  const sent = new Set(counts.toSend.map((plan) => plan.row));
  const time = new Date((ctx.now ?? Date.now)()).toISOString();
  for (const plan of readyRows(plans)) {
    const check = plan.payeeCheck;
    if (check === undefined || !check.needsConfirmation || plan.exists !== undefined) continue;
    // The go-ahead for payments without the check is the answer to the one question the confirmation asked.
    const goAhead = check.notSwitchedOn === true ? `sent unchecked: the go-ahead was given to "${confirmation.uncheckedPayeesQuestion ?? ""}"` : "continued anyway";
    const decision = sent.has(plan.row) ? goAhead : "held back, not sent";
    audit.add({
      time,
      login: ctx.signedInLogin(),
      actingAs: plan.order.actingAs,
      kind: sheet.kind,
      sheet: sheet.sheet,
      row: plan.row + 1,
      // The key the row is sent under (the run's, as run-booking.ts makes it, unless the row has one): the booking's
      // unique_request_id, by which the Approvals tab finds this go-ahead again for the payment it made.
      key: plan.existingKey ?? (sent.has(plan.row) ? requestKey(confirmation.runId, sheet.identity.sheet, plan.row) : undefined),
      id: "",
      shortReference: undefined,
      requestId: undefined,
      event: "payee checked",
      note: `${check.line} — ${decision}`,
    });
  }
}

function setupFor(ctx: JobContext, sheet: OrderSheet, runId: string, workbook: JobContext["workbook"], audit: AuditLog, accounts: AccountNames): RunSetup {
  const { budget } = ctx;
  return {
    kind: sheet.kind,
    resultColumns: resultColumns(sheet.spec, sheet.headerLine),
    doneWords: sheet.spec.doneWords,
    madeAtHeader: madeAtHeader(sheet.spec, sheet.headerLine),
    workbook,
    audit,
    identity: sheet.identity,
    runId,
    login: ctx.signedInLogin(),
    now: ctx.now ?? Date.now,
    mapping: sheet.mapping,
    dates: sheet.dates,
    noun: sheet.spec.labels.singular,
    accountName: (contactId) => accounts.of(contactId).name,
    roomWithin: budget === undefined ? undefined : roomWithinBudget((count) => budget.msUntilRoomFor(count, "authenticated")),
  };
}
