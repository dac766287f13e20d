import pLimit from "p-limit";

/**
 * Runs one step per task with bounded concurrency and counts what happens, reporting progress on every change.
 * Cancelling is the steps' business (they check `stopped` before sending); the runner only counts and reports.
 */
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

type Settled = "booked" | "recovered" | "failed" | undefined;

interface TaskRunnerSetup {
  concurrency: number;
  now: () => number;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
}

export class TaskRunner {
  private readonly counts = { done: 0, booked: 0, recovered: 0, failed: 0, inFlight: 0 };
  private readonly startedAt: number;
  private total = 0;

  constructor(private readonly setup: TaskRunnerSetup) {
    this.startedAt = setup.now();
  }

  /**
   * `prepare` runs for every task first (it may finish the task without sending: it then returns false); `send`
   * follows with the task counted in flight, and settles as booked, recovered, failed or nothing (not sent).
   */
  async run<T>(tasks: readonly T[], prepare: (task: T, index: number) => Promise<boolean>, send: (task: T, index: number) => Promise<Settled>): Promise<void> {
    this.total = tasks.length;
    const limit = pLimit(this.setup.concurrency);
    await Promise.all(
      tasks.map((task, index) =>
        limit(async () => {
          if (!(await prepare(task, index))) return;
          this.counts.inFlight += 1;
          this.report();
          try {
            const settled = await send(task, index);
            if (settled !== undefined) this.counts[settled] += 1;
          } finally {
            this.counts.inFlight -= 1;
            this.counts.done += 1;
            this.report();
          }
        }),
      ),
    );
  }

  private report(): void {
    this.setup.onProgress?.({
      total: this.total,
      ...this.counts,
      elapsedMs: this.setup.now() - this.startedAt,
      cancelling: this.setup.signal?.aborted ?? false,
    });
  }
}
