import type { OrderKind } from "../domain/orders";
import type { WorkbookPort } from "../workbook/port";
import type { AuditLog } from "./audit-log";
import { resultColumns, toRowValues, type ResultCells } from "./result-columns";

/**
 * Collects what the job writes beside rows and sends it in blocks: one `writeColumns` per flush however many
 * rows changed, then the audit entries of the same bookings. Flushes never overlap, so a later value for a
 * row can never be overtaken by an earlier one.
 */
export class ResultWriter {
  private pending = new Map<number, ResultCells>();
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly workbook: WorkbookPort,
    private readonly sheet: string,
    private readonly headerRow: number,
    private readonly kind: OrderKind,
    private readonly audit: AuditLog,
  ) {}

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
    this.chain = this.chain.then(() => this.writePending());
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
      await this.workbook.writeColumns(
        this.sheet,
        this.headerRow,
        resultColumns(this.kind),
        batch.map(([row, cells]) => ({ row, values: toRowValues(this.kind, cells) })),
      );
    } catch (error) {
      this.failure = error;
      throw error;
    }
  }
}
