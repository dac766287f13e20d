/**
 * The playground's grid edited as in Excel, in a real browser (issue 43, point 6): rows copied and pasted (Ctrl+C,
 * Ctrl+V, the context menu), inserted and deleted; FX.QUOTE's table shows #SPILL! where a cell it needs is taken and
 * spills once it is emptied; a typed amount kept to 15 significant digits. Then what the product promises of those
 * edits: a booked row copied is held as a copy, not booked twice; a row deleted while its payment is on its way is
 * neither lost (the audit sheet has its payment) nor misattributed (every row's FX id is the payment of its own
 * reference). What reached the service is read over HTTP. Every assertion waits for what the page shows (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page, Route } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { AUDIT_SHEET } from "../../src/jobs/engine/audit-log";
import { login } from "../support/demo-http";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, openSheet, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1400 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

/** The payments the service holds, by reference, read over HTTP with the demo credentials. */
async function paymentsOnService(): Promise<{ id: string; reference: string }[]> {
  const auth_token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/payments/find?per_page=100`, { headers: { "X-Auth-Token": auth_token } });
  const body = (await answer.json()) as { payments: { id: string; reference: string }[] };
  return body.payments.map(({ id, reference }) => ({ id, reference }));
}

/** A test's own start: the service's data as seeded, the playground reloaded with its sample sheets, signed in. */
async function startAfresh(): Promise<void> {
  expect((await fetch(`${demoService.url}/__admin/reset`, { method: "POST" })).status).toBe(200);
  await page.unroute("**/v2/payments/create");
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAsDemoUser(page);
}

/** Opens the context menu of a row number and picks an item. */
async function rowMenu(row: number, item: string | RegExp): Promise<void> {
  await page.getByRole("button", { name: `Select row ${row}`, exact: true }).click({ button: "right" });
  await page.getByRole("menu", { name: "Cells" }).getByRole("menuitem", { name: item }).click();
}

const column = async (header: string, rows: number[]) => {
  const sheet = await visibleSheet(page);
  return rows.map((row) => sheet.row(row)[header]);
};

/** Books the sample payment rows 2–4 (5 and 6 are invalid and let go), as a person does. */
async function bookRows2to4(): Promise<void> {
  await openFeature(page, "Pay");
  await selectRows(page, "Payments", 2, 6);
  await checkSelectedRows(page);
  await page.getByRole("checkbox", { name: /Go ahead without the 2 invalid rows/ }).check();
  await page.getByRole("button", { name: "Book 3 payments…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Book 3 payments" }).click();
}

describe("the playground's grid edits rows as Excel does", () => {
  it("copies a row with Ctrl+C, pastes it with Ctrl+V, inserts and deletes rows from the context menu", async () => {
    await startAfresh();
    await openSheet(page, "Payments");
    await page.getByRole("button", { name: "Select row 2", exact: true }).click();
    await page.keyboard.press("Control+c");
    await page.getByRole("button", { name: "Select row 8", exact: true }).click();
    await page.keyboard.press("Control+v");
    await eventually(async () => expect(await column("Reference", [2, 7, 8])).toEqual(["INV-1001", "", "INV-1001"]));
    // Pasted with its format: the amount shows as the copied cell does.
    await eventually(async () => expect((await visibleSheet(page)).shown(8)["Amount"]).toBe((await visibleSheet(page)).shown(2)["Amount"]));

    await rowMenu(3, "Insert row");
    await eventually(async () => expect(await column("Reference", [2, 3, 4, 9])).toEqual(["INV-1001", "", "RE-2024-77", "INV-1001"]));
    await rowMenu(3, "Delete row");
    await rowMenu(2, "Delete row");
    await eventually(async () => expect(await column("Reference", [2, 3, 7])).toEqual(["RE-2024-77", "PO-5521", "INV-1001"]));

    await page.getByRole("button", { name: "Select row 7", exact: true }).click();
    await rowMenu(7, /^Copy/);
    await rowMenu(3, "Insert copied rows");
    await eventually(async () => expect(await column("Reference", [2, 3, 4, 8])).toEqual(["RE-2024-77", "INV-1001", "PO-5521", "INV-1001"]));
    await screenshot(page, "grid-editing-01-rows");
    expect(pageErrors).toEqual([]);
  });

  it("keeps a typed amount to 15 significant digits, as Excel does", async () => {
    await startAfresh();
    await openSheet(page, "Payments");
    await typeCells(page, "Payments", [["C2", "12345678901234.56"]]);
    await eventually(async () => expect(await page.locator('td[data-address="C2"]').getAttribute("data-value")).toBe("12345678901234.5"));
  });

  it("shows #SPILL! where FX.QUOTE's table would cover a taken cell, keeps that cell, and spills once it is emptied", async () => {
    await startAfresh();
    await openSheet(page, "Rates");
    await typeCells(page, "Rates", [["H3", "mine"], ["H1", '=FX.QUOTE("GBP","EUR",1000)']]);
    const h1 = page.locator('td[data-address="H1"]');
    await eventually(async () => {
      expect(await h1.getAttribute("data-value")).toBe("#SPILL!");
      expect(await h1.getAttribute("title")).toMatch(/^Spill range isn't blank: the result needs H1:[A-Z]+\d+, and H3 is not empty$/);
      expect(await page.locator('td[data-address="H3"]').textContent()).toBe("mine");
      // Nothing of the table beside it: no cell of the range shows a spilled value.
      expect(await page.locator('td[data-address="H2"]').textContent()).toBe("");
    });
    await screenshot(page, "grid-editing-02-spill");

    await page.locator('td[data-address="H3"]').click();
    await page.keyboard.press("Delete");
    await eventually(async () => {
      expect(await h1.getAttribute("data-value")).not.toBe("#SPILL!");
      expect(await page.locator('td[data-address="H2"]').textContent()).not.toBe("");
    });
  });
});

describe("what the product promises of copied and deleted rows", () => {
  it("holds a copy of a booked row as a copy: it is not booked twice", async () => {
    await startAfresh();
    await bookRows2to4();
    await eventually(async () => expect(await column("FX result", [2, 3, 4])).toEqual(["Booked", "Booked", "Booked"]));
    await eventually(async () => expect(await paymentsOnService()).toHaveLength(3));

    await page.getByRole("button", { name: "Select row 2", exact: true }).click();
    await rowMenu(2, /^Copy/);
    await page.getByRole("button", { name: "Select row 8", exact: true }).click();
    await rowMenu(8, /^Paste/);
    await eventually(async () => expect(await column("Reference", [8])).toEqual(["INV-1001"]));

    await selectRows(page, "Payments", 2, 8);
    await checkSelectedRows(page);
    await eventually(async () => expect((await previewStatuses(page))[8]).toBe("Held: copied row"));
    const detail = await page.getByTestId("row-statuses").locator('tbody tr[data-row="8"] [data-detail]').textContent();
    expect(detail).toContain("carries the FX key of row 2");
    // Nothing new can be booked (the copy waits for "Book the 1 copied row as new payments"), and nothing was.
    await eventually(async () => expect(await page.getByRole("button", { name: /^Book \d+ payments?…$/ }).isDisabled()).toBe(true));
    expect(await page.getByRole("checkbox", { name: /^Book the 1 copied row as new payments/ }).isChecked()).toBe(false);
    expect(await paymentsOnService()).toHaveLength(3);
  });

  it("a row deleted while its payment is on its way: the payment is in the audit sheet, every other row gets its own", async () => {
    await startAfresh();
    // Each payment create is held at the page until the row is deleted, so the deletion falls mid-run every time.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Route[] = [];
    await page.route("**/v2/payments/create", async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await bookRows2to4();
    await eventually(() => expect(held.length).toBeGreaterThan(0));
    await page.getByRole("button", { name: "Select row 2", exact: true }).click();
    await rowMenu(2, "Delete row");
    await eventually(async () => expect(await column("Reference", [2, 3])).toEqual(["RE-2024-77", "PO-5521"]));
    release();

    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain("Finished on Payments"));
    const payments = await paymentsOnService();
    const idOf = (reference: string) => payments.find((payment) => payment.reference === reference)?.id;
    // The rows left carry their own payments, never the deleted row's.
    await eventually(async () => {
      expect(await column("Reference", [2, 3])).toEqual(["RE-2024-77", "PO-5521"]);
      expect(await column("FX result", [2, 3])).toEqual(["Booked", "Booked"]);
      expect(await column("FX id", [2, 3])).toEqual([idOf("RE-2024-77"), idOf("PO-5521")]);
    });
    // The deleted row's payment, sent before it went, is not lost: the audit sheet records it.
    const deletedRowPayment = idOf("INV-1001");
    expect(deletedRowPayment).toBeDefined();
    await openSheet(page, AUDIT_SHEET);
    await eventually(async () => {
      const ids = await page.locator("td[data-address]").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-value")));
      expect(ids).toContain(deletedRowPayment);
    });
    await screenshot(page, "grid-editing-03-deleted-mid-run");
    expect(pageErrors).toEqual([]);
  });
});
