/**
 * A row edited between Check and Book (issue 39, point 6): the confirmation reads the rows again as it opens, names
 * the row and what changed, and nothing is booked until the rows are checked again; a run that leaves rows out
 * writes why in every such row's FX result and FX message — none ends "not sent" beside a row that says nothing.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../../../src/api";
import { memoryMappingStore } from "../../../../../src/jobs";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { BookingController } from "../../../../../src/taskpane/features/booking/booking-controller";
import { createActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import { jobContext } from "../../../../support/demo-client";
import { germanIban } from "../../../../support/demo-data";
import { columnValues } from "../../../../support/sheets";
import { withDemoService } from "../../../../support/with-demo-service";

let demoService: DemoServer;
let client: FxDeskClient;

withDemoService((demo) => ({ demoService, client } = demo));

const HEADERS = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"];
const paymentRow = (serial: number, amount: number | string, reference = `INV-${serial}`) => [`Payee ${serial}`, "EUR", amount, reference, "Invoice", germanIban(serial), `Payee ${serial} GmbH`];
const paymentAmounts = () => Object.values(demoService.state.data.payments).map((payment) => new Decimal(payment.wire.amount).toFixed(2));

function setup(workbook: MemoryWorkbook) {
  const log = createActivityLog();
  const controller = new BookingController({ kind: "payment", context: () => jobContext(client, workbook), store: memoryMappingStore(), log, templateSheet: "Payments", progressIntervalMs: 0 });
  return { controller, log };
}

describe("a row edited between Check and Book", () => {
  it("is named with what changed as the confirmation opens, and nothing is booked until the rows are checked again", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [HEADERS, paymentRow(7001, 500), paymentRow(7002, 1250.5)]);
    workbook.select("Pay", "2:3");
    const { controller, log } = setup(workbook);
    const before = paymentAmounts();

    await controller.check("selection");
    const confirmation = controller.confirm({});
    expect(confirmation.rowsToSend).toBe(2);
    expect(await controller.changedSinceCheck(confirmation)).toEqual([]);

    workbook.setValues("Pay", "C3", [[1300]]);
    const changed = await controller.changedSinceCheck(confirmation);
    expect(changed).toEqual([{ row: 2, changes: ["Amount: 1,250.50 → 1,300.00 EUR"] }]);

    await controller.run(confirmation);
    expect(controller.getState().problem?.message).toBe("Nothing was sent. Row 3 changed since Check (Amount: 1,250.50 → 1,300.00 EUR): check again.");
    expect(log.entries()[0]?.level).toBe("error");
    // Nothing reached the service, not even the row that did not change: the person signed for both as they were.
    expect(paymentAmounts()).toEqual(before);
    expect(await columnValues(workbook, "Pay", "FX key")).toEqual([null, null]);

    // Checked again, the row is confirmed as it is now and booked at the new amount.
    await controller.check("selection");
    const again = controller.confirm({});
    expect(await controller.changedSinceCheck(again)).toEqual([]);
    await controller.run(again);
    expect(controller.getState().outcome?.result).toMatchObject({ booked: 2, notSent: 0 });
    expect(paymentAmounts().filter((amount) => !before.includes(amount)).sort()).toEqual(["1300.00", "500.00"]);
  });

  it("says a row that is not where it was checked any more", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [HEADERS, paymentRow(7101, 40), paymentRow(7102, 41)]);
    workbook.select("Pay", "2:3");
    const { controller } = setup(workbook);
    await controller.check("selection");
    const confirmation = controller.confirm({});
    workbook.setValues("Pay", "A3", [["Someone else", "GBP", 999, "OTHER", "Rent", "", ""]]);
    expect(await controller.changedSinceCheck(confirmation)).toEqual([{ row: 2, changes: [] }]);
  });
});

describe("a run that leaves rows out", () => {
  it("writes why in every such row's FX result and FX message, a row edited after the confirmation included", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [HEADERS, paymentRow(7201, 60), paymentRow(7202, 1250.5), paymentRow(7203, "10.001"), paymentRow(7204, 8, "TWIN"), paymentRow(7204, 8, "TWIN")]);
    workbook.select("Pay", "2:6");
    const { controller, log } = setup(workbook);
    const before = paymentAmounts();
    await controller.check("selection");
    const confirmation = controller.confirm({});
    expect(confirmation).toMatchObject({ rowsToSend: 2, invalidRows: 1, heldRows: 2 });
    // Edited after the dialog read the rows (or without it): the run's own read before sending keeps it back.
    workbook.setValues("Pay", "C3", [[1300]]);
    await controller.run(confirmation);

    expect(controller.getState().outcome?.result).toMatchObject({ booked: 1, notSent: 1 });
    expect(paymentAmounts().filter((amount) => !before.includes(amount))).toEqual(["60.00"]);
    const results = await columnValues(workbook, "Pay", "FX result");
    const messages = await columnValues(workbook, "Pay", "FX message");
    expect(results).toEqual(["Booked", "Not sent", "Invalid", "Needs confirmation", "Needs confirmation"]);
    expect(messages[1]).toBe("changed since the check (Amount: 1,250.50 → 1,300.00 EUR): check it and run again");
    // Every row not booked says why.
    for (const index of [1, 2, 3, 4]) expect(String(messages[index] ?? "")).not.toBe("");
    expect(log.entries()[0]?.message).toMatch(/booked 1 payment, 1 not sent/);
  });
});
