/**
 * Transfers from rows in a real browser: the Transfer tab (under More tabs) inserts its template, three rows are
 * typed naming accounts in words (House, a sub-account's name, a short reference), checked, confirmed — the
 * confirmation warning that one source cannot cover its row — and booked; the sheet shows each row's result and
 * status, and the service holds each transfer once, under the id its key names. Steps share one page and run in
 * order; every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { Account } from "../../src/api/schemas";
import { templateHeaders } from "../../src/jobs/kind-jobs";
import { templateRowCells } from "./support/template-rows";
import { demoClient } from "../support/demo-client";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { transferKind } from "../../src/jobs/kinds/transfer";

const SHEET = "Transfers";
const HEADERS = templateHeaders(transferKind);

let session: PlaygroundSession;
let page: Page;
let northwind: Account;
let contoso: Account;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1300 });
  page = session.page;
  // Two clients of the house, made as the Clients tab would: the rows name them.
  const admin = demoClient(session.demoService);
  const client = (account_name: string) => admin.core.accounts.create({ account_name, legal_entity_type: "company", street: "1 Quay Street", city: "Bristol", country: "GB" });
  northwind = await client("Northwind Retail");
  contoso = await client("Contoso Foods");
});

afterAll(async () => {
  await session?.close();
});

describe("transfers from rows", () => {
  it("inserts the transfer template from the Transfer tab and types three rows", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Transfer");
    await page.getByRole("button", { name: "Insert template" }).click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe(`${SHEET}!A2`));
    expect(HEADERS).toEqual(["Source account", "Destination account", "Currency", "Amount", "Reason"]);

    await typeCells(page, SHEET, [
      ...templateRowCells(transferKind, 3, { "Source account": "House", "Destination account": "Northwind Retail", Currency: "EUR", Amount: "1200", Reason: "Month end" }),
      ...templateRowCells(transferKind, 4, { "Source account": "house", "Destination account": contoso.short_reference, Currency: "GBP", Amount: "850.50", Reason: "Month end" }),
      // Northwind holds no CHF: this one waits, pending, until it does.
      ...templateRowCells(transferKind, 5, { "Source account": "Northwind Retail", "Destination account": "Contoso Foods", Currency: "CHF", Amount: "300", Reason: "Rebate" }),
    ]);
    await eventually(async () => expect((await visibleSheet(page)).row(5)["Destination account"]).toBe("Contoso Foods"));
  });

  it("checks the three rows, naming each row's accounts", async () => {
    await selectRows(page, SHEET, 3, 5);
    await checkSelectedRows(page);
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Valid", 4: "Valid", 5: "Valid" }));
    const rows = page.getByTestId("row-statuses");
    await eventually(async () => expect(await rows.textContent()).toContain("1,200.00 EUR from FX Desk Demo Ltd (house account) to Northwind Retail"));
    expect(await rows.textContent()).toContain("850.50 GBP from FX Desk Demo Ltd (house account) to Contoso Foods");
    await eventually(async () => expect(await page.getByTestId("source-short").textContent()).toBe(
      "Not enough CHF in Northwind Retail: 300.00 to move against 0.00 available, short by 300.00. These transfers stay pending until Northwind Retail holds the CHF.",
    ));
    await screenshot(page, "transfers-01-check");
  });

  it("confirms per source account, warning of the one that cannot cover, and books", async () => {
    await page.getByRole("button", { name: "Book 3 transfers…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain("3 rows will be sent"));
    const sources = dialog.getByTestId("source-needs");
    expect(await sources.locator("tbody tr").count()).toBe(3);
    expect(await sources.locator('tr[data-currency="EUR"]').textContent()).toContain("1,200.00");
    expect(await dialog.getByTestId("source-short").textContent()).toContain("Not enough CHF in Northwind Retail");
    await screenshot(page, "transfers-02-confirm");
    await dialog.getByRole("button", { name: "Book 3 transfers" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain(`Finished on ${SHEET}: booked 3 transfers`));

    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect([3, 4, 5].map((row) => sheet.row(row)["FX result"])).toEqual(["Booked", "Booked", "Booked"]);
      expect([3, 4, 5].map((row) => sheet.row(row)["FX status"])).toEqual(["Completed", "Completed", "Pending"]);
    });

    // What the service holds: each row's transfer once, between the accounts named, under the id its key gives.
    const sheet = await visibleSheet(page);
    const transfers = Object.values(session.demoService.state.data.transfers);
    expect(transfers).toHaveLength(3);
    const house = session.demoService.state.data.houseAccountId;
    const expected = [
      [3, house, northwind.id, "EUR", "1200.00", "completed"],
      [4, house, contoso.id, "GBP", "850.50", "completed"],
      [5, northwind.id, contoso.id, "CHF", "300.00", "pending"],
    ] as const;
    for (const [row, source, destination, currency, amount, status] of expected) {
      const transfer = session.demoService.state.data.transfers[sheet.row(row)["FX id"] ?? ""];
      expect(transfer).toMatchObject({ source_account_id: source, destination_account_id: destination, currency, amount, status, unique_request_id: sheet.row(row)["FX key"] });
      expect(sheet.row(row)["FX short ref"]).toBe(transfer?.short_reference);
    }
    await screenshot(page, "transfers-03-booked");
    expect(session.pageErrors).toEqual([]);
  });
});
