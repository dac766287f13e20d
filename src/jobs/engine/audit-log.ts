/** The FX Desk audit sheet: every booking of every run, appended with each block of results. */
import type Decimal from "decimal.js";
import { epochMsOfExcelSerial } from "../../domain";
import { type CellValue, DATE_TIME_FORMAT, type DateSystem, TEXT_FORMAT, type WorkbookPort } from "../../workbook";
import type { AccountNames } from "./account-names";
import { amountCell, utcDateTimeCell } from "./result-values";

export const AUDIT_SHEET = "FX Desk audit";

/**
 * One column per kind of value, so the sheet can be filtered, summed and pivoted: an instant, people and accounts,
 * where the booking came from, what it is at the service, and what it moved.
 */
export const AUDIT_HEADERS = [
  "Time (UTC)",
  "Signed in as",
  "Account",
  "Acting as contact id",
  "Kind",
  "Sheet",
  "Row",
  "Key",
  "Resulting id",
  "Short reference",
  "Amount",
  "Currency",
  "Beneficiary",
  "Status",
  "Request id",
  "Event",
  // Last, so an audit sheet written before it gains the column on the right and keeps every column it had.
  "Note",
];

/** What a booking moved, as the audit sheet shows it: the amount bought (conversions) or paid (payments). */
export interface AuditSummary {
  amount: Decimal;
  currency: string;
  beneficiary: string | undefined;
  /** In words, as the row's FX status reads ("Awaiting funds"): the sheet's ids are its only codes (status-words.ts). */
  status: string;
}

/** Logs something a run did besides booking rows (a beneficiary created, a funding conversion booked); the run adds when, who and where. */
export type AuditNote = (entry: Omit<AuditEntry, "time" | "login" | "sheet">) => void;

export interface AuditEntry extends Partial<AuditSummary> {
  /** ISO timestamp of the booking's answer. */
  time: string;
  login: string | undefined;
  actingAs: string | undefined;
  /** The kind of row work (a registry name), or what a run created besides. */
  kind: string;
  sheet: string;
  /** One-based, as a person reads it; undefined for bookings that belong to no single row. */
  row: number | undefined;
  key: string | undefined;
  id: string;
  shortReference: string | undefined;
  requestId: string | undefined;
  /**
   * A booking made or found again, an object created besides, an approver's decision on a payment, or a payee name
   * check's answer for a row of the run (its note says the answer and whether the person continued anyway).
   */
  event: "booked" | "recovered" | "created" | "authorised" | "rejected" | "payee checked";
  /** What the person said about it: a rejection's reason; a payee name check's answer and the person's decision. */
  note?: string;
}

/** An append-only log of every booking, kept in the workbook next to the orders it came from. */
export class AuditLog {
  private pending: AuditEntry[] = [];

  constructor(
    private readonly workbook: WorkbookPort,
    /** Names the account of each entry for the person reading the sheet. */
    private readonly accounts: AccountNames,
    /** The workbook's date system: the log is a sheet of the same workbook as the orders. */
    private readonly dates: DateSystem,
  ) {}

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
      const rows = entries.map((entry) => this.toRow(entry));
      await this.workbook.appendRows(
        AUDIT_SHEET,
        AUDIT_HEADERS,
        rows.map((row) => row.values),
        rows.map((row) => row.formats),
      );
    } catch (error) {
      this.pending = [...entries, ...this.pending];
      throw error;
    }
  }

  private toRow(entry: AuditEntry): { values: CellValue[]; formats: (string | null)[] } {
    const amount = entry.amount === undefined || entry.currency === undefined ? undefined : amountCell(entry.amount, entry.currency);
    const cells: [CellValue, string | null][] = [
      [utcDateTimeCell(entry.time, this.dates), DATE_TIME_FORMAT],
      [entry.login ?? "", TEXT_FORMAT],
      [this.accounts.of(entry.actingAs).name, TEXT_FORMAT],
      [entry.actingAs ?? "", TEXT_FORMAT],
      [entry.kind, TEXT_FORMAT],
      [entry.sheet, TEXT_FORMAT],
      [entry.row ?? null, null],
      [entry.key ?? "", TEXT_FORMAT],
      [entry.id, TEXT_FORMAT],
      [entry.shortReference ?? "", TEXT_FORMAT],
      [amount?.value ?? null, amount?.format ?? null],
      [entry.currency ?? "", TEXT_FORMAT],
      [entry.beneficiary ?? "", TEXT_FORMAT],
      [entry.status ?? "", TEXT_FORMAT],
      [entry.requestId ?? "", TEXT_FORMAT],
      [entry.event, TEXT_FORMAT],
      [entry.note ?? "", TEXT_FORMAT],
    ];
    return { values: cells.map(([value]) => value), formats: cells.map(([, format]) => format) };
  }
}

/** One audit row as read back: each column's text by header, and its time as an ISO instant ("" when unreadable). */
export interface AuditRowRead {
  text(header: (typeof AUDIT_HEADERS)[number]): string;
  time: string;
}

/**
 * The audit sheet's rows, oldest first; none when the workbook has no audit sheet. A person may have moved its
 * columns: each is found by its header.
 */
export async function readAuditRows(workbook: WorkbookPort): Promise<AuditRowRead[]> {
  const sheets = await workbook.listSheets();
  if (!sheets.some((sheet) => sheet.name === AUDIT_SHEET)) return [];
  const [audit, dates] = await Promise.all([workbook.readTable(AUDIT_SHEET), workbook.dateSystem()]);
  const timeColumn = audit.headers.indexOf("Time (UTC)");
  return audit.rows.map((row) => {
    const at = (index: number) => (index < 0 ? "" : String(row.values[index] ?? ""));
    const time = timeColumn < 0 ? undefined : row.values[timeColumn];
    const epochMs = typeof time === "number" ? epochMsOfExcelSerial(time, dates) : Date.parse(String(time ?? ""));
    // A serial carries milliseconds as a fraction of a day: rounded to the second the log was written at.
    return { text: (header) => at(audit.headers.indexOf(header)), time: Number.isNaN(epochMs) ? "" : new Date(Math.round(epochMs / 1000) * 1000).toISOString() };
  });
}
