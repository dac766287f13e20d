/**
 * The Onboarding tab in a real browser against the demo service: a corporate form started, its sections (each one
 * that opens and closes, under a checklist held at the top of the pane) filled and saved as typed, every link of the
 * checklist landing on an input, "UK" read as GB, dates typed in the browser's order (en-US here) or picked from the
 * calendar, two directors added, a UBO imported from cap-table rows on a sheet (previewed first), a person added with
 * the wrong role whose roles are changed and whose ownership share the checklist's link leads to, a person added by
 * mistake deleted once confirmed, a driving licence with front, back and face images for the first director and a
 * passport for the second, a mistaken document deleted once confirmed, the checklist going from red to clear. These
 * steps share one page and run in order, each building on the form the steps before it left. From a finished
 * application, each test starting afresh (the service's data reset, the application created over HTTP by
 * support/complete-application.ts, the playground reloaded and the form opened), so one failing never hides what
 * the others check: Submit confirmed after a dialog naming what is sent, the form read-only after (nothing left to
 * edit or delete), the summary written where the pane says, and the form listed as submitted. Every assertion waits
 * for the state it checks. The pane is pictured at 360 px in light and dark.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { resetData } from "../support/demo-admin";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { ARTIFACTS_DIR, screenshot } from "./support/browser";
import { COMPANY, seedCompleteApplication } from "./support/complete-application";
import { eventually } from "./support/eventually";
import { openFeature, openSheet, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const VIEWPORT = { width: 1600, height: 1400 };

let session: PlaygroundSession;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, VIEWPORT);
  ({ page, pageErrors } = session);
});

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
/** Submits that reached the demo service. */
const submits = () => session.demoService.state.counters.snapshot()["POST /onboarding/v1/forms/:formId/submit"] ?? 0;
// By its label, not its role: a modal dialog hides the rest of the page from the accessibility tree while it is open.
const pane = () => page.locator(`[aria-label="FX Desk task pane"]`);

/** The header of each section, by the section's path prefix. */
const SECTION_LABELS: Record<string, string> = {
  form: "Applicant & consent",
  business_information: "Business information",
  account_usage: "Account usage",
  people: "People",
  documents: "Documents",
};

/** Opens a section by its header, as a person does; an open section stays open. */
async function openSection(label: string): Promise<void> {
  const header = page.getByRole("heading", { level: 3, name: new RegExp(`^${label}`) }).getByRole("button");
  if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
  await eventually(async () => expect(await header.getAttribute("aria-expanded")).toBe("true"));
}

async function closeSection(label: string): Promise<void> {
  const header = page.getByRole("heading", { level: 3, name: new RegExp(`^${label}`) }).getByRole("button");
  if ((await header.getAttribute("aria-expanded")) === "true") await header.click();
  await eventually(async () => expect(await header.getAttribute("aria-expanded")).toBe("false"));
}

/** The section a field is in, opened. */
async function openSectionOf(key: string): Promise<void> {
  await openSection(SECTION_LABELS[key.split(/[[.]/)[0] ?? ""] ?? "");
}

async function fill(fields: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) {
    await openSectionOf(key);
    await byPath(key).fill(value);
  }
}

async function choose(fields: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(fields)) {
    await openSectionOf(key);
    await byPath(key).selectOption(value);
  }
}

/**
 * Clicks every link of the checklist in turn and says where each put the focus: the tag and id of the focused
 * element, with the link's text. A link must land on an input, list or tick box.
 */
async function linkLandings(): Promise<{ finding: string; tag: string; id: string }[]> {
  const links = checklist().getByRole("list", { name: "To do" }).getByRole("button");
  const landings: { finding: string; tag: string; id: string }[] = [];
  for (let index = 0; index < (await links.count()); index += 1) {
    const link = links.nth(index);
    const finding = (await link.textContent()) ?? "";
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await link.click();
    await eventually(async () => expect(await page.evaluate(() => ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement?.tagName ?? ""))).toBe(true));
    landings.push({ finding, ...(await page.evaluate(() => ({ tag: document.activeElement?.tagName ?? "", id: document.activeElement?.id ?? "" }))) });
  }
  return landings;
}

