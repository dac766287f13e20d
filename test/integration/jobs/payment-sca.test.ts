/**
 * Issue 44 point 5: a payment the provider says needs strong customer authentication (payments/validate answers
 * `x-sca-required: true`: SW ValidatePayment, the guide "SCA for API Payments") is refused at Check in words, never
 * sent half-done: FX Desk cannot take the texted code. What reached the demo service is counted.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import type { DemoServer } from "../../../src/demo-service/server";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { switchStrongCustomerAuthentication } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = ["Payee", "Amount", "Currency", "Reference", "Reason", "Value date"];

describe("payments that need strong customer authentication", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let payee: Beneficiary;

  withDemoService({ perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    payee = await createEurBeneficiary(client, "Supplier SCA");
  });

  async function check(): Promise<{ invalid: number[]; messages: string[]; asked: Record<string, number> }> {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", HEADERS, [
      [payee.id, "100.00", "EUR", "INV-1", "Invoice", ""],
      [payee.id, "250.00", "EUR", "INV-2", "Invoice", ""],
    ]);
    workbook.select("Payments", "A2:F3");
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    await job.writeNotices();
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? ""));
    return { invalid: job.rows.filter((plan) => plan.state === "invalid").map((plan) => plan.row + 1), messages, asked: demoService.state.counters.snapshot() };
  }

  it("refuses every row of an account in scope at Check, saying what the person must do, and sends no payment", async () => {
    await switchStrongCustomerAuthentication(demoService, true);
    const { invalid, messages, asked } = await check();
    expect(invalid).toEqual([2, 3]);
    for (const text of messages.slice(0, 2)) {
      expect(text).toContain("needs strong customer authentication");
      expect(text).toContain("Make this payment in the provider's own online platform");
    }
    expect(asked["POST /v2/payments/validate"]).toBe(1);
    expect(asked["POST /v2/payments/create"]).toBeUndefined();
    expect(Object.values(demoService.state.data.payments)).toEqual([]);
  });

  it("passes the same rows when the account is out of scope (x-sca-required false)", async () => {
    const { invalid, messages } = await check();
    expect(invalid).toEqual([]);
    expect(messages.slice(0, 2).join("")).not.toContain("strong customer authentication");
  });
});
