/**
 * Bank details a person can recognise (issue 31 point 5), in a real browser against the demo service: the New
 * beneficiary form shows the bank's name and city as soon as a sort code is complete (typed with dashes), flags a
 * sort code the bank lookup does not know before saving and still lets the person save it (continuing past the payee
 * name check's AV207 for an account outside its test pack), refuses the ABA routing
 * number 123456789 in words and "UK" as a country with "use GB". What was saved is read over plain HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { login } from "../support/demo-http";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

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

const form = () => page.getByTestId("beneficiary-form");
const field = (name: string) => form().locator(`[data-field="${name}"]`);
const input = (name: string) => field(name).locator("input");
const bankOf = (name: string) => form().getByTestId(`bank-of-${name}`);

async function textOf(locator: ReturnType<Page["locator"]>, wanted: string | RegExp): Promise<void> {
  await eventually(async () => expect((await locator.textContent()) ?? "").toMatch(wanted));
}

async function savedBanks(): Promise<{ name: string; bank_name: string; routing_code_value_1: string }[]> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/beneficiaries/find?per_page=1000`, { headers: { "X-Auth-Token": token } });
  return ((await answer.json()) as { beneficiaries: { name: string; bank_name: string; routing_code_value_1: string }[] }).beneficiaries;
}

describe("bank details in the New beneficiary form", () => {
  it("refuses UK as the bank's country, saying to use GB", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Beneficiaries");
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await input("currency").fill("GBP");
    await input("bank_country").fill("UK");
    await input("beneficiary_country").fill("GB");
    await textOf(field("bank_country"), '"UK" is not a country code the service takes — use GB (United Kingdom)');
    await input("bank_country").fill("GB");
    await input("routing_code_value_1").waitFor();
  });

  it("shows the bank's name and city once the sort code is complete, typed with dashes", async () => {
    await input("name").fill("Northwind GBP");
    await input("bank_account_holder_name").fill("Northwind Ltd");
    await input("account_number").fill("41926819");
    await input("beneficiary_company_name").fill("Northwind Ltd");
    await input("routing_code_value_1").fill("60-16-1");
    await textOf(field("routing_code_value_1"), '"60-16-1" is not a sort code');
    expect(await bankOf("routing_code_value_1").count()).toBe(0);
    await input("routing_code_value_1").fill("60-16-13");
    await textOf(bankOf("routing_code_value_1"), "Bank: NATIONAL WESTMINSTER BANK PLC, LONDON");
    await screenshot(page, "bank-details-01-bank-shown");
  });

  it("flags a sort code the lookup does not know before saving, and saves it when the person goes on", async () => {
    await input("routing_code_value_1").fill("40-07-30");
    await textOf(bankOf("routing_code_value_1"), "The bank lookup does not know this sort code: check it with the payee. You can still validate and save it");
    await form().getByRole("button", { name: "Validate" }).click();
    const save = form().getByRole("button", { name: "Save" });
    await eventually(async () => expect(await save.isEnabled()).toBe(true));
    await textOf(page.getByTestId("form-status"), "the bank lookup does not know the bank: save only if the payee has confirmed them");
    await screenshot(page, "bank-details-02-unknown-flagged");
    await save.click();
    // Nor is the account in the payee name check's test pack: the provider's demo answers AV207 (docs/demo-service.md
    // "Payee name check"), and the person continues anyway as the guide's secondary warning asks.
    const answer = page.getByTestId("payee-check");
    await textOf(answer, "Unable to check provided details");
    expect(await answer.textContent()).toContain("The account details could not be checked (AV207).");
    await answer.getByRole("button", { name: "Continue anyway…" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue anyway", exact: true }).click();
    await page.getByTestId("beneficiary-form").waitFor({ state: "detached" });
    // Saved as typed, digits only; the service answers its demo placeholder for a bank its directory lacks.
    await eventually(async () => expect((await savedBanks()).find((saved) => saved.name === "Northwind GBP")).toMatchObject({ routing_code_value_1: "400730", bank_name: "TEST BANK NAME" }));
  });

  it("refuses the ABA routing number 123456789 in words, and shows the bank of a right one", async () => {
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await input("currency").fill("USD");
    await input("bank_country").fill("US");
    await input("beneficiary_country").fill("US");
    await input("routing_code_value_1").waitFor();
    await input("routing_code_value_1").fill("123456789");
    await textOf(field("routing_code_value_1"), '"123456789" is not an ABA routing number: its last digit is not the check digit of the first eight');
    expect(await bankOf("routing_code_value_1").count()).toBe(0);
    await input("routing_code_value_1").fill("026009593");
    await textOf(bankOf("routing_code_value_1"), "Bank: BANK OF AMERICA, N.A., NEW YORK");
    await screenshot(page, "bank-details-03-aba");
    expect(pageErrors).toEqual([]);
  });
});
