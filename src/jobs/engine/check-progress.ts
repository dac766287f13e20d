/** How far a check has got: rows whose service lookups are done, of the rows read (blank rows aside). */
export interface CheckProgress {
  total: number;
  /** Rows done in the step under way (of every step, for a check of one step). */
  checked: number;
  elapsedMs: number;
  /** Every row is looked up; what the rows need from the whole account (balances, earlier payments) is being read. */
  finishing: boolean;
  /**
   * For a check that asks about its rows in several steps, one after another (a payment's payee, then its validation,
   * its fee…): the step under way, counted from 1, and what it does in words.
   */
  step?: { number: number; of: number; doing: string };
  /** Every request of the check has been answered: nothing more is sent. */
  done?: boolean;
}

export interface CheckOptions {
  /** Cancels the check: nothing more is sent and it rejects with the signal's reason. A check books nothing. */
  signal?: AbortSignal;
  onProgress?: (progress: CheckProgress) => void;
}

/**
 * How far a check has got over all its steps, in row-steps: a row counts once per step, so the bar and the time left
 * go forward across the steps instead of starting again at each.
 */
export function checkPace(progress: CheckProgress): { total: number; done: number } {
  if (progress.done === true || progress.finishing) return { total: progress.total, done: progress.total };
  const step = progress.step ?? { number: 1, of: 1 };
  return { total: progress.total * step.of, done: progress.total * (step.number - 1) + progress.checked };
}

/** Counts a check's rows as their lookups finish and reports each step. */
export class CheckCounter {
  private checked = 0;
  private finishing = false;
  /** The step under way, from 0; -1 before the first (and in a check of one step). */
  private stepIndex = -1;
  private readonly startedAt: number;

  /** `steps`: what each step of a check of several steps does, in words, in their order; none for a check of one step. */
  constructor(
    private readonly total: number,
    private readonly options: CheckOptions,
    private readonly now: () => number,
    private readonly steps: readonly string[] = [],
  ) {
    this.startedAt = now();
  }

  rowsChecked(count: number): void {
    // A lookup that ends because the check was cancelled checked nothing: the count stays where the cancel found it.
    if (count <= 0 || this.options.signal?.aborted) return;
    this.checked = Math.min(this.total, this.checked + count);
    this.report();
  }

  /**
   * The previous step is done (if any) and the next begins: the rows it has nothing to ask about (refused before it,
   * or not of its concern) count as checked at once. Stops here once cancelled, so no step sends anything after a
   * cancel.
   */
  nextStep(rowsToAsk: number): void {
    this.throwIfCancelled();
    this.stepIndex = Math.min(this.stepIndex + 1, Math.max(0, this.steps.length - 1));
    this.checked = Math.max(0, this.total - rowsToAsk);
    this.report();
  }

  /** The rows are done; the account-wide lookups follow. */
  finish(): void {
    this.checked = this.total;
    this.finishing = true;
    this.report();
  }

  /** Every request is answered: the last report of a check. */
  done(): void {
    this.throwIfCancelled();
    this.checked = this.total;
    this.options.onProgress?.({ total: this.total, checked: this.total, elapsedMs: this.now() - this.startedAt, finishing: false, done: true });
  }

  /**
   * Stops the check once cancelled. Per-row lookups turn failures into row messages; after a cancel those messages
   * are only the cancel itself, so the check must end here instead of reporting them.
   */
  throwIfCancelled(): void {
    this.options.signal?.throwIfAborted();
  }

  private report(): void {
    const doing = this.steps[this.stepIndex];
    const step = doing === undefined || this.finishing ? undefined : { number: this.stepIndex + 1, of: this.steps.length, doing };
    this.options.onProgress?.({ total: this.total, checked: this.checked, elapsedMs: this.now() - this.startedAt, finishing: this.finishing, step });
  }
}
