/**
 * Long work in a real browser: 180 conversion rows (the playground's Batch sheet, each row its own trade) need
 * more quotes than the client's rate budget sends in a minute. The check shows every row at once from one
 * rates/find, then counts the firm rates as they arrive and says the time left with the budget's wait counted
 * ("about 1 min left", not seconds). A second check stops the first's quotes (none still waiting goes, however far
 * the page's clock moves) and gets every quote of its own as the budget's minutes pass. (Cancelling a check that
 * waits for the budget: test/integration/taskpane/features/booking/check-cancel.test.ts.)
 *
 * The page's clock runs from the pinned instant at its natural pace; the test moves it on (`page.clock.runFor`)
 * only to show that nothing cancelled is sent later and to let the second check's wait pass. Every assertion on
 * the page waits for the state it checks (`eventually`). Screenshots go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, openSheet, signInAsDemoUser } from "./support/playground-actions";
import { visibleSheet } from "./support/grid-cells";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const ROWS = 180;
const QUOTES = "GET /v2/rates/detailed";
const FIRM_PROGRESS = /^Quotes: (\d+) of 180 rows — (.+)$/;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1800, height: 1000 });
  ({ demoService, page, pageErrors } = session);
});

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

const checkButton = () => page.getByRole("button", { name: "Check", exact: true });
const firmProgress = () => page.getByTestId("firm-progress");

/** The firm rates' line if the preview shows one yet (no waiting for it), else "". */
async function shownFirmText(): Promise<string> {
  return (await firmProgress().count()) > 0 ? ((await firmProgress().textContent()) ?? "") : "";
}

/** How far the firm rates have got, as the bar's value text says it: rates in, and the time left as worded. */
async function firmSoFar(): Promise<{ firm: number; timeLeft: string; text: string }> {
  const text = (await firmProgress().getByRole("progressbar").getAttribute("aria-valuetext")) ?? "";
  const match = FIRM_PROGRESS.exec(text);
  if (!match) throw new Error(`firm progress reads "${text}"`);
  return { firm: Number(match[1]), timeLeft: match[2] ?? "", text };
}

describe("a long check shows every row at once, then its firm rates as the budget allows", () => {
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

  let firmAtPause = 0;

  it("shows every row at once from one rates/find, then counts the quotes and, once the budget is spent, says about a minute is left", async () => {
    const quotesBefore = quotesSent();
    const ratesFindBefore = counted()["GET /v2/rates/find"] ?? 0;
    await checkButton().click();
    await page.getByTestId("preview").waitFor();
    expect(await page.getByTestId("row-statuses").getAttribute("aria-rowcount")).toBe(String(ROWS + 1));
    expect(counted()["GET /v2/rates/find"]).toBe(ratesFindBefore + 1);
    // The quotes go until the minute's budget is spent, then wait for it: the bar says so.
    let paused = { firm: 0, timeLeft: "", text: "" };
    await eventually(async () => {
      paused = await firmSoFar();
      expect(paused.firm).toBe(quotesSent() - quotesBefore);
      expect(paused.timeLeft).toBe("about 1 min left");
      const settled = quotesSent();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(quotesSent()).toBe(settled);
    });
    expect(paused.firm).toBeGreaterThan(100);
    expect(paused.firm).toBeLessThan(ROWS);
    firmAtPause = paused.firm;
    await screenshot(page, "long-work-01-firm-progress");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "long-work-02-firm-progress-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("a second check stops the first's quotes and gets every quote of its own as the budget's minutes pass", async () => {
    const quotesBefore = quotesSent();
    expect(quotesBefore).toBe(firmAtPause);
    await checkButton().click();
    // The first check's quotes spent the minute's budget: this check's rates/find waits for it, then its own quotes go
    // a minute's budget at a time, until every row has its firm rate.
    for (let minute = 0; minute < 5 && (await shownFirmText()) !== `Quoted rates for all ${ROWS} rows`; minute += 1) {
      await page.clock.runFor(61_000);
      await eventually(async () => {
        const settled = quotesSent();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(quotesSent()).toBe(settled);
      });
    }
    await eventually(async () => expect(await firmProgress().textContent()).toBe(`Quoted rates for all ${ROWS} rows`));
    // Every row was quoted once by this check; the first check's quotes still waiting when it began never went.
    expect(quotesSent()).toBe(quotesBefore + ROWS);
    expect(Object.keys(counted()).filter((route) => route.startsWith("POST /v2/conversions"))).toEqual([]);
    expect(await page.getByRole("button", { name: `Book ${ROWS} conversions…` }).isEnabled()).toBe(true);
    await screenshot(page, "long-work-03-firm-rates-all");
    expect(pageErrors).toEqual([]);
  });
});
