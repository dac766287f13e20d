/**
 * "Pay" from a beneficiary writes a row the payment kind books as it is: the row under the last one names the
 * beneficiary by its name (by id only when the name is shared in that currency), with its currency, payment type and
 * a reference and reason, is selected, and once the person types the amount, the payment check takes it as a valid
 * payment to that beneficiary.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../../src/api";
import { addPaymentRow, payeeNaming } from "../../../../src/jobs";
import { prepareJob, readOrders, templateHeaders } from "../../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { jobContext } from "../../../support/demo-client";
import { createEurBeneficiary, createGbpBeneficiary } from "../../../support/demo-data";
import { PINNED_NOW } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

describe("a payment row started from a beneficiary", () => {
  let client: FxDeskClient;
  withDemoService((demo) => ({ client } = demo));

  it("goes under the last row, by the sheet's own headers, selected, by name, and checks valid once only the amount is typed", async () => {
    const beneficiary = await createEurBeneficiary(client, "Bauer EUR");
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [
      ["Reference", "Payee", "Amt", "CCY", "Reason"],
      ["INV-1", "Acme Supplies", 100, "EUR", "Invoice"],
      ["", "", "", "", ""],
      ["INV-2", "Acme Supplies", 200, "EUR", "Invoice"],
    ]);

    const added = await addPaymentRow(workbook, beneficiary, await payeeNaming(client, beneficiary, undefined));

    expect(added).toEqual({ sheet: "Payments", row: 4 });
    const table = await workbook.readTable("Payments");
    expect(table.rows.at(-1)).toMatchObject({ row: 4, values: ["Payment to Bauer EUR", "Bauer EUR", null, "EUR", "Payment to Bauer EUR"] });
    expect((await workbook.readSelection()).rows.map((row) => row.row)).toEqual([4]);

    workbook.setValues("Payments", "C5", [[250.5]]);
    workbook.select("Payments", "A5");
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows).toEqual([expect.objectContaining({ row: 4, state: "ready", order: expect.objectContaining({ beneficiary: { kind: "name", name: "Bauer EUR" } }) })]);
    expect(job.kind === "payment" && job.preview.newBeneficiaries).toBe(0);
  });

  it("fills the template's payment type with the payee's, and checks valid with the amount typed", async () => {
    const beneficiary = await createGbpBeneficiary(client, "Acme GBP");
    const workbook = new MemoryWorkbook();
    const added = await addPaymentRow(workbook, beneficiary, await payeeNaming(client, beneficiary, undefined));
    const table = await workbook.readTable("Payments");
    const cell = (header: string) => table.rows[0]?.values[table.headers.indexOf(header)];
    expect([cell("Beneficiary"), cell("Currency"), cell("Payment type"), cell("Amount")]).toEqual(["Acme GBP", "GBP", "Local", null]);

    const amountColumn = String.fromCharCode(65 + table.headers.indexOf("Amount"));
    workbook.setValues("Payments", `${amountColumn}${added.row + 1}`, [[1200]]);
    workbook.select("Payments", `A${added.row + 1}`);
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows).toEqual([expect.objectContaining({ state: "ready", order: expect.objectContaining({ paymentType: "regular", beneficiary: { kind: "name", name: "Acme GBP" } }) })]);
  });

  it("writes a priority-only payee's type in words, as Swift", async () => {
    const workbook = new MemoryWorkbook();
    await addPaymentRow(workbook, { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", name: "Swift Payee", currency: "USD", payment_types: ["priority"] });
    const table = await workbook.readTable("Payments");
    expect(table.rows[0]?.values[table.headers.indexOf("Payment type")]).toBe("Swift");
  });

  it("names the payee by id when another payee in that currency has the same name, by name when only another currency shares it", async () => {
    const first = await createEurBeneficiary(client, "Twin Payee");
    await createEurBeneficiary(client, "Twin Payee");
    const gbp = await createGbpBeneficiary(client, "Only Once");
    await createEurBeneficiary(client, "Only Once");
    expect(await payeeNaming(client, first, undefined)).toBe("id");
    expect(await payeeNaming(client, gbp, undefined)).toBe("name");
    const workbook = new MemoryWorkbook();
    await addPaymentRow(workbook, first, "id");
    const table = await workbook.readTable("Payments");
    expect(table.rows[0]?.values[table.headers.indexOf("Beneficiary")]).toBe(first.id);
  });

  it("starts the payments sheet with the payment template's header line when there is none", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Rates", "A1", [["Pair"]]);
    const added = await addPaymentRow(workbook, { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", name: "Acme GBP", currency: "GBP", payment_types: ["regular"] });
    expect(added).toEqual({ sheet: "Payments", row: 1 });
    const table = await workbook.readTable("Payments");
    expect(table.headers).toEqual(templateHeaders(paymentKind));
    expect(table.rows[0]?.values[table.headers.indexOf("Beneficiary")]).toBe("Acme GBP");
    expect(table.rows[0]?.values[table.headers.indexOf("Currency")]).toBe("GBP");
  });

  it("refuses a payments sheet without a Beneficiary or Currency column, saying which, and writes nothing", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Reference", "Amount"], ["INV-1", 10]]);
    await expect(addPaymentRow(workbook, { id: "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90", name: "Acme GBP", currency: "GBP", payment_types: ["regular"] })).rejects.toThrow(
      /"Payments" sheet has no Beneficiary or Currency column/,
    );
    expect((await workbook.readTable("Payments")).rows).toHaveLength(1);
  });
});
