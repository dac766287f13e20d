/**
 * FX.PAYMENTS, FX.CONVERSIONS and FX.TRANSACTIONS against the demo service over HTTP: the cells' values as the
 * service has the records, and what reached the service — a find per page at the largest page size, one fetch shared
 * by identical cells, none within the freshness window, a new one after the pane's Refresh, the 10,000-row bound, a
 * sub-account named in words, and the last rows kept, marked stale, while the service cannot be reached.
 */
import "../../support/fake-custom-functions";
import { afterAll, beforeEach, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import { type FetchLike, type FxDeskClient, setActingAs, setSharedClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas";
import "../../support/register-functions";
import { toExcelDateTime } from "../../../src/functions/excel-dates";
import { configureFunctions, refreshReports } from "../../../src/functions/function-state";
import { HISTORY_HEADERS } from "../../../src/functions/history-tables";
import { REPORT_PAGE_SIZE } from "../../../src/functions/history-fetch";
import type { DemoServer } from "../../../src/demo-service/server";
import { PINNED_NOW } from "../../support/demo-service";
import { demoClient } from "../../support/demo-client";
import { setFaults } from "../../support/demo-admin";
import { login } from "../../support/demo-http";
import { createEurBeneficiary, subAccount } from "../../support/demo-data";
import { withDemoService } from "../../support/with-demo-service";
import { evaluate } from "../../support/fake-custom-functions";

let demoService: DemoServer;
let client: FxDeskClient;
let token: string;
let acme: Beneficiary;
/** Every URL the client sent, in order: what reached (or tried to reach) the service. */
const sent: URL[] = [];
/** The functions' clock, moved by the tests past the freshness window. */
let now = PINNED_NOW;
/** When set, the service's refusal of a page larger than this, as the reference documents it (SW FindTransfers). */
let largestPage: number | undefined;

const recordingFetch: FetchLike = (input, init) => {
  const url = new URL(input);
  sent.push(url);
  const perPage = Number(url.searchParams.get("per_page"));
  if (largestPage !== undefined && url.pathname.endsWith("/find") && perPage > largestPage) {
    const body = { error_code: `${url.pathname.split("/")[2]}_find_failed`, error_messages: { per_page: [{ code: "per_page_is_too_big", message: `per_page can not be bigger than ${largestPage}`, params: {} }] } };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 400, headers: { "Content-Type": "application/json", "X-Request-Id": randomUUID() } }));
  }
  return fetch(input, init);
};

function sentTo(path: string): URL[] {
  return sent.filter((url) => url.pathname === path);
}

withDemoService(async (demo) => {
  ({ demoService } = demo);
  token = await login(demoService);
  // Retries short: an outage is what is left after them.
  client = demoClient(demoService, { fetch: recordingFetch, retry: { maxRetries: 1, initialDelayMs: 5, maxDelayMs: 5 } });
  acme = await createEurBeneficiary(client, "Acme");
});

beforeEach(async () => {
  await setFaults(demoService, {});
  now = PINNED_NOW;
  largestPage = undefined;
  configureFunctions({ now: () => now, outageQuietMs: 50 });
  setActingAs(undefined);
  setSharedClient(client);
  for (const id of Object.keys(demoService.state.data.payments)) delete demoService.state.data.payments[id];
  sent.length = 0;
});

afterAll(() => {
  configureFunctions();
  setSharedClient(undefined);
});

async function pay(amount: string, currency = "EUR", beneficiary = acme, onBehalfOf?: string) {
  return client.core.payments.create({ currency, beneficiary_id: beneficiary.id, amount, reason: "Services", reference: `INV-${amount}` }, { onBehalfOf });
}

/** `count` more payments like the one stored, put straight into the service's data (a history of thousands, fast). */
function copies(count: number): void {
  const [model] = Object.values(demoService.state.data.payments);
  if (model === undefined) throw new Error("book one payment first");
  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    demoService.state.data.payments[id] = { ...model, wire: { ...model.wire, id, short_reference: `260105-COPY${String(index).padStart(5, "0")}` } };
  }
}

