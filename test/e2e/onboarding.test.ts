/**
 * The Onboarding tab in a real browser against the demo service: a corporate form started, its sections filled
 * and saved as typed, two directors added, a UBO imported from cap-table rows on a sheet (previewed first), a person
 * added by mistake deleted once confirmed, a driving licence with front, back and face images for the first director
 * and a passport for the second, a mistaken document deleted once confirmed, the checklist going from red to clear,
 * Submit, the form read-only after (nothing left to edit or delete), and the form listed as submitted. Steps share
 * one page and run in order; every assertion waits for the state it checks.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, openSheet, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

jest.setTimeout(90_000);

let session: PlaygroundSession;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1600, height: 1400 });
  ({ page, pageErrors } = session);
}, 180_000);

afterAll(async () => {
  await session?.close();
});

/**
 * What of the people table does not fit in the 360 px pane: a cell whose content is wider than the cell (text
 * running into the next column), or a cell past the pane's right edge. Empty when everything reads whole.
 */
async function peopleTableOverflow(): Promise<string[]> {
  return page.getByRole("table", { name: "People of the form" }).evaluate((table) => {
    const pane = (table.closest('[aria-label="FX Desk task pane"]') ?? document.body).getBoundingClientRect();
    return [...table.querySelectorAll<HTMLElement>("th, td")]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > pane.right + 1)
      .map((cell) => cell.textContent || "(empty cell)");
  });
}

/** The controls of a section that reach past the pane's right edge (a list as wide as its longest option), by id. */
async function controlsPastThePane(section: string): Promise<string[]> {
  return page.getByRole("region", { name: section }).evaluate((region) => {
    const pane = (region.closest('[aria-label="FX Desk task pane"]') ?? document.body).getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>("input, select, button")].filter((control) => control.getBoundingClientRect().right > pane.right + 1).map((control) => control.id || control.tagName);
  });
}

const byPath = (key: string) => page.locator(`#onboarding-${key.replace(/[[\].]/g, "-")}`);
const checklist = () => page.getByRole("complementary", { name: "Checklist" });

async function fill(fields: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) await byPath(key).fill(value);
}

async function choose(fields: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) await byPath(key).selectOption(value);
}

async function toDo(): Promise<string[]> {
  return checklist().getByRole("list", { name: "To do" }).locator("li").allTextContents();
}

/** Clicks a delete button, keeps the item once ("Keep it"), then deletes it for real through the confirmation. */
async function deleteConfirmed(button: string): Promise<void> {
  const dialog = page.getByRole("alertdialog", { name: `${button}?` });
  await page.getByRole("button", { name: button, exact: true }).click();
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: button, exact: true }).click();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}

async function noLongerToDo(text: RegExp): Promise<void> {
  await eventually(async () => expect((await toDo()).filter((line) => text.test(line))).toEqual([]));
}

function file(type: "png" | "jpg", name: string) {
  const magic = type === "png" ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
  const buffer = Buffer.alloc(256, 0x20);
  Buffer.from(magic).copy(buffer);
  return { name, mimeType: type === "png" ? "image/png" : "image/jpeg", buffer };
}

async function addPerson(first: string, last: string, roles: string[]): Promise<void> {
  const add = page.getByRole("group", { name: "Add a person" });
  await add.getByLabel("First name").fill(first);
  await add.getByLabel("Last name").fill(last);
  await add.getByLabel("Home country").fill("GB");
  for (const role of roles) await add.getByRole("checkbox", { name: role }).check();
  await add.getByRole("button", { name: "Add person" }).click();
  await page.getByRole("group", { name: `${first} ${last}` }).waitFor();
}

/** Types over a cell of the Conversions sheet, waiting for the formula bar to hold the cell before and the value after. */
async function typeCell(address: string, value: string): Promise<void> {
  const cell = page.locator(`td[data-address="${address}"]`);
  const bar = page.getByTestId("formula-bar");
  await cell.click();
  await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe(`Conversions!${address}`));
  await eventually(async () => {
    await bar.fill(value);
    expect(await bar.inputValue()).toBe(value);
  });
  await bar.press("Enter");
  await eventually(async () => expect(await cell.textContent()).toBe(value));
}

