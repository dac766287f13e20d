/**
 * The consolidated balances of the house and its sub-accounts read from the demo service in one paged find,
 * written as a sheet block, refreshed in place after the balances moved (the block found again by its header line
 * after rows were inserted above it); and balances as at an earlier instant on the simulated clock.
 */
import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Account } from "../../../../src/api/schemas";
import { balancesBlock, writeBlock } from "../../../../src/jobs";
import { loadConsolidatedBalances, loadOwnBalances } from "../../../../src/taskpane/features/balances/load-balances";
import { visibleLines } from "../../../../src/taskpane/features/balances/balance-lines";
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
  await demo.client.core.demoFunding.create({ id: randomUUID(), receiver_account_number: account.short_reference, amount, currency });
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

  it("writes the view, then refreshes the same block in place after the balances moved and rows were inserted above it", async () => {
    const workbook = new MemoryWorkbook();
    const block = async () => balancesBlock(visibleLines(await loadConsolidatedBalances(demo.client, { asAt: undefined }, house.id), { hideZero: false, order: "currency" }), "consolidated");
    const first = await writeBlock(workbook, await block(), { kind: "sheet", sheet: "Consolidated balances" });
    expect(first.address).toBe("'Consolidated balances'!A1:D10");

    await fund(alpha, "100.00", "GBP");
    workbook.insertRows("Consolidated balances", 0, 2);
    const refreshed = await writeBlock(workbook, await block(), { kind: "refresh", location: first.location });

    expect(refreshed).toMatchObject({ refreshed: true, address: "'Consolidated balances'!A3:D12", clearedRows: 0 });
    const read = await workbook.readTable("Consolidated balances");
    expect(read.headers).toEqual(["Account", "Currency", "Balance", "Updated (UTC)"]);
    expect(read.rows).toHaveLength(9);
    const alphaGbp = read.rows.find((row) => row.values[0] === "Alpha Trading Ltd" && row.values[1] === "GBP");
    expect(alphaGbp?.values[2]).toBe(1334.56);
    expect(workbook.model.cell("Consolidated balances", parseCellAddress(`C${(alphaGbp?.row ?? 0) + 1}`))?.numberFormat).toBe("#,##0.00");
  });

  it("reads the balances of a sub-account as they stood at an earlier instant (as_at_date)", async () => {
    const contact = await demo.client.core.contacts.create({
      account_id: beta.id, first_name: "Bea", last_name: "Beta", email_address: `bea.${randomUUID().slice(0, 8)}@example.com`, phone_number: "+44 20 0000 0000",
    });
    const before = new Date(demo.sim.clock.now()).toISOString().replace(".000Z", "Z");
    await advance(demo.sim, 10 * MINUTE);
    await fund(beta, "5000", "JPY");

    const now = await loadOwnBalances(demo.client, { actingAs: contact.id, accountLabel: "Bea Beta — Beta Imports Ltd", asAt: undefined });
    const then = await loadOwnBalances(demo.client, { actingAs: contact.id, accountLabel: "Bea Beta — Beta Imports Ltd", asAt: before });

    expect(now.map((line) => `${line.currency} ${line.amount.toFixed()}`)).toEqual(["JPY 255000"]);
    expect(then.map((line) => `${line.currency} ${line.amount.toFixed()}`)).toEqual(["JPY 250000"]);
  });
});
