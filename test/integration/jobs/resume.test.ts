import { describe, expect, it } from "@jest/globals";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const ROWS = 24;

describe("a run that dies part-way is finished by running the same rows again", () => {
  let demoService: DemoServer;
  let beneficiary: Beneficiary;

  withDemoService(async (demo) => {
    demoService = demo.demoService;
    beneficiary = await createEurBeneficiary(demo.client, "Resume Ltd");
  });

  const paymentsWithPrefix = (prefix: string) => Object.values(demoService.state.data.payments).filter((stored) => stored.wire.reference.startsWith(prefix));

  it.each([1, 7, 13, ROWS])(`crash after %i of ${ROWS} creates: every row ends booked once`, async (k) => {
    const prefix = `K${k}-`;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, Array.from({ length: ROWS }, (_, index) => [beneficiary.id, `${index + 1}.25`, "EUR", `${prefix}${index}`, "Services"]));

    const crash = new Crash(k, "/v2/payments/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const firstJob = await prepareJob(dying, await readOrders(dying, paymentKind));
    await firstJob.run(firstJob.confirm(), { concurrency: 3, blockSize: 5, retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const createdBeforeResume = paymentsWithPrefix(prefix).length;
    expect(createdBeforeResume).toBeGreaterThanOrEqual(k);
    const bookedOnSheet = (await columnValues(workbook, "Pay", "FX result")).filter((value) => value === "Booked").length;
    expect(bookedOnSheet).toBeLessThan(createdBeforeResume);

    demoService.state.counters.reset();
    const healthy = jobContext(demoClient(demoService), workbook);
    const resumed = await prepareJob(healthy, await readOrders(healthy, paymentKind));
    const confirmation = resumed.confirm();
    expect(confirmation.bookedBefore).toBe(bookedOnSheet);
    const outcome = await resumed.run(confirmation, { concurrency: 3, blockSize: 5 });
    expect(outcome.failed).toBe(0);
    expect(outcome.recovered).toBe(createdBeforeResume - bookedOnSheet);
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"] ?? 0).toBe(ROWS - createdBeforeResume);

    const created = paymentsWithPrefix(prefix);
    expect(created).toHaveLength(ROWS);
    expect(new Set(created.map((stored) => stored.wire.reference)).size).toBe(ROWS);
    expect(new Set(created.map((stored) => stored.wire.unique_request_id)).size).toBe(ROWS);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(Array(ROWS).fill("Booked"));
    const ids = await columnValues(workbook, "Pay", "FX id");
    expect(new Set(ids)).toEqual(new Set(created.map((stored) => stored.wire.id)));
    const keys = await columnValues(workbook, "Pay", "FX key");
    expect(new Set(keys)).toEqual(new Set(created.map((stored) => stored.wire.unique_request_id)));

    // A third run finds nothing left to do and sends nothing.
    demoService.state.counters.reset();
    const third = await prepareJob(healthy, await readOrders(healthy, paymentKind));
    const nothing = third.confirm();
    expect([nothing.rowsToSend, nothing.bookedBefore]).toEqual([0, ROWS]);
    await third.run(nothing);
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBeUndefined();

    // Every booking is in the audit log, with its key and id (recovered ones logged by the run that found them).
    const audit = await workbook.readTable(AUDIT_SHEET);
    const loggedIds = new Set(audit.rows.map((row) => row.values[audit.headers.indexOf("Resulting id")]));
    for (const stored of created) expect(loggedIds.has(stored.wire.id)).toBe(true);
  });

  it("retries failed rows under the same key", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Retry", PAYMENT_HEADERS, [[beneficiary.id, "3.00", "EUR", "RT-1", "Services"]]);
    const ctx = jobContext(demoClient(demoService, { retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    demoService.state.faults.settings = { latencyMs: 0, share429: 0, share503: 1, shareDropped: 0 };
    const failed = await job.run(job.confirm(), { retry: { maxRetries: 1 } });
    demoService.state.faults.settings = { latencyMs: 0, share429: 0, share503: 0, shareDropped: 0 };
    expect(failed.failed).toBe(1);
    const [key] = await columnValues(workbook, "Retry", "FX key");
    expect(await columnValues(workbook, "Retry", "FX result")).toEqual(["Failed"]);

    const retry = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const outcome = await retry.run(retry.confirm());
    expect(outcome.booked).toBe(1);
    expect(await columnValues(workbook, "Retry", "FX key")).toEqual([key]);
    expect(paymentsWithPrefix("RT-").map((stored) => stored.wire.unique_request_id)).toEqual([key]);
  });
});
