/**
 * Issue 42 point 1: Check asks payments/validate once per payment route, not once per row, and holds each row's own
 * amount, reason and reference to the provider's published rules without a request; the create stays the final word,
 * its refusal written beside the row in words. What reaches the demo service is counted (its request counters).
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = ["Payee", "Amount", "Currency", "Reference", "Reason", "Value date"];
const PAYEES = 20;
const ROWS = 10_000;
const REQUEST_ID = / \(support reference [^)]+\)/;

/** The requests that reached the service, by "METHOD /path", and their total. */
function requestsOf(counts: Record<string, number>): { byEndpoint: Record<string, number>; total: number } {
  return { byEndpoint: counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) };
}

describe("Check validates once per payment route and holds every row to the published rules", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  const payees: Beneficiary[] = [];

  withDemoService(async (demo) => {
    ({ demoService, client } = demo);
    for (let index = 0; index < PAYEES; index += 1) payees.push(await createEurBeneficiary(client, `Supplier ${index + 1}`));
  });

  it("checks 10,000 payments to 20 payees in at most 500 requests, one validation a payee", async () => {
    const workbook = new MemoryWorkbook();
    // Every row its own amount and reference: before, each was one validation.
    const rows = Array.from({ length: ROWS }, (_, index) => [payees[index % PAYEES]!.id, `${(index % 997) + 1}.${String(index % 100).padStart(2, "0")}`, "EUR", `INV-2026-${index + 1}`, "Invoice", ""]);
    loadSheet(workbook, "Payments", HEADERS, rows);
    workbook.select("Payments", `A2:F${ROWS + 1}`);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    // The file's tests share one service, in any order: what another test booked is there before this one.
    const bookedBefore = Object.keys(demoService.state.data.payments).length;
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const { byEndpoint, total } = requestsOf(demoService.state.counters.snapshot());

    expect(job.rows.filter((plan) => plan.state === "invalid")).toEqual([]);
    expect(job.preview.serviceChecks.validatedRows).toBe(ROWS);
    expect(job.preview.serviceChecks.validations).toBe(PAYEES);
    expect(byEndpoint["POST /v2/payments/validate"]).toBe(PAYEES);
    // The target of issue 42: at most 0.05 requests a row, every endpoint together.
    expect(total).toBeLessThanOrEqual(ROWS * 0.05);
    // Nothing was booked: validate keeps nothing.
    expect(Object.keys(demoService.state.data.payments)).toHaveLength(bookedBefore);
  });

  it("refuses a JPY amount with decimals and a reference too long in words, without asking the service about them", async () => {
    const workbook = new MemoryWorkbook();
    const [first, second] = [payees[0]!, payees[1]!];
    loadSheet(workbook, "Payments", HEADERS, [
      [first.id, "100.00", "EUR", "INV-1", "Invoice", ""],
      [first.id, "250.00", "EUR", "INV-2", "Invoice", ""],
      // On a route of its own (JPY), it would have been one more validation.
      [second.id, "1,000.50", "JPY", "INV-3", "Invoice", ""],
      // On the first row's route: sent as its longest reference, the route would have been refused and asked row by row.
      [first.id, "10.00", "EUR", "R".repeat(256), "Invoice", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const asked = demoService.state.counters.snapshot();
    await job.writeNotices();
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? "").replace(REQUEST_ID, ""));

    expect(job.rows.filter((plan) => plan.state === "invalid").map((plan) => plan.row + 1)).toEqual([4, 5]);
    expect(messages[2]).toBe('Amount: JPY allows no decimals; "1,000.50" has 2 — correct the amount, it is never rounded');
    expect(messages[3]).toBe("Reference: has 256 characters; at most 255 are allowed — shorten it");
    // One validation: the first payee's EUR route, about its largest amount (250.00) and longest reference.
    expect(asked["POST /v2/payments/validate"]).toBe(1);
    expect(job.preview.serviceChecks).toMatchObject({ validations: 1, validatedRows: 2 });
  });

  it("finds, on a route whose largest amount is refused, the amounts that pass, so a smaller payment on it still passes", async () => {
    const empire = await client.core.beneficiaries.create({ name: "Empire", bank_account_holder_name: "Empire Inc", bank_country: "US", currency: "USD", account_number: "123456789", routing_code_type_1: "aba", routing_code_value_1: "026009593", payment_types: ["regular"] });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", HEADERS, [
      [empire.id, "1000000.01", "USD", "BIG-0001", "Invoice", ""],
      [empire.id, "500.00", "USD", "SML-1", "Invoice", ""],
      [empire.id, "500.00", "USD", "SML-2", "Invoice", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const asked = demoService.state.counters.snapshot();
    await job.writeNotices();
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? "").replace(REQUEST_ID, ""));

    // The local payment limit is the route's, but which rows pass it is each row's amount: the route's question (its
    // largest amount and longest reference, both row 2's own), refused, then its other amount, 500.00, which passes.
    expect(messages[0]).toBe("the service would refuse this payment: Amount: 1000000.01 USD exceeds the maximum amount of 1000000.00 USD for a local payment.");
    expect(job.rows.filter((plan) => plan.state === "invalid").map((plan) => plan.row + 1)).toEqual([2]);
    expect(asked["POST /v2/payments/validate"]).toBe(2);
  });

  it("shows beside its row, in words, a create the service refuses after a clean check", async () => {
    const workbook = new MemoryWorkbook();
    const payee = payees[2]!;
    // 2026-01-10 is a Saturday: validate is not asked about dates (a run may move a funded row's date), so the check
    // passes it and the create, the final word, refuses it.
    loadSheet(workbook, "Payments", HEADERS, [
      [payee.id, "120.00", "EUR", "SAT-1", "Invoice", "2026-01-10"],
      [payee.id, "80.00", "EUR", "WEEKDAY-1", "Invoice", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(job.rows.filter((plan) => plan.state === "invalid")).toEqual([]);
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    const results = await columnValues(workbook, "Payments", "FX result");
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? "").replace(REQUEST_ID, ""));

    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBe(2);
    expect(outcome.booked).toBe(1);
    expect(results.slice(0, 2)).toEqual(["Failed", "Booked"]);
    // The create's refusal beside its row, the field named by the sheet's column, with what to do.
    expect(messages[0]).toBe("Value date: The payment date is invalid — correct the row, then run again: it is sent under the same key");
    expect(messages[1]).toBe("");
    expect(Object.values(demoService.state.data.payments).map((stored) => stored.wire.reference).filter((reference) => reference === "SAT-1" || reference === "WEEKDAY-1")).toEqual(["WEEKDAY-1"]);
  });
});
