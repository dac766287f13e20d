/**
 * An approver's decisions on the audit sheet (a rejection with its reason in the Note column), and the payments the
 * audit sheet says a login booked — how the Approvals tab knows a person's own payments booked on a client's behalf.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import { AUDIT_HEADERS, AUDIT_SHEET } from "../../../../src/jobs/engine/audit-log";
import { recordApprovalDecisions } from "../../../../src/jobs/approvals/approval-audit";
import { paymentsBookedBy } from "../../../../src/jobs/approvals/own-bookings";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";

const NOW = Date.parse("2026-01-05T09:30:00Z");
const CLIENT_CONTACT = "c0000000-0000-4000-8000-000000000001";

const decision = (event: "authorised" | "rejected", paymentId: string, reason?: string) => ({
  event,
  paymentId,
  shortReference: `260105-${paymentId.slice(0, 6)}`,
  amount: new Decimal("2150"),
  currency: "EUR",
  payee: "Nordic Design",
  accountName: "Harbour Trading Ltd",
  actingAs: CLIENT_CONTACT,
  status: event === "rejected" ? "deleted" : "authorised",
  ...(reason === undefined ? {} : { reason }),
});

async function auditEntries(workbook: MemoryWorkbook) {
  const audit = await workbook.readTable(AUDIT_SHEET);
  expect(audit.headers).toEqual(AUDIT_HEADERS);
  return audit.rows.map((row) => Object.fromEntries(audit.headers.map((header, index) => [header, row.values[index]])));
}

describe("approval decisions on the audit sheet", () => {
  it("writes one row per decision: who, the account by name, the payment, its status after, the event and a rejection's reason", async () => {
    const workbook = new MemoryWorkbook();
    await recordApprovalDecisions([decision("rejected", "aaaaaaaa-0000-4000-8000-000000000001", "  Duplicate of INV-1001 "), decision("authorised", "bbbbbbbb-0000-4000-8000-000000000002")], {
      workbook,
      login: "approver@fxdesk.local",
      now: NOW,
    });
    const entries = await auditEntries(workbook);
    expect(entries.map((entry) => [entry["Signed in as"], entry["Account"], entry["Acting as contact id"], entry["Kind"], entry["Resulting id"], entry["Amount"], entry["Currency"], entry["Beneficiary"], entry["Status"], entry["Event"], entry["Note"]])).toEqual([
      ["approver@fxdesk.local", "Harbour Trading Ltd", CLIENT_CONTACT, "payment", "aaaaaaaa-0000-4000-8000-000000000001", 2150, "EUR", "Nordic Design", "Deleted", "rejected", "Reason: Duplicate of INV-1001"],
      ["approver@fxdesk.local", "Harbour Trading Ltd", CLIENT_CONTACT, "payment", "bbbbbbbb-0000-4000-8000-000000000002", 2150, "EUR", "Nordic Design", "Authorised", "authorised", null],
    ]);
    expect(entries[0]!["Time (UTC)"]).toBeCloseTo(NOW / 86_400_000 + 25569, 8);
  });

  it("a rejection without a reason leaves the Note empty; no decisions write nothing", async () => {
    const workbook = new MemoryWorkbook();
    await recordApprovalDecisions([], { workbook, login: "approver@fxdesk.local", now: NOW });
    expect((await workbook.listSheets()).map((sheet) => sheet.name)).not.toContain(AUDIT_SHEET);
    await recordApprovalDecisions([decision("rejected", "aaaaaaaa-0000-4000-8000-000000000001", "   ")], { workbook, login: "approver@fxdesk.local", now: NOW });
    expect((await auditEntries(workbook)).map((entry) => [entry["Event"], entry["Note"]])).toEqual([["rejected", null]]);
  });
});

describe("an authorisation's acknowledgement on the audit sheet", () => {
  it("keeps the acknowledgement the approver ticked in Note, beside the authorisation", async () => {
    const workbook = new MemoryWorkbook();
    const acknowledgement = 'I have seen that the name on the account is not "Sousa Consulting" (no match)';
    await recordApprovalDecisions([{ ...decision("authorised", "aaaaaaaa-0000-4000-8000-000000000001"), acknowledgement }, decision("authorised", "bbbbbbbb-0000-4000-8000-000000000002")], {
      workbook,
      login: "approver@fxdesk.local",
      now: NOW,
    });
    expect((await auditEntries(workbook)).map((entry) => [entry["Resulting id"], entry["Event"], entry["Note"]])).toEqual([
      ["aaaaaaaa-0000-4000-8000-000000000001", "authorised", `Acknowledged: ${acknowledgement}`],
      ["bbbbbbbb-0000-4000-8000-000000000002", "authorised", null],
    ]);
  });
});

describe("payments a login booked, per the audit sheet", () => {
  it("the ids of payments booked or recovered under that login; not another login's, not a decision, not another kind", async () => {
    const workbook = new MemoryWorkbook();
    expect(await paymentsBookedBy(workbook, "demo@fxdesk.local")).toEqual(new Set());
    const row = (login: string, kind: string, id: string, event: string) => AUDIT_HEADERS.map((header) => ({ "Signed in as": login, Kind: kind, "Resulting id": id, Event: event })[header] ?? null);
    await workbook.appendRows(AUDIT_SHEET, AUDIT_HEADERS, [
      row("demo@fxdesk.local", "payment", "p-booked", "booked"),
      row("demo@fxdesk.local", "payment", "p-recovered", "recovered"),
      row("approver@fxdesk.local", "payment", "p-other", "booked"),
      row("demo@fxdesk.local", "conversion", "c-1", "booked"),
      row("demo@fxdesk.local", "payment", "p-rejected", "rejected"),
    ]);
    expect(await paymentsBookedBy(workbook, "demo@fxdesk.local")).toEqual(new Set(["p-booked", "p-recovered"]));
    expect(await paymentsBookedBy(workbook, undefined)).toEqual(new Set());
  });
});
