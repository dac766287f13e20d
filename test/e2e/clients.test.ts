/**
 * The Clients tab in a real browser against the demo service, for what maker-checker.test.ts (the guided flow
 * through "Act as this client" and booking on the client's behalf) does not cover: a local field error seen before
 * anything is sent; the acting-as picker finds the client by searching, and falls back to the house when its
 * contact is disabled; 5 rows bulk-onboarded in the Add clients tab (1 bad one left out with what to fix), and the
 * same selection run again creates nothing; edit, disable and enable. What exists on the service is counted over plain
 * HTTP. The Clients tab's steps share one page and run in order; the two bulk tests start afresh each (the playground
 * reloaded) and onboard rows of their own. Every assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { login } from "../support/demo-http";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { openFeature, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1600 });
  ({ demoService, page } = session);
});

afterAll(async () => {
  await session?.close();
});

async function onService<T>(path: string, key: string): Promise<T[]> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}${path}?per_page=1000`, { headers: { "X-Auth-Token": token } });
  return ((await answer.json()) as Record<string, T[]>)[key] ?? [];
}
const accountsOnService = () =>
  onService<{ id: string; account_name: string; your_reference: string | null; status: string; city: string | null; legal_entity_sub_type: string | null }>("/v2/accounts/find", "accounts");
const contactsOnService = () => onService<{ id: string; account_id: string }>("/v2/contacts/find", "contacts");

const flow = () => page.getByTestId("new-client-flow");
const input = (name: string) => flow().locator(`input[name="${name}"]`);

async function choose(label: RegExp, option: string): Promise<void> {
  await flow().getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Setup of a bulk test of its own: the playground reloaded with its sample sheets, signed in; 5 client rows of its own
 * (references `${prefix}-1`…, so no other test's clients are theirs) typed on the Add clients template (the fifth,
 * sheet row 7, without a country), rows 3–7 selected and checked.
 */
async function fiveClientRowsChecked(prefix: string): Promise<void> {
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAsDemoUser(page);
  await openFeature(page, "Add clients");
  await page.getByRole("button", { name: "Insert template" }).click();
  await eventually(async () => expect((await visibleSheet(page)).headers).toContain("Your reference"));
  const headers = (await visibleSheet(page)).headers;
  const column = (header: string) => String.fromCharCode("A".charCodeAt(0) + headers.indexOf(header));
  const rows = Array.from({ length: 5 }, (_, index) => ({
    "Your reference": `${prefix}-${index + 1}`,
    "Account name": `${prefix} client ${index + 1}`,
    // Row 5 of the batch (sheet row 7) has no country.
    Country: index === 4 ? "" : "GB",
    "Contact e-mail": `${prefix.toLowerCase()}${index + 1}@client.example`,
    "Contact last name": `Client${index + 1}`,
  }));
  const cells: [string, string][] = [];
  rows.forEach((row, index) => {
    for (const [header, value] of Object.entries(row)) cells.push([`${column(header)}${index + 3}`, value]);
    // The example row's other values are copied: company, street, city, first name, phone, time zone.
    for (const header of ["Legal entity type", "Street", "City", "Contact first name", "Contact phone"]) {
      cells.push([`${column(header)}${index + 3}`, { "Legal entity type": "company", Street: "1 Quay Street", City: "Bristol", "Contact first name": "Sam", "Contact phone": "0117 496 0000" }[header] ?? ""]);
    }
  });
  await typeCells(page, "Clients", cells.filter(([, value]) => value !== ""));
  await selectRows(page, "Clients", 3, 7);
  await page.getByRole("button", { name: "Check", exact: true }).click();
}

