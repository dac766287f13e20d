/**
 * "Pay" from a beneficiary writes a row the payment kind books as it is: the row under the last one names the
 * beneficiary by id with its currency, is selected, and once the person fills the amount, reference and reason,
 * the payment check takes it as a valid payment to that beneficiary.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../src/api";
import { addPaymentRow } from "../../../../src/jobs";
import { prepareJob, readOrders } from "../../../../src/jobs/engine/booking-job";
import { templateHeaders } from "../../../../src/jobs/engine/templates";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { jobContext } from "../../../support/demo-client";
import { createEurBeneficiary } from "../../../support/demo-data";
import { PINNED_NOW } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";

describe("a payment row started from a beneficiary", () => {
  let client: FxDeskClient;
  withDemoService((demo) => ({ client } = demo));

  it("goes under the last row, by the sheet's own headers, selected, and is booked as a payment to that beneficiary", async () => {
    const beneficiary = await createEurBeneficiary(client, "Bauer EUR");
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [
      ["Reference", "Payee", "Amt", "CCY", "Reason"],
      ["INV-1", "Acme Supplies", 100, "EUR", "Invoice"],
      ["", "", "", "", ""],
      ["INV-2", "Acme Supplies", 200, "EUR", "Invoice"],
    ]);

    const added = await addPaymentRow(workbook, beneficiary);

    expect(added).toEqual({ sheet: "Payments", row: 4 });
    const table = await workbook.readTable("Payments");
    expect(table.rows.at(-1)).toMatchObject({ row: 4, values: [null, beneficiary.id, null, "EUR", null] });
    expect((await workbook.readSelection()).rows.map((row) => row.row)).toEqual([4]);

    workbook.setValues("Payments", "A5", [["INV-3"]]);
    workbook.setValues("Payments", "C5", [[250.5]]);
    workbook.setValues("Payments", "E5", [["Supplier invoice"]]);
    workbook.select("Payments", "A5");
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, "payment"));
    expect(job.rows).toEqual([expect.objectContaining({ row: 4, state: "ready", order: expect.objectContaining({ beneficiary: { kind: "id", id: beneficiary.id } }) })]);
    expect(job.kind === "payment" && job.preview.newBeneficiaries).toBe(0);
  });

  it("starts the payments sheet with the payment template's header line when there is none", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "A1", [["Pair"]]);
    const added = await addPaymentRow(workbook, { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", currency: "GBP" });
    expect(added).toEqual({ sheet: "Payments", row: 1 });
    const table = await workbook.readTable("Payments");
    expect(table.headers).toEqual(templateHeaders("payment"));
    expect(table.rows[0]?.values[table.headers.indexOf("Beneficiary")]).toBe("0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90");
    expect(table.rows[0]?.values[table.headers.indexOf("Currency")]).toBe("GBP");
  });

  it("refuses a payments sheet without a Beneficiary or Currency column, saying which, and writes nothing", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Reference", "Amount"], ["INV-1", 10]]);
    await expect(addPaymentRow(workbook, { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", currency: "GBP" })).rejects.toThrow(
      /"Payments" sheet has no Beneficiary or Currency column/,
    );
    expect((await workbook.readTable("Payments")).rows).toHaveLength(1);
  });
});
