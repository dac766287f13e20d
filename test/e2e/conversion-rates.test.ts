/**
 * The rate a person agrees to, as they see it in a real browser at the pane's 360 px: the preview and the
 * confirmation list every conversion with its rate and both amounts, labelled indicative (re-priced before booking
 * within the tolerance, which a mistyped value refuses in words); a rate moved against the person between the dialog
 * and Book holds its row, and the run's summary says old and new rate; with held rates on, a check again says until
 * when the row's rate is held and the booking uses its quote. Screenshots of the pane in light and dark go to test-artifacts/.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Locator, Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { enableHeldRates, shiftRate } from "../support/demo-admin";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 2200 });
  ({ demoService, page } = session);
});

afterAll(async () => {
  await session?.close();
});

/** Each listed conversion, by sheet row: its first line (row, pair and rate, basis) and its amounts. */
async function listed(list: Locator): Promise<Record<number, { rate: string; basis: string; amounts: string }>> {
  const rows = await list.locator('[role="listitem"]').evaluateAll((elements) =>
    elements.map((element) => [
      element.getAttribute("data-row") ?? "",
      element.querySelector("[data-rate]")?.textContent ?? "",
      element.querySelector("[data-basis]")?.textContent ?? "",
      element.querySelector("[data-amounts]")?.textContent ?? "",
    ]),
  );
  return Object.fromEntries(rows.map(([row = "", rate = "", basis = "", amounts = ""]) => [Number(row), { rate, basis, amounts }]));
}

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });

