/**
 * Sends a run's rows: each row's key reaches the sheet before its request is sent, and just before it is sent the
 * row is read again and sent only if its cells still say what was checked (both in blocks, ordered-blocks.ts);
 * requests run with bounded concurrency (task-runner.ts); results are written in blocks (result-writer.ts), a
 * booked row that changed after it was sent saying what changed; rows copied during the run are marked as copies
 * at its end. Cancel drops the
 * requests still waiting for the rate budget, lets those on the wire finish (their results are written) and sends
 * nothing new. A row is written once per run with its final state, so a booked row can never be overwritten by a
 * failure. Retrying a busy service is the client's one retry loop, asked for a bulk run's patience per call; waiting
 * for a busy Excel is the workbook adapter's (excel-patience.ts). If the rows' sheet can no longer be read or
 * written (renamed, deleted, protected), nothing more is sent, requests already sent finish and are logged on the
 * audit sheet, and the outcome says for each row what happened and where its result is.
 */
import { abortableSleep, BadRequestError, RequestNotSentError, type RetryPolicy, type Sleep } from "../../api";
import { ColumnNames, requestKey, type ColumnMapping } from "../../domain/orders";
import type { CellValue, ColumnSpec, DateSystem, WorkbookPort } from "../../workbook";
import type { AuditLog } from "./audit-log";
import { describeFailure } from "../error-text";
import { NeedsConfirmationError } from "./needs-confirmation";
import { REQUESTS_IN_FLIGHT } from "./requests-in-flight";
import { OrderedBlocks } from "./ordered-blocks";
import { SendPace, type RoomWithin } from "./send-pace";
import { ACTING_AS_HEADER, ID_HEADER, KEY_HEADER, MESSAGE_HEADER, RESULT, RESULT_HEADER, SENT_AS_HEADER, type DoneWords, type ResultCells } from "./result-columns";
import { ResultWriter } from "./result-writer";
import { copyMessage } from "./row-plan";
import { cellChanges, sameAsSent, sentCells, sentCellsText, type SentCells } from "./sent-cells";
import { actingAsCellText, withActingAsRecord } from "./acting-as-cell";
import type { SheetIdentity } from "./row-locator";
import { notSentAfter, ROW_LOST_BEFORE_SENDING, rowsAlikeMessage, runOutcome, type RowOutcome, type RunOutcome } from "./run-outcome";
import { TaskRunner, type Progress } from "./task-runner";
import type { Booking, BookingTask, RunCallOptions } from "./kind-spec";
export type { Booking, BookingTask, RunCallOptions } from "./kind-spec";




/**
 * Rows written beside without sending anything: invalid, existing on the service already, held back (duplicates), copies of another row, or
 * booked before but changed since (only its result and message are written: its booking's cells stay).
 */
export interface RowNotice {
  row: number;
  /** null: the row is valid now, so what an earlier check wrote beside it (Invalid and its message) is cleared. */
  result: typeof RESULT.invalid | typeof RESULT.held | typeof RESULT.copy | DoneWords["differs"] | typeof RESULT.exists | null;
  message: string | null;
  /** Exists: the id of the object found on the service, written as the row's FX id. */
  id?: string;
  /** A key an earlier run wrote is kept, so a later run still finds what it may have booked. */
  key: string | undefined;
  /** The account that key was recorded for, kept with it. */
  actingAs: string | undefined;
  /** What that key was sent with (FX sent as), kept with it. */
  sentAs: string | undefined;
  /** Held by the kind as the run started (KindRunCalls.holdBack), not at the check: told apart in the outcome. */
  reconfirm?: true;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Requests in flight at once. The client's rate budget still paces them. */
  concurrency?: number;
  /**
   * Rows whose keys are written ahead in one block (their results follow in the next write). Larger blocks mean
   * fewer workbook syncs; smaller ones fewer rows to look up by key after a crash. Default 1,000: a 10,000-row run
   * then costs under one sync per 100 rows (test/bench/payment-run.ts), and a crash leaves at most 1,000 rows keyed
   * but not sent, each looked up once by its key on the next run.
   */
  blockSize?: number;
  /**
   * Rows read again together just before they are sent (one read a block). Smaller blocks leave less time for an
   * edit to slip in between the read and the request (it then shows as "Booked, row differs"). Default: the rows
   * the run can be expected to send in the next SEND_CHECK_WINDOW_MS at its pace and within its rate budget
   * (send-pace.ts), at least twice the concurrency (and 8), at most the block of keys.
   */
  sendCheckSize?: number;
  /**
   * How long a block's keys are left on the sheet before its rows are read for sending, so that a co-author's keys
   * written on the same rows meanwhile reach this copy first (the row is then theirs and not sent here). Default:
   * CO_AUTHORING_SETTLE_MS when others may edit the workbook (WorkbookPort.othersMayEdit), else none.
   */
  settleMs?: number;
  /** Told once when the run waits for co-authors' keys, with how long (ms), so the person knows why nothing moves. */
  onSettle?: (ms: number) => void;
  /** How the run waits for co-authors' keys: the machine's timers unless given (a test hands the clock it drives). */
  settleSleep?: Sleep;
  /**
   * Results are also written at least about this often, so a long run shows progress on the sheet: a tick that comes
   * after a block of keys was written (which writes the results waiting too) skips its write, so results wait at
   * most two intervals and a fast run spends no syncs on ticks.
   */
  flushIntervalMs?: number;
  /**
   * The client's retry policy for each row's create and find during the run (over the client's own); default
   * BULK_RETRY. A create carries its row's key, so the client sends it again safely and resolves a
   * `duplicate_request` by looking the key up.
   */
  retry?: Partial<RetryPolicy>;
}

