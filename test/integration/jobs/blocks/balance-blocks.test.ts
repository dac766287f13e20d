/**
 * The consolidated balances of the house and its sub-accounts read from the demo service in one paged find,
 * written as a sheet block saying when they stand ("As at", the service's clock), refreshed in place after the
 * balances moved (the block found again by its header line after rows were inserted above it), with the
 * reporting-currency total priced in one rates request; a block written before it had the "As at" line is taken
 * over in place; and balances as at an earlier instant on the simulated clock.
 */
import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Account } from "../../../../src/api/schemas";
import { balancesBlock, priceInReportingCurrency, writeBlock } from "../../../../src/jobs";
import { loadConsolidatedBalances, loadOwnBalances } from "../../../../src/taskpane/features/balances/load-balances";
import { totalsByCurrency, visibleLines } from "../../../../src/taskpane/features/balances/balance-lines";
import { parseCellAddress } from "../../../../src/workbook/address";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { advance } from "../../../support/demo-admin";
import { MINUTE } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";

let house: Account;
let alpha: Account;
let beta: Account;

// Each test gets its own service with the same two funded sub-accounts: the tests move balances, in any order.
const demo = withDemoService({ perTest: true }, async (session) => {
  const create = (account_name: string) =>
    session.client.core.accounts.create({ account_name, legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" });
  house = await session.client.core.accounts.current();
  alpha = await create("Alpha Trading Ltd");
  beta = await create("Beta Imports Ltd");
  await fund(alpha, "1234.56", "GBP");
  await fund(beta, "250000", "JPY");
});

async function fund(account: Account, amount: string, currency: string): Promise<void> {
  await demo.client.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: account.short_reference, amount, currency });
}

