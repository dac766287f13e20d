/**
 * The rate a person agrees to, as they see it in a real browser at the pane's 360 px: the preview and the
 * confirmation list every conversion with its rate and both amounts, labelled indicative (re-priced before booking
 * within the tolerance, which a mistyped value refuses in words); with held rates on, each says until when it is
 * held and the booking uses its quote. Screenshots of the pane in light and dark go to test-artifacts/.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Locator, Page } from "playwright-core";
import type { SimServer } from "../../src/sim/server";
import { enableHeldRates } from "../support/demo-admin";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

jest.setTimeout(90_000);

let session: PlaygroundSession;
let sim: SimServer;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 2200 });
  ({ sim, page } = session);
}, 180_000);

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
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByTestId("preview").waitFor();
    await eventually(async () => {
      const rows = await listed(page.getByTestId("conversion-quotes"));
      expect(Object.keys(rows).map(Number)).toEqual([2, 3, 4]);
      expect(rows[2]?.rate).toMatch(/^EURGBP \d\.\d{4}$/);
      expect(rows[3]?.rate).toMatch(/^GBPUSD \d\.\d{4}$/);
      expect(rows[4]?.rate).toMatch(/^EURUSD \d\.\d{4}$/);
      for (const row of [2, 3, 4]) {
        expect(rows[row]?.basis).toBe("Indicative");
        expect(rows[row]?.amounts).toMatch(AMOUNTS);
      }
      expect(rows[2]?.amounts).toMatch(/^Buy 10,000\.00 GBP · Sell [\d,.]+ EUR$/);
      expect(rows[4]?.amounts).toMatch(/^Buy [\d,.]+ EUR · Sell 5,000\.00 USD$/);
    });
    expect(await page.getByTestId("indicative-rates-note").textContent()).toContain("by more than 0.30 % (your tolerance)");
    await page.getByTestId("conversion-quotes").scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-01-preview-indicative");

    const preview = await listed(page.getByTestId("conversion-quotes"));
    await page.getByRole("button", { name: "Book 3 conversions…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await eventually(async () => expect(await listed(dialog.getByTestId("confirm-conversions"))).toEqual(preview));
    expect(await dialog.getByTestId("indicative-rates-note").textContent()).toContain("a row whose rate moved against you by more than 0.30 % (your tolerance) is not booked");
    await dialogShots("conversion-rates-02-dialog-indicative");
    await dialog.getByRole("button", { name: "Go back" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("with held rates on, says until when each is held and books at its quote", async () => {
    await enableHeldRates(sim, sim.state.data.houseAccountId, ["1m", "3m"]);
    await page.getByRole("combobox", { name: "Hold rates for" }).selectOption("3m");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    // The pinned clock says 09:00:00 UTC at the check.
    await eventually(async () => {
      const rows = await listed(page.getByTestId("conversion-quotes"));
      expect(Object.keys(rows).map(Number)).toEqual([2, 3, 4]);
      for (const row of [2, 3, 4]) {
        expect(rows[row]?.basis).toBe("Held until 09:03:00 UTC");
        expect(rows[row]?.amounts).toMatch(AMOUNTS);
      }
    });
    expect(await page.getByTestId("held-rates-note").textContent()).toContain("Rates held for 3 minutes, the first until 09:03:00 UTC: each is booked at exactly its rate and amounts.");
    await page.getByTestId("conversion-quotes").scrollIntoViewIfNeeded();
    await paneShots("conversion-rates-03-preview-held");

    const preview = await listed(page.getByTestId("conversion-quotes"));
    await page.getByRole("button", { name: "Book 3 conversions…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await eventually(async () => expect(await listed(dialog.getByTestId("confirm-conversions"))).toEqual(preview));
    expect(await dialog.getByTestId("held-rates-note").textContent()).toContain("until 09:03:00 UTC");
    await dialogShots("conversion-rates-04-dialog-held");
    await dialog.getByRole("button", { name: "Book 3 conversions" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain("Finished on Conversions: booked 3 conversions."), 30_000);

    // What reached the service: each of the three conversions was booked at a held quote, at its rate.
    const quotes = Object.values(sim.state.data.heldQuotes ?? {});
    const used = quotes.filter((quote) => quote.usedBy !== null);
    expect(used).toHaveLength(3);
    const rates = used.map((quote) => sim.state.data.conversions[quote.usedBy!]!.client_rate).sort();
    expect(rates).toEqual(used.map((quote) => quote.wire.client_rate).sort());
    expect(Object.values(preview).map((row) => row.rate.split(" ")[1]).sort()).toEqual(rates);
  });
});