export interface RunSetup {
  /** The kind's name, for the audit log. */
  kind: string;
  /** Every column written beside a row, in order (result-columns.ts resultColumns). */
  resultColumns: readonly ColumnSpec[];
  /** What a done row reads, in its kind's words (KindSpec.doneWords). */
  doneWords: DoneWords;
  /** The column of when the service made a row's object, as the sheet heads it (result-columns.ts madeAtHeader). */
  madeAtHeader: string;
  workbook: WorkbookPort;
  /** Bookings are logged here; it is appended with every block of results. */
  audit: AuditLog;
  /** The rows as the job read them: how they are found again wherever they are now (row-locator.ts). */
  identity: SheetIdentity;
  runId: string;
  login: string | undefined;
  now: () => number;
  /** The sheet's columns of the kind's fields: what is compared before sending and how messages name columns. */
  mapping: ColumnMapping;
  /** The workbook's date system: how a changed date cell is told as a date. */
  dates: DateSystem;
  /** What one row books, as a person says it ("payment"). */
  noun: string;
  /** The name FX acting as shows for a contact; without it the cell holds the contact's id. */
  accountName?: (contactId: string) => string;
  /** What the client's rate budget lets through in a while (send-pace.ts); undefined when pacing is off. */
  roomWithin?: RoomWithin;
  /**
   * The kind's look at the service for each block of rows read again before sending (KindRunCalls.beforeSending), as
   * that block is read: what it learns is its own, and its failure fails no row (the row's own calls ask again).
   */
  beforeSending?: (rows: readonly number[], options: RunCallOptions) => Promise<void>;
}

/**
 * A bulk run waits longer for a busy service than one call does: more retries, under the client's backoff (so a
 * row is sent at most a dozen times, and a rate-limited one waits for the next minute of budget as any call does).
 */
const BULK_RETRY: Partial<RetryPolicy> = { maxRetries: 10 };

const DEFAULTS = { concurrency: REQUESTS_IN_FLIGHT, blockSize: 1_000, flushIntervalMs: 10_000 };

/**
 * How long a co-author's edit may take to reach this copy of the workbook. Microsoft publishes no bound for Excel's
 * co-authoring: this is an assumption, stated in the README as the window in which two people booking the same
 * rows could both send them.
 */
export const CO_AUTHORING_DELAY_MS = 5_000;

/**
 * A co-author who read the rows before this run's keys reached them can key the same rows up to one delay after
 * this run did, and their keys take another delay to come back here: the later keys win in every copy (last change
 * wins), so waiting two delays (and a second) shows this run whether its keys stayed.
 */
export const CO_AUTHORING_SETTLE_MS = 2 * CO_AUTHORING_DELAY_MS + 1_000;
const NOT_SENT_MESSAGE = "cancelled before it was sent — run again to book it";

/** A row not sent because its cells are no longer those checked. */
function changedSinceCheckMessage(changes: readonly string[]): string {
  return `changed since the check (${changes.join("; ")}): check it and run again`;
}

