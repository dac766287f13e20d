/**
 * Issue 27 point 4: no raw code, id or pattern in what a person reads. Walks every tab of the playground as a
 * person does — signs in, opens each tab and its main forms and drop-downs, checks and books the sample rows — and
 * after each step reads the visible text of the task pane, its dialogs and the sheet grid — with each cell's error
 * message (its hover text) —, failing on a snake_case token, a UUID, a regular expression or words said twice
 * (support/raw-tokens.ts) outside the short allow-list below. Issue 43 adds FX.QUOTE's refusal of a field, the
 * onboarding checklist with a document, and the add-in's hidden lists sheet (unhidden as a person does). Pictures of
 * the pane at 360 px in light and dark go to test-artifacts/ (visible-text-<step>-<theme>.png).
 * Steps share one page and run in order; every assertion waits for the state it checks (`eventually`).
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import { narrowPictures, screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { codeValues, headerCodes, notAllowed, rawTokens, type AllowedToken, type RawToken } from "./support/raw-tokens";
import { templateRowCells } from "./support/template-rows";
import { paymentKind } from "../../src/jobs/kinds/payment";
import { demoClient } from "../support/demo-client";
import { indianCompany } from "../support/demo-data";
import { businessInformation, corporateForm } from "../support/onboarding-data";

/**
 * What may stay as it is, and why. Kept short: each entry is a place where the raw form is what a person types or
 * what a formula needs.
 */
const ALLOW_LIST: readonly AllowedToken[] = [
  // The formula builder documents FX.QUOTE's `field` argument, whose values are the API's field names a formula may
  // name ("client_rate" or "Client rate"): there the code is what the person types.
  { token: /^(client_rate|client_sell_amount|fixed_side|deposit_required|settlement_cut_off_time|client_buy_amount|currency_pair)$/, line: /client_rate|field/i, why: "FX.QUOTE field names a formula may use" },
  // Argument names of the FX functions as Excel's own function tooltip shows them (buy_currency, acting_as): the
  // builder's hints name the argument the person fills in.
  { token: /^(buy_currency|sell_currency|fixed_side|conversion_date|acting_as)$/, why: "FX function argument names, as Excel shows them" },
  // The builder's Side choices are the values FX.RATE's side argument takes (=FX.RATE("EURGBP","bid")): what the formula holds.
  { token: /^(mid|bid|offer)$/, line: /^(mid|bid|offer)$/, why: "FX.RATE's side argument, as the formula takes it" },
  // Likewise FX.QUOTE's fixed side (=FX.QUOTE("EUR","GBP",1000,"buy")).
  { token: /^(buy|sell)$/, line: /^(buy|sell)$/, why: "FX.QUOTE's fixed-side argument, as the formula takes it" },
];

/**
 * The grid's machine columns: the raw values a later run reads back (the key sent to the service, the booked
 * object's id, the JSON record of the cells as sent with the account's id). They are the raw id kept "where a later
 * run needs it" (issue 27), at the right end of the row; every column a person reads is checked.
 */
const MACHINE_COLUMNS = ["FX key", "FX id", "FX sent as"];
/**
 * The audit sheet is the record of what was sent: its id columns keep the service's ids (a person quotes them to
 * support, a later run reads them back); every other column — statuses, kinds, events, notes — is words
 * (docs/words-and-errors.md, "The audit sheet").
 */
const AUDIT_SHEET = "FX Desk audit";
const AUDIT_ID_COLUMNS = ["Acting as contact id", "Key", "Resulting id", "Request id"];
/**
 * The audit sheet's kind and event ("payment", "booked", "payee checked") are English words, lower case as later
 * runs read them back (jobs/engine/audit-rejections.ts, jobs/approvals/maker-go-aheads.ts), not the service's codes:
 * scanned for codes, ids and patterns, but not taken for a one-word code.
 */
const AUDIT_WORD_COLUMNS = ["Kind", "Event"];

let session: PlaygroundSession;
let page: Page;

/** A payee in India: a payment to it must give a purpose code, so Check writes the hidden lists sheet. */
const INDIAN_PAYEE = "Mumbai Textiles Pvt Ltd";

beforeAll(async () => {
  session = await startPlayground({}, { width: 1400, height: 1000 });
  ({ page } = session);
  await demoClient(session.demoService).core.beneficiaries.create(indianCompany(INDIAN_PAYEE));
});

