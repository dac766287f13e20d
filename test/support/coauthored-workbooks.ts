/**
 * One workbook edited by two people at once, as Excel's co-authoring does it: each person has a copy; what one
 * writes shows in their copy at once and reaches the other's after a delay. Where both write the same row, the
 * later write wins in both copies once everything has arrived ("last change wins", as Microsoft's "Collaborate on
 * Excel workbooks at the same time with co-authoring" describes conflicts). Only the FX columns a job writes beside
 * rows travel here (writeColumns), per row: that is what two jobs over the same rows contend for. The delays are
 * kept by the test's clock (actors-clock.ts), so the interleavings are the same on any machine.
 */
import { aroundEveryCall } from "../../src/workbook/around-every-call";
import type { ActorsClock } from "./actors-clock";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import type { ColumnSpec, RowValues, WorkbookPort } from "../../src/workbook/port";

export class CoauthoredWorkbooks {
  readonly copies: [MemoryWorkbook, MemoryWorkbook] = [new MemoryWorkbook(), new MemoryWorkbook()];
  private sequence = 0;
  /** For each copy, the sequence number of the write each row's FX cells last took ("sheet|row"). */
  private readonly versions = [new Map<string, number>(), new Map<string, number>()];
  private readonly travelling = new Set<Promise<void>>();

  /** `delay` draws how long one write takes to reach the other copy (ms), on `clock`: the test's, never the machine's. */
  constructor(
    private readonly delay: () => number,
    private readonly clock: Pick<ActorsClock, "after">,
  ) {
    for (const copy of this.copies) copy.coauthored = true;
  }

  /** Puts the same cells on both copies, as if the workbook was opened by both after they were typed. */
  setValues(sheet: string, topLeft: string, rows: Parameters<MemoryWorkbook["setValues"]>[2]): void {
    for (const copy of this.copies) copy.setValues(sheet, topLeft, rows);
  }

  /** What person 0 or 1 works with: their copy, whose writes beside rows travel to the other. */
  port(person: 0 | 1): WorkbookPort {
    const own = this.copies[person];
    const other = this.copies[1 - person] as MemoryWorkbook;
    const ownVersions = this.versions[person] as Map<string, number>;
    const otherVersions = this.versions[1 - person] as Map<string, number>;
    const wrapped = aroundEveryCall(own, (call) => call());
    return new Proxy(wrapped, {
      get: (target, property) => {
        if (property !== "writeColumns") return Reflect.get(target, property, target);
        return async (sheet: string, headerRow: number, columns: ColumnSpec[], rows: RowValues[]) => {
          const version = ++this.sequence;
          await own.writeColumns(sheet, headerRow, columns, rows);
          for (const row of rows) ownVersions.set(`${sheet}|${row.row}`, version);
          this.travel(() => {
            const newer = rows.filter((row) => (otherVersions.get(`${sheet}|${row.row}`) ?? 0) < version);
            for (const row of newer) otherVersions.set(`${sheet}|${row.row}`, version);
            return newer.length === 0 ? Promise.resolve() : other.writeColumns(sheet, headerRow, columns, newer);
          });
        };
      },
    });
  }

  /** Resolves once every write has reached the other copy. */
  async settled(): Promise<void> {
    while (this.travelling.size > 0) await Promise.all([...this.travelling]);
  }

  private travel(arrive: () => Promise<void>): void {
    const trip = this.clock.after(this.delay(), arrive);
    this.travelling.add(trip);
    void trip.finally(() => this.travelling.delete(trip));
  }
}
