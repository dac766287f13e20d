/**
 * Runs through the Office adapter over the fake Excel (test/unit/workbook/fake-excel.ts), which refuses and holds
 * requests as Microsoft documents Excel does, against the demo service:
 * - a person typing in a cell for 20 s in the middle of a 200-row run (InvalidOperationInCellEditMode, and
 *   RunOptions.delayForCellEdit on an Excel that holds batches: "Excel.RunOptions interface", "Error handling with
 *   the application-specific JavaScript APIs"): the run keeps going, books every row once and writes every result;
 * - the run's sheet deleted, or renamed, in the middle of a run (ItemNotFound): nothing more is sent, what was
 *   booked is on the audit sheet and says so per row, and running the rows again books nothing twice.
 */
import { describe, expect, it } from "@jest/globals";
import type { FetchLike } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { describeOutcome, logOutcome } from "../../../src/taskpane/features/booking/activity";
import { createActivityLog } from "../../../src/taskpane/components/activity-log";
import { describeExcelWait } from "../../../src/taskpane/shell/activity-log-excel-waits";
import type { ExcelWait } from "../../../src/workbook/excel-patience";
import { OfficeWorkbook } from "../../../src/workbook/office-workbook";
import type { CellValue } from "../../../src/workbook/port";
import { SheetNotFoundError } from "../../../src/workbook/sheet-not-found";
import { WorkbookModel } from "../../../src/workbook/workbook-model";
import { FakeExcel } from "../../unit/workbook/fake-excel";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const SHEET = "Pay";

