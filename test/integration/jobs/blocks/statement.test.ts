/**
 * A month's EUR statement of the house account read from the demo service over real HTTP: funding, a conversion
 * and a payment that completed, a transfer to a sub-account, and a payment and a conversion still pending. The
 * cells a controller files (lead lines, each line's counterparty, reference and running balance, the closing
 * balance) and the requests it took — a fixed few, never one per line. The sub-account's statement names it a
 * client account; a statement block in the layout before lead lines is replaced where it stands.
 */
import { beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import type Decimal from "decimal.js";
import type { Conversion, Payment } from "../../../../src/api/schemas";
import { loadStatement, statementBlock, statementSheetName, writeBlock, type Statement } from "../../../../src/jobs";
import { parseCellAddress } from "../../../../src/workbook/address";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import type { CellValue } from "../../../../src/workbook/port";
import { advance, advanceUntil } from "../../../support/demo-admin";
import { createEurBeneficiary, subAccount, uniqueKey } from "../../../support/demo-data";
import { login } from "../../../support/demo-http";
import { DAY, HOUR } from "../../../support/demo-service";
import { withDemoService } from "../../../support/with-demo-service";

const demo = withDemoService();
const day = (instant: number) => new Date(instant).toISOString().slice(0, 10);

let from: string;
let to: string;
let opening: Decimal;
let alpha: { accountId: string; contactId: string };
let settledConversion: Conversion;
let pendingConversion: Conversion;
let paid: Payment;
let unpaid: Payment;

beforeAll(async () => {
  alpha = await subAccount(demo.demoService, await login(demo.demoService), "Alpha Ltd");
  const house = await demo.client.core.accounts.current();
  // The period starts the day after the demo service's opening balances were written: they make the opening balance.
  await advance(demo.demoService, DAY);
  from = day(demo.demoService.clock.now());
  to = day(demo.demoService.clock.now() + 40 * DAY);
  opening = (await demo.client.core.balances.get("EUR")).amount;

  await demo.client.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: house.short_reference, amount: "1000.00", currency: "EUR", sender_reference: "Client remittance" });
  settledConversion = await demo.client.core.conversions.create({ buy_currency: "EUR", sell_currency: "GBP", amount: "500.00", fixed_side: "buy", reason: "Supplier float", term_agreement: true });
  await advanceUntil(demo.demoService, async () => (await demo.client.core.conversions.get(settledConversion.id)).status, "trade_settled");
  const muller = await createEurBeneficiary(demo.client, "Müller");
  paid = await demo.client.core.payments.create({ currency: "EUR", beneficiary_id: muller.id, amount: "250.50", reason: "Invoice", reference: "INV-42", payment_type: "regular", unique_request_id: uniqueKey("pay") });
  await advanceUntil(demo.demoService, async () => (await demo.client.core.payments.get(paid.id)).status, "completed");
  await demo.client.core.transfers.create({ source_account_id: house.id, destination_account_id: alpha.accountId, currency: "EUR", amount: "100.00", reason: "Float", unique_request_id: randomUUID() });
  await advance(demo.demoService, HOUR);
  // Booked now, read at once on the frozen clock: both still pending.
  const kasse = await createEurBeneficiary(demo.client, "Kasse");
  unpaid = await demo.client.core.payments.create({ currency: "EUR", beneficiary_id: kasse.id, amount: "75.00", reason: "Rent", reference: "RENT-JAN", payment_type: "regular", unique_request_id: uniqueKey("pay") });
  pendingConversion = await demo.client.core.conversions.create({ buy_currency: "EUR", sell_currency: "USD", amount: "300.00", fixed_side: "buy", reason: "Top up", term_agreement: true });
});

/** The statement read with the requests it sent. */
async function statementOf(actingAs: string | undefined): Promise<{ statement: Statement; sent: string[] }> {
  const before = demo.sent.length;
  const statement = await loadStatement(demo.client.core, { currency: "EUR", from, to, actingAs, now: () => demo.demoService.clock.now() });
  return { statement, sent: demo.sent.slice(before) };
}

