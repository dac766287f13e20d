/**
 * The first screen after sign-in in a real browser (issue 27 point 7): a short first-run guide, dismissed and
 * remembered; one line each for who is signed in and whom the pane acts for, and one row of tabs (the less used
 * under More tabs) — the chrome above the first content measured (516 px before, on a 360 px pane); the playground's
 * sheet tabs staying beside the pane in a narrow window. Screenshots of the 360 px pane in light and dark.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { KINDS } from "../../src/taskpane/features/booking/kind-views";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, openSheet, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

/** Before this work the sign-in line, the acting-as banner and picker and three rows of tabs took 516 px. */
const CHROME_BOUND_PX = 200;

let session: PlaygroundSession;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1000, height: 800 });
  ({ page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });
const guide = () => page.getByTestId("first-run-guide");

/** The 360 px pane as it looks, in light and in dark. */
async function paneShots(name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The features in the tab row, by id (a tab's text holds its label twice: Fluent reserves the bold width). */
const tabIds = () =>
  page
    .getByRole("tablist", { name: "Features" })
    .getByRole("tab")
    .evaluateAll((tabs) => tabs.map((tab) => tab.id.replace("fxdesk-tab-", "")));

/** From the top of the pane to the top of the open tab's content, at the top of the pane's scroll. */
async function chromeHeight(): Promise<number> {
  await pane().evaluate((element) => element.scrollTo(0, 0));
  const top = (await pane().boundingBox())?.y ?? Number.NaN;
  const content = (await page.getByRole("tabpanel").boundingBox())?.y ?? Number.NaN;
  return content - top;
}

describe("the first screen", () => {
  it("signs in to a short first-run guide: the steps of booking from a sheet and what the tabs are", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await guide().waitFor();
    const text = (await guide().textContent()) ?? "";
    for (const step of ["Insert template", "select them", "Check", "Book", "More tabs", "Act for"]) expect(text).toContain(step);
    expect(await pane().boundingBox()).toMatchObject({ width: 360 });
    await paneShots("first-screen-01-guide");
    expect(pageErrors).toEqual([]);
  });

  it("puts who is signed in, whom the pane acts for and the tabs on a line each, under the bound once the guide is dismissed", async () => {
    await guide().getByRole("button", { name: "Got it" }).click();
    await guide().waitFor({ state: "detached" });
    const statusLine = page.getByTestId("status-line");
    expect(await statusLine.textContent()).toMatch(/^Signed in as .+ on Local demo service/);
    // One line each: the status is cut short (whole on hover), the acting-as banner holds the picker.
    expect((await statusLine.boundingBox())?.height).toBeLessThan(24);
    expect(await statusLine.getAttribute("title")).toBe(await statusLine.textContent());
    expect((await page.getByTestId("acting-as-banner").boundingBox())?.height).toBeLessThan(48);
    expect((await page.getByRole("tablist", { name: "Features" }).boundingBox())?.height).toBeLessThan(40);
    expect(await tabIds()).toEqual(["rates", "convert", "pay", "balances"]);
    const height = await chromeHeight();
    expect(height).toBeLessThan(CHROME_BOUND_PX);
    await paneShots("first-screen-02-compact");
    await eventually(async () => expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]));
  });

  it("opens a less used tab from More tabs, shown in the row while it is open", async () => {
    await page.getByRole("button", { name: "More tabs" }).click();
    // The less used tabs in their order, and every registered kind's tab not in the row, wherever its view places it.
    const items = await page.getByRole("menuitemradio").allTextContents();
    const known = ["Transfer", "Beneficiaries", "Add beneficiaries", "Clients", "Add clients", "Approvals", "Onboarding"];
    expect(items.filter((item) => known.includes(item))).toEqual(known);
    expect(KINDS.map((spec) => spec.labels.tab).filter((tab) => !["Convert", "Pay"].includes(tab) && !items.includes(tab))).toEqual([]);
    expect(items).toHaveLength(new Set(items).size);
    await paneShots("first-screen-03-more-tabs");
    await page.getByRole("menuitemradio", { name: "Add beneficiaries", exact: true }).click();
    const tabs = page.getByRole("tablist", { name: "Features" });
    await eventually(async () => expect(await tabs.getByRole("tab", { name: "Add beneficiaries" }).getAttribute("aria-selected")).toBe("true"));
    expect(await chromeHeight()).toBeLessThan(CHROME_BOUND_PX);
    await paneShots("first-screen-04-add-beneficiaries");
    // The shared helper opens any tab, in the row or under More tabs.
    await openFeature(page, "Pay");
    expect(await tabIds()).toEqual(["rates", "convert", "pay", "balances"]);
    await openFeature(page, "Onboarding");
    expect(await tabs.getByRole("tab", { name: "Onboarding" }).getAttribute("aria-selected")).toBe("true");
    expect(pageErrors).toEqual([]);
  });

  it("remembers that the guide was dismissed", async () => {
    await page.reload();
    await signInAsDemoUser(page);
    await page.getByRole("tabpanel").waitFor();
    expect(await guide().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("keeps the sheet tabs beside the pane in a narrow window: they scroll, and the one opened comes into view", async () => {
    await page.setViewportSize({ width: 640, height: 800 });
    const sheets = page.getByRole("tablist", { name: "Sheets" });
    const paneLeft = (await pane().boundingBox())?.x ?? 0;
    await eventually(async () => expect(await sheets.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true));
    const box = await sheets.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(paneLeft);
    await openSheet(page, "Batch");
    const selected = sheets.locator('[aria-selected="true"]');
    await eventually(async () => expect(await selected.textContent()).toBe("Batch"));
    await eventually(async () => {
      const batch = await selected.evaluate((element) => element.getBoundingClientRect().right);
      expect(batch).toBeLessThanOrEqual(paneLeft);
    });
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "first-screen-05-narrow-sheet-tabs.png") });
    await page.setViewportSize({ width: 1000, height: 800 });
    expect(pageErrors).toEqual([]);
  });
});
