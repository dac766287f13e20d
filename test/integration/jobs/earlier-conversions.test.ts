/**
 * A conversion booked already is held as a possible duplicate whatever the selection, as payments are: against the
 * other rows sent with it, the rows booked on the sheet and the conversions booked at the service within the window.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { EARLIER_CONVERSIONS_WINDOW_DAYS } from "../../../src/jobs/kinds/conversion/earlier-conversions";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { advance } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { DAY, PINNED_NOW } from "../../support/demo-service";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";

const HEADERS = ["Buy", "Sell", "Amount", "Fixed side", "Reason", "Conversion date"];

describe("conversions booked before, whatever the selection", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ service: { tokenIdleMinutes: 60 * 24 * 365 }, perTest: true }, (demo) => ({ demoService, client } = demo));

  const context = (workbook: MemoryWorkbook) => jobContext(client, workbook, { now: () => demoService.clock.now() });
  const conversions = () => Object.values(demoService.state.data.conversions);
  // Dates the service takes for GBP/EUR, from the pinned instant (or `from` on), so no date is written into a test.
  const datesFrom = (from?: number) => client.core.reference.conversionDates({ conversion_pair: "GBPEUR", start_date: from === undefined ? undefined : new Date(from).toISOString().slice(0, 10) });
  const duplicatesOf = (rows: readonly { state: string; duplicateOf?: string[] }[]) => rows.map((plan) => (plan.state === "ready" ? plan.duplicateOf : plan.state));

  it("holds a row identical to a conversion row booked earlier, even when selected alone, until duplicates are confirmed", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, [
      ["GBP", "EUR", "1000", "buy", "Supplier invoices", ""],
      ["USD", "EUR", "500", "sell", "Payroll", ""],
      ["GBP", "EUR", "1000", "Buy", "Supplier invoices again", ""], // row 4 repeats row 2 (side spelt otherwise, other reason)
    ]);
    const ctx = context(workbook);
    workbook.select("Trades", "A2");
    const first = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect((await first.run(first.confirm())).booked).toBe(1);
    const shortRef = conversions()[0]?.short_reference;

    workbook.select("Trades", "A4");
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    // The booked row on the sheet, and the very conversion it booked at the service, named once.
    expect(duplicatesOf(job.rows)).toEqual([[`row 2 (booked as ${shortRef})`]]);
    expect(job.confirm()).toMatchObject({ rowsToSend: 0, heldRows: 1 });
    await job.writeNotices();
    expect((await columnValues(workbook, "Trades", "FX result"))[2]).toBe("Needs confirmation");
    expect((await columnValues(workbook, "Trades", "FX message"))[2]).toBe(
      `possible duplicate of row 2 (booked as ${shortRef}) (same currencies, fixed side, amount and conversion date) — confirm duplicates to book it`,
    );
    expect(conversions()).toHaveLength(1);

    // The person confirms it: then it is booked, once.
    const confirmed = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    const outcome = await confirmed.run(confirmed.confirm({ acceptDuplicates: true }));
    expect(outcome.booked).toBe(1);
    expect(conversions()).toHaveLength(2);
  });

  it("holds rows repeating each other, and a row repeating a conversion booked at the service, with one find per account", async () => {
    const { first_conversion_date: day } = await datesFrom();
    const { first_conversion_date: nextDay } = await datesFrom(Date.parse(`${day}T00:00:00Z`) + DAY);
    const made = await client.core.conversions.create({ buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "2500.00", conversion_date: day, reason: "Treasury", term_agreement: true });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, [
      ["GBP", "EUR", "2500", "sell", "Treasury", day], // the service's conversion
      ["GBP", "EUR", "2500", "sell", "Treasury", nextDay], // another date
      ["GBP", "EUR", "2500", "buy", "Treasury", day], // the other side fixed
      ["USD", "GBP", "300", "buy", "Fees", ""],
      ["USD", "GBP", "300", "buy", "Fees", ""], // repeats the row above
    ]);
    const ctx = context(workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    if (job.kind !== "conversion") throw new Error("a conversion job");
    expect(job.preview.earlierConversionsSince).toBe(new Date(PINNED_NOW - EARLIER_CONVERSIONS_WINDOW_DAYS * DAY).toISOString().slice(0, 10));
    // One find for the conversions the rows could repeat, one for those still awaiting funds (what "available" subtracts).
    expect(demoService.state.counters.snapshot()["GET /v2/conversions/find"]).toBe(2);
    expect(duplicatesOf(job.rows)).toEqual([[`conversion ${made.short_reference} booked ${made.created_at.slice(0, 10)}`], [], [], ["row 6"], ["row 5"]]);
    expect(job.confirm()).toMatchObject({ rowsToSend: 2, heldRows: 3 });
    expect(job.confirm({ acceptDuplicates: true })).toMatchObject({ rowsToSend: 5, heldRows: 0 });
  });

  it("does not hold a row for a conversion booked before the window", async () => {
    // A date still ahead once the window has passed.
    const { first_conversion_date: day } = await datesFrom(demoService.clock.now() + (EARLIER_CONVERSIONS_WINDOW_DAYS + 10) * DAY);
    const made = await client.core.conversions.create({ buy_currency: "GBP", sell_currency: "EUR", fixed_side: "sell", amount: "2500.00", conversion_date: day, reason: "Treasury", term_agreement: true });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, [["GBP", "EUR", "2500", "sell", "Treasury", day]]);
    const ctx = context(workbook);
    expect(duplicatesOf((await prepareJob(ctx, await readOrders(ctx, conversionKind))).rows)).toEqual([[`conversion ${made.short_reference} booked ${made.created_at.slice(0, 10)}`]]);

    await advance(demoService, (EARLIER_CONVERSIONS_WINDOW_DAYS + 1) * DAY);
    expect(duplicatesOf((await prepareJob(ctx, await readOrders(ctx, conversionKind))).rows)).toEqual([[]]);
  });

  it("takes a blank date as the earliest the service offers: it repeats a conversion still to convert", async () => {
    const made = await client.core.conversions.create({ buy_currency: "USD", sell_currency: "GBP", fixed_side: "buy", amount: "300.00", reason: "Fees", term_agreement: true });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, [["USD", "GBP", "300", "buy", "Fees", ""]]);
    const ctx = context(workbook);
    expect(duplicatesOf((await prepareJob(ctx, await readOrders(ctx, conversionKind))).rows)).toEqual([[`conversion ${made.short_reference} booked ${made.created_at.slice(0, 10)}`]]);

    // Once its conversion date has passed, the same blank-date row is a new conversion.
    await advance(demoService, 10 * DAY);
    expect(duplicatesOf((await prepareJob(ctx, await readOrders(ctx, conversionKind))).rows)).toEqual([[]]);
  });
});
