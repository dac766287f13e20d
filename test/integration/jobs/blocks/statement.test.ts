/**
 * A statement from the demo service's ledger: every page read (a small page size forces several), oldest first,
 * the running balance ending on the balance itself, written to its own sheet and refreshed there in place.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type { Account } from "../../../../src/api/schemas";
import { loadStatement, statementBlock, statementSheetName, writeBlock } from "../../../../src/jobs";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
let house: Account;
let alpha: Account;
const today = new Date(PINNED_NOW).toISOString().slice(0, 10);

beforeAll(async () => {
  house = await demo.client.core.accounts.current();
  alpha = await demo.client.core.accounts.create({ account_name: "Alpha Ltd", legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN" });
  for (const amount of ["100.00", "200.00", "300.00"]) {
    await demo.client.core.demoFunding.create({ id: randomUUID(), receiver_account_number: house.short_reference, amount, currency: "CHF" });
  }
  await demo.client.core.transfers.create({ source_account_id: house.id, destination_account_id: alpha.id, currency: "CHF", amount: "50.25", unique_request_id: randomUUID() });
});

describe("statement", () => {
  it("reads every page of the currency's ledger, oldest first, with a running balance that ends on the balance", async () => {
    const before = demo.sent.length;
    const lines = await loadStatement(demo.client.core, { currency: "CHF", from: "2025-12-01", to: today, actingAs: undefined, perPage: 2 });

    expect(demo.sent.slice(before).filter((request) => request === "GET /v2/transactions/find").length).toBeGreaterThanOrEqual(3);
    expect(lines.map((line) => line.signedAmount.toFixed(2)).slice(-4)).toEqual(["100.00", "200.00", "300.00", "-50.25"]);
    for (let index = 1; index < lines.length; index++) {
      const previous = lines[index - 1]?.runningBalance;
      const line = lines[index];
      if (line?.transaction.status === "completed" && previous) expect(line.runningBalance?.toFixed(2)).toBe(previous.plus(line.signedAmount).toFixed(2));
    }
    const balance = await demo.client.core.balances.get("CHF");
    expect(lines.at(-1)?.runningBalance?.toFixed(2)).toBe(balance.amount.toFixed(2));
  });

  it("keeps to the date range", async () => {
    expect(await loadStatement(demo.client.core, { currency: "CHF", from: "2025-12-01", to: "2025-12-31", actingAs: undefined })).toEqual([]);
  });

  it("writes the statement on its own sheet and a second one refreshes it in place", async () => {
    const workbook = new MemoryWorkbook();
    const write = async () =>
      writeBlock(workbook, statementBlock(await loadStatement(demo.client.core, { currency: "CHF", from: "2025-12-01", to: today, actingAs: undefined })), {
        kind: "sheet",
        sheet: statementSheetName("CHF"),
      });
    const first = await write();
    const again = await write();

    expect(again).toMatchObject({ refreshed: true, address: first.address, clearedRows: 0 });
    const read = await workbook.readTable("Statement CHF");
    expect(read.headers).toEqual(["Date (UTC)", "Type", "Action", "Related reference", "Amount", "Running balance", "Status", "Completed (UTC)"]);
    expect(read.rows.at(-1)?.values.slice(1, 3)).toEqual(["debit", "transfer"]);
    expect(read.rows.at(-1)?.values[4]).toBe(-50.25);
  });
});
