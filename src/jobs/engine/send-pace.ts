/**
 * How many rows a run reads again together just before sending them (docs/architecture.md, "A row is sent as it
 * stands"): the rows it sent in the last window, so a block covers about one window of sending at the run's pace.
 * The time between a row's read and its request stays about one window whatever the pace (the rate limit sets it),
 * while the reads per row fall as the pace rises: a 10,000-row run reads in blocks of hundreds, not of sixteen.
 */

/** About as long as results wait to be written (run-booking.ts flushIntervalMs): the sheet is read as often as it is written. */
export const SEND_CHECK_WINDOW_MS = 10_000;

export class SendPace {
  private readonly times: number[] = [];
  private oldest = 0;

  constructor(
    private readonly now: () => number,
    private readonly windowMs = SEND_CHECK_WINDOW_MS,
  ) {}

  /** A row's request is about to be sent. */
  sent(): void {
    this.times.push(this.now());
  }

  /** Rows sent within the last window. */
  recent(): number {
    const from = this.now() - this.windowMs;
    while (this.oldest < this.times.length && (this.times[this.oldest] as number) <= from) this.oldest += 1;
    // Times before the window are never read again.
    if (this.oldest > 1024) {
      this.times.splice(0, this.oldest);
      this.oldest = 0;
    }
    return this.times.length - this.oldest;
  }

  /** The next block's size: one window of sending at the recent pace, at least `floor` (the first block's) and at most `cap`. */
  blockSize(floor: number, cap: number): number {
    return Math.max(floor, Math.min(cap, this.recent()));
  }
}
