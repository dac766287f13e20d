/**
 * Transfers from rows through the demo service: funding fifty clients at month end books each row once, under the
 * name-based id of its key; a re-run sends nothing; a run that dies part-way is finished by running the rows again,
 * each transfer made once; accounts are named in words (House, a name, a short reference) and a row naming none, or
 * the same one twice, says so; a source that cannot cover its rows is said before booking, and its transfers wait,
 * pending, until it can — which Refresh statuses then reads.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../src/api";
import type { Account } from "../../../src/api/schemas";
import { sourceNeeds, type KindJob, type PreparedJob } from "../../../src/jobs";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { demoClient, jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { Crash } from "./crash";
import { transferKind } from "../../../src/jobs/kinds/transfer";

const HEADERS = ["Source account", "Destination account", "Currency", "Amount", "Reason"];
const CLIENTS = 50;

let demoService: DemoServer;
let client: FxDeskClient;
let house: Account;
/** Fifty sub-accounts, "Client 01" … "Client 50". */
let clients: Account[];

withDemoService(async (demo) => {
  ({ demoService, client } = demo);
  house = await client.core.accounts.current();
  clients = [];
  for (let index = 1; index <= CLIENTS; index += 1) {
    clients.push(await client.core.accounts.create({ account_name: `Client ${String(index).padStart(2, "0")}`, legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB" }));
  }
});

function transferJob(job: PreparedJob): KindJob<"transfer"> {
  if (job.kind !== "transfer") throw new Error("expected a transfer job");
  return job;
}

/** The transfers the service holds whose reason starts with `prefix`. */
const transfersWithReason = (prefix: string) => Object.values(demoService.state.data.transfers).filter((transfer) => transfer.reason?.startsWith(prefix) === true);

/** One month-end row per client: House pays each its own amount (client i: i × 100.25 EUR). */
const monthEnd = (prefix: string) => clients.map((account, index) => ["House", account.account_name, "EUR", new Decimal(index + 1).times("100.25").toFixed(2), `${prefix}${index + 1}`]);

describe("funding fifty clients at month end", () => {
  it("books every row once, moving what each row says from the house to its client, and a re-run sends nothing", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Month end", HEADERS, monthEnd("ME-"));
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();

    const job = transferJob(await prepareJob(ctx, await readOrders(ctx, transferKind)));
    expect(job.rows.map((row) => row.state)).toEqual(Array(CLIENTS).fill("ready"));
    const total = clients.reduce((sum, _account, index) => sum.plus(new Decimal(index + 1).times("100.25")), new Decimal(0));
    const [fromHouse, ...otherSources] = sourceNeeds(job, {});
    expect(otherSources).toEqual([]);
    expect([fromHouse?.source.id, fromHouse?.currency, fromHouse?.rows, fromHouse?.total.toFixed(2), fromHouse?.shortfall.toFixed(2)]).toEqual([house.id, "EUR", CLIENTS, total.toFixed(2), "0.00"]);
    const confirmation = job.confirm();
    expect(confirmation.totals).toEqual([{ actingAs: undefined, currency: "EUR", amount: total, rows: CLIENTS }]);
    // The check read accounts and balances; nothing was sent.
    expect(demoService.state.counters.snapshot()["POST /v2/transfers/create"]).toBeUndefined();

    const outcome = await job.run(confirmation, { concurrency: 4 });
    expect(outcome).toMatchObject({ booked: CLIENTS, failed: 0, notSent: 0, recovered: 0 });
    expect(demoService.state.counters.snapshot()["POST /v2/transfers/create"]).toBe(CLIENTS);

    // What reached the service: each row's accounts, currency and amount, under the id its key names, completed at once (the house covers it).
    const keys = (await columnValues(workbook, "Month end", "FX key")) as string[];
    const ids = (await columnValues(workbook, "Month end", "FX id")) as string[];
    for (const [index, account] of clients.entries()) {
      const transfer = demoService.state.data.transfers[ids[index] ?? ""];
      expect(transfer).toMatchObject({
        source_account_id: house.id,
        destination_account_id: account.id,
        currency: "EUR",
        amount: new Decimal(index + 1).times("100.25").toFixed(2),
        reason: `ME-${index + 1}`,
        status: "completed",
        unique_request_id: keys[index] ?? "",
      });
    }
    expect(transfersWithReason("ME-")).toHaveLength(CLIENTS);
    expect(await columnValues(workbook, "Month end", "FX result")).toEqual(Array(CLIENTS).fill("Booked"));
    expect(await columnValues(workbook, "Month end", "FX status")).toEqual(Array(CLIENTS).fill("Completed"));
    expect(await columnValues(workbook, "Month end", "FX short ref")).toEqual(ids.map((id) => demoService.state.data.transfers[id]?.short_reference));
    const audit = await workbook.readTable(AUDIT_SHEET);
    expect(audit.rows.filter((row) => row.values[audit.headers.indexOf("Kind")] === "transfer")).toHaveLength(CLIENTS);

    demoService.state.counters.reset();
    const again = transferJob(await prepareJob(ctx, await readOrders(ctx, transferKind)));
    const nothing = again.confirm();
    expect([nothing.rowsToSend, nothing.bookedBefore]).toEqual([0, CLIENTS]);
    await again.run(nothing);
    expect(demoService.state.counters.snapshot()["POST /v2/transfers/create"]).toBeUndefined();
    expect(transfersWithReason("ME-")).toHaveLength(CLIENTS);
  });

  it.each([1, 17, CLIENTS])(`a run that dies after %i of ${CLIENTS} creates is finished by the next: every transfer made once`, async (k) => {
    const prefix = `K${k}-`;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Funding", HEADERS, monthEnd(prefix));

    const crash = new Crash(k, "/v2/transfers/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = await prepareJob(dying, await readOrders(dying, transferKind));
    await first.run(first.confirm(), { concurrency: 3, blockSize: 5, retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const madeBeforeResume = transfersWithReason(prefix).length;
    expect(madeBeforeResume).toBeGreaterThanOrEqual(k);
    const bookedOnSheet = (await columnValues(workbook, "Funding", "FX result")).filter((value) => value === "Booked").length;
    expect(bookedOnSheet).toBeLessThan(madeBeforeResume);

    demoService.state.counters.reset();
    const healthy = jobContext(demoClient(demoService), workbook);
    const resumed = await prepareJob(healthy, await readOrders(healthy, transferKind));
    const confirmation = resumed.confirm();
    expect(confirmation.bookedBefore).toBe(bookedOnSheet);
    const outcome = await resumed.run(confirmation, { concurrency: 3, blockSize: 5 });
    expect(outcome.failed).toBe(0);
    expect(outcome.recovered).toBe(madeBeforeResume - bookedOnSheet);
    expect(demoService.state.counters.snapshot()["POST /v2/transfers/create"] ?? 0).toBe(CLIENTS - madeBeforeResume);

    const made = transfersWithReason(prefix);
    expect(made).toHaveLength(CLIENTS);
    expect(new Set(made.map((transfer) => transfer.destination_account_id))).toEqual(new Set(clients.map((account) => account.id)));
    expect(await columnValues(workbook, "Funding", "FX result")).toEqual(Array(CLIENTS).fill("Booked"));
    const keys = (await columnValues(workbook, "Funding", "FX key")) as string[];
    expect(new Set(made.map((transfer) => transfer.unique_request_id))).toEqual(new Set(keys));
    expect(new Set(await columnValues(workbook, "Funding", "FX id"))).toEqual(new Set(made.map((transfer) => transfer.id)));
  });
});

describe("accounts named in words", () => {
  it("takes House, a name in any case, a short reference; refuses a name no account has, one two accounts share, and one account twice", async () => {
    // Two accounts of one name, made here so that no other test meets them.
    const twins = [];
    for (const street of ["2 Main St", "4 Main St"]) twins.push(await client.core.accounts.create({ account_name: "Twin Trading", legal_entity_type: "company", street, city: "London", country: "GB" }));
    const [first, second] = [clients[0]!, clients[1]!];
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Named", HEADERS, [
      ["house", first.account_name.toUpperCase(), "EUR", "10.00", "N-1"],
      [first.short_reference, `  ${second.account_name}  `, "GBP", "20", "N-2"],
      ["House", "Client 99", "EUR", "1", "N-3"],
      ["House", "twin trading", "EUR", "1", "N-4"],
      [house.account_name, "House", "EUR", "1", "N-5"],
      ["House", first.account_name, "JPY", "10.5", "N-6"],
      ["House", first.account_name, "EUR", "1.001", "N-7"],
      [second.account_name, second.account_name, "EUR", "5", "N-8"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = transferJob(await prepareJob(ctx, await readOrders(ctx, transferKind)));
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "ready", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid"]);
    expect([job.preview.moves.get(1)?.source.id, job.preview.moves.get(1)?.destination.id, job.preview.moves.get(2)?.source.id, job.preview.moves.get(2)?.destination.id]).toEqual([house.id, first.id, first.id, second.id]);
    await job.writeNotices();
    const messages = await columnValues(workbook, "Named", "FX message");
    expect(messages.slice(2)).toEqual([
      'Destination account: no account is called "Client 99" — type House, or a sub-account\'s name or short reference as the Balances tab lists it',
      `Destination account: "twin trading" is the name of 2 accounts (${twins.map((twin) => twin.short_reference).sort().join(", ")}) — type the short reference of the one you mean`,
      `Destination account: names ${house.account_name} (house account), the source account too — a transfer moves money between two accounts`,
      'Amount: JPY allows no decimals; "10.5" has 1 — correct the amount, it is never rounded',
      'Amount: EUR allows at most 2 decimals; "1.001" has 3 — correct the amount, it is never rounded',
      `Destination account: is "${second.account_name}", the source account too — a transfer moves money between two accounts`,
    ]);
  });
});

describe("a source that cannot cover its rows", () => {
  it("is said before booking; its transfers wait, pending, until it can, and Refresh statuses reads them moved", async () => {
    // A source of its own, which no other test funds: it holds nothing.
    const source = await client.core.accounts.create({ account_name: "Short Source Ltd", legal_entity_type: "company", street: "3 Main St", city: "London", country: "GB" });
    const destination = clients[11]!;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Short", HEADERS, [
      [source.short_reference, destination.account_name, "EUR", "600.00", "S-1"],
      [source.short_reference, destination.account_name, "EUR", "400.00", "S-2"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = transferJob(await prepareJob(ctx, await readOrders(ctx, transferKind)));
    const [need] = sourceNeeds(job, {});
    expect([need?.source.id, need?.total.toFixed(2), need?.available.toFixed(2), need?.shortfall.toFixed(2)]).toEqual([source.id, "1000.00", "0.00", "1000.00"]);

    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    expect(await columnValues(workbook, "Short", "FX status")).toEqual(["Pending", "Pending"]);
    expect(await columnValues(workbook, "Short", "FX message")).toEqual([
      `pending: it moves once ${source.account_name} holds 600.00 EUR`,
      `pending: it moves once ${source.account_name} holds 400.00 EUR`,
    ]);

    // A row added since is measured against the source less the two, pending out of it.
    workbook.setValues("Short", "A4", [[source.short_reference, destination.account_name, "EUR", "100.00", "S-3"]]);
    const after = transferJob(await prepareJob(ctx, await readOrders(ctx, transferKind, { source: { from: "table", sheet: "Short" } })));
    expect(after.rows.map((row) => row.state)).toEqual(["booked", "booked", "ready"]);
    const [third] = sourceNeeds(after, {});
    expect([third?.rows, third?.balance.toFixed(2), third?.pendingOut.toFixed(2), third?.shortfall.toFixed(2)]).toEqual([1, "0.00", "1000.00", "1100.00"]);

    await client.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: source.short_reference, amount: "1000.00", currency: "EUR" });
    const refreshed = await refreshStatuses(ctx, transferKind, { from: "table", sheet: "Short" });
    expect(refreshed).toMatchObject({ refreshed: 2, changed: 2, failed: 0 });
    expect((await columnValues(workbook, "Short", "FX status")).slice(0, 2)).toEqual(["Completed", "Completed"]);
    // Completed on the service's day (its clock is pinned; the calendar runs move it).
    const today = new Date(demoService.clock.now()).toISOString().slice(0, 10);
    expect((await columnValues(workbook, "Short", "FX message")).slice(0, 2)).toEqual([`completed ${today}: the money has moved`, `completed ${today}: the money has moved`]);
    const ids = (await columnValues(workbook, "Short", "FX id")) as string[];
    expect(ids.slice(0, 2).map((id) => demoService.state.data.transfers[id]?.status)).toEqual(["completed", "completed"]);
  });

  it("a cancelled transfer reads Cancelled, no money moved", async () => {
    const [source, destination] = [clients[20]!, clients[21]!];
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Cancel", HEADERS, [[source.account_name, destination.account_name, "GBP", "75.00", "C-1"]]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, transferKind));
    await job.run(job.confirm());
    const [id] = (await columnValues(workbook, "Cancel", "FX id")) as string[];
    await client.core.transfers.cancel(id ?? "");
    await refreshStatuses(ctx, transferKind, { from: "table", sheet: "Cancel" });
    expect(await columnValues(workbook, "Cancel", "FX status")).toEqual(["Cancelled"]);
    expect(await columnValues(workbook, "Cancel", "FX message")).toEqual(["cancelled: no money moved — book a new transfer if it is still due"]);
    expect(await columnValues(workbook, "Cancel", "FX result")).toEqual(["Booked"]);
  });
});
