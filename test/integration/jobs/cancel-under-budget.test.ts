/**
 * Cancelling a run that the rate budget is holding back: the requests still waiting for the budget are dropped
 * and never reach the service, the ones already on the wire finish and are written Booked, and running the rows
 * again books exactly the rest under the keys the first run wrote.
 *
 * The client's clock is frozen and its sleeps end only when aborted, so the budget never refills during the test:
 * which requests wait is decided by the budget alone, never by how fast the machine is.
 */
import { describe, expect, it } from "@jest/globals";
import type { Sleep } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { NO_FAULTS } from "../../../src/demo-service/faults";
import { DEMO_LIMITS } from "../../../src/demo-service/limits";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../support/demo-service";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const ROWS = 30;
/**
 * Authenticated requests per minute the cancelled run's client may send: the check's (one payments/validate for the
 * rows' one route, docs/provider-api.md §18, and a few more) and a handful of creates.
 */
const BUDGET = 1 + 16;
/** Rows that start beyond what the budget lets through: they wait in the limiter's queue when the run is cancelled. */
const QUEUED_AT_START = 4;

/** Never ends by itself: only an abort (a cancelled wait) settles it. */
const untilAborted: Sleep = (_ms, signal) =>
  new Promise<void>((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason), { once: true }));

describe("cancelling a run held back by the rate budget", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;

  withDemoService({ service: { limits: DEMO_LIMITS } }, async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "Budget GmbH");
  });

  const paymentsWithPrefix = (prefix: string) => Object.values(demoService.state.data.payments).filter((stored) => stored.wire.reference.startsWith(prefix));

  it("drops the requests waiting for the budget, records every request on the wire as Booked, and a re-run books exactly the rest", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, Array.from({ length: ROWS }, (_, index) => [beneficiary.id, `${index + 1}.10`, "EUR", `BUDGET-${index}`, "Services"]));
    const client = demoClient(demoService, { rateBudget: { authenticated: BUDGET }, now: () => PINNED_NOW, sleep: untilAborted });
    const limiter = client.limiter;
    if (limiter === undefined) throw new Error("the client has no rate budget");
    const ctx = jobContext(client, workbook, { now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const room = BUDGET - limiter.snapshot().authenticated.used;
    expect(room).toBeGreaterThanOrEqual(3);

    demoService.state.counters.reset();
    demoService.state.faults.settings = { ...NO_FAULTS, latencyMs: 30 };
    const cancel = new AbortController();
    let waitingWhenCancelled = 0;
    const outcome = await job
      .run(job.confirm(), {
        concurrency: room + QUEUED_AT_START,
        signal: cancel.signal,
        onProgress: (progress) => {
          if (progress.booked < 2 || cancel.signal.aborted) return;
          waitingWhenCancelled = limiter.snapshot().waiting;
          cancel.abort();
        },
      })
      .finally(() => (demoService.state.faults.settings = { ...NO_FAULTS }));

    expect(waitingWhenCancelled).toBeGreaterThanOrEqual(QUEUED_AT_START);
    expect(limiter.snapshot()).toMatchObject({ waiting: 0, authenticated: { used: BUDGET } });
    // The payee is read again once for the block sent first (its name check covers it: jobs/kinds/payment/payee-recheck.ts),
    // one request of the budget; the rest went to creates.
    const reads = demoService.state.counters.snapshot()["GET /v2/beneficiaries/:id"] ?? 0;
    expect(reads).toBe(1);
    const sent = room - reads;
    // Every create the budget let through reached the service and was written Booked; none of those waiting was sent.
    const creates = demoService.state.counters.snapshot()["POST /v2/payments/create"];
    expect(creates).toBe(sent);
    expect(outcome).toMatchObject({ cancelled: true, booked: sent, failed: 0, notSent: ROWS - sent });
    expect(paymentsWithPrefix("BUDGET-")).toHaveLength(sent);
    const results = await columnValues(workbook, "Pay", "FX result");
    expect(results.filter((value) => value === "Booked")).toHaveLength(sent);
    expect(results.filter((value) => value === "Not sent")).toHaveLength(ROWS - sent);
    const bookedIds = new Set((await columnValues(workbook, "Pay", "FX id")).filter((id) => id !== null && id !== ""));
    expect(bookedIds).toEqual(new Set(paymentsWithPrefix("BUDGET-").map((stored) => stored.wire.id)));
    const keysAfterCancel = await columnValues(workbook, "Pay", "FX key");

    demoService.state.counters.reset();
    const healthy = jobContext(demoClient(demoService), workbook, { now: () => PINNED_NOW });
    const rest = await prepareJob(healthy, await readOrders(healthy, paymentKind));
    const confirmation = rest.confirm();
    expect([confirmation.rowsToSend, confirmation.bookedBefore]).toEqual([ROWS - sent, sent]);
    const finished = await rest.run(confirmation);

    expect(finished).toMatchObject({ cancelled: false, booked: ROWS - sent, recovered: 0, failed: 0, notSent: 0 });
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBe(ROWS - sent);
    const created = paymentsWithPrefix("BUDGET-");
    expect(created).toHaveLength(ROWS);
    expect(new Set(created.map((stored) => stored.wire.reference)).size).toBe(ROWS);
    // The rows not sent were booked under the keys the cancelled run wrote for them.
    expect(await columnValues(workbook, "Pay", "FX key")).toEqual(keysAfterCancel);
    expect(new Set(created.map((stored) => stored.wire.unique_request_id))).toEqual(new Set(keysAfterCancel));
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(Array(ROWS).fill("Booked"));
  });
});
