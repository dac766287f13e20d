/** One booking tab's workflow around the engine, for any kind: check, correct the mapping, confirm, run, refresh. */
import {
  insertTemplate,
  prepareJob,
  readOrders,
  refreshStatuses,
  rowChangedWords,
  rowsLeftOut,
  runRowAction,
  type AnyCheckSettings,
  type AnyConfirmChoices,
  type Confirmation,
  type KindConfirmation,
  type JobContext,
  type JobOutcome,
  type MappingStore,
  type OrderKind,
  type OrderSheet,
  type OrderSource,
  type PreparedJob,
  type Progress,
  type RowChangedSinceCheck,
} from "../../../jobs";
import { kindSpec } from "./kind-views";
import type { RateBudgetView } from "../../../api";
import type { ActivityLog } from "../../components/activity-log";
import { describeError, type DescribedError } from "../../components/describe-error";
import { doneWordsOf, kindNoun, logOutcome, readyAccounts } from "./activity";
import { forAccounts } from "./for-accounts";
import { freeSheetName } from "./free-sheet-name";
import { budgetOf, estimateTimeLeft } from "./time-left";
import { checkPace, type CheckProgress } from "../../../jobs";
import { plural } from "../../../domain";

/** Where the rows come from: the selection, or every row of the sheet the active cell is on. */
export type SourceChoice = "selection" | "sheet";

export type BusyWith = "checking" | "remapping" | "refreshing" | "inserting" | "asking";

export interface BookingState {
  /** The rows last read, with their column mapping. */
  sheet: OrderSheet | undefined;
  /** The checked rows and their preview; cleared once a run has used it. */
  job: PreparedJob | undefined;
  busy: BusyWith | undefined;
  /** A check under way: rows checked so far and the time left. */
  checking: { progress: CheckProgress | undefined; remainingMs: number | undefined } | undefined;
  running: { progress: Progress | undefined; remainingMs: number | undefined } | undefined;
  outcome: { sheet: string; result: JobOutcome } | undefined;
  problem: DescribedError | undefined;
  /** What the last action ended with when that is no problem (a check cancelled); cleared by the next action. */
  notice: string | undefined;
}

interface BookingControllerSetup {
  kind: OrderKind;
  /** Built per action, so the acting-as chosen in the shell at that moment is the rows' default. */
  context: () => JobContext;
  store: MappingStore;
  log: ActivityLog;
  /** Sheet a template goes on (or "… 2" when that one holds data). */
  templateSheet: string;
  /** Progress reaches the view at most this often (a run reports twice per row). */
  progressIntervalMs?: number;
  /** The client's rate budget, so time left counts the waits it imposes; absent when the client sends without one. */
  budget?: RateBudgetView;
}

const IDLE: BookingState = { sheet: undefined, job: undefined, busy: undefined, checking: undefined, running: undefined, outcome: undefined, problem: undefined, notice: undefined };

export const CHECK_CANCELLED = "Check cancelled — nothing was sent";

/**
 * One tab's booking workflow around the engine, outside React so a run keeps going (and keeps reporting) while
 * the person looks at another tab: check → correct the mapping → preview → confirm → run → results, refresh.
 * The view subscribes with useSyncExternalStore.
 */
export class BookingController {
  private state: BookingState = IDLE;
  private readonly listeners = new Set<() => void>();
  private abort: AbortController | undefined;
  private checkAbort: AbortController | undefined;
  private lastSource: OrderSource | undefined;
  /** Confirmations whose rows were found changed since the check when the dialog read them again: never run. */
  private readonly changedRows = new WeakMap<Confirmation, RowChangedSinceCheck[]>();

  constructor(private readonly setup: BookingControllerSetup) {}

  get kind(): OrderKind {
    return this.setup.kind;
  }

  /** How long the rate budget makes `requests` more of the kind's check requests wait (a preview's quotes still coming). */
  get checkBudgetMs(): ((requests: number) => number) | undefined {
    return budgetOf(this.setup.budget, kindSpec(this.kind).checkBudget);
  }

