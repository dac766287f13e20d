/**
 * Booking from the playground's sheets in a real browser: select payment rows, check, see the invalid rows
 * flagged, confirm, see the results written back; a second run books nothing new; a fixed row is booked on its own;
 * one conversion run by keyboard. What exists on the demo service is counted over plain HTTP, not through the
 * add-in's client. The tests share one page but not their state: each starts afresh (the service's data reset, the
 * playground reloaded with its sample sheets, signed in) and makes what it needs itself, so one failing never hides
 * what the others check. Every assertion on the page waits for the state it checks (`eventually`). Screenshots go
 * to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { login } from "../support/demo-http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// A valid IBAN held by no one the demo payee name check has on record, so Nordic Design BV is a full match.
const VALID_IBAN_FOR_ROW_6 = "NL02ABNA0123456789";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 2300, height: 1800 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

/** How many objects of a kind the service holds, asked over HTTP with the demo credentials. */
async function countOnService(kind: "payments" | "conversions"): Promise<number> {
  const auth_token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/${kind}/find?per_page=100`, { headers: { "X-Auth-Token": auth_token } });
  const body = (await answer.json()) as { pagination: { total_entries: number } };
  return body.pagination.total_entries;
}

/** Status and detail of each row in the preview's list, by sheet row. */
async function previewRows(): Promise<Record<number, { status: string; detail: string }>> {
  const rows = await page
    .getByTestId("row-statuses")
    .locator("tbody tr[data-row]")
    .evaluateAll((elements) =>
      elements.map((element) => {
        const [row, status] = element.querySelectorAll("td");
        return [row?.textContent ?? "", status?.querySelector("div > :first-child")?.textContent ?? "", status?.querySelector("[data-detail]")?.textContent ?? ""];
      }),
    );
  return Object.fromEntries(rows.map(([row = "", status = "", detail = ""]) => [Number(row), { status, detail }]));
}

async function needsRows(): Promise<string[][]> {
  return page
    .getByTestId("needs-table")
    .locator("tbody tr")
    .evaluateAll((elements) => elements.map((element) => [...element.querySelectorAll("td")].map((cell) => cell.textContent ?? "")));
}


/**
 * A test's own start: the demo service's data as it was seeded (signed out), the playground reloaded with its sample
 * sheets, signed in, on the tab named.
 */
async function startAfresh(tab: "Pay" | "Convert", heading: string): Promise<void> {
  const answer = await fetch(`${demoService.url}/__admin/reset`, { method: "POST" });
  expect(answer.status).toBe(200);
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAsDemoUser(page);
  await openFeature(page, tab);
  await page.getByRole("heading", { name: heading }).waitFor();
}

/** Setup: the sample payment rows 2–6 checked, the two invalid ones let go: "Book 3 payments…" can be pressed. */
async function checkedWithoutInvalidRows(): Promise<void> {
  await selectRows(page, "Payments", 2, 6);
  await checkSelectedRows(page);
  await page.getByRole("checkbox", { name: /Go ahead without the 2 invalid rows/ }).check();
  await eventually(async () => expect(await page.getByRole("button", { name: "Book 3 payments…" }).isEnabled()).toBe(true));
}

/** Setup: the sample payment rows 2–4 booked (5 and 6 invalid), as the first run leaves them. */
async function threeRowsBooked(): Promise<void> {
  await checkedWithoutInvalidRows();
  await page.getByRole("button", { name: "Book 3 payments…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Book 3 payments" }).click();
  await summarySays("Finished on Payments: booked 3 payments");
  await eventually(async () => {
    const sheet = await visibleSheet(page);
    expect([2, 3, 4].map((row) => sheet.row(row)["FX result"])).toEqual(["Booked", "Booked", "Booked"]);
  });
}

/** Waits until the run's summary says what is expected (a previous run's summary may still be showing). */
async function summarySays(text: string): Promise<void> {
  await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain(text));
}

describe("booking from the playground's sheets", () => {
  it("checks the selected payment rows: invalid rows flagged with what to fix, totals per currency, nothing sent", async () => {
    await startAfresh("Pay", "Book payments");
    expect(await countOnService("payments")).toBe(0);
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);

    await eventually(async () => {
      const rows = await previewRows();
      expect(Object.keys(rows).map(Number).sort()).toEqual([2, 3, 4, 5, 6]);
      for (const row of [2, 3, 4]) expect(rows[row]?.status).toBe("Valid");
      expect(rows[5]?.status).toBe("Invalid");
      expect(rows[5]?.detail).toContain("EUR allows at most 2 decimals");
      expect(rows[6]?.status).toBe("Invalid");
      expect(rows[6]?.detail).toMatch(/IBAN/);
    });
    // Compared with the sheet's booked rows and the service's payments of the last 30 days, on the pinned clock.
    await eventually(async () => expect(await page.getByTestId("duplicate-window").textContent()).toContain("payments made since 2025-12-06"));
    await eventually(async () =>
      expect(await needsRows()).toEqual([
        ["CHF1 row", "4,300.00", "5,000,000.00", "covered"],
        ["EUR2 rows", "2,230.50", "10,000,000.00", "covered"],
      ]),
    );

    // The messages are beside the invalid rows already; nothing has reached the service.
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(5)["FX result"]).toBe("Invalid");
      expect(sheet.row(5)["FX message"]).toContain("EUR allows at most 2 decimals");
      expect(sheet.row(6)["FX message"]).toMatch(/IBAN/);
      expect(sheet.row(2)["FX result"]).toBe("");
    });
    expect(await countOnService("payments")).toBe(0);

    // Booking waits for the decision about the invalid rows.
    const book = page.getByRole("button", { name: "Book 3 payments…" });
    await eventually(async () => expect(await book.isDisabled()).toBe(true));
    await page.getByRole("checkbox", { name: /Go ahead without the 2 invalid rows/ }).check();
    await eventually(async () => expect(await book.isEnabled()).toBe(true));
    await screenshot(page, "booking-01-payment-preview");

    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "booking-02-payment-preview-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await eventually(async () => {
      const { checked, unnamed } = await controlsWithoutAccessibleName(page);
      expect(checked).toBeGreaterThan(30);
      expect(unnamed).toEqual([]);
    });
  });

  it("books only after the confirmation, and writes the results beside each row", async () => {
    await startAfresh("Pay", "Book payments");
    await checkedWithoutInvalidRows();
    await page.getByRole("button", { name: "Book 3 payments…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => {
      const text = (await dialog.textContent()) ?? "";
      expect(text).toContain("Book 3 payments from Payments?");
      expect(text).toContain("3 rows will be sent");
      expect(text).toContain("2 invalid rows are left out");
      expect(text).toMatch(/CHF\s*1\s*4,300\.00/);
      expect(text).toMatch(/EUR\s*2\s*2,230\.50/);
      expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    });
    await screenshot(page, "booking-03-confirm");
    expect(await countOnService("payments")).toBe(0);

    await dialog.getByRole("button", { name: "Book 3 payments" }).click();
    await summarySays("Finished on Payments: booked 3 payments, 2 left out (invalid or held)");

    await eventually(async () => {
      const sheet = await visibleSheet(page);
      for (const row of [2, 3, 4]) {
        expect(sheet.row(row)["FX result"]).toBe("Booked");
        expect(sheet.row(row)["FX id"]).toMatch(UUID);
        expect(sheet.row(row)["FX status"]).not.toBe("");
        expect(sheet.row(row)["FX message"]).toBe("");
      }
      for (const row of [5, 6]) {
        expect(sheet.row(row)["FX result"]).toBe("Invalid");
        expect(sheet.row(row)["FX id"]).toBe("");
      }
      expect(sheet.row(5)["FX message"]).toContain("EUR allows at most 2 decimals");
      expect(sheet.row(2)["FX paid amount"]).toBe("1250.5");
    });
    expect(await countOnService("payments")).toBe(3);
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Finished on Payments: booked 3 payments"));
    await screenshot(page, "booking-04-payment-results");
  });

  it("a second run of the same rows books nothing new", async () => {
    await startAfresh("Pay", "Book payments");
    await threeRowsBooked();
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);
    await eventually(async () => {
      const rows = await previewRows();
      for (const row of [2, 3, 4]) expect(rows[row]?.status).toBe("Booked before");
      expect(await page.getByRole("button", { name: "Book 0 payments…" }).isDisabled()).toBe(true);
      expect(await page.getByTestId("preview").textContent()).toContain("Nothing to book");
    });
    expect(await countOnService("payments")).toBe(3);
  });

  it("a fixed row is booked on its own: the rows booked before keep their bookings", async () => {
    await startAfresh("Pay", "Book payments");
    await threeRowsBooked();
    const idsBefore = await visibleSheet(page).then((sheet) => [2, 3, 4].map((row) => sheet.row(row)["FX id"]));
    // Fix row 6's IBAN in the grid, check again: only that row goes.
    await page.locator('td[data-address="F6"]').click();
    await page.getByTestId("formula-bar").fill(VALID_IBAN_FOR_ROW_6);
    await page.getByTestId("formula-bar").press("Enter");
    await eventually(async () => expect((await visibleSheet(page)).row(6).IBAN).toBe(VALID_IBAN_FOR_ROW_6));
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);
    await eventually(async () => expect((await previewRows())[6]?.status).toBe("Valid"));
    await page.getByRole("checkbox", { name: /Go ahead without the 1 invalid row/ }).check();
    await page.getByRole("button", { name: "Book 1 payment…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Book 1 payment" }).click();
    await summarySays("booked 1 payment,");

    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect([2, 3, 4].map((row) => sheet.row(row)["FX id"])).toEqual(idsBefore);
      expect(sheet.row(6)["FX result"]).toBe("Booked");
      expect(sheet.row(5)["FX result"]).toBe("Invalid");
    });
    expect(await countOnService("payments")).toBe(4);

    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Refreshed 4 statuses"));
    await screenshot(page, "booking-05-second-run");
  });

  it("books the selected conversions with the keyboard and writes rate, amounts and ids beside them", async () => {
    await startAfresh("Convert", "Book conversions");
    await selectRows(page, "Conversions", 2, 4);
    await page.getByRole("button", { name: "Check", exact: true }).focus();
    await page.keyboard.press("Enter");
    await eventually(async () => {
      const rows = await previewRows();
      for (const row of [2, 3, 4]) {
        expect(rows[row]?.status).toBe("Valid");
        // Once its quote is in, the row's rate is "quoted", the word the quote list and its heading use too (issue 39).
        expect(rows[row]?.detail).toMatch(/^buy [\d,.]+ [A-Z]{3}, sell [\d,.]+ [A-Z]{3} at \d+\.\d+ \([A-Z]{6}\), quoted$/);
      }
      expect(rows[2]?.detail).toMatch(/^buy 10,000\.00 GBP, sell [\d,.]+ EUR/);
      expect(await page.getByTestId("conversion-totals").textContent()).toMatch(/GBP\s*10,000\.00/);
    });
    await screenshot(page, "booking-06-conversion-preview");
    expect(await countOnService("conversions")).toBe(0);

    await page.getByRole("button", { name: "Book 3 conversions…" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Book 3 conversions" }).focus();
    await page.keyboard.press("Enter");
    await summarySays("Finished on Conversions: booked 3 conversions.");

    await eventually(async () => {
      const sheet = await visibleSheet(page);
      for (const row of [2, 3, 4]) {
        expect(sheet.row(row)["FX result"]).toBe("Booked");
        expect(sheet.row(row)["FX id"]).toMatch(UUID);
        expect(Number(sheet.row(row)["FX rate"])).toBeGreaterThan(0);
        // A date serial, shown through its date format.
        expect(sheet.shown(row)["FX settlement date"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(sheet.row(2)["FX buy amount"]).toBe("10000");
    });
    expect(await countOnService("conversions")).toBe(3);
    await screenshot(page, "booking-07-conversion-results");
    expect(pageErrors).toEqual([]);
  });
});
