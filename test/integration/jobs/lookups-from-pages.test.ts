/**
 * Issue 32, "one request per row created": what reached the demo service for a bulk check and run. Natural-key
 * lookups (beneficiaries, clients by your reference, payment rows' payees) come from pages read once per account
 * and currency, bank details are checked against the route's required details asked once per route, and the only
 * request a row costs is its own create — while a beneficiary or client made by someone else between Check and
 * Book is still not made twice.
 */
import { describe, expect, it } from "@jest/globals";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";
import { clientKind } from "../../../src/jobs/kinds/client";
import { paymentKind } from "../../../src/jobs/kinds/payment";

type Row = (string | number)[];
const BENEFICIARY_HEADERS = ["Payee", "CCY", "Country", "Account no", "Routing code type", "Routing code", "Entity type"];

/** `count` USD payees in the US by account number and ABA routing number: a route with no payee name check. */
function usRows(prefix: string, count: number): Row[] {
  return Array.from({ length: count }, (_, i): Row => [`${prefix} payee ${i}`, "USD", "US", `'${7_000_000 + i}`, "aba", "'021000021", "company"]);
}

const CLIENT_HEADERS = ["Client reference", "Client name", "Entity type", "Street", "City", "Country", "Postcode", "First name", "Last name", "Email", "Phone"];

/** `count` companies in GB, each a sub-account and its first contact. */
function clientRows(prefix: string, count: number): Row[] {
  return Array.from({ length: count }, (_, i): Row => [`${prefix}-${i}`, `${prefix} Trading ${i}`, "company", "1 Quay St", "Bristol", "GB", "BS1 4DJ", "Ada", `Lovelace${i}`, `${prefix.toLowerCase()}${i}@client.example`, "0117 496 0000"]);
}