describe("a run in Excel that refuses, holds and loses its sheet", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;
  withDemoService({ perTest: true }, async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "Patient Excel GmbH");
  });

  const paymentsAtService = (prefix: string) => Object.values(demoService.state.data.payments).filter((stored) => stored.wire.reference.startsWith(prefix));

  /** An order sheet of `count` payments in the fake Excel's workbook, every data row selected. */
  function orders(prefix: string, count: number): { model: WorkbookModel; excel: FakeExcel } {
    const model = new WorkbookModel();
    const rows = Array.from({ length: count }, (_, index) => [beneficiary.id, `${index + 1}.00`, "EUR", `${prefix}${index + 1}`, "Services"]);
    model.setValues(SHEET, { row: 0, column: 0 }, [PAYMENT_HEADERS, ...rows]);
    model.select(SHEET, { row: 1, column: 0, rowCount: count, columnCount: 1 });
    return { model, excel: new FakeExcel(model) };
  }

  /** Calls `then` once the n-th payment create has been answered: something a person does while requests are on their way. */
  function afterCreate(n: number, then: () => void): FetchLike {
    let creates = 0;
    return async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST" && String(input).endsWith("/v2/payments/create") && ++creates === n) then();
      return response;
    };
  }

  async function column(workbook: OfficeWorkbook, sheet: string, header: string): Promise<CellValue[]> {
    const block = await workbook.readTable(sheet);
    return block.rows.map((row) => row.values[block.headers.indexOf(header)] ?? null);
  }

  it.each([
    ["holds a batch until the edit ends when asked", true],
    ["refuses every batch until the edit ends", false],
  ])("books 200 rows once and writes every result when a cell is edited for 20 s mid-run, on an Excel that %s", async (_, holds) => {
    const { excel } = orders("EDIT-", 200);
    excel.holdsForCellEdit = holds;
    const log = createActivityLog();
    const waits: ExcelWait[] = [];
    const workbook = new OfficeWorkbook(excel.run, {
      clock: excel.clock,
      onWait: (wait) => {
        waits.push(wait);
        const { level, message } = describeExcelWait(wait);
        log.add(level, message);
      },
    });
    const ctx = jobContext(demoClient(demoService, { fetch: afterCreate(100, () => excel.editCell(20_000)) }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));

    const outcome = await job.run(job.confirm(), { concurrency: 8 });
    logOutcome(log, "payment", SHEET, outcome, job.accounts);

    // Excel did refuse, in the middle of the run, and the run neither stopped nor lost a row.
    expect(excel.refusals.map((refusal) => refusal.code)).toContain("InvalidOperationInCellEditMode");
    expect([outcome.booked, outcome.failed, outcome.notSent]).toEqual([200, 0, 0]);
    const booked = paymentsAtService("EDIT-");
    expect(booked.map((stored) => stored.wire.reference).sort()).toEqual(Array.from({ length: 200 }, (_, index) => `EDIT-${index + 1}`).sort());
    expect(await column(workbook, SHEET, "FX result")).toEqual(Array(200).fill("Booked"));
    expect(new Set(await column(workbook, SHEET, "FX id"))).toEqual(new Set(booked.map((stored) => stored.wire.id)));
    expect((await workbook.readTable(AUDIT_SHEET)).rows).toHaveLength(200);

    // The log says the changes waited, for how long, and that they went through.
    expect(waits[0]).toEqual({ kind: "waiting", reason: "cell-edit" });
    const resumed = waits.find((wait) => wait.kind === "resumed");
    expect(resumed?.waitedMs).toBeGreaterThanOrEqual(20_000);
    const messages = log.entries().map((entry) => entry.message);
    expect(messages).toContainEqual(expect.stringMatching(/^Excel was busy \(a cell was being edited\): FX Desk's changes waited 2\d s, then went through$/));
    expect(messages[0]).toBe("Finished on Pay: booked 200 payments. Results are beside each row.");
  });

  it("sends nothing more once its sheet is deleted, and says per row that the bookings are on the audit sheet", async () => {
    const { model, excel } = orders("GONE-", 40);
    const workbook = new OfficeWorkbook(excel.run, { clock: excel.clock });
    const ctx = jobContext(demoClient(demoService, { fetch: afterCreate(10, () => model.deleteSheet(SHEET)) }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));

    // Rows are read just before sending in blocks of 8, as a run paced by the rate limit reads them: the rows read
    // before the sheet went are still sent (their results go to the audit sheet), the others are not.
    const outcome = await job.run(job.confirm(), { concurrency: 4, sendCheckSize: 8 });

    expect(outcome.sheetFailure).toBeInstanceOf(SheetNotFoundError);
    expect(outcome.failed).toBe(0);
    expect(outcome.booked + outcome.notSent).toBe(40);
    // Requests already checked and on their way finish; nothing is sent after the sheet is gone, nothing twice.
    const booked = paymentsAtService("GONE-");
    expect(booked).toHaveLength(outcome.booked);
    expect(new Set(booked.map((stored) => stored.wire.reference)).size).toBe(booked.length);
    expect(outcome.booked).toBeGreaterThanOrEqual(10);
    expect(outcome.notSent).toBeGreaterThan(0);

    // Every booking is on the audit sheet; the rows whose results never reached their row say so.
    const audit = await workbook.readTable(AUDIT_SHEET);
    const loggedIds = audit.rows.map((row) => row.values[audit.headers.indexOf("Resulting id")]);
    expect(new Set(loggedIds)).toEqual(new Set(booked.map((stored) => stored.wire.id)));
    const unwritten = outcome.rows.filter((row) => row.result === "booked" && row.message !== undefined);
    expect(unwritten.length).toBeGreaterThan(0);
    for (const row of unwritten) {
      expect(row.message).toBe(`booked as ${row.id ?? ""}, but its result could not be written beside it: the sheet "Pay" was renamed or deleted during the run — see the FX Desk audit sheet`);
    }
    for (const row of outcome.rows.filter((candidate) => candidate.result === "not sent")) {
      expect(row.message).toMatch(/^not sent: the sheet "Pay" was renamed or deleted during the run — nothing was sent for this row/);
    }
    expect(describeOutcome("payment", SHEET, { ...outcome, workbookSyncs: 0 })).toContain(
      `Stopped sending on Pay: booked ${outcome.booked} payments, ${outcome.notSent} not sent. There is no sheet named "Pay" (was it renamed or deleted?): rename it back, or choose the sheet again. Every booking of the run is on the FX Desk audit sheet.`,
    );
    expect(outcome.auditWritten).toBe(true);
  });

  // AccessDenied on a protected sheet: "If worksheet protection is enabled and not paused, this method throws an
  // AccessDenied error" (the Excel.WorksheetProtection and Excel.AllowEditRange references).
  it("sends only rows already keyed once its sheet is protected, says where their results are, and a re-run books nothing twice", async () => {
    const { model, excel } = orders("LOCKED-", 40);
    const workbook = new OfficeWorkbook(excel.run, { clock: excel.clock });
    const locking = jobContext(demoClient(demoService, { fetch: afterCreate(10, () => excel.protect(SHEET)) }), workbook);
    const first = await prepareJob(locking, await readOrders(locking, paymentKind));
    // Keys in blocks of 5: rows whose key could not be written are never sent.
    const stopped = await first.run(first.confirm(), { concurrency: 4, blockSize: 5 });

    expect(stopped.sheetFailure).toMatchObject({ name: "SheetProtectedError", sheet: SHEET });
    expect(stopped.notSent).toBeGreaterThan(0);
    expect(paymentsAtService("LOCKED-")).toHaveLength(stopped.booked);
    const unwritten = stopped.rows.filter((candidate) => candidate.result === "booked" && candidate.message !== undefined);
    expect(unwritten.length).toBeGreaterThan(0);
    for (const row of unwritten) {
      expect(row.message).toBe(`booked as ${row.id ?? ""}, but its result could not be written beside it: the sheet "Pay" became protected or read-only during the run — see the FX Desk audit sheet`);
    }
    expect(describeOutcome("payment", SHEET, { ...stopped, workbookSyncs: 0 })).toContain("unprotect it (Review > Unprotect Sheet)");
    expect(model.hasSheet(AUDIT_SHEET)).toBe(true);

    excel.unprotect(SHEET);
    const ctx = jobContext(demoClient(demoService), workbook);
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const finished = await again.run(again.confirm(), { concurrency: 4 });
    expect([finished.booked, finished.failed]).toEqual([stopped.notSent, 0]);
    expect(paymentsAtService("LOCKED-").map((stored) => stored.wire.reference).sort()).toEqual(Array.from({ length: 40 }, (_, index) => `LOCKED-${index + 1}`).sort());
    expect(await column(workbook, SHEET, "FX result")).toEqual(Array(40).fill("Booked"));
  });

  it("books nothing twice when the sheet renamed mid-run is renamed back and its rows are run again", async () => {
    const { model, excel } = orders("RENAMED-", 40);
    const workbook = new OfficeWorkbook(excel.run, { clock: excel.clock });
    const renaming = jobContext(demoClient(demoService, { fetch: afterCreate(10, () => model.renameSheet(SHEET, "Pay (old)")) }), workbook);
    const first = await prepareJob(renaming, await readOrders(renaming, paymentKind));
    const stopped = await first.run(first.confirm(), { concurrency: 4, sendCheckSize: 8 });
    expect(stopped.sheetFailure).toBeInstanceOf(SheetNotFoundError);
    expect(stopped.notSent).toBeGreaterThan(0);

    model.renameSheet("Pay (old)", SHEET);
    model.select(SHEET, { row: 1, column: 0, rowCount: 40, columnCount: 1 });
    const ctx = jobContext(demoClient(demoService), workbook);
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const finished = await again.run(again.confirm(), { concurrency: 4 });

    // Rows booked while the sheet was away are found by their keys (recovered), the rest booked now: 40 in all, once each.
    expect(finished.failed).toBe(0);
    expect(finished.booked).toBe(stopped.notSent);
    const booked = paymentsAtService("RENAMED-");
    expect(booked.map((stored) => stored.wire.reference).sort()).toEqual(Array.from({ length: 40 }, (_, index) => `RENAMED-${index + 1}`).sort());
    expect(await column(workbook, SHEET, "FX result")).toEqual(Array(40).fill("Booked"));
  });
});
