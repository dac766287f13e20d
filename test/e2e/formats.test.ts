/**
 * Results and templates as a finance user sees them in the playground: booked amounts shown with the currency's
 * decimals and thousands separators, dates and UTC booking times shown as dates (the formula bar keeps the stored
 * number), and "Insert template" landing on a new sheet with its example row, which a check refuses.
 * Steps share one page and run in order; every assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { eventually } from "./support/eventually";
import { openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { visibleSheet } from "./support/grid-cells";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { PINNED_NOW } from "../support/demo-service";

const GRID_SCREENSHOT = "/tmp/fxdesk-formats-grid.png";

let session: PlaygroundSession;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1400 });
  ({ page } = session);
});

afterAll(async () => {
  await session?.close();
});

describe("formatted results and templates in the playground", () => {
  it("books a payment and shows its amount, payment date and booking time formatted, the raw value in the formula bar", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");

    // Row 2 of the sample sheet: Acme Supplies, EUR 1250.5.
    await selectRows(page, "Payments", 2, 2);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByRole("button", { name: "Book 1 payment…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Book 1 payment" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain("booked 1 payment"));

    // The service's clock is pinned and frozen: the booking was created at PINNED_NOW, shown on the UTC clock.
    const bookedAt = new Date(PINNED_NOW).toISOString().slice(0, 16).replace("T", " ");
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.shown(2)["FX result"]).toBe("Booked");
      expect(sheet.shown(2)["FX paid amount"]).toBe("1,250.50");
      expect(sheet.shown(2)["FX payment date"]).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(sheet.shown(2)["FX booked at (UTC)"]).toBe(bookedAt);
      // What the cells hold: numbers (a date is a day serial).
      expect(sheet.row(2)["FX paid amount"]).toBe("1250.5");
      expect(Number(sheet.row(2)["FX payment date"])).toBeGreaterThan(46000);
    });
    const paidAmount = page.locator("td[data-address]").filter({ hasText: "1,250.50" }).last();
    await paidAmount.click();
    await eventually(async () => expect(await page.getByTestId("formula-bar").inputValue()).toBe("1250.5"));

    await page.locator('section[aria-label="Workbook"]').screenshot({ path: GRID_SCREENSHOT });
  });

  it("shows the times FX.RATES and FX.BALANCES return as dates and times, the serial in the cell", async () => {
    const enter = async (address: string, formula: string) => {
      await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Rates", exact: true }).click();
      await page.locator(`td[data-address="${address}"]`).click();
      await page.getByTestId("formula-bar").fill(formula);
      await page.getByTestId("formula-bar").press("Enter");
    };
    await enter("H1", "=FX.RATES(A2:A3)");
    await enter("H8", "=FX.BALANCES()");
    const dateTime = /^20\d\d-\d\d-\d\d \d\d:\d\d$/;
    await eventually(async () => {
      const rates = await visibleSheet(page);
      expect(rates.row(2)["Fetched at"]).toMatch(/^\d{5}\.\d+$/);
      expect(rates.shown(2)["Fetched at"]).toMatch(dateTime);
      const balances = await visibleSheet(page, 8);
      expect(balances.shown(9)).toMatchObject({ Currency: expect.stringMatching(/^[A-Z]{3}$/), "Updated at": expect.stringMatching(dateTime) });
      expect(balances.row(9)["Updated at"]).toMatch(/^\d{5}(\.\d+)?$/);
    });
  });

  it("inserts a template on a new sheet it makes active, showing the example row, which a check refuses", async () => {
    await page.getByRole("button", { name: "Insert template" }).click();

    await eventually(async () => {
      expect(await page.getByTestId("name-box").textContent()).toBe("Payments 2!A2");
      expect(await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Payments 2", exact: true }).getAttribute("aria-selected")).toBe("true");
      const sheet = await visibleSheet(page);
      expect(sheet.shown(2)).toMatchObject({
        Beneficiary: "Northwind Supplies Ltd",
        Currency: "GBP",
        Amount: "1,250.50",
        Reference: "EXAMPLE – replace me",
        "Account number": "31926819",
        "Routing code": "601613",
      });
    });
    await expect(page.getByRole("tab", { name: "Allowed values (payments)", exact: true }).count()).resolves.toBe(1);

    await selectRows(page, "Payments 2", 2, 2);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => {
      const status = page.getByTestId("row-statuses").locator("tbody tr[data-row]").first();
      expect(await status.textContent()).toContain("template's example row");
    });
    expect(session.pageErrors).toEqual([]);
  });
});
