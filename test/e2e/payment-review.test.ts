/**
 * A payment run reviewed before Book, in a real browser at the pane's 360 px: the preview lists every row to send
 * with its payee (bank details masked, bank country), amount, date, debit account — the house account's name, or
 * the client's for a row booked for a sub-account — and payment type; the duplicates the person includes say what
 * they repeat; the confirmation names the accounts debited, the dates, the types and the rows included on purpose.
 * Every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";
import { createDollarClient, DOLLAR_CLIENT_NAME } from "./support/dollar-client";

const HOUSE = "FX Desk Demo Ltd (house account)";
const CLIENT_SHOWN = `Olive Orbit — ${DOLLAR_CLIENT_NAME}`;

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;
let contactId: string;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1800, height: 1400 });
  page = session.page;
  admin = demoClient(session.demoService);
  // The client holds US dollars only: its euro row is short, and a conversion from dollars can cover it.
  contactId = await createDollarClient(admin);
});

afterAll(async () => {
  await session?.close();
});

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });
const FIELDS = ["payee", "account", "country", "amount", "date", "funded", "debit", "type", "included"] as const;

/** Each row of the review by sheet row: its fields as shown (the reasons a held row is sent joined). */
async function reviewRows(list: Locator): Promise<Record<number, Record<string, string>>> {
  const rows = await list.locator('[role="listitem"]').evaluateAll((items, fields) =>
    items.map((item) => [
      item.getAttribute("data-row") ?? "",
      Object.fromEntries(fields.map((field) => [field, [...item.querySelectorAll(`[data-field="${field}"]`)].map((element) => element.textContent ?? "").join(" | ")])),
    ]),
    FIELDS,
  );
  return Object.fromEntries(rows.map(([row, fields]) => [Number(row), fields as Record<string, string>]));
}

async function paneShot(name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe("the payment review before Book", () => {
  it("lists each row to send: payee with masked details and country, amount, date, debit account and type", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    // The sample Payments sheet, with a date, a type and an account per row: row 3 is priority, row 5 is booked for the
    // client (its amount mended), row 6 repeats row 2 (its IBAN mended to row 2's).
    await openSheet(page, "Payments");
    await typeCells(page, "Payments", [
      ["H1", "Payment type"],
      ["I1", "Payment date"],
      ["J1", "BIC"],
      ["K1", "Acting as"],
      ["I2", "2026-01-07"],
      ["H3", "priority"],
      ["I3", "2026-01-08"],
      ["J3", "OPSKATWW"],
      ["C5", "310.25"],
      ["I5", "2026-01-08"],
      ["K5", contactId],
      ["A6", "Acme Supplies"],
      ["B6", "EUR"],
      ["C6", "1250.5"],
      ["D6", "INV-1001"],
      ["E6", "Invoice payment"],
      ["F6", "DE89370400440532013000"],
      ["G6", "Acme Supplies GmbH"],
      ["I6", "2026-01-07"],
    ]);
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);

    const list = page.getByRole("list", { name: "Payments to send, row by row" });
    // Rows 2 and 6 look alike: held, they are not among the rows to send.
    await eventually(async () => expect(Object.keys(await reviewRows(list))).toEqual(["3", "4", "5"]));
    // Row 4 gives no date: it shows the first date the service offers CHF, not "earliest date offered" (issue 39).
    expect(await reviewRows(list)).toEqual({
      3: { payee: "Müller Logistik", account: "IBAN •••• 3201", country: "AT", amount: "980.00 EUR", date: "2026-01-08", funded: "", debit: HOUSE, type: "Swift", included: "" },
      4: { payee: "Helvetia Parts", account: "IBAN •••• 2957", country: "CH", amount: "4,300.00 CHF", date: "2026-01-05", funded: "", debit: HOUSE, type: "Local", included: "" },
      5: { payee: "Dupont Conseil", account: "IBAN •••• 2606", country: "FR", amount: "310.25 EUR", date: "2026-01-08", funded: "", debit: CLIENT_SHOWN, type: "Local", included: "" },
    });
    // Never a whole account number, nor the client's id.
    const shown = (await list.textContent()) ?? "";
    expect(shown).not.toContain("AT611904300234573201");
    expect(shown).not.toContain(contactId);

    await page.getByRole("checkbox", { name: /I confirm these duplicates/ }).check();
    await eventually(async () => expect(Object.keys(await reviewRows(list))).toEqual(["2", "3", "4", "5", "6"]));
    const rows = await reviewRows(list);
    expect(rows[2]).toEqual({ payee: "Acme Supplies", account: "IBAN •••• 3000", country: "DE", amount: "1,250.50 EUR", date: "2026-01-07", funded: "", debit: HOUSE, type: "Local", included: "repeats row 6 — included as you chose" });
    expect(rows[6]?.included).toBe("repeats row 2 — included as you chose");

    // The client's euro row, covered by a conversion from its dollars booked first, is paid when that arrives if later.
    await page.getByRole("checkbox", { name: "Convert to cover EUR" }).check();
    await eventually(async () => expect((await reviewRows(list))[5]?.funded).toBe("or on its funding conversion's date, if later"));
    expect((await reviewRows(list))[5]?.date).toBe("2026-01-08");

    // Usable in the 360 px pane: the list fits its width, and a long line is cut with its whole text on hover.
    expect(await pane().evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
    const fits = await list.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    // The list in the middle of the pane, clear of the acting-as banner above it.
    await list.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await paneShot("payment-review-01-preview");
  });

  it("confirms naming the accounts debited with their totals, the dates, the types, the funded row and the duplicates included", async () => {
    await page.getByRole("button", { name: "Book 5 payments…" }).click();
    const dialog = page.getByRole("alertdialog");
    const review = dialog.getByTestId("payment-review-summary");
    await eventually(async () =>
      expect(await review.getByTestId("debit-account").allTextContents()).toEqual([`${HOUSE}: 4,300.00 CHF (1 row), 3,481.00 EUR (3 rows)`, `${CLIENT_SHOWN}: 310.25 EUR (1 row)`]),
    );
    expect(await review.getByTestId("payment-dates").textContent()).toBe(
      "Payment dates: 2026-01-05 to 2026-01-08: 1 row on 2026-01-05, 2 rows on 2026-01-07, 2 rows on 2026-01-08; the row linked to a conversion booked first is paid on its date if that is later",
    );
    expect(await review.getByTestId("payment-types").textContent()).toBe("Payment types: 4 Local, 1 Swift");
    expect(await review.getByTestId("included-on-purpose").allTextContents()).toEqual(["Row 2: repeats row 6 — included as you chose", "Row 6: repeats row 2 — included as you chose"]);
    expect((await dialog.textContent()) ?? "").not.toContain(contactId);

    // The dialog in a 360 px window, light and dark.
    await page.setViewportSize({ width: 360, height: 900 });
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await eventually(async () => expect(await dialog.evaluate((element) => element.getBoundingClientRect().width <= 360)).toBe(true));
      // The picture is taken once the dialog has finished fading in, not halfway.
      await eventually(async () => expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === "running").length)).toBe(0));
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `payment-review-02-confirm-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1800, height: 1400 });

    // Going back sends nothing.
    await dialog.getByRole("button", { name: "Go back" }).click();
    await eventually(async () => expect(await page.getByRole("alertdialog").count()).toBe(0));
    expect((await admin.core.payments.find({})).payments).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
