/**
 * How many rows a run reads again together just before sending them (docs/engine.md, "A row is sent as it
 * stands"): the rows it can be expected to send in the next window, so a block covers about one window of sending.
 * The time between a row's read and its request stays about one window whatever the pace (the rate limit sets it),
 * while the reads per row fall as the pace rises: a 10,000-row run reads in blocks of hundreds, not of sixteen.
 *
 * The pace is counted in answers, not in requests handed out: a run hands out a burst of requests at once (one per
 * slot in flight), which says nothing yet about how fast they come back. A run younger than one window has its
 * answers so far scaled up to a whole window, so a fast short run reads its rows in two or three blocks instead of
 * doubling up from the first. The rate budget, when the client has one, caps the estimate at what it lets through
 * in one window: a burst the budget allows at the start of its minute is not taken for the pace of the rest.
 */

/** About as long as results wait to be written (run-booking.ts flushIntervalMs): the sheet is read as often as it is written. */
export const SEND_CHECK_WINDOW_MS = 10_000;

/** Requests the budget can let through within `windowMs` from now, counted up to `most`. */
export type RoomWithin = (windowMs: number, most: number) => number;

export class SendPace {
  private firstSent: number | undefined;
  private readonly answers: number[] = [];
  private oldest = 0;

  constructor(
    private readonly now: () => number,
    private readonly roomWithin?: RoomWithin,
    private readonly windowMs = SEND_CHECK_WINDOW_MS,
  ) {}

  /** A row's request is about to be sent. */
  sent(): void {
    this.firstSent ??= this.now();
  }

  /** A row's request came back, booked or not. */
  answered(): void {
    this.answers.push(this.now());
  }

  /** Answers within the last window. */
  recent(): number {
    const from = this.now() - this.windowMs;
    while (this.oldest < this.answers.length && (this.answers[this.oldest] as number) <= from) this.oldest += 1;
    // Times before the window are never read again.
    if (this.oldest > 1024) {
      this.answers.splice(0, this.oldest);
      this.oldest = 0;
    }
    return this.answers.length - this.oldest;
  }

  /** Rows the run can be expected to send in the next window at its pace so far (up to `most`), within what the budget lets through. */
  expected(most: number): number {
    const answered = this.recent();
    const elapsed = this.firstSent === undefined ? 0 : this.now() - this.firstSent;
    const pace = answered === 0 ? 0 : elapsed >= this.windowMs ? answered : Math.ceil((answered * this.windowMs) / Math.max(1, elapsed));
    const upTo = Math.min(most, pace);
    return this.roomWithin === undefined ? upTo : this.roomWithin(this.windowMs, upTo);
  }

  /** The next block's size: one window of sending, at least `floor` (the first block's) and at most `cap`. */
  blockSize(floor: number, cap: number): number {
    return Math.max(floor, this.expected(cap));
  }
}

/**
 * What a budget lets through within a window from now: the most requests, up to `most`, that could all have been
 * sent by then, found by halving.
 */
export function roomWithinBudget(msUntilRoomFor: (count: number) => number): RoomWithin {
  return (windowMs, most) => {
    let low = 0;
    let high = most;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (msUntilRoomFor(middle) <= windowMs) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}