describe("consolidated balances as a sheet block", () => {
  it("reads every account's balances in paged finds (scope=all), never one request per account, with names", async () => {
    const before = demo.sent.length;
    const lines = await loadConsolidatedBalances(demo.client, { asAt: undefined }, house.id);
    const sent = demo.sent.slice(before);

    expect(sent.filter((request) => request === "GET /v2/balances/find")).toHaveLength(1);
    expect(sent.filter((request) => request.startsWith("GET /v2/balances/") && request !== "GET /v2/balances/find")).toEqual([]);
    const shown = visibleLines(lines, { hideZero: false, order: "currency" }).map((line) => `${line.accountName} ${line.currency} ${line.amount.toFixed()}`);
    expect(shown).toContain("Alpha Trading Ltd GBP 1234.56");
    expect(shown).toContain("Beta Imports Ltd JPY 250000");
    expect(shown).toContain("FX Desk Demo Ltd (house account) EUR 10000000");
    expect(shown).toHaveLength(9);
  });

  it("writes the view as at the service's time, then refreshes the same block in place after the balances moved and rows were inserted above it", async () => {
    const workbook = new MemoryWorkbook();
    const now = () => demo.demoService.clock.now();
    const block = async () =>
      balancesBlock(visibleLines(await loadConsolidatedBalances(demo.client, { asAt: undefined }, house.id), { hideZero: false, order: "currency" }), "consolidated", {
        asAt: new Date(now()).toISOString(),
      });
    const first = await writeBlock(workbook, await block(), { kind: "sheet", sheet: "Consolidated balances" });
    expect(first.address).toBe("'Consolidated balances'!A1:D11");
    expect(workbook.model.value("Consolidated balances", parseCellAddress("A1"))).toBe("As at (UTC)");
    // 2026-01-05 09:00 (or the instant the run is pinned to) as a serial: the service's clock, not the machine's.
    expect(workbook.model.value("Consolidated balances", parseCellAddress("B1"))).toBeCloseTo(now() / 86_400_000 + 25569, 9);

    await fund(alpha, "100.00", "GBP");
    await advance(demo.demoService, 10 * MINUTE);
    workbook.insertRows("Consolidated balances", 0, 2);
    const refreshed = await writeBlock(workbook, await block(), { kind: "refresh", location: first.location });

    expect(refreshed).toMatchObject({ refreshed: true, address: "'Consolidated balances'!A3:D13", clearedRows: 0 });
    expect(workbook.model.value("Consolidated balances", parseCellAddress("B3"))).toBeCloseTo(now() / 86_400_000 + 25569, 9);
    const read = await workbook.readTable("Consolidated balances");
    expect(read.headers[0]).toBe("As at (UTC)");
    const rows = read.rows;
    expect(rows[0]?.values).toEqual(["Account", "Currency", "Balance", "Updated (UTC)"]);
    expect(rows.slice(1)).toHaveLength(9);
    const alphaGbp = rows.find((row) => row.values[0] === "Alpha Trading Ltd" && row.values[1] === "GBP");
    expect(alphaGbp?.values[2]).toBe(1334.56);
    expect(workbook.model.cell("Consolidated balances", parseCellAddress(`C${(alphaGbp?.row ?? 0) + 1}`))?.numberFormat).toBe("#,##0.00");
  });

  it("carries the reporting-currency total, priced in one rates request, with its rates' time", async () => {
    const workbook = new MemoryWorkbook();
    const lines = visibleLines(await loadOwnBalances(demo.client, { actingAs: undefined, accountLabel: "House", asAt: undefined }), { hideZero: true, order: "currency" });
    const before = demo.sent.length;
    const reporting = await priceInReportingCurrency(demo.client, totalsByCurrency(lines), "EUR", () => demo.demoService.clock.now());
    expect(demo.sent.slice(before)).toEqual(["GET /v2/rates/find"]);

    const written = await writeBlock(workbook, balancesBlock(lines, "own", { asAt: new Date(demo.demoService.clock.now()).toISOString(), reporting }), { kind: "sheet", sheet: "Balances" });

    const last = written.location.headerRow + written.rows + 1;
    const cell = (column: string) => workbook.model.value("Balances", parseCellAddress(`${column}${last}`));
    const at = new Date(demo.demoService.clock.now()).toISOString().slice(0, 16).replace("T", " ");
    expect([cell("A"), cell("B"), cell("C")]).toEqual(["EUR", reporting.total.toNumber(), `Total in EUR at indicative mid rates of ${at} UTC`]);
    expect(reporting.missing).toEqual([]);
    expect(reporting.total.gt(10_000_000)).toBe(true);
    expect(workbook.model.cell("Balances", parseCellAddress(`B${last}`))?.numberFormat).toBe("#,##0.00");
  });

  it("takes over a balances block written before it had the As at line, moving it down in place", async () => {
    const workbook = new MemoryWorkbook();
    const lines = visibleLines(await loadOwnBalances(demo.client, { actingAs: undefined, accountLabel: "House", asAt: undefined }), { hideZero: false, order: "currency" });
    const old = balancesBlock(lines, "own", { asAt: new Date(demo.demoService.clock.now()).toISOString() });
    await writeBlock(workbook, { columns: old.columns, rows: old.rows }, { kind: "sheet", sheet: "Balances" });

    const written = await writeBlock(workbook, old, { kind: "sheet", sheet: "Balances" });

    expect(written).toMatchObject({ refreshed: true, address: `Balances!A1:D${lines.length + 2}`, location: { headerRow: 1 } });
    const column = Array.from({ length: lines.length + 4 }, (_, index) => workbook.model.value("Balances", parseCellAddress(`A${index + 1}`)));
    expect(column.filter((value) => value === "Currency")).toHaveLength(1);
    expect(column[0]).toBe("As at (UTC)");
  });

  it("reads the balances of a sub-account as they stood at an earlier instant (as_at_date)", async () => {
    const contact = await demo.client.core.contacts.create({
      account_id: beta.id, first_name: "Bea", last_name: "Beta", email_address: `bea.${randomUUID().slice(0, 8)}@example.com`, phone_number: "+44 20 0000 0000",
    });
    const before = new Date(demo.demoService.clock.now()).toISOString().replace(".000Z", "Z");
    await advance(demo.demoService, 10 * MINUTE);
    await fund(beta, "5000", "JPY");

    const now = await loadOwnBalances(demo.client, { actingAs: contact.id, accountLabel: "Bea Beta — Beta Imports Ltd", asAt: undefined });
    const then = await loadOwnBalances(demo.client, { actingAs: contact.id, accountLabel: "Bea Beta — Beta Imports Ltd", asAt: before });

    expect(now.map((line) => `${line.currency} ${line.amount.toFixed()}`)).toEqual(["JPY 255000"]);
    expect(then.map((line) => `${line.currency} ${line.amount.toFixed()}`)).toEqual(["JPY 250000"]);
  });
});
