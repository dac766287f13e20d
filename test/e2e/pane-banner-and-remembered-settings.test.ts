/**
 * What the pane shows belongs where it applies (issue 43, point 6), in the playground as a person meets it: a run's
 * "Done — Finished on Conversions" banner shows while Conversions is the active sheet, is gone on another sheet and is
 * back on return; a rate tolerance typed before a reload is in its field afterwards, said to be remembered on this
 * device, is the one the check applies, and "Use the default" forgets it. What the test does not check is seeded
 * over HTTP; the page's storage is the browser context's own.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1400, height: 1300 });
  page = session.page;
  admin = demoClient(session.demoService);
});

afterAll(async () => {
  await session?.close();
});

/** A test's own start: the playground loaded afresh and signed in, on the Convert tab. */
async function startAfresh(): Promise<void> {
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAsDemoUser(page);
  await openFeature(page, "Convert");
}

const summary = () => page.getByTestId("run-summary");
const tolerance = () => page.getByRole("textbox", { name: "Rate tolerance (%)" });

describe("the pane shows a run's result on its sheet and a remembered setting in its field", () => {
  it("shows the run's banner only while the run's sheet is the active sheet", async () => {
    await startAfresh();
    await selectRows(page, "Conversions", 2, 4);
    await checkSelectedRows(page);
    await page.getByRole("button", { name: "Book 3 conversions…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Book 3 conversions" }).click();
    await eventually(async () => expect(await summary().textContent()).toMatch(/^Done.*Finished on Conversions: booked 3 conversions/));
    // The three reached the service: the banner is about a real booking.
    expect((await admin.core.conversions.find({})).conversions).toHaveLength(3);

    await openSheet(page, "Rates");
    await eventually(async () => expect(await summary().count()).toBe(0));
    await openSheet(page, "FX Desk audit");
    await eventually(async () => expect(await page.getByRole("tab", { name: "FX Desk audit", selected: true }).count()).toBe(1));
    expect(await summary().count()).toBe(0);

    await openSheet(page, "Conversions");
    await eventually(async () => expect(await summary().textContent()).toContain("Finished on Conversions: booked 3 conversions"));
  });

  it("shows a tolerance remembered before a reload in its field, applies it, and forgets it on request", async () => {
    await startAfresh();
    await expect(tolerance().inputValue()).resolves.toBe("0.25");
    expect(await page.getByTestId("tolerance-remembered").count()).toBe(0);
    await tolerance().fill("0.01");

    await startAfresh();
    await eventually(async () => expect(await tolerance().inputValue()).toBe("0.01"));
    expect(await page.getByTestId("tolerance-remembered").textContent()).toBe(". Remembered on this device: Use the default, 0.25 %");
    // The check applies what the field shows.
    await selectRows(page, "Conversions", 2, 4);
    await checkSelectedRows(page);
    await eventually(async () => expect(await page.getByTestId("indicative-rates-note").textContent()).toContain("by more than 0.01 % (your tolerance)"));

    await page.getByRole("button", { name: "Use the default, 0.25 %" }).click();
    await eventually(async () => expect(await tolerance().inputValue()).toBe("0.25"));
    await startAfresh();
    await eventually(async () => expect(await tolerance().inputValue()).toBe("0.25"));
    expect(await page.getByTestId("tolerance-remembered").count()).toBe(0);
  });
});