afterAll(async () => {
  await session?.close();
});

/**
 * What a person sees now: the page's text without the grid (pane, dialogs, formula bar, sheet tabs) with the cells'
 * error messages (hover text), and apart the values — the grid's cells outside the machine columns and the choices of
 * the open drop-downs — and the headers (row 1).
 */
async function visibleText(machineColumnsOfSheet: readonly string[]): Promise<{ text: string; values: [header: string, value: string][]; headers: string[] }> {
  return page.evaluate((machineColumns) => {
    const grid = document.querySelector<HTMLElement>('table[role="grid"]');
    const display = grid?.style.display ?? "";
    if (grid) grid.style.display = "none";
    const pageText = document.body.innerText;
    if (grid) grid.style.display = display;
    const cells = [...document.querySelectorAll<HTMLElement>("td[data-address]")];
    // An error cell's message is what a person reads on hovering it (#VALUE! with "Field: …").
    const messages = cells.map((cell) => cell.getAttribute("aria-description") ?? "").filter((message) => message !== "");
    const headerOf = new Map(cells.filter((cell) => /^[A-Z]+1$/.test(cell.dataset.address ?? "")).map((cell) => [(cell.dataset.address ?? "").replace(/\d+$/, ""), cell.innerText.trim()]));
    const gridText = cells
      .map((cell): [string, string] => [headerOf.get((cell.dataset.address ?? "").replace(/\d+$/, "")) ?? "", cell.innerText.trim()])
      .filter(([header, text]) => !machineColumns.includes(header) && text !== "");
    // A native drop-down's choices are what a person reads once it is open.
    const choices = [...document.querySelectorAll("select option")].map((option): [string, string] => ["", option.textContent ?? ""]);
    return { text: [pageText, ...messages].join("\n"), values: [...gridText, ...choices], headers: [...headerOf.values()].filter((header) => header !== "") };
  }, machineColumnsOfSheet);
}

/** Fails with every raw token found, each with its line, unless the allow-list has it. */
async function expectOnlyWords(step: string, machineColumnsOfSheet: readonly string[] = MACHINE_COLUMNS): Promise<void> {
  const { text, values, headers } = await visibleText(machineColumnsOfSheet);
  const picked = values.filter(([header]) => !(machineColumnsOfSheet === AUDIT_ID_COLUMNS && AUDIT_WORD_COLUMNS.includes(header))).map(([, value]) => value);
  const found: RawToken[] = notAllowed([...rawTokens([text, ...values.map(([, value]) => value)].join("\n")), ...codeValues(picked), ...headerCodes(headers)], ALLOW_LIST);
  expect({ step, found }).toEqual({ step, found: [] });
}

/**
 * A template as a person fills it in: each cell of its example row selected in turn, so the drop-down the
 * playground shows for the cell (its choices: the values a person picks) is read with the rest.
 */
async function expectTemplateInWords(step: string): Promise<void> {
  await expectOnlyWords(step);
  const addresses = (await page.locator("td[data-address]").evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-address") ?? ""))).filter((address) => /^[A-Z]+2$/.test(address));
  expect(addresses.length).toBeGreaterThan(3);
  for (const address of addresses) {
    await page.locator(`td[data-address="${address}"]`).click();
    await eventually(async () => expect(await page.getByTestId("name-box").textContent()).toMatch(new RegExp(`!${address}$`)));
    await expectOnlyWords(`${step} ${address}`);
  }
}

/** Inserts the template of the tab open now and reads it, its drop-downs and its allowed-values sheet. */
async function insertAndReadTemplate(singular: string, legendSheet: string): Promise<void> {
  await page.getByRole("button", { name: "Insert template" }).click();
  await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toMatch(new RegExp(`Inserted an? ${singular} template on sheet`)));
  const templateSheet = (await page.getByTestId("name-box").textContent())?.split("!")[0] ?? "";
  await expectTemplateInWords(`${singular} template`);
  await openSheet(page, legendSheet);
  await expectOnlyWords(`${legendSheet}`);
  await openSheet(page, templateSheet);
  // The example row selected again, as the insert left it, for a check of it.
  await page.getByRole("button", { name: "Select row 2", exact: true }).click();
}

