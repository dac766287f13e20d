import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { insertTemplate, prepareJob, readOrders, templateHeaders } from "../../../src/jobs/kind-jobs";
import { EXAMPLE_MARKER } from "../../../src/jobs/engine/template-columns";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../support/demo-service";
import { jobContext } from "../../support/demo-client";
import { columnValues } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("the template's example row is a real-looking order the service would take, but never booked by accident", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  it("payment: refused while it carries the marker, nothing sent; with a real reference it books to a new UK payee by sort code", async () => {
    const workbook = new MemoryWorkbook();
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const { sheet } = await insertTemplate(workbook, paymentKind, "Payments", ctx.now);
    const wholeSheet = { source: { from: "table", sheet } as const };

    demoService.state.counters.reset();
    const refused = await prepareJob(ctx, await readOrders(ctx, paymentKind, wholeSheet));
    expect(refused.rows).toEqual([{ row: 1, state: "invalid", message: expect.stringContaining("template's example row") }]);
    expect(refused.confirm().rowsToSend).toBe(0);
    expect(demoService.state.counters.snapshot()["POST /v2/beneficiaries/create"]).toBeUndefined();
    await refused.writeNotices();
    expect(await columnValues(workbook, sheet, "FX result")).toEqual(["Invalid"]);
    // The column is named as the sheet's header or its field label, whichever the row checks use.
    expect(await columnValues(workbook, sheet, "FX message")).toEqual([expect.stringMatching(new RegExp(`"${EXAMPLE_MARKER}" \\(reference\\)`, "i"))]);

    workbook.model.enterValue(sheet, { row: 1, column: templateHeaders(paymentKind).indexOf("Reference") }, "INV-1001");
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind, wholeSheet));
    expect((await job.run(job.confirm())).booked).toBe(1);

    const [id] = await columnValues(workbook, sheet, "FX id");
    const payment = demoService.state.data.payments[id as string]!.wire;
    expect([payment.currency, payment.amount, payment.reference]).toEqual(["GBP", "1250.50", "INV-1001"]);
    const payee = demoService.state.data.beneficiaries[payment.beneficiary_id]!.wire;
    expect([payee.name, payee.bank_country, payee.account_number, payee.routing_code_type_1, payee.routing_code_value_1]).toEqual([
      "Northwind Supplies Ltd",
      "GB",
      "31926819",
      "sort_code",
      "601613",
    ]);
    expect(await columnValues(workbook, sheet, "FX paid amount")).toEqual([1250.5]);
  });

  it("conversion: refused while its reason is the marker; with a real reason it books", async () => {
    const workbook = new MemoryWorkbook();
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const { sheet } = await insertTemplate(workbook, conversionKind, "Conversions", ctx.now);
    const wholeSheet = { source: { from: "table", sheet } as const };

    const refused = await prepareJob(ctx, await readOrders(ctx, conversionKind, wholeSheet));
    expect(refused.rows).toEqual([{ row: 1, state: "invalid", message: expect.stringMatching(new RegExp(`"${EXAMPLE_MARKER}" \\(reason\\)`, "i")) }]);

    workbook.model.enterValue(sheet, { row: 1, column: templateHeaders(conversionKind).indexOf("Reason") }, "Supplier invoices");
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind, wholeSheet));
    expect((await job.run(job.confirm())).booked).toBe(1);
    const [id] = await columnValues(workbook, sheet, "FX id");
    const conversion = demoService.state.data.conversions[id as string]!;
    expect([conversion.buy_currency, conversion.sell_currency, conversion.fixed_side, conversion.client_buy_amount]).toEqual(["EUR", "GBP", "buy", "10000.00"]);
  });
});