/** The pane as a person sees it, in light and in dark. */
async function paneInBothThemes(name: string): Promise<void> {
  expect(await pane().evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `onboarding-360-${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: "light" });
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
  await openSection("People");
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

/** The checklist with nothing left to do: Complete, and Submit can be pressed. */
async function checklistClear(): Promise<void> {
  await eventually(async () => expect(await toDo()).toEqual([]));
  await checklist().getByText("Complete").waitFor();
  await eventually(async () => expect(await checklist().getByRole("button", { name: "Submit" }).isEnabled()).toBe(true));
}

/**
 * A test's own start from a finished application (support/complete-application.ts), created over HTTP instead of
 * typed: the service's data reset to its seed, the application created (submitted when asked), the page's errors
 * cleared, its window and colours as at first, the playground reloaded, signed in, the form opened from the list.
 */
async function startWithApplication({ submitted = false } = {}): Promise<void> {
  await resetData(session.demoService);
  await seedCompleteApplication(session.demoService, { submitted });
  pageErrors.length = 0;
  await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAsDemoUser(page);
  await openFeature(page, "Onboarding");
  await page.getByRole("listbox", { name: "Onboarding forms" }).getByRole("option").filter({ hasText: COMPANY }).click();
  await page.getByRole("button", { name: `Open the form of ${COMPANY}` }).click();
  await page.getByRole("heading", { name: submitted ? "Corporate application (submitted, read-only)" : "Corporate application" }).waitFor();
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
    // One section open at first, the others folded under their headers with what each still needs.
    const headers = page.getByRole("heading", { level: 3 }).getByRole("button");
    expect(await headers.allTextContents()).toEqual([
      expect.stringMatching(/^Applicant & consent\d+ to do$/),
      expect.stringMatching(/^Business information\d+ to do$/),
      expect.stringMatching(/^Account usage\d+ to do$/),
      expect.stringMatching(/^People\d+ to do$/),
      "Documents",
    ]);
    await screenshot(page, "onboarding-red");
    await paneInBothThemes("01-red");
  });

  it("lands every link of the checklist on an input, opening the section it is in", async () => {
    const count = Number(/(\d+) to do/.exec((await checklist().textContent()) ?? "")?.[1]);
    const landings = await linkLandings();
    expect(landings).toHaveLength(count);
    expect(Object.fromEntries(landings.map((landing) => [landing.finding, landing.id]))).toMatchObject({
      "Give the name of the person filling in the form.": "onboarding-form-contact_name",
      "Fill in the company's business information.": "onboarding-business_information-company_name",
      "Say how the account will be used.": "onboarding-account_usage-collections_account",
      "Add at least one director.": "onboarding-people-new",
    });
    // The checklist stays at the top of the pane while the sections scroll under it.
    await byPath("people.new").scrollIntoViewIfNeeded();
    const [paneTop, listTop] = await Promise.all([pane().evaluate((element) => element.getBoundingClientRect().top), checklist().evaluate((element) => element.getBoundingClientRect().top)]);
    expect(Math.abs(listTop - paneTop)).toBeLessThan(120);
    await paneInBothThemes("02-link-to-add-a-person");
  });

  it("saves the applicant, consent, business and account usage as they are typed", async () => {
    await fill({ "form.contact_name": "Jane Doe", "form.phone_number": "+44 20 7946 0000" });
    await byPath("form.agreed_to_terms_and_conditions").check();
    await byPath("form.agreed_to_corporate_authority").check();
    await noLongerToDo(/terms and conditions|authority|name of the person/);
    // "UK" is how people write the United Kingdom: saved as its code GB, so it matches the registered address's GB.
    await fill({
      "business_information.company_name": "Acme Trading Ltd",
      "business_information.business_country": "UK",
      "business_information.company_registration_number": "01234567",
      "business_information.vat_number": "GB123456789",
      "business_information.incorporation_date": "03/02/2015",
      "business_information.business_website": "https://acme.example",
      "business_information.registered_address_attributes.street": "1 Demo Street",
      "business_information.registered_address_attributes.city": "London",
      "business_information.registered_address_attributes.postal_code": "EC1A 1AA",
      "business_information.registered_address_attributes.country": "GB",
    });
    await choose({ "business_information.legal_entity_type": "limited_liability_company", "business_information.sector": "accountancy" });
    await eventually(async () => expect(await byPath("business_information.business_country").inputValue()).toBe("GB"));
    await eventually(async () => expect(await byPath("business_information.incorporation_date").inputValue()).toBe("03/02/2015"));
    await noLongerToDo(/registered address is in|Country of registration/);
    expect((await toDo()).join("\n")).not.toContain("UK");
    await eventually(async () => expect(await controlsPastThePane("Business information")).toEqual([]));
    await paneInBothThemes("03-business");
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
      const headers = await page.getByRole("heading", { level: 3 }).getByRole("button").allTextContents();
      expect(headers).toContain("Business informationdone");
      expect(headers).toContain("Account usagedone");
    });
  });

  it("adds two directors by hand and a UBO imported from cap-table rows, previewed first", async () => {
    await addPerson("Jane", "Doe", ["Director", "User"]);
    await addPerson("Li", "Wei", ["Director"]);
    // Dates in the order of the browser's language (en-US: month/day/year); one the other way round is refused, saying the order.
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    await fill({ "people[0].dob": "17/05/1980" });
    await eventually(async () =>
      expect(await page.getByRole("group", { name: "Jane Doe" }).textContent()).toContain('"17/05/1980" has no month 17: write it month/day/year as en-US does, e.g. 03/15/2019 for 15 March 2019, or as 2019-03-15'),
    );
    await fill({
      "people[0].dob": "05/17/1980",
      "people[0].email": "jane.doe@acme.example",
      "people[0].personal_address_attributes.street": "1 Demo Street",
      "people[0].personal_address_attributes.city": "London",
      "people[0].personal_address_attributes.postal_code": "EC1A 1AA",
      "people[0].personal_address_attributes.country": "GB",
    });
    // Or picked from the browser's calendar beside the field.
    await page.getByRole("group", { name: "Li Wei" }).getByLabel("Pick the date of birth from a calendar").fill("1975-11-02");
    await eventually(async () => expect(await byPath("people[1].dob").inputValue()).toBe("11/02/1975"));
    await eventually(async () => expect(await page.getByRole("group", { name: "Jane Doe" }).textContent()).not.toContain("has no month"));

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
    await eventually(async () => expect((await toDo()).join("\n")).not.toMatch(/Date of birth|Home address/));
  });

  it("changes the roles of a person added by hand, and the checklist's link leads to the ownership share it then asks for", async () => {
    await addPerson("Priya", "Shah", ["Director"]);
    const priya = page.getByRole("group", { name: "Priya Shah" });
    // Added as a director by mistake: she owns a quarter of the company and is not a director.
    await priya.getByRole("checkbox", { name: "Ultimate business owner (UBO)" }).check();
    await priya.getByRole("checkbox", { name: "Director" }).uncheck();
    await eventually(async () => expect(await page.getByRole("table", { name: "People of the form" }).textContent()).toContain("Priya ShahUBOGB"));
    const ask = "Ownership percentage of Priya Shah is needed: Priya Shah is an ultimate business owner.";
    await eventually(async () => expect(await toDo()).toContain(ask));
    // The link opens the folded section and puts the cursor in the share's field.
    await closeSection("People");
    await checklist().getByRole("button", { name: ask }).click();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe("onboarding-people-3--ownership_percentage"));
    await paneInBothThemes("04-ownership-share");
    await page.keyboard.type("25");
    await noLongerToDo(/Ownership percentage of Priya Shah/);
    await eventually(async () => expect(await page.getByRole("table", { name: "People of the form" }).textContent()).toContain("Priya ShahUBO25%GB"));
    await fill({
      "people[3].dob": "08/21/1985",
      "people[3].personal_address_attributes.street": "4 Mill Road",
      "people[3].personal_address_attributes.city": "Leeds",
      "people[3].personal_address_attributes.postal_code": "LS1 4AP",
      "people[3].personal_address_attributes.country": "United Kingdom",
    });
    await eventually(async () => expect(await byPath("people[3].personal_address_attributes.country").inputValue()).toBe("GB"));
    await noLongerToDo(/Priya Shah/);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await priya.screenshot({ path: path.join(ARTIFACTS_DIR, `onboarding-360-04-person-details-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: "light" });
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
    await openSection("Documents");
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
    await openSection("Documents");
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

  it("sees the checklist clear once every section is filled: Complete, and Submit can be pressed", async () => {
    await checklistClear();
  });
});

