import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../src/api";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

describe("conversions: preview with quotes, booking, statuses and the audit log", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  it("quotes every valid row, totals per currency against balances, books on confirm and writes the results", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Trades", ["Buy CCY", "Sell ccy", "Amt", "Side", "Purpose"], [
      ["GBP", "EUR", "1000", "buy", "Supplier invoices"],
      ["USD", "EUR", "500.50", "Sell", "Payroll"],
      ["EUR", "EUR", "10", "buy", "Nothing to do"],
      ["JPY", "USD", "100.5", "buy", "Tokyo office"],
      ["GBP", "USD", "10", "both", "Unclear"],
    ]);
    const ctx = jobContext(client, workbook);
    const sheet = await readOrders(ctx, conversionKind);
    expect(sheet.mapping.headers).toMatchObject({ buy_currency: "Buy CCY", sell_currency: "Sell ccy", amount: "Amt", fixed_side: "Side", reason: "Purpose" });

    demoService.state.counters.reset();
    const job = await prepareJob(ctx, sheet);
    if (job.kind !== "conversion") throw new Error("expected a conversion job");
    await job.preview.firm.whenDone();
    expect(demoService.state.counters.snapshot()["GET /v2/rates/detailed"]).toBe(2);
    expect(demoService.state.counters.snapshot()["POST /v2/conversions/create"]).toBeUndefined();
    expect(job.preview.quotes.map((quote) => [quote.row, quote.buyCurrency, quote.sellCurrency])).toEqual([[1, "GBP", "EUR"], [2, "USD", "EUR"]]);
    expect(job.preview.quotes[0]!.buyAmount.toFixed(2)).toBe("1000.00");
    expect(job.preview.quotes[1]!.sellAmount.toFixed(2)).toBe("500.50");
    const eurSold = job.preview.quotes.reduce((sum, quote) => sum.plus(quote.sellAmount), new Decimal(0));
    expect(job.preview.totals.find((total) => total.currency === "EUR")?.sell.toFixed()).toBe(eurSold.toFixed());
    expect(job.preview.needs.map((need) => [need.currency, need.total.toFixed(), need.balance.toFixed(2), need.shortfall.toFixed()])).toEqual([["EUR", eurSold.toFixed(), "10000000.00", "0"]]);
    expect(job.rows.filter((row) => row.state === "invalid").map((row) => [row.row, row.state === "invalid" && row.message])).toEqual([
      [3, expect.stringContaining("is EUR like the buy currency")],
      [4, expect.stringContaining("JPY allows no decimals")],
      [5, expect.stringContaining("neither Buy nor Sell")],
    ]);

    const confirmation = job.confirm();
    expect([confirmation.rowsToSend, confirmation.invalidRows]).toEqual([2, 3]);
    expect(confirmation.totals.map((total) => [total.currency, total.amount.toFixed()])).toEqual([["EUR", eurSold.toFixed()]]);
    const outcome = await job.run(confirmation);
    expect(outcome.booked).toBe(2);

    const ids = (await columnValues(workbook, "Trades", "FX id")).slice(0, 2) as string[];
    const booked = ids.map((id) => demoService.state.data.conversions[id]!);
    expect(booked.map((conversion) => [conversion.buy_currency, conversion.sell_currency, conversion.fixed_side])).toEqual([
      ["GBP", "EUR", "buy"],
      ["USD", "EUR", "sell"],
    ]);
    expect((await columnValues(workbook, "Trades", "FX rate")).slice(0, 2)).toEqual(booked.map((conversion) => Number(conversion.client_rate)));
    // Dates are Excel day serials now (shown through yyyy-mm-dd), counted from 1970-01-01 = 25569.
    expect((await columnValues(workbook, "Trades", "FX settlement date")).slice(0, 2)).toEqual(
      booked.map((conversion) => Date.parse(`${conversion.settlement_date.slice(0, 10)}T00:00:00Z`) / 86_400_000 + 25569),
    );
    expect((await columnValues(workbook, "Trades", "FX key")).slice(0, 2)).toEqual(booked.map((conversion) => conversion.unique_request_id));

    const audit = await workbook.readTable(AUDIT_SHEET);
    const column = (header: string) => audit.rows.map((row) => row.values[audit.headers.indexOf(header)]);
    expect(column("Resulting id")).toEqual(ids);
    expect(column("Signed in as")).toEqual(["demo@fxdesk.local", "demo@fxdesk.local"]);
    expect(column("Kind")).toEqual(["conversion", "conversion"]);
    expect(column("Row")).toEqual([2, 3]);
    expect(column("Key")).toEqual(booked.map((conversion) => conversion.unique_request_id));
    // The service's X-Request-Id of each booking answer: distinct UUIDs.
    const requestIds = column("Request id");
    expect(requestIds.every((id) => typeof id === "string" && /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(requestIds).size).toBe(2);

    // Days later, refreshing shows the states the service has moved them to.
    demoService.clock.advance(5 * 24 * 60 * 60_000);
    const refreshed = await refreshStatuses(ctx, conversionKind);
    expect(refreshed).toEqual({ refreshed: 2, changed: expect.any(Number), failed: 0, notBooked: 3, copies: 0, leftOut: [] });
    const inWords: Record<string, string> = { awaiting_funds: "Awaiting funds", funds_arrived: "Funds arrived", trade_settled: "Settled", closed: "Closed" };
    expect((await columnValues(workbook, "Trades", "FX status")).slice(0, 2)).toEqual(ids.map((id) => inWords[demoService.state.data.conversions[id]!.status]));
  });

  it("offers a funding conversion for a payment shortfall and links the payments to it", async () => {
    const beneficiary = await createEurBeneficiary(client, "Big Payee");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Run", PAYMENT_HEADERS, [
      [beneficiary.id, "9999999", "EUR", "BIG-1", "Purchase"],
      [beneficiary.id, "250.00", "EUR", "BIG-2", "Purchase"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    if (job.kind !== "payment") throw new Error("expected a payment job");
    const eur = job.preview.needs.find((need) => need.currency === "EUR")!;
    const expectedShortfall = new Decimal("10000249").minus(eur.balance);
    expect(eur.shortfall.toFixed()).toBe(Decimal.max(0, expectedShortfall).toFixed());
    expect(eur.shortfall.isZero()).toBe(false);
    expect(() => job.confirm({ fund: [{ currency: "GBP", sellCurrency: "USD" }] })).toThrow("needs no funding");

    // BIG-1 fits the available balance and is paid from it; BIG-2 does not, and the conversion buys all of it.
    expect(eur.available.greaterThanOrEqualTo("9999999")).toBe(true);
    const confirmation = job.confirm({ fund: [{ currency: "EUR", sellCurrency: "USD" }] });
    expect(confirmation.funding.map((funding) => [funding.buyCurrency, funding.sellCurrency, funding.amount.toFixed(), funding.rows])).toEqual([["EUR", "USD", "250", [2]]]);
    const outcome = await job.run(confirmation);
    expect(outcome.booked).toBe(2);
    const fundingId = outcome.funding[0]!.id;
    const conversion = demoService.state.data.conversions[fundingId]!;
    expect([conversion.buy_currency, conversion.sell_currency, conversion.fixed_side, conversion.client_buy_amount]).toEqual(["EUR", "USD", "buy", "250.00"]);
    const paymentIds = (await columnValues(workbook, "Run", "FX id")) as string[];
    expect(paymentIds.map((id) => demoService.state.data.payments[id]!.wire.conversion_id)).toEqual([null, fundingId]);
    expect(await columnValues(workbook, "Run", "FX funding conversion")).toEqual([null, conversion.short_reference]);
    await expect(job.run(confirmation)).rejects.toThrow("has been used");

    demoService.clock.advance(5 * 24 * 60 * 60_000);
    const refreshed = await refreshStatuses(ctx, paymentKind);
    expect([refreshed.refreshed, refreshed.failed]).toEqual([2, 0]);
    // The status in words, and the result following the payment (a payment still queued is simply Booked).
    const inWords: Record<string, [string, string]> = { ready_to_send: ["Ready to send", "Booked"], released: ["Released", "Released"], completed: ["Completed", "Completed"], suspended: ["Suspended", "Suspended"] };
    const expected = paymentIds.map((id) => inWords[demoService.state.data.payments[id]!.wire.status]);
    expect(await columnValues(workbook, "Run", "FX status")).toEqual(expected.map((entry) => entry?.[0]));
    expect(await columnValues(workbook, "Run", "FX result")).toEqual(expected.map((entry) => entry?.[1]));
  });
});
