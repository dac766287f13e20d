/**
 * Which rows a funding conversion funds, and when they are paid, against a demo service that refuses what the real
 * one refuses: payments adding up to more than their conversion buys, dated before its conversion date, or linked
 * to a conversion that has settled.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import type { ConversionInput } from "../../../src/api/schemas";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { dateCell } from "../../../src/jobs/engine/result-values";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { Crash } from "./crash";
import { paymentJob } from "./payment-job";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary, leaveAvailable } from "../../support/demo-data";
import { DAY } from "../../support/demo-service";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";


describe("funding conversions fund the rows beyond the balance, paid when their money arrives", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let beneficiary: Beneficiary;

  withDemoService({ perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    beneficiary = await createEurBeneficiary(client, "Funded Payee");
  });

  const conversionIds = () => new Set(Object.keys(demoService.state.data.conversions));
  const newConversions = (before: ReadonlySet<string>) => Object.values(demoService.state.data.conversions).filter((conversion) => !before.has(conversion.id));

  /**
   * Two EUR rows beyond the 1,000 EUR available on `sheet`; the add-in dies once their funding conversion has reached
   * the service, before its answer is read. The conversion, awaiting funds, is returned.
   */
  async function crashOnceFundingIsBooked(sheet: string, prefix: string): Promise<{ workbook: MemoryWorkbook; conversion: ConversionInput }> {
    await leaveAvailable(client, beneficiary, "1000.00");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, sheet, PAYMENT_HEADERS, [
      [beneficiary.id, "1500.00", "EUR", `${prefix}-1`, "Purchase"],
      [beneficiary.id, "1200.00", "EUR", `${prefix}-2`, "Purchase"],
    ]);
    const crash = new Crash(1, "/v2/conversions/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = paymentJob(await prepareJob(dying, await readOrders(dying, paymentKind)));
    const before = conversionIds();
    // The add-in stops: the run can neither send nor write any more, and says so instead of booking on.
    const stopped = await first.run(first.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] }), { blockSize: 1, concurrency: 1, retry: { maxRetries: 1 } });
    expect([stopped.sheetFailure, stopped.booked]).toEqual([expect.any(Error), 0]);
    const [conversion] = newConversions(before);
    if (conversion === undefined) throw new Error("the funding conversion did not reach the service");
    return { workbook, conversion };
  }

  it("books one conversion buying exactly the rows that do not fit, links only those, and moves a row dated today to its conversion date", async () => {
    await leaveAvailable(client, beneficiary, "1000.00");
    const today = new Date(demoService.clock.now()).toISOString().slice(0, 10);
    const workbook = new MemoryWorkbook();
    // Walked in sheet order against 1,000 EUR: 600 fits (400 left), 700 does not, 300 fits (100 left), 200 does not.
    loadSheet(workbook, "Short", [...PAYMENT_HEADERS, "Payment date"], [
      [beneficiary.id, "600.00", "EUR", "ROW-1", "Purchase", ""],
      [beneficiary.id, "700.00", "EUR", "ROW-2", "Purchase", today],
      [beneficiary.id, "300.00", "EUR", "ROW-3", "Purchase", ""],
      [beneficiary.id, "200.00", "EUR", "ROW-4", "Purchase", ""],
    ]);
    const ctx = jobContext(client, workbook);
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const [eur] = job.needs({});
    expect([eur!.shortfall.toFixed(2), eur!.beyondBalance.amount.toFixed(2), eur!.beyondBalance.rows]).toEqual(["800.00", "900.00", [2, 4]]);
    const confirmation = job.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] });
    expect(confirmation.funding.map((funding) => [funding.buyCurrency, funding.amount.toFixed(2), funding.rows])).toEqual([["EUR", "900.00", [2, 4]]]);

    const before = conversionIds();
    const outcome = await job.run(confirmation);
    // The service refused none of them.
    expect([outcome.booked, outcome.failed]).toEqual([4, 0]);
    const [conversion, ...others] = newConversions(before);
    expect(others).toEqual([]);
    expect([conversion!.client_buy_amount, conversion!.fixed_side]).toEqual(["900.00", "buy"]);
    const conversionDay = conversion!.conversion_date.slice(0, 10);
    expect(conversionDay > today).toBe(true);

    const payments = ((await columnValues(workbook, "Short", "FX id")) as string[]).map((id) => demoService.state.data.payments[id]!.wire);
    expect(payments.map((payment) => payment.conversion_id)).toEqual([null, conversion!.id, null, conversion!.id]);
    expect(payments.filter((payment) => payment.conversion_id !== null).map((payment) => payment.payment_date)).toEqual([conversionDay, conversionDay]);
    // The funded rows name their conversion as the provider's statements do: by its short reference.
    expect(await columnValues(workbook, "Short", "FX funding conversion")).toEqual([null, conversion!.short_reference, null, conversion!.short_reference]);
    const moved = `paid on ${conversionDay}, when its funding conversion settles`;
    expect(await columnValues(workbook, "Short", "FX message")).toEqual([null, moved, null, moved]);
    // The sheet shows the date the service booked (as an Excel date).
    expect(await columnValues(workbook, "Short", "FX payment date")).toEqual(payments.map((payment) => dateCell(payment.payment_date, 1900)));
  });

  it("books the rest without linking when a resumed run finds its funding conversion settled", async () => {
    const { workbook, conversion } = await crashOnceFundingIsBooked("Resume", "RES");
    expect(conversion.client_buy_amount).toBe("2700.00");

    // Days later the conversion has settled: its 2,700 EUR is in the balance, and it can be linked to no more payments.
    demoService.clock.advance(5 * DAY);
    expect((await client.core.conversions.get(conversion.id)).status).toBe("trade_settled");

    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook);
    const second = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(second.needs({}).map((need) => [need.currency, need.total.toFixed(2), need.shortfall.toFixed(2)])).toEqual([["EUR", "2700.00", "0.00"]]);
    const outcome = await second.run(second.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([2, 0]);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    const payments = ((await columnValues(workbook, "Resume", "FX id")) as string[]).map((id) => demoService.state.data.payments[id]!.wire);
    expect(payments.map((payment) => payment.conversion_id)).toEqual([null, null]);
    const settled = `paid from the balance: its funding conversion ${conversion.short_reference} had settled`;
    expect(await columnValues(workbook, "Resume", "FX message")).toEqual([settled, settled]);
  });

  it("books a row unlinked when its funding conversion settles between the check and the run", async () => {
    const { workbook, conversion } = await crashOnceFundingIsBooked("Late", "LATE");

    // Checked while the conversion still awaits funds (the rows are linked to it), run once it has settled.
    const ctx = jobContext(client, workbook);
    const second = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    demoService.clock.advance(5 * DAY);
    expect((await client.core.conversions.get(conversion.id)).status).toBe("trade_settled");
    demoService.state.counters.reset();
    const outcome = await second.run(second.confirm());

    expect([outcome.booked, outcome.failed]).toEqual([2, 0]);
    // Each row was refused once linked (conversion_is_already_settled), then sent unlinked under the same key.
    expect(demoService.state.counters.snapshot()["POST /v2/payments/create"]).toBe(4);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    const payments = ((await columnValues(workbook, "Late", "FX id")) as string[]).map((id) => demoService.state.data.payments[id]!.wire);
    expect(payments.map((payment) => [payment.reference, payment.conversion_id])).toEqual([["LATE-1", null], ["LATE-2", null]]);
    const settled = `paid from the balance: its funding conversion ${conversion.short_reference} had settled`;
    expect(await columnValues(workbook, "Late", "FX message")).toEqual([settled, settled]);
  });
});
