/**
 * A funding conversion is priced again just before the run books it: when buying the short currency now costs more
 * than the check estimated by more than the tolerance (0.25 %), the rows it funds are not sent ("Needs
 * confirmation", saying the old and new rate and cost) and nothing is bought; rows paid from the balance still go.
 * A move within the tolerance or in the person's favour books as confirmed, and checking again funds the held rows
 * at the new rate.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { paymentJob } from "./payment-job";
import { shiftRate } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, leaveAvailable as leaveAvailableOf } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";

const SHEET = "Funded";
const FUND_WITH_USD = { fund: [{ currency: "EUR", sellCurrency: "USD" }] };

describe("funding conversions priced again before they are booked", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let beneficiary: Beneficiary;

  withDemoService({ perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    beneficiary = await createEurBeneficiary(client, "Funded Payee");
    await leaveAvailableOf(client, beneficiary, "1000.00");
  });

  const counted = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

  /** 600 EUR fits the 1,000 available; 1,500 and 1,200 do not, and are funded by buying 2,700 EUR with USD. */
  async function checkedSheet() {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, SHEET, PAYMENT_HEADERS, [
      [beneficiary.id, "600.00", "EUR", "FR-1", "Purchase"],
      [beneficiary.id, "1500.00", "EUR", "FR-2", "Purchase"],
      [beneficiary.id, "1200.00", "EUR", "FR-3", "Purchase"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, "payment")));
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
      `not sent: buying EUR for it now costs more than the check showed — ${estimate.rate.toFixed(6)} → ${offerNow.toFixed(6)} USD per EUR, ` +
      `about ${estimate.sellAmount.toFixed(2)} → ${sellNow} USD, ${worse} % worse; tolerance 0.25 %; check again to fund it at the new rate`;
    expect(outcome.rows.filter((row) => row.result === "held").map((row) => row.message)).toEqual([message, message]);
    expect(await columnValues(workbook, SHEET, "FX result")).toEqual(["Booked", "Needs confirmation", "Needs confirmation"]);

    // Checked again, the shortfall is estimated at the new rate and the held rows are funded and paid.
    const again = paymentJob(await prepareJob(ctx, await readOrders(ctx, "payment")));
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
