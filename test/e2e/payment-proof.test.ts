/**
 * Issue 31 point 6 in a real browser: a person books a Swift (priority) payment from the sample Payments sheet, the
 * demo service's clock moves it on (released, then completed), and "Track" writes where it is beside its row —
 * "On its way", then "Credited to the payee" — and "Confirmation" the link to the provider's document with its
 * expiry. Every assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { login } from "../support/demo-http";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { bookSampleSwiftPayment, selectRows } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 2400, height: 1400 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

/** The status of the sheet's first payment as the service holds it. */
async function statusOnService(): Promise<string> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/payments/find?per_page=100`, { headers: { "X-Auth-Token": token } });
  const { payments } = (await answer.json()) as { payments: { reference: string; status: string }[] };
  return payments.find((payment) => payment.reference === "INV-1001")?.status ?? "none";
}

/** Moves the service's clock in 10-minute steps until the payment reaches `wanted` (its date may be a later day). */
async function clockUntil(wanted: string): Promise<void> {
  for (let step = 0; step < 14 * 24 * 6 && (await statusOnService()) !== wanted; step += 1) demoService.clock.advance(10 * 60_000);
  expect(await statusOnService()).toBe(wanted);
}

describe("where is my payment, and proof it went", () => {
  it("books a Swift payment and Track says it is on its way beside its row", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await bookSampleSwiftPayment(page);

    // Before it leaves the account there is nothing to track yet, and the row says so.
    await selectRows(page, "Payments", 2, 2);
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await eventually(async () => expect((await visibleSheet(page)).row(2)["FX tracking"]).toBe("Not yet: tracked once the payment has been released"));

    await clockUntil("released");
    await page.getByRole("button", { name: "Track", exact: true }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).shown(2);
      expect(row["FX tracking"]).toBe("On its way (transferred and tracked)");
      expect(row["FX tracked at (UTC)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Track: wrote beside 1 booked row in the selection"));
    expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    await screenshot(page, "payment-proof-01-on-its-way");
  });

  it("Refresh statuses follows it to the payee, and Confirmation writes the link to the document beside it", async () => {
    await clockUntil("completed");
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).row(2);
      expect([row["FX result"], row["FX tracking"]]).toEqual(["Completed", "Credited to the payee"]);
    });
    await page.getByRole("button", { name: "Confirmation", exact: true }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).shown(2);
      expect(row["FX confirmation"]).toMatch(/\/payment_confirmations\/[0-9a-f-]{36}\/.+\.pdf$/);
      expect(row["FX confirmation expires (UTC)"]).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    });
    await screenshot(page, "payment-proof-02-confirmation");
    expect(pageErrors).toEqual([]);
  });
});
