/**
 * A conversion check of 1,000 rows (about 20 pairs, both fixed sides, one row in ten repeating an earlier trade)
 * against the demo service at its real demo limits (150 calls a minute, rates 150: `--limits-scale 1`) with the
 * client's own budget: requests and seconds to the first totals (every row's indicative figures from one rates/find),
 * to all firm figures (one detailed quote per distinct trade) and to booked (Book pressed once they are all in: one
 * rates/find re-prices, then the creates). Beside it, in the same run and at the same limits, the baseline: one
 * detailed quote per row before anything is shown (the check as it was, four at a time under the same budget), on a
 * demo service of its own so neither spends the other's minute. FXDESK_BENCH_LIMITS_SCALE scales the limits and the
 * budgets alike (default 1) when a quarter of an hour is too long; the figures then say so.
 */
import pLimit from "p-limit";
import { createClient, type FxDeskClient } from "../../src/api";
import { prepareJob, readOrders } from "../../src/jobs/kind-jobs";
import type { JobContext } from "../../src/jobs/engine/booking-api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { MemoryWorkbook } from "../../src/workbook/memory-workbook";
import { demoUser } from "../support/demo-client";
import { startDemoProcess, type DemoProcess } from "../support/demo-service";
import { recordingFetch, scaledBudget, type SentRequest } from "./bench-client";
import { conversionKind } from "../../src/jobs/kinds/conversion";

const ROWS = Number(process.env["FXDESK_BENCH_CONVERSION_ROWS"] ?? "1000");
const SCALE = Number(process.env["FXDESK_BENCH_LIMITS_SCALE"] ?? "1");
const HEADERS = ["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"];
/** Bought, sold: majors both ways round, crosses, and a pair no major currency decides (CHFJPY). */
const PAIRS = [
  ["EUR", "GBP"], ["GBP", "EUR"], ["USD", "EUR"], ["EUR", "USD"], ["USD", "GBP"], ["JPY", "USD"], ["CHF", "EUR"], ["USD", "AUD"], ["CAD", "USD"], ["SEK", "EUR"],
  ["NOK", "GBP"], ["SGD", "USD"], ["PLN", "EUR"], ["DKK", "GBP"], ["HKD", "USD"], ["CZK", "EUR"], ["USD", "NZD"], ["MXN", "USD"], ["ZAR", "GBP"], ["JPY", "CHF"],
] as const;

type Sent = SentRequest;

function client(service: DemoProcess, sent: Sent[]): FxDeskClient {
    return createClient({ ...demoUser(service), fetch: recordingFetch(sent), rateBudget: scaledBudget(SCALE) });
}

/** The rows: pairs in turn, fixed sides alternating, every tenth row repeating the trade five rows before it. */
function rows(): (string | number)[][] {
  const made: (string | number)[][] = [];
  for (let index = 0; index < ROWS; index += 1) {
    const earlier = made[index - 5];
    if (index % 10 === 9 && earlier !== undefined) {
      made.push([...earlier.slice(0, 4), `Repeat of row ${index - 3}`]);
      continue;
    }
    const [buy, sell] = PAIRS[index % PAIRS.length]!;
    // Whole amounts: every currency here takes them, JPY included.
    made.push([buy, sell, 1000 + index * 13, index % 2 === 0 ? "buy" : "sell", `Invoice ${index + 1}`]);
  }
  return made;
}

/** Requests by route, and in all, sent from `from` (an index into `sent`) on. */
function requests(sent: readonly Sent[], from: number) {
  const byPath: Record<string, number> = {};
  for (const entry of sent.slice(from)) byPath[entry.path] = (byPath[entry.path] ?? 0) + 1;
  return { total: sent.length - from, byPath };
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

async function newPath() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = client(demoService, sent);
    await api.core.balances.find(); // signed in before the clock starts: the check is what is measured
    const workbook = new MemoryWorkbook();
    workbook.setValues("Conversions", "A1", [HEADERS, ...rows()]);
    workbook.select("Conversions", `A2:E${ROWS + 1}`);
    const ctx: JobContext = { api: api.core, workbook, signedInLogin: () => DEMO_USER.loginId, budget: api.limiter };
    const from = sent.length;
    const started = performance.now();
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    if (job.kind !== "conversion") throw new Error("expected a conversion job");
    const firstTotalsMs = performance.now() - started;
    const atFirstTotals = requests(sent, from);
    const indicativeRows = job.preview.quotes.filter((quote) => !quote.firm).length;
    await job.preview.firm.whenDone();
    const allFirmMs = performance.now() - started;
    const atAllFirm = requests(sent, from);
    const firmRows = job.preview.quotes.filter((quote) => quote.firm).length;
    const bookFrom = sent.length;
    const outcome = await job.run(job.confirm({ acceptDuplicates: true }), { concurrency: 8 });
    const bookedMs = performance.now() - started;
    return {
      firstTotals: { seconds: seconds(firstTotalsMs), requests: atFirstTotals, rowsShown: indicativeRows },
      allFirm: { seconds: seconds(allFirmMs), requests: atAllFirm, firmRows },
      booked: { seconds: seconds(bookedMs), booked: outcome.booked, bookingRequests: requests(sent, bookFrom) },
    };
  } finally {
    await demoService.close();
  }
}

/** The check as it was: one detailed quote per row, four at a time under the client's budget, before anything is shown. */
async function baseline() {
  const demoService = await startDemoProcess(["--limits-scale", String(SCALE)]);
  try {
    const sent: Sent[] = [];
    const api = client(demoService, sent);
    await api.core.balances.find();
    const from = sent.length;
    const limit = pLimit(4);
    const started = performance.now();
    await Promise.all(
      rows().map(([buy, sell, amount, side]) =>
        limit(() => api.core.rates.detailed({ buy_currency: String(buy), sell_currency: String(sell), amount: String(amount), fixed_side: side === "buy" ? "buy" : "sell" })),
      ),
    );
    return { firstFiguresSeconds: seconds(performance.now() - started), requests: requests(sent, from) };
  } finally {
    await demoService.close();
  }
}

export async function benchConversions(): Promise<Record<string, unknown>> {
  // Each on a service of its own, at the same time: neither spends the other's minute, and the run takes one wait.
  const [measured, oneQuotePerRow] = await Promise.all([newPath(), baseline()]);
  return {
    rows: ROWS,
    pairs: PAIRS.length,
    limitsScale: SCALE,
    note: SCALE === 1 ? "demo limits as the provider sets them (150 a minute, rates 150)" : `demo limits and the client's budget both scaled ×${SCALE}`,
    measured,
    baselineOneDetailedQuotePerRow: oneQuotePerRow,
    ratios: {
      firstFiguresVsBaseline: Number((measured.firstTotals.seconds / Math.max(oneQuotePerRow.firstFiguresSeconds, 0.1)).toFixed(4)),
      quotesVsBaseline: `${measured.allFirm.requests.byPath["/v2/rates/detailed"] ?? 0} vs ${oneQuotePerRow.requests.byPath["/v2/rates/detailed"] ?? 0}`,
    },
    met: measured.firstTotals.seconds <= 5 && measured.firstTotals.rowsShown === ROWS && measured.booked.booked === ROWS && (measured.booked.bookingRequests.byPath["/v2/rates/detailed"] ?? 0) === 0,
  };
}
