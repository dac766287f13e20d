/**
 * Splits the rows a read needs into blocks whose answers stay under Excel's payload limit (5 MB per request in
 * Excel on the web), each read in its own round trip. Only the rows asked for are read, never the rows between
 * the header line and a selection far down the sheet. The size of an answer is not known before it comes, so a
 * block is sized from an estimate per cell, and a block the host still refuses is read again in halves.
 */
import { DEFAULT_MAX_PAYLOAD_BYTES } from "./write-batches";

/** A run of consecutive rows, zero-based. */
interface RowBlock {
  first: number;
  count: number;
}

/** Bytes one cell is expected to cost in a read answer of values and formulas: short text, numbers, no formulas. */
const ESTIMATED_CELL_BYTES = 64;

/** Consecutive runs of `rows` (any order, repeats ignored), each cut to at most as many rows as fit `maxBytes`. */
export function planReadBlocks(rows: Iterable<number>, columnCount: number, maxBytes = DEFAULT_MAX_PAYLOAD_BYTES, cellBytes = ESTIMATED_CELL_BYTES): RowBlock[] {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const rowsPerBlock = Math.max(1, Math.floor(maxBytes / (Math.max(1, columnCount) * cellBytes)));
  const blocks: RowBlock[] = [];
  for (const row of sorted) {
    const last = blocks.at(-1);
    if (last && last.first + last.count === row && last.count < rowsPerBlock) last.count += 1;
    else blocks.push({ first: row, count: 1 });
  }
  return blocks;
}

/** Rows `first`..`first + count - 1`. */
export function rowsOf(block: RowBlock): number[] {
  return Array.from({ length: block.count }, (_, index) => block.first + index);
}

/**
 * Reads each block with `read`; a block refused as too large (`isTooLarge`) is read again as two halves, down to
 * single rows. Answers come back in row order.
 */
export async function readInBlocks<T>(blocks: readonly RowBlock[], read: (block: RowBlock) => Promise<T[]>, isTooLarge: (error: unknown) => boolean): Promise<T[]> {
  const results: T[] = [];
  for (const block of blocks) {
    try {
      results.push(...(await read(block)));
    } catch (error) {
      if (!isTooLarge(error) || block.count === 1) throw error;
      const half = Math.ceil(block.count / 2);
      results.push(...(await readInBlocks([{ first: block.first, count: half }, { first: block.first + half, count: block.count - half }], read, isTooLarge)));
    }
  }
  return results;
}
