/**
 * Collects what the job writes beside rows and sends it in blocks: one `writeColumns` per flush however many
 * rows changed, then the audit entries of the same bookings. Flushes never overlap, so a later value for a
 * row can never be overtaken by an earlier one. Before each write the rows are found where they are now
 * (row-locator.ts); a row that cannot be found is added to `lost` and its cells are dropped. The same queue
 * reads rows about to be sent (inputsNow) and, once the run is over, finds every row again and puts right what a
 * move between a read and a write misplaced, marking copies of the run's rows (reconcile).
 *
 * Excel's refusals that pass (a cell being edited, Excel busy) never reach here: the workbook adapter waits them out.
 * A failure that does (the sheet renamed, deleted or protected, Excel busy for minutes) is kept as `failure`: the
 * run then sends nothing more, every later flush appends only the audit entries (the audit sheet is a sheet of its
 * own), and `unwritten` says which rows' results never reached their row.
 */
import type { CellValue, ColumnSpec, WorkbookPort } from "../../workbook";
import type { AuditLog } from "./audit-log";
import { normalizeHeader } from "../../domain/orders";
import { ID_HEADER, KEY_HEADER, MESSAGE_HEADER, RESULT, RESULT_HEADER, toRowValues, type ResultCells } from "./result-columns";
import { RowLocator, type CopiedRow, type Reconciled, type RowAnchor, type SheetIdentity } from "./row-locator";
import { sameCell } from "./sent-cells";

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

/**
 * The result and message columns for the rows that read alike with a row never sent (ResultWriter.finish): `row` as
 * the run read it, `at` where those rows are now (zero-based).
 */
export type AlikeCells = (row: number, at: readonly number[]) => ResultCells;

/** What a row the run never sent was meant to read: not sent, held or invalid. */
const NEVER_SENT = new Set<string>([RESULT.notSent, RESULT.held, RESULT.invalid]);

function unsentResult(cells: ResultCells | undefined): boolean {
  return cells !== undefined && NEVER_SENT.has(String(cells[RESULT_HEADER]));
}

/** The cells that say which booking a row shows: a row showing other values there is put right at the end. */
const SHOWN_HEADERS = [KEY_HEADER, RESULT_HEADER, ID_HEADER, MESSAGE_HEADER];

