/**
 * A payment run over a long sheet stays under Excel on the web's 5 MB payload limit in every answer, on both
 * adapters: 3 areas selected far apart (sheet rows 2-10, 50,000-50,010 and 99,990-100,000 of a 100,000-row sheet),
 * their rows found before each write where they were last seen, without reading the rows between them.
 */
import { describe, expect, it } from "@jest/globals";
import { AuditLog } from "../../../../src/jobs/engine/audit-log";
import { readOrderSheet } from "../../../../src/jobs/engine/order-sheet";
import { resultColumns } from "../../../../src/jobs/engine/result-columns";
import { runBooking, type BookingTask, type RunSetup } from "../../../../src/jobs/engine/run-booking";
import { kindSpec } from "../../../../src/jobs/kinds";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { OfficeWorkbook } from "../../../../src/workbook/office-workbook";
import type { WorkbookPort } from "../../../../src/workbook/port";
import { WorkbookModel } from "../../../../src/workbook/workbook-model";
import { fillThreeAreaPayments, THREE_AREA_ROWS } from "../../../support/long-sheets";
import { FakeExcel } from "../../workbook/fake-excel";

/** Excel on the web's limit on a request or an answer (Resource limits and performance optimization for Office Add-ins). */
const PAYLOAD_LIMIT = 5_000_000;

async function runPayments(workbook: WorkbookPort): Promise<{ booked: number; rows: number[] }> {
  const spec = kindSpec("payment");
  const sheet = await readOrderSheet(workbook, spec, { from: "selection" });
  const setup: RunSetup = {
    kind: "payment",
    resultColumns: resultColumns(spec),
    workbook,
    audit: new AuditLog(workbook, { of: (contactId) => ({ name: "House account", contactId }) }),
    identity: sheet.identity,
    runId: "run1",
    login: "me@example.com",
    now: () => 0,
    mapping: sheet.mapping,
    noun: "payment",
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

describe("a payment run over 3 areas of a 100,000-row sheet", () => {
  it("on the in-memory workbook: every answer under the limit", async () => {
    const workbook = new MemoryWorkbook();
    fillThreeAreaPayments(workbook.model);

    const { booked, rows } = await runPayments(workbook);

    expect(rows).toEqual(THREE_AREA_ROWS);
    expect(booked).toBe(31);
    expect(Math.max(...workbook.readPayloads)).toBeLessThanOrEqual(PAYLOAD_LIMIT);
  }, 60_000);

  it("on the Office adapter: every answer and every request under the limit", async () => {
    const excel = new FakeExcel(new WorkbookModel(), PAYLOAD_LIMIT);
    fillThreeAreaPayments(excel.model);

    const { booked, rows } = await runPayments(new OfficeWorkbook(excel.run));

    expect(rows).toEqual(THREE_AREA_ROWS);
    expect(booked).toBe(31);
    expect(Math.max(...excel.syncs.map((sync) => sync.responseBytes))).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    expect(Math.max(...excel.syncs.map((sync) => sync.payloadBytes))).toBeLessThanOrEqual(PAYLOAD_LIMIT);
  }, 60_000);
});
