/**
 * The Balances tab in a real browser: sign in, open Balances ("As at" the service's time), switch to every account
 * (house + two sub-accounts, funded over the API), price them in a reporting currency, write the consolidated view to
 * a sheet (its "As at" line above, the reporting total last), refresh it in place after the balances changed and
 * again with fewer rows, and read the cells back: values, formats, one header line only, no stale rows left; then a
 * statement a controller can file (account, period, opening balance, counterparties, running and closing balance).
 * Screenshots of the 360 px pane in light and dark.
 * Steps share one page and run in order; every assertion on the page waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import Decimal from "decimal.js";
import path from "node:path";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import type { Account } from "../../src/api/schemas";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { ARTIFACTS_DIR, screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { openFeature, openSheet, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";
import { createGbpBeneficiary } from "../support/demo-data";

const SHEET = "Consolidated balances";

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;
let alpha: Account;
let beta: Account;

async function fund(account: Account, amount: string, currency: string): Promise<void> {
  await admin.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: account.short_reference, amount, currency });
}

async function subAccount(name: string): Promise<Account> {
  return admin.core.accounts.create({ account_name: name, legal_entity_type: "company", street: "1 Test Street", city: "London", country: "GB", postal_code: "EC1A 1AA" });
}

/** The balances table's rows as the pane shows them: cell texts, left to right. */
async function tableRows(): Promise<string[][]> {
  return page
    .getByTestId("balances-table")
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
}

/** The `count` sheet rows under the header line (row 2: the "As at" line is row 1) of the grid's visible sheet, by header. */
async function sheetRows(count: number): Promise<{ headers: string[]; rows: Record<string, string>[]; shown: Record<string, string>[] }> {
  const sheet = await visibleSheet(page, 2);
  const numbers = Array.from({ length: count }, (_, index) => index + 3);
  return { headers: sheet.headers.filter(Boolean), rows: numbers.map((row) => sheet.row(row)), shown: numbers.map((row) => sheet.shown(row)) };
}

beforeAll(async () => {
  session = await startPlayground({}, { width: 1800, height: 3000 });
  page = session.page;
  admin = demoClient(session.demoService);
  alpha = await subAccount("Alpha Trading Ltd");
  beta = await subAccount("Beta Imports Ltd");
  await fund(alpha, "1234.56", "GBP");
  await fund(alpha, "500.00", "EUR");
  await fund(beta, "250000", "JPY");
});

afterAll(async () => {
  await session?.close();
});

