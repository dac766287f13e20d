/**
 * Issue 44 point 4 in a real browser: a Swift (priority) payment booked from the playground's Payments sheet
 * reaches completion when the demo service's clock is moved as a person running the demo would move it — the admin
 * API's `POST /__admin/clock/advance {"days": 3}` in one step (README, "Demo service"; docs/demo-service.md "Payment
 * tracking and confirmations") — and the pane shows it: the maker's "Refresh statuses" writes Completed in the row
 * and the payment's tracking ("Credited to the payee") beside it, and "Track" asks the tracking again (200).
 * Three idle days end the session the pane signed in with; the pane's client signs in again by itself on the 401,
 * which the test checks at the service. The payment's state is checked over HTTP as the provider holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { advanceBy } from "../support/demo-admin";
import { login } from "../support/demo-http";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../support/demo-service";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { bookSampleSwiftPayment, selectRows } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const SIGN_IN = "POST /v2/authenticate/api";
const TRACKING = "GET /v2/payments/:id/tracking_info";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  // Monday 09:00, before the cut-off: the payment's date is that Monday, so three days take it past completion.
  session = await startPlayground({ clock: { start: MONDAY_9AM } }, { width: 2400, height: 1400 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

/** The status of the sheet's first payment as the service holds it, asked over HTTP with a sign-in of its own. */
async function statusOnService(): Promise<string> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/payments/find?per_page=100`, { headers: { "X-Auth-Token": token } });
  const { payments } = (await answer.json()) as { payments: { reference: string; status: string }[] };
  return payments.find((payment) => payment.reference === "INV-1001")?.status ?? "none";
}

const counted = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

describe(`a Swift payment completes after the admin clock moves three days ${ON_MONDAY_9AM}`, () => {
  it("books it, and after the move Refresh statuses writes Completed and its tracking in the row", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await bookSampleSwiftPayment(page);
    expect(await statusOnService()).not.toBe("completed");

    await advanceBy(demoService, { days: 3 });
    expect(await statusOnService()).toBe("completed");

    const signInsBefore = counted(SIGN_IN);
    const trackingBefore = counted(TRACKING);
    await selectRows(page, "Payments", 2, 2);
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).row(2);
      expect([row["FX result"], row["FX tracking"]]).toEqual(["Completed", "Credited to the payee"]);
    });
    // The pane's token had been idle three days: the service refused it, and the client signed in again by itself.
    expect(counted(SIGN_IN) - signInsBefore).toBeGreaterThanOrEqual(1);
    expect(counted(TRACKING) - trackingBefore).toBeGreaterThanOrEqual(1);

    await page.getByRole("button", { name: "Track", exact: true }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).shown(2);
      expect(row["FX tracking"]).toBe("Credited to the payee");
      expect(row["FX tracked at (UTC)"]).toMatch(/^2026-01-0[5-8] \d{2}:\d{2}$/);
    });
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Track: wrote beside 1 booked row in the selection"));
    expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    await screenshot(page, "payment-completion-01-completed");
    expect(pageErrors).toEqual([]);
  });
});
