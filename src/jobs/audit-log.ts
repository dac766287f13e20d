import type { OrderKind } from "../domain/orders";
import type { CellValue, WorkbookPort } from "../workbook/port";

export const AUDIT_SHEET = "FX Desk audit";

export const AUDIT_HEADERS = ["Time", "Signed in as", "Acting as", "Kind", "Sheet", "Row", "Key", "Resulting id", "Short reference", "Request id", "Event"];

export interface AuditEntry {
  time: string;
  login: string | undefined;
  actingAs: string | undefined;
  kind: OrderKind | "beneficiary" | "funding conversion";
  sheet: string;
  /** One-based, as a person reads it; undefined for bookings that belong to no single row. */
  row: number | undefined;
  key: string | undefined;
  id: string;
  shortReference: string | undefined;
  requestId: string | undefined;
  event: "booked" | "recovered" | "created";
}

/** An append-only log of every booking, kept in the workbook next to the orders it came from. */
export class AuditLog {
  private pending: AuditEntry[] = [];

  constructor(private readonly workbook: WorkbookPort) {}

  add(entry: AuditEntry): void {
    this.pending.push(entry);
  }

  get size(): number {
    return this.pending.length;
  }

  /** Appends what was added since the last call; nothing is ever rewritten. */
  async append(): Promise<void> {
    if (this.pending.length === 0) return;
    const entries = this.pending;
    this.pending = [];
    try {
      await this.workbook.appendRows(AUDIT_SHEET, AUDIT_HEADERS, entries.map(toCells));
    } catch (error) {
      this.pending = [...entries, ...this.pending];
      throw error;
    }
  }
}

function toCells(entry: AuditEntry): CellValue[] {
  return [
    entry.time,
    entry.login ?? "",
    entry.actingAs ?? "",
    entry.kind,
    entry.sheet,
    entry.row ?? null,
    entry.key ?? "",
    entry.id,
    entry.shortReference ?? "",
    entry.requestId ?? "",
    entry.event,
  ];
}