  getState = (): BookingState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Reads the rows, validates them with the service's help (reporting the rows checked; cancelCheck() stops it), and
   * writes each invalid row's message beside it.
   */
  async check(choice: SourceChoice, kindOptions: () => AnyCheckSettings = () => ({})): Promise<void> {
    const abort = new AbortController();
    const started = { job: undefined, outcome: undefined, checking: { progress: undefined, remainingMs: undefined } };
    await this.attempt("checking", started, async () => {
      this.checkAbort = abort;
      // The kind's settings are read first: one the person must fix stops the check before anything is read or sent.
      const options = kindOptions();
      const context = this.setup.context();
      const source = await this.resolve(context, choice);
      const sheet = await readOrders(context, kindSpec(this.kind), { source, store: this.setup.store });
      this.lastSource = source;
      this.update({ sheet });
      if (sheet.rows.length === 0) {
        const leftOut = rowsLeftOut(sheet);
        if (leftOut.length > 0) throw new Error(`No rows to check. ${leftOut.join(" ")}`);
        throw new Error(choice === "selection" ? "No rows are selected: select the rows to book (their sheet needs a header line)" : `${sheet.sheet} has no rows under its header line`);
      }
      abort.signal.throwIfAborted();
      // The budget the kind's check mostly spends (quotes are charged to the rates budget as well as the authenticated one).
      const timeLeft = this.checkBudgetMs;
      const reporter = throttled(
        (progress: CheckProgress) => this.update({ checking: { progress, remainingMs: estimateTimeLeft({ ...checkPace(progress), elapsedMs: progress.elapsedMs }, timeLeft) } }),
        this.setup.progressIntervalMs ?? 100,
      );
      let job: PreparedJob;
      try {
        job = await prepareJob(context, sheet, { ...options, signal: abort.signal, onProgress: reporter.report });
      } finally {
        reporter.stop();
      }
      abort.signal.throwIfAborted();
      await job.writeNotices();
      this.update({ job });
      this.setup.log.add("info", describeCheck(this.kind, job));
    }, () => abort.signal.aborted);
  }

  /** Stops a check at once: nothing more is sent, and the pane is back where it was before the check. */
  cancelCheck(): void {
    this.checkAbort?.abort();
  }

  /** A person's correction of one field's column: remembered for the sheet, and the rows are read again. */
  async remap(field: string, header: string | null): Promise<void> {
    const { sheet } = this.state;
    if (sheet === undefined || this.lastSource === undefined) return;
    const source = this.lastSource;
    await this.attempt("remapping", { job: undefined }, async () => {
      const corrections = { ...sheet.mapping.headers, [field]: header };
      await this.setup.store.save(sheet.sheet, this.kind, corrections);
      const reread = await readOrders(this.setup.context(), kindSpec(this.kind), { source, store: this.setup.store });
      this.update({ sheet: reread });
      this.setup.log.add("info", `${sheet.sheet}: ${field.replaceAll("_", " ")} now reads ${header === null ? "no column" : `"${header}"`} (remembered for this sheet)`);
    });
  }

  /** What the person is asked to agree to; throws when a choice cannot be honoured (e.g. funding a covered currency). */
  confirm(choices: AnyConfirmChoices): KindConfirmation<OrderKind> {
    const { job } = this.state;
    if (job === undefined) throw new Error("Check the rows first");
    return job.confirm(choices);
  }

  /**
   * The rows this confirmation sends, read again as its dialog opens: those that no longer say what was checked. A
   * confirmation with any is refused by run() — the person checks again and confirms what the rows say now.
   */
  async changedSinceCheck(confirmation: Confirmation): Promise<RowChangedSinceCheck[]> {
    const { job } = this.state;
    if (job === undefined) return [];
    const changed = await job.changedSinceCheck(confirmation.sendingRows);
    if (changed.length > 0) this.changedRows.set(confirmation, changed);
    return changed;
  }

