/**
 * Rows typed under an inserted template, selected and checked in a real browser (issue 24, point 3): every selected
 * row is read. A row typed right under the table joins it with its columns' formats, as Excel's AutoExpansion does
 * (an ABA routing code typed under the text column keeps its leading zero); a row typed further down, after an empty
 * row, is read against the table's header line all the same. "Refresh statuses" then accounts for every selected
 * row. Steps share one page and run in order; every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { paymentKind } from "../../src/jobs/kinds/payment";
import { templateRowCells } from "./support/template-rows";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { US_PAYEE, ukPayee } from "../support/template-payees";

/** The template goes beside the sample "Payments" sheet, which holds rows already. */
const SHEET = "Payments 2";

let session: PlaygroundSession;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1300 });
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

async function activityLog(): Promise<string> {
  return (await page.getByTestId("activity-log").textContent()) ?? "";
}

describe("rows typed under an inserted template", () => {
  it("inserts the payment template and types three rows: two right under the table, one after an empty row", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");
    await page.getByRole("button", { name: "Insert template" }).click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe(`${SHEET}!A2`));

    await typeCells(page, SHEET, [
      ...templateRowCells(paymentKind, 3, US_PAYEE),
      ...templateRowCells(paymentKind, 4, ukPayee("Northwind Supplies Ltd", "120.50", "INV-2002")),
      // Outside the table the cells are General: an IBAN (letters and digits) stays text, where digits alone would not.
      ...templateRowCells(paymentKind, 6, { Beneficiary: "Contoso Parts GmbH", Currency: "EUR", Amount: "80", Reference: "INV-2003", Reason: "Supplier invoice", IBAN: "DE89370400440532013000" }),
    ]);

    await eventually(async () => {
      const sheet = await visibleSheet(page);
      // Typed right under the table's text column: kept as the text typed, leading zero and all.
      expect(sheet.row(3)["Routing code"]).toBe("026009593");
      expect(sheet.shown(3)["Routing code"]).toBe("026009593");
      // The row joined the table, so its amount has the table's amount format.
      expect(sheet.shown(4).Amount).toBe("120.50");
      expect(sheet.row(6).Beneficiary).toBe("Contoso Parts GmbH");
    });
  });

  it("checks all three selected rows", async () => {
    await selectRows(page, SHEET, 3, 6);
    await checkSelectedRows(page);

    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Valid", 4: "Valid", 6: "Valid" }));
    await eventually(async () => expect(await activityLog()).toContain(`Checked 3 payment rows on ${SHEET}: 3 ready, 0 invalid`));
    // Every selected row was read: nothing to say about rows left out.
    expect(await page.getByTestId("rows-left-out").count()).toBe(0);
    await eventually(async () => expect(await page.getByRole("button", { name: "Book 3 payments…" }).isEnabled()).toBe(true));
    await page.locator('aside[aria-label="FX Desk task pane"]').screenshot({ path: "/tmp/rows-below-template-check.png" });
    await screenshot(page, "rows-below-template-01-check");
  });

  it("skips a row hidden with Ctrl+9 and says so beside the rows read", async () => {
    await page.locator('td[data-address="A4"]').click();
    await page.keyboard.press("Control+9");
    await eventually(async () => expect(await page.locator('td[data-address="A4"]').count()).toBe(0));

    // Rows 3 to 6 selected by their headers: the hidden row 4 is inside the selection, as in Excel.
    await selectRows(page, SHEET, 3, 6);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Valid", 6: "Valid" }));
    const skipped = "1 hidden row was skipped (row 4): rows filtered out or hidden are left alone.";
    await eventually(async () => expect(await activityLog()).toContain(`Checked 2 payment rows on ${SHEET}: 2 ready, 0 invalid. ${skipped}`));
    const note = page.getByTestId("rows-left-out");
    await eventually(async () => expect(await note.textContent()).toBe(`Hidden rows skipped${skipped}`));
    await note.scrollIntoViewIfNeeded();
    await page.locator('aside[aria-label="FX Desk task pane"]').screenshot({ path: "/tmp/rows-below-template-hidden.png" });
    await screenshot(page, "rows-below-template-02-hidden-row");
  });

  it("books the rows shown, and Refresh statuses accounts for every selected row", async () => {
    await page.getByRole("button", { name: "Book 2 payments…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain("2 rows will be sent"));
    await dialog.getByRole("button", { name: "Book 2 payments" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain(`Finished on ${SHEET}: booked 2 payments`));
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect([3, 6].map((row) => sheet.row(row)["FX result"])).toEqual(["Booked", "Booked"]);
    });

    // The template's example row (row 2) is selected too: counted as not booked; the hidden row 4 named as skipped.
    await selectRows(page, SHEET, 2, 6);
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () =>
      expect(await activityLog()).toMatch(/Refreshed 2 statuses in the selection: \d changed; 1 row is not booked yet\. 1 hidden row was skipped \(row 4\)/),
    );
    await page.locator('aside[aria-label="FX Desk task pane"]').screenshot({ path: "/tmp/rows-below-template-refresh.png" });
    expect(session.pageErrors).toEqual([]);
  });
});
