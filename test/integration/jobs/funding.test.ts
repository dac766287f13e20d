import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { paymentJob } from "./payment-job";
import { demoClient, jobContext } from "../../support/demo-client";
import { shiftRate } from "../../support/demo-admin";
import { createEurBeneficiary, leaveAvailable as leaveAvailableOf } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";


describe("funding conversions: booked once, found again by their key, always logged", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let beneficiary: Beneficiary;

  withDemoService({ perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    beneficiary = await createEurBeneficiary(client, "Funded Payee");
  });

  const leaveAvailable = (left: string) => leaveAvailableOf(client, beneficiary, left);
  const conversionsSince = (before: ReadonlySet<string>) => Object.values(demoService.state.data.conversions).filter((conversion) => !before.has(conversion.id));
  const conversionIds = () => new Set(Object.keys(demoService.state.data.conversions));

  it("writes the funding key beside every row it funds before sending it, and a re-run recovers it instead of booking another", async () => {
    const before = conversionIds();
    const outside = await leaveAvailable("1000.00");
    const workbook = new MemoryWorkbook();
    // Neither row fits the 1,000 EUR available: the conversion funds both.
    loadSheet(workbook, "Crash", PAYMENT_HEADERS, [
      [beneficiary.id, "1500.00", "EUR", "FC-1", "Purchase"],
      [beneficiary.id, "1200.00", "EUR", "FC-2", "Purchase"],
    ]);
    // The add-in dies once the funding conversion has reached the service, before its answer is read.
    const crash = new Crash(1, "/v2/conversions/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = paymentJob(await prepareJob(dying, await readOrders(dying, paymentKind)));
    const shortfall = first.preview.needs.find((need) => need.currency === "EUR")!.shortfall;
    expect(shortfall.isZero()).toBe(false);
    // Blocks of one row: the second funded row must still carry the key before the conversion is sent.
    // The run ends either way (the crashed workbook is a failure it reports, the crashed service one it may throw).
    await first.run(first.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] }), { blockSize: 1, concurrency: 1, retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);

    const [booked, ...others] = conversionsSince(before);
    expect(others).toEqual([]);
    expect(booked!.client_buy_amount).toBe("2700.00");
    expect(await columnValues(workbook, "Crash", "FX funding conversion")).toEqual([booked!.unique_request_id, booked!.unique_request_id]);
    expect(Object.keys(demoService.state.data.payments)).toEqual([outside]);

    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook);
    const second = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(second.preview.needs.filter((need) => need.currency === "EUR")).toEqual([]);
    expect(() => second.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] })).toThrow("needs no funding");
    const outcome = await second.run(second.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([2, 0]);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    expect(conversionsSince(before).map((conversion) => conversion.id)).toEqual([booked!.id]);

    const paymentIds = (await columnValues(workbook, "Crash", "FX id")) as string[];
    expect(paymentIds.map((id) => demoService.state.data.payments[id]!.wire.conversion_id)).toEqual([booked!.id, booked!.id]);
    expect(await columnValues(workbook, "Crash", "FX funding conversion")).toEqual([booked!.short_reference, booked!.short_reference]);
    const audit = await workbook.readTable(AUDIT_SHEET);
    const logged = audit.rows.map((row) => [row.values[audit.headers.indexOf("Kind")], row.values[audit.headers.indexOf("Resulting id")], row.values[audit.headers.indexOf("Event")]]);
    expect(logged).toContainEqual(["funding conversion", booked!.id, "recovered"]);
  });

  it("logs a funding conversion even when the run then stops on a failure", async () => {
    const before = conversionIds();
    await leaveAvailable("1000.00");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Busy", PAYMENT_HEADERS, [[beneficiary.id, "1500.00", "EUR", "BUSY-1", "Purchase"]]);
    // The audit sheet is busy once, at the run's first write of results: the run stops sending there and says so.
    let busy = true;
    const flaky = Object.assign(Object.create(workbook) as MemoryWorkbook, {
      appendRows: async (...args: Parameters<MemoryWorkbook["appendRows"]>) => {
        if (busy) {
          busy = false;
          throw new Error("Excel is busy");
        }
        return workbook.appendRows(...args);
      },
    });
    const ctx = jobContext(client, flaky);
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const outcome = await job.run(job.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] }));
    expect(outcome.sheetFailure).toEqual(new Error("Excel is busy"));

    const [booked] = conversionsSince(before);
    const audit = await workbook.readTable(AUDIT_SHEET);
    const logged = audit.rows.map((row) => [row.values[audit.headers.indexOf("Kind")], row.values[audit.headers.indexOf("Resulting id")]]);
    expect(logged).toContainEqual(["funding conversion", booked!.id]);
  });

  it("funds only the rows the confirmation sends, not those held back as duplicates", async () => {
    await leaveAvailable("1000.00");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Held", PAYMENT_HEADERS, [
      [beneficiary.id, "1500.00", "EUR", "HELD-1", "Purchase"],
      [beneficiary.id, "400.00", "EUR", "HELD-DUP", "Purchase"],
      [beneficiary.id, "400.00", "EUR", "HELD-DUP", "Purchase"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(job.preview.needs.find((need) => need.currency === "EUR")!.available.toFixed(2)).toBe("1000.00");

    const withoutDuplicates = job.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] });
    expect([withoutDuplicates.rowsToSend, withoutDuplicates.heldRows]).toEqual([1, 2]);
    expect(withoutDuplicates.funding.map((funding) => [funding.amount.toFixed(2), funding.rows])).toEqual([["1500.00", [1]]]);

    // Included, the duplicates fit what HELD-1 leaves of the balance (400 + 400 of 1,000): the conversion still
    // buys HELD-1 alone, more than the 1,300 shortfall, and funds no other row.
    const withDuplicates = job.confirm({ acceptDuplicates: true, fund: [{ currency: "EUR", sellCurrency: "USD" }] });
    expect(withDuplicates.funding.map((funding) => [funding.amount.toFixed(2), funding.rows])).toEqual([["1500.00", [1]]]);
    // The preview measures with the same rule as the confirmation: held rows count once they are included.
    expect(job.needs({}).map((need) => need.total.toFixed(2))).toEqual(["1500.00"]);
    expect(job.needs({ acceptDuplicates: true }).map((need) => need.total.toFixed(2))).toEqual(["2300.00"]);
    expect(withDuplicates.needs.map((need) => [need.shortfall.toFixed(2), need.beyondBalance.amount.toFixed(2)])).toEqual([["1300.00", "1500.00"]]);
  });

  it("offers only balances that can pay for the covering conversion, estimates its cost, and refuses any other", async () => {
    await leaveAvailable("1000.00");
    const workbook = new MemoryWorkbook();
    // COST-1 fits the 1,000 EUR available; COST-2 does not: 1,000 short, and the conversion buys COST-2's 1,100.
    loadSheet(workbook, "Costs", PAYMENT_HEADERS, [
      [beneficiary.id, "900.00", "EUR", "COST-1", "Purchase"],
      [beneficiary.id, "1100.00", "EUR", "COST-2", "Purchase"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const needs = job.needs({});
    const [eur] = needs;
    expect([eur!.currency, eur!.shortfall.toFixed(2), eur!.beyondBalance.amount.toFixed(2), eur!.beyondBalance.rows]).toEqual(["EUR", "1000.00", "1100.00", [2]]);
    const options = job.coverOptions(eur!, needs);
    const offers = await client.core.rates.find(options.map((option) => `EUR${option.sellCurrency}`));
    // Every held balance but EUR is offered, each priced at the service's offer for buying EUR with it.
    expect(options.map((option) => option.sellCurrency).sort()).toEqual(["AUD", "CAD", "CHF", "GBP", "JPY", "USD"]);
    for (const option of options) {
      expect(option.rate.toFixed()).toBe(offers.rates[`EUR${option.sellCurrency}`]![1].toFixed());
      expect(option.sellAmount.toFixed()).toBe(new Decimal(1100).times(option.rate).toDecimalPlaces(option.sellCurrency === "JPY" ? 0 : 2, Decimal.ROUND_HALF_UP).toFixed());
    }
    const usd = options.find((option) => option.sellCurrency === "USD")!;
    const confirmation = job.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] });
    expect(confirmation.funding.map((funding) => [funding.amount.toFixed(2), funding.rows, funding.estimate.sellAmount.toFixed(2)])).toEqual([["1100.00", [2], usd.sellAmount.toFixed(2)]]);

    // A balance too small for the shortfall is neither offered nor accepted.
    const big = new MemoryWorkbook();
    loadSheet(big, "TooBig", PAYMENT_HEADERS, [[beneficiary.id, "30000000.00", "EUR", "COST-2", "Purchase"]]);
    const bigCtx = jobContext(client, big);
    const bigJob = paymentJob(await prepareJob(bigCtx, await readOrders(bigCtx, paymentKind)));
    const bigNeeds = bigJob.needs({});
    // The row is beyond the balance, so the conversion would buy all 30,000,000 EUR: no balance of the demo house
    // account (at most 10,000,000 USD or GBP) can pay for it.
    expect(bigJob.coverOptions(bigNeeds[0]!, bigNeeds)).toEqual([]);
    expect(() => bigJob.confirm({ fund: [{ currency: "EUR", sellCurrency: "CHF" }] })).toThrow(/the CHF balance cannot pay for 30000000.00 EUR, what the payments beyond the EUR balance add up to \(short by 29999000.00\)/);
  });
  it("links rows to the conversion their funding cell names by short reference (or an earlier version's id), and refuses one the service lacks", async () => {
    const conversion = await client.core.conversions.create({ buy_currency: "EUR", sell_currency: "USD", fixed_side: "buy", amount: "3000.00", reason: "Funding", term_agreement: true });
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Named", [...PAYMENT_HEADERS, "FX funding conversion"], [
      [beneficiary.id, "1500.00", "EUR", "NAMED-1", "Purchase", conversion.short_reference],
      [beneficiary.id, "1200.00", "EUR", "NAMED-2", "Purchase", conversion.id],
      [beneficiary.id, "100.00", "EUR", "NAMED-3", "Purchase", "20991231-ZZZZZZ"],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    // One look-up per distinct cell: a find by short reference (twice: the named one and the unknown one), a read by id.
    expect([demoService.state.counters.snapshot()["GET /v2/conversions/find"], demoService.state.counters.snapshot()["GET /v2/conversions/:id"]]).toEqual([2, 1]);
    const outcome = await job.run(job.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([2, 0]);

    const ids = (await columnValues(workbook, "Named", "FX id")) as (string | null)[];
    expect(ids.slice(0, 2).map((id) => demoService.state.data.payments[id!]!.wire.conversion_id)).toEqual([conversion.id, conversion.id]);
    expect(ids[2]).toBeNull();
    // Both booked rows now name the conversion by its short reference; the unknown one says what to do.
    expect(await columnValues(workbook, "Named", "FX funding conversion")).toEqual([conversion.short_reference, conversion.short_reference, "20991231-ZZZZZZ"]);
    expect((await columnValues(workbook, "Named", "FX result"))[2]).toBe("Invalid");
    expect((await columnValues(workbook, "Named", "FX message"))[2]).toBe(
      "FX funding conversion: the service has no conversion 20991231-ZZZZZZ for this account — correct the cell, or clear it to fund the row anew",
    );
  });

  /**
   * A funding conversion is priced again just before the run books it: when buying the short currency now costs
   * more than the check estimated by more than the tolerance (0.25 %), the rows it funds are not sent ("Needs
   * confirmation", saying the old and new rate and cost) and nothing is bought; rows paid from the balance still go.
   * A move within the tolerance or in the person's favour books as confirmed, and checking again funds the held rows
   * at the new rate.
   */
  describe("priced again before it is booked", () => {
    const SHEET = "Funded";
    const FUND_WITH_USD = { fund: [{ currency: "EUR", sellCurrency: "USD" }] };
    const counted = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

    /** 600 EUR fits the 1,000 available; 1,500 and 1,200 do not, and are funded by buying 2,700 EUR with USD. */
    async function checkedSheet() {
      await leaveAvailable("1000.00");
      const workbook = new MemoryWorkbook();
      loadSheet(workbook, SHEET, PAYMENT_HEADERS, [
        [beneficiary.id, "600.00", "EUR", "FR-1", "Purchase"],
        [beneficiary.id, "1500.00", "EUR", "FR-2", "Purchase"],
        [beneficiary.id, "1200.00", "EUR", "FR-3", "Purchase"],
      ]);
      const ctx = jobContext(client, workbook);
      const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
      return { workbook, ctx, job };
    }

    it("holds the rows a conversion funds when buying their currency moved against the person beyond the tolerance, and books the rest", async () => {
      const { workbook, ctx, job } = await checkedSheet();
      const confirmation = job.confirm(FUND_WITH_USD);
      const [funding] = confirmation.funding;
      expect([funding?.amount.toFixed(2), funding?.rows]).toEqual(["2700.00", [2, 3]]);

      await shiftRate(demoService, "EUR", "0.5");
      const { rates } = await client.core.rates.find(["EURUSD"]);
      const offerNow = rates.EURUSD![1];
      demoService.state.counters.reset();
      const outcome = await job.run(confirmation);

      expect(counted("GET /v2/rates/find")).toBe(1);
      expect(counted("POST /v2/conversions/create")).toBe(0);
      expect(counted("POST /v2/payments/create")).toBe(1);
      expect(outcome.rows.map((row) => [row.row + 1, row.result, row.reconfirm ?? false])).toEqual([
        [2, "booked", false],
        [3, "held", true],
        [4, "held", true],
      ]);
      const estimate = funding!.estimate;
      const worse = offerNow.minus(estimate.rate).div(estimate.rate).mul(100).toDecimalPlaces(2).toFixed(2);
      expect(Number(worse)).toBeGreaterThan(0.25);
      const sellNow = offerNow.mul(2700).toDecimalPlaces(2).toFixed(2);
      const message =
        `not sent: buying EUR for it now costs more than the check showed — ${estimate.rate.toFixed()} → ${offerNow.toFixed()} USD per EUR, ` +
        `about ${estimate.sellAmount.toFixed(2)} → ${sellNow} USD, ${worse} % worse; tolerance 0.25 %; check again to fund it at the new rate`;
      expect(outcome.rows.filter((row) => row.result === "held").map((row) => row.message)).toEqual([message, message]);
      expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Booked", "Needs confirmation", "Needs confirmation"]);

      // Checked again, the shortfall is estimated at the new rate and the held rows are funded and paid.
      const again = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
      const second = await again.run(again.confirm(FUND_WITH_USD));
      expect(second.rows.map((row) => [row.row + 1, row.result])).toEqual([
        [3, "booked"],
        [4, "booked"],
      ]);
      expect(counted("POST /v2/conversions/create")).toBe(1);
    });

    it.each([
      ["got cheaper", "-0.5"],
      ["got dearer within the tolerance", "0.1"],
    ])("books as confirmed when buying the currency %s", async (_, percent) => {
      const { workbook, job } = await checkedSheet();
      await shiftRate(demoService, "EUR", percent);
      demoService.state.counters.reset();

      const outcome = await job.run(job.confirm(FUND_WITH_USD));

      expect(outcome.rows.map((row) => row.result)).toEqual(["booked", "booked", "booked"]);
      expect(counted("POST /v2/conversions/create")).toBe(1);
      expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Booked", "Booked", "Booked"]);
    });
  });
});
