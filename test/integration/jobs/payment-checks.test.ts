/**
 * Check asks the service about the payments it would book, within the rate budget (issue 31 point 4): one
 * payments/validate per payment route, its refusals written beside the rows under the sheet's own column
 * names; and each payment's fee, from fee quotes and the account's fee rules, totalled per fee currency and charge
 * type in Decimal. What reaches the demo service is counted.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { feeTotalInWords, paymentReview, rowFeeInWords } from "../../../src/jobs/kinds/payment/payment-review";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, createGbpBeneficiary, germanIban } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = ["Payee", "Amt", "CCY", "Ref", "Reason", "Type", "Value date", "IBAN", "BIC", "Bank country", "Acting as"];
const REQUEST_ID = / \(support reference [^)]+\)$/;

describe("Check validates each payment route once and prices every payment", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let swiftPayee: Beneficiary;
  let contactId: string;

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    await createGbpBeneficiary(client, "Albion");
    await createEurBeneficiary(client, "Rhein");
    await client.core.beneficiaries.create({ name: "Empire", bank_account_holder_name: "Empire Inc", bank_country: "US", currency: "USD", account_number: "123456789", routing_code_type_1: "aba", routing_code_value_1: "026009593", payment_types: ["regular"] });
    swiftPayee = await client.core.beneficiaries.create({
      name: "Lyon SA",
      bank_account_holder_name: "Lyon SA",
      bank_country: "FR",
      currency: "EUR",
      iban: "FR1420041010050500013M02606",
      bic_swift: "BNPAFRPPXXX",
      payment_types: ["priority", "regular"],
    });
    // A sub-account in the US pays the demo's USD fee table and shares bank charges by default.
    const account = await client.core.accounts.create({ account_name: "Liberty Imports Inc", legal_entity_type: "company", street: "1 Main St", city: "New York", country: "US", postal_code: "10001", state_or_province: "NY" });
    contactId = (await client.core.contacts.create({ account_id: account.id, first_name: "Lee", last_name: "Liberty", email_address: "lee.fees@example.com", phone_number: "+1 212 555 0100" })).id;
    await createEurBeneficiary(client, "Liberty Supplier", contactId);
  });

  it("refuses beside their rows what the service would refuse, asking once per route, and totals the fees of the rest per currency and charge type", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", HEADERS, [
      ["Albion", "100.00", "GBP", "INV-1", "Invoice", "regular", "", "", "", "", ""],
      // Row 3 repeats row 2 in every value sent; rows 5 and 6, and rows 7 and 8, share a route: one validation a route.
      ["Albion", "100.00", "GBP", "INV-1", "Invoice", "regular", "", "", "", "", ""],
      ["Empire", "1000000.01", "USD", "BIG-1", "Invoice", "regular", "", "", "", "", ""],
      ["Rhein", "250.00", "EUR", "RH-1", "Invoice", "regular", "2026-01-10", "", "", "", ""],
      ["Rhein", "250.00", "EUR", "RH-2", "Invoice", "regular", "", "", "", "", ""],
      ["Lyon SA", "900.00", "EUR", "LY-1", "Invoice", "priority", "", "", "", "", ""],
      ["Lyon SA", "100.00", "EUR", "LY-2", "Invoice", "priority", "", "", "", "", ""],
      ["Delta GmbH", "300.00", "EUR", "DEL-1", "Invoice", "regular", "", germanIban(7_700_001), "", "DE", ""],
      ["Liberty Supplier", "40.00", "EUR", "LIB-1", "Invoice", "regular", "", "", "", "", contactId],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const asked = demoService.state.counters.snapshot();
    await job.writeNotices();
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? "").replace(REQUEST_ID, ""));

    // A refusal lands beside its row, the field named by this sheet's header (Amt).
    expect(messages[2]).toBe("the service would refuse this payment: Amt: 1000000.01 USD exceeds the maximum amount of 1000000.00 USD for a local payment.");
    // The date is left to the create (a run may move it to its funding conversion's date): a Saturday is not refused here.
    expect(messages[3]).toBe("");
    expect(job.rows.filter((plan) => plan.state === "invalid").map((plan) => plan.row + 1)).toEqual([4]);

    // Eight rows to saved payees on five routes (rows 2 and 3, 5 and 6, 7 and 8 share theirs: one validation of each
    // route's largest amount and longest texts answers them); the new payee's row is not validated (no id yet).
    expect(job.preview.serviceChecks).toEqual({ validations: 5, validatedRows: 8, fees: { quotes: 2, rules: 1, accounts: 1 } });
    // Fees: the house's GBP and EUR local payments from one fee-rules request, its Swift payments to France from one
    // quote (it bears all charges by default), the sub-account's local payment from one quote (its account id read once).
    expect(asked).toMatchObject({
      "POST /v2/payments/validate": 5,
      "GET /v2/reference/payment_fee_rules": 1,
      "GET /v2/payments/quote_payment_fee": 2,
    });

    const review = paymentReview(job, job.confirm({ acceptDuplicates: true }));
    expect(review.rows.map((row) => [row.sheetRow, row.fee === undefined ? "unpriced" : rowFeeInWords(row.fee)])).toEqual([
      [2, "fee 5.00 GBP · local payment, no bank charges to share"],
      [3, "fee 5.00 GBP · local payment, no bank charges to share"],
      [5, "fee 5.00 GBP · local payment, no bank charges to share"],
      [6, "fee 5.00 GBP · local payment, no bank charges to share"],
      [7, "fee 15.00 GBP · you pay all bank charges (ours)"],
      [8, "fee 15.00 GBP · you pay all bank charges (ours)"],
      [9, "fee 5.00 GBP · local payment, no bank charges to share"],
      [10, "fee 2.00 USD · local payment, no bank charges to share"],
    ]);
    // Totals are Decimals, per fee currency, split by who bears the bank charges.
    const gbp = review.fees.totals.find((total) => total.currency === "GBP")!;
    expect(gbp.amount).toBeInstanceOf(Decimal);
    expect(review.fees.totals.map((total) => [total.currency, total.amount.toFixed(2), total.byChargeType.map((part) => [part.chargeType, part.amount.toFixed(2), part.rows])])).toEqual([
      ["GBP", "55.00", [["ours", "30.00", 2], [null, "25.00", 5]]],
      ["USD", "2.00", [[null, "2.00", 1]]],
    ]);
    expect(feeTotalInWords(gbp)).toBe("55.00 GBP in fees: 30.00 GBP you pay all bank charges (ours) (2 rows); 25.00 GBP local payment, no bank charges to share (5 rows)");
    // Held duplicates count only once included, as every total does.
    expect(paymentReview(job, job.confirm()).fees.totals.map((total) => [total.currency, total.amount.toFixed(2)])).toEqual([["GBP", "45.00"], ["USD", "2.00"]]);

    // Nothing was booked: validate keeps nothing.
    expect(Object.values(demoService.state.data.payments)).toEqual([]);
    expect(swiftPayee.payment_types).toContain("priority");
  });
});
