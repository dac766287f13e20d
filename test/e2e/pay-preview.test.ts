/**
 * The payments preview as a treasury analyst acting for a client reads it, in a real browser: the client's name
 * everywhere (never its id), totals measured against what is available, a covering conversion offered only from
 * a balance that can pay for it with its estimated cost, a warning for a shortfall left uncovered, and focus back
 * on the button that opened the confirmation. Every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";
import { createDollarClient, DOLLAR_CLIENT_NAME } from "./support/dollar-client";

const CLIENT_NAME = DOLLAR_CLIENT_NAME;
const CONTACT_NAME = "Olive Orbit";
/** As the acting-as picker writes it. */
const SHOWN_NAME = `${CONTACT_NAME} — ${CLIENT_NAME}`;

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;
let contactId: string;

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1800 });
  page = session.page;
  admin = demoClient(session.demoService);
  // The client holds US dollars only: its euro and franc payments are short.
  contactId = await createDollarClient(admin);
});

afterAll(async () => {
  await session?.close();
});

/** The needs table's figure rows (not the cover rows under them), cell texts by currency. */
async function needsByCurrency(): Promise<Record<string, string[]>> {
  const rows = await page
    .getByTestId("needs-table")
    .locator("tbody tr[data-currency]")
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute("data-currency") ?? "", ...[...element.querySelectorAll("td")].map((cell) => cell.textContent ?? "")]));
  return Object.fromEntries(rows.map(([currency = "", ...cells]) => [currency, cells]));
}

describe("the payments preview, acting for a client", () => {
  it("names the client, measures against its available balances and offers only a cover it can pay for", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    const picker = page.getByRole("combobox", { name: "Act for" });
    await picker.click();
    await picker.fill("Olive");
    await page.getByRole("option", { name: new RegExp(SHOWN_NAME) }).click();
    await eventually(async () => expect(await page.getByTestId("acting-as-banner").textContent()).toContain(CONTACT_NAME));

    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 4);
    await checkSelectedRows(page);
    // The button that ran the check has focus again once it is done (it was disabled meanwhile).
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Check"));

    await eventually(async () =>
      expect(await needsByCurrency()).toEqual({
        CHF: [`CHF1 row, ${SHOWN_NAME}`, "4,300.00", "0.00", "4,300.00"],
        EUR: [`EUR2 rows, ${SHOWN_NAME}`, "2,230.50", "0.00", "2,230.50"],
      }),
    );
    expect(await page.getByTestId("preview").textContent()).not.toContain(contactId);
    expect(await page.getByTestId("totals-rule").textContent()).toContain("Totals count the rows that will be sent");
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain(`Checked 3 payment rows on Payments for ${SHOWN_NAME}: 3 ready`));

    // The client's dollars can pay for either cover: the estimate says what it costs and what is there.
    await page.getByRole("checkbox", { name: "Convert to cover EUR" }).check();
    const select = page.getByRole("combobox", { name: "Sell currency for the EUR conversion" });
    await eventually(async () => expect(await select.locator("option").allTextContents()).toEqual(["sell USD"]));
    await eventually(async () =>
      expect(await page.getByTestId("cover-estimate").textContent()).toMatch(/^about [\d,]+\.\d\d USD at 1 EUR = [\d.]+ USD \(indicative\); 100,000\.00 USD available$/),
    );
    // Nothing of EUR is available: the conversion buys both EUR rows, exactly what they add up to.
    expect(await page.getByTestId("cover-funds").textContent()).toMatch(/^buys 2,230\.50 EUR for rows \d+ and \d+;$/);
    await screenshot(page, "pay-preview-01-cover-estimate");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "pay-preview-02-cover-estimate-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("confirms with the client's name, the cover's estimated cost and a warning for the shortfall left uncovered", async () => {
    const book = page.getByRole("button", { name: "Book 3 payments…" });
    await book.click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => {
      const text = (await dialog.textContent()) ?? "";
      expect(text).toContain(SHOWN_NAME);
      expect(text).not.toContain(contactId);
      expect(await dialog.getByTestId("funding-line").textContent()).toMatch(/^First books a conversion buying 2,230\.50 EUR for about [\d,]+\.\d\d USD \(indicative rate [\d.]+; 100,000\.00 USD available to /);
      expect(await dialog.getByTestId("funding-line").textContent()).toMatch(/The EUR payments of rows \d+ and \d+ are linked to it and paid on its conversion date/);
      expect(await dialog.getByTestId("funding-line").textContent()).toContain(
        "It is priced again just before it is booked: if buying EUR then costs more than 0.25 % above this rate, nothing is bought and those payments are not sent until you check them again.",
      );
      expect(await dialog.getByTestId("unfunded-warning").textContent()).toContain(`Not enough CHF for ${SHOWN_NAME}: 4,300.00 to pay against 0.00 available, short by 4,300.00`);
    });
    await screenshot(page, "pay-preview-03-confirm");

    // Going back returns focus to the button that opened the dialog; nothing was sent.
    await dialog.getByRole("button", { name: "Go back" }).click();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Book 3 payments…"));
    expect(await book.isEnabled()).toBe(true);
    expect((await admin.core.payments.find({}, { onBehalfOf: contactId })).payments).toEqual([]);
  });

  it("takes the person to a row the preview lists, from another sheet", async () => {
    await openSheet(page, "Rates");
    await page.getByRole("button", { name: "Go to row 3 of Payments" }).click();
    await eventually(async () => {
      expect(await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: "Payments", exact: true }).getAttribute("aria-selected")).toBe("true");
      const selected = await page.locator('tr[aria-selected="true"] th').allTextContents();
      expect(selected).toEqual(["3"]);
    });
  });
});
