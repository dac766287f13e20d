import pLimit from "p-limit";
import { abortableSleep, isTransientError, RequestNotSentError, type Sleep } from "../../api";
import { requestKey, type ColumnNames, type OrderKind } from "../../domain/orders";
import type { WorkbookPort } from "../../workbook/port";
import type { AuditLog, AuditSummary } from "./audit-log";
import { describeFailure } from "../error-text";
import { ACTING_AS_HEADER, ID_HEADER, KEY_HEADER, MESSAGE_HEADER, RESULT, RESULT_HEADER, type ResultCells } from "./result-columns";
import { ResultWriter } from "./result-writer";
import type { SheetIdentity } from "./row-locator";

/** What a booking left on the service, as the row will show it. */
export interface Booking {
  id: string;
  shortReference: string;
  /** The detail columns (rate, amounts, dates, status) by header. */
  cells: ResultCells;
  /** X-Request-Id of the answer that booked (or found) it, for the audit log. */
  requestId?: string;
  /** What it moved, for the audit log. */
  audit?: AuditSummary;
  /** How a booking found by its key differs from its row now (booking-differences.ts); empty when it matches. */
  differences?: string[];
}

/** One row to send, already validated and resolved. */
export interface BookingTask {
  row: number;
  existingKey: string | undefined;
  recover: boolean;
  /** The account the row books for; written beside its key, which is only valid for that account. */
  actingAs: string | undefined;
  /**
   * Cells written with the key, before sending, and kept on every later write of the row (e.g. the funding
   * conversion a payment is linked to: its key until it is booked, then its id). Read at each write.
   */
  keyCells?: () => ResultCells;
  /**
   * The row's key cells name something booked on the first send of any row that shares it (a funding
   * conversion): such rows are keyed in the first block, so every one of them carries it before it is sent.
   */
  keyedUpFront?: boolean;
  /**
   * Looks the booking up by its key (an earlier run may have made it). `cancelUnsent` drops the requests still
   * waiting to be sent (RequestNotSentError); requests on the wire finish.
   */
  find(key: string, cancelUnsent?: AbortSignal): Promise<Booking | undefined>;
  create(key: string, cancelUnsent?: AbortSignal): Promise<Booking>;
}

/** Rows written beside without sending anything (invalid, held back as duplicates). */
export interface RowNotice {
  row: number;
  result: typeof RESULT.invalid | typeof RESULT.held;
  message: string;
  /** A key an earlier run wrote is kept, so a later run still finds what it may have booked. */
  key: string | undefined;
  /** The account that key was recorded for, kept with it. */
  actingAs: string | undefined;
}

export interface Progress {
  total: number;
  /** Rows finished either way. */
  done: number;
  booked: number;
  recovered: number;
  failed: number;
  inFlight: number;
  elapsedMs: number;
  cancelling: boolean;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /** Requests in flight at once. The client's rate budget still paces them. */
  concurrency?: number;
  /**
   * Rows whose keys are written ahead in one block (their results follow in the next write). Larger blocks mean
   * fewer workbook syncs; smaller ones fewer rows to look up by key after a crash. Default 500.
   */
  blockSize?: number;
  /** Results are also written at least this often, so a long run shows progress on the sheet. */
  flushIntervalMs?: number;
  /** Times a row that failed only because the service was busy or unreachable is sent again (same key). */
  transientRetries?: number;
  transientPauseMs?: number;
}

export interface RowOutcome {
  row: number;
  key: string | undefined;
  result: "booked" | "recovered" | "failed" | "not sent" | "invalid" | "held";
  id?: string;
  message?: string;
}

export interface RunOutcome {
  rows: RowOutcome[];
  booked: number;
  recovered: number;
  failed: number;
  notSent: number;
  cancelled: boolean;
}

export interface RunSetup {
  kind: OrderKind;
  workbook: WorkbookPort;
  /** Bookings are logged here; it is appended with every block of results. */
  audit: AuditLog;
  /** The rows as the job read them: how they are found again wherever they are now (row-locator.ts). */
  identity: SheetIdentity;
  runId: string;
  login: string | undefined;
  now: () => number;
  /** Pauses between retries of a busy row; must end early when the signal aborts (cancel). */
  sleep?: Sleep;
  /** How a refusal's fields are named beside a row: the sheet's columns (the template's names when absent). */
  columns?: ColumnNames;
}

const ROW_LOST_BEFORE_SENDING = "not sent: the row was deleted, edited or taken by another run while this one was going — check it and run again";
const ROW_LOST_AFTER = "but its row was deleted or edited during the run, so the result could not be written beside it — see the FX Desk audit sheet";

