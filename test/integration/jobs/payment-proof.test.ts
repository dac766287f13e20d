/**
 * Where a booked payment is and proof it went, from the rows (kinds/payment/payment-proof.ts): Track and Confirmation
 * write beside each selected booked row, and Refresh statuses tracks the Swift payments still on their way — one
 * request per payment, counted where they arrive (the demo service's route counters).
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders, refreshStatuses, runRowAction } from "../../../src/jobs/kind-jobs";
import { utcDateTimeCell } from "../../../src/jobs/engine/result-values";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { advanceUntil } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, germanIban } from "../../support/demo-data";
import { DAY, ON_MONDAY_9AM } from "../../support/demo-service";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const TRACKING = "GET /v2/payments/:id/tracking_info";
const CONFIRMATION = "GET /v2/payments/:id/confirmation";
const GET = "GET /v2/payments/:id";

describe(`payment rows: Track, Confirmation and Refresh statuses ${ON_MONDAY_9AM}`, () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  /** Two Swift payments and a regular one, booked from a sheet; the rows stay selected. */
  async function bookedSheet() {
    const swiftPayee = await client.core.beneficiaries.create({
      name: "Kontor GmbH", bank_account_holder_name: "Kontor GmbH", bank_country: "DE", currency: "EUR", iban: germanIban(41), bic_swift: "COBADEFF", payment_types: ["priority"],
    });
    const localPayee = await createEurBeneficiary(client, "Lokal GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", [...PAYMENT_HEADERS, "Payment type"], [
      [swiftPayee.id, "100.00", "EUR", "SW-1", "Goods", "priority"],
      [localPayee.id, "20.00", "EUR", "LOC-1", "Fees", "regular"],
      [swiftPayee.id, "300.00", "EUR", "SW-2", "Goods", "priority"],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm())).booked).toBe(3);
    const ids = (await columnValues(workbook, "Pay", "FX id")) as string[];
    return { workbook, ctx, ids, dates: await workbook.dateSystem() };
  }
  const counted = () => demoService.state.counters.snapshot();
  const statusOf = async (id: string) => (await client.core.payments.get(id)).status;

  it("Track writes the tracker's status and its last event's time beside each Swift payment, and why not beside the others", async () => {
    const { workbook, ctx, ids, dates } = await bookedSheet();
    demoService.state.counters.reset();
    expect(await runRowAction(ctx, paymentKind, "track")).toEqual({ label: "Track", done: 3, failed: 0, notBooked: 0, copies: 0, leftOut: [] });
    expect(counted()[TRACKING]).toBe(3);
    expect(await columnValues(workbook, "Pay", "FX tracking")).toEqual([
      "Not yet: tracked once the payment has been released",
      "Not tracked: only Swift payments are",
      "Not yet: tracked once the payment has been released",
    ]);

    await advanceUntil(demoService, () => statusOf(ids[2]!), "released");
    const released = await client.core.payments.get(ids[0]!);
    await runRowAction(ctx, paymentKind, "track");
    expect(await columnValues(workbook, "Pay", "FX tracking")).toEqual(["On its way (transferred and tracked)", "Not tracked: only Swift payments are", "On its way (transferred and tracked)"]);
    expect((await columnValues(workbook, "Pay", "FX tracked at (UTC)"))[0]).toBe(utcDateTimeCell(released.updated_at, dates));
    // The row's own status columns are Refresh statuses' to write: Track leaves them as they read.
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Ready to send", "Ready to send", "Ready to send"]);
  });

  it("Refresh statuses asks the tracker once per Swift payment on its way, and no more once it is credited", async () => {
    const { workbook, ctx, ids } = await bookedSheet();
    demoService.state.counters.reset();
    await refreshStatuses(ctx, paymentKind);
    // Not released yet: the tracker would refuse them, so it is not asked.
    expect(counted()).toMatchObject({ [GET]: 3 });
    expect(counted()[TRACKING]).toBeUndefined();

    await advanceUntil(demoService, () => statusOf(ids[2]!), "released");
    demoService.state.counters.reset();
    expect(await refreshStatuses(ctx, paymentKind)).toMatchObject({ refreshed: 3, failed: 0 });
    expect(counted()).toMatchObject({ [GET]: 3, [TRACKING]: 2 });
    expect(await columnValues(workbook, "Pay", "FX tracking")).toEqual(["On its way (transferred and tracked)", null, "On its way (transferred and tracked)"]);

    await advanceUntil(demoService, () => statusOf(ids[2]!), "completed");
    demoService.state.counters.reset();
    await refreshStatuses(ctx, paymentKind);
    expect(counted()).toMatchObject({ [GET]: 3, [TRACKING]: 2 });
    expect(await columnValues(workbook, "Pay", "FX tracking")).toEqual(["Credited to the payee", null, "Credited to the payee"]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Completed", "Completed", "Completed"]);

    // Credited is final: the next refresh reads the payments and asks the tracker nothing.
    demoService.state.counters.reset();
    await refreshStatuses(ctx, paymentKind);
    expect(counted()).toEqual({ [GET]: 3 });
  });

  it("Confirmation says not yet beside payments still on their way, then writes each completed payment's link and its expiry", async () => {
    const { workbook, ctx, ids, dates } = await bookedSheet();
    demoService.state.counters.reset();
    expect(await runRowAction(ctx, paymentKind, "confirmation")).toMatchObject({ done: 3, failed: 0 });
    expect(counted()[CONFIRMATION]).toBe(3);
    expect(await columnValues(workbook, "Pay", "FX confirmation")).toEqual(Array(3).fill("Not yet: issued once the payment has completed"));

    await advanceUntil(demoService, () => statusOf(ids[2]!), "completed");
    const asked = demoService.clock.now();
    await runRowAction(ctx, paymentKind, "confirmation");
    const links = await columnValues(workbook, "Pay", "FX confirmation");
    for (const link of links) expect(link).toMatch(/^http:\/\/.+\/payment_confirmations\/[0-9a-f-]{36}\/.+\.pdf$/);
    expect(new Set(links).size).toBe(3);
    const expiresAt = new Date(Math.floor(asked / DAY) * DAY + 2 * DAY).toISOString();
    expect(await columnValues(workbook, "Pay", "FX confirmation expires (UTC)")).toEqual(Array(3).fill(utcDateTimeCell(expiresAt, dates)));

    // Once the link has lapsed the row says so, and no link is left beside it to click.
    demoService.clock.advance(Date.parse(expiresAt) - demoService.clock.now());
    await runRowAction(ctx, paymentKind, "confirmation");
    expect(await columnValues(workbook, "Pay", "FX confirmation")).toEqual(Array(3).fill("Expired: the link to the document has lapsed"));
  });

  it("writes nothing and asks nothing for rows not booked yet", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [["Nobody Ltd", "5.00", "EUR", "N-1", "None"]]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    expect(await runRowAction(ctx, paymentKind, "track")).toEqual({ label: "Track", done: 0, failed: 0, notBooked: 1, copies: 0, leftOut: [] });
    expect(counted()[TRACKING]).toBeUndefined();
    expect(await columnValues(workbook, "Pay", "FX tracking")).toEqual([null]);
  });
});
