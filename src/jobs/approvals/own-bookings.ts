/**
 * The payments this workbook's audit sheet says the signed-in login booked. The service refuses to let a person
 * authorise a payment they created, but a payment booked on behalf of a client names the client's contact as its
 * creator (docs/provider-api.md §6), so its wire form cannot tell the approver that it was theirs. The audit sheet
 * can: every booking is logged there with the login signed in and the payment's id (engine/audit-log.ts).
 */
import type { WorkbookPort } from "../../workbook";
import { AUDIT_SHEET } from "../engine/audit-log";

/** Ids of payments booked (or found again after a lost answer) while `login` was signed in; empty without an audit sheet. */
export async function paymentsBookedBy(workbook: WorkbookPort, login: string | undefined): Promise<Set<string>> {
  if (login === undefined) return new Set();
  const sheets = await workbook.listSheets();
  if (!sheets.some((sheet) => sheet.name === AUDIT_SHEET)) return new Set();
  const audit = await workbook.readTable(AUDIT_SHEET);
  const column = (header: string) => audit.headers.indexOf(header);
  const [signedIn, kind, id, event] = [column("Signed in as"), column("Kind"), column("Resulting id"), column("Event")];
  if ([signedIn, kind, id, event].includes(-1)) return new Set();
  const booked = new Set<string>();
  for (const row of audit.rows) {
    const at = (index: number) => String(row.values[index] ?? "");
    if (at(signedIn) === login && at(kind) === "payment" && (at(event) === "booked" || at(event) === "recovered") && at(id) !== "") booked.add(at(id));
  }
  return booked;
}