export async function runBooking(setup: RunSetup, tasks: readonly BookingTask[], notices: readonly RowNotice[], options: RunOptions = {}): Promise<RunOutcome> {
  const sheet = setup.identity.sheet;
  const names = ColumnNames.of(setup.mapping);
  // What each row said when it was checked: what its request sends, and what it is compared with before and after.
  // Made once per row (every write of the row carries its text as FX sent as, and every comparison starts from it).
  const checkedCells = new Map<number, { cells: SentCells; text: string; sentAs?: { actingAs: string | undefined; cell: string | null } }>();
  const checkedOf = (row: number) => {
    let entry = checkedCells.get(row);
    if (entry === undefined) {
      const cells = sentCells(setup.mapping, setup.identity.inputs.get(row) ?? []);
      entry = { cells, text: sentCellsText(cells) };
      checkedCells.set(row, entry);
    }
    return entry;
  };
  const checked = (row: number): SentCells => checkedOf(row).cells;
  /** The row's FX sent as cell for the account its key is for. */
  const sentAsCell = (row: number, actingAs: string | undefined): string | null => {
    const entry = checkedOf(row);
    if (entry.sentAs === undefined || entry.sentAs.actingAs !== actingAs) entry.sentAs = { actingAs, cell: withActingAsRecord(entry.text, actingAs) };
    return entry.sentAs.cell;
  };
  const changesSinceCheck = (row: number, inputsNow: readonly CellValue[]) =>
    sameAsSent(checked(row), setup.mapping, inputsNow) ? [] : cellChanges(checked(row), sentCells(setup.mapping, inputsNow), setup.mapping, setup.dates);

  const keysRead = new Map<number, string>();
  for (const { row, key } of [...tasks.map((task) => ({ row: task.row, key: task.existingKey ?? task.copiedKey })), ...notices]) if (key !== undefined) keysRead.set(row, key);
  const outcomes: RowOutcome[] = notices.flatMap((notice): RowOutcome[] =>
    notice.result === setup.doneWords.differs || notice.result === null || notice.message === null
      ? []
      : [
          {
            row: notice.row,
            key: notice.key,
            result: notice.result === RESULT.invalid ? "invalid" : notice.result === RESULT.exists ? "exists" : "held",
            ...(notice.id === undefined ? {} : { id: notice.id }),
            ...(notice.reconfirm === true ? { reconfirm: true as const } : {}),
            message: notice.message,
          },
        ],
  );
  const bookedAs = new Map<number, { shortReference: string; outcome: RowOutcome }>();
  // A row booked in this run whose cells changed after its request was sent says so, and what changed.
  const reviewBooked = (row: number, cells: ResultCells, inputsNow: readonly CellValue[]): ResultCells => {
    // A row lost before it was sent, found at the end as the person edited it: its message says what changed.
    if (cells[RESULT_HEADER] === RESULT.notSent && cells[MESSAGE_HEADER] === ROW_LOST_BEFORE_SENDING) {
      const changes = changesSinceCheck(row, inputsNow);
      if (changes.length === 0) return cells;
      const message = changedSinceCheckMessage(changes);
      const outcome = outcomes.find((entry) => entry.row === row && entry.result === "not sent");
      if (outcome !== undefined) outcome.message = message;
      return { ...cells, [MESSAGE_HEADER]: message };
    }
    // A row held or invalid at the check, found edited: what the check said of it may no longer hold, what changed does.
    if (cells[RESULT_HEADER] === RESULT.held || cells[RESULT_HEADER] === RESULT.invalid) {
      const changes = changesSinceCheck(row, inputsNow);
      if (changes.length === 0) return cells;
      const message = changedSinceCheckMessage(changes);
      const outcome = outcomes.find((entry) => entry.row === row && (entry.result === "held" || entry.result === "invalid"));
      if (outcome !== undefined) outcome.message = message;
      return { ...cells, [RESULT_HEADER]: RESULT.notSent, [MESSAGE_HEADER]: message };
    }
    const booked = bookedAs.get(row);
    if (cells[RESULT_HEADER] !== setup.doneWords.done || booked === undefined) return cells;
    const changes = changesSinceCheck(row, inputsNow);
    if (changes.length === 0) return cells;
    const message = `${setup.doneWords.verb} as ${booked.shortReference} with the cells as they were checked, but the row changed after it was sent — ${changes.join("; ")}. ${setup.doneWords.stands}: put the row back, or cancel ${booked.shortReference} with the service`;
    booked.outcome.message = message;
    return { ...cells, [RESULT_HEADER]: setup.doneWords.differs, [MESSAGE_HEADER]: message };
  };
  const writer = new ResultWriter(setup.workbook, setup.identity, keysRead, setup.resultColumns, setup.audit, reviewBooked);
  const settleMs = options.settleMs ?? ((await setup.workbook.othersMayEdit()) ? CO_AUTHORING_SETTLE_MS : 0);

  for (const notice of notices) {
    if (notice.result === null) {
      writer.setPartly(notice.row, { [RESULT_HEADER]: null, [MESSAGE_HEADER]: null });
      continue;
    }
    if (notice.result === setup.doneWords.differs) {
      writer.setPartly(notice.row, { [RESULT_HEADER]: notice.result, [MESSAGE_HEADER]: notice.message });
      continue;
    }
    // A copy carries another row's booking cells, which are not its own: they are cleared. Any other row keeps the
    // kind's cells it already has (a funding conversion a payment row names is what links it; clearing it would
    // fund the row again next run).
    const write = notice.result === RESULT.copy ? writer.set.bind(writer) : writer.setPartly.bind(writer);
    write(notice.row, {
      [KEY_HEADER]: notice.key ?? null,
      [ACTING_AS_HEADER]: notice.key === undefined ? null : actingAsCellText(notice.actingAs, setup.accountName),
      [RESULT_HEADER]: notice.result,
      [ID_HEADER]: notice.id ?? null,
      [MESSAGE_HEADER]: notice.message,
      [SENT_AS_HEADER]: notice.key === undefined ? null : withActingAsRecord(notice.sentAs, notice.actingAs),
    });
  }

  const keys = tasks.map((task) => task.existingKey ?? requestKey(setup.runId, sheet, task.row));
  /** A block of keys was written (with the results waiting) since the flush timer's last tick. */
  let wroteSinceTick = false;
  // The key cells that go with a row's key on every write: the row's own, the account the key is for, and what it sends.
  const keyed = (task: BookingTask, key: string | undefined): ResultCells => ({
    ...task.keyCells?.(),
    [KEY_HEADER]: key ?? null,
    [ACTING_AS_HEADER]: key === undefined ? null : actingAsCellText(task.actingAs, setup.accountName),
    [SENT_AS_HEADER]: key === undefined ? null : sentAsCell(task.row, task.actingAs),
  });
  const keying = new OrderedBlocks({
    count: tasks.length,
    upFront: (index) => tasks[index]?.keyedUpFront === true,
    blockSize: options.blockSize ?? DEFAULTS.blockSize,
    act: async (indexes) => {
      for (const index of indexes) {
        const task = tasks[index] as BookingTask;
        writer.set(task.row, { ...keyed(task, keys[index]), [RESULT_HEADER]: RESULT.sending });
      }
      await writer.flush();
      wroteSinceTick = true;
      // A co-author who keyed the same rows meanwhile: their key reaches this copy before the rows are read for sending.
      if (settleMs > 0) {
        options.onSettle?.(settleMs);
        await (options.settleSleep ?? abortableSleep)(settleMs, options.signal).catch(() => undefined);
      }
    },
  });
  const callOptions: RunCallOptions = { cancelUnsent: options.signal, retry: options.retry ?? BULK_RETRY };
  const pace = new SendPace(setup.now, setup.roomWithin);
  const inputsBeforeSending = new Map<number, CellValue[]>();
  const sendCheck = new OrderedBlocks({
    count: tasks.length,
    blockSize: options.sendCheckSize ?? (() => pace.blockSize(Math.max(8, 2 * (options.concurrency ?? DEFAULTS.concurrency)), options.blockSize ?? DEFAULTS.blockSize)),
    act: async (indexes) => {
      const rows = indexes.map((index) => (tasks[index] as BookingTask).row);
      // The kind's reads first: the sheet's read stays the last thing before the block's rows are sent.
      await setup.beforeSending?.(rows, callOptions).catch(() => undefined);
      const now = await writer.inputsNow(rows);
      for (const [row, inputs] of now) inputsBeforeSending.set(row, inputs);
    },
  });

  const stopped = () => options.signal?.aborted === true || writer.failure !== undefined;
  const timer = setInterval(() => {
    if (wroteSinceTick) {
      wroteSinceTick = false;
      return;
    }
    if (writer.pendingRows > 0 && !keying.busy) writer.flush().catch(() => undefined);
  }, options.flushIntervalMs ?? DEFAULTS.flushIntervalMs);

  const notSent = (index: number, written: boolean, message = writer.failure === undefined ? NOT_SENT_MESSAGE : notSentAfter(writer.failure)) => {
    const task = tasks[index] as BookingTask;
    outcomes.push({ row: task.row, key: written ? keys[index] : undefined, result: "not sent", message });
    writer.set(task.row, { ...keyed(task, written ? keys[index] : task.existingKey), [RESULT_HEADER]: RESULT.notSent, [MESSAGE_HEADER]: message });
  };

  // A row is sent only once its key is on it, its cells still say what was checked, and only while the run goes on.
  const readyToSend = async (task: BookingTask, index: number): Promise<boolean> => {
    if (stopped()) {
      notSent(index, keying.isDone(index));
      return false;
    }
    try {
      await keying.ensure(index);
      if (!writer.lost.has(task.row)) await sendCheck.ensure(index);
    } catch (error) {
      // The sheet can no longer be written or read: nothing more is sent, and the outcome says why.
      notSent(index, keying.isDone(index), notSentAfter(writer.failure ?? error));
      return false;
    }
    const inputsNow = inputsBeforeSending.get(task.row);
    if (writer.lost.has(task.row) || inputsNow === undefined) {
      // The row was deleted, moved or claimed by another run since the check: it cannot be found now. If the end of
      // the run finds it again, it says why it was not sent.
      outcomes.push({ row: task.row, key: undefined, result: "not sent", message: ROW_LOST_BEFORE_SENDING });
      writer.set(task.row, { ...keyed(task, task.existingKey), [RESULT_HEADER]: RESULT.notSent, [MESSAGE_HEADER]: ROW_LOST_BEFORE_SENDING });
      return false;
    }
    const changes = changesSinceCheck(task.row, inputsNow);
    if (changes.length > 0) {
      notSent(index, true, changedSinceCheckMessage(changes));
      return false;
    }
    if (stopped()) {
      notSent(index, true);
      return false;
    }
    return true;
  };

  const send = async (task: BookingTask, index: number) => {
    const key = keys[index] as string;
    pace.sent();
    try {
      const { booking, recovered } = await book(task, key, callOptions).finally(() => pace.answered());
      const outcome: RowOutcome = { row: task.row, key, result: recovered ? "recovered" : "booked", id: booking.id, ...(booking.awaitsAuthorisation === true ? { awaitsAuthorisation: true as const } : {}) };
      outcomes.push(outcome);
      bookedAs.set(task.row, { shortReference: booking.shortReference, outcome });
      writer.set(task.row, { ...keyed(task, key), ...doneCells(booking, recovered, setup) });
      setup.audit.add({
        time: new Date(setup.now()).toISOString(),
        login: setup.login,
        actingAs: task.actingAs,
        kind: setup.kind,
        sheet,
        row: task.row + 1,
        key,
        id: booking.id,
        shortReference: booking.shortReference,
        requestId: booking.requestId,
        event: recovered ? "recovered" : "booked",
        ...booking.audit,
      });
      return recovered ? "recovered" : "booked";
    } catch (error) {
      // Dropped before any of its requests was sent (cancel): nothing can have been booked.
      if (error instanceof RequestNotSentError) {
        notSent(index, true);
        return undefined;
      }
      // The kind would not book the row as it stands now (its agreed rate no longer holds): nothing was booked.
      if (error instanceof NeedsConfirmationError) {
        outcomes.push({ row: task.row, key, result: "held", reconfirm: true, message: error.message });
        writer.set(task.row, { ...keyed(task, key), [RESULT_HEADER]: RESULT.held, [MESSAGE_HEADER]: error.message });
        return undefined;
      }
      const message = describeFailure(error, names);
      outcomes.push({ row: task.row, key, result: "failed", message });
      // A 400 is the service refusing the row's values (a reason Check could not know, e.g. the date: docs/provider-api.md
      // §18): running again as it stands would be refused again, so the row is to be corrected first.
      const next = error instanceof BadRequestError ? "correct the row, then run again: it is sent under the same key" : "run again to retry under the same key";
      writer.set(task.row, { ...keyed(task, key), [RESULT_HEADER]: RESULT.failed, [MESSAGE_HEADER]: `${message} — ${next}` });
      return "failed";
    }
  };

  const runner = new TaskRunner({ concurrency: options.concurrency ?? DEFAULTS.concurrency, now: setup.now, signal: options.signal, onProgress: options.onProgress });
  try {
    await runner.run(tasks, readyToSend, send);
  } finally {
    clearInterval(timer);
  }
  // The results still waiting are placed by the end-of-run pass's one read of the sheet. A failure to read or write
  // is kept in writer.failure and told in the outcome; a flush after it appends what is left of the audit entries, so
  // every booking is on the audit sheet when that sheet can be written.
  const ownRows = [...tasks.map((task) => task.row), ...notices.filter((notice) => notice.result !== RESULT.copy).map((notice) => notice.row)];
  const copies = await finish(writer, setup, ownRows, keysRead, keys, tasks, checked);
  if (writer.failure !== undefined) await writer.flush().catch(() => undefined);
  const trouble = writer.failure === undefined ? undefined : { failure: writer.failure, unwritten: writer.unwritten, audited: setup.audit.size === 0 };
  return { ...runOutcome(outcomes, writer.lost, options.signal?.aborted ?? false, trouble, writer.toldAlike), copies };
}

