/**
 * A conversion check in seconds (issue 32 point 2), through real HTTP: the check prices every row from one rates/find
 * for all its pairs before any quote reaches the service, and shows indicative figures and totals at once; each row's
 * quote then replaces its figures (the account's margin added) and the totals follow; Book asks for no quote the check
 * has, and one booked before its firm quotes arrived books no row on a rate nobody saw: indicative rows are priced
 * again, and with held rates each row is held as it is sent and booked by that quote only within the tolerance.
 */
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { AgreedRateSettings } from "../../../src/jobs/kinds/conversion/agreed-rates";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { enableHeldRates, shiftRate } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";

const HEADERS = ["Buy", "Sell", "Amount", "Fixed side", "Reason"];
/** Five pairs, both fixed sides, both ways round a pair, a pair no major currency decides (CHFJPY), and a repeated trade (rows 2 and 8). */
const ROWS = [
  ["EUR", "GBP", "10000", "buy", "Supplier EUR"],
  ["GBP", "EUR", "10000", "sell", "EUR receipts home"],
  ["USD", "GBP", "2500.50", "sell", "US office"],
  ["JPY", "USD", "1000", "sell", "Tokyo rent"],
  ["CHF", "JPY", "500000", "sell", "Zurich fees"],
  ["SEK", "EUR", "12000", "buy", "Stockholm payroll"],
  ["EUR", "GBP", "10000", "buy", "Supplier EUR again"],
];
const DISTINCT_TRADES = 6;
const TOLERANCE: AgreedRateSettings = { tolerancePercent: new Decimal("0.25") };