/** The pane at 360 px in both themes. */
async function picture(step: string): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `visible-text-${step}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

async function step(name: string): Promise<void> {
  await expectOnlyWords(name);
  await picture(name);
}

describe("what a person reads in every tab is words", () => {
  it("the raw-token finder finds what issues 27 and 43 list, and leaves words alone", () => {
    const kinds = (text: string) => rawTokens(text).map((found) => `${found.kind}:${found.token}`);
    expect(kinds("Status: ready_to_send")).toEqual(["snake_case:ready_to_send"]);
    expect(kinds("table FxPayments_mwwcgg6z")).toEqual(["snake_case:FxPayments_mwwcgg6z"]);
    expect(kinds("contact 0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90")).toEqual(["uuid:0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90"]);
    expect(kinds("IFSC is not in the format the bank needs (^[A-Z]{4}0[A-Z0-9]{6}$)")).toContain("pattern:^[");
    expect(kinds("Awaiting authorisation · 1,250.50 EUR · jane.doe@example.com · 2026-01-05 09:00")).toEqual([]);
    // Issue 43: a cell or a choice holding the service's one-word code.
    expect(codeValues(["regular", "company", "created", "Local", "Company", "GBP", "Supplier invoice"]).map((found) => found.token)).toEqual(["regular", "company", "created"]);
    // Issue 43, what the last round left: words said twice, a code in a checklist line, a code in a header.
    expect(kinds('Field: "price" is not one of currency pair (Currency pair), client buy currency (Client buys)')).toEqual(["repeat:currency pair (Currency pair)"]);
    expect(kinds("Document 1: proof of business activity (proof of business activity) of the business")).toEqual(["repeat:proof of business activity (proof of business activity)"]);
    expect(kinds("Upload a document proving the business's activity (category proof_of_business_activity): it has no website")).toEqual(["snake_case:proof_of_business_activity"]);
    expect(kinds("Driving licence (proof of identity) · Swift (priority) · regular (Local) · a separate rate (rate)")).toEqual(["repeat:rate (rate)"]);
    expect(headerCodes(["Purpose codes: INR to IN, company", "Purpose codes: INR to companies in India", "FX status", "Amount"]).map((found) => found.token)).toEqual(["company"]);
  });

  it("signs in, and the sheets read in words, FX.QUOTE's refusal of a field too", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await page.getByLabel("Login id").waitFor();
    await step("sign-in");
    await signInAsDemoUser(page);
    for (const sheet of ["Rates", "Conversions", "Payments", "Batch"]) {
      await openSheet(page, sheet);
      await expectOnlyWords(`sheet ${sheet}`);
    }
    await openSheet(page, "Rates");
    // The rates have arrived: the formulas show numbers, not #BUSY!.
    await eventually(async () => expect(await page.locator('td[data-address="B2"]').getAttribute("data-value")).toMatch(/^\d/));
    await step("rates-sheet");
    // FX.QUOTE asked for a field it does not have: the cell's message lists those it has, each said once.
    await typeCells(page, "Rates", [["F2", '=FX.QUOTE("EUR","GBP",1000,"buy","price")']]);
    await eventually(async () => expect(await page.locator('td[data-address="F2"]').getAttribute("aria-description")).toMatch(/^Field: "price" is not one of /));
    await expectOnlyWords("fx-quote-refusal");
    await typeCells(page, "Rates", [["F2", ""]]);
  });

  it("Rates: the formula builder, function by function", async () => {
    await openFeature(page, "Rates");
    const chooser = page.getByRole("combobox", { name: /^Function/ });
    await chooser.waitFor();
    for (const name of await chooser.locator("option").allTextContents()) {
      await chooser.selectOption(name);
      await expectOnlyWords(`builder ${name}`);
    }
    await chooser.selectOption("FX.RATE");
    await step("rates");
  });

  it("Convert: check and book the sample conversions; the results beside the rows read in words", async () => {
    await openFeature(page, "Convert");
    await selectRows(page, "Conversions", 2, 4);
    await checkSelectedRows(page);
    await expectOnlyWords("convert-preview");
    await page.getByRole("button", { name: "Book 3 conversions…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    await expectOnlyWords("convert-confirm");
    await dialog.getByRole("button", { name: "Book 3 conversions" }).click();
    await eventually(async () => expect(await page.getByTestId("run-summary").textContent()).toMatch(/booked 3 conversions/));
    await eventually(async () => expect(await page.locator("td[data-address]").allInnerTexts()).toContain("Awaiting funds"));
    await step("convert-booked");
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toMatch(/Refreshed 3 statuses/));
    await expectOnlyWords("convert-refreshed");
  });

  it("Pay: check the sample payments, invalid rows with their messages, a template, and the purpose codes' lists sheet", async () => {
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 6);
    await checkSelectedRows(page);
    await eventually(async () => expect(await page.locator("td[data-address]").allInnerTexts()).toContain("Invalid"));
    await step("pay-preview");
    await insertAndReadTemplate("payment", "Allowed values (payments)");
    await step("pay-template");
    // A payment to India needs a purpose code: Check offers the route's codes from the add-in's hidden lists sheet,
    // which a person can unhide from the sheet tabs and read (its headers and values in words).
    const templateSheet = (await page.getByTestId("name-box").textContent())?.split("!")[0] ?? "";
    await typeCells(page, templateSheet, templateRowCells(paymentKind, 3, { Beneficiary: INDIAN_PAYEE, Currency: "INR", Amount: "50000", Reference: "PO-2026-17", Reason: "Cotton cloth" }));
    await selectRows(page, templateSheet, 3, 3);
    await checkSelectedRows(page);
    await page.getByRole("tablist", { name: "Sheets" }).click({ button: "right" });
    await page.getByRole("menuitem", { name: "Unhide “FX lists”" }).click();
    await eventually(async () => expect(await page.locator('td[data-address="A1"]').textContent()).toMatch(/^Purpose codes: INR to /));
    await expectOnlyWords("lists sheet");
    await openSheet(page, templateSheet);
  });

  it("Transfer: a template, and a check of its example row", async () => {
    await openFeature(page, "Transfer");
    await insertAndReadTemplate("transfer", "Allowed values (transfers)");
    await step("transfer-template");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await eventually(async () => expect(await page.getByTestId("activity-log").textContent()).toMatch(/Checked 1 transfer row/));
    await step("transfer-checked");
  });

  it("Convert, Add beneficiaries and Add clients: each template, its drop-downs and its allowed values", async () => {
    await openFeature(page, "Convert");
    await insertAndReadTemplate("conversion", "Allowed values (conversions)");
    await openFeature(page, "Add beneficiaries");
    await insertAndReadTemplate("beneficiary", "Allowed values (beneficiaries)");
    await step("beneficiary-template");
    await openFeature(page, "Add clients");
    await insertAndReadTemplate("client", "Allowed values (clients)");
    await step("client-template");
  });

  it("Balances, Beneficiaries and Add beneficiaries", async () => {
    await openFeature(page, "Balances");
    await page.getByRole("button", { name: "Transfer" }).waitFor();
    await step("balances");
    await openFeature(page, "Beneficiaries");
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await page.getByRole("button", { name: "Validate" }).waitFor();
    await step("beneficiary-form");
    await openFeature(page, "Add beneficiaries");
    await step("add-beneficiaries");
  });

  it("Clients: the list, the new-client flow and its drop-downs, and the new client's details", async () => {
    await openFeature(page, "Clients");
    await eventually(async () => expect(await page.getByTestId("clients-caption").textContent()).toMatch(/\d+ accounts?/));
    await page.getByRole("button", { name: "New client" }).click();
    const flow = page.getByTestId("new-client-flow");
    const input = (name: string) => flow.locator(`input[name="${name}"]`);
    await input("account_name").fill("Harbour Trading Ltd");
    await input("your_reference").fill("HB-0001");
    // Every drop-down of the form, open: its choices are words.
    const dropdowns = flow.getByRole("combobox");
    for (let index = 0; index < (await dropdowns.count()); index += 1) {
      await dropdowns.nth(index).click();
      await page.getByRole("listbox").first().waitFor();
      await expectOnlyWords(`new-client drop-down ${index + 1}`);
      await page.keyboard.press("Escape");
    }
    await flow.getByRole("combobox", { name: /^Legal entity type/ }).click();
    await page.getByRole("option", { name: "Company", exact: true }).click();
    await input("street").fill("1 Quay Street");
    await input("city").fill("London");
    await input("postal_code").fill("E1 1AA");
    await input("country").fill("GB");
    await step("new-client");
    await flow.getByRole("button", { name: "Create sub-account" }).click();
    await eventually(async () => expect(await page.getByTestId("new-client-step").textContent()).toBe("Step 2 of 3: its contact"));
    await input("first_name").fill("Ada");
    await input("last_name").fill("Lovelace");
    await input("email_address").fill("ada@harbour.example");
    await input("phone_number").fill("020 7946 0100");
    await input("login_id").fill("ada.harbour");
    await flow.getByRole("button", { name: "Create contact" }).click();
    await eventually(async () => expect(await page.getByTestId("new-client-done").textContent()).toContain("Harbour Trading Ltd"));
    await expectOnlyWords("new-client-done");
    await openFeature(page, "Add clients");
    await openFeature(page, "Clients");
    await page.getByTestId("account-list").getByRole("option", { name: /Harbour Trading Ltd/ }).click();
    await eventually(async () => expect(await page.getByTestId("account-details").textContent()).toContain("Ada Lovelace"));
    await step("client-details");
    await openFeature(page, "Add clients");
    await step("add-clients");
  });

  it("Approvals and Onboarding: the list, a started corporate form with its drop-downs, and a company's proof of activity", async () => {
    await openFeature(page, "Approvals");
    await step("approvals");
    await openFeature(page, "Onboarding");
    const start = page.getByRole("group", { name: "Start a form" });
    await start.getByLabel("Country of the applicant (two letters)").fill("GB");
    await start.getByLabel("Your e-mail").fill("treasury@acme.example");
    await start.getByRole("button", { name: "Start corporate form" }).click();
    await page.getByRole("heading", { name: "Corporate application" }).waitFor();
    await eventually(async () => expect(await page.getByRole("complementary", { name: "Checklist" }).textContent()).toMatch(/Add at least one director/));
    await step("onboarding-form");
    // A company without a website is asked for a proof of its activity: the checklist line, and the document added
    // from it. The form is seeded over HTTP (what this test reads is the checklist, not the typing).
    await demoClient(session.demoService).onboarding.forms.create({ ...corporateForm, business_information: { ...businessInformation, company_name: "Harbour Goods Ltd", business_website: undefined } });
    await page.getByRole("button", { name: "All forms" }).click();
    await page.getByRole("listbox", { name: "Onboarding forms" }).getByRole("option").filter({ hasText: "Harbour Goods Ltd" }).click();
    await page.getByRole("button", { name: "Open the form of Harbour Goods Ltd" }).click();
    const checklist = page.getByRole("complementary", { name: "Checklist" });
    // The line of the rule "Proof of activity without a website" (its title is the line's hover text) that asks for a document.
    const proofLine = checklist.getByTitle(/^Proof of activity without a website:/).filter({ hasText: /^Upload/ });
    await eventually(async () => expect(await proofLine.count()).toBe(1));
    await expectOnlyWords("onboarding-checklist");
    await proofLine.click();
    const add = page.getByRole("group", { name: "Add a document" });
    await add.getByLabel("Belongs to").selectOption({ label: "The business" });
    await add.getByRole("button", { name: "Add document" }).click();
    await eventually(async () => expect(await page.getByRole("group", { name: "Document 1" }).textContent()).toMatch(/^Document 1: .+ of the business/));
    await step("onboarding-document");
    expect(await page.getByRole("group", { name: "Document 1" }).textContent()).toContain("Document 1: proof of business activity of the business");
  });

  it("the sheets after the runs: results, statuses and messages in words; the audit sheet's ids are its only codes", async () => {
    const sheets = await page.getByRole("tablist", { name: "Sheets" }).getByRole("tab").allTextContents();
    expect(sheets).toContain(AUDIT_SHEET);
    for (const sheet of sheets) {
      await openSheet(page, sheet);
      await expectOnlyWords(`sheet after runs ${sheet}`, sheet === AUDIT_SHEET ? AUDIT_ID_COLUMNS : MACHINE_COLUMNS);
    }
    await openSheet(page, AUDIT_SHEET);
    // The three conversions booked above, each with its status in words.
    await eventually(async () => expect((await page.locator("td[data-address]").allInnerTexts()).filter((text) => text === "Awaiting funds")).toHaveLength(3));
    await expectOnlyWords("audit-sheet", AUDIT_ID_COLUMNS);
    await picture("audit-sheet");
    // The workbook at 360 px, scrolled to the Status column.
    const status = page.locator("td[data-address]").filter({ hasText: /^Awaiting funds$/ }).first();
    await narrowPictures(page, page.getByRole("region", { name: "Workbook" }), "audit-sheet-360", () => status.scrollIntoViewIfNeeded());
    await openSheet(page, "Conversions");
    await step("conversions-after");
    expect(session.pageErrors).toEqual([]);
  });
});
