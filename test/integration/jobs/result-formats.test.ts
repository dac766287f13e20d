import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import type { Cell } from "../../../src/workbook/workbook-model";
import { PINNED_NOW } from "../../support/demo-service";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const DAY_MS = 86_400_000;
/** Excel's serial of 1970-01-01: serials are counted independently of the code under test. */
const UNIX_EPOCH_SERIAL = 25569;
/** A business day one to two weeks after the pinned instant, whatever instant the suite is pinned at. */
const LATER_WEDNESDAY = (() => {
  const day = new Date(PINNED_NOW + 7 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
})();
const serialOfDay = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS + UNIX_EPOCH_SERIAL;

/** Value and number format of the cell under `header` on sheet row `row` (zero-based). */
function cellUnder(workbook: MemoryWorkbook, sheet: string, header: string, row: number): Pick<Cell, "value" | "numberFormat"> {
  const used = workbook.model.usedRect(sheet);
  if (!used) throw new Error(`${sheet} is empty`);
  const column = Array.from({ length: used.columnCount }, (_, offset) => used.column + offset).find((candidate) => workbook.model.value(sheet, { row: 0, column: candidate }) === header);
  if (column === undefined) throw new Error(`no column ${header} on ${sheet}`);
  const cell = workbook.model.cell(sheet, { row, column });
  return { value: cell?.value ?? null, numberFormat: cell?.numberFormat ?? "General" };
}

describe("results are written as numbers and dates with the formats a finance user expects", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  it("conversions: amounts in each side's currency decimals, rates at six decimals, settlement dates and UTC booking times as serials", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", ["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"], [
      ["JPY", "EUR", "1500000", "buy", "Tokyo office"],
      ["GBP", "EUR", "1,250.50", "buy", "Supplier invoices"],
      ["USD", "GBP", "2000", "sell", "Payroll"],
    ]);
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect((await job.run(job.confirm())).booked).toBe(3);

    const ids = [1, 2, 3].map((row) => cellUnder(workbook, "Trades", "FX id", row).value as string);
    const booked = ids.map((id) => demoService.state.data.conversions[id]!);
    expect(booked.map((conversion) => [conversion.buy_currency, conversion.sell_currency])).toEqual([["JPY", "EUR"], ["GBP", "EUR"], ["USD", "GBP"]]);

    expect([1, 2, 3].map((row) => cellUnder(workbook, "Trades", "FX buy amount", row))).toEqual([
      { value: 1_500_000, numberFormat: "#,##0" },
      { value: 1250.5, numberFormat: "#,##0.00" },
      { value: Number(booked[2]!.client_buy_amount), numberFormat: "#,##0.00" },
    ]);
    expect([1, 2, 3].map((row) => cellUnder(workbook, "Trades", "FX sell amount", row))).toEqual(
      booked.map((conversion) => ({ value: Number(conversion.client_sell_amount), numberFormat: "#,##0.00" })),
    );
    expect([1, 2, 3].map((row) => cellUnder(workbook, "Trades", "FX rate", row))).toEqual(
      booked.map((conversion) => ({ value: Number(conversion.client_rate), numberFormat: "0.000000" })),
    );
    expect([1, 2, 3].map((row) => cellUnder(workbook, "Trades", "FX settlement date", row))).toEqual(
      booked.map((conversion) => ({ value: serialOfDay(conversion.settlement_date.slice(0, 10)), numberFormat: "yyyy-mm-dd" })),
    );
    // The service's clock is pinned and frozen: every booking was created at PINNED_NOW, shown on the UTC clock.
    expect(booked.every((conversion) => Date.parse(conversion.created_at) === PINNED_NOW)).toBe(true);
    expect(cellUnder(workbook, "Trades", "FX booked at (UTC)", 1)).toEqual({ value: expect.closeTo(PINNED_NOW / DAY_MS + UNIX_EPOCH_SERIAL, 9), numberFormat: "yyyy-mm-dd hh:mm" });
    // Text columns stay text.
    expect(cellUnder(workbook, "Trades", "FX short ref", 1)).toEqual({ value: booked[0]!.short_reference, numberFormat: "@" });
  });

  it("payments: the paid amount in the payment currency's decimals, the payment date as a date serial", async () => {
    const beneficiary = await createEurBeneficiary(client, "Formats GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", [...PAYMENT_HEADERS, "Payment date"], [
      [beneficiary.id, "1250.5", "EUR", "INV-1001", "Services", ""],
      [beneficiary.id, "1234567.89", "EUR", "INV-1002", "Services", LATER_WEDNESDAY],
    ]);
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm())).booked).toBe(2);

    const payments = [1, 2].map((row) => demoService.state.data.payments[cellUnder(workbook, "Pay", "FX id", row).value as string]!.wire);
    expect([1, 2].map((row) => cellUnder(workbook, "Pay", "FX paid amount", row))).toEqual([
      { value: 1250.5, numberFormat: "#,##0.00" },
      { value: 1_234_567.89, numberFormat: "#,##0.00" },
    ]);
    expect(payments[1]!.payment_date).toBe(LATER_WEDNESDAY);
    expect([1, 2].map((row) => cellUnder(workbook, "Pay", "FX payment date", row))).toEqual(
      payments.map((payment) => ({ value: serialOfDay(payment.payment_date), numberFormat: "yyyy-mm-dd" })),
    );
    expect(typeof cellUnder(workbook, "Pay", "FX booked at (UTC)", 2).value).toBe("number");
  });
});