  /**
   * Books what the confirmation covers. Only a confirmation from confirm() for the current check is accepted, and
   * none whose rows were found changed since the check (changedSinceCheck).
   */
  async run(confirmation: Confirmation): Promise<void> {
    const { job } = this.state;
    if (job === undefined || this.state.running !== undefined) return;
    const changed = this.changedRows.get(confirmation);
    if (changed !== undefined) {
      const problem = describeError(new Error(`Nothing was sent. ${changed.map(rowChangedWords).join(". ")}.`));
      this.update({ problem });
      this.setup.log.add("error", `Not booked from ${job.sheet.sheet}: ${problem.message}`);
      return;
    }
    const abort = new AbortController();
    this.abort = abort;
    const log = this.setup.log;
    log.add("info", `Booking ${kindNoun(this.kind, confirmation.rowsToSend)} from ${job.sheet.sheet}${forAccounts(job.accounts, confirmation.totals.map((total) => total.actingAs))}…`);
    this.update({ running: { progress: undefined, remainingMs: undefined }, outcome: undefined, problem: undefined });
    const timeLeft = budgetOf(this.setup.budget, "authenticated");
    const reporter = throttled((progress: Progress) => this.update({ running: { progress, remainingMs: estimateTimeLeft(progress, timeLeft) } }), this.setup.progressIntervalMs ?? 100);
    try {
      const onSettle = (ms: number) =>
        log.add("info", `This workbook is shared: the rows' keys are left ${Math.round(ms / 1000)} s for a co-author's to show before anything is sent, so two people booking the same rows pay each once`);
      const result = await job.run(confirmation, { signal: abort.signal, onProgress: reporter.report, onSettle });
      reporter.stop();
      this.update({ job: undefined, outcome: { sheet: job.sheet.sheet, result } });
      logOutcome(log, this.kind, job.sheet.sheet, result, job.accounts);
    } catch (error) {
      reporter.stop();
      const problem = describeError(error);
      this.update({ job: undefined, problem });
      log.add("error", `Booking from ${job.sheet.sheet} stopped: ${problem.message} — check the rows again; ${doneWordsOf(this.kind).verb} rows are never sent twice`, problem.requestId);
    } finally {
      this.abort = undefined;
      this.update({ running: undefined });
    }
  }

  /** Drops the requests still waiting for the rate budget and sends nothing new; the requests already sent finish. */
  cancel(): void {
    if (this.abort === undefined || this.abort.signal.aborted) return;
    this.abort.abort();
    this.setup.log.add("info", "Cancelling: nothing more is sent; requests already sent finish and their results are written");
    const running = this.state.running;
    if (running?.progress) this.update({ running: { ...running, progress: { ...running.progress, cancelling: true } } });
  }

  get cancelling(): boolean {
    return this.abort?.signal.aborted ?? false;
  }

  /** Brings the FX status column of the booked rows up to date with the service. */
  async refresh(choice: SourceChoice): Promise<void> {
    await this.attempt("refreshing", {}, async () => {
      const context = this.setup.context();
      const source = await this.resolve(context, choice);
      const result = await refreshStatuses(context, kindSpec(this.kind), source, this.setup.store);
      const where = source.from === "table" ? source.sheet : "the selection";
      // Every selected row is accounted for: refreshed, failed, not booked yet, hidden, or not read and why.
      const copies = result.copies > 0 ? `; ${result.copies} copied ${result.copies === 1 ? "row carries" : "rows carry"} another row's FX key and ${result.copies === 1 ? "was" : "were"} left alone` : "";
      const notBooked = `${result.notBooked > 0 ? `; ${result.notBooked} ${result.notBooked === 1 ? "row is" : "rows are"} not booked yet` : ""}${copies}`;
      if (result.refreshed + result.failed === 0) {
        this.setup.log.add("info", withLeftOut(`No booked rows in ${where} to refresh${notBooked}`, result.leftOut));
        return;
      }
      const failed = result.failed > 0 ? `; ${result.failed} could not be read (see the FX message column)` : "";
      this.setup.log.add(result.failed > 0 ? "error" : "success", withLeftOut(`Refreshed ${plural(result.refreshed, "status")} in ${where}: ${result.changed} changed${failed}${notBooked}`, result.leftOut));
    });
  }

  /** Runs one of the kind's row actions (a payment's Track, Confirmation) on the booked rows of the source. */
  async rowAction(choice: SourceChoice, actionId: string): Promise<void> {
    await this.attempt("asking", {}, async () => {
      const context = this.setup.context();
      const source = await this.resolve(context, choice);
      const result = await runRowAction(context, kindSpec(this.kind), actionId, source, this.setup.store);
      const where = source.from === "table" ? source.sheet : "the selection";
      const copies = result.copies > 0 ? `; ${result.copies} copied ${result.copies === 1 ? "row carries" : "rows carry"} another row's FX key and ${result.copies === 1 ? "was" : "were"} left alone` : "";
      const notBooked = `${result.notBooked > 0 ? `; ${result.notBooked} ${result.notBooked === 1 ? "row is" : "rows are"} not booked yet` : ""}${copies}`;
      if (result.done + result.failed === 0) {
        this.setup.log.add("info", withLeftOut(`${result.label}: no booked rows in ${where}${notBooked}`, result.leftOut));
        return;
      }
      const failed = result.failed > 0 ? `; ${result.failed} could not be read (the row says why)` : "";
      this.setup.log.add(result.failed > 0 ? "error" : "success", withLeftOut(`${result.label}: wrote beside ${plural(result.done, "booked row")} in ${where}${failed}${notBooked}`, result.leftOut));
    });
  }

