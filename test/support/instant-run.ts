/**
 * A payment run over the selected rows with no service behind it: every create answers at once. For measuring what
 * a run costs the workbook (round trips, payload sizes), not what it books.
 */
import { AuditLog } from "../../src/jobs/engine/audit-log";
import { readOrderSheet } from "../../src/jobs/engine/order-sheet";
import { resultColumns } from "../../src/jobs/engine/result-columns";
import { runBooking, type BookingTask } from "../../src/jobs/engine/run-booking";
import type { WorkbookPort } from "../../src/workbook/port";
import { paymentKind } from "../../src/jobs/kinds/payment";

export async function bookSelectedRowsInstantly(workbook: WorkbookPort): Promise<{ booked: number; rows: number[] }> {
  const spec = paymentKind;
  const sheet = await readOrderSheet(workbook, spec, { from: "selection" });
  const setup = {
    kind: "payment",
    resultColumns: resultColumns(spec),
    doneWords: spec.doneWords,
    madeAtHeader: spec.doneWords.atHeader,
    workbook,
    audit: new AuditLog(workbook, { of: (contactId) => ({ name: "House account", contactId }) }, sheet.dates),
    identity: sheet.identity,
    runId: "instant",
    login: "me@example.com",
    now: () => 0,
    mapping: sheet.mapping,
    dates: sheet.dates,
    noun: spec.labels.singular,
  };
  const tasks: BookingTask[] = sheet.rows.map(({ row }) => ({
    row,
    existingKey: undefined,
    recover: false,
    actingAs: undefined,
    find: async () => undefined,
    create: async () => ({ id: `p-${row}`, shortReference: `SR-${row}`, cells: {} }),
  }));
  const outcome = await runBooking(setup, tasks, [], { concurrency: 4 });
  return { booked: outcome.booked, rows: sheet.rows.map(({ row }) => row) };
}
