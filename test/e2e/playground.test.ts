/**
 * The product in a real browser: the production build of the playground (real task pane + grid evaluating FX.*
 * formulas with the real functions module) against the demo service, in headless system Chromium.
 * The steps share one page and run in order, like a user's session. Every assertion on the page waits for the
 * state it checks (`eventually`). Screenshots go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import Decimal from "decimal.js";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../src/demo-service/server";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";
import { login } from "../support/demo-http";

// Each step drives a real browser against a real service; the build in beforeAll has its own timeout.
const SIGN_IN_MESSAGE = "Sign in to FX Desk to load rates";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];
let admin: FxDeskClient;

beforeAll(async () => {
  // Rates stand still during the run, so the service's mid can be compared with the cell's exactly.
  session = await startPlayground({ rateRefreshSeconds: 24 * 3600 }, { width: 1280, height: 860 });
  ({ demoService, page, pageErrors } = session);
  admin = demoClient(demoService);
});

afterAll(async () => {
  await session?.close();
});

/** Types into a cell the way a user does: click it, type in the formula bar, press Enter. */
async function enterInCell(sheet: string, address: string, text: string): Promise<void> {
  await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: sheet, exact: true }).click();
  await page.locator(`td[data-address="${address}"]`).click();
  await page.getByTestId("formula-bar").fill(text);
  await page.getByTestId("formula-bar").press("Enter");
}

async function selectCell(sheet: string, address: string): Promise<void> {
  await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab", { name: sheet, exact: true }).click();
  await page.locator(`td[data-address="${address}"]`).click();
}

/** A cell's value and hover text as the grid shows them now. */
async function cellNow(address: string): Promise<{ value: string; title: string | null }> {
  const cell = page.locator(`td[data-address="${address}"]`);
  return { value: (await cell.getAttribute("data-value")) ?? "", title: await cell.getAttribute("title") };
}

/** Waits until the cell shows what is expected (a cell is #BUSY! or stale for a moment after every change). */
async function cellBecomes(address: string, expected: { value: string | number; title?: string | null }): Promise<void> {
  await eventually(async () => {
    const shown = await cellNow(address);
    if (typeof expected.value === "number") expect(Number(shown.value)).toBe(expected.value);
    else expect(shown.value).toBe(expected.value);
    if (expected.title !== undefined) expect(shown.title).toBe(expected.title);
  });
}

const statusLine = async () => (await page.getByTestId("status-line").textContent()) ?? "";

