/**
 * An outage as a user meets it in the playground: FX.RATE cells and an FX.QUOTE table show figures, the FX Desk
 * service becomes unreachable (its fault injection drops every connection), "Refresh FX formulas" keeps the
 * numbers, the quote's note says from when it is, and the activity log says once that the refresh failed, with
 * the times; when the service is back the log says so. Every wait is on the state checked (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { PINNED_NOW } from "../support/demo-service";
import { setFaults } from "../support/demo-admin";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { signInAsDemoUser } from "./support/playground-actions";
import { visibleSheet } from "./support/grid-cells";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

// Retries with backoff run before a refresh is declared failed; the build in beforeAll has its own timeout.
const TEN_MINUTES = 10 * 60_000;
const RATE_COLUMNS = ["Mid", "Bid", "Offer"] as const;
const RATE_ROWS = [2, 3, 4, 5];

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({ rateRefreshSeconds: 24 * 3600 }, { width: 1280, height: 900 });
  ({ demoService, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** The sample Rates sheet's twelve FX.RATE cells, as the grid shows them. */
async function rateCells(): Promise<string[]> {
  const sheet = await visibleSheet(page);
  return RATE_ROWS.flatMap((row) => RATE_COLUMNS.map((column) => sheet.row(row)[column] ?? ""));
}

async function cellText(address: string): Promise<string> {
  return (await page.locator(`td[data-address="${address}"]`).getAttribute("data-value")) ?? "";
}

async function activityLog(): Promise<string> {
  return (await page.getByTestId("activity-log").textContent()) ?? "";
}

/** "HH:MM" on the page's own wall clock, as the pane writes times. */
function pageClockTime(epochMs: number): Promise<string> {
  return page.evaluate((ms) => {
    const at = new Date(ms);
    return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
  }, epochMs);
}

/** Moves the page's clock on (past the caches' lifetimes) and presses "Refresh FX formulas" on the Rates tab. */
async function refreshAt(epochMs: number): Promise<void> {
  await page.clock.setSystemTime(epochMs);
  await page.getByRole("button", { name: "Refresh FX formulas" }).click();
}

describe("outage in the playground", () => {
  let before: string[];
  let quoteRow: string;

  it("shows rates and a quote once signed in", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await page.getByRole("grid", { name: "Sheet Rates" }).waitFor();
    await signInAsDemoUser(page);

    await page.locator('td[data-address="F2"]').click();
    await page.getByTestId("formula-bar").fill('=FX.QUOTE("EUR","GBP",10000)');
    await page.getByTestId("formula-bar").press("Enter");

    await eventually(async () => {
      const cells = await rateCells();
      expect(cells.every((cell) => Number.isFinite(Number(cell)) && Number(cell) > 0)).toBe(true);
      expect(await cellText("F2")).toBe("Currency pair");
      expect(await cellText("G16")).toContain("Indicative only");
    });
    before = await rateCells();
    // The quote's last row before the note: the table's shape stays the same during the outage.
    quoteRow = await cellText("G15");
  });

  it("keeps the numbers when the service cannot be reached, and the log says the refresh failed and from when the values are", async () => {
    await setFaults(demoService, { share_dropped: 1 });
    const failedAt = PINNED_NOW + TEN_MINUTES;
    await refreshAt(failedAt);

    const [failedTime, fetchedTime] = await Promise.all([pageClockTime(failedAt), pageClockTime(PINNED_NOW)]);
    await eventually(
      async () =>
        expect(await activityLog()).toContain(
          `Refresh failed at ${failedTime}: the FX Desk service cannot be reached. 13 FX values keep their last figures from ${fetchedTime} (stale).`,
        ),
      45_000,
    );
    expect(await rateCells()).toEqual(before);
    expect(await cellText("G15")).toBe(quoteRow);
    expect(await cellText("G16")).toBe(
      `As of ${fetchedTime} (stale: refresh failed at ${failedTime}, the FX Desk service cannot be reached). Indicative only: this rate is not held until a conversion is booked`,
    );
    // One line for the whole wave, not one per cell.
    expect((await activityLog()).match(/Refresh failed at/g)).toHaveLength(1);
    await screenshot(page, "outage-01-kept-values");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "outage-02-kept-values-dark");
    await page.emulateMedia({ colorScheme: "light" });
  });

  it("says when the service is back, and the cells are current again", async () => {
    await setFaults(demoService, {});
    const backAt = PINNED_NOW + 2 * TEN_MINUTES;
    await refreshAt(backAt);
    const backTime = await pageClockTime(backAt);
    await eventually(async () => expect(await activityLog()).toContain(`FX Desk service reachable again at ${backTime}: FX values are current`));
    await eventually(async () => expect(await cellText("G16")).toBe("Indicative only: this rate is not held until a conversion is booked"));
    // The demo service's rates stand still in this run, so current figures equal the ones kept.
    expect(await rateCells()).toEqual(before);
    expect(session.pageErrors).toEqual([]);
  });
});
