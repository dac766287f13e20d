/**
 * The Beneficiaries tab in a real browser against the demo service: a GB and a DE beneficiary created through the
 * form (a field error seen first, from the local check and from the service's validation), one edited, 20 rows
 * bulk-created in the Add beneficiaries tab (3 bad ones left out) and the same selection run again (nothing new),
 * searched, exported to a sheet twice (refreshed in place, never duplicated), paid into a new payments row and
 * deleted after the confirmation. What exists on the service is counted over plain HTTP. Steps share one page and run in order;
 * every assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { germanIban } from "../support/demo-data";
import { login } from "../support/demo-http";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { openFeature, openSheet, previewStatuses, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1400 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

interface ServiceBeneficiary {
  id: string;
  name: string;
  currency: string;
}

async function beneficiariesOnService(): Promise<ServiceBeneficiary[]> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/beneficiaries/find?per_page=1000`, { headers: { "X-Auth-Token": token } });
  return ((await answer.json()) as { beneficiaries: ServiceBeneficiary[] }).beneficiaries;
}

const form = () => page.getByTestId("beneficiary-form");
const field = (name: string) => form().locator(`[data-field="${name}"]`);
const input = (name: string) => field(name).locator("input");

async function fieldSays(name: string, text: string | RegExp): Promise<void> {
  await eventually(async () => expect((await field(name).textContent()) ?? "").toMatch(text));
}

async function chooseRoute(currency: string, bankCountry: string, beneficiaryCountry: string): Promise<void> {
  await input("currency").fill(currency);
  await input("bank_country").fill(bankCountry);
  await input("beneficiary_country").fill(beneficiaryCountry);
}

async function validateAndSave(): Promise<void> {
  await form().getByRole("button", { name: "Validate" }).click();
  const save = form().getByRole("button", { name: "Save" });
  await eventually(async () => expect(await save.isEnabled()).toBe(true));
  await save.click();
  await page.getByTestId("beneficiary-form").waitFor({ state: "detached" });
}

async function listNames(): Promise<string[]> {
  return page.getByTestId("beneficiary-list").locator('[role="option"] > :first-child').allTextContents();
}

/** 20 rows of EUR payees by German IBAN: rows 7, 12 and 19 of the sheet are bad (a mistyped IBAN, no currency, an unknown currency). */
function bulkRows(): [name: string, currency: string, iban: string][] {
  return Array.from({ length: 20 }, (_, index) => {
    const sheetRow = index + 3;
    const name = `Bulk payee ${String(index + 1).padStart(2, "0")}`;
    if (sheetRow === 7) return [name, "EUR", "DE89370400440532013001"];
    if (sheetRow === 12) return [name, "", germanIban(7000 + index)];
    if (sheetRow === 19) return [name, "XYZ", germanIban(7000 + index)];
    return [name, "EUR", germanIban(7000 + index)];
  });
}



