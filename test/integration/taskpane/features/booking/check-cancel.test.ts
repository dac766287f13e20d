/**
 * A long check shows the rows checked so far and can be cancelled: against the demo service, with a client whose
 * rate budget lets five quotes through and whose clock never moves, so the sixth quote waits for the budget until
 * the check is cancelled — how far the check gets depends on the budget alone, never on the machine's speed.
 */
import { describe, expect, it } from "@jest/globals";
import type { Sleep } from "../../../../../src/api";
import { memoryMappingStore, type CheckProgress } from "../../../../../src/jobs";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { BookingController, CHECK_CANCELLED } from "../../../../../src/taskpane/features/booking/booking-controller";
import { describeCheckProgress } from "../../../../../src/taskpane/features/booking/check-progress";
import { createActivityLog } from "../../../../../src/taskpane/shell/activity-log";
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

describe("a check that takes long", () => {
  it("counts the rows checked, and Cancel stops it at once: nothing more is sent and the pane is ready again", async () => {
    const workbook = conversionSheet();
    const client = demoClient(demoService, { rateBudget: { rates: QUOTES_IN_BUDGET }, now: () => PINNED_NOW, sleep: untilAborted });
    const log = createActivityLog();
    const controller = new BookingController({
      kind: "conversion",
      context: () => jobContext(client, workbook, { now: () => PINNED_NOW }),
      store: memoryMappingStore(),
      log,
      templateSheet: "Conversions",
      progressIntervalMs: 0,
      budget: client.limiter,
    });
    demoService.state.counters.reset();
    const seen: CheckProgress[] = [];
    const texts: string[] = [];
    let quotesWhenCancelled: number | undefined;
    const unsubscribe = controller.subscribe(() => {
      const checking = controller.getState().checking;
      if (checking?.progress === undefined) return;
      seen.push(checking.progress);
      texts.push(describeCheckProgress(checking.progress, checking.remainingMs));
      if (checking.progress.checked === QUOTES_IN_BUDGET && quotesWhenCancelled === undefined) {
        quotesWhenCancelled = demoService.state.counters.snapshot()["GET /v2/rates/detailed"];
        controller.cancelCheck();
      }
    });
    await controller.check("selection");
    unsubscribe();

    expect(quotesWhenCancelled).toBe(QUOTES_IN_BUDGET);
    expect(seen.every((progress) => progress.total === ROWS && !progress.finishing)).toBe(true);
    expect(seen.map((progress) => progress.checked)).toEqual([...seen.map((progress) => progress.checked)].sort((a, b) => a - b));
    // The budget is spent: the 25 rows left take five more minutes at five quotes a minute, whatever the pace so far.
    expect(texts.at(-1)).toBe(`Checking ${QUOTES_IN_BUDGET} of ${ROWS} rows — about 5 min left`);

    const state = controller.getState();
    expect(state).toMatchObject({ notice: CHECK_CANCELLED, job: undefined, problem: undefined, busy: undefined, checking: undefined });
    expect(log.entries().map((entry) => entry.message)).toContain(CHECK_CANCELLED);
    expect(client.limiter?.snapshot().waiting).toBe(0);
    expect(demoService.state.counters.snapshot()["GET /v2/rates/detailed"]).toBe(QUOTES_IN_BUDGET);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    // Nothing was written beside the rows: a cancelled check leaves the sheet as it was.
    expect(new Set(await columnValues(workbook, "Batch", "FX result"))).toEqual(new Set([null]));

    // Ready again: the next check (with budget to spare) goes through and clears the notice.
    const unhurried = new BookingController({
      kind: "conversion",
      context: () => jobContext(demoClient(demoService), workbook, { now: () => PINNED_NOW }),
      store: memoryMappingStore(),
      log,
      templateSheet: "Conversions",
      progressIntervalMs: 0,
    });
    const finalProgress: CheckProgress[] = [];
    const stop = unhurried.subscribe(() => {
      const progress = unhurried.getState().checking?.progress;
      if (progress !== undefined) finalProgress.push(progress);
    });
    await unhurried.check("selection");
    stop();
    expect(unhurried.getState()).toMatchObject({ notice: undefined, problem: undefined });
    expect(unhurried.getState().job?.rows.filter((row) => row.state === "ready")).toHaveLength(ROWS);
    // The balances are read after the rows; the check says done once its last request is answered.
    expect(finalProgress.findLast((progress) => progress.done !== true)).toMatchObject({ total: ROWS, checked: ROWS, finishing: true });
    expect(finalProgress.at(-1)).toMatchObject({ total: ROWS, checked: ROWS, done: true });
    expect(describeCheckProgress(finalProgress.at(-1), undefined)).toBe(`Checked ${ROWS} rows`);
  });
});
