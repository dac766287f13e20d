/**
 * Rows typed under an inserted template and selected with it are all read, checked and booked (issue 24, point 3:
 * Check said "Checked 1 payment row" for three selected rows). Typed as a person types in the memory workbook, a row
 * right under the table joins it with the columns' formats, so an ABA routing code keeps its leading zero.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { insertTemplate, prepareJob, readOrders, refreshStatuses, templateHeaders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../support/demo-service";
import { jobContext } from "../../support/demo-client";
import { columnValues } from "../../support/sheets";
import { US_PAYEE as US_PAYEE_CELLS, ukPayee, type TemplateCells } from "../../support/template-payees";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = templateHeaders(paymentKind);

/** A template row from the cells named by header; the rest left blank. */
function row(cells: TemplateCells): string[] {
  return HEADERS.map((header) => cells[header] ?? "");
}

const US_PAYEE = row(US_PAYEE_CELLS);
const UK_PAYEE = (name: string, amount: string, reference: string, accountNumber?: string) => row(ukPayee(name, amount, reference, accountNumber));

describe("rows typed under an inserted template", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  it("are all read and checked with the table, the ABA typed under a text column kept as text, and all booked", async () => {
    const workbook = new MemoryWorkbook();
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const { sheet, table } = await insertTemplate(workbook, paymentKind, "Payments", ctx.now);
    workbook.setValues(sheet, "A3", [US_PAYEE, UK_PAYEE("Northwind Supplies Ltd", "120.50", "INV-2002"), UK_PAYEE("Contoso Parts Ltd", "80", "INV-2003", "31926820")]);
    workbook.select(sheet, "3:5");

    const routing = HEADERS.indexOf("Routing code");
    expect(workbook.model.findTable(table)?.rect).toEqual({ row: 0, column: 0, rowCount: 5, columnCount: HEADERS.length });
    expect(workbook.model.value(sheet, { row: 2, column: routing })).toBe("026009593");

    const orders = await readOrders(ctx, paymentKind);
    expect(orders.rows.map((order) => order.row)).toEqual([2, 3, 4]);
    expect([orders.notRead, orders.hiddenRows]).toEqual([[], []]);
    const job = await prepareJob(ctx, orders);
    expect(job.rows.map((plan) => [plan.row, plan.state])).toEqual([
      [2, "ready"],
      [3, "ready"],
      [4, "ready"],
    ]);

    expect((await job.run(job.confirm())).booked).toBe(3);
    const [usPaymentId] = await columnValues(workbook, sheet, "FX id").then((ids) => ids.slice(1));
    const payment = demoService.state.data.payments[String(usPaymentId)]!.wire;
    const payee = demoService.state.data.beneficiaries[payment.beneficiary_id]!.wire;
    expect([payee.routing_code_type_1, payee.routing_code_value_1, payee.account_number]).toEqual(["aba", "026009593", "483920175"]);
  });

  it("refresh counts every selected row: booked ones refreshed, the example not booked, a hidden one skipped", async () => {
    const workbook = new MemoryWorkbook();
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const { sheet } = await insertTemplate(workbook, paymentKind, "Payments", ctx.now);
    workbook.setValues(sheet, "A3", [UK_PAYEE("Fabrikam Ltd", "40", "INV-3001", "31926822"), UK_PAYEE("Tailspin Ltd", "41", "INV-3002", "31926823"), UK_PAYEE("Litware Ltd", "42", "INV-3003", "31926824")]);
    workbook.select(sheet, "3:5");
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm())).booked).toBe(3);

    workbook.hideRows(sheet, "4:4");
    workbook.select(sheet, "2:5");
    const outcome = await refreshStatuses(ctx, paymentKind);

    expect(outcome).toMatchObject({ refreshed: 2, failed: 0, notBooked: 1 });
    expect(outcome.leftOut).toEqual(["1 hidden row was skipped (row 4): rows filtered out or hidden are left alone."]);
  });
});
