import { expect } from "@jest/globals";
import type { Page } from "playwright-core";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { screenshot } from "./browser";
import { eventually, PAGE_WAIT_MS } from "./eventually";
import { visibleSheet } from "./grid-cells";

/** What a person does in the playground again and again: sign in, open a tab of the pane, select and type into sheet rows, read the preview. */

/** Signs in (as the demo user unless told otherwise) and waits until the pane shows it is signed in (the acting-as banner). */
export async function signInAsDemoUser(page: Page, user: { loginId: string; apiKey: string } = DEMO_USER): Promise<void> {
  await page.getByLabel("Login id").fill(user.loginId);
  await page.getByLabel("API key").fill(user.apiKey);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("acting-as-banner").waitFor();
}

/**
 * Signs in as one of the local demo service's users chosen on the sign-in form ("Demo maker", "Demo approver"), as
 * a person trying maker-checker does, and waits until the pane shows it is signed in.
 */
export async function signInAsChosenDemoUser(page: Page, choice: "Demo maker" | "Demo approver"): Promise<void> {
  const demoUser = page.getByLabel("Demo user");
  const option = demoUser.locator("option", { hasText: choice });
  await demoUser.selectOption({ label: (await option.textContent()) ?? choice });
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("acting-as-banner").waitFor();
}

/** Opens a feature tab: from the tab row, or from "More tabs" for the less used ones (shell/feature-tab-bar.tsx). */
export async function openFeature(page: Page, name: string): Promise<void> {
  const tab = page.getByRole("tablist", { name: "Features" }).getByRole("tab", { name, exact: true });
  if ((await tab.count()) > 0) return tab.click();
  await page.getByRole("button", { name: "More tabs" }).click();
  await page.getByRole("menuitemradio", { name, exact: true }).click();
  await eventually(async () => expect(await tab.getAttribute("aria-selected")).toBe("true"));
}

export async function openSheet(page: Page, sheet: string): Promise<void> {
  await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: sheet, exact: true }).click();
}

/** Selects sheet rows `first` to `last` (one-based) by their row headers, as a click and a shift-click. */
export async function selectRows(page: Page, sheet: string, first: number, last: number): Promise<void> {
  await openSheet(page, sheet);
  await page.getByRole("button", { name: `Select row ${first}`, exact: true }).click();
  await page.getByRole("button", { name: `Select row ${last}`, exact: true }).click({ modifiers: ["Shift"] });
}

/** Types a value into each cell of `sheet` as a person does: click the cell, type into the formula bar, Enter. */
export async function typeCells(page: Page, sheet: string, cells: readonly [address: string, value: string][]): Promise<void> {
  for (const [address, value] of cells) {
    await page.locator(`td[data-address="${address}"]`).click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe(`${sheet}!${address}`));
    await page.getByTestId("formula-bar").fill(value);
    expect(await page.getByTestId("formula-bar").inputValue()).toBe(value);
    await page.getByTestId("formula-bar").press("Enter");
  }
}

/** The status of each row in the preview's list, by sheet row. */
export async function previewStatuses(page: Page): Promise<Record<number, string>> {
  const rows = await page
    .getByTestId("row-statuses")
    .locator("tbody tr[data-row]")
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute("data-row") ?? "", element.querySelectorAll("td")[1]?.querySelector("div > :first-child")?.textContent ?? ""]));
  return Object.fromEntries(rows.map(([row = "", status = ""]) => [Number(row), status]));
}

/**
 * Presses Check and waits for the preview. If it does not come, the failure carries what the pane said instead (an
 * error, a progress line) and a screenshot, so a check that went wrong reads as that and not as a bare timeout.
 */
export async function checkSelectedRows(page: Page, timeout = PAGE_WAIT_MS): Promise<void> {
  await page.getByRole("button", { name: "Check", exact: true }).click();
  try {
    await page.getByTestId("preview").waitFor({ timeout });
  } catch (error) {
    const pane = await page.getByRole("complementary", { name: "FX Desk task pane" }).innerText().catch(() => "(the pane could not be read)");
    const shot = await screenshot(page, `check-without-preview-${Date.now()}`);
    throw new Error(`no preview ${timeout / 1000} s after Check; the pane showed:\n${pane}\n(screenshot: ${shot})`, { cause: error });
  }
}

/**
 * Signs in as the demo user and books the Pay sample's first payee by Swift (its bank's BIC and the payment type typed
 * in two more columns), waiting until row 2 says Booked.
 */
export async function bookSampleSwiftPayment(page: Page): Promise<void> {
  await signInAsDemoUser(page);
  await openFeature(page, "Pay");
  await selectRows(page, "Payments", 1, 1);
  await typeCells(page, "Payments", [["H1", "Payment type"], ["I1", "BIC"], ["H2", "priority"], ["I2", "COBADEFF"]]);
  await selectRows(page, "Payments", 2, 2);
  await checkSelectedRows(page);
  const book = page.getByRole("button", { name: "Book 1 payment…" });
  await eventually(async () => expect(await book.isEnabled()).toBe(true));
  await book.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Book 1 payment" }).click();
  await eventually(async () => expect((await visibleSheet(page)).row(2)["FX result"]).toBe("Booked"));
}
