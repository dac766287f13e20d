/**
 * Whether the maker of a payment went on past a payee name check's warning, as this workbook's audit sheet records
 * it: a payment run logs each row's check that needed the person's word ("payee checked", its note the answer and
 * "continued anyway") under the key the row was sent with — the payment's unique_request_id (engine/booking-job.ts).
 * The service keeps no such thing, so only a workbook the maker booked from can tell the approver.
 */
import type { WorkbookPort } from "../../workbook";
import { readAuditRows } from "../engine/audit-log";

/** A maker's go-ahead: who was signed in, when (ISO instant), and the check's answer they went on past. */
export interface MakerGoAhead {
  by: string;
  at: string;
  answer: string;
}

const CONTINUED = " — continued anyway";

/** Go-aheads of payment rows by the key they were sent under; the latest wins where a key was sent twice. */
export async function makerGoAheads(workbook: WorkbookPort): Promise<Map<string, MakerGoAhead>> {
  const found = new Map<string, MakerGoAhead>();
  for (const row of await readAuditRows(workbook)) {
    const note = row.text("Note");
    if (row.text("Event") !== "payee checked" || row.text("Kind") !== "payment" || row.text("Key") === "" || !note.endsWith(CONTINUED)) continue;
    found.set(row.text("Key"), { by: row.text("Signed in as"), at: row.time, answer: note.slice(0, -CONTINUED.length) });
  }
  return found;
}