const DEFAULTS = { concurrency: 8, blockSize: 500, flushIntervalMs: 10_000, transientRetries: 5, transientPauseMs: 5_000 };

/**
 * Sends the rows: each row's key reaches the sheet before its request is sent; requests run with bounded
 * concurrency; results are written in blocks; cancel drops the requests still waiting for the rate budget, lets those
 * on the wire finish (their results are written) and sends nothing new.
 * A row is written once per run with its final state, so a booked row can never be overwritten by a failure.
 */
export async function runBooking(setup: RunSetup, tasks: readonly BookingTask[], notices: readonly RowNotice[], options: RunOptions = {}): Promise<RunOutcome> {
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const blockSize = options.blockSize ?? DEFAULTS.blockSize;
  const sleep = setup.sleep ?? abortableSleep;
  const auditLog = setup.audit;
  const sheet = setup.identity.sheet;
  const keysRead = new Map<number, string>();
  for (const { row, key } of [...tasks.map((task) => ({ row: task.row, key: task.existingKey })), ...notices]) if (key !== undefined) keysRead.set(row, key);
  const writer = new ResultWriter(setup.workbook, setup.identity, keysRead, setup.kind, auditLog);

  const outcomes: RowOutcome[] = notices.map((notice) => ({
    row: notice.row,
    key: notice.key,
    result: notice.result === RESULT.invalid ? "invalid" : "held",
    message: notice.message,
  }));
  for (const notice of notices) {
    writer.set(notice.row, { [KEY_HEADER]: notice.key ?? null, [ACTING_AS_HEADER]: notice.key === undefined ? null : (notice.actingAs ?? null), [RESULT_HEADER]: notice.result, [MESSAGE_HEADER]: notice.message });
  }

  const keys = tasks.map((task) => task.existingKey ?? requestKey(setup.runId, sheet, task.row));
  const startedAt = setup.now();
  const counts = { done: 0, booked: 0, recovered: 0, failed: 0, inFlight: 0 };
  const report = () =>
    options.onProgress?.({
      total: tasks.length,
      ...counts,
      elapsedMs: setup.now() - startedAt,
      cancelling: options.signal?.aborted ?? false,
    });

  // The key cells that go with a row's key on every write: the row's own, and the account the key is for.
  const keyed = (task: BookingTask, key: string | undefined): ResultCells => ({
    ...task.keyCells?.(),
    [KEY_HEADER]: key ?? null,
    [ACTING_AS_HEADER]: key === undefined ? null : (task.actingAs ?? null),
  });

  // Rows are keyed in blocks, in order; the first block also takes every row keyed up front.
  const keyWritten = new Set<number>();
  const upFront = tasks.flatMap((task, index) => (task.keyedUpFront === true ? [index] : []));
  let nextToKey = 0;
  let keying: Promise<void> | undefined;
  const nextWindow = (): number[] => {
    const window = keyWritten.size === 0 ? [...upFront] : [];
    const taken = new Set(window);
    for (let count = 0; nextToKey < tasks.length && count < blockSize; nextToKey += 1) {
      if (keyWritten.has(nextToKey) || taken.has(nextToKey)) continue;
      window.push(nextToKey);
      count += 1;
    }
    return window;
  };
  const ensureKeyWritten = async (index: number): Promise<void> => {
    while (!keyWritten.has(index)) {
      if (keying === undefined) {
        const window = nextWindow();
        for (const taskIndex of window) {
          const task = tasks[taskIndex] as BookingTask;
          writer.set(task.row, { ...keyed(task, keys[taskIndex]), [RESULT_HEADER]: RESULT.sending });
        }
        keying = writer.flush().then(
          () => {
            for (const taskIndex of window) keyWritten.add(taskIndex);
            keying = undefined;
          },
          (error: unknown) => {
            keying = undefined;
            throw error;
          },
        );
      }
      await keying;
    }
  };

  const stopped = () => options.signal?.aborted === true || writer.writeFailure !== undefined;
  const timer = setInterval(() => {
    if (writer.pendingRows > 0 && keying === undefined) writer.flush().catch(() => undefined);
  }, options.flushIntervalMs ?? DEFAULTS.flushIntervalMs);

  const notSent = (index: number, written: boolean) => {
    const task = tasks[index] as BookingTask;
    const message = "cancelled before it was sent — run again to book it";
    outcomes.push({ row: task.row, key: written ? keys[index] : undefined, result: "not sent", message });
    writer.set(task.row, { ...keyed(task, written ? keys[index] : task.existingKey), [RESULT_HEADER]: RESULT.notSent, [MESSAGE_HEADER]: message });
  };
  // Its key could not be put on the row: the row was deleted, edited or claimed by another run meanwhile.
  const lostBeforeSending = (index: number) => {
    const task = tasks[index] as BookingTask;
    outcomes.push({ row: task.row, key: undefined, result: "not sent", message: ROW_LOST_BEFORE_SENDING });
  };

  const limit = pLimit(concurrency);
  const runTask = async (task: BookingTask, index: number): Promise<void> => {
    if (stopped()) return notSent(index, keyWritten.has(index));
    try {
      await ensureKeyWritten(index);
    } catch {
      // The sheet can no longer be written: nothing more is sent; the failure is rethrown once all settle.
      return;
    }
    if (writer.lost.has(task.row)) return lostBeforeSending(index);
    if (stopped()) return notSent(index, true);
    const key = keys[index] as string;
    counts.inFlight += 1;
    report();
    try {
      const { booking, recovered } = await book(task, key, options, sleep);
      counts[recovered ? "recovered" : "booked"] += 1;
      outcomes.push({ row: task.row, key, result: recovered ? "recovered" : "booked", id: booking.id });
      const differences = booking.differences ?? [];
      writer.set(task.row, {
        ...keyed(task, key),
        ...booking.cells,
        [RESULT_HEADER]: differences.length > 0 ? RESULT.bookedDiffers : RESULT.booked,
        [ID_HEADER]: booking.id,
        [MESSAGE_HEADER]:
          differences.length > 0
            ? `booked earlier under this row's key as ${booking.shortReference}, but the row now differs — ${differences.join("; ")}. The booking stands: put the row back, or cancel ${booking.shortReference} with the service`
            : recovered
              ? "booked by an earlier run whose result was not written; recovered by its key"
              : "",
      });
      auditLog.add({
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
    } catch (error) {
      if (error instanceof RequestNotSentError) {
        notSent(index, true);
        return;
      }
      counts.failed += 1;
      const message = describeFailure(error, setup.columns);
      outcomes.push({ row: task.row, key, result: "failed", message });
      writer.set(task.row, { ...keyed(task, key), [RESULT_HEADER]: RESULT.failed, [MESSAGE_HEADER]: `${message} — run again to retry under the same key` });
    } finally {
      counts.inFlight -= 1;
      counts.done += 1;
      report();
    }
  };

  try {
    await Promise.all(tasks.map((task, index) => limit(() => runTask(task, index))));
  } finally {
    clearInterval(timer);
  }
  await writer.flush();
  for (const outcome of outcomes) {
    if (!writer.lost.has(outcome.row) || outcome.message === ROW_LOST_BEFORE_SENDING) continue;
    outcome.message = outcome.result === "booked" || outcome.result === "recovered" ? `booked as ${outcome.id ?? "?"}, ${ROW_LOST_AFTER}` : ROW_LOST_AFTER;
  }
  return {
    rows: outcomes.sort((a, b) => a.row - b.row),
    booked: counts.booked,
    recovered: counts.recovered,
    failed: counts.failed,
    notSent: outcomes.filter((outcome) => outcome.result === "not sent").length,
    cancelled: options.signal?.aborted ?? false,
  };
}

/** Recovers by key when an earlier run may have sent the row, else creates; busy-service failures are retried. */
async function book(task: BookingTask, key: string, options: RunOptions, sleep: Sleep): Promise<{ booking: Booking; recovered: boolean }> {
  const retries = options.transientRetries ?? DEFAULTS.transientRetries;
  const cancelled = () => options.signal?.aborted === true;
  let sentAttemptError: unknown;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (task.recover || attempt > 0) {
        const found = await task.find(key, options.signal);
        if (found !== undefined) return { booking: found, recovered: task.recover && attempt === 0 };
      }
      return { booking: await task.create(key, options.signal), recovered: false };
    } catch (error) {
      // Dropped before sending after an earlier attempt was sent (and may have booked): that attempt's failure stands.
      if (error instanceof RequestNotSentError && attempt > 0) throw sentAttemptError;
      if (!isTransientError(error) || attempt >= retries || cancelled()) throw error;
      sentAttemptError = error;
      try {
        await sleep((options.transientPauseMs ?? DEFAULTS.transientPauseMs) * (attempt + 1), options.signal);
      } catch {
        // Cancelled during the pause: the row keeps the failure that made it wait, and is retried by the next run.
        throw error;
      }
      if (cancelled()) throw error;
    }
  }
}
