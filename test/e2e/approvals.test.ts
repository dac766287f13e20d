/**
 * Maker-checker in a real browser against a demo service that requires authorisation: the demo user books a 5-row
 * payment batch from the Payments sheet (each awaiting authorisation), tries to approve them in the Approvals tab
 * (refused on every row, with the service's words), signs out; the approver signs in, deletes one after the
 * confirmation and authorises the other four in one call; back on the sheet, Refresh statuses writes the five
 * rows' outcomes. What the service holds is read over plain HTTP. Steps share one page and run in order; every
 * assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { DEMO_APPROVER } from "../../src/sim/demo-credentials";
import type { SimServer } from "../../src/sim/server";
import { login } from "../support/demo-http";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

jest.setTimeout(60_000);

const REFERENCES = ["INV-1001", "RE-2024-77", "PO-5521", "F-2024-12", "NDB-889"];
const DELETED = "NDB-889";
const SELF_REFUSAL = "You cannot authorise this Payment as it was created by you. — another user must authorise it";

let session: PlaygroundSession;
let sim: SimServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({ approvalWorkflow: true }, { width: 1800, height: 1400 });
  ({ sim, page, pageErrors } = session);
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/** Status of each payment on the service by reference (deleted ones included), read with the demo user. */
async function statusesOnService(): Promise<Record<string, string>> {
  const token = await login(sim);
  const answer = await fetch(`${sim.url}/v2/payments/find?per_page=100&with_deleted=true`, { headers: { "X-Auth-Token": token } });
  const { payments } = (await answer.json()) as { payments: { reference: string; status: string }[] };
  return Object.fromEntries(payments.map((payment) => [payment.reference, payment.status]));
}

async function setCell(address: string, value: string, header: string, row: number): Promise<void> {
  await page.locator(`td[data-address="${address}"]`).click();
  await page.getByTestId("formula-bar").fill(value);
  await page.getByTestId("formula-bar").press("Enter");
  await eventually(async () => expect((await visibleSheet(page)).row(row)[header]).toBe(value));
}

const list = () => page.getByTestId("approval-list");
const item = (reference: string) => list().locator(`[role="listitem"][data-reference="${reference}"]`);

/** Each listed payment's outcome line by reference ("" while it has none). */
async function outcomes(): Promise<Record<string, string>> {
  const rows = await list()
    .locator('[role="listitem"]')
    .evaluateAll((elements) => elements.map((element) => [element.getAttribute("data-reference") ?? "", element.querySelector('[data-testid="row-outcome"]')?.textContent ?? ""]));
  return Object.fromEntries(rows);
}

