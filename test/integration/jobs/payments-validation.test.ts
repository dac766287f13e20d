import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, germanIban } from "../../support/demo-data";
import { columnValues } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = ["Payee", "Amt", "CCY", "Ref", "Payment reason", "Type", "IBAN", "BIC", "Account holder"];

describe("payment rows are validated before anything is sent", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let acme: Beneficiary;
  let priorityOnly: Beneficiary;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    acme = await createEurBeneficiary(client, "Acme Supplies");
    await createEurBeneficiary(client, "Twin Traders");
    await createEurBeneficiary(client, "Twin Traders");
    priorityOnly = await client.core.beneficiaries.create({
      name: "Swift Only",
      bank_account_holder_name: "Swift Only SA",
      bank_country: "DE",
      currency: "EUR",
      iban: germanIban(900),
      bic_swift: "COBADEFF",
      beneficiary_address: "1 Main Street",
      beneficiary_city: "Berlin",
      beneficiary_country: "DE",
      beneficiary_entity_type: "company",
      beneficiary_company_name: "Swift Only SA",
      payment_types: ["priority"],
    });
  });

  it("writes a message saying what to fix beside every invalid row, sends only the valid rows, and books them", async () => {
    const long = "x".repeat(256);
    const newIban = germanIban(777);
    const cases: [row: (string | number | boolean)[], expected: string][] = [
      [[acme.id, "100.50", "EUR", "INV-1", "Invoice", "", "", "", ""], "Booked"],
      [["Acme Supplies", 25, "eur", "INV-2", "Invoice", "local", "", "", ""], "Booked"],
      [["Newco", "10.00", "EUR", "INV-3", "Invoice", "", newIban, "", "Newco GmbH"], "Booked"],
      [[acme.id, "12", "EURO", "INV-4", "Invoice", "", "", "", ""], "not a three-letter currency code"],
      [[acme.id, "12", "XYZ", "INV-5", "Invoice", "", "", "", ""], "not an ISO 4217 currency code"],
      [[acme.id, "0", "EUR", "INV-6", "Invoice", "", "", "", ""], "is zero"],
      [[acme.id, "-5", "EUR", "INV-7", "Invoice", "", "", "", ""], "is negative"],
      [[acme.id, "10.001", "EUR", "INV-8", "Invoice", "", "", "", ""], "EUR allows at most 2 decimals"],
      [[acme.id, "abc", "EUR", "INV-9", "Invoice", "", "", "", ""], "is not an amount"],
      [[acme.id, "100.5", "JPY", "INV-10", "Invoice", "", "", "", ""], "JPY allows no decimals"],
      [["Newco 2", "10", "EUR", "INV-11", "Invoice", "", "DE00370400440532013000", "", ""], "IBAN check digits"],
      [["Newco 3", "10", "EUR", "INV-12", "Invoice", "", germanIban(778), "NOTABIC", ""], "BIC"],
      [[acme.id, "10", "EUR", long, "Invoice", "", "", "", ""], "Ref: has 256 characters; at most 255"],
      [[acme.id, "10", "EUR", "INV-14", "", "", "", "", ""], "Payment reason: is required"],
      [[acme.id, "10", "EUR", "INV-15", "Invoice", "express", "", "", ""], "not a payment type"],
      [[priorityOnly.id, "10", "EUR", "INV-16", "Invoice", "regular", "", "", ""], "can only receive Swift payments, not Local"],
      [["Nobody Known", "10", "EUR", "INV-17", "Invoice", "", "", "", ""], "no beneficiary is named \"Nobody Known\""],
      [["Twin Traders", "10", "EUR", "INV-18", "Invoice", "", "", "", ""], "2 beneficiaries are named \"Twin Traders\""],
      [[acme.id, "10", "GBP", "INV-19", "Invoice", "", "", "", ""], "is paid in EUR, not GBP"],
      [["", "10", "EUR", "INV-20", "Invoice", "", "", "", ""], "Payee is empty — a payment needs the beneficiary's id or exact name, or bank details in IBAN or Account number"],
      [[acme.id, "10", "EUR", "#N/A", "Invoice", "", "", "", ""], "Excel error #N/A"],
      [[acme.id, "77", "EUR", "DUP", "Invoice", "", "", "", ""], "duplicate of row 24"],
      [[acme.id, "77.00", "EUR", "dup", "Invoice", "", "", "", ""], "duplicate of row 23"],
      [[`0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90`, "10", "EUR", "INV-24", "Invoice", "", "", "", ""], "no beneficiary with id"],
    ];
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [HEADERS, ...cases.map(([row]) => row)]);
    // A formula where the beneficiary goes is refused even when it evaluates to a real id.
    workbook.setValues("Payments", "A26", [[`="${acme.id}"`, "10", "EUR", "INV-25", "Invoice"]]);
    workbook.model.setFormulaResult("Payments", { row: 25, column: 0 }, acme.id);
    workbook.select("Payments", "A2:I26");

    const ctx = jobContext(client, workbook);
    const sheet = await readOrders(ctx, paymentKind);
    expect(sheet.mapping.missing).toEqual([]);
    expect(sheet.mapping.headers).toMatchObject({ beneficiary: "Payee", amount: "Amt", currency: "CCY", reference: "Ref", reason: "Payment reason", payment_type: "Type", iban: "IBAN", bic_swift: "BIC", bank_account_holder_name: "Account holder" });

    demoService.state.counters.reset();
    const job = await prepareJob(ctx, sheet);
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBeUndefined();
    expect(job.kind === "payment" && job.preview.newBeneficiaries).toBe(1);
    expect(job.kind === "payment" && job.preview.duplicates.map((group) => group.rows)).toEqual([[22, 23]]);

    const confirmation = job.confirm();
    expect(confirmation.rowsToSend).toBe(3);
    expect(confirmation.heldRows).toBe(2);
    expect(confirmation.invalidRows).toBe(cases.length - 5 + 1);
    expect(confirmation.totals.map((total) => [total.currency, total.amount.toFixed(), total.rows])).toEqual([["EUR", "135.5", 3]]);

    const outcome = await job.run(confirmation);
    expect(outcome.booked).toBe(3);
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBe(3);
    expect(demoService.state.counters.snapshot()["POST /v2/beneficiaries/create"]).toBe(1);

    const results = await columnValues(workbook, "Payments", "FX result");
    const messages = await columnValues(workbook, "Payments", "FX message");
    cases.forEach(([, expected], index) => {
      if (expected === "Booked") {
        expect(results[index]).toBe("Booked");
      } else {
        expect([results[index], messages[index]]).toEqual([expect.stringMatching(/^(Invalid|Needs confirmation)$/), expect.stringContaining(expected)]);
      }
    });
    expect(results[cases.length]).toBe("Invalid");
    expect(messages[cases.length]).toContain("holds a formula");

    const newco = Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.iban === newIban);
    expect(newco).toHaveLength(1);
  });

  it("books held duplicates only when they are confirmed, and reuses a beneficiary with the same bank details", async () => {
    const iban = germanIban(4242);
    const workbook = new MemoryWorkbook();
    workbook.setValues("Run", "A1", [
      HEADERS,
      ["Repeat GmbH", "5", "EUR", "R-1", "Rent", "", iban, "", ""],
      ["Repeat GmbH", "5", "EUR", "R-1", "Rent", "", iban, "", ""],
    ]);
    workbook.select("Run", "A2:I3");
    const ctx = jobContext(client, workbook);
    const first = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const outcome = await first.run(first.confirm({ acceptDuplicates: true }));
    expect(outcome.booked).toBe(2);

    workbook.setValues("Run", "A4", [["Repeat GmbH", "6", "EUR", "R-2", "Rent", "", iban, "", ""]]);
    workbook.select("Run", "A2:I4");
    const second = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(second.kind === "payment" && second.preview.newBeneficiaries).toBe(0);
    const again = await second.run(second.confirm());
    expect([again.booked, again.rows.length]).toEqual([1, 1]);
    expect(Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.iban === iban)).toHaveLength(1);
  });
});
