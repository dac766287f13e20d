/**
 * "Available" counts every commitment, against the demo service: the balance less payments booked earlier and not
 * yet settled and less what conversions still awaiting funds sell from it — a conversion whose funds have arrived was
 * debited already and is not taken off twice, a cancelled one takes nothing, a resumed row's own conversion counts once.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Conversion } from "../../../src/api/schemas";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import type { CurrencyNeed, PreparedJob } from "../../../src/jobs";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { availableWording } from "../../../src/taskpane/features/booking/available-wording";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { advanceTo } from "../../support/demo-admin";
import { demoClient, jobContext } from "../../support/demo-client";
import { createGbpBeneficiary, uniqueKey } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { Crash } from "./crash";
import { conversionKind } from "../../../src/jobs/kinds/conversion";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const CONVERSION_HEADERS = ["Buy", "Sell", "Amount", "Fixed side", "Reason"];
const HOUR = 3_600_000;

function gbpNeed(job: PreparedJob): CurrencyNeed {
  const need = job.needs().find((candidate) => candidate.currency === "GBP");
  if (need === undefined) throw new Error("no GBP need");
  return need;
}

describe("the available balance counts conversions not yet settled", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;

  // A service of its own per test: what one test books would be another's commitments.
  withDemoService({ perTest: true }, (demo) => {
    ({ demoService, client } = demo);
  });

  const sellGbp = (amount: string, label: string): Promise<Conversion> =>
    client.core.conversions.create({ buy_currency: "EUR", sell_currency: "GBP", fixed_side: "sell", amount, reason: label, term_agreement: true, unique_request_id: uniqueKey(label) });

  it("takes a GBP sell still awaiting funds off the GBP balance for a payment check, with unsettled payments, and says so", async () => {
    // Settled before the check: the service took its sell amount from the balance when its funds arrived.
    const settled = await sellGbp("1000.00", "settled-sell");
    await advanceTo(demoService, Date.parse(settled.settlement_date) + 2 * HOUR);
    expect((await client.core.conversions.get(settled.id)).status).toBe("trade_settled");
    // Cancelled: sells nothing.
    const cancelled = await sellGbp("700.00", "cancelled-sell");
    await client.core.conversions.cancel(cancelled.id);
    expect((await client.core.conversions.get(cancelled.id)).status).toBe("closed");
    // Booked and not settled on the frozen clock.
    const awaiting = await sellGbp("8538.00", "awaiting-sell");
    expect(awaiting.status).toBe("awaiting_funds");
    expect(awaiting.client_sell_amount.toFixed(2)).toBe("8538.00");

    const payee: Beneficiary = await createGbpBeneficiary(client, "UK Payee");
    const earlier = await client.core.payments.create({ currency: "GBP", beneficiary_id: payee.id, amount: "1250.50", reason: "Rent", reference: "ELSEWHERE-GBP", unique_request_id: uniqueKey("elsewhere-gbp") });
    expect(earlier.status).toBe("ready_to_send");
    const balance = (await client.core.balances.get("GBP")).amount;

    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay GBP", PAYMENT_HEADERS, [[payee.id, "400.00", "GBP", "GBP-1", "Fees"]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // One conversions/find for the one account the rows draw on: one page, filtered to what awaits funds.
    expect(demoService.state.counters.snapshot()["GET /v2/conversions/find"]).toBe(1);

    const need = gbpNeed(job);
    expect(need.total.toFixed(2)).toBe("400.00");
    expect(need.balance.toFixed(2)).toBe(balance.toFixed(2));
    expect(need.committed.toFixed(2)).toBe("1250.50");
    expect(need.converting.toFixed(2)).toBe("8538.00");
    expect(need.available.toFixed(2)).toBe(balance.minus("1250.50").minus("8538.00").toFixed(2));
    expect(need.shortfall.isZero()).toBe(true);
    expect(availableWording(need)).toBe(`balance ${formatted(balance.toFixed(2))} less 1,250.50 in payments and 8,538.00 in conversions not yet settled`);
    // The confirmation measures against the same funds.
    expect(job.confirm().needs.map((measured) => [measured.committed.toFixed(2), measured.converting.toFixed(2)])).toEqual([["1250.50", "8538.00"]]);
  });

  it("counts a resumed conversion row's own conversion once, as the row, beside another awaiting funds", async () => {
    const other = await sellGbp("8538.00", "other-sell");
    expect(other.status).toBe("awaiting_funds");

    // This sheet's row reached the service once, and its answer was lost.
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Convert", CONVERSION_HEADERS, [["EUR", "GBP", "500.00", "sell", "Invoices"]]);
    const crash = new Crash(1, "/v2/conversions/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook), now: () => demoService.clock.now() });
    const first = await prepareJob(dying, await readOrders(dying, conversionKind));
    await first.run(first.confirm(), { retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const [key] = await columnValues(workbook, "Convert", "FX key");
    const own = Object.values(demoService.state.data.conversions).filter((conversion) => conversion.unique_request_id === key);
    expect(own.map((conversion) => conversion.status)).toEqual(["awaiting_funds"]);

    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    const need = gbpNeed(job);
    expect(need.total.toFixed(2)).toBe("500.00");
    expect(need.converting.toFixed(2)).toBe("8538.00");
    expect(need.available.toFixed(2)).toBe(need.balance.minus(need.committed).minus("8538.00").toFixed(2));
  });

  it("reads the conversions awaiting funds with one find per account the rows draw on, every page of it", async () => {
    const account = await client.core.accounts.create({ account_name: "Seller Ltd", legal_entity_type: "company", street: "1 High St", city: "London", country: "GB", postal_code: "E1 1AA" });
    const contact = await client.core.contacts.create({ account_id: account.id, first_name: "Sam", last_name: "Seller", email_address: "sam.seller@example.com", phone_number: "+44 20 0000 0002" });
    // 101 house conversions selling 1.00 GBP: two pages of 100.
    for (let index = 0; index < 101; index += 1) await sellGbp("1.00", `house-sell-${index}`);
    await client.core.conversions.create(
      { buy_currency: "EUR", sell_currency: "GBP", fixed_side: "sell", amount: "250.00", reason: "Sub-account sell", term_agreement: true, unique_request_id: uniqueKey("sub-sell") },
      { onBehalfOf: contact.id },
    );

    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Both", [...CONVERSION_HEADERS, "Acting as"], [
      ["EUR", "GBP", "10.00", "sell", "House", ""],
      ["EUR", "GBP", "20.00", "sell", "Sub", contact.id],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, conversionKind));
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "ready"]);
    // Awaiting funds: two pages for the house account, one for the sub-account; and the conversions of the last 30
    // days the rows could repeat (earlier-conversions.ts), on the service's clock: the same pages again.
    expect(demoService.state.counters.snapshot()["GET /v2/conversions/find"]).toBe(3 + 3);
    const gbp = job.needs().filter((need) => need.currency === "GBP");
    expect(gbp.map((need) => [need.actingAs, need.total.toFixed(2), need.converting.toFixed(2)])).toEqual([
      [undefined, "10.00", "101.00"],
      [contact.id, "20.00", "250.00"],
    ]);
  });
});

/** A two-decimal figure with thousands grouped, as the preview shows it. */
function formatted(fixed: string): string {
  const [whole, decimals] = fixed.split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${decimals}`;
}
