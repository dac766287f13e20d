/**
 * Amounts computed in the sheet, as the playground's formula engine (and Excel) leaves them in the cell: the double
 * with its binary noise. The job reads them at Excel's 15 significant digits and books what the person sees, while
 * a typed amount with more decimals than its currency has is still refused, never rounded.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { FormulaEngine } from "../../../src/playground/formula-engine";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("a payment amount computed by a formula is booked as Excel shows it", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let acme: Beneficiary;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    acme = await createEurBeneficiary(client, "Computed Amounts GmbH");
  });

  it("books =F2*1.1*G2 (1100.0000000000002 in the cell) as EUR 1100.00 and =F4+G4 (0.30000000000000004) as EUR 0.30, and still refuses a typed 10.001", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Invoices", [...PAYMENT_HEADERS, "Unit price", "Units"], [
      // 100 plus 10 % tax, times 10 units.
      [acme.id, "=F2*1.1*G2", "EUR", "CALC-1", "Invoice", 100, 10],
      [acme.id, 10.001, "EUR", "CALC-2", "Invoice", "", ""],
      [acme.id, "=F4+G4", "EUR", "CALC-3", "Invoice", 0.1, 0.2],
    ]);
    new FormulaEngine(workbook.model, new Map()).start();
    // What the job is given: the doubles, noise included (so the test fails if the engine ever stops leaving it).
    expect(await columnValues(workbook, "Invoices", "Amount")).toEqual([1100.0000000000002, 10.001, 0.30000000000000004]);

    const ctx = jobContext(client, workbook);
    const sheet = await readOrders(ctx, paymentKind);
    expect(sheet.mapping.headers).toMatchObject({ amount: "Amount", currency: "Currency" });
    const job = paymentJob(await prepareJob(ctx, sheet));
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.order.amount.toFixed() : plan.state))).toEqual(["1100", "invalid", "0.3"]);
    const refused = job.rows[1];
    expect(refused?.state === "invalid" && refused.message).toContain('EUR allows at most 2 decimals; "10.001" has 3 — correct the amount, it is never rounded');

    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    const sent = Object.values(demoService.state.data.payments)
      .map((stored) => stored.wire)
      .filter((payment) => payment.reference.startsWith("CALC-"))
      .map((payment) => [payment.reference, payment.currency, payment.amount]);
    expect(sent.sort()).toEqual([
      ["CALC-1", "EUR", "1100.00"],
      ["CALC-3", "EUR", "0.30"],
    ]);
    expect(await columnValues(workbook, "Invoices", "FX result")).toEqual(["Booked", "Invalid", "Booked"]);
    expect((await columnValues(workbook, "Invoices", "FX message"))[1]).toContain('"10.001" has 3');
  });
});