describe("FX.PAYMENTS", () => {
  it("spills the account's payments under worded headers, one fetch shared by identical cells, without refetching in the window", async () => {
    const booked = await pay("1250.50");
    const [table, same, valuesOnly] = (await Promise.all([evaluate("PAYMENTS"), evaluate("PAYMENTS", null, null, null, null, null, true), evaluate("PAYMENTS", null, null, null, null, null, false)])) as [unknown[][], unknown[][], unknown[][]];

    expect(table).toEqual([
      [...HISTORY_HEADERS.payments],
      [
        toExcelDateTime(Date.parse(booked.created_at)),
        expect.any(Number),
        booked.short_reference,
        "Acme GmbH",
        1250.5,
        "EUR",
        booked.status === "ready_to_send" ? "Ready to send" : "Awaiting authorisation",
        "INV-1250.50",
        "Services",
        booked.fee_amount === null ? "" : booked.fee_amount.toNumber(),
        booked.fee_currency ?? "",
        "House account",
      ],
    ]);
    expect(same).toEqual(table);
    expect(valuesOnly).toEqual(table.slice(1));
    // Three cells, one find of the payments at the largest page, one listing of the payees.
    expect(sentTo("/v2/payments/find")).toHaveLength(1);
    expect(sentTo("/v2/payments/find")[0]?.searchParams.get("per_page")).toBe(String(REPORT_PAGE_SIZE));
    expect(sentTo("/v2/beneficiaries/find")).toHaveLength(1);

    // A recalculation within the window asks nothing.
    now += 59_000;
    expect(await evaluate("PAYMENTS")).toEqual(table);
    expect(sentTo("/v2/payments/find")).toHaveLength(1);

    // The pane's Refresh asks again at once, and the new payment shows.
    await pay("99.00");
    refreshReports();
    const refreshed = (await evaluate("PAYMENTS")) as unknown[][];
    expect(sentTo("/v2/payments/find")).toHaveLength(2);
    // The service's clock is frozen: both were created at one instant, so their order is the service's tie-break.
    expect(refreshed.slice(1).map((row) => row[4] as number).sort((a, b) => a - b)).toEqual([99, 1250.5]);

    // Past the window a recalculation asks again too.
    now += 61_000;
    await evaluate("PAYMENTS");
    expect(sentTo("/v2/payments/find")).toHaveLength(3);
  });

  it("sends the filters to the service and shows only what matches", async () => {
    await pay("10.00");
    const gbp = await client.core.beneficiaries.create({
      name: "Brit", bank_account_holder_name: "Brit Ltd", bank_country: "GB", currency: "GBP", account_number: "41926819",
      routing_code_type_1: "sort_code", routing_code_value_1: "601613", beneficiary_entity_type: "company", beneficiary_company_name: "Brit Ltd", payment_types: ["regular"],
    });
    await pay("20.00", "GBP", gbp);
    // The service's day, as text and as the serial a date cell holds (1900 date system): whatever "now" is pinned.
    const today = new Date(demoService.clock.now()).toISOString().slice(0, 10);
    const todaySerial = Date.parse(`${today}T00:00:00Z`) / 86_400_000 + 25_569;
    const table = (await evaluate("PAYMENTS", today, todaySerial, "Ready to send", "gbp")) as unknown[][];
    const asked = sentTo("/v2/payments/find")[0]?.searchParams;
    expect(asked?.get("created_at_from")).toBe(today);
    expect(asked?.get("created_at_to")).toBe(today);
    expect(asked?.get("status")).toBe("ready_to_send");
    expect(asked?.get("currency")).toBe("GBP");
    expect(table.slice(1).map((row) => [row[3], row[4], row[5]])).toEqual([["Brit Ltd", 20, "GBP"]]);

    // Nothing from a later day: the headers and a row saying so.
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await evaluate("PAYMENTS", later)).toEqual([[...HISTORY_HEADERS.payments], ["No records: no payments match these filters", ...Array<string>(11).fill("")]]);
  });

  it("refuses bad arguments in words, asking nothing", async () => {
    const refused = (message: RegExp) => expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(message) });
    expect(await evaluate("PAYMENTS", null, null, "paid")).toEqual(refused(/^Status: "paid" is not a status of payments — use one of New, /));
    expect(await evaluate("PAYMENTS", null, null, null, "EURO")).toEqual(refused(/^Currency: /));
    expect(await evaluate("PAYMENTS", "2026-02-01", "2026-01-01")).toEqual(refused(/^To: 2026-01-01 is before from \(2026-02-01\)/));
    expect(await evaluate("PAYMENTS", "next week")).toEqual(refused(/^From: /));
    expect(sent).toHaveLength(0);
  });

  it("reads a sub-account named in words, and refuses a name nobody has", async () => {
    const { contactId } = await subAccount(demoService, token, "Northwind Traders");
    const theirs = await createEurBeneficiary(client, "Northwind supplier", contactId);
    await pay("75.00", "EUR", theirs, contactId);
    await pay("5.00");
    sent.length = 0;

    const table = (await evaluate("PAYMENTS", null, null, null, null, "northwind traders")) as unknown[][];
    expect(table.slice(1).map((row) => [row[3], row[4], row[11]])).toEqual([["Northwind supplier GmbH", 75, "Northwind Traders"]]);
    expect(sentTo("/v2/payments/find").map((url) => url.searchParams.get("on_behalf_of"))).toEqual([contactId]);

    expect(await evaluate("PAYMENTS", null, null, null, null, "Nobody Ltd")).toEqual(
      expect.objectContaining({ code: "#VALUE!", message: expect.stringMatching(/^Acting as: no sub-account or contact is called "Nobody Ltd"/) }),
    );
    // "house" is the house account whatever the pane acts as.
    setActingAs(contactId);
    const house = (await evaluate("PAYMENTS", null, null, null, null, "house")) as unknown[][];
    expect(house.slice(1).map((row) => row[4])).toEqual([5]);
  });

  it("stops at 10,000 rows and says so in the last row, one request per page", async () => {
    await pay("1.00");
    copies(10_500);
    const table = (await evaluate("PAYMENTS", null, null, null, null, null, false)) as unknown[][];
    expect(table).toHaveLength(10_001);
    expect(table.at(-1)?.[0]).toBe("Only the first 10,000 of 10,501 payments are shown — narrow the dates, status or currency to see the rest");
    expect(sentTo("/v2/payments/find").map((url) => url.searchParams.get("page"))).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
  });

  it("a 5,000-payment history costs one request per page plus the payees' listing, learning the page size a service refuses", async () => {
    await pay("1.00");
    copies(4_999);
    sent.length = 0;
    const table = (await evaluate("PAYMENTS", null, null, null, null, null, false)) as unknown[][];
    expect(table).toHaveLength(5_000);
    expect(sent).toHaveLength(Math.ceil(5_000 / REPORT_PAGE_SIZE) + 1);
    expect(sentTo("/v2/payments/find")).toHaveLength(Math.ceil(5_000 / REPORT_PAGE_SIZE));

    // A service whose largest page is smaller says so once; every later page asks that size. A client of its own
    // learns it: what the file's client has learnt would outlive this test and reach the next.
    configureFunctions({ now: () => now });
    setSharedClient(demoClient(demoService, { fetch: recordingFetch }));
    largestPage = 250;
    sent.length = 0;
    expect(((await evaluate("PAYMENTS", null, null, null, null, null, false)) as unknown[][]).length).toBe(5_000);
    // Beneficiaries are found by a POST (SW FindBeneficiaries): its page size is in the body, not the address.
    expect(sentTo("/v2/payments/find").map((url) => url.searchParams.get("per_page"))).toEqual([String(REPORT_PAGE_SIZE), ...Array<string>(Math.ceil(5_000 / 250)).fill("250")]);
    expect(sentTo("/v2/beneficiaries/find")).toHaveLength(1);
  });

  it("keeps the last rows through an outage, marked stale, and says why without rows to keep", async () => {
    await pay("42.00");
    const before = (await evaluate("PAYMENTS")) as unknown[][];
    await setFaults(demoService, { share_dropped: 1 });
    now += 61_000;
    const during = (await evaluate("PAYMENTS")) as unknown[][];
    expect(during.slice(0, -1)).toEqual(before);
    expect(during.at(-1)?.[0]).toMatch(/^Stale: these rows are as of \d\d:\d\d — the refresh at \d\d:\d\d failed \(the FX Desk service cannot be reached\)$/);
    // The refresh was attempted (and retried) before the rows were kept.
    expect(sentTo("/v2/payments/find").length).toBeGreaterThanOrEqual(3);
    expect(await evaluate("CONVERSIONS")).toEqual(expect.objectContaining({ code: "#N/A", message: expect.stringMatching(/^Cannot reach the FX Desk service/) }));

    await setFaults(demoService, {});
    refreshReports();
    expect(await evaluate("PAYMENTS")).toEqual(before);
  });

  it("says to sign in when nobody has, asking nothing", async () => {
    setSharedClient(undefined);
    expect(await evaluate("PAYMENTS")).toEqual(expect.objectContaining({ code: "#N/A", message: "Sign in to FX Desk to load rates" }));
    expect(sent).toHaveLength(0);
  });
});

