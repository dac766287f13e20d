/**
 * Collects what the job writes beside rows and sends it in blocks: one `writeColumns` per flush however many
 * rows changed, then the audit entries of the same bookings. Flushes never overlap, so a later value for a
 * row can never be overtaken by an earlier one. Before each write the rows are found where they are now
 * (row-locator.ts); a row that cannot be found is added to `lost` and its cells are dropped. The same queue
 * reads rows about to be sent (inputsNow) and marks copies of the run's rows (markCopies).
 */
import type { ColumnSpec, WorkbookPort } from "../../workbook/port";
import type { AuditLog } from "./audit-log";
import type { CellValue } from "../../workbook/port";
import { KEY_HEADER, toRowValues, type ResultCells } from "./result-columns";
import { RowLocator, type CopiedRow, type RowAnchor, type SheetIdentity } from "./row-locator";

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

/**
 * Reviews a row's cells once it is found, against its input cells as they are now (a booked row that changed
 * since it was sent says so): returns the cells to write.
 */
export type ReviewWrite = (row: number, cells: ResultCells, inputsNow: readonly CellValue[]) => ResultCells;

interface Pending {
  cells: ResultCells;
  /** Only these columns are written; the row's other result cells stay as they are. */
  partial: boolean;
}

export class ResultWriter {
  private pending = new Map<number, Pending>();
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
    private readonly review: ReviewWrite = (_row, cells) => cells,
  ) {
    this.keysOnSheet = new Map(keysRead);
    this.locator = new RowLocator(workbook, identity);
  }

  /** Replaces what is waiting to be written for the row: every result column (absent ones are emptied). */
  set(row: number, cells: ResultCells): void {
    this.pending.set(row, { cells, partial: false });
  }

  /** Writes only these result columns of the row, leaving its others as they are. */
  setPartly(row: number, cells: ResultCells): void {
    this.pending.set(row, { cells, partial: true });
  }

  get pendingRows(): number {
    return this.pending.size;
  }

  /** The first write that failed; once set, the job must stop sending (results could no longer be recorded). */
  get writeFailure(): unknown {
    return this.failure;
  }

  flush(): Promise<void> {
    return this.queued(() => this.writePending());
  }

  /**
   * The input cells of these rows as they are now, found by their keys: one read for them all. A row absent from
   * the answer is no longer on the sheet (it is added to `lost`).
   */
  inputsNow(rows: readonly number[]): Promise<Map<number, CellValue[]>> {
    return this.queued(async () => {
      const located = await this.locator.locate(rows.map((row) => this.anchor(row)));
      for (const row of rows) if (!located.rows.has(row)) this.lost.add(row);
      return located.inputs;
    });
  }

  /**
   * Rows elsewhere on the sheet that carry the key of one of the run's rows (copied during the run) are written
   * as `cells(copy)`, so no copy shows the original's result. One read of the sheet, one write.
   */
  markCopies(cells: (copy: CopiedRow) => ResultCells): Promise<CopiedRow[]> {
    return this.queued(async () => {
      const keyed = [...this.keysOnSheet].filter(([row]) => !this.lost.has(row)).map(([row, key]) => ({ row, key }));
      const copies = await this.locator.findCopies(keyed);
      if (copies.length > 0) {
        const headers = this.columns.map((column) => column.header);
        await this.workbook.writeColumns(this.identity.sheet, this.locator.currentHeaderRow, [...this.columns], copies.map((copy) => ({ row: copy.at, ...toRowValues(headers, cells(copy)) })));
      }
      return copies;
    });
  }

  private queued<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.chain.then(() => onSheetQueue(this.identity.sheet, work));
    this.chain = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  private anchor(row: number): RowAnchor {
    const key = this.keysOnSheet.get(row);
    return { row, key, keyed: key !== undefined };
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
      const located = await this.locator.locate(batch.map(([row]) => this.anchor(row)));
      const placed = batch
        .filter(([row]) => located.rows.has(row))
        .map(([row, { cells, partial }]) => ({ row, at: located.rows.get(row) as number, partial, cells: this.review(row, cells, located.inputs.get(row) ?? []) }));
      await this.writeRows(located.headerRow, placed.filter((entry) => !entry.partial), this.columns);
      // Partial rows are written together where they name the same columns (one write, not one per row).
      const bySignature = new Map<string, typeof placed>();
      for (const entry of placed.filter((candidate) => candidate.partial)) {
        const signature = Object.keys(entry.cells).sort().join("\n");
        bySignature.set(signature, [...(bySignature.get(signature) ?? []), entry]);
      }
      for (const rows of bySignature.values()) {
        const named = rows[0]?.cells ?? {};
        await this.writeRows(located.headerRow, rows, this.columns.filter((column) => column.header in named));
      }
      for (const { row, cells } of placed) {
        const key = cells[KEY_HEADER];
        if (typeof key === "string" && key !== "") this.keysOnSheet.set(row, key);
      }
      for (const [row] of batch) if (!located.rows.has(row)) this.lost.add(row);
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }

  private async writeRows(headerRow: number, rows: readonly { at: number; cells: ResultCells }[], columns: readonly ColumnSpec[]): Promise<void> {
    if (rows.length === 0 || columns.length === 0) return;
    const headers = columns.map((column) => column.header);
    await this.workbook.writeColumns(this.identity.sheet, headerRow, [...columns], rows.map(({ at, cells }) => ({ row: at, ...toRowValues(headers, cells) })));
  }
}
