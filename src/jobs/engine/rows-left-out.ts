/**
 * The selected rows a read left out, in words a person can act on: which rows (as the sheet numbers them) and why.
 * Check and "Refresh statuses" both say it, so no selected row is ever dropped without a word.
 */
import type { RowsNotRead } from "../../workbook";
import type { OrderSheet } from "./order-sheet";
import { plural } from "../../domain";

/** Runs of rows named one by one before the rest is counted: a filtered table can hide hundreds of scattered rows. */
const RUNS_NAMED = 8;

/** One sentence for the rows not read and one for the hidden rows skipped; none when nothing was left out. */
export function rowsLeftOut(sheet: Pick<OrderSheet, "notRead" | "hiddenRows">): string[] {
  const sentences: string[] = [];
  const notRead = sheet.notRead.reduce((count, group) => count + group.rows.length, 0);
  if (notRead > 0) {
    sentences.push(`${rowCount(notRead, "selected row")} ${notRead === 1 ? "was" : "were"} not read: ${sheet.notRead.map(whyNotRead).join("; ")}.`);
  }
  const hidden = sheet.hiddenRows.length;
  if (hidden > 0) {
    sentences.push(`${rowCount(hidden, "hidden row")} ${hidden === 1 ? "was" : "were"} skipped (${rowNumbers(sheet.hiddenRows)}): rows filtered out or hidden are left alone.`);
  }
  return sentences;
}

/** Rows 14–16, 20 and 31 (zero-based in, as the sheet numbers them out), with "row" or "rows" before them. */
export function rowNumbers(rows: readonly number[]): string {
  const runs = toRuns(rows);
  const shown = runs.slice(0, RUNS_NAMED).map(([first, last]) => (first === last ? `${first + 1}` : `${first + 1}–${last + 1}`));
  const rest = runs.slice(RUNS_NAMED).reduce((count, [first, last]) => count + last - first + 1, 0);
  const named = rest > 0 ? [...shown, `${rest} more`] : shown;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
  return `${rows.length === 1 ? "row" : "rows"} ${list}`;
}

function whyNotRead(group: RowsNotRead): string {
  const rows = rowNumbers(group.rows);
  const one = group.rows.length === 1;
  const are = one ? "is" : "are";
  const table = `${group.table.name} (${group.table.address})`;
  switch (group.reason) {
    case "in-another-table":
      return `${rows} ${are} in another table, ${table}, with its own header line — select that table's rows on their own`;
    case "under-another-table":
      return `${rows} ${are} under another table, ${table} — select ${one ? "it" : "them"} together with that table`;
    case "above-header":
      return `${rows} ${are} above the header line of the table ${table}`;
  }
}

function rowCount(count: number, noun: string): string {
  return plural(count, noun);
}

/** Sorted runs of consecutive rows: [first, last] pairs. */
function toRuns(rows: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const row of [...rows].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] + 1 === row) last[1] = row;
    else runs.push([row, row]);
  }
  return runs;
}