describe("the Onboarding tab, from a finished application", () => {
  it("asks before submitting, naming the application, its people and documents; kept once, nothing is sent", async () => {
    await startWithApplication();
    await checklistClear();
    // Submitting cannot be undone: asked first, naming the application, its people and documents; kept once, then sent.
    await checklist().getByRole("button", { name: "Submit" }).click();
    const ask = page.getByRole("alertdialog", { name: "Submit the corporate application of Acme Trading Ltd?" });
    await eventually(async () =>
      expect(await ask.getByRole("list", { name: "What is submitted" }).locator("li").allTextContents()).toEqual([
        "4 people:",
        "Jane Doe — director, user",
        "Li Wei — director",
        "Omar Haddad — ultimate business owner, owns 40 %",
        "Priya Shah — ultimate business owner, owns 25 %",
        "2 documents with their images.",
      ]),
    );
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator('[role="alertdialog"]').screenshot({ path: path.join(ARTIFACTS_DIR, `onboarding-05-submit-asked-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: "light" });
    // In a pane 360 px wide the dialog fits whole, its buttons inside it.
    await page.setViewportSize({ width: 360, height: 720 });
    await eventually(async () => {
      const box = await page.locator('[role="alertdialog"]').boundingBox();
      const buttons = await page.locator('[role="alertdialog"] button').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(buttons.every((right) => right <= 360)).toBe(true);
    });
    await page.locator('[role="alertdialog"]').screenshot({ path: path.join(ARTIFACTS_DIR, "onboarding-05-submit-asked-360-light.png") });
    await page.setViewportSize(VIEWPORT);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(submits()).toBe(0);
  });

  it("submits once confirmed, and the form is read-only: nothing left to edit, add or delete", async () => {
    await startWithApplication();
    const submit = checklist().getByRole("button", { name: "Submit" });
    await eventually(async () => expect(await submit.isEnabled()).toBe(true));
    await submit.click();
    await page.getByRole("alertdialog", { name: "Submit the corporate application of Acme Trading Ltd?" }).getByRole("button", { name: "Submit the application" }).click();
    await page.getByRole("heading", { name: "Corporate application (submitted, read-only)" }).waitFor();
    expect(submits()).toBe(1);
    await checklist().getByText("Submitted").waitFor();
    expect(await checklist().getByRole("button", { name: "Submit" }).count()).toBe(0);
    expect(await byPath("form.contact_name").getAttribute("readonly")).not.toBeNull();
    await openSection("People");
    await openSection("Documents");
    expect(await page.getByRole("button", { name: "Add person" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Add document" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("writes the submitted form's summary where the pane says: from the selected cell down, then to the Onboarding sheet, rewritten in place", async () => {
    await startWithApplication({ submitted: true });
    await openSheet(page, "Rates");
    await page.locator('td[data-address="A10"]').click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toBe("Rates!A10"));
    // The summary lands where the button and then the status say: from the selected cell down, the cells named.
    await page.getByRole("button", { name: "Write summary at selected cell" }).click();
    const status = page.getByRole("status").filter({ hasText: "Summary" });
    await eventually(async () => expect(await status.textContent()).toMatch(/^Summary written at Rates!A10:D\d+\.$/));
    const last = Number(/:D(\d+)\./.exec((await status.textContent()) ?? "")?.[1]);
    const cell = (address: string) => page.locator(`td[data-address="${address}"]`).textContent();
    await eventually(async () => expect([await cell("A10"), await cell("D10"), await cell("C11"), await cell(`B${last}`), await cell(`C${last}`), await cell(`A${last + 1}`), await cell("E10")]).toEqual(["Onboarding form", "Details", "Status", "Checklist", "Complete", "", ""]));
    await page.getByRole("button", { name: "Write summary to “Onboarding” sheet" }).click();
    await eventually(async () => expect(await status.textContent()).toBe(`Summary written at Onboarding!A1:D${last - 9}.`));
    await openSheet(page, "Onboarding");
    await eventually(async () => expect([await cell("A1"), await cell(`C${last - 9}`), await cell(`A${last - 8}`)]).toEqual(["Onboarding form", "Complete", ""]));
    // Written again, it rewrites the same block in place instead of adding a copy.
    await page.getByRole("button", { name: "Write summary to “Onboarding” sheet" }).click();
    await eventually(async () => expect(await status.textContent()).toBe(`Summary rewritten in place at Onboarding!A1:D${last - 9}.`));
    await page.evaluate(() => document.querySelector('[aria-label="FX Desk task pane"]')?.scrollTo(0, 0));
    await paneInBothThemes("06-submitted-summary-written");
    const shot = await screenshot(page, "onboarding-submitted");
    expect(shot).toMatch(/onboarding-submitted/);
    expect(pageErrors).toEqual([]);
  });

  it("lists the submitted form among the house's forms, and opens it again read-only", async () => {
    await startWithApplication({ submitted: true });
    await page.getByRole("button", { name: "All forms" }).click();
    const forms = page.getByRole("listbox", { name: "Onboarding forms" });
    const acme = forms.getByRole("option").filter({ hasText: COMPANY });
    await eventually(async () => expect(await acme.textContent()).toMatch(/^Acme Trading LtdSubmitted · Corporate · changed \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/));
    await screenshot(page, "onboarding-forms");
    await acme.click();
    await page.getByRole("button", { name: `Open the form of ${COMPANY}` }).click();
    await page.getByRole("heading", { name: "Corporate application (submitted, read-only)" }).waitFor();
    await screenshot(page, "onboarding-reopened");
    expect(pageErrors).toEqual([]);
  });
});