describe("the Beneficiaries tab", () => {
  it("signs in and opens an empty list", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Beneficiaries");
    await eventually(async () => expect(await page.getByTestId("list-caption").textContent()).toContain("No beneficiaries yet"));
  });

  it("creates a GB beneficiary: the fields GBP to the UK need, a field error first, saved only once validated", async () => {
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await chooseRoute("GBP", "GB", "GB");
    await input("routing_code_value_1").waitFor();
    // Exactly these fields, in the order the service lists them.
    await eventually(async () => expect((await form().locator("[data-field]").evaluateAll((els) => els.map((el) => el.getAttribute("data-field")))).sort()).toEqual([
      "account_number", "bank_account_holder_name", "bank_country", "beneficiary_company_name", "beneficiary_country",
      "beneficiary_entity_type", "currency", "name", "payment_types", "routing_code_value_1",
    ]));
    await input("name").fill("Acme GBP");
    await input("bank_account_holder_name").fill("Acme Ltd");
    await input("account_number").fill("41926819");
    await input("routing_code_value_1").fill("60161");
    await fieldSays("routing_code_value_1", "\"60161\" is not a sort code — a UK sort code has 6 digits");
    await input("routing_code_value_1").fill("601613");
    await eventually(async () => expect(await field("routing_code_value_1").textContent()).not.toContain("is not a sort code"));
    // All digits breaks the service's pattern for company names: the field says so in words, not as a regex.
    await input("beneficiary_company_name").fill("12345");
    await form().getByRole("button", { name: "Validate" }).click();
    await fieldSays("beneficiary_company_name", "Company name should be up to 255 characters, not only digits");
    expect(await form().getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await screenshot(page, "beneficiaries-01-field-error");
    await eventually(async () => expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]));

    await input("beneficiary_company_name").fill("Acme Ltd");
    await validateAndSave();
    await eventually(async () => expect(await listNames()).toEqual(["Acme GBP"]));
    expect((await beneficiariesOnService()).map((b) => b.name)).toEqual(["Acme GBP"]);
  });

  it("creates a DE beneficiary by IBAN, the IBAN checked as it is typed", async () => {
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await chooseRoute("EUR", "DE", "DE");
    await input("iban").waitFor();
    await input("name").fill("Bauer EUR");
    await input("bank_account_holder_name").fill("Bauer GmbH");
    await input("iban").fill("DE89370400440532013001");
    await fieldSays("iban", "check digits");
    await input("iban").fill("DE89 3704 0044 0532 0130 00");
    await input("beneficiary_company_name").fill("Bauer GmbH");
    await validateAndSave();
    await eventually(async () => expect(await listNames()).toEqual(["Acme GBP", "Bauer EUR"]));
    await eventually(async () => expect(await page.getByTestId("beneficiary-list").textContent()).toContain("IBAN •••• 3000"));
  });

  it("edits one: the saved values in the form, the change validated and saved", async () => {
    await page.getByRole("option", { name: /Acme GBP/ }).click();
    await page.getByTestId("selected-beneficiary").getByRole("button", { name: "Edit" }).click();
    await eventually(async () => expect(await input("routing_code_value_1").inputValue()).toBe("601613"));
    expect(await input("account_number").inputValue()).toBe("41926819");
    await input("name").fill("Acme Supplies GBP");
    await validateAndSave();
    await eventually(async () => expect(await listNames()).toEqual(["Acme Supplies GBP", "Bauer EUR"]));
    expect((await beneficiariesOnService()).map((b) => b.name).sort()).toEqual(["Acme Supplies GBP", "Bauer EUR"]);
  });

  it("bulk-creates 17 of 20 rows in the Add beneficiaries tab, the 3 bad ones left out with what to fix", async () => {
    await openFeature(page, "Add beneficiaries");
    await page.getByRole("button", { name: "Insert template" }).click();
    await eventually(async () => expect((await visibleSheet(page)).headers).toContain("IBAN"));
    const headers = (await visibleSheet(page)).headers;
    const column = (header: string) => String.fromCharCode(65 + headers.indexOf(header));
    const rows = bulkRows();
    // Row 2 is the template's example row; the payees go below it.
    await typeCells(
      page,
      "Beneficiaries",
      rows.flatMap(([name, currency, iban], index): [string, string][] => [
        [`${column("Beneficiary name")}${index + 3}`, name],
        [`${column("Currency")}${index + 3}`, currency],
        [`${column("IBAN")}${index + 3}`, iban],
      ]),
    );
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(rows.map((_, index) => [sheet.row(index + 3)["Beneficiary name"], sheet.row(index + 3).Currency, sheet.row(index + 3).IBAN])).toEqual(rows);
    });

    await selectRows(page, "Beneficiaries", 3, 22);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => {
      const statuses = await previewStatuses(page);
      expect(Object.keys(statuses)).toHaveLength(20);
      expect(Object.entries(statuses).filter(([, status]) => status !== "Valid")).toEqual([["7", "Invalid"], ["12", "Invalid"], ["19", "Invalid"]]);
    });
    await page.getByRole("checkbox", { name: /Go ahead without the 3 invalid rows/ }).check();
    await page.getByRole("button", { name: "Create 17 beneficiaries…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Create 17 beneficiaries" }).click();
    await eventually(async () => expect(await beneficiariesOnService()).toHaveLength(19));
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(3)["FX result"]).toBe("Created");
      expect(sheet.row(3)["FX id"]).toMatch(UUID);
      expect(sheet.row(7)["FX result"]).toBe("Invalid");
      expect(sheet.row(7)["FX message"]).toMatch(/IBAN/);
      expect(sheet.row(12)["FX message"]).toMatch(/Currency/);
    });
    await screenshot(page, "beneficiaries-03-bulk-created");
  });

  it("runs the same selection again: nothing new is created", async () => {
    await selectRows(page, "Beneficiaries", 3, 22);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => {
      const statuses = await previewStatuses(page);
      expect(Object.values(statuses).filter((status) => status === "Created before")).toHaveLength(17);
      expect(await page.getByRole("button", { name: "Create 0 beneficiaries…" }).isDisabled()).toBe(true);
    });
    expect(await beneficiariesOnService()).toHaveLength(19);
    await openFeature(page, "Beneficiaries");
    await eventually(async () => expect(await page.getByTestId("list-caption").textContent()).toBe("19 beneficiaries"));
  });

  it("searches as one types: a currency on the service, part of a name over the loaded rows", async () => {
    await page.getByRole("searchbox", { name: "Search" }).fill("GBP");
    await eventually(async () => {
      expect(await page.getByTestId("list-caption").textContent()).toBe("1 beneficiary with currency GBP");
      expect(await listNames()).toEqual(["Acme Supplies GBP"]);
    });
    await page.getByRole("searchbox", { name: "Search" }).fill("Bulk payee 20");
    await eventually(async () => expect(await listNames()).toEqual(["Bulk payee 20"]));
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await eventually(async () => expect(await page.getByTestId("list-caption").textContent()).toBe("19 beneficiaries"));
    await eventually(async () => expect((await listNames()).slice(0, 3)).toEqual(["Acme Supplies GBP", "Bauer EUR", "Bulk payee 01"]));
    await screenshot(page, "beneficiaries-02-list");
  });

  it("exports the list to a sheet, and refreshes that block in place when exported again", async () => {
    await page.getByRole("button", { name: "Export to sheet" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Wrote 19 beneficiaries at 'Beneficiary list'!A1:G20"));
    await openSheet(page, "Beneficiary list");
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(2)["Beneficiary name"]).toBe("Acme Supplies GBP");
      expect(sheet.row(2)["Account (last 4)"]).toBe("Account •••• 6819");
      expect(sheet.row(3)["Beneficiary id"]).toMatch(UUID);
    });
    await page.getByRole("button", { name: "Export to sheet" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Refreshed 19 beneficiaries at 'Beneficiary list'!A1:G20"));
    const sheet = await visibleSheet(page);
    expect(sheet.row(20)["Beneficiary name"]).toBe("Bulk payee 20");
    expect(sheet.row(21)["Beneficiary name"]).toBe("");
    expect(sheet.headers.filter((header) => header === "Beneficiary name")).toHaveLength(1);
  });

  it("Pay adds a row under the last payment row naming the beneficiary by name, and selects it", async () => {
    await page.getByRole("option", { name: /Acme Supplies GBP/ }).click();
    await page.getByTestId("selected-beneficiary").getByRole("button", { name: "Pay" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toContain("Added a payment row for Acme Supplies GBP on Payments, row 7"));
    await eventually(async () => {
      const sheet = await visibleSheet(page);
      expect(sheet.row(7).Beneficiary).toBe("Acme Supplies GBP");
      expect(sheet.row(7).Currency).toBe("GBP");
      expect(sheet.row(7).Amount).toBe("");
      expect(sheet.row(7).Reference).toBe("Payment to Acme Supplies GBP");
      expect(sheet.row(6).Beneficiary).toBe("Nordic Design");
    });
  });

  it("deletes one only after the confirmation", async () => {
    await page.getByRole("option", { name: /Bauer EUR/ }).click();
    await page.getByTestId("selected-beneficiary").getByRole("button", { name: "Delete…" }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain("Delete Bauer EUR?"));
    expect(await beneficiariesOnService()).toHaveLength(19);
    await dialog.getByRole("button", { name: "Delete Bauer EUR" }).click();
    await eventually(async () => expect((await listNames()).slice(0, 2)).toEqual(["Acme Supplies GBP", "Bulk payee 01"]));
    await eventually(async () => expect(await page.getByTestId("list-caption").textContent()).toBe("18 beneficiaries"));
    expect((await beneficiariesOnService()).map((b) => b.name)).not.toContain("Bauer EUR");
    expect(await beneficiariesOnService()).toHaveLength(18);
    expect(pageErrors).toEqual([]);
  });
});
