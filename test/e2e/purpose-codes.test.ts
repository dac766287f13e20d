/**
 * A purpose code as a person meets it in a real browser (issue 31, point 2): an INR payment to a company in India
 * typed into the payment template without one is refused by Check, and the message beside the row and in the
 * preview names the codes allowed, in words; after Check the Purpose code cell offers the codes allowed (the
 * playground shows a cell's drop-down beside the formula bar); the drop-down suggests (issue 43): a code typed
 * outside the route's is taken by the cell and refused by Check in words, the code itself typed (as pasted from the
 * API or an ERP) is read, and with one picked in words the row is valid.
 * Steps share one page and run in order; every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { narrowPictures, screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { paymentKind } from "../../src/jobs/kinds/payment";
import { templateRowCells } from "./support/template-rows";
import { demoClient } from "../support/demo-client";
import { indianCompany } from "../support/demo-data";

/** The template goes beside the sample "Payments" sheet, which holds rows already. */
const SHEET = "Payments 2";
const PAYEE = "Mumbai Textiles Pvt Ltd";

let session: PlaygroundSession;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1300 });
  page = session.page;
  await demoClient(session.demoService).core.beneficiaries.create(indianCompany(PAYEE));
});

afterAll(async () => {
  await session?.close();
});

async function checkRow(): Promise<void> {
  await selectRows(page, SHEET, 3, 3);
  await checkSelectedRows(page);
}

describe("a payment that must give a purpose code", () => {
  it("refuses an INR payment to India without a code, naming the codes allowed beside the row and in the preview", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");
    await page.getByRole("button", { name: "Insert template" }).click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe(`${SHEET}!A2`));
    await typeCells(page, SHEET, templateRowCells(paymentKind, 3, { Beneficiary: PAYEE, Currency: "INR", Amount: "50000", Reference: "PO-2026-17", Reason: "Cotton cloth" }));

    await checkRow();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Invalid" }));
    const said = /^Purpose code is empty — INR payments to companies in India need a purpose code: one of Advertising \(Advertising and public relations-related expenses\), /;
    await eventually(async () => {
      const message = String((await visibleSheet(page)).row(3)["FX message"] ?? "");
      expect(message).toMatch(said);
      expect(message).toContain("Goods (Trade settlement for goods and general goods trades)");
    });
    await eventually(async () => expect(await page.getByTestId("row-statuses").textContent()).toContain("Purpose code is empty — INR payments to companies in India need a purpose code"));
    await page.getByTestId("row-statuses").scrollIntoViewIfNeeded();
    await screenshot(page, "purpose-codes-01-missing");
  });

  it("offers the codes in the cell after Check; Check refuses one typed outside them and takes one typed as its code or picked in words", async () => {
    const address = templateRowCells(paymentKind, 3, { "Purpose code": "" })[0]?.[0] ?? "";
    await page.locator(`td[data-address="${address}"]`).click();
    const choices = page.getByRole("combobox", { name: `Choices for ${SHEET}!${address}` });
    // Issue 43: each code in words with the provider's description, never the code itself.
    const GOODS = "Goods — Trade settlement for goods and general goods trades";
    await eventually(async () => expect(await choices.locator("option").allTextContents()).toEqual(expect.arrayContaining(["(blank)", "Advertising — Advertising and public relations-related expenses", GOODS, "Travel"])));
    expect((await choices.locator("option").allTextContents()).filter((choice) => /_|^[a-z]/.test(choice))).toEqual([]);
    // Offered to individuals only, so not to this company.
    expect((await choices.locator("option").allTextContents()).filter((choice) => choice.startsWith("Education"))).toEqual([]);
    await screenshot(page, "purpose-codes-02-drop-down");
    // The cell takes what is typed; Check says whether the route allows it.
    await typeCells(page, SHEET, [[address, "education"]]);
    expect(await page.getByRole("alert").filter({ hasText: "not in the drop-down" }).count()).toBe(0);
    await eventually(async () => expect((await visibleSheet(page)).row(3)["Purpose code"]).toBe("education"));
    await checkRow();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Invalid" }));
    await eventually(async () => expect(String((await visibleSheet(page)).row(3)["FX message"] ?? "")).toMatch(/^Purpose code: "Education" is not a purpose INR payments to companies in India can give — use one of /));
    // The code itself, as pasted from the API or an ERP, is read.
    await typeCells(page, SHEET, [[address, "goods"]]);
    await checkRow();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Valid" }));
    await page.locator(`td[data-address="${address}"]`).click();
    // The drop-down at 360 px, its choices shown as an open list: a native drop-down's pop-up is drawn outside the page.
    await choices.evaluate((element) => element.setAttribute("size", "12"));
    await narrowPictures(page, page.getByRole("region", { name: "Workbook" }), "purpose-codes-drop-down-360");
    await page.getByRole("listbox", { name: `Choices for ${SHEET}!${address}` }).evaluate((element) => element.removeAttribute("size"));
    await choices.selectOption(GOODS);
    await eventually(async () => expect((await visibleSheet(page)).row(3)["Purpose code"]).toBe(GOODS));
    await checkRow();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ 3: "Valid" }));
    await eventually(async () => expect(String((await visibleSheet(page)).row(3)["FX message"] ?? "")).not.toContain("Purpose code"));
    await screenshot(page, "purpose-codes-03-valid");
  });
});