describe("the Balances tab", () => {
  it("signs in, opens Balances and shows the house account's balances with their currency's decimals", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Balances");
    await eventually(async () => {
      const rows = await tableRows();
      expect(rows.map((row) => row[0])).toEqual(["AUD", "CAD", "CHF", "EUR", "GBP", "JPY", "USD"]);
      expect(rows.find((row) => row[0] === "JPY")?.[1]).toBe("1,000,000,000");
      expect(rows.find((row) => row[0] === "EUR")?.[1]).toBe("10,000,000.00");
    });
    expect(await page.getByTestId("balances-status").textContent()).toContain("As at 2026-01-05 09:00 UTC");
  });

  it("switches to all accounts: house and sub-accounts in one table, named, with totals per currency", async () => {
    await page.getByRole("radio", { name: "All accounts" }).check();
    await eventually(async () => {
      const rows = await tableRows();
      expect(rows).toHaveLength(10);
      expect(rows.filter((row) => row[0] === "Alpha Trading Ltd").map((row) => [row[1], row[2]])).toEqual([
        ["EUR", "500.00"],
        ["GBP", "1,234.56"],
      ]);
      expect(rows.filter((row) => row[0] === "Beta Imports Ltd").map((row) => [row[1], row[2]])).toEqual([["JPY", "250,000"]]);
      expect(rows.filter((row) => row[0] === "FX Desk Demo Ltd (house account)")).toHaveLength(7);
    });
    const totals = await page.getByTestId("currency-totals").locator('tr[data-currency="GBP"] td').allTextContents();
    expect(totals).toEqual(["GBP", "10,001,234.56", "2"]);
  });

  it("prices the shown balances in a reporting currency, labelled indicative with the rates' time", async () => {
    await page.getByRole("combobox", { name: "Total in" }).selectOption("EUR");
    await eventually(async () => {
      const text = (await page.getByTestId("reporting-total").textContent()) ?? "";
      expect(text).toMatch(/^Total: [\d,]+\.\d{2} EUR/);
      expect(text).toContain("Indicative, mid rates fetched 2026-01-05 09:00 UTC");
    });
    await screenshot(page, "balances-01-consolidated");
    await page.getByRole("tabpanel").screenshot({ path: path.join(ARTIFACTS_DIR, "balances-02-panel.png") });
    const pane = page.getByRole("complementary", { name: "FX Desk task pane" });
    expect(await pane.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [name, region] of [["as-at", "Balances"], ["reporting-total", "Total in a reporting currency"], ["statement", "Statement"]] as const) {
        await page.getByRole("region", { name: region, exact: true }).screenshot({ path: path.join(ARTIFACTS_DIR, `balances-04-pane-360-${name}-${scheme}.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
    const { checked, unnamed } = await controlsWithoutAccessibleName(page);
    expect(checked).toBeGreaterThan(10);
    expect(unnamed).toEqual([]);
  });

  it("writes the consolidated view to its sheet: As at above, numbers as numbers in each currency's format, the reporting total last", async () => {
    const reportingTotal = (await page.getByTestId("reporting-total").textContent())?.match(/^Total: ([\d,]+\.\d{2}) EUR/)?.[1];
    await page.getByRole("button", { name: `Write to “${SHEET}” sheet` }).click();
    await openSheet(page, SHEET);
    await eventually(async () => {
      const { headers, rows, shown } = await sheetRows(11);
      const top = await visibleSheet(page, 1);
      expect(Object.values(top.shown(1)).slice(0, 2)).toEqual(["As at (UTC)", "2026-01-05 09:00"]);
      expect(headers).toEqual(["Account", "Currency", "Balance", "Updated (UTC)"]);
      expect(shown[10]).toEqual({ Account: "Total in EUR at indicative mid rates of 2026-01-05 09:00 UTC", Currency: "EUR", Balance: reportingTotal, "Updated (UTC)": "2026-01-05 09:00" });
      const alphaGbp = rows.findIndex((row) => row.Account === "Alpha Trading Ltd" && row.Currency === "GBP");
      expect(rows[alphaGbp]?.Balance).toBe("1234.56");
      expect(shown[alphaGbp]?.Balance).toBe("1,234.56");
      const betaJpy = rows.findIndex((row) => row.Account === "Beta Imports Ltd");
      expect(shown[betaJpy]?.Balance).toBe("250,000");
      expect(rows.every((row) => row.Account !== "")).toBe(true);
    });
  });

  it("refreshes the same block in place after the balances changed, never a second copy", async () => {
    await fund(alpha, "100.00", "GBP");
    await page.getByRole("button", { name: "Refresh in sheet" }).click();
    await eventually(async () => {
      const { rows } = await sheetRows(13);
      expect(rows.find((row) => row.Account === "Alpha Trading Ltd" && row.Currency === "GBP")?.Balance).toBe("1334.56");
      expect(rows.slice(0, 11).every((row) => row.Account !== "")).toBe(true);
      expect(rows[10]?.Account).toMatch(/^Total in EUR at indicative mid rates of /);
      expect(rows.slice(11).every((row) => row.Account === "" && row.Balance === "")).toBe(true);
    });
    // One header line on the sheet: row 2's, under its As at line.
    const sheet = await visibleSheet(page, 2);
    const headerLines = Array.from({ length: 40 }, (_, index) => index + 1).filter((row) => sheet.row(row).Account === "Account");
    expect(headerLines).toEqual([2]);
  });

  it("refreshes with fewer rows (one currency) and clears the rows the block no longer needs", async () => {
    await page.getByRole("combobox", { name: "Currency", exact: true }).selectOption("GBP");
    await eventually(async () => expect(await tableRows()).toHaveLength(2));
    await page.getByRole("button", { name: "Refresh in sheet" }).click();
    await eventually(async () => {
      const { rows } = await sheetRows(10);
      expect(rows.slice(0, 3).map((row) => [row.Account, row.Currency])).toEqual([
        ["Alpha Trading Ltd", "GBP"],
        ["FX Desk Demo Ltd (house account)", "GBP"],
        ["Total in EUR at indicative mid rates of 2026-01-05 09:00 UTC", "EUR"],
      ]);
      expect(rows.slice(3).every((row) => row.Account === "" && row.Currency === "" && row.Balance === "")).toBe(true);
    });
  });

  it("asks before a transfer: 999,999 GBP from an account holding 5,000 warns of the shortfall in words, the balance read once, nothing sent on Not now", async () => {
    // Alpha is topped up to 5,000.00 GBP here, after the steps that count its balances.
    const held = (await admin.core.balances.findAll({ scope: "all" }).toArray()).find((balance) => balance.account_id === alpha.id && balance.currency === "GBP")?.amount;
    await fund(alpha, new Decimal(5000).minus(held ?? 0).toFixed(2), "GBP");
    const transfers = page.getByRole("region", { name: "Transfers between accounts" });
    await transfers.getByRole("combobox", { name: "From" }).selectOption({ label: "Alpha Trading Ltd" });
    await transfers.getByRole("combobox", { name: "To" }).selectOption({ label: "FX Desk Demo Ltd (house account)" });
    await transfers.getByRole("textbox", { name: "Currency" }).fill("GBP");
    await transfers.getByRole("textbox", { name: "Amount" }).fill("999999");
    const sent: string[] = [];
    const record = (request: { url(): string; method(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/v2/")) sent.push(`${request.method()} ${url.pathname}`);
    };
    page.on("request", record);
    await transfers.getByRole("button", { name: "Transfer…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () =>
      expect(await dialog.getByTestId("transfer-cover").textContent()).toBe(
        "Alpha Trading Ltd holds 5,000.00 GBP now, 994,999.00 GBP less than the 999,999.00 GBP to transfer. The transfer stays pending until Alpha Trading Ltd holds the amount; you can cancel it until then.",
      ),
    );
    expect(await dialog.getByRole("heading").textContent()).toBe("Transfer 999,999.00 GBP?");
    expect(await dialog.getByTestId("transfer-confirmation").locator("dl").textContent()).toBe("Amount999,999.00 GBPFromAlpha Trading LtdToFX Desk Demo Ltd (house account)");
    // The dialog in a 360 px window (the pane's width in Excel), light and dark, once it has finished fading in.
    await page.setViewportSize({ width: 360, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await eventually(async () => expect(await dialog.evaluate((element) => element.getBoundingClientRect().width <= 360)).toBe(true));
      await eventually(async () => expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length)).toBe(0));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `balances-05-transfer-confirm-short-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1800, height: 3000 });
    await dialog.getByRole("button", { name: "Not now" }).click();
    await eventually(async () => expect(await dialog.count()).toBe(0));
    page.off("request", record);
    // The balance was read once as the confirmation opened, and nothing was transferred.
    expect(sent).toEqual(["GET /v2/balances/find"]);
    expect((await admin.core.transfers.find({ source_account_id: alpha.id })).transfers).toEqual([]);
  });

  it("makes a transfer the source cannot cover, once confirmed: shown pending, then cancelled from the panel", async () => {
    const transfers = page.getByRole("region", { name: "Transfers between accounts" });
    await transfers.getByRole("combobox", { name: "From" }).selectOption({ label: "Beta Imports Ltd" });
    await transfers.getByRole("combobox", { name: "To" }).selectOption({ label: "FX Desk Demo Ltd (house account)" });
    await transfers.getByRole("textbox", { name: "Currency" }).fill("GBP");
    await transfers.getByRole("textbox", { name: "Amount" }).fill("100");
    await transfers.getByRole("button", { name: "Transfer…" }).click();
    const dialog = page.getByRole("alertdialog");
    // Beta has no GBP wallet: it holds nothing in GBP.
    await eventually(async () => expect(await dialog.getByTestId("transfer-cover").textContent()).toContain("Beta Imports Ltd holds 0.00 GBP now, 100.00 GBP less than the 100.00 GBP to transfer."));
    await dialog.getByRole("button", { name: "Transfer anyway" }).click();

    const row = transfers.getByTestId("transfers-table").locator("tbody tr").first();
    await eventually(async () => expect(await row.textContent()).toMatch(/^Beta Imports Ltd → FX Desk Demo Ltd \(house account\)BT-\S+100\.00 GBPPendingCancel$/));
    await screenshot(page, "balances-03-transfer-pending");
    await row.getByRole("button", { name: /^Cancel BT-/ }).click();
    await eventually(async () => {
      expect(await row.textContent()).toMatch(/100\.00 GBPCancelled$/);
      expect(await row.getByRole("button").count()).toBe(0);
    });
    const onService = await admin.core.transfers.find({ source_account_id: beta.id });
    expect(onService.transfers.map((transfer) => transfer.status)).toEqual(["cancelled"]);
  });

  it("writes a statement of the house account's GBP a controller can file: account, period, opening balance, counterparties, closing balance", async () => {
    // A payment booked just now: pending on the frozen clock, named by its payee on the statement.
    const payee = await createGbpBeneficiary(admin, "Harbour Supplies");
    await admin.core.payments.create({ currency: "GBP", beneficiary_id: payee.id, amount: "250.00", reason: "Supplies", reference: "PO-7", payment_type: "regular" });
    await page.getByRole("radio", { name: "Account acted for" }).check();
    const statement = page.getByRole("region", { name: "Statement" });
    await statement.getByRole("textbox", { name: "Currency" }).fill("GBP");
    await statement.getByRole("button", { name: "Statement to sheet" }).click();
    await eventually(async () => expect(await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Statement GBP" }).count()).toBe(1));
    await openSheet(page, "Statement GBP");
    await eventually(async () => {
      const lead = await visibleSheet(page, 1);
      const labelAndValue = (row: number) => Object.values(lead.shown(row)).slice(0, 2);
      expect([1, 2, 3, 4, 5, 6].map(labelAndValue)).toEqual([
        ["Account", "FX Desk Demo Ltd (house account)"],
        ["Currency", "GBP"],
        ["Period (UTC days)", "2026-01-01 – 2026-01-05"],
        ["Opening balance", "0.00"],
        ["Pending lines", "Marked Pending: shown, not counted in the running balance until they complete"],
        ["Read at (UTC)", "2026-01-05 09:00"],
      ]);
      const sheet = await visibleSheet(page, 7);
      expect(sheet.headers.filter(Boolean)).toEqual(["Date (UTC)", "Type", "Counterparty", "Reference", "Money in", "Money out", "Running balance", "Status"]);
      expect(sheet.shown(8)).toMatchObject({
        "Date (UTC)": "2026-01-05 09:00", Type: "Funding", Counterparty: "Funds received: Opening balance", "Money in": "10,000,000.00", "Running balance": "10,000,000.00", Status: "Completed",
      });
      expect(sheet.shown(9)).toMatchObject({
        Type: "Payment", Counterparty: "Harbour Supplies (PO-7)", "Money in": "", "Money out": "250.00", "Running balance": "10,000,000.00", Status: "Pending",
      });
      expect(sheet.shown(10)).toMatchObject({ Type: "Closing balance", "Running balance": "10,000,000.00" });
    });
    await screenshot(page, "balances-06-statement");
    expect(session.pageErrors).toEqual([]);
  });
});
