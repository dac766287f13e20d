/**
 * Splits write blocks into requests that stay under Excel's payload limit (5 MB per request in Excel on the web):
 * each request becomes one `context.sync()`, so blocks are packed together until the estimate would overflow,
 * and a block too big on its own is cut into row slices.
 */
import type { WriteBlock } from "./column-plan";
import { toCellInput } from "./safe-text";

/** Headroom under 5 MB for the request envelope and the property names around the arrays. */
export const DEFAULT_MAX_PAYLOAD_BYTES = 4_000_000;

/** What one range command costs in the request besides its arrays (address, ids, property names). */
export const RANGE_COMMAND_BYTES = 300;

// Made at the first estimate, not at import: the pane's components reach this module through the workbook's index,
// and jsdom, where the pane's tests render, has no TextEncoder unless a test adds Node's (test/support/jsdom-text-encoder.ts).
let encoder: TextEncoder | undefined;

function jsonBytes(value: unknown): number {
  encoder ??= new TextEncoder();
  return encoder.encode(JSON.stringify(value)).length;
}

function rowBytes(block: WriteBlock, rowOffset: number): number {
  const values = (block.values[rowOffset] ?? []).map(toCellInput);
  const formats = hasFormats(block) ? jsonBytes(block.formats[rowOffset] ?? []) + 1 : 0;
  return jsonBytes(values) + 1 + formats;
}

/** A block with no format to set sends no numberFormat array at all (see office-workbook.ts). */
export function hasFormats(block: WriteBlock): boolean {
  return block.formats.some((row) => row.some((format) => format !== null));
}

export function estimateBlockBytes(block: WriteBlock): number {
  return block.values.reduce((total, _, rowOffset) => total + rowBytes(block, rowOffset), RANGE_COMMAND_BYTES);
}

function slice(block: WriteBlock, from: number, to: number): WriteBlock {
  return { ...block, row: block.row + from, values: block.values.slice(from, to), formats: block.formats.slice(from, to) };
}

export function planWriteBatches(blocks: readonly WriteBlock[], maxBytes: number): WriteBlock[][] {
  const batches: WriteBlock[][] = [];
  let current: WriteBlock[] = [];
  let currentBytes = 0;
  const close = (): void => {
    if (current.length > 0) batches.push(current);
    current = [];
    currentBytes = 0;
  };
  for (const block of blocks) {
    let start = 0;
    let sliceBytes = RANGE_COMMAND_BYTES;
    for (let rowOffset = 0; rowOffset < block.values.length; rowOffset++) {
      const bytes = rowBytes(block, rowOffset);
      const sliceHasRows = rowOffset > start;
      if (currentBytes + sliceBytes + bytes > maxBytes && (sliceHasRows || current.length > 0)) {
        if (sliceHasRows) current.push(slice(block, start, rowOffset));
        close();
        start = rowOffset;
        sliceBytes = RANGE_COMMAND_BYTES;
      }
      sliceBytes += bytes;
    }
    if (block.values.length > start) {
      current.push(slice(block, start, block.values.length));
      currentBytes += sliceBytes;
    }
  }
  close();
  return batches;
}

export function cellCount(batch: readonly WriteBlock[]): number {
  return batch.reduce((total, block) => total + block.values.length * (block.values[0]?.length ?? 0), 0);
}
