/**
 * The write-ahead of a run's keys: a row's key reaches the sheet before its request is sent. Rows are keyed in
 * blocks, in order, one block at a time (a block is one workbook write); the first block also takes every row
 * keyed up front (rows that share something booked on the first send of any of them, e.g. a funding conversion).
 */
interface KeyingWindowSetup {
  /** Rows in task order: how many, and which are keyed up front. */
  count: number;
  keyedUpFront: (index: number) => boolean;
  blockSize: number;
  /** Puts the key cells of these rows into the next write (not yet sent). */
  stage: (indexes: readonly number[]) => void;
  /** Sends what was staged; rejects when the sheet cannot be written. */
  flush: () => Promise<void>;
}

export class KeyingWindow {
  private readonly written = new Set<number>();
  private readonly upFront: number[];
  private nextToKey = 0;
  private keying: Promise<void> | undefined;

  constructor(private readonly setup: KeyingWindowSetup) {
    this.upFront = Array.from({ length: setup.count }, (_, index) => index).filter(setup.keyedUpFront);
  }

  /** True while a block of keys is being written (other writes wait for it). */
  get busy(): boolean {
    return this.keying !== undefined;
  }

  isWritten(index: number): boolean {
    return this.written.has(index);
  }

  /** Resolves once the row's key is on the sheet, writing the block it belongs to if no block is being written. */
  async ensureWritten(index: number): Promise<void> {
    while (!this.written.has(index)) {
      if (this.keying === undefined) {
        const window = this.nextWindow();
        this.setup.stage(window);
        this.keying = this.setup.flush().then(
          () => {
            for (const taskIndex of window) this.written.add(taskIndex);
            this.keying = undefined;
          },
          (error: unknown) => {
            this.keying = undefined;
            throw error;
          },
        );
      }
      await this.keying;
    }
  }

  private nextWindow(): number[] {
    const window = this.written.size === 0 ? [...this.upFront] : [];
    const taken = new Set(window);
    for (let count = 0; this.nextToKey < this.setup.count && count < this.setup.blockSize; this.nextToKey += 1) {
      if (this.written.has(this.nextToKey) || taken.has(this.nextToKey)) continue;
      window.push(this.nextToKey);
      count += 1;
    }
    return window;
  }
}