/** Setup: the four valid rows of fiveClientRowsChecked onboarded (the invalid one let go), their results on the sheet. */
async function fourClientsOnboarded(prefix: string): Promise<void> {
  await fiveClientRowsChecked(prefix);
  await eventually(async () => expect(Object.keys(await previewStatuses(page))).toHaveLength(5));
  await page.getByRole("checkbox", { name: /Go ahead without the 1 invalid row/ }).check();
  await page.getByRole("button", { name: "Create 4 clients…" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Create 4 clients" }).click();
  await eventually(async () => expect((await visibleSheet(page)).row(3)["FX result"]).toBe("Created"));
}

describe("the Clients tab", () => {
  it("signs in and lists the sub-accounts", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Clients");
    await eventually(async () => expect(await page.getByTestId("clients-caption").textContent()).toMatch(/^\d+ accounts?$/));
  });

  it("creates a client through the guided flow: a local field error first, then the sub-account and its contact", async () => {
    await page.getByRole("button", { name: "New client" }).click();
    await input("account_name").fill("Harbour Trading Ltd");
    await input("your_reference").fill("HB-0001");
    await choose(/^Legal entity type/, "Company");
    await input("street").fill("1 Quay Street");
    await input("city").fill("Austin");
    await input("country").fill("US");
    await flow().getByRole("button", { name: "Create sub-account" }).click();
    // Texas needs a state and a postal code: said beside the fields, nothing sent.
    await eventually(async () => expect(await flow().textContent()).toContain("is required in US — fill it in"));
    expect((await accountsOnService()).some((account) => account.your_reference === "HB-0001")).toBe(false);
    await screenshot(page, "clients-01-field-error");
    await input("state_or_province").fill("TX");
    await input("postal_code").fill("78701");
    await flow().getByRole("button", { name: "Create sub-account" }).click();
    await eventually(async () => expect(await page.getByTestId("new-client-step").textContent()).toBe("Step 2 of 3: its contact"));
    expect((await accountsOnService()).filter((account) => account.your_reference === "HB-0001")).toHaveLength(1);

    await input("first_name").fill("Ada");
    await input("last_name").fill("Lovelace");
    await input("email_address").fill("ada@harbour.example");
    await input("phone_number").fill("512 555 0100");
    await input("login_id").fill("ada.harbour");
    await flow().getByRole("button", { name: "Create contact" }).click();
    await eventually(async () => expect(await page.getByTestId("new-client-done").textContent()).toContain("Harbour Trading Ltd"));
    const account = (await accountsOnService()).find((entry) => entry.your_reference === "HB-0001");
    expect((await contactsOnService()).filter((contact) => contact.account_id === account?.id)).toHaveLength(1);
  });

  it("the acting-as picker finds the client by searching the service, and goes back to the house", async () => {
    const picker = page.getByTestId("acting-as-picker");
    await picker.click();
    await picker.fill("House");
    await page.getByRole("option", { name: /^House account/ }).click();
    await eventually(async () => expect(await page.getByTestId("acting-as-banner").textContent()).toContain("House account"));
    await picker.click();
    await picker.fill("Harbour Trading Ltd");
    await page.getByRole("option", { name: "Ada Lovelace — Harbour Trading Ltd" }).click();
    await eventually(async () => expect(await page.getByTestId("acting-as-banner").textContent()).toContain("Ada Lovelace — Harbour Trading Ltd"));
  });

  it("goes back to the house with a message when the contact acted for was disabled meanwhile", async () => {
    const harbour = (await accountsOnService()).find((entry) => entry.your_reference === "HB-0001");
    const ada = (await contactsOnService()).find((contact) => contact.account_id === harbour?.id);
    const token = await login(demoService);
    const disabled = await fetch(`${demoService.url}/v2/contacts/${ada?.id}`, { method: "POST", headers: { "X-Auth-Token": token, "Content-Type": "application/x-www-form-urlencoded" }, body: "status=not_enabled" });
    expect(disabled.status).toBe(200);
    await page.getByTestId("acting-as-picker").click();
    await eventually(async () => expect(await page.getByTestId("acting-as-banner").textContent()).toContain("House account"));
    await eventually(async () => expect(await page.locator("body").textContent()).toContain("Acting as the house account again: Ada Lovelace — Harbour Trading Ltd has been disabled."));
    await page.keyboard.press("Escape");
  });

  // The two bulk tests start afresh each (the page reloaded, rows of their own): a failure in one hides nothing of the other.
  it("bulk-onboards 5 rows in the Add clients tab, the bad one left out with what to fix", async () => {
    await fiveClientRowsChecked("BULK");
    await eventually(async () => {
      const statuses = await previewStatuses(page);
      expect(Object.keys(statuses)).toHaveLength(5);
      expect(Object.entries(statuses).filter(([, status]) => status !== "Valid")).toEqual([["7", "Invalid"]]);
    });
    await page.getByRole("checkbox", { name: /Go ahead without the 1 invalid row/ }).check();
    await page.getByRole("button", { name: "Create 4 clients…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Create 4 clients" }).click();
    await eventually(async () => expect((await accountsOnService()).filter((account) => account.your_reference?.startsWith("BULK-"))).toHaveLength(4));
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(3)["FX result"]).toBe("Created");
      expect(sheet.row(3)["FX id"]).toMatch(UUID);
      expect(sheet.row(3)["FX contact id"]).toMatch(UUID);
      expect(sheet.row(3)["FX short ref"]).toMatch(/^\d{6}-\d{5}$/);
      expect(sheet.row(7)["FX result"]).toBe("Invalid");
      expect(sheet.row(7)["FX message"]).toBe("Country: is required — fill it in");
    });
    await screenshot(page, "clients-03-bulk-onboarded");
  });

  it("runs the same selection again: nothing new is created", async () => {
    await fourClientsOnboarded("AGAIN");
    const before = [(await accountsOnService()).length, (await contactsOnService()).length];
    await selectRows(page, "Clients", 3, 7);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => {
      const statuses = await previewStatuses(page);
      expect(Object.values(statuses).filter((status) => status === "Created before")).toHaveLength(4);
      expect(await page.getByRole("button", { name: "Create 0 clients…" }).isDisabled()).toBe(true);
    });
    expect([(await accountsOnService()).length, (await contactsOnService()).length]).toEqual(before);
  });

  it("lists the onboarded clients in the Clients tab and searches them by reference", async () => {
    await openFeature(page, "Clients");
    await page.getByTestId("clients-search").fill("HB-0001");
    await page.getByRole("combobox", { name: "Search by" }).click();
    await page.getByRole("option", { name: "Your reference", exact: true }).click();
    await eventually(async () => expect(await page.getByTestId("clients-caption").textContent()).toBe("1 account with your reference “HB-0001”"));
    await page.getByTestId("account-list").getByRole("option", { name: /Harbour Trading Ltd/ }).click();
    await eventually(async () => expect(await page.getByTestId("account-your-reference").textContent()).toBe("HB-0001"));
    await screenshot(page, "clients-04-panel");
  });

  it("edits the opened sub-account, disables and enables it, and enables its contact again", async () => {
    const details = page.getByTestId("account-details");
    await details.getByRole("button", { name: "Edit", exact: true }).first().click();
    const form = page.locator('form[aria-label="Edit Harbour Trading Ltd"]');
    // The provider refuses a change of address or country through an update: shown read-only, saying so, never sent.
    await eventually(async () => expect(await form.locator('input[name="city"]').getAttribute("readonly")).not.toBeNull());
    expect(await form.textContent()).toContain("the provider does not let you change an account's address or country here. Its support team can.");
    await form.locator('input[name="account_name"]').fill("Harbour Trading Limited");
    // The reference's UpdateAccount takes legal_entity_sub_type: a choice in words, sent as its code.
    await form.getByRole("combobox", { name: "Legal entity sub-type" }).click();
    await page.getByRole("option", { name: "Registered charity", exact: true }).click();
    const update = page.waitForRequest((request) => request.method() === "POST" && /^\/v2\/accounts\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname));
    await page.getByRole("button", { name: "Save account" }).click();
    expect(Object.fromEntries(new URLSearchParams((await update).postData() ?? ""))).toEqual({ account_name: "Harbour Trading Limited", legal_entity_sub_type: "registered_charity" });
    await eventually(async () => expect(await page.getByTestId("account-address").textContent()).toBe("1 Quay Street, Austin, TX, 78701, US"));
    await details.getByRole("button", { name: "Disable", exact: true }).first().click();
    await eventually(async () => expect(await page.getByTestId("account-status").textContent()).toBe("Disabled"));
    expect((await accountsOnService()).find((account) => account.your_reference === "HB-0001")).toMatchObject({ status: "disabled", account_name: "Harbour Trading Limited", city: "Austin", legal_entity_sub_type: "registered_charity" });
    await details.getByRole("button", { name: "Enable", exact: true }).first().click();
    await eventually(async () => expect(await page.getByTestId("account-status").textContent()).toBe("Enabled"));
    // Ada was disabled by an earlier step: enabled again from her row.
    await page.getByTestId("account-contact").getByRole("button", { name: "Enable", exact: true }).click();
    await eventually(async () => expect(await page.getByTestId("account-contact").textContent()).toContain("· Enabled"));
    // With a contact to act as, the client says what a sheet's Acting as column takes for it.
    await eventually(async () => expect(await page.getByTestId("account-acting-as-hint").textContent()).toBe("In a sheet's Acting as column: Harbour Trading Limited or ada@harbour.example"));
    await screenshot(page, "clients-05-acting-as-hint");
  });
});