describe("maker-checker from the playground", () => {
  it("books a 5-row payment batch as the maker: every row awaits authorisation", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");
    // The sample sheet's rows 5 and 6 are wrong on purpose (a decimal too many, a bad IBAN check digit): fixed here.
    await selectRows(page, "Payments", 2, 6);
    await setCell("C5", "310.25", "Amount", 5);
    await setCell("F6", "NL91ABNA0417164300", "IBAN", 6);
    await selectRows(page, "Payments", 2, 6);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByTestId("preview").waitFor();
    const book = page.getByRole("button", { name: "Book 5 payments…" });
    await eventually(async () => expect(await book.isEnabled()).toBe(true), 30_000);
    await book.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Book 5 payments" }).click();
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect([2, 3, 4, 5, 6].map((row) => [sheet.row(row)["FX result"], sheet.row(row)["FX status"]])).toEqual(Array(5).fill(["Booked", "awaiting_authorisation"]));
    }, 30_000);
    expect(Object.values(await statusesOnService())).toEqual(Array(5).fill("awaiting_authorisation"));
  });

  it("lists the batch in the Approvals tab with totals per currency, and refuses the maker's own approval on every row", async () => {
    await openFeature(page, "Approvals");
    await eventually(async () => expect(await list().locator('[role="listitem"]').count()).toBe(5));
    await eventually(async () => {
      const totals = (await page.getByTestId("approval-totals").textContent()) ?? "";
      expect(totals).toContain("5 payments:");
      expect(totals).toContain("CHF 4,300.00 (1)");
      expect(totals).toContain("EUR 4,690.75 (4)");
    });
    expect(await item("INV-1001").textContent()).toContain("1,250.50 EUR to Acme Supplies");
    expect(await item("INV-1001").textContent()).toContain("by Demo Treasurer");

    await page.getByRole("checkbox", { name: "Select all shown" }).check();
    await page.getByRole("button", { name: "Authorise 5 payments" }).click();
    await eventually(async () => expect(await outcomes()).toEqual(Object.fromEntries(REFERENCES.map((reference) => [reference, SELF_REFUSAL]))));
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Authorisation of 5 payments: 5 refused"));
    expect(Object.values(await statusesOnService())).toEqual(Array(5).fill("awaiting_authorisation"));
    await screenshot(page, "approvals-01-maker-refused");
  });

  it("the approver deletes one after the confirmation and authorises the other four in one call", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await signInAsDemoUser(page, DEMO_APPROVER);
    await openFeature(page, "Approvals");
    await eventually(async () => expect(await list().locator('[role="listitem"]').count()).toBe(5));

    // Narrowed by currency: only the CHF payment and its total; back to all.
    await page.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "CHF" }).click();
    await eventually(async () => {
      expect(Object.keys(await outcomes())).toEqual(["PO-5521"]);
      expect(await page.getByTestId("approval-totals").textContent()).toBe("1 payment:CHF 4,300.00 (1)");
    });
    await page.getByRole("combobox", { name: "Currency" }).click();
    await page.getByRole("option", { name: "All" }).click();
    await eventually(async () => expect(Object.keys(await outcomes()).sort()).toEqual([...REFERENCES].sort()));

    await item(DELETED).getByRole("button", { name: /^Delete / }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain("2,150.00 EUR to Nordic Design (reference NDB-889) will not be paid"));
    await dialog.getByRole("button", { name: "Delete payment" }).click();
    await eventually(async () => expect((await outcomes())[DELETED]).toBe("Deleted: it will not be paid"));

    await page.getByRole("checkbox", { name: "Select all shown" }).check();
    await page.getByRole("button", { name: "Authorise 4 payments" }).click();
    const authorised = REFERENCES.filter((reference) => reference !== DELETED);
    await eventually(async () =>
      expect(await outcomes()).toEqual({ ...Object.fromEntries(authorised.map((reference) => [reference, "Authorised (1 of 1)"])), [DELETED]: "Deleted: it will not be paid" }),
    );
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Authorisation of 4 payments: 4 authorised"));
    expect(await statusesOnService()).toEqual({ ...Object.fromEntries(authorised.map((reference) => [reference, "authorised"])), [DELETED]: "deleted" });
    expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    await screenshot(page, "approvals-02-approver-done");
  });

  it("refreshes the statuses on the sheet: four authorised rows and one deleted", async () => {
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 6);
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      const rows = [2, 3, 4, 5, 6].map((row) => [sheet.row(row).Reference, sheet.row(row)["FX status"], sheet.row(row)["FX message"]]);
      expect(rows).toEqual([
        ["INV-1001", "authorised", expect.stringMatching(/^authorised: queued for 2026-01-0\d$/)],
        ["RE-2024-77", "authorised", expect.stringMatching(/^authorised: /)],
        ["PO-5521", "authorised", expect.stringMatching(/^authorised: /)],
        ["F-2024-12", "authorised", expect.stringMatching(/^authorised: /)],
        ["NDB-889", "deleted", "deleted: it will not be paid — book a new payment if it is still due"],
      ]);
    });
    await screenshot(page, "approvals-03-sheet-refreshed");
    expect(pageErrors).toEqual([]);
  });
});
