/**
 * Waits out the refusals that pass. Excel turns a request away while a person is typing in a cell ("The operation
 * isn't available while Excel is in Edit cell mode": InvalidOperationInCellEditMode) or while it is busy
 * (ServiceNotAvailable, ActivityLimitReached) — Microsoft's "Error handling with the application-specific JavaScript
 * APIs". A long run must not stop for that: each batch is sent again until Excel takes it, within a bound.
 *
 * A cell edit: Excel.run can be asked to hold the batch until the edit ends (RunOptions.delayForCellEdit: "When
 * true, ... if the user is in cell edit mode then the batch request is delayed until the user exits cell edit mode",
 * Microsoft's "Excel.RunOptions interface" and "Delay execution while cell is being edited"). That reference names
 * no requirement set for the option, so instead of guessing one for Office.context.requirements.isSetSupported, a
 * batch is first sent plainly (so a wait is seen, and said), and once refused for a cell edit it is sent again asking
 * Excel to hold it. An Excel that refuses even then is remembered as one that does not hold batches, and is asked
 * again after pauses that double (a quarter of a second up to 5 s) until the bound (5 minutes in all) is reached.
 *
 * Sending a batch again is safe: a refused request is refused whole, and every batch of the Office adapter either
 * writes the same cells again or, for appended rows, carries on where the refused attempt stopped.
 */
import { workbookErrorFrom, waitReasonOf } from "./office-error";
import type { WaitReason } from "./workbook-error";

/** What is asked of Excel.run for one attempt (Excel.RunOptions). */
export interface ExcelRunOptions {
  delayForCellEdit?: boolean;
}

/** Time as the waits see it; injected so tests wait on a clock of their own, never on the machine's. */
export interface WaitClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: WaitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * What a person is told: when changes start waiting for Excel, and when they go through again (or are given up).
 * Operations waiting at the same time count as one wait, from the first refusal to the last one's end.
 */
export type ExcelWait =
  | { kind: "waiting"; reason: WaitReason }
  | { kind: "resumed"; reason: WaitReason; waitedMs: number }
  | { kind: "gave up"; reason: WaitReason; waitedMs: number };

export interface PatienceOptions {
  clock?: WaitClock;
  /** The longest one operation waits for Excel in all; then it fails with ExcelBusyError. Default 5 minutes. */
  maxWaitMs?: number;
  /** The first pause after a refusal; each next one is twice as long, up to `maxStepMs` (default 250 ms and 5 s). */
  firstStepMs?: number;
  maxStepMs?: number;
  onWait?: (wait: ExcelWait) => void;
}

const HOLD_FOR_CELL_EDIT: ExcelRunOptions = { delayForCellEdit: true };

export class ExcelPatience {
  private readonly clock: WaitClock;
  private readonly maxWaitMs: number;
  private readonly firstStepMs: number;
  private readonly maxStepMs: number;
  /** Whether this Excel holds a batch during a cell edit when asked; unknown until it has been asked. */
  private holdsForCellEdit: boolean | undefined;
  private episode: { reason: WaitReason; since: number; waiting: number } | undefined;

  constructor(private readonly options: PatienceOptions = {}) {
    this.clock = options.clock ?? realClock;
    this.maxWaitMs = options.maxWaitMs ?? 5 * 60_000;
    this.firstStepMs = options.firstStepMs ?? 250;
    this.maxStepMs = options.maxStepMs ?? 5_000;
  }

  /**
   * `attempt` once, and again while Excel refuses it for a reason that passes; any other failure, or waiting longer
   * than the bound, rejects with the product's error for it (office-error.ts) about `sheet`.
   */
  async run<T>(attempt: (options: ExcelRunOptions | undefined) => Promise<T>, sheet?: string): Promise<T> {
    const started = this.clock.now();
    let step = this.firstStepMs;
    let askToHold = false;
    let joined = false;
    let gaveUp = false;
    try {
      for (;;) {
        try {
          return await attempt(askToHold ? HOLD_FOR_CELL_EDIT : undefined);
        } catch (error) {
          const reason = waitReasonOf(error);
          if (reason === undefined) throw workbookErrorFrom(error, sheet);
          if (!joined) this.join(reason);
          joined = true;
          if (reason === "cell-edit") {
            // Asked to hold the batch and refused all the same: this Excel does not hold batches; pause and ask again.
            if (askToHold) {
              this.holdsForCellEdit = false;
              askToHold = false;
            } else if (this.holdsForCellEdit !== false) {
              askToHold = true;
              continue;
            }
          }
          const waited = this.clock.now() - started;
          if (waited >= this.maxWaitMs) {
            gaveUp = true;
            throw workbookErrorFrom(error, sheet, waited);
          }
          await this.clock.sleep(Math.min(step, this.maxWaitMs - waited));
          step = Math.min(step * 2, this.maxStepMs);
        }
      }
    } finally {
      if (joined) this.leave(gaveUp);
    }
  }

  private join(reason: WaitReason): void {
    if (this.episode !== undefined) {
      this.episode.waiting += 1;
      return;
    }
    this.episode = { reason, since: this.clock.now(), waiting: 1 };
    this.options.onWait?.({ kind: "waiting", reason });
  }

  private leave(gaveUp: boolean): void {
    const episode = this.episode;
    if (episode === undefined) return;
    episode.waiting -= 1;
    if (episode.waiting > 0) return;
    this.episode = undefined;
    this.options.onWait?.({ kind: gaveUp ? "gave up" : "resumed", reason: episode.reason, waitedMs: this.clock.now() - episode.since });
  }
}
