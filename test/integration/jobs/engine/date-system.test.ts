/**
 * A workbook on Excel's 1904 date system (Microsoft's "Date systems in Excel": serial 0 is 1904-01-01, so a day's
 * serial is 1,462 less than in the 1900 system): a payment date typed as a date is read as the day the sheet shows,
 * and the dates and times a run writes back show the right day — through the Office adapter on the Excel stand-in
 * and through the in-memory workbook, against the demo service.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../src/api";
import { prepareJob, readOrders } from "../../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { OfficeWorkbook } from "../../../../src/workbook/office-workbook";
import type { WorkbookPort } from "../../../../src/workbook/port";
import { jobContext } from "../../../support/demo-client";
import { createEurBeneficiary } from "../../../support/demo-data";
import { PINNED_NOW } from "../../../support/demo-service";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../../support/sheets";
import { withDemoService } from "../../../support/with-demo-service";
import { FakeExcel } from "../../../unit/workbook/fake-excel";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

const DAY_MS = 86_400_000;
/** Serials of the 1904 system, counted here on their own: days since 1904-01-01. */
const START_1904 = Date.UTC(1904, 0, 1);
const serial1904 = (epochMs: number) => (epochMs - START_1904) / DAY_MS;
/** A business day one to two weeks after the pinned instant, whatever instant the suite is pinned at. */
const LATER_WEDNESDAY = (() => {
  const day = new Date(PINNED_NOW + 7 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
})();

const adapters: [string, (memory: MemoryWorkbook) => WorkbookPort][] = [
  ["OfficeWorkbook", (memory) => new OfficeWorkbook(new FakeExcel(memory.model).run)],
  ["MemoryWorkbook", (memory) => memory],
];

describe.each(adapters)("a workbook on the 1904 date system (%s)", (_, adapterOver) => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  it("reads a payment date typed as a date as the day it shows, and writes the payment date and booking time back as that workbook counts", async () => {
    const beneficiary = await createEurBeneficiary(client, "Mac Workbook GmbH");
    // `memory` holds the cells; the job works on them through the adapter under test.
    const memory = new MemoryWorkbook();
    memory.model.useDateSystem(1904);
    const typed = serial1904(Date.parse(`${LATER_WEDNESDAY}T00:00:00Z`));
    loadSheet(memory, "Pay", [...PAYMENT_HEADERS, "Payment date"], [[beneficiary.id, "250", "EUR", "INV-1904", "Services", typed]]);
    const ctx = jobContext(client, memory, { workbook: adapterOver(memory), now: () => PINNED_NOW });

    const orders = await readOrders(ctx, paymentKind);
    expect(orders.dates).toBe(1904);
    const job = await prepareJob(ctx, orders);
    expect((await job.run(job.confirm())).booked).toBe(1);

    const [id] = await columnValues(memory, "Pay", "FX id");
    const payment = demoService.state.data.payments[id as string]!.wire;
    expect(payment.payment_date).toBe(LATER_WEDNESDAY);
    // In the 1904 workbook the cells show LATER_WEDNESDAY and the pinned instant, not days four years later.
    await expect(columnValues(memory, "Pay", "FX payment date")).resolves.toEqual([typed]);
    expect(Date.parse(payment.created_at)).toBe(PINNED_NOW);
    const [bookedAt] = await columnValues(memory, "Pay", "FX booked at (UTC)");
    expect(bookedAt).toBeCloseTo(serial1904(PINNED_NOW), 9);
    // The audit log is a sheet of the same workbook: its times are counted the same way.
    const audit = await memory.readTable("FX Desk audit");
    const time = audit.rows[0]?.values[audit.headers.indexOf("Time (UTC)")];
    expect(time).toBeCloseTo(serial1904(PINNED_NOW), 9);
  });
});