/** A gate the test opens: requests wait at it until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("a conversion check in seconds", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  const counted = () => demoService.state.counters.snapshot();
  /** The house account prices with a 0.50 % margin, so a quote's figures differ from the market's. */
  const withMargin = () => {
    const house = demoService.state.data.accounts[demoService.state.data.houseAccountId]!;
    house.wire.spread_table = "flat_0.50";
  };
  /** A check whose quotes (detailed and held) wait at `quotes` before they are sent. */
  const check = async (workbook: MemoryWorkbook, agreedRates: AgreedRateSettings, quotes: { opened: Promise<void> }) => {
    const { core } = client;
    const api = {
      ...core,
      rates: { ...core.rates, detailed: async (...args: Parameters<typeof core.rates.detailed>) => (await quotes.opened, core.rates.detailed(...args)) },
      quotes: { ...core.quotes, create: async (...args: Parameters<typeof core.quotes.create>) => (await quotes.opened, core.quotes.create(...args)) },
    };
    const ctx = jobContext(client, workbook, { api, now: () => demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind, { source: { from: "table", sheet: "Trades" } }), { agreedRates });
    if (job.kind !== "conversion") throw new Error("expected a conversion job");
    return job;
  };
  const sheetOf = (rows = ROWS) => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", HEADERS, rows);
    return workbook;
  };
  const figuresOf = (quotes: readonly { row: number; clientRate: Decimal; buyAmount: Decimal; sellAmount: Decimal; firm: boolean }[]) =>
    quotes.map((quote) => [quote.row + 1, quote.clientRate.toFixed(), quote.buyAmount.toFixed(2), quote.sellAmount.toFixed(2), quote.firm]);

  it("shows every row's indicative figures and the totals from one rates/find before any quote, then each row's firm figures as its quote arrives", async () => {
    withMargin();
    await client.core.balances.find(); // signed in before counting
    demoService.state.counters.reset();
    const quotes = gate();
    const job = await check(sheetOf(), TOLERANCE, quotes);

    // What reached the service before the check was done: one rates/find for every pair, no quote.
    expect(counted()["GET /v2/rates/find"]).toBe(1);
    expect(counted()["GET /v2/rates/detailed"]).toBeUndefined();
    const indicative = job.preview.quotes;
    expect(indicative.map((quote) => [quote.row + 1, quote.currencyPair, quote.firm])).toEqual([
      [2, "EURGBP", false],
      [3, "EURGBP", false],
      [4, "GBPUSD", false],
      [5, "USDJPY", false],
      [6, "CHFJPY", false],
      [7, "EURSEK", false],
      [8, "EURGBP", false],
    ]);
    expect(job.preview.firm.snapshot().progress).toMatchObject({ total: 7, checked: 0, done: false });
    const sum = (rows: typeof indicative, pick: (quote: (typeof indicative)[number]) => Decimal, currency: string, side: "buyCurrency" | "sellCurrency") =>
      rows.filter((quote) => quote[side] === currency).reduce((total, quote) => total.plus(pick(quote)), new Decimal(0)).toFixed(2);
    const eur = job.preview.totals.find((total) => total.currency === "EUR")!;
    expect([eur.buy.toFixed(2), eur.sell.toFixed(2)]).toEqual([sum(indicative, (q) => q.buyAmount, "EUR", "buyCurrency"), sum(indicative, (q) => q.sellAmount, "EUR", "sellCurrency")]);

    quotes.open();
    await job.preview.firm.whenDone();
    // One detailed quote per distinct trade: the repeated row shares its trade's.
    expect(counted()["GET /v2/rates/detailed"]).toBe(DISTINCT_TRADES);
    expect(counted()["GET /v2/rates/find"]).toBe(1);
    const firm = job.preview.quotes;
    expect(firm.every((quote) => quote.firm)).toBe(true);
    for (const [index, quote] of firm.entries()) {
      const before = indicative[index]!;
      // The market side the indicative figures took is the quote's core rate; the quote adds the account's margin,
      // against the person: a dearer offer buying the base, a lower bid selling it.
      expect(quote.coreRate.toFixed()).toBe(before.clientRate.toFixed());
      expect(quote.currencyPair).toBe(before.currencyPair);
      const buysBase = quote.buyCurrency === quote.currencyPair.slice(0, 3);
      expect(buysBase ? quote.clientRate.greaterThan(before.clientRate) : quote.clientRate.lessThan(before.clientRate)).toBe(true);
      // The fixed side's amount stays; the other one follows the rate.
      const fixedBuy = ROWS[index]![3] === "buy";
      expect((fixedBuy ? quote.buyAmount : quote.sellAmount).toFixed(2)).toBe((fixedBuy ? before.buyAmount : before.sellAmount).toFixed(2));
    }
    const firmEur = job.preview.totals.find((total) => total.currency === "EUR")!;
    expect([firmEur.buy.toFixed(2), firmEur.sell.toFixed(2)]).toEqual([sum(firm, (q) => q.buyAmount, "EUR", "buyCurrency"), sum(firm, (q) => q.sellAmount, "EUR", "sellCurrency")]);
    expect(firmEur.sell.greaterThan(eur.sell)).toBe(true);
    expect(job.preview.firm.snapshot().progress).toMatchObject({ total: 7, checked: 7, done: true });

    // Book asks for no quote the check has: one rates/find re-prices every row, then the bookings.
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm({ acceptDuplicates: true }));
    expect(outcome.booked).toBe(7);
    expect(counted()).toEqual({ "GET /v2/rates/find": 1, "POST /v2/conversions/create": 7 });
  });

  it("Book before the firm quotes arrived: no quote is asked for any more, and every row is priced again before sending", async () => {
    await client.core.balances.find();
    const quotes = gate();
    const workbook = sheetOf();
    const job = await check(workbook, TOLERANCE, quotes);
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm({ acceptDuplicates: true }));
    quotes.open();
    await job.preview.firm.whenDone();
    expect(outcome.booked).toBe(7);
    expect(counted()).toEqual({ "GET /v2/rates/find": 1, "POST /v2/conversions/create": 7 });
    expect(job.preview.firm.snapshot()).toMatchObject({ stopped: true, progress: { checked: 0, done: true } });
    expect((await columnValues(workbook, "Trades", "FX result")).slice(0, 7)).toEqual(Array(7).fill("Booked"));
  });

  it("with held rates, Book before the held quotes arrived holds each row as it is sent, once: within the tolerance booked by that quote, beyond it not booked", async () => {
    const houseAccountId = demoService.state.data.houseAccountId;
    await enableHeldRates(demoService, houseAccountId, ["3m"]);
    await client.core.balances.find();
    const rows = [ROWS[0]!, ROWS[1]!, ROWS[2]!];
    const quotes = gate();
    const workbook = sheetOf(rows);
    const job = await check(workbook, { ...TOLERANCE, holdPeriod: "3m" }, quotes);
    const shown = figuresOf(job.preview.quotes);
    expect(shown.every((row) => row[4] === false)).toBe(true);

    // Between the check and Book the pound gets dearer against the dollar by 1 %: row 4, selling GBP for USD, gets
    // 1 % more — in the person's favour, booked. EURGBP is unmoved. Rows 2 and 3 sell the other way round of EUR.
    await shiftRate(demoService, "GBPUSD", "1");
    demoService.state.counters.reset();
    const running = job.run(job.confirm());
    quotes.open();
    const outcome = await running;
    expect(outcome.rows.map((row) => [row.row + 1, row.result])).toEqual([
      [2, "booked"],
      [3, "booked"],
      [4, "booked"],
    ]);
    // One held quote per row, never two; each conversion used its row's quote; no re-pricing.
    expect(counted()["POST /v2/quotes/create"]).toBe(3);
    expect(counted()["GET /v2/rates/find"]).toBeUndefined();
    const ids = (await columnValues(workbook, "Trades", "FX id")).slice(0, 3) as string[];
    const used = Object.values(demoService.state.data.heldQuotes ?? {}).filter((quote) => quote.usedBy !== undefined);
    expect(used.map((quote) => quote.usedBy).sort()).toEqual([...ids].sort());

    // A move beyond the tolerance between the check and Book: the row is held as it is sent and not booked.
    const again = sheetOf([["EUR", "GBP", "777", "buy", "Beyond tolerance"]]);
    const late = gate();
    const moved = await check(again, { ...TOLERANCE, holdPeriod: "3m" }, late);
    await shiftRate(demoService, "EURGBP", "1");
    demoService.state.counters.reset();
    const booking = moved.run(moved.confirm());
    late.open();
    const refused = await booking;
    expect(refused.rows.map((row) => [row.result, row.reconfirm])).toEqual([["held", true]]);
    expect(refused.rows[0]?.message).toMatch(/^rate moved against you: .* \(EURGBP\), [01]\.\d\d % worse than the rate shown at Check; tolerance 0\.25 %/);
    expect(counted()["POST /v2/quotes/create"]).toBe(1);
    expect(counted()["POST /v2/conversions/create"]).toBeUndefined();
  });
});