describe("lookups from pages, one request per row created", () => {
  let demoService: DemoServer;
  withDemoService({ perTest: true }, (demo) => ({ demoService } = demo));

  /** What reached the service since the counters were reset, by route, sign-ins left out. */
  const counts = () => Object.fromEntries(Object.entries(demoService.state.counters.snapshot()).filter(([route]) => !route.includes("/authenticate/")));
  const requests = () => Object.values(counts()).reduce((sum, count) => sum + count, 0);

  it("bulk beneficiaries: the check reads one page and one route's required details (no validation per row); the run sends its creates and one page", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", BENEFICIARY_HEADERS, usRows("U", 40));
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.preview).toMatchObject({ toCreate: 40, alreadyExisting: 0, invalid: 0 });
    expect(counts()).toEqual({
      "POST /v2/beneficiaries/find": 1,
      "GET /v2/reference/beneficiary_required_details": 1,
      // The bank named beside the rows: one lookup per distinct routing code (issue 31).
      "POST /v2/reference/bank_details/find": 1,
    });

    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm(), { concurrency: 4 });
    expect([outcome.booked, outcome.failed]).toEqual([40, 0]);
    // Read again as the run starts (a payee made since the check is found there), then one create per row.
    expect(counts()).toEqual({ "POST /v2/beneficiaries/find": 1, "POST /v2/beneficiaries/create": 40 });
    expect(requests() / 40).toBeLessThanOrEqual(1.05);
  });

  it("bulk beneficiaries: a row the route's required details refuse is told beside it at the check, and the rows it cannot tell about are validated alone", async () => {
    const workbook = new MemoryWorkbook();
    const rows: Row[] = [
      ...usRows("V", 2),
      // A US account number is at most 17 letters and digits (the route's pattern).
      ["V long account", "USD", "US", "'1234567890123456789", "aba", "'021000021", "company"],
      // Japan's yen paid to a US bank: no local way; the required details list only priority, so regular cannot be told.
      ["V yen", "JPY", "US", "'12345", "aba", "'021000021", "company"],
    ];
    loadSheet(workbook, "Payees", BENEFICIARY_HEADERS, rows);
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    await job.writeNotices();
    expect(job.preview).toMatchObject({ toCreate: 2, invalid: 2 });
    expect(counts()["POST /v2/beneficiaries/validate"]).toBe(1);
    const messages = (await columnValues(workbook, "Payees", "FX message")).map((value) => String(value ?? ""));
    expect(messages[2]).toBe("Account no: should be up to 17 capital letters or digits");
    expect(messages[3]).toMatch(/regular payments in JPY to US are not available/);
  });

  it("bulk beneficiaries: two rows against an account holding 250 payees in their currency read one page, then look each row up by itself", async () => {
    const client = demoClient(demoService);
    for (let i = 0; i < 250; i += 1) {
      await client.core.beneficiaries.create({ name: `H payee ${i}`, bank_account_holder_name: `H payee ${i}`, currency: "USD", bank_country: "US", account_number: `${7_000_000 + i}`, routing_code_type_1: "aba", routing_code_value_1: "021000021", beneficiary_entity_type: "company", beneficiary_company_name: `H payee ${i}` });
    }
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", BENEFICIARY_HEADERS, [
      ["H payee new 1", "USD", "US", "'7999998", "aba", "'021000021", "company"],
      ["H payee new 2", "USD", "US", "'7999999", "aba", "'021000021", "company"],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.preview).toMatchObject({ toCreate: 2, alreadyExisting: 0 });
    // Two pages left against two rows: a lookup each (by account number) is no dearer, so the pages stop at the first.
    expect(counts()["POST /v2/beneficiaries/find"]).toBe(3);
  });

  it("bulk beneficiaries: one made by someone else between Check and Book is found as the run starts, not made twice", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", BENEFICIARY_HEADERS, usRows("B", 5));
    const client = demoClient(demoService);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.preview).toMatchObject({ toCreate: 5, alreadyExisting: 0 });
    // Someone else saves the third row's payee after the check.
    const made = await client.core.beneficiaries.create({
      name: "B payee 2",
      bank_account_holder_name: "B payee 2",
      currency: "USD",
      bank_country: "US",
      account_number: "7000002",
      routing_code_type_1: "aba",
      routing_code_value_1: "021000021",
      beneficiary_entity_type: "company",
      beneficiary_company_name: "B payee 2",
    });
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([5, 0]);
    expect(counts()["POST /v2/beneficiaries/create"]).toBe(4);
    const named = Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.name.startsWith("B payee "));
    expect(named).toHaveLength(5);
    expect((await columnValues(workbook, "Payees", "FX id"))[2]).toBe(made.id);
    expect((await columnValues(workbook, "Payees", "FX message"))[2]).toBe("made since the check as B payee 2 (USD) (found by the same details): not created again");
  });

  it("bulk clients: the check reads the house's sub-accounts from one page; the run sends one account and one contact per row and one page", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", CLIENT_HEADERS, clientRows("P", 30));
    const ctx = jobContext(demoClient(demoService), workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect(job.preview).toEqual({ toCreate: 30, contactOnly: 0, alreadyExisting: 0, invalid: 0 });
    expect(counts()).toEqual({ "POST /v2/accounts/find": 1 });

    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm(), { concurrency: 4 });
    expect([outcome.booked, outcome.failed]).toEqual([30, 0]);
    expect(counts()).toEqual({ "POST /v2/accounts/find": 1, "POST /v2/accounts/create": 30, "POST /v2/contacts/create": 30 });
    expect(requests() / 30).toBeLessThanOrEqual(2.05);

    // The same rows on a fresh sheet: every client is found from pages (accounts, then their first contacts), none made.
    const fresh = new MemoryWorkbook();
    loadSheet(fresh, "Clients", CLIENT_HEADERS, clientRows("P", 30));
    const freshCtx = jobContext(demoClient(demoService), fresh);
    demoService.state.counters.reset();
    const copy = await prepareJob(freshCtx, await readOrders(freshCtx, clientKind));
    expect(copy.preview).toEqual({ toCreate: 0, contactOnly: 0, alreadyExisting: 30, invalid: 0 });
    expect(counts()).toEqual({ "POST /v2/accounts/find": 1, "POST /v2/contacts/find": 1 });
  });

  it("bulk clients: one onboarded by someone else between Check and Book is found as the run starts; only its missing contact is made", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Clients", CLIENT_HEADERS, clientRows("Q", 3));
    const client = demoClient(demoService);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, clientKind));
    expect(job.preview).toMatchObject({ toCreate: 3 });
    const made = await client.core.accounts.create({ account_name: "Q Trading 1", legal_entity_type: "company", street: "1 Quay St", city: "Bristol", country: "GB", your_reference: "Q-1" });
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    expect([outcome.booked, outcome.failed]).toEqual([3, 0]);
    expect([counts()["POST /v2/accounts/create"], counts()["POST /v2/contacts/create"]]).toEqual([2, 3]);
    const accounts = Object.values(demoService.state.data.accounts).filter((stored) => stored.wire.your_reference?.startsWith("Q-"));
    expect(accounts).toHaveLength(3);
    expect((await columnValues(workbook, "Clients", "FX id"))[1]).toBe(made.id);
  });

  it("payment rows: their payees, saved or new, come from one page per account and currency; new ones are checked against their route once", async () => {
    const client = demoClient(demoService);
    for (let i = 0; i < 20; i += 1) {
      await client.core.beneficiaries.create({ name: `Saved payee ${i}`, bank_account_holder_name: `Saved payee ${i} Inc`, currency: "USD", bank_country: "US", account_number: `${8_000_000 + i}`, routing_code_type_1: "aba", routing_code_value_1: "021000021" });
    }
    const headers = [...PAYMENT_HEADERS, "Bank country", "Account number", "Routing code type", "Routing code"];
    const saved = Array.from({ length: 20 }, (_, i): Row => [`Saved payee ${i}`, "10.00", "USD", `S-${i}`, "Invoice", "", "", "", ""]);
    // Five rows paying by bank details: two name a saved payee and its account (reused: a row pays only the payee it
    // names, issue 39), three new payees.
    const byDetails = Array.from({ length: 5 }, (_, i): Row => [i < 2 ? `Saved payee ${i}` : `Detail payee ${i}`, "20.00", "USD", `D-${i}`, "Invoice", "US", i < 2 ? `'${8_000_000 + i}` : `'${9_000_000 + i}`, "aba", "'021000021"]);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", headers, [...saved, ...byDetails]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows.filter((plan) => plan.state !== "ready")).toEqual([]);
    if (job.kind !== "payment") throw new Error(`expected a payment job, got ${job.kind}`);
    expect(job.preview.newBeneficiaries).toBe(3);
    expect(counts()["POST /v2/beneficiaries/find"]).toBe(1);
    expect(counts()["GET /v2/reference/beneficiary_required_details"]).toBe(1);
    expect(counts()["POST /v2/beneficiaries/validate"]).toBeUndefined();
    expect(counts()["GET /v2/beneficiaries/:id"]).toBeUndefined();
  });
});