describe("FX.CONVERSIONS and FX.TRANSACTIONS", () => {
  it("a currency's conversions are those buying it and those selling it", async () => {
    const bought = await client.core.conversions.create({ buy_currency: "EUR", sell_currency: "GBP", fixed_side: "buy", amount: "1000.00", reason: "Treasury", term_agreement: true });
    const sold = await client.core.conversions.create({ buy_currency: "USD", sell_currency: "EUR", fixed_side: "sell", amount: "500.00", reason: "Treasury", term_agreement: true });
    await client.core.conversions.create({ buy_currency: "USD", sell_currency: "GBP", fixed_side: "sell", amount: "300.00", reason: "Treasury", term_agreement: true });
    sent.length = 0;
    const table = (await evaluate("CONVERSIONS", null, null, null, "EUR")) as unknown[][];
    expect(table[0]).toEqual([...HISTORY_HEADERS.conversions]);
    expect(table.slice(1).map((row) => [row[3], row[4], row[5], row[6], row[7], row[8], row[9]]).sort()).toEqual(
      [
        [bought.short_reference, "GBP", bought.client_sell_amount.toNumber(), "EUR", 1000, bought.client_rate.toNumber(), "Awaiting funds"],
        [sold.short_reference, "EUR", 500, "USD", sold.client_buy_amount.toNumber(), sold.client_rate.toNumber(), "Awaiting funds"],
      ].sort(),
    );
    expect(sentTo("/v2/conversions/find").map((url) => [url.searchParams.get("buy_currency"), url.searchParams.get("sell_currency")]).sort()).toEqual([
      ["EUR", null],
      [null, "EUR"],
    ].sort());
  });

  it("the ledger as the service has it: signed amounts and the balance after", async () => {
    const table = (await evaluate("TRANSACTIONS", null, null, "completed", "EUR")) as unknown[][];
    const asked = sentTo("/v2/transactions/find")[0]?.searchParams;
    const service = await client.core.transactions.find({ currency: "EUR", status: "completed", order: "created_at", order_asc_desc: "asc", per_page: 1000 });
    expect(service.transactions.length).toBeGreaterThan(0);
    expect([asked?.get("currency"), asked?.get("status")]).toEqual(["EUR", "completed"]);
    expect(table.slice(1).map((row) => [row[2], row[3], row[4], row[6]])).toEqual(
      service.transactions.map((t) => ["EUR", (t.type === "debit" ? t.amount.negated() : t.amount).toNumber(), t.balance_amount?.toNumber() ?? "", "Completed"]),
    );
  });
});
