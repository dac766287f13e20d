import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import { NO_FAULTS } from "../../../src/demo-service/faults";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("refreshing statuses", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ demoService, client } = demo));

  it("keeps the status shown when the service cannot be read, and says why beside it", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", ["Buy", "Sell", "Amount", "Fixed side", "Reason"], [
      ["GBP", "EUR", "1000", "buy", "Invoices"],
      ["USD", "EUR", "20", "buy", "Fees"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect((await job.run(job.confirm())).booked).toBe(2);
    const shown = await columnValues(workbook, "Trades", "FX status");
    expect(shown).toEqual(["Awaiting funds", "Awaiting funds"]);

    const unreachable = jobContext(demoClient(demoService, { retry: { maxRetries: 0, initialDelayMs: 1, maxDelayMs: 2 } }), workbook);
    demoService.state.faults.settings = { ...NO_FAULTS, share503: 1 };
    try {
      expect(await refreshStatuses(unreachable, conversionKind)).toEqual({ refreshed: 0, changed: 0, failed: 2, notBooked: 0, copies: 0, leftOut: [] });
    } finally {
      demoService.state.faults.settings = { ...NO_FAULTS };
    }
    expect(await columnValues(workbook, "Trades", "FX status")).toEqual(shown);
    expect(await columnValues(workbook, "Trades", "FX message")).toEqual([expect.stringMatching(/^status not refreshed: /), expect.stringMatching(/^status not refreshed: /)]);
    expect(await columnValues(workbook, "Trades", "FX result")).toEqual(["Booked", "Booked"]);
  });

  it("shows payments in words and filed under Booked while they need no one's authorisation, and tells the maker nothing of approvals", async () => {
    const beneficiary = await createEurBeneficiary(client, "Plain Payee GmbH");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [[beneficiary.id, "15.00", "EUR", "PLAIN-1", "Services"]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.confirm().authorisation).toEqual([]);
    expect(await job.run(job.confirm())).toMatchObject({ booked: 1, awaitingAuthorisation: 0 });
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Ready to send"]);

    expect(await refreshStatuses(ctx, paymentKind)).toMatchObject({ refreshed: 1, changed: 0, failed: 0 });
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked"]);
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Ready to send"]);

    // A later check of the same account: its last payment needed no authorisation, so the dialog says nothing of it.
    loadSheet(workbook, "Pay 2", PAYMENT_HEADERS, [[beneficiary.id, "16.00", "EUR", "PLAIN-2", "Services"]]);
    const next = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(next.confirm().authorisation).toEqual([]);
  });
});