describe("a month's statement", () => {
  it("reads the period with a fixed few requests, none per line", async () => {
    const { statement, sent } = await statementOf(undefined);

    expect(statement.lines.length).toBeGreaterThanOrEqual(6);
    expect([...sent].sort()).toEqual([
      "GET /v2/accounts/current",
      "GET /v2/balances/find",
      "GET /v2/conversions/find",
      "GET /v2/payments/find",
      "GET /v2/transactions/find",
      "GET /v2/transactions/find",
      "POST /v2/beneficiaries/find",
    ]);
  });

  it("opens on the balance before the period, closes on the booked balance, and every line's running balance adds up", async () => {
    const { statement } = await statementOf(undefined);
    const balance = (await demo.client.core.balances.get("EUR")).amount;

    expect(statement.opening.toFixed(2)).toBe(opening.toFixed(2));
    expect(statement.closing.toFixed(2)).toBe(balance.toFixed(2));
    expect(statement.closing.minus(statement.opening).toFixed(2)).toBe("1149.50");
    let running = statement.opening;
    for (const line of statement.lines) {
      if (!line.pending) running = running.plus(line.signedAmount);
      expect(line.runningBalance.toFixed(2)).toBe(running.toFixed(2));
      if (!line.pending && line.transaction.balance_amount) expect(line.runningBalance.toFixed(2)).toBe(line.transaction.balance_amount.toFixed(2));
    }
  });

  it("writes the lead lines, each line's type, counterparty, reference, money in or out, running balance and status, and the closing line", async () => {
    const { statement } = await statementOf(undefined);
    const workbook = new MemoryWorkbook();
    const written = await writeBlock(workbook, statementBlock(statement), { kind: "sheet", sheet: statementSheetName("EUR") });
    const sheet = statementSheetName("EUR");
    const row = (number: number): CellValue[] => "ABCDEFGH".split("").map((letter) => workbook.model.value(sheet, parseCellAddress(`${letter}${number}`)));

    expect(written.address).toBe(`'Statement EUR'!A1:H${7 + statement.lines.length + 1}`);
    expect([row(1), row(2), row(3), row(4), row(5)].map((cells) => cells.slice(0, 2))).toEqual([
      ["Account", "FX Desk Demo Ltd (house account)"],
      ["Currency", "EUR"],
      ["Period (UTC days)", `${from} – ${to}`],
      ["Opening balance", opening.toNumber()],
      ["Pending lines", "Marked Pending: shown, not counted in the running balance until they complete"],
    ]);
    expect(row(6)[0]).toBe("Read at (UTC)");
    expect(row(7)).toEqual(["Date (UTC)", "Type", "Counterparty", "Reference", "Money in", "Money out", "Running balance", "Status"]);

    const lines = Array.from({ length: statement.lines.length }, (_, index) => row(8 + index).slice(1));
    const balanceAfter = (amount: string) => opening.plus(amount).toNumber();
    expect(lines).toEqual([
      ["Funding", "Funds received: Client remittance", expect.stringMatching(/^IF-/), 1000, null, balanceAfter("1000"), "Completed"],
      ["Conversion", "Bought EUR / sold GBP", settledConversion.short_reference, 500, null, balanceAfter("1500"), "Completed"],
      ["Payment", "Müller (INV-42)", paid.short_reference, null, 250.5, balanceAfter("1249.50"), "Completed"],
      ["Transfer", "Transfer out to another account: Float", expect.stringMatching(/^BT-/), null, 100, balanceAfter("1149.50"), "Completed"],
      ["Payment", "Kasse (RENT-JAN)", unpaid.short_reference, null, 75, balanceAfter("1149.50"), "Pending"],
      ["Conversion", "Bought EUR / sold USD", pendingConversion.short_reference, 300, null, balanceAfter("1149.50"), "Pending"],
    ]);
    expect(row(8 + lines.length)).toEqual([null, "Closing balance", null, null, null, null, statement.closing.toNumber(), null]);
    expect(workbook.model.cell(sheet, parseCellAddress("B4"))?.numberFormat).toBe("#,##0.00");

    const again = await writeBlock(workbook, statementBlock((await statementOf(undefined)).statement), { kind: "sheet", sheet });
    expect(again).toMatchObject({ refreshed: true, address: written.address, clearedRows: 0 });
  });

  it("names a sub-account's statement a client account, the transfer coming in from another account", async () => {
    const { statement } = await statementOf(alpha.contactId);
    const block = statementBlock(statement);

    expect(block.lead?.[0]).toEqual(["Account", "Alpha Ltd (client account)"]);
    expect(statement.lines.map((line) => [line.type, line.counterparty, line.signedAmount.toFixed(2), line.runningBalance.toFixed(2)])).toEqual([
      ["Transfer", "Transfer in from another account: Float", "100.00", "100.00"],
    ]);
    expect([statement.opening.toFixed(2), statement.closing.toFixed(2)]).toEqual(["0.00", "100.00"]);
  });

  it("replaces a statement written in the layout before lead lines where it stands", async () => {
    const workbook = new MemoryWorkbook();
    const sheet = statementSheetName("EUR");
    await workbook.createSheet(sheet);
    workbook.model.setValues(sheet, { row: 0, column: 0 }, [
      ["Date (UTC)", "Type", "Action", "Related reference", "Amount", "Running balance", "Status", "Completed (UTC)"],
      ...Array.from({ length: 20 }, () => [46000, "credit", "funding", "IF-OLD", 1, 1, "completed", 46000]),
    ]);

    const { statement } = await statementOf(undefined);
    const written = await writeBlock(workbook, statementBlock(statement), { kind: "sheet", sheet });

    expect(written).toMatchObject({ refreshed: true, address: `'Statement EUR'!A1:H${7 + statement.lines.length + 1}` });
    expect(workbook.model.value(sheet, parseCellAddress("A1"))).toBe("Account");
    const leftOver = Array.from({ length: 30 }, (_, index) => workbook.model.value(sheet, parseCellAddress(`D${index + 1}`))).filter((value) => value === "IF-OLD");
    expect(leftOver).toEqual([]);
  });
});
