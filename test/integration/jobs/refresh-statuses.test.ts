import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/engine/booking-job";
import { refreshStatuses } from "../../../src/jobs/engine/refresh-statuses";
import { NO_FAULTS } from "../../../src/sim/faults";
import type { SimServer } from "../../../src/sim/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";

describe("refreshing statuses", () => {
  let sim: SimServer;
  let client: FxDeskClient;

  withDemoService((demo) => ({ sim, client } = demo));

  it("keeps the status shown when the service cannot be read, and says why beside it", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", ["Buy", "Sell", "Amount", "Fixed side", "Reason"], [
      ["GBP", "EUR", "1000", "buy", "Invoices"],
      ["USD", "EUR", "20", "buy", "Fees"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, "conversion"));
    expect((await job.run(job.confirm())).booked).toBe(2);
    const shown = await columnValues(workbook, "Trades", "FX status");
    expect(shown).toEqual(["awaiting_funds", "awaiting_funds"]);

    const unreachable = jobContext(demoClient(sim, { retry: { maxRetries: 0, initialDelayMs: 1, maxDelayMs: 2 } }), workbook);
    sim.state.faults.settings = { ...NO_FAULTS, share503: 1 };
    try {
      expect(await refreshStatuses(unreachable, "conversion")).toEqual({ refreshed: 0, changed: 0, failed: 2, notBooked: 0, copies: 0, leftOut: [] });
    } finally {
      sim.state.faults.settings = { ...NO_FAULTS };
    }
    expect(await columnValues(workbook, "Trades", "FX status")).toEqual(shown);
    expect(await columnValues(workbook, "Trades", "FX message")).toEqual([expect.stringMatching(/^status not refreshed: /), expect.stringMatching(/^status not refreshed: /)]);
    expect(await columnValues(workbook, "Trades", "FX result")).toEqual(["Booked", "Booked"]);
  });
});
