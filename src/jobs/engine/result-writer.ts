/**
 * Collects what the job writes beside rows and sends it in blocks: one `writeColumns` per flush however many
 * rows changed, then the audit entries of the same bookings. Flushes never overlap, so a later value for a
 * row can never be overtaken by an earlier one. Before each write the rows are found where they are now
 * (row-locator.ts); a row that cannot be found is added to `lost` and its cells are dropped.
 */
import type { ColumnSpec, WorkbookPort } from "../../workbook/port";
import type { AuditLog } from "./audit-log";
import { KEY_HEADER, toRowValues, type ResultCells } from "./result-columns";
import { RowLocator, type RowAnchor, type SheetIdentity } from "./row-locator";

/** Flushes of every run on this page, one sheet at a time: finding rows and writing them must not interleave. */
const sheetQueues = new Map<string, Promise<unknown>>();

function onSheetQueue<T>(sheet: string, work: () => Promise<T>): Promise<T> {
  const key = sheet.toLowerCase();
  const turn = (sheetQueues.get(key) ?? Promise.resolve()).then(work, work);
  const settled = turn.catch(() => undefined);
  sheetQueues.set(key, settled);
  void settled.then(() => {
    if (sheetQueues.get(key) === settled) sheetQueues.delete(key);
  });
  return turn;
}

export class ResultWriter {
  private pending = new Map<number, ResultCells>();
  /** The key each row's FX key cell holds now, for rows that have one (read at start or written by this run). */
  private readonly keysOnSheet: Map<number, string>;
  private readonly locator: RowLocator;
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;
  /** Rows (as numbered when the job read them) that were no longer on the sheet when a write was due. */
  readonly lost = new Set<number>();

  constructor(
    private readonly workbook: WorkbookPort,
    private readonly identity: SheetIdentity,
    keysRead: ReadonlyMap<number, string>,
    /** The result columns of the rows' kind (result-columns.ts resultColumns). */
    private readonly columns: readonly ColumnSpec[],
    private readonly audit: AuditLog,
  ) {
    this.keysOnSheet = new Map(keysRead);
    this.locator = new RowLocator(workbook, identity);
  }

  /** Replaces what is waiting to be written for the row. */
  set(row: number, cells: ResultCells): void {
    this.pending.set(row, cells);
  }

  get pendingRows(): number {
    return this.pending.size;
  }

  /** The first write that failed; once set, the job must stop sending (results could no longer be recorded). */
  get writeFailure(): unknown {
    return this.failure;
  }

  flush(): Promise<void> {
    this.chain = this.chain.then(() => onSheetQueue(this.identity.sheet, () => this.writePending()));
    return this.chain;
  }

  private async writePending(): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    // Audit first: if the add-in dies between the two writes, the row is recovered (and logged again) on the
    // next run, instead of being booked on the sheet with no trace in the log.
    try {
      await this.audit.append();
      if (this.pending.size === 0) return;
      const batch = [...this.pending].sort(([a], [b]) => a - b);
      this.pending = new Map();
      const anchors = batch.map(([row]): RowAnchor => {
        const key = this.keysOnSheet.get(row);
        return { row, key, keyed: key !== undefined };
      });
      const located = await this.locator.locate(anchors);
      const placed = batch.filter(([row]) => located.rows.has(row));
      if (placed.length > 0) {
        await this.workbook.writeColumns(
          this.identity.sheet,
          located.headerRow,
          [...this.columns],
          placed.map(([row, cells]) => ({ row: located.rows.get(row) as number, ...toRowValues(this.columns.map((column) => column.header), cells) })),
        );
      }
      for (const [row, cells] of placed) {
        const key = cells[KEY_HEADER];
        if (typeof key === "string" && key !== "") this.keysOnSheet.set(row, key);
      }
      for (const [row] of batch) if (!located.rows.has(row)) this.lost.add(row);
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }
}
