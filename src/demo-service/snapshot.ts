/**
 * The demo service's data on disk, so a demo survives a restart and keeps only what it acknowledged
 * (docs/demo-service.md, "The demo service's snapshot"):
 * - every save is one durable write (snapshot-files.ts); `durable()` lets an answer wait until the changes it could
 *   show are on disk (group commit: the requests of a burst share one write), so a create answered 200 survives
 *   `kill -9`;
 * - a failed save rolls the data back to what was last saved (or started with): every change it held is gone, and
 *   every request that could have made or seen one answers 503 — an answer of failure means no change;
 * - what the clock moves (settlements) is a "background" change: no answer waits for it, and after a rollback the
 *   lifecycle simply does it again.
 */
import { nodeFiles, saveFailureInWords, writeDurably, type SnapshotFiles } from "./snapshot-files";
import type { DemoData } from "./state";

/** A request's change is owed to its answer; a background change (the clock's, the start's) is not. */
export type ChangeKind = "request" | "background";

/** How often the data the service started with is tried again while it cannot be saved. */
const RETRY_MS = 1_000;

/** The changes one write saves, and that write's outcome. */
class SaveGroup {
  changed = false;
  /** True when a request made one of the changes: answers wait for this group then. */
  requested = false;
  readonly saved: Promise<void>;
  private settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };

  constructor() {
    this.saved = new Promise<void>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Nobody may be waiting for this group: its failure is reported through the log and the answers that wait.
    this.saved.catch(() => undefined);
  }

  succeed(): void {
    this.settle.resolve();
  }

  fail(error: unknown): void {
    this.settle.reject(error);
  }
}

export interface SnapshotState {
  /** The data to save now, and the simulated instant it is saved at. */
  read(): { data: DemoData; now: number };
  /** Puts back data as last saved, after a failed save (indexes built from the data are rebuilt too). */
  restore(data: DemoData): void;
}

export interface SnapshotWriterOptions {
  files?: SnapshotFiles;
  /** Where the operator reads that saving stopped or resumed; stderr by default. */
  log?: (line: string) => void;
  /** How long changes without a waiting answer gather before they are written. */
  delayMs?: number;
}

export class SnapshotWriter {
  private open = new SaveGroup();
  private inFlight: SaveGroup | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The data as last saved, or as at start until the first save: what a failed save rolls back to. */
  private committed: string;
  private committedOnDisk = false;
  /** Bumped whenever a rollback discards a request's change; a request that began under another value answers 503. */
  private losses = 0;
  private lastFailure: unknown = null;
  /** The words of the failure last logged; null while saves succeed. */
  private failing: string | null = null;
  private closed = false;
  private readonly files: SnapshotFiles;
  private readonly log: (line: string) => void;
  private readonly delayMs: number;

  constructor(
    private readonly file: string,
    private readonly state: SnapshotState,
    options: SnapshotWriterOptions = {},
  ) {
    this.files = options.files ?? nodeFiles;
    this.log = options.log ?? ((line) => console.error(line));
    this.delayMs = options.delayMs ?? 50;
    this.committed = JSON.stringify(state.read().data);
  }

  /** Called after every change; bursts are coalesced into one write. */
  markDirty(kind: ChangeKind = "request"): void {
    this.open.changed = true;
    if (kind === "request") this.open.requested = true;
    this.schedule(this.delayMs);
  }

  /** Taken when a request begins: `durable` compares it to tell whether a change the request could see was lost. */
  ticket(): number {
    return this.losses;
  }

  /**
   * Resolves once every request's change made so far is on disk; rejects with the save's error when a change made or
   * visible since `ticket` was rolled back instead.
   */
  async durable(ticket: number): Promise<void> {
    const group = this.open.requested ? this.open : this.inFlight?.requested ? this.inFlight : null;
    if (group) {
      if (group === this.open) void this.flush();
      await group.saved.catch(() => undefined);
    }
    if (this.losses !== ticket) throw this.lastFailure;
  }

  /** Writes the changes made so far (after any write in progress); never rejects: a failure is rolled back and logged. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.inFlight) await this.inFlight.saved.catch(() => undefined);
    const group = this.open;
    if (!group.changed) return;
    this.open = new SaveGroup();
    this.inFlight = group;
    const { data, now } = this.state.read();
    const dataText = JSON.stringify(data);
    try {
      await writeDurably(this.files, this.file, `{"version":1,"savedAt":${JSON.stringify(now)},"data":${dataText}}`);
    } catch (error) {
      this.inFlight = null;
      this.rollBack(group, error);
      return;
    }
    this.inFlight = null;
    this.committed = dataText;
    this.committedOnDisk = true;
    if (this.failing !== null) this.log(`demo service: saved ${this.file} again; changes are accepted`);
    this.failing = null;
    group.succeed();
  }

  /** Stops the retries; a service that closes calls it after its last flush. */
  close(): void {
    this.closed = true;
    this.clearTimer();
  }

  /** The failed changes and those made on top of them while they were being written are all undone. */
  private rollBack(failed: SaveGroup, error: unknown): void {
    const onTop = this.open;
    this.open = new SaveGroup();
    this.state.restore(JSON.parse(this.committed) as DemoData);
    if (failed.requested || onTop.requested) this.losses += 1;
    this.lastFailure = error;
    failed.fail(error);
    onTop.fail(error);
    this.report(error);
    if (!this.committedOnDisk) {
      // The data the service started with is on no disk yet: it is saved as soon as space returns.
      this.open.changed = true;
      this.schedule(RETRY_MS);
    }
  }

  private report(error: unknown): void {
    const words = saveFailureInWords(error);
    if (words === this.failing) return;
    this.failing = words;
    const kept = this.committedOnDisk ? "its data stays as last saved" : `it serves the data it started with, trying to save it every ${RETRY_MS / 1000} s`;
    this.log(`demo service: cannot save ${this.file}: ${words}. Read-only until it can save: ${kept}; every change is refused with 503 and undone, reads go on`);
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  private clearTimer(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}

/** What an answer says when a change could not be saved: why, and that nothing was changed. */
export function couldNotSaveText(error: unknown): string {
  return `The demo service could not save to disk: ${saveFailureInWords(error)}. Nothing was changed; try again once it can save`;
}
