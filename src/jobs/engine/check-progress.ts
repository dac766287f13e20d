/** How far a check has got: rows whose service lookups are done, of the rows read (blank rows aside). */
export interface CheckProgress {
  total: number;
  checked: number;
  elapsedMs: number;
  /** Every row is looked up; what the rows need from the whole account (balances, earlier payments) is being read. */
  finishing: boolean;
}

export interface CheckOptions {
  /** Cancels the check: nothing more is sent and it rejects with the signal's reason. A check books nothing. */
  signal?: AbortSignal;
  onProgress?: (progress: CheckProgress) => void;
}

/** Counts a check's rows as their lookups finish and reports each step. */
export class CheckCounter {
  private checked = 0;
  private finishing = false;
  private readonly startedAt: number;

  constructor(
    private readonly total: number,
    private readonly options: CheckOptions,
    private readonly now: () => number,
  ) {
    this.startedAt = now();
  }

  rowsChecked(count: number): void {
    // A lookup that ends because the check was cancelled checked nothing: the count stays where the cancel found it.
    if (count <= 0 || this.options.signal?.aborted) return;
    this.checked = Math.min(this.total, this.checked + count);
    this.report();
  }

  /** The rows are done; the account-wide lookups follow. */
  finish(): void {
    this.checked = this.total;
    this.finishing = true;
    this.report();
  }

  /**
   * Stops the check once cancelled. Per-row lookups turn failures into row messages; after a cancel those messages
   * are only the cancel itself, so the check must end here instead of reporting them.
   */
  throwIfCancelled(): void {
    this.options.signal?.throwIfAborted();
  }

  private report(): void {
    this.options.onProgress?.({ total: this.total, checked: this.checked, elapsedMs: this.now() - this.startedAt, finishing: this.finishing });
  }
}