  /** Adds a formatted table with the headers the engine reads, on a sheet of its own. */
  async insertTemplate(): Promise<void> {
    await this.attempt("inserting", {}, async () => {
      const { workbook, now } = this.setup.context();
      const sheet = await freeSheetName(workbook, this.setup.templateSheet);
      // insertTemplate makes the new sheet the active one, so the person lands on the example row. The table's
      // name (FxPayments_…) is Excel's handle for formulas, not words for a person: the log names the sheet.
      const inserted = await insertTemplate(workbook, kindSpec(this.kind), sheet, now);
      const legend = inserted.legendSheet === undefined ? "" : `; what each column takes is on sheet ${inserted.legendSheet}`;
      this.setup.log.add("success", `Inserted a ${kindSpec(this.kind).labels.singular} template on sheet ${inserted.sheet}${legend}`);
    });
  }

  private async resolve(context: JobContext, choice: SourceChoice): Promise<OrderSource> {
    if (choice === "selection") return { from: "selection" };
    const active = await context.workbook.getActiveCell();
    return { from: "table", sheet: active.sheet };
  }

  /** Runs one action; a failure becomes the problem shown, unless `cancelled()` says the person stopped it. */
  private async attempt(busy: BusyWith, reset: Partial<BookingState>, work: () => Promise<void>, cancelled?: () => boolean): Promise<void> {
    if (this.state.busy !== undefined || this.state.running !== undefined) return;
    this.update({ ...reset, busy, problem: undefined, notice: undefined });
    try {
      await work();
    } catch (error) {
      if (cancelled?.() === true) {
        this.update({ notice: CHECK_CANCELLED });
        this.setup.log.add("info", CHECK_CANCELLED);
        return;
      }
      const problem = describeError(error);
      this.update({ problem });
      this.setup.log.add("error", `${BUSY_LABEL[busy]} failed: ${problem.message}`, problem.requestId);
    } finally {
      this.checkAbort = undefined;
      this.update({ busy: undefined, checking: undefined });
    }
  }

  private update(change: Partial<BookingState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}

const BUSY_LABEL: Record<BusyWith, string> = {
  checking: "Checking the rows",
  remapping: "Reading the rows again",
  refreshing: "Refreshing statuses",
  inserting: "Inserting the template",
  asking: "Asking the service about the rows",
};

function describeCheck(kind: OrderKind, job: PreparedJob): string {
  const count = (state: string) => job.rows.filter((row) => row.state === state).length;
  const ready = count("ready");
  const parts = [`${ready} ready`, `${count("invalid")} invalid`];
  const booked = count("booked");
  if (booked > 0) parts.push(`${booked} booked before`);
  const summary = `Checked ${plural(job.rows.length, `${kindSpec(kind).labels.singular} row`)} on ${job.sheet.sheet}${forAccounts(job.accounts, readyAccounts(job))}: ${parts.join(", ")}`;
  return withLeftOut(summary, rowsLeftOut(job.sheet));
}

/** A summary followed by what the read left out of the selection, when it left anything out. */
function withLeftOut(summary: string, leftOut: readonly string[]): string {
  return leftOut.length === 0 ? summary : `${summary}. ${leftOut.join(" ")}`;
}

/** The latest value at most every `intervalMs`; stop() drops a pending one. */
function throttled<T>(deliver: (value: T) => void, intervalMs: number) {
  let latest: T | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    report(value: T) {
      latest = value;
      if (timer !== undefined) return;
      deliver(value);
      timer = setTimeout(() => {
        timer = undefined;
        if (latest !== undefined && latest !== value) deliver(latest);
      }, intervalMs);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
