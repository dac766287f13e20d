/**
 * The rejections an approver made in this workbook, read back from the audit sheet (approvals/approval-audit.ts
 * writes them: who was signed in, when, the object's id and, in Note, the reason given). The service keeps none of
 * this — a rejected payment is only deleted there — so Refresh statuses tells the maker who rejected a booking and
 * why from here, wherever the workbook holds it.
 */
import type { WorkbookPort } from "../../workbook";
import { readAuditRows } from "./audit-log";

/** One rejection as recorded: the login that rejected, when (ISO instant), and the reason ("" when none was given). */
export interface RecordedRejection {
  by: string;
  at: string;
  reason: string;
}

const REASON_LEAD = "Reason: ";

/** Rejections of the kind's objects by their id; the latest one wins where an object was rejected twice. */
export async function rejectionsOnAuditSheet(workbook: WorkbookPort, kind: string): Promise<Map<string, RecordedRejection>> {
  const rejections = new Map<string, RecordedRejection>();
  for (const row of await readAuditRows(workbook)) {
    if (row.text("Event") !== "rejected" || row.text("Kind") !== kind || row.text("Resulting id") === "") continue;
    const note = row.text("Note");
    rejections.set(row.text("Resulting id"), { by: row.text("Signed in as"), at: row.time, reason: note.startsWith(REASON_LEAD) ? note.slice(REASON_LEAD.length).trim() : note.trim() });
  }
  return rejections;
}
