/**
 * A login the payee name check is not switched on for, where a person sees it (docs/provider-api.md §16): the demo
 * service answers the provider's refusal (POST /__admin/payee-name-check), the Pay preview holds the rows whose route
 * has the check and asks one question naming how many payments would go unchecked; with the go-ahead they are booked,
 * the confirmation and the rows say so, and the audit sheet records it under the signed-in login.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { DEMO_USER } from "../../src/demo-service/demo-credentials";
import { AUDIT_SHEET } from "../../src/jobs";
import { login } from "../support/demo-http";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, openSheet, previewStatuses, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1400, height: 1400 });
  ({ demoService, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function paymentsOnService(): Promise<number> {
  const answer = await fetch(`${demoService.url}/v2/payments/find?per_page=100`, { headers: { "X-Auth-Token": await login(demoService) } });
  return ((await answer.json()) as { pagination: { total_entries: number } }).pagination.total_entries;
}

const QUESTION = "payee name checks are not switched on for this login: 2 payments would go unchecked";
const LINE = "Payee name check: not switched on for this login — the provider enables it per login, so this payment would go unchecked";

describe("payments from a login without the payee name check", () => {
  it("holds the checked routes' rows until the one go-ahead, then books them unchecked and records it", async () => {
    expect((await fetch(`${demoService.url}/__admin/reset`, { method: "POST" })).status).toBe(200);
    const switched = await fetch(`${demoService.url}/__admin/payee-name-check`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ enabled: false }) });
    expect(await switched.json()).toEqual({ enabled: false });
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Pay");
    await page.getByRole("heading", { name: "Book payments" }).waitFor();
    // Rows 2 and 3 are euro payments to SEPA banks (the check applies), row 4 a franc payment (it does not); 5 and 6 are invalid.
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);
    await eventually(async () => {
      const statuses = await previewStatuses(page);
      expect([statuses[2], statuses[3], statuses[4]]).toEqual(["Held: payee name check not switched on", "Held: payee name check not switched on", "Valid"]);
    });
    await page.getByRole("checkbox", { name: /Go ahead without the 2 invalid rows/ }).check();
    await eventually(async () => expect(await page.getByRole("button", { name: "Book 1 payment…" }).isEnabled()).toBe(true));
    const goAhead = page.getByRole("checkbox", { name: `Go ahead: ${QUESTION} (the audit sheet records that you did)` });
    await goAhead.check();
    await eventually(async () => {
      expect((await previewStatuses(page))[2]).toBe("Payee unchecked, go-ahead given");
      // The row-by-row review lists what the go-ahead sends.
      expect(await page.getByTestId("preview").textContent()).toContain("The 3 payments to send, row by row");
      expect(await page.getByRole("button", { name: "Book 3 payments…" }).isEnabled()).toBe(true);
      expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    });
    await screenshot(page, "payee-check-go-ahead-01-preview");

    await page.getByRole("button", { name: "Book 3 payments…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain(`${QUESTION}: they are sent unchecked with your go-ahead, and the audit sheet records it`));
    expect(await paymentsOnService()).toBe(0);
    await dialog.getByRole("button", { name: "Book 3 payments" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toContain("booked 3 payments"));
    expect(await paymentsOnService()).toBe(3);
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect([2, 3, 4].map((row) => sheet.row(row)["FX result"])).toEqual(["Booked", "Booked", "Booked"]);
      expect([2, 3].map((row) => sheet.row(row)["FX message"])).toEqual([`${LINE} — sent unchecked with your go-ahead`, `${LINE} — sent unchecked with your go-ahead`]);
    });

    await openSheet(page, AUDIT_SHEET);
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      const entries = Array.from({ length: 20 }, (_, index) => sheet.row(index + 2)).filter((row) => row.Event === "payee checked");
      expect(entries.map((row) => [row["Signed in as"], row.Row, row.Note])).toEqual(
        ["2", "3"].map((row) => [DEMO_USER.loginId, row, `${LINE} — sent unchecked: the go-ahead was given to "${QUESTION}"`]),
      );
    });
    await screenshot(page, "payee-check-go-ahead-02-audit-sheet");
  });
});