/**
 * Once every row was sent: each row of the run is found again, its result written if it still waits, and shows what
 * it was meant to (a row moved between a read and a write could have taken another's cells), and a row copied during
 * the run, which carries its original's key and result, is marked as a copy, so the sheet never shows a booking
 * twice. Answers how many copies were marked (none when the sheet could not be read or written: the outcome says so).
 */
async function finish(
  writer: ResultWriter,
  setup: RunSetup,
  rows: readonly number[],
  keysRead: ReadonlyMap<number, string>,
  keys: readonly string[],
  tasks: readonly BookingTask[],
  checked: (row: number) => SentCells,
): Promise<number> {
  const keyOf = new Map(keysRead);
  for (const [index, task] of tasks.entries()) keyOf.set(task.row, keys[index] as string);
  try {
    return await writer.finish(rows, (copy) => ({
      [KEY_HEADER]: keyOf.get(copy.of) ?? null,
      [RESULT_HEADER]: RESULT.copy,
      [MESSAGE_HEADER]: copyMessage(copy.originalAt, setup.noun),
      [SENT_AS_HEADER]: sentCellsText(checked(copy.of)),
    }), (row, at) => ({ [RESULT_HEADER]: RESULT.notSent, [MESSAGE_HEADER]: rowsAlikeMessage(row, at) }));
  } catch {
    return 0;
  }
}

