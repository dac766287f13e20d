/**
 * Fees before Book, in a real browser at the pane's 360 px (issue 31 point 4): the Pay preview shows each payment's
 * fee and who bears the bank charges, and the fees totalled per currency; the confirmation shows the same total.
 * The demo house account pays the demo's GBP fee table and bears Swift charges itself (docs/demo-service.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import path from "node:path";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1800, height: 1400 });
  page = session.page;
  admin = demoClient(session.demoService);
});

afterAll(async () => {
  await session?.close();
});

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });
const TOTAL = "25.00 GBP in fees: 15.00 GBP you pay all bank charges (ours) (1 row); 10.00 GBP local payment, no bank charges to share (2 rows)";

describe("fees in the Pay preview and the confirmation", () => {
  it("shows each payment's fee and who bears the charges, and the total per currency, before anything is booked", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    // The sample Payments sheet: row 3 sent by Swift (priority, with its bank's BIC), rows 2 and 4 locally.
    await openSheet(page, "Payments");
    await typeCells(page, "Payments", [
      ["H1", "Payment type"],
      ["I1", "BIC"],
      ["H3", "priority"],
      ["I3", "OPSKATWW"],
    ]);
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 4);
    await checkSelectedRows(page);

    const list = page.getByRole("list", { name: "Payments to send, row by row" });
    await eventually(async () => expect(await list.locator('[data-field="fee"]').count()).toBe(3));
    const fees = await list.locator('[role="listitem"]').evaluateAll((items) => items.map((item) => [item.getAttribute("data-row"), item.querySelector('[data-field="fee"]')?.textContent]));
    expect(fees).toEqual([
      ["2", "fee 5.00 GBP · local payment, no bank charges to share"],
      ["3", "fee 15.00 GBP · you pay all bank charges (ours)"],
      ["4", "fee 5.00 GBP · local payment, no bank charges to share"],
    ]);
    const preview = page.getByTestId("preview");
    expect(await preview.getByTestId("fee-total").allTextContents()).toEqual([TOTAL]);
    // What the checks cost, said in words: new payees are validated once created, fees from one quote and one fee table.
    expect(await preview.getByTestId("service-checks").textContent()).toContain("fees from 1 fee quote and 1 fee table");
    await preview.getByTestId("fee-totals").scrollIntoViewIfNeeded();
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, "payment-fees-01-preview.png") });

    await page.getByRole("button", { name: "Book 3 payments…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.getByTestId("fee-total").allTextContents()).toEqual([TOTAL]));
    await eventually(async () => expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length)).toBe(0));
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "payment-fees-02-confirm.png") });

    // Going back books nothing.
    await dialog.getByRole("button", { name: "Go back" }).click();
    await eventually(async () => expect(await page.getByRole("alertdialog").count()).toBe(0));
    expect((await admin.core.payments.find({})).payments).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
