/**
 * How far ahead a run reads its rows before sending them follows the client's rate budget (send-pace.ts): on this
 * clock that stands still, every answer looks instant, so without a budget the rows after the first block are read
 * as one window's worth; with a budget that lets nothing more through in the next window, each read stays at its
 * floor of twice the requests in flight.
 */
import { describe, expect, it } from "@jest/globals";
import type { RateBudgetView } from "../../../../src/api";
import { prepareJob, readOrders } from "../../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import type { FxDeskClient } from "../../../../src/api";
import { jobContext } from "../../../support/demo-client";
import { createEurBeneficiary } from "../../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../../support/sheets";
import { withDemoService } from "../../../support/with-demo-service";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

const ROWS = 64;

describe("reading rows ahead of sending them, within the rate budget", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  /** The reads a run of ROWS payments makes of its sheet's rows before sending them (one readValues a block, besides the keys' and results'). */
  async function readsBeforeSending(budget: RateBudgetView | undefined): Promise<number> {
    const beneficiary = await createEurBeneficiary(client, "Ahead Payee");
    const workbook = new MemoryWorkbook();
    loadSheet(
      workbook,
      "Ahead",
      PAYMENT_HEADERS,
      Array.from({ length: ROWS }, (_, index) => [beneficiary.id, "10.00", "EUR", `AHEAD-${index}`, "Purchase"]),
    );
    const ctx = jobContext(client, workbook, budget === undefined ? {} : { budget });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    let reads = 0;
    const readValues = workbook.readValues.bind(workbook);
    workbook.readValues = (...args) => {
      reads += 1;
      return readValues(...args);
    };
    const outcome = await job.run(job.confirm(), { concurrency: 4 });
    expect(outcome.booked).toBe(ROWS);
    expect(Object.values(demoService.state.data.payments).filter((payment) => payment.wire.beneficiary_id === beneficiary.id)).toHaveLength(ROWS);
    return reads;
  }

  it("reads the rows after the first block as one window's worth without a budget, and eight at a time when the budget has no room", async () => {
    const noRoom: RateBudgetView = { msUntilRoomFor: (count) => (count === 0 ? 0 : 60_000), snapshot: () => ({ login: { used: 0, limit: 1 }, rates: { used: 0, limit: 1 }, authenticated: { used: 1, limit: 1 }, waiting: 0 }) };

    // The keys' read, then the first 8 and the other 56 at once.
    expect(await readsBeforeSending(undefined)).toBe(1 + 2);
    // The keys' read, then 64 rows 8 at a time.
    expect(await readsBeforeSending(noRoom)).toBe(1 + 8);
  });
});
