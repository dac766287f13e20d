/**
 * The payee name check where a person sees it (docs/provider-api.md §16): a GBP beneficiary typed
 * with a name close to the one on the account is not saved; the form says so, names the account's holder and offers
 * "Use <name>"; using it and saving again checks the new name afresh and saves the beneficiary under it. For a login
 * the check is not switched on for (POST /__admin/payee-name-check), Save asks once in words and saves only on the
 * go-ahead (issue 39 point 4): asserted on the service's records and its request counters.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { switchPayeeNameCheck } from "../support/demo-admin";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { openFeature, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const CHECK = "POST /v2/beneficiaries/account_verification";
const CREATE = "POST /v2/beneficiaries/create";

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  session = await startPlayground({}, { width: 1400, height: 1200 });
  ({ demoService, page, pageErrors } = session);
});

afterAll(async () => {
  await session?.close();
});

const form = () => page.getByTestId("beneficiary-form");
const input = (name: string) => form().locator(`[data-field="${name}"] input`);
const checks = () => demoService.state.counters.snapshot()[CHECK] ?? 0;
const creates = () => demoService.state.counters.snapshot()[CREATE] ?? 0;

async function validateThenSave(): Promise<void> {
  await form().getByRole("button", { name: "Validate" }).click();
  const save = form().getByRole("button", { name: "Save" });
  await eventually(async () => expect(await save.isEnabled()).toBe(true));
  await save.click();
}

describe("the payee name check in the beneficiary form", () => {
  it("shows a close match with the name on the account, and saves under that name once it is used", async () => {
    await page.goto(`${session.siteUrl}/playground.html`);
    await signInAsDemoUser(page);
    await openFeature(page, "Beneficiaries");
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await input("currency").fill("GBP");
    await input("bank_country").fill("GB");
    await input("beneficiary_country").fill("GB");
    await input("routing_code_value_1").waitFor();
    await input("name").fill("Contoso");
    await input("bank_account_holder_name").fill("Contoso Trading");
    await input("account_number").fill("40308669");
    await input("routing_code_value_1").fill("200605");
    await input("beneficiary_company_name").fill("Contoso Trading");
    const before = checks();
    await validateThenSave();

    const answer = page.getByTestId("payee-check");
    await eventually(async () => expect(await answer.textContent()).toContain("Incorrect beneficiary name"));
    expect(await answer.textContent()).toContain('the name on the account is "Contoso Trading Ltd" (AV300)');
    expect(checks() - before).toBe(1);
    expect(Object.values(demoService.state.data.beneficiaries).filter((stored) => stored.wire.name === "Contoso")).toEqual([]);
    await eventually(async () => expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]));
    await screenshot(page, "payee-check-01-close-match");

    await answer.getByRole("button", { name: "Use Contoso Trading Ltd" }).click();
    await eventually(async () => expect(await input("beneficiary_company_name").inputValue()).toBe("Contoso Trading Ltd"));
    expect(await input("bank_account_holder_name").inputValue()).toBe("Contoso Trading Ltd");
    await validateThenSave();
    await form().waitFor({ state: "detached" });
    // Checked again for the new name: no earlier answer is reused.
    expect(checks() - before).toBe(2);
    const saved = Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire).filter((wire) => wire.name === "Contoso");
    expect(saved.map((wire) => [wire.bank_account_holder_name, wire.beneficiary_company_name])).toEqual([["Contoso Trading Ltd", "Contoso Trading Ltd"]]);
    await screenshot(page, "payee-check-02-saved");
    expect(pageErrors).toEqual([]);
  });

  it("asks once before saving a payee the login cannot check, and saves it only on the go-ahead (issue 39 point 4)", async () => {
    await switchPayeeNameCheck(demoService, false);
    await page.getByRole("button", { name: "New beneficiary" }).click();
    await input("currency").fill("GBP");
    await input("bank_country").fill("GB");
    await input("beneficiary_country").fill("GB");
    await input("routing_code_value_1").waitFor();
    await input("name").fill("Fabrikam");
    await input("bank_account_holder_name").fill("Fabrikam Ltd");
    await input("account_number").fill("55779944");
    await input("routing_code_value_1").fill("601613");
    await input("beneficiary_company_name").fill("Fabrikam Ltd");
    const [checksBefore, createsBefore] = [checks(), creates()];
    await validateThenSave();

    const question = page.getByTestId("payee-check");
    await eventually(async () => expect(await question.textContent()).toContain("Payee name checks are not switched on for this login"));
    expect(await question.textContent()).toContain("This payee's name will not be checked against the account. Save anyway?");
    // Asked the check once; nothing was created before the go-ahead.
    expect([checks() - checksBefore, creates() - createsBefore]).toEqual([1, 0]);
    const fabrikam = () => Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire).filter((wire) => wire.name === "Fabrikam");
    expect(fabrikam()).toEqual([]);
    await screenshot(page, "payee-check-03-not-switched-on");

    await question.getByRole("button", { name: "Save anyway" }).click();
    await form().waitFor({ state: "detached" });
    expect([checks() - checksBefore, creates() - createsBefore]).toEqual([1, 1]);
    expect(fabrikam().map((wire) => [wire.account_number, wire.routing_code_value_1])).toEqual([["55779944", "601613"]]);
    await switchPayeeNameCheck(demoService, true);
    expect(pageErrors).toEqual([]);
  });
});