/** The pane in light and dark, as a person at 360 px sees it. */
async function paneShots(name: string): Promise<void> {
  expect(await pane().evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
  await page.emulateMedia({ colorScheme: "light" });
  await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-light.png`) });
  await page.emulateMedia({ colorScheme: "dark" });
  await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: "light" });
}

/** The confirmation as it opens in a 360 px pane: the page is narrowed to the pane's width for the shots. */
async function dialogShots(name: string): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 900 });
  const dialog = page.getByRole("alertdialog");
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
  await dialog.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-light.png`) });
  await page.emulateMedia({ colorScheme: "dark" });
  await dialog.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-dark.png`) });
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
}

const AMOUNTS = /^Buy [\d,]+\.\d{2} [A-Z]{3} · Sell [\d,]+\.\d{2} [A-Z]{3}$/;

describe("conversion rates in the preview and the confirmation", () => {
  it("refuses a tolerance that is not a percentage from 0 to 10, in words", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Convert");
    const tolerance = page.getByRole("textbox", { name: "Rate tolerance (%)" });
    await expect(tolerance.inputValue()).resolves.toBe("0.25");
    await tolerance.fill("12");
    await eventually(async () => expect(await page.getByTestId("rate-settings").textContent()).toContain("A rate tolerance of 12 % is more than the 10 % allowed: type a percentage from 0 to 10"));
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => expect(await page.getByRole("alert", { name: "Cannot continue" }).textContent()).toContain("A rate tolerance of 12 % is more than the 10 % allowed"));
    expect(await page.getByTestId("preview").count()).toBe(0);
    await tolerance.fill("0.3");
    await eventually(async () => expect(await page.getByTestId("rate-settings").textContent()).not.toContain("allowed"));
  });

  it("lists every quoted conversion with its rate and both amounts, labelled indicative, in the preview and the dialog", async () => {
    await selectRows(page, "Conversions", 2, 4);
    await checkSelectedRows(page);
    await eventually(async () => {
      const rows = await listed(page.getByTestId("conversion-quotes"));
      expect(Object.keys(rows).map(Number)).toEqual([2, 3, 4]);
      expect(rows[2]?.rate).toMatch(/^EURGBP \d\.\d{4}$/);
      expect(rows[3]?.rate).toMatch(/^GBPUSD \d\.\d{4}$/);
      expect(rows[4]?.rate).toMatch(/^EURUSD \d\.\d{4}$/);
      for (const row of [2, 3, 4]) {
        expect(rows[row]?.basis).toBe("Quoted");
        expect(rows[row]?.amounts).toMatch(AMOUNTS);
      }
      expect(rows[2]?.amounts).toMatch(/^Buy 10,000\.00 GBP · Sell [\d,.]+ EUR$/);
      expect(rows[4]?.amounts).toMatch(/^Buy [\d,.]+ EUR · Sell 5,000\.00 USD$/);
    });
    expect(await page.getByTestId("indicative-rates-note").textContent()).toContain("by more than 0.30 % (your tolerance)");
    // The check showed the market's figures first; every row's quote is in now, and the pane says so.
    await eventually(async () => expect(await page.getByTestId("firm-progress").textContent()).toBe("Quoted rates for all 3 rows"));
    expect(await page.getByTestId("indicative-totals").count()).toBe(0);
    // The row list under the preview reads the firm figures too, no longer the market's.
    await eventually(async () => expect(await page.getByTestId("row-statuses").textContent()).not.toContain("indicative"));
    expect(await page.getByTestId("row-statuses").textContent()).toMatch(/at \d\.\d{4} \(EURGBP\)/);
    await page.getByTestId("conversion-quotes").scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-01-preview-indicative");

    const preview = await listed(page.getByTestId("conversion-quotes"));
    await page.getByRole("button", { name: "Book 3 conversions…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await eventually(async () => expect(await listed(dialog.getByTestId("confirm-conversions"))).toEqual(preview));
    expect(await dialog.getByTestId("indicative-rates-note").textContent()).toContain("a row whose rate moved against you by more than 0.30 % (your tolerance) is not booked");
    await dialogShots("conversion-rates-02-dialog-indicative");

    // While the dialog is open, EUR gets 1 % cheaper against GBP: row 2 sells EUR for GBP (the bid), so its rate moved
    // against the person beyond their 0.30 %; rows 3 and 4 trade other pairs.
    await shiftRate(demoService, "EURGBP", "-1");
    await dialog.getByRole("button", { name: "Book 3 conversions" }).click();
    const summary = page.getByTestId("run-summary");
    await eventually(async () => expect(await summary.textContent()).toContain("1 row needs confirmation again"));
    const oldRate = preview[2]!.rate.split(" ")[1]!;
    const held = await summary.getByTestId("reconfirm-rows").locator("li").allTextContents();
    expect(held).toHaveLength(1);
    expect(held[0]).toMatch(new RegExp(`^Row 2: rate moved against you: ${oldRate.replace(".", "\\.")} → \\d\\.\\d{4} \\(EURGBP\\), 1\\.0\\d % worse than the rate shown at Check; tolerance 0\\.30 %; check again to book at the new rate$`));
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(2)["FX result"]).toBe("Needs confirmation");
      expect(sheet.row(2)["FX message"]).toBe(held[0]!.replace("Row 2: ", ""));
      expect([sheet.row(3)["FX result"], sheet.row(4)["FX result"]]).toEqual(["Booked", "Booked"]);
    });
    await summary.scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-05-summary-rate-moved");
  });

  it("with held rates on, a check again holds the row's new rate, says until when, and books at its quote", async () => {
    // The account has no held rates yet: the check says so in words, and the row is quoted indicatively.
    await page.getByRole("combobox", { name: "Hold rates for" }).selectOption("3m");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () =>
      expect(await page.getByTestId("held-rates-refused").textContent()).toBe(
        "Rates for FX Desk Demo Ltd (house account) are not held: the account does not offer held rates (its account manager can enable them). Its rows are quoted or indicative: priced again just before booking.",
      ),
    );
    // The row shows the market's rate until its detailed quote arrives, then the quote's.
    await eventually(async () => expect((await listed(page.getByTestId("conversion-quotes")))[2]?.basis).toBe("Quoted"));

    await enableHeldRates(demoService, demoService.state.data.houseAccountId, ["1m", "3m"]);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    // Rows 3 and 4 are booked; row 2 is quoted afresh. The pinned clock says 09:00:00 UTC at the check.
    await eventually(async () => {
      const rows = await listed(page.getByTestId("conversion-quotes"));
      expect(Object.keys(rows).map(Number)).toEqual([2]);
      expect(rows[2]?.basis).toBe("Held until 09:03:00 UTC");
      expect(rows[2]?.amounts).toMatch(/^Buy 10,000\.00 GBP · Sell [\d,.]+ EUR$/);
    });
    expect(await page.getByTestId("held-rates-note").textContent()).toContain("Rates held for 3 minutes, the first until 09:03:00 UTC: each is booked at exactly its rate and amounts.");
    expect(await page.getByTestId("held-rates-refused").count()).toBe(0);
    // Quoted afresh, the row is ready again: the check clears the earlier run's "Needs confirmation" beside it.
    await eventually(async () => expect((await visibleSheet(page)).row(2)["FX result"]).toBe(""));
    await page.getByTestId("conversion-quotes").scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-03-preview-held");

    const preview = await listed(page.getByTestId("conversion-quotes"));
    await page.getByRole("button", { name: "Book 1 conversion…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await eventually(async () => expect(await listed(dialog.getByTestId("confirm-conversions"))).toEqual(preview));
    expect(await dialog.getByTestId("held-rates-note").textContent()).toContain("until 09:03:00 UTC");
    await dialogShots("conversion-rates-04-dialog-held");
    await dialog.getByRole("button", { name: "Book 1 conversion" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain("Finished on Conversions: booked 1 conversion."));

    // What reached the service: row 2 was booked at its held quote, at the quoted rate.
    const quotes = Object.values(demoService.state.data.heldQuotes ?? {});
    const used = quotes.filter((quote) => quote.usedBy !== null);
    expect(used).toHaveLength(1);
    const rates = used.map((quote) => demoService.state.data.conversions[quote.usedBy!]!.client_rate).sort();
    expect(rates).toEqual(used.map((quote) => quote.wire.client_rate).sort());
    expect(Object.values(preview).map((row) => row.rate.split(" ")[1]).sort()).toEqual(rates);
  });

  it("keeps 60 quoted rows quick at 360 px: only the rows in view are rendered, and scrolling brings the last one", async () => {
    await page.getByRole("combobox", { name: "Hold rates for" }).selectOption("none");
    // 60 rows of the Batch sheet, each its own trade: well within the client's rate budget of a minute.
    await selectRows(page, "Batch", 2, 61);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    const list = page.getByTestId("conversion-quotes");
    await eventually(async () => expect(Object.keys(await listed(list)).map(Number)[0]).toBe(2));
    const rendered = Object.keys(await listed(list)).map(Number);
    expect(rendered.length).toBeLessThan(20);
    expect(rendered).not.toContain(61);
    await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await eventually(async () => {
      const rows = await listed(list);
      expect(rows[61]?.basis).toBe("Quoted");
      expect(rows[61]?.amounts).toMatch(AMOUNTS);
      expect(Object.keys(rows).length).toBeLessThan(20);
    });
    expect(await list.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBeLessThanOrEqual(344);
    await list.scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-06-preview-60-rows");
  });
});
