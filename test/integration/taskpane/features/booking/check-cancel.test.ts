/**
 * A check waiting for the rate budget can be cancelled, and a conversion check's quotes follow it as the budget allows:
 * against the demo service, with a client whose rate budget is spent and whose clock never moves, so a request past
 * the budget waits until it is dropped — how far the work gets depends on the budget alone, never on the machine's speed.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient, Sleep } from "../../../../../src/api";
import { memoryMappingStore, type CheckProgress } from "../../../../../src/jobs";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { BookingController, CHECK_CANCELLED } from "../../../../../src/taskpane/features/booking/booking-controller";
import { describeCheckProgress } from "../../../../../src/taskpane/features/booking/check-progress";
import { describeFirmProgress } from "../../../../../src/taskpane/features/booking/kinds/conversion/firm-figures";
import { createActivityLog, type ActivityLog } from "../../../../../src/taskpane/components/activity-log";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../../../support/demo-service";
import { demoClient, jobContext } from "../../../../support/demo-client";
import { columnValues } from "../../../../support/sheets";
import { withDemoService } from "../../../../support/with-demo-service";

const ROWS = 30;
const QUOTES_IN_BUDGET = 5;

/** Never ends by itself: only an abort (a cancelled wait) settles it. */
const untilAborted: Sleep = (_ms, signal) =>
  new Promise<void>((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason), { once: true }));

let demoService: DemoServer;
withDemoService((demo) => ({ demoService } = demo));

/** Distinct amounts, so every row needs its own quote. */
function conversionSheet(): MemoryWorkbook {
  const workbook = new MemoryWorkbook();
  const rows = Array.from({ length: ROWS }, (_, index) => ["GBP", "EUR", 1000 + index, "buy", "Supplier invoices"]);
  workbook.setValues("Batch", "A1", [["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"], ...rows]);
  workbook.select("Batch", `2:${ROWS + 1}`);
  return workbook;
}

/** The Convert tab's controller over `workbook`, checking with `client` (its rate budget counted in the time left). */
function convertController(client: FxDeskClient, workbook: MemoryWorkbook, log: ActivityLog): BookingController {
  return new BookingController({
    kind: "conversion",
    context: () => jobContext(client, workbook, { now: () => PINNED_NOW }),
    store: memoryMappingStore(),
    log,
    templateSheet: "Conversions",
    progressIntervalMs: 0,
    ...(client.limiter === undefined ? {} : { budget: client.limiter }),
  });
}

/** Resolves once `ready()` holds, looking after each turn of the event loop (requests answered, budget waits begun). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

describe("a check that takes long", () => {
  it("Cancel stops a check waiting for the rate budget at once: nothing more is sent and the pane is ready again", async () => {
    const workbook = conversionSheet();
    // One rates request a minute, spent before the check: the check's rates/find waits for the budget until cancelled.
    const client = demoClient(demoService, { rateBudget: { rates: 1 }, now: () => PINNED_NOW, sleep: untilAborted });
    await client.core.rates.find(["EURGBP"]);
    const log = createActivityLog();
    const controller = convertController(client, workbook, log);
    demoService.state.counters.reset();
    const checking = controller.check("selection");
    await until(() => client.limiter?.snapshot().waiting === 1);
    expect(controller.getState().busy).toBe("checking");
    controller.cancelCheck();
    await checking;

    const state = controller.getState();
    expect(state).toMatchObject({ notice: CHECK_CANCELLED, job: undefined, problem: undefined, busy: undefined, checking: undefined });
    expect(log.entries().map((entry) => entry.message)).toContain(CHECK_CANCELLED);
    expect(client.limiter?.snapshot().waiting).toBe(0);
    expect(demoService.state.counters.snapshot()["GET /v2/rates/find"]).toBeUndefined();
    expect(demoService.state.counters.snapshot()["GET /v2/rates/detailed"]).toBeUndefined();
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    // Nothing was written beside the rows: a cancelled check leaves the sheet as it was.
    expect(new Set(await columnValues(workbook, "Batch", "FX result"))).toEqual(new Set([null]));
  });

  it("a conversion check is done after one rates/find; its quotes follow as the budget allows, counted, and the next check stops them", async () => {
    const workbook = conversionSheet();
    // The rates budget lets the rates/find and five quotes through; the sixth quote waits for the budget.
    const client = demoClient(demoService, { rateBudget: { rates: 1 + QUOTES_IN_BUDGET }, now: () => PINNED_NOW, sleep: untilAborted });
    const log = createActivityLog();
    const controller = convertController(client, workbook, log);
    demoService.state.counters.reset();
    const seen: CheckProgress[] = [];
    const unsubscribe = controller.subscribe(() => {
      const progress = controller.getState().checking?.progress;
      if (progress !== undefined) seen.push(progress);
    });
    await controller.check("selection");
    unsubscribe();
    const job = controller.getState().job;
    if (job?.kind !== "conversion") throw new Error("expected a conversion job");
    // Every row priced by the one rates/find: the check is done, its progress never waited on a quote.
    expect(demoService.state.counters.snapshot()["GET /v2/rates/find"]).toBe(1);
    expect(job.preview.quotes).toHaveLength(ROWS);
    expect(seen.every((progress) => progress.total === ROWS)).toBe(true);
    expect(describeCheckProgress(seen.at(-1), undefined)).toBe(`Checked ${ROWS} rows`);

    // The quotes follow: five arrive, the next wait for the budget; the figures say how far they have got.
    await until(() => job.preview.firm.snapshot().progress.checked === QUOTES_IN_BUDGET && (client.limiter?.snapshot().waiting ?? 0) > 0);
    const figures = job.preview.firm.snapshot();
    expect(figures.quotes.filter((quote) => quote.firm).map((quote) => quote.row)).toEqual([1, 2, 3, 4, 5]);
    expect(describeFirmProgress(figures)).toMatch(new RegExp(`^Quotes: ${QUOTES_IN_BUDGET} of ${ROWS} rows`));
    expect(demoService.state.counters.snapshot()["GET /v2/rates/detailed"]).toBe(QUOTES_IN_BUDGET);

    // The next check (with budget to spare) stops them: the quote waiting for the budget is never sent.
    const unhurried = convertController(demoClient(demoService), workbook, log);
    await unhurried.check("selection");
    await job.preview.firm.whenDone();
    expect(client.limiter?.snapshot().waiting).toBe(0);
    expect(describeFirmProgress(job.preview.firm.snapshot())).toBe(`Quotes stopped: ${QUOTES_IN_BUDGET} of ${ROWS} rows`);
    const next = unhurried.getState().job;
    if (next?.kind !== "conversion") throw new Error("expected a conversion job");
    await next.preview.firm.whenDone();
    expect(next.preview.quotes.every((quote) => quote.firm)).toBe(true);
    expect(demoService.state.counters.snapshot()["GET /v2/rates/detailed"]).toBe(QUOTES_IN_BUDGET + ROWS);
  });
});