/** A row an earlier run may have sent is looked up by its key first; any other is created (the client retries it). */
async function book(task: BookingTask, key: string, options: RunCallOptions): Promise<{ booking: Booking; recovered: boolean }> {
  if (task.recover) {
    const found = await task.find(key, options);
    if (found !== undefined) return { booking: found, recovered: true };
  }
  return { booking: await task.create(key, options), recovered: false };
}

/** The cells of a row whose object was made (or found by its key), in its kind's words. */
function doneCells(booking: Booking, recovered: boolean, setup: Pick<RunSetup, "doneWords" | "madeAtHeader">): ResultCells {
  const differences = booking.differences ?? [];
  const { verb } = setup.doneWords;
  return {
    ...booking.cells,
    [setup.madeAtHeader]: booking.madeAt ?? null,
    [RESULT_HEADER]: differences.length > 0 ? setup.doneWords.differs : setup.doneWords.done,
    [ID_HEADER]: booking.id,
    [MESSAGE_HEADER]:
      differences.length > 0
        ? `${verb} earlier under this row's key as ${booking.shortReference}, but the row now differs — ${differences.join("; ")}. ${setup.doneWords.stands}: put the row back, or cancel ${booking.shortReference} with the service`
        : recovered
          ? `${verb} by an earlier run whose result was not written; recovered by its key`
          : (booking.note ?? ""),
  };
}
