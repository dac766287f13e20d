/**
 * The client's transfers, transactions and consolidated balances against the demo service: a repeated create with
 * one key makes one transfer, a statement is read over every page, the consolidated view takes one request per
 * page, and transfers and the ledger survive a restart (a snapshot from before the ledger gets opening entries).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, type FxDeskClient } from "../../../src/api";
import type { DemoServer } from "../../../src/demo-service/server";
import { demoClient } from "../../support/demo-client";
import { subAccount } from "../../support/demo-data";
import { login } from "../../support/demo-http";
import { DAY, PINNED_NOW, startDemoService } from "../../support/demo-service";
import { balanceLines, replayedLines } from "../../support/ledger-checks";
import { withDemoService } from "../../support/with-demo-service";

describe("client: transfers, statements and consolidated balances on the demo service", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let sent: string[];
  withDemoService({ perTest: true }, (demo) => {
    ({ demoService, client, sent } = demo);
  });

  it("a create repeated with the same key answers with the one transfer already made", async () => {
    const token = await login(demoService);
    const house = (await client.core.accounts.current()).id;
    const { accountId } = await subAccount(demoService, token, "Alpha Ltd");
    const order = { source_account_id: house, destination_account_id: accountId, currency: "EUR", amount: "2500.5", reason: "Float", unique_request_id: "7c9e6679-7425-40de-944b-e07fc1f90ae7" };
    sent.length = 0;
    const first = await client.core.transfers.create(order);
    const second = await client.core.transfers.create(order);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ status: "completed", reason: "Float" });
    expect(first.amount.toFixed(2)).toBe("2500.50");
    expect(sent).toEqual(["POST /v2/transfers/create", "POST /v2/transfers/create", "GET /v2/transfers/find"]);
    expect((await client.core.transfers.findAll({ destination_account_id: accountId }).toArray()).map((t) => t.id)).toEqual([first.id]);
    await expect(client.core.transfers.cancel(first.id)).rejects.toBeInstanceOf(BadRequestError);
  });

  it("a statement of one currency lists every page of credits and debits, each with the balance after it", async () => {
    const house = (await client.core.accounts.current()).id;
    for (let i = 1; i <= 5; i += 1) {
      await client.core.demoTopUp.create({ id: crypto.randomUUID(), receiver_account_number: house, amount: `${i}00.00`, currency: "CHF" });
    }
    sent.length = 0;
    const statement = await client.core.transactions.findAll({ currency: "CHF", created_at_from: new Date(PINNED_NOW - DAY).toISOString().slice(0, 10), per_page: 2, order: "amount" }).toArray();
    expect(sent.filter((line) => line === "GET /v2/transactions/find")).toHaveLength(3);
    expect(statement.map((t) => [t.type, t.action, t.amount.toFixed(2), t.balance_amount?.toFixed(2)])).toEqual([
      ["credit", "funding", "100.00", "5000100.00"],
      ["credit", "funding", "200.00", "5000300.00"],
      ["credit", "funding", "300.00", "5000600.00"],
      ["credit", "funding", "400.00", "5001000.00"],
      ["credit", "funding", "500.00", "5001500.00"],
      ["credit", "funding", "5000000.00", "5000000.00"],
    ]);
    const latest = await client.core.transactions.get(statement[4]!.id);
    expect(latest.related_entity_short_reference).toMatch(/^IF-\d{8}-[A-Z0-9]{6}$/);
    expect((await client.core.balances.get("CHF")).amount.toFixed(2)).toBe("5001500.00");
  });

  it("the consolidated view of house and sub-accounts takes one request per page, not one per account", async () => {
    const token = await login(demoService);
    for (const name of ["One", "Two", "Three", "Four"]) {
      const { contactId } = await subAccount(demoService, token, `${name} Ltd`);
      for (const currency of ["EUR", "USD"]) await client.core.balances.get(currency, { onBehalfOf: contactId });
    }
    sent.length = 0;
    const consolidated = await client.core.balances.findAll({ scope: "all", per_page: 5 }).toArray();
    expect(consolidated).toHaveLength(7 + 8);
    expect(new Set(consolidated.map((b) => b.account_id)).size).toBe(5);
    expect(sent).toEqual(Array.from({ length: 3 }, () => "GET /v2/balances/find"));
  });
});

describe("client: the ledger across a restart", () => {
  it("keeps transfers pending across a restart and completes them when funds arrive; an older snapshot gets opening entries", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "fxdesk-ledger-"));
    const snapshotPath = path.join(dir, "state.json");
    try {
      const first = await startDemoService({ snapshotPath });
      const token = await login(first);
      const { accountId } = await subAccount(first, token, "Alpha Ltd");
      const before = demoClient(first);
      const house = (await before.core.accounts.current()).id;
      const pending = await before.core.transfers.create({ source_account_id: accountId, destination_account_id: house, currency: "USD", amount: "10" });
      expect(pending.status).toBe("pending");
      await first.close();

      const second = await startDemoService({ snapshotPath });
      try {
        const after = demoClient(second);
        expect((await after.core.transfers.get(pending.id)).status).toBe("pending");
        await after.core.demoTopUp.create({ id: crypto.randomUUID(), receiver_account_number: accountId, amount: "10.00", currency: "USD" });
        await after.core.accounts.current();
        expect((await after.core.transfers.get(pending.id)).status).toBe("completed");
        const balances = await after.core.balances.findAll({ scope: "all" }).toArray();
        const transactions = await after.core.transactions.findAll({ scope: "all" }).toArray();
        expect(balanceLines(balances)).toEqual(replayedLines(balances, transactions));
      } finally {
        await second.close();
      }

      // A snapshot written before transactions and transfers existed: its balances are carried over as entries.
      const saved = JSON.parse(await readFile(snapshotPath, "utf8")) as { data: Record<string, unknown> };
      delete saved.data.transactions;
      delete saved.data.transfers;
      await writeFile(snapshotPath, JSON.stringify(saved));
      const third = await startDemoService({ snapshotPath });
      try {
        const restored = demoClient(third);
        const balances = await restored.core.balances.findAll({ scope: "all" }).toArray();
        const transactions = await restored.core.transactions.findAll({ scope: "all" }).toArray();
        expect(transactions.every((t) => t.action === "manual_transaction" && t.status === "completed")).toBe(true);
        expect(balanceLines(balances)).toEqual(replayedLines(balances, transactions));
        expect(await restored.core.transfers.find()).toMatchObject({ transfers: [] });
      } finally {
        await third.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
