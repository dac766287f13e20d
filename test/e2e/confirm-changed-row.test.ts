/**
 * A row edited between Check and Book, as a person does it in the playground (issue 39, point 6): the confirmation
 * reads the rows again as it opens, says in its title that nothing will be sent until the row is checked again and
 * how the row changed, in the review's words, keeps Book off, and nothing reaches the service;
 * checked again, the dialog offers the row as it is now. Every assertion waits for the state it checks (`eventually`).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

let session: PlaygroundSession;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1800 });
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const paymentsOnService = () => Object.keys(session.demoService.state.data.payments).length;

/** The dialog as it opens in a 360 px pane: the page is narrowed to the pane's width for the shot. */
async function dialogShot(name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 900 });
  const dialog = page.getByRole("alertdialog");
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
  await dialog.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
  await page.setViewportSize(size);
}

describe("a payment row edited after Check", () => {
  it("is named in the confirmation with what changed, and Book stays off until the rows are checked again", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 2);
    await checkSelectedRows(page);
    const before = paymentsOnService();

    await typeCells(page, "Payments", [["C2", "1300"]]);
    await page.getByRole("button", { name: "Book 1 payment…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.getByTestId("row-change").allTextContents()).toEqual(["Amount: 1,250.50 → 1,300.00 EUR"]));
    // The title says plainly that nothing is sent, and nothing beside it says a row will be.
    expect(await dialog.getByRole("heading").textContent()).toBe("Row 2 changed since Check — check again before booking");
    expect(await dialog.getByTestId("row-changed").allTextContents()).toEqual(["Row 2: Amount: 1,250.50 → 1,300.00 EUR"]);
    expect(await dialog.textContent()).not.toContain("will be sent,");
    expect(await dialog.textContent()).not.toMatch(/\d+ rows? will be sent/);
    expect(await dialog.getByRole("button", { name: "Book 1 payment", exact: true }).isDisabled()).toBe(true);
    await dialogShot("confirm-changed-row-01-dialog");
    expect(paymentsOnService()).toBe(before);

    // Checked again, the row is offered as it is now.
    await dialog.getByRole("button", { name: "Go back" }).click();
    await selectRows(page, "Payments", 2, 2);
    await checkSelectedRows(page);
    await page.getByRole("button", { name: "Book 1 payment…" }).click();
    await eventually(async () => expect(await dialog.getByRole("button", { name: "Book 1 payment", exact: true }).isEnabled()).toBe(true));
    expect(await dialog.getByTestId("row-changed").count()).toBe(0);
    expect(await dialog.textContent()).toContain("1,300.00");
    expect(paymentsOnService()).toBe(before);
  });
});
