/**
 * Long work in a real browser: a check of 180 conversion rows (the playground's Batch sheet, each row its own
 * trade) needs more quotes than the client's rate budget sends in a minute. The pane counts the rows checked,
 * says the time left with the budget's wait counted ("about 1 min left", not seconds), and Cancel stops it: the
 * pane is ready again with "Check cancelled — nothing was sent" (in the activity log too), focus is back on
 * Check, nothing is written to the sheet and nothing more reaches the service, however far the page's clock moves.
 * A second check of the same rows then goes the whole way.
 *
 * The page's clock runs from the pinned instant at its natural pace; the test moves it on (`page.clock.runFor`)
 * only to show that nothing cancelled is sent later and to let the second check's wait pass. Every assertion on
 * the page waits for the state it checks (`eventually`). Screenshots go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { defaultRateBudget } from "../../src/api";
import type { DemoServer } from "../../src/demo-service/server";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, openSheet, signInAsDemoUser } from "./support/playground-actions";
import { visibleSheet } from "./support/grid-cells";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

jest.setTimeout(90_000);

const ROWS = 180;
const QUOTES = "GET /v2/rates/detailed";
const CANCELLED = "Check cancelled — nothing was sent";
const PROGRESS = /^Checking (\d+) of 180 rows — (.+)$/;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1800, height: 1000 });
  ({ demoService, page, pageErrors } = session);
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/** Requests the demo service has answered, by route ("GET /v2/rates/detailed"). */
function counted(): Record<string, number> {
  return demoService.state.counters.snapshot();
}

function quotesSent(): number {
  return counted()[QUOTES] ?? 0;
}

/**
 * Requests the client's budget has charged to the authenticated class so far: every call of the service but the
 * sign-in (and the browser's own CORS preflights, which the client does not send).
 */
function authenticatedCalls(): number {
  return Object.entries(counted())
    .filter(([route]) => route.includes(" /v2/") && !route.startsWith("OPTIONS ") && route !== "POST /v2/authenticate/api")
    .reduce((sum, [, count]) => sum + count, 0);
}

const checkButton = () => page.getByRole("button", { name: "Check", exact: true });
const progressView = () => page.getByTestId("check-progress");
const activityLog = async () => (await page.getByTestId("activity-log").textContent()) ?? "";

/** The progress line under the bar (the bar's value text says the same): rows checked, and the time left as worded. */
async function progress(): Promise<{ checked: number; timeLeft: string; text: string }> {
  const text = (await progressView().getByRole("progressbar").getAttribute("aria-valuetext")) ?? "";
  const match = PROGRESS.exec(text);
  if (!match) throw new Error(`progress reads "${text}"`);
  expect(await progressView().getByText(text, { exact: true }).count()).toBe(1);
  return { checked: Number(match[1]), timeLeft: match[2] ?? "", text };
}

/**
 * Waits until the check has spent the minute's budget and waits for room: every quote the service answered is
 * counted as a checked row, and that count is exactly what the budget allowed after what was spent before the check.
 */
async function waitForBudgetPause(quotesBefore: number, budgetLeft: number): Promise<{ checked: number; timeLeft: string; text: string }> {
  let seen = { checked: 0, timeLeft: "", text: "" };
  await eventually(async () => {
    seen = await progress();
    expect(quotesSent() - quotesBefore).toBe(budgetLeft);
    expect(seen.checked).toBe(budgetLeft);
  }, 30_000);
  return seen;
}

describe("a long check shows its progress and can be cancelled", () => {
  it("signs in and opens the Convert tab on the Batch sheet, all of it", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Convert");
    await page.getByRole("heading", { name: "Book conversions" }).waitFor();
    await openSheet(page, "Batch");
    await page.getByRole("grid", { name: "Sheet Batch" }).waitFor();
    await page.getByRole("radio", { name: "Whole active sheet" }).check();
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.headers.filter(Boolean)).toEqual(["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"]);
      expect(sheet.row(ROWS + 1).Reason).toBe(`Batch ${ROWS}`);
    });
  });

  let checkedAtCancel = 0;

  it("counts the rows checked and, once the budget is spent, says about a minute is left", async () => {
    const quotesBefore = quotesSent();
    const budgetLeft = Math.min(defaultRateBudget.rates, defaultRateBudget.authenticated) - authenticatedCalls();
    expect(budgetLeft).toBeGreaterThan(100);
    expect(budgetLeft).toBeLessThan(ROWS);

    await checkButton().click();
    const paused = await waitForBudgetPause(quotesBefore, budgetLeft);
    // 35-odd rows wait for quotes the budget only allows once the first of the minute's requests are a minute old.
    expect(paused.timeLeft).toBe("about 1 min left");
    checkedAtCancel = paused.checked;

    expect(paused.text).toBe(`Checking ${paused.checked} of ${ROWS} rows — about 1 min left`);
    expect(await checkButton().isDisabled()).toBe(true);
    await screenshot(page, "long-work-01-check-progress");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "long-work-02-check-progress-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("Cancel leaves the pane ready, says nothing was sent, puts focus on Check and sends nothing more", async () => {
    await progressView().getByRole("button", { name: "Cancel check" }).click();

    await eventually(async () => {
      expect(await progressView().count()).toBe(0);
      expect(await page.getByTestId("booking-notice").textContent()).toBe(CANCELLED);
      expect(await activityLog()).toContain(CANCELLED);
      expect(await checkButton().isEnabled()).toBe(true);
      expect(await checkButton().evaluate((button) => button === document.activeElement)).toBe(true);
    });
    const afterCancel = counted();
    expect(afterCancel[QUOTES]).toBe(checkedAtCancel);
    // No preview, nothing written beside the rows, no problem shown.
    expect(await page.getByTestId("preview").count()).toBe(0);
    expect(await page.getByText("Cannot continue").count()).toBe(0);
    expect((await visibleSheet(page)).headers.filter(Boolean)).toEqual(["Buy currency", "Sell currency", "Amount", "Fixed side", "Reason"]);
    expect(await activityLog()).not.toContain("Check failed");
    await screenshot(page, "long-work-03-check-cancelled");

    // Past the minute the cancelled quotes were waiting for: none of them goes.
    await page.clock.runFor(2 * 60_000);
    await eventually(async () => expect(await page.getByTestId("booking-notice").textContent()).toBe(CANCELLED));
    expect(counted()).toEqual(afterCancel);
    expect(Object.keys(afterCancel).filter((route) => route.startsWith("POST /v2/conversions"))).toEqual([]);
  });

  it("a second check of the same rows goes the whole way once the budget's minute has passed", async () => {
    const quotesBefore = quotesSent();
    const budgetLeft = Math.min(defaultRateBudget.rates, defaultRateBudget.authenticated);
    await checkButton().click();
    await eventually(async () => expect(await page.getByTestId("booking-notice").count()).toBe(0));
    const paused = await waitForBudgetPause(quotesBefore, budgetLeft);
    expect(paused.timeLeft).toBe("about 1 min left");

    // The minute passes: the rows left get their quotes and the check finishes.
    await page.clock.runFor(61_000);
    await page.getByTestId("preview").waitFor({ timeout: 30_000 });
    await eventually(async () => expect(await activityLog()).toContain(`Checked ${ROWS} conversion rows on Batch: ${ROWS} ready, 0 invalid`), 30_000);
    expect(await progressView().count()).toBe(0);
    // Every row was quoted once by this check, and the cancelled check's quotes never followed.
    expect(quotesSent()).toBe(quotesBefore + ROWS);
    expect(await page.getByRole("button", { name: `Book ${ROWS} conversions…` }).isEnabled()).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
