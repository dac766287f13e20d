/**
 * Work done for a run's rows in blocks, in task order, one block at a time: a block is one workbook round trip.
 * A run uses it twice: to write keys ahead (a row's key reaches the sheet before its request is sent) and to read
 * the rows about to be sent (a row is sent only if its cells still say what was checked).
 */
interface OrderedBlocksSetup {
  /** Rows in task order. */
  count: number;
  /** Rows per block; asked again for each block when a function (the send check's size follows the run's pace). */
  blockSize: number | (() => number);
  /** Rows taken into the first block, whatever their place (rows keyed up front: they share a funding conversion). */
  upFront?: (index: number) => boolean;
  /** Does the block's work; rejects when it cannot be done (the sheet cannot be written or read). */
  act: (indexes: readonly number[]) => Promise<void>;
}

export class OrderedBlocks {
  private readonly done = new Set<number>();
  private readonly upFront: number[];
  private next = 0;
  private acting: Promise<void> | undefined;

  constructor(private readonly setup: OrderedBlocksSetup) {
    const upFront = setup.upFront ?? (() => false);
    this.upFront = Array.from({ length: setup.count }, (_, index) => index).filter(upFront);
  }

  /** True while a block is being done. */
  get busy(): boolean {
    return this.acting !== undefined;
  }

  isDone(index: number): boolean {
    return this.done.has(index);
  }

  /** Resolves once the row's block is done, starting the next block if none is under way. */
  async ensure(index: number): Promise<void> {
    while (!this.done.has(index)) {
      if (this.acting === undefined) {
        const block = this.nextBlock();
        this.acting = this.setup.act(block).then(
          () => {
            for (const taskIndex of block) this.done.add(taskIndex);
            this.acting = undefined;
          },
          (error: unknown) => {
            this.acting = undefined;
            throw error;
          },
        );
      }
      await this.acting;
    }
  }

  private nextBlock(): number[] {
    const block = this.done.size === 0 ? [...this.upFront] : [];
    const taken = new Set(block);
    const size = typeof this.setup.blockSize === "number" ? this.setup.blockSize : this.setup.blockSize();
    for (let count = 0; this.next < this.setup.count && count < size; this.next += 1) {
      if (this.done.has(this.next) || taken.has(this.next)) continue;
      block.push(this.next);
      count += 1;
    }
    return block;
  }
}