export class ResultWriter {
  private pending = new Map<number, Pending>();
  /** What each row was last meant to show, written or not (a row not found keeps it until it is found again). */
  private readonly meant = new Map<number, Pending>();
  /** The key each row's FX key cell holds now, for rows that have one (read at start or written by this run). */
  private readonly keysOnSheet: Map<number, string>;
  private readonly locator: RowLocator;
  private chain: Promise<void> = Promise.resolve();
  private firstFailure: unknown;
  /** Rows (as numbered when the job read them) that were no longer on the sheet when a write was due. */
  readonly lost = new Set<number>();
  /** Rows whose latest cells have not reached the sheet (waiting for the next flush, or stopped by `failure`). */
  readonly unwritten = new Set<number>();
  /**
   * Rows never sent and not found again at the end, told on the rows that read alike instead (Reconciled.alike): where
   * each row's reason was written (zero-based sheet rows, as they are at the end of the run).
   */
  readonly toldAlike = new Map<number, number[]>();

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
    this.meant.set(row, { cells, partial: false });
    this.unwritten.add(row);
  }

  /** Writes only these result columns of the row, leaving its others as they are. */
  setPartly(row: number, cells: ResultCells): void {
    this.pending.set(row, { cells, partial: true });
    const earlier = this.meant.get(row);
    this.meant.set(row, { cells: { ...earlier?.cells, ...cells }, partial: earlier?.partial ?? true });
    this.unwritten.add(row);
  }

  get pendingRows(): number {
    return this.pending.size;
  }

  /** The first read or write of the rows that failed; once set, the job must stop sending (nothing sent could be checked or recorded). */
  get failure(): unknown {
    return this.firstFailure;
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
      try {
        const located = await this.locator.locate(rows.map((row) => this.anchor(row)));
        for (const row of rows) if (!located.rows.has(row)) this.lost.add(row);
        return located.inputs;
      } catch (error) {
        this.firstFailure ??= error;
        throw error;
      }
    });
  }

  /**
   * The run's last write, once every row was sent: the audit entries first, then these rows found again on the whole
   * sheet (row-locator.ts reconcile) — one read that both places the results still waiting and puts right each row
   * that does not show what it was meant to (a row moved between a read and a write, or found again after it was
   * lost) — and `copyCells` written on every other row carrying one of their keys. A waiting result whose row is not
   * found is lost (its booking is on the audit sheet). Answers how many copies were marked; a read or write that
   * fails is the writer's failure, as any other.
   */
  finish(rows: readonly number[], copyCells: (copy: CopiedRow) => ResultCells, alikeCells?: AlikeCells): Promise<number> {
    return this.queued(async () => {
      // After a failure, or with a result waiting for a row the pass does not look for (a copy, which carries another
      // row's key), the results are written as any flush writes them first (after a failure: only the audit entries).
      const looked = new Set(rows);
      if (this.firstFailure !== undefined || [...this.pending.keys()].some((row) => !looked.has(row))) await this.writePending();
      const found = await this.placeAtEnd(rows, alikeCells);
      if (found === undefined) return 0;
      // Marking copies is tidying after every result is in place: if it fails, the next check finds them instead.
      await this.writeRows(found.headerRow, found.copies.map((copy) => ({ at: copy.at, cells: copyCells(copy) })), this.columns);
      return found.copies.length;
    });
  }

  /** finish's audit entries, read and writes of results; a failure among them is the writer's failure. */
  private async placeAtEnd(rows: readonly number[], alikeCells: AlikeCells | undefined): Promise<Reconciled | undefined> {
    try {
      await this.audit.append();
      // A row lost before it was sent and never keyed is looked for where it was, as edited: why it was not sent (or
      // was held, or is invalid) is told on it.
      const unsent = (row: number) => this.lost.has(row) && !this.keysOnSheet.has(row) && unsentResult(this.meant.get(row)?.cells);
      const found = await this.locator.reconcile(rows.map((row) => ({ row, key: this.keysOnSheet.get(row), editedInPlace: unsent(row) })));
      const waiting = this.pending;
      this.pending = new Map();
      if (found === undefined) {
        for (const row of waiting.keys()) this.lost.add(row);
        return undefined;
      }
      // Each header's column found once, not once a row: a 1,000-row run's end asked it 4,000 times over the header line.
      const headerTexts = found.header.map((value) => normalizeHeader(value === null ? "" : String(value)));
      const columns = new Map(SHOWN_HEADERS.map((header) => [header, headerTexts.indexOf(normalizeHeader(header))]));
      const column = (header: string) => columns.get(header) ?? headerTexts.indexOf(normalizeHeader(header));
      const inputCount = this.identity.headers.length;
      const fixes: { row: number; at: number; partial: boolean; cells: ResultCells }[] = [];
      for (const [row, candidate] of found.own) {
        const meant = this.meant.get(row);
        if (meant === undefined) continue;
        const cells = this.review(row, meant.cells, candidate.values.slice(0, inputCount));
        const shown = (header: string) => (column(header) < 0 ? null : (candidate.values[column(header)] ?? null));
        const wrong = waiting.has(row) || SHOWN_HEADERS.some((header) => (meant.partial ? header in cells : true) && !sameCell(shown(header), plain(cells[header])));
        if (wrong) fixes.push({ row, at: candidate.row, partial: meant.partial, cells });
        this.lost.delete(row);
      }
      for (const row of waiting.keys()) if (!found.own.has(row)) this.lost.add(row);
      if (alikeCells !== undefined) fixes.push(...this.alikeFixes(found, alikeCells));
      await this.writePlaced(found.headerRow, fixes);
      for (const fix of fixes) {
        const key = fix.cells[KEY_HEADER];
        if (typeof key === "string" && key !== "") this.keysOnSheet.set(fix.row, key);
      }
      // Every row found shows what it was meant to now: right already, or put right just above.
      for (const row of found.own.keys()) if (this.meant.has(row)) this.unwritten.delete(row);
      return found;
    } catch (error) {
      this.firstFailure ??= error;
      throw error;
    }
  }

  /**
   * A row never sent that the end of the run could not tell from the rows that read alike: each of those rows (none
   * was sent) is told why, once, in its result and message columns only.
   */
  private alikeFixes(found: Reconciled, alikeCells: AlikeCells): { row: number; at: number; partial: boolean; cells: ResultCells }[] {
    const told = new Set<number>();
    const fixes: { row: number; at: number; partial: boolean; cells: ResultCells }[] = [];
    for (const [row, candidates] of found.alike) {
      if (!unsentResult(this.meant.get(row)?.cells)) continue;
      const at = candidates.map((candidate) => candidate.row);
      this.toldAlike.set(row, at);
      const cells = alikeCells(row, at);
      for (const place of at.filter((candidate) => !told.has(candidate))) {
        told.add(place);
        fixes.push({ row, at: place, partial: true, cells });
      }
    }
    return fixes;
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
    if (this.firstFailure !== undefined) {
      // The rows can no longer be written: what was booked still goes to the audit sheet, if that can be written.
      await this.audit.append().catch(() => undefined);
      throw this.firstFailure;
    }
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
      await this.writePlaced(located.headerRow, placed);
      for (const { row, cells } of placed) {
        const key = cells[KEY_HEADER];
        if (typeof key === "string" && key !== "") this.keysOnSheet.set(row, key);
        if (!this.pending.has(row)) this.unwritten.delete(row);
      }
      for (const [row] of batch) if (!located.rows.has(row)) this.lost.add(row);
    } catch (error) {
      this.firstFailure ??= error;
      throw error;
    }
  }

  /**
   * Rows found where they are now: whole rows in one write, and partial rows (only some columns) in one write per
   * set of columns they name, never one write per row.
   */
  private async writePlaced(headerRow: number, rows: readonly { at: number; partial: boolean; cells: ResultCells }[]): Promise<void> {
    await this.writeRows(headerRow, rows.filter((entry) => !entry.partial), this.columns);
    const byColumns = new Map<string, { at: number; cells: ResultCells }[]>();
    for (const entry of rows.filter((candidate) => candidate.partial)) {
      const named = Object.keys(entry.cells).sort().join("\n");
      const group = byColumns.get(named);
      if (group === undefined) byColumns.set(named, [entry]);
      else group.push(entry);
    }
    for (const group of byColumns.values()) {
      const named = group[0]?.cells ?? {};
      await this.writeRows(headerRow, group, this.columns.filter((column) => column.header in named));
    }
  }

  private async writeRows(headerRow: number, rows: readonly { at: number; cells: ResultCells }[], columns: readonly ColumnSpec[]): Promise<void> {
    if (rows.length === 0 || columns.length === 0) return;
    const headers = columns.map((column) => column.header);
    await this.workbook.writeColumns(this.identity.sheet, headerRow, [...columns], rows.map(({ at, cells }) => ({ row: at, ...toRowValues(headers, cells) })));
  }
}

/** A result cell's value as the sheet holds it. */
function plain(cell: ResultCells[string]): CellValue {
  return cell === undefined ? null : typeof cell === "object" && cell !== null ? cell.value : cell;
}
