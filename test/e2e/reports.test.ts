/**
 * FX.PAYMENTS as a controller meets it in the playground: after a payment is booked (seeded over HTTP: the booking is
 * not what this checks), typing =FX.PAYMENTS() into a cell spills the account's payments under worded headers, the
 * created time and payment date shown as dates, the amount with its currency's decimals, the status in words; the
 * same cell then shows the ledger (=FX.TRANSACTIONS) and, with no conversions booked, the headers over "No records".
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { eventually } from "./support/eventually";
import { signInAsDemoUser } from "./support/playground-actions";
import { visibleSheet } from "./support/grid-cells";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { call, login } from "../support/demo-http";
import { GBP_BENEFICIARY } from "../support/demo-data";

const GRID_SCREENSHOT = "/tmp/fxdesk-reports-grid.png";

let session: PlaygroundSession;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1400 });
  ({ page } = session);
});

afterAll(async () => {
  await session?.close();
});

describe("reports in cells", () => {
  it("spills the payments booked under =FX.PAYMENTS(), then the ledger and an empty conversions report in the same cell", async () => {
    const token = await login(session.demoService);
    const beneficiary = await call(session.demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token });
    expect(beneficiary.status).toBe(200);
    const payment = await call(
      session.demoService,
      "POST",
      "/v2/payments/create",
      { currency: "GBP", beneficiary_id: beneficiary.body.id as string, amount: "4321.5", reason: "Invoice payment", reference: "INV-2040" },
      { token },
    );
    expect(payment.status).toBe(200);

    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Rates", exact: true }).click();
    await page.locator('td[data-address="A12"]').click();
    await page.getByTestId("formula-bar").fill("=FX.PAYMENTS()");
    await page.getByTestId("formula-bar").press("Enter");

    await eventually(async () => {
      const sheet = await visibleSheet(page, 12);
      expect(sheet.headers.slice(0, 12)).toEqual(["Created", "Payment date", "Short reference", "Payee", "Amount", "Currency", "Status", "Reference", "Reason", "Fee", "Fee currency", "Debited account"]);
      expect(sheet.shown(13)).toMatchObject({
        Created: expect.stringMatching(/^20\d\d-\d\d-\d\d \d\d:\d\d$/),
        "Payment date": payment.body.payment_date as string,
        "Short reference": payment.body.short_reference as string,
        Payee: "Acme Ltd",
        Amount: "4,321.50",
        Currency: "GBP",
        Status: expect.stringMatching(/^(Ready to send|Awaiting authorisation)$/),
        Reference: "INV-2040",
        Reason: "Invoice payment",
        "Debited account": "House account",
      });
      // What the cells hold: numbers, a date as its day serial.
      expect(sheet.row(13).Amount).toBe("4321.5");
      expect(Number(sheet.row(13)["Payment date"])).toBeGreaterThan(46000);
    });
    await page.locator('section[aria-label="Workbook"]').screenshot({ path: GRID_SCREENSHOT });

    // The same cell, another report: the ledger's GBP movements, signed, the balance after each.
    const enter = async (formula: string) => {
      await page.locator('td[data-address="A12"]').click();
      await page.getByTestId("formula-bar").fill(formula);
      await page.getByTestId("formula-bar").press("Enter");
    };
    await enter('=FX.TRANSACTIONS(,,"completed","GBP")');
    await eventually(async () => {
      const sheet = await visibleSheet(page, 12);
      expect(sheet.headers.slice(0, 7)).toEqual(["Date", "Type", "Currency", "Amount", "Balance after", "Related reference", "Status"]);
      expect(sheet.shown(13)).toMatchObject({ Currency: "GBP", Status: "Completed", Amount: expect.stringMatching(/^-?[\d,]+\.\d\d$/) });
    });
    // No conversions yet: the headers and a row saying so, not an error.
    await enter("=FX.CONVERSIONS()");
    await eventually(async () => {
      const sheet = await visibleSheet(page, 12);
      expect(sheet.headers.slice(0, 10)).toEqual(["Created", "Conversion date", "Settlement date", "Short reference", "Sell currency", "Sell amount", "Buy currency", "Buy amount", "Client rate", "Status"]);
      expect(sheet.shown(13).Created).toBe("No records: no conversions match these filters");
    });
    expect(session.pageErrors).toEqual([]);
  });
});
