/**
 * FX.* cells against the demo service while it becomes unreachable (its fault injection drops every connection or
 * answers 503) and comes back: cells keep their last values, a value never fetched shows the reason, the
 * activity log hears once per failed wave, and the first answer afterwards brings the new figures.
 */
import "../../support/fake-custom-functions";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { type FetchLike, type FxDeskClient, setActingAs, setSharedClient } from "../../../src/api";
import "../../support/register-functions";
import { formatWallClockTime, toExcelDateTime } from "../../../src/functions/excel-dates";
import { INDICATIVE_NOTE } from "../../../src/functions/quote-table";
import type { OutageReport } from "../../../src/functions/service-outages";
import { configureFunctions } from "../../../src/functions/function-state";
import { onOutageReport } from "../../../src/functions/outage-listeners";
import type { DemoServer } from "../../../src/demo-service/server";
import { PINNED_NOW } from "../../support/demo-service";
import { demoClient } from "../../support/demo-client";
import { setFaults } from "../../support/demo-admin";
import { withDemoService } from "../../support/with-demo-service";
import { evaluate, stream } from "../../support/fake-custom-functions";

let demoService: DemoServer;
let client: FxDeskClient;
/** Paths the client sent, in order: what reached (or tried to reach) the service. */
const sent: string[] = [];
/** The functions' clock: moved past the caches' lifetimes so each recalculation asks the service again. */
let now = PINNED_NOW;
const reports: OutageReport[] = [];
let stopListening: () => void;

const recordingFetch: FetchLike = (input, init) => {
  sent.push(new URL(input).pathname);
  return fetch(input, init);
};

/** Resolves with the reports once there are `count` of them (the wave's report comes after it goes quiet). */
async function reportsReach(count: number): Promise<OutageReport[]> {
  while (reports.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return reports;
}

/** One recalculation of a small rates sheet: three rate cells, an FX.RATES table, a quote and a balance. */
function recalculate() {
  return Promise.all([
    evaluate("RATE", "EURGBP"),
    evaluate("RATE", "EURGBP", "bid"),
    evaluate("RATES", [["EURGBP"], ["GBPUSD"]], false),
    evaluate("QUOTE", "EUR", "GBP", 10000),
    evaluate("BALANCE", "GBP"),
  ]);
}

withDemoService((demo) => ({ demoService } = demo));

beforeAll(() => {
  stopListening = onOutageReport((report) => reports.push(report));
});

beforeEach(async () => {
  await setFaults(demoService, {});
  // Retries stay on (an outage is what is left after them) but short, so a wave fails in milliseconds.
  client = demoClient(demoService, { fetch: recordingFetch, retry: { maxRetries: 1, initialDelayMs: 5, maxDelayMs: 5 } });
  configureFunctions({ now: () => now, outageQuietMs: 100 });
  setActingAs(undefined);
  setSharedClient(client);
  sent.length = 0;
  reports.length = 0;
});

afterAll(async () => {
  stopListening();
  configureFunctions();
  setSharedClient(undefined);
});

describe("when the FX Desk service cannot be reached", () => {
  it("cells keep their last values, the log hears once with the times, and the service's return brings new figures", async () => {
    const fetchedAt = now;
    const before = await recalculate();
    const [rate, bid, table, quote, balance] = before as [number, number, unknown[][], unknown[][], number];
    expect([typeof rate, typeof bid, typeof balance]).toEqual(["number", "number", "number"]);
    expect(table.map((row) => row[4])).toEqual([toExcelDateTime(fetchedAt), toExcelDateTime(fetchedAt)]);
    expect(quote.at(-1)).toEqual(["Note", INDICATIVE_NOTE]);

    await setFaults(demoService, { share_dropped: 1 });
    now += 60_000;
    const failedAt = now;
    sent.length = 0;
    // A pair never fetched is asked in the same recalculation, so it falls in the same wave whatever the machine's pace.
    const [during, neverFetched] = await Promise.all([recalculate(), evaluate("RATE", "USDJPY")]);
    // The refresh was really attempted (and retried) before the old values were kept.
    expect(sent.filter((path) => path === "/v2/rates/find")).toHaveLength(2);
    expect(sent.filter((path) => path === "/v2/rates/detailed")).toHaveLength(2);
    expect(sent.filter((path) => path === "/v2/balances/GBP")).toHaveLength(2);

    const [rateKept, bidKept, tableKept, quoteKept, balanceKept] = during as [number, number, unknown[][], unknown[][], number];
    expect([rateKept, bidKept, balanceKept]).toEqual([rate, bid, balance]);
    // FX.RATES still says when its figures are from: the time they were fetched, not now.
    expect(tableKept).toEqual(table);
    expect(quoteKept.slice(0, -1)).toEqual(quote.slice(0, -1));
    expect(quoteKept.at(-1)).toEqual([
      "Note",
      `As of ${formatWallClockTime(fetchedAt)} (stale: refresh failed at ${formatWallClockTime(failedAt)}, the FX Desk service cannot be reached). ${INDICATIVE_NOTE}`,
    ]);

    // A pair never fetched has nothing to keep: its cell says why.
    expect(neverFetched).toEqual(expect.objectContaining({ code: "#N/A", message: expect.stringMatching(/^Cannot reach the FX Desk service: /) }));
    // Bad input is still the input's fault, outage or not.
    expect(await evaluate("RATE", "EURGBPX")).toEqual(expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Pair: /) }));

    const [report] = await reportsReach(1);
    expect(report).toEqual({
      kind: "unreachable",
      failedAt,
      error: expect.objectContaining({ name: "ConnectionError" }),
      // Two FX.RATE cells, the table's two rows, the quote and the balance; and USDJPY without a value.
      keptValues: 6,
      keptFrom: { oldest: fetchedAt, newest: fetchedAt },
      valuesWithoutEarlierValue: 1,
    });

    await setFaults(demoService, {});
    now += 60_000;
    const after = (await recalculate()) as [number, number, unknown[][], unknown[][], number];
    expect(after[2].map((row) => row[4])).toEqual([toExcelDateTime(now), toExcelDateTime(now)]);
    expect(after[3].at(-1)).toEqual(["Note", INDICATIVE_NOTE]);
    expect(await reportsReach(2)).toEqual([report, { kind: "reachable", at: now }]);
  });

  it("a 503 after the client's retries keeps the values too", async () => {
    const rate = await evaluate("RATE", "GBPUSD");
    await setFaults(demoService, { share_503: 1 });
    now += 60_000;
    expect(await evaluate("RATE", "GBPUSD")).toBe(rate);
    const [report] = await reportsReach(1);
    expect(report).toEqual(expect.objectContaining({ kind: "unreachable", keptValues: 1, error: expect.objectContaining({ name: "ServiceUnavailableError", status: 503 }) }));
  });

  it("a live cell starting during the outage shows its pair's last rate", async () => {
    const cell = stream<number>("RATE.LIVE", "EURUSD", null, 5);
    await cell.resultCount(1);
    const first = cell.latest;
    expect(typeof first).toBe("number");

    await setFaults(demoService, { share_dropped: 1 });
    now += 60_000;
    sent.length = 0;
    const again = stream<number>("RATE.LIVE", "EURUSD", null, 5);
    await again.resultCount(1);
    expect(sent).toContain("/v2/rates/find");
    expect(again.latest).toBe(first);
    cell.cancel();
    again.cancel();
  });
});
