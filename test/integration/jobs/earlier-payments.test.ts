/**
 * A payment already made is held as a possible duplicate whatever the selection: against the rows booked on the
 * sheet and the payments made at the service within the stated window.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { EARLIER_PAYMENTS_WINDOW_DAYS } from "../../../src/jobs/kinds/payment/earlier-payments";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { DAY, PINNED_NOW } from "../../support/demo-service";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { advance } from "../../support/demo-admin";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("payments made before, whatever the selection", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let acme: Beneficiary;
  withDemoService({ service: { tokenIdleMinutes: 60 * 24 * 365 }, perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    acme = await createEurBeneficiary(client, "Acme");
  });

  const context = (workbook: MemoryWorkbook) => jobContext(client, workbook, { now: () => demoService.clock.now() });
  const payments = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire);

  it("holds a row that repeats a row booked on the sheet, even when selected alone, until it is confirmed", async () => {
    const workbook = new MemoryWorkbook();
    const rows = Array.from({ length: 10 }, (_, index) => [acme.id, `${index + 1}.00`, "EUR", `INV-${1000 + index}`, "Services"]);
    rows[9] = [acme.id, "1.00", "EUR", "inv-1000 ", "Services"]; // row 11 repeats row 2 (reference spelt differently)
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, rows);
    const ctx = context(workbook);
    workbook.select("Pay", "A2");
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await first.run(first.confirm());
    const shortRef = payments()[0]?.short_reference;

    workbook.select("Pay", "A11");
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows).toEqual([expect.objectContaining({ row: 10, state: "ready", duplicateOf: [`row 2 (booked as ${shortRef})`] })]);
    expect(job.confirm()).toMatchObject({ rowsToSend: 0, heldRows: 1 });
    await job.writeNotices();
    expect((await columnValues(workbook, "Pay", "FX message"))[9]).toContain(`possible duplicate of row 2 (booked as ${shortRef})`);
    expect(payments()).toHaveLength(1);

    // The person confirms it: then it is booked, once.
    const confirmed = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const outcome = await confirmed.run(confirmed.confirm({ acceptDuplicates: true }));
    expect(outcome.booked).toBe(1);
    expect(payments()).toHaveLength(2);
  });

  it("holds a row that repeats a payment made at the service within the window, and states the window", async () => {
    const made = await client.core.payments.create({ currency: "EUR", beneficiary_id: acme.id, amount: "250.00", reason: "Rent", reference: "RENT-01" });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [
      ["Acme", "250.00", "EUR", "RENT-01", "Rent"],
      ["Acme", "250.00", "EUR", "RENT-02", "Rent"],
    ]);
    const ctx = context(workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    if (job.kind !== "payment") throw new Error("a payment job");
    expect(job.preview.earlierPaymentsSince).toBe(new Date(PINNED_NOW - EARLIER_PAYMENTS_WINDOW_DAYS * DAY).toISOString().slice(0, 10));
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.duplicateOf : plan.state))).toEqual([
      [`payment ${made.short_reference} made ${made.created_at.slice(0, 10)}`],
      [],
    ]);
    expect(job.confirm()).toMatchObject({ rowsToSend: 1, heldRows: 1 });
  });

  it("does not hold a row for a payment older than the window", async () => {
    await client.core.payments.create({ currency: "EUR", beneficiary_id: acme.id, amount: "250.00", reason: "Rent", reference: "RENT-01" });
    await advance(demoService, (EARLIER_PAYMENTS_WINDOW_DAYS + 1) * DAY);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [["Acme", "250.00", "EUR", "RENT-01", "Rent"]]);
    const ctx = context(workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows).toEqual([expect.objectContaining({ state: "ready", duplicateOf: [] })]);
  });
});
