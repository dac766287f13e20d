/**
 * Search that finds what a person types, and Pay from a beneficiary, in a real browser against the demo service
 * (issue 27 points 3 and 6). Beneficiaries: "Hansa" (part of a name) and "6789" (the last digits the list shows) are
 * matched over the loaded rows without asking the service, "eur" (a currency any case) is asked of the service — the
 * panel says which, and with more than a page of beneficiaries offers to load all. Clients: "beta" finds Beta
 * Imports. Pay writes the payee's name and payment type, and the row checks Valid once an amount is typed. What
 * reached the service is counted per route. Screenshots of the 360 px pane in light and dark.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import type { DemoServer } from "../../src/demo-service/server";
import { demoClient } from "../support/demo-client";
import { createGbpBeneficiary, germanIban, subAccount } from "../support/demo-data";
import { login } from "../support/demo-http";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { openFeature, previewStatuses, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

/** Payees besides the three named ones: enough for a second page (the list asks 100 at a time). */
const FILLERS = 110;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];
let client: FxDeskClient;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1000, height: 900 });
  ({ demoService, page, pageErrors } = session);
  client = demoClient(demoService);
  const eur = (name: string, account: number) =>
    client.core.beneficiaries.create({ name, bank_account_holder_name: name, bank_country: "DE", currency: "EUR", iban: germanIban(account), payment_types: ["regular"] });
  await eur("Hansa Logistik GmbH", 123_456_789);
  await eur("Bauer Maschinen", 5_550_001);
  await createGbpBeneficiary(client, "Acme Trading UK");
  for (let index = 0; index < FILLERS; index++) await eur(`Payee ${String(index).padStart(3, "0")}`, 20_000 + index);
  const token = await login(demoService);
  for (const name of ["Alpha Trading", "Beta Imports", "Gamma Holdings"]) await subAccount(demoService, token, name);
});

afterAll(async () => {
  await session?.close();
});

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });
const searchBox = () => page.getByRole("searchbox", { name: "Search" });
const caption = () => page.getByTestId("list-caption");
const scope = () => page.getByTestId("search-scope");
const listNames = () => page.getByTestId("beneficiary-list").locator('[role="option"] > :first-child').allTextContents();
const finds = (route: string) => demoService.state.counters.snapshot()[`POST ${route}`] ?? 0;

/** The 360 px pane as it looks, in light and in dark. */
async function paneShots(name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe("beneficiary search", () => {
  it("lists the first page of 113 beneficiaries", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await page.getByTestId("first-run-guide").getByRole("button", { name: "Got it" }).click();
    await openFeature(page, "Beneficiaries");
    await eventually(async () => expect(await caption().textContent()).toBe("113 beneficiaries"));
  });

  it("finds “Hansa” (part of a name) over the loaded rows, asking the service nothing", async () => {
    const before = finds("/v2/beneficiaries/find");
    await searchBox().fill("Hansa");
    await eventually(async () => {
      expect(await caption().textContent()).toBe("1 beneficiary matches “Hansa”");
      expect(await listNames()).toEqual(["Hansa Logistik GmbH"]);
    });
    expect(await scope().textContent()).toBe("Searched the 100 loaded of 113 beneficiaries; load all to search everything");
    expect(finds("/v2/beneficiaries/find")).toBe(before);
    await paneShots("search-01-hansa");
  });

  it("finds “6789”, the last digits the list shows", async () => {
    await searchBox().fill("6789");
    await eventually(async () => expect(await listNames()).toEqual(["Hansa Logistik GmbH"]));
    expect(await page.getByTestId("beneficiary-list").textContent()).toContain("IBAN •••• 6789");
  });

  it("asks the service for “eur”, a currency any case, and says so", async () => {
    const before = finds("/v2/beneficiaries/find");
    await searchBox().fill("eur");
    await eventually(async () => {
      expect(await caption().textContent()).toBe("112 beneficiaries with currency EUR");
      expect((await listNames()).slice(0, 2)).toEqual(["Bauer Maschinen", "Hansa Logistik GmbH"]);
    });
    expect(await scope().textContent()).toBe("Searched on the service");
    expect(finds("/v2/beneficiaries/find")).toBeGreaterThan(before);
    await paneShots("search-02-eur");
  });

  it("loads all to search everything: “payee 105” is on the second page", async () => {
    await searchBox().fill("payee 105");
    await eventually(async () => expect(await caption().textContent()).toBe("No beneficiary matches “payee 105”."));
    await page.getByRole("button", { name: "Load all" }).click();
    await eventually(async () => {
      expect(await listNames()).toEqual(["Payee 105"]);
      expect(await scope().textContent()).toBe("Searched all 113 beneficiaries, loaded in the pane");
    });
    expect(await page.getByRole("button", { name: "Load all" }).count()).toBe(0);
  });
});

describe("Pay from a beneficiary", () => {
  it("writes the payee's name (not its id) with a reference and reason; with an amount typed the row checks Valid", async () => {
    await searchBox().fill("Acme");
    await page.getByRole("option", { name: /Acme Trading UK/ }).click();
    await page.getByTestId("selected-beneficiary").getByRole("button", { name: "Pay" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Added a payment row for Acme Trading UK on Payments"));
    const logged = /Added a payment row for Acme Trading UK on Payments, row (\d+)/.exec((await page.getByTestId("activity-log").textContent()) ?? "");
    const row = Number(logged?.[1]);
    const sheet = await visibleSheet(page);
    // The playground's Payments sheet has no Payment type column: the payee's type is written where there is one.
    expect(sheet.headers).not.toContain("Payment type");
    const line = sheet.row(row);
    expect([line.Beneficiary, line.Currency, line.Amount, line.Reference, line.Reason]).toEqual(["Acme Trading UK", "GBP", "", "Payment to Acme Trading UK", "Payment to Acme Trading UK"]);
    const amountColumn = String.fromCharCode(65 + sheet.headers.indexOf("Amount"));
    await typeCells(page, "Payments", [[`${amountColumn}${row}`, "1250"]]);
    await page.getByRole("button", { name: `Select row ${row}`, exact: true }).click();
    await openFeature(page, "Pay");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => expect(await previewStatuses(page)).toEqual({ [row]: "Valid" }));
    await paneShots("search-03-pay-valid");
  });
});

describe("Clients search", () => {
  it("finds Beta Imports from “beta”, part of its name in another case, over the loaded sub-accounts", async () => {
    await openFeature(page, "Clients");
    await eventually(async () => expect(await page.getByTestId("clients-caption").textContent()).toMatch(/^\d+ accounts$/));
    const before = finds("/v2/accounts/find");
    await page.getByTestId("clients-search").fill("beta");
    await eventually(async () => {
      expect(await page.getByTestId("clients-caption").textContent()).toBe("1 account matches “beta”");
      expect(await page.getByTestId("account-list").locator('[role="option"] > :first-child').allTextContents()).toEqual(["Beta Imports"]);
    });
    expect(await page.getByTestId("clients-search-scope").textContent()).toMatch(/^Searched all \d+ accounts, loaded in the pane$/);
    expect(finds("/v2/accounts/find")).toBe(before);
    await paneShots("search-04-clients-beta");
    expect(pageErrors).toEqual([]);
  });
});