describe("the Onboarding tab", () => {
  it("starts a corporate form whose checklist is red", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Onboarding");
    const start = page.getByRole("group", { name: "Start a form" });
    await start.getByLabel("Country of the applicant (two letters)").fill("GB");
    await start.getByLabel("Your e-mail").fill("treasury@acme.example");
    await start.getByRole("button", { name: "Start corporate form" }).click();
    await page.getByRole("heading", { name: "Corporate application" }).waitFor();
    await eventually(async () => expect(await checklist().textContent()).toMatch(/\d+ to do/));
    expect(await checklist().getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
    await screenshot(page, "onboarding-red");
  });

  it("saves the applicant, consent, business and account usage as they are typed", async () => {
    await fill({ "form.contact_name": "Jane Doe", "form.phone_number": "+44 20 7946 0000" });
    await byPath("form.agreed_to_terms_and_conditions").check();
    await byPath("form.agreed_to_corporate_authority").check();
    await noLongerToDo(/terms and conditions|authority|name of the person/);
    await fill({
      "business_information.company_name": "Acme Trading Ltd",
      "business_information.business_country": "GB",
      "business_information.company_registration_number": "01234567",
      "business_information.vat_number": "GB123456789",
      "business_information.incorporation_date": "2015-03-02",
      "business_information.business_website": "https://acme.example",
      "business_information.registered_address_attributes.street": "1 Demo Street",
      "business_information.registered_address_attributes.city": "London",
      "business_information.registered_address_attributes.postal_code": "EC1A 1AA",
      "business_information.registered_address_attributes.country": "GB",
    });
    await choose({ "business_information.legal_entity_type": "limited_liability_company", "business_information.sector": "accountancy" });
    await eventually(async () => expect(await controlsPastThePane("Business information")).toEqual([]));
    await choose({ "account_usage.collections_account": "no", "account_usage.primary_purpose": "paying_suppliers_or_bills", "account_usage.one_off_transaction": "no" });
    await fill({
      "account_usage.source_of_funds": "business_revenue",
      "account_usage.payment_currencies": "USD, EUR",
      "account_usage.transaction_countries": "US, DE",
      "account_usage.estimated_monthly_transaction_value": "250000",
      "account_usage.estimated_monthly_transaction_currency": "GBP",
      "account_usage.estimated_monthly_transaction_volume": "40",
    });
    // A value that cannot be saved is kept as typed with what to fix beside it, and saved once fixed.
    await fill({ "account_usage.initial_capital": "ten thousand" });
    await eventually(async () => expect(await page.getByRole("region", { name: "Account usage" }).textContent()).toContain('"ten thousand" is not a number: type digits, e.g. 25000'));
    expect(await byPath("account_usage.initial_capital").inputValue()).toBe("ten thousand");
    await fill({ "account_usage.initial_capital": "10000" });
    await eventually(async () => expect(await page.getByRole("region", { name: "Account usage" }).textContent()).not.toContain("is not a number"));
    await eventually(async () => {
      const sections = await checklist().getByRole("list", { name: "Sections" }).textContent();
      expect(sections).toContain("Business information: done");
      expect(sections).toContain("Account usage: done");
    }, 20_000);
  });

  it("adds two directors by hand and a UBO imported from cap-table rows, previewed first", async () => {
    await addPerson("Jane", "Doe", ["Director", "User"]);
    await addPerson("Li", "Wei", ["Director"]);
    await fill({
      "people[0].dob": "1980-05-17",
      "people[0].email": "jane.doe@acme.example",
      "people[0].personal_address_attributes.street": "1 Demo Street",
      "people[0].personal_address_attributes.city": "London",
      "people[0].personal_address_attributes.postal_code": "EC1A 1AA",
      "people[0].personal_address_attributes.country": "GB",
      "people[1].dob": "1975-11-02",
    });

    const capTable = [
      ["Forename", "Surname", "Capacity", "Shareholding %", "Country of residence"],
      ["Omar", "Haddad", "Shareholder", "40%", "GB"],
    ];
    await openSheet(page, "Conversions");
    for (const [rowIndex, row] of capTable.entries()) for (const [column, value] of row.entries()) await typeCell(`${String.fromCharCode(65 + column)}${rowIndex + 1}`, value);
    await selectRows(page, "Conversions", 2, 2);
    await page.getByRole("button", { name: "Import selected rows" }).click();
    const preview = page.getByRole("group", { name: "Import preview" });
    await eventually(async () => expect(await preview.textContent()).toContain("Row 2: Omar Haddad — Ultimate business owner, 40%"));
    await preview.getByRole("button", { name: "Create these people" }).click();
    await page.getByRole("group", { name: "Omar Haddad" }).waitFor();
    await eventually(async () => expect(await page.getByRole("table", { name: "People of the form" }).textContent()).toContain("Omar HaddadUBO40%GB"));
    await fill({
      "people[2].dob": "1969-04-30",
      "people[2].personal_address_attributes.street": "9 Park Lane",
      "people[2].personal_address_attributes.city": "London",
      "people[2].personal_address_attributes.postal_code": "W1K 1AA",
      "people[2].personal_address_attributes.country": "GB",
    });
    await eventually(async () => expect((await toDo()).join("\n")).not.toMatch(/Date of birth|Home address/), 20_000);
  });

  it("deletes a person added by mistake, only once the deletion is confirmed", async () => {
    await addPerson("Sam", "Temp", ["User"]);
    await eventually(async () => expect(await page.getByRole("table", { name: "People of the form" }).textContent()).toContain("Sam Temp"));
    await deleteConfirmed("Delete Sam Temp");
    await page.getByRole("group", { name: "Sam Temp" }).waitFor({ state: "detached" });
    const people = await page.getByRole("table", { name: "People of the form" }).textContent();
    expect(people).not.toContain("Sam Temp");
    expect(people).toContain("Li Wei");
  });

  it("uploads a driving licence with front and back, and the director's photo holding it", async () => {
    const add = page.getByRole("group", { name: "Add a document" });
    await add.getByLabel("Document type").selectOption("driving_licence");
    await add.getByLabel("Category").selectOption("proof_of_identity");
    await add.getByLabel("Belongs to").selectOption({ label: "Jane Doe" });
    await add.getByRole("button", { name: "Add document" }).click();
    const licence = page.getByRole("group", { name: "Document 1" });
    await eventually(async () => expect(await licence.textContent()).toContain("driving licence (proof of identity) of Jane Doe"));
    for (const [side, picked] of [["front", file("png", "front.png")], ["back", file("jpg", "back.jpg")], ["face", file("png", "face.png")]] as const) {
      await licence.getByLabel("Side of the next image of document 1").selectOption(side);
      await licence.locator('input[type="file"]').setInputFiles(picked);
      await eventually(async () => expect(await licence.textContent()).toContain(side));
      await licence.getByRole("img", { name: `${side} of document 1` }).waitFor();
    }
    await eventually(async () => expect(await licence.textContent()).toContain("Images: front, back, face"));
    // A fourth image is refused before it is sent; deleting one makes room again.
    await licence.locator('input[type="file"]').setInputFiles(file("png", "extra.png"));
    await eventually(async () => expect(await licence.textContent()).toContain("This document already has 3 images, the most it can have: delete one first."));
    await licence.getByRole("button", { name: "Delete the face image of document 1" }).click();
    await eventually(async () => expect(await licence.textContent()).toContain("Images: front, backDelete"));
    expect(await licence.getByRole("button", { name: "Delete the face image of document 1" }).count()).toBe(0);
    await licence.getByLabel("Side of the next image of document 1").selectOption("face");
    await licence.locator('input[type="file"]').setInputFiles(file("png", "face-again.png"));
    await eventually(async () => expect(await licence.textContent()).toContain("Images: front, back, face"));
    await eventually(async () => expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]));
  });

  it("attaches a passport with its front image to the second director, and deletes a mistaken document once confirmed", async () => {
    const add = page.getByRole("group", { name: "Add a document" });
    await add.getByLabel("Document type").selectOption("passport");
    await add.getByLabel("Category").selectOption("proof_of_identity");
    await add.getByLabel("Belongs to").selectOption({ label: "Li Wei" });
    await add.getByRole("button", { name: "Add document" }).click();
    const passport = page.getByRole("group", { name: "Document 2" });
    await eventually(async () => expect(await passport.textContent()).toContain("passport (proof of identity) of Li Wei"));
    await passport.getByLabel("Side of the next image of document 2").selectOption("front");
    await passport.locator('input[type="file"]').setInputFiles(file("jpg", "passport.jpg"));
    await eventually(async () => expect(await passport.textContent()).toContain("Images: front"));

    await add.getByLabel("Document type").selectOption("utility_bill");
    await add.getByLabel("Category").selectOption("proof_of_address");
    await add.getByLabel("Belongs to").selectOption({ label: "The business" });
    await add.getByRole("button", { name: "Add document" }).click();
    const mistake = page.getByRole("group", { name: "Document 3" });
    await eventually(async () => expect(await mistake.textContent()).toContain("utility bill (proof of address) of the business"));
    await deleteConfirmed("Delete document 3");
    await mistake.waitFor({ state: "detached" });
    expect(await page.getByRole("group", { name: "Document 2" }).textContent()).toContain("of Li Wei");
    await page.getByRole("table", { name: "People of the form" }).scrollIntoViewIfNeeded();
    await eventually(async () => expect(await peopleTableOverflow()).toEqual([]));
    await screenshot(page, "onboarding-people");
    await passport.scrollIntoViewIfNeeded();
    await screenshot(page, "onboarding-documents");
  });

  it("sees the checklist clear, submits, and the form is read-only", async () => {
    await eventually(async () => expect(await toDo()).toEqual([]), 20_000);
    await checklist().getByText("Complete").waitFor();
    const submit = checklist().getByRole("button", { name: "Submit" });
    await eventually(async () => expect(await submit.isEnabled()).toBe(true));
    await submit.click();
    await page.getByRole("heading", { name: "Corporate application (submitted, read-only)" }).waitFor();
    await checklist().getByText("Submitted").waitFor();
    expect(await checklist().getByRole("button", { name: "Submit" }).count()).toBe(0);
    expect(await byPath("form.contact_name").getAttribute("readonly")).not.toBeNull();
    expect(await page.getByRole("button", { name: "Add person" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add document" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await openSheet(page, "Rates");
    await page.locator('td[data-address="A10"]').click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe("Rates!A10"));
    await page.getByRole("button", { name: "Write summary to sheet" }).click();
    await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "Summary written" }).textContent()).toMatch(/^Summary written to Rates!A10:D\d+\.$/));
    await eventually(async () => expect(await page.locator('td[data-address="A10"]').textContent()).toBe("Onboarding form"));
    const shot = await screenshot(page, "onboarding-submitted");
    expect(shot).toMatch(/onboarding-submitted/);
    expect(pageErrors).toEqual([]);
  });

  it("lists the submitted form among the house's forms", async () => {
    await page.getByRole("button", { name: "All forms" }).click();
    const forms = page.getByRole("listbox", { name: "Onboarding forms" });
    const acme = forms.getByRole("option").filter({ hasText: "Acme Trading Ltd" });
    await eventually(async () => expect(await acme.textContent()).toMatch(/^Acme Trading LtdSubmitted · Corporate · changed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/));
    await screenshot(page, "onboarding-forms");
    await acme.click();
    await page.getByRole("button", { name: "Open the form of Acme Trading Ltd" }).click();
    await page.getByRole("heading", { name: "Corporate application (submitted, read-only)" }).waitFor();
    await screenshot(page, "onboarding-reopened");
    expect(pageErrors).toEqual([]);
  });
});