/** The service's own mid rate, fetched over plain HTTP with the demo credentials. */
async function serviceMid(pair: string): Promise<Decimal> {
  const auth_token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/rates/find?currency_pair=${pair}`, { headers: { "X-Auth-Token": auth_token } });
  const body = (await answer.json()) as { rates: Record<string, [string, string]> };
  const [bid, offer] = body.rates[pair] ?? [];
  if (!bid || !offer) throw new Error(`the service has no ${pair} rate`);
  return new Decimal(bid).plus(offer).div(2);
}

async function signIn(loginId: string, apiKey: string): Promise<void> {
  await page.getByLabel("Login id").fill(loginId);
  await page.getByLabel("API key").fill(apiKey);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("playground in Chromium", () => {
  it("loads the grid and the task pane; formulas ask the user to sign in", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await page.getByRole("grid", { name: "Sheet Rates" }).waitFor();
    await eventually(async () => expect(await page.getByRole("button", { name: "Sign in" }).isEnabled()).toBe(true));
    await eventually(async () => expect(await statusLine()).toBe("Not signed in"));
    await cellBecomes("B2", { value: "#N/A", title: SIGN_IN_MESSAGE });
    await screenshot(page, "01-loaded");
    expect(pageErrors).toEqual([]);
  });

  it("shows a clear error for a wrong API key", async () => {
    await signIn(DEMO_USER.loginId, "f".repeat(64));
    await eventually(async () => {
      const text = await page.getByRole("alert").textContent();
      expect(text).toContain("Sign-in failed");
      expect(text).toContain("did not accept this login id and API key");
    });
    await eventually(async () => expect(await statusLine()).toBe("Not signed in"));
    await eventually(async () =>
      expect(await page.getByTestId("activity-log").textContent()).toMatch(
        /Sign-in to Local demo service failed: The service did not accept this login id and API key\. — support reference [0-9a-f]{8}/,
      ),
    );
    await screenshot(page, "02-wrong-key");
  });

  it("signs in with the keyboard only", async () => {
    await page.getByLabel("Login id").fill("");
    await page.getByLabel("API key").fill("");
    await page.getByRole("combobox", { name: "Environment" }).focus();
    // Past the "Demo user" choice (left on "Type them in") to the login id.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type(DEMO_USER.loginId);
    await page.keyboard.press("Tab");
    await page.keyboard.type(DEMO_USER.apiKey);
    await page.keyboard.press("Enter");
    await eventually(async () =>
      expect(await statusLine()).toBe(`Signed in as ${DEMO_USER.firstName} ${DEMO_USER.lastName} (${DEMO_USER.loginId}) on Local demo service (${demoService.url})`),
    );
    await page.getByTestId("acting-as-banner").waitFor();
    await screenshot(page, "03-signed-in");
  });

  it('shows the service\'s mid rate in a cell with =FX.RATE("EURGBP")', async () => {
    await enterInCell("Rates", "F2", '=FX.RATE("EURGBP")');
    const mid = (await serviceMid("EURGBP")).toNumber();
    await cellBecomes("F2", { value: mid, title: '=FX.RATE("EURGBP")' });
    // The sample sheet's formulas were recalculated on sign-in too.
    await cellBecomes("B2", { value: mid });
    await screenshot(page, "04-rate");
  });

  it("switching acting-as changes =FX.BALANCE(\"GBP\")", async () => {
    const account = await admin.core.accounts.create({
      account_name: `E2E Client ${randomUUID().slice(0, 8)}`,
      legal_entity_type: "company",
      street: "1 Test Street",
      city: "London",
      country: "GB",
      postal_code: "EC1A 1AA",
    });
    await admin.core.contacts.create({
      account_id: account.id,
      first_name: "Erin",
      last_name: "Example",
      email_address: `erin.${randomUUID().slice(0, 8)}@example.com`,
      phone_number: "+44 20 0000 0000",
    });
    await admin.core.demoTopUp.create({
      id: randomUUID(),
      receiver_account_number: account.short_reference,
      amount: "1234.56",
      currency: "GBP",
    });
    const houseBalance = (await admin.core.balances.get("GBP")).amount.toNumber();
    expect(houseBalance).not.toBe(1234.56);

    // A new contact shows up in a freshly loaded picker: reload the pane's picker by signing in again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await signIn(DEMO_USER.loginId, DEMO_USER.apiKey);
    await page.getByTestId("acting-as-banner").waitFor();

    await enterInCell("Rates", "F4", '=FX.BALANCE("GBP")');
    await cellBecomes("F4", { value: houseBalance });

    const picker = page.getByRole("combobox", { name: "Act for" });
    await picker.click();
    await picker.fill("Erin");
    await page.getByRole("option", { name: new RegExp(`Erin Example — ${account.account_name}`) }).click();
    await eventually(async () => expect(await page.getByTestId("acting-as-banner").textContent()).toContain("Erin Example"));
    await cellBecomes("F4", { value: "1234.56" });
    await screenshot(page, "05-acting-as");

    // Back to the house account: the cell follows.
    await picker.click();
    await picker.fill("House");
    await page.getByRole("option", { name: /House account/ }).click();
    await cellBecomes("F4", { value: houseBalance });
  });

  it("operates the feature tabs and the formula builder with the keyboard", async () => {
    const ratesTab = page.getByRole("tablist", { name: "Features" }).getByRole("tab", { name: "Rates", exact: true });
    await ratesTab.focus();
    await page.keyboard.press("Enter");
    await eventually(async () => {
      expect(await ratesTab.getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("tabpanel").count()).toBe(1);
    });

    await selectCell("Rates", "F6");
    await page.getByRole("combobox", { name: /^Function/ }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.type("GBPUSD");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Insert into active cell"));
    await page.keyboard.press("Enter");
    await cellBecomes("F6", { value: (await serviceMid("GBPUSD")).toNumber(), title: '=FX.RATE("GBPUSD")' });
    await screenshot(page, "06-keyboard-builder");
  });

  it("selects rows in the grid, shift-click extending the selection", async () => {
    await page.getByRole("button", { name: "Select row 2", exact: true }).click();
    await page.getByRole("button", { name: "Select row 4", exact: true }).click({ modifiers: ["Shift"] });
    await eventually(async () => {
      expect(await page.locator('tr[aria-selected="true"]').count()).toBe(3);
      expect(await page.getByTestId("name-box").textContent()).toBe("Rates!A2");
    });
  });

  it("follows a dark colour scheme", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    const pane = page.getByRole("main", { name: "FX Desk" });
    const background = () => pane.evaluate((element) => getComputedStyle(element).backgroundColor);
    // webDarkTheme's colorNeutralBackground1 (#292929).
    await eventually(async () => expect(await background()).toBe("rgb(41, 41, 41)"));
    await screenshot(page, "08-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await eventually(async () => expect(await background()).toBe("rgb(255, 255, 255)"));
  });

  it("gives every control an accessible name", async () => {
    const { checked, unnamed } = await controlsWithoutAccessibleName(page);
    expect(checked).toBeGreaterThan(20);
    expect(unnamed).toEqual([]);
  });

  it("signing out turns the formulas into the sign-in error", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await eventually(async () => expect(await statusLine()).toBe("Not signed in"));
    for (const address of ["B2", "F2", "F4", "F6"]) await cellBecomes(address, { value: "#N/A", title: SIGN_IN_MESSAGE });
    await eventually(async () => expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]));
    await screenshot(page, "07-signed-out");
    expect(pageErrors).toEqual([]);
  });
});
