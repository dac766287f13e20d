/**
 * The pane at 360 px, in light and in dark, cuts no name and no amount (issue 43, point 4): the payment review's bank
 * lines wrap, totals of 15 digits fit every totals table (Balances, totals per currency, the Pay preview's needs),
 * the Act-for picker shows the whole name (in its box, else in its tooltip; its options wrap), and the virtualised lists
 * of clients and beneficiaries wrap a long name. "Cut" is measured
 * as the page lays the text out: an element holding a name or an amount is cut when its content is wider than its
 * box (scrollWidth > clientWidth), and a table when it is wider than the pane. Screenshots (light and dark) of
 * onboarding's first screen and of the Balances tab with a 15-digit total go to test-artifacts/. What the test
 * does not check (accounts and their balances) is made over HTTP.
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import Decimal from "decimal.js";
import type { Page } from "playwright-core";
import type { FxDeskClient } from "../../src/api";
import { ARTIFACTS_DIR } from "./support/browser";
import { eventually } from "./support/eventually";
import { checkSelectedRows, openFeature, selectRows, signInAsDemoUser } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";
import { demoClient } from "../support/demo-client";
import { indianCompany } from "../support/demo-data";

/** An amount of 15 significant digits (as a cell keeps it; the demo service stores 14 before the point): two and the house account's seeded 10 million make a total of 17. */
const LARGE = "12345678901234.5";
const LONG_NAME = "Internationale Handelsgesellschaft für Maschinenbau und Logistik";
const LONG_PAYEE = "Mumbai Textiles and Handloom Export Cooperative Society Private Limited";

let session: PlaygroundSession;
let page: Page;
let admin: FxDeskClient;

beforeAll(async () => {
  session = await startPlayground({}, { width: 1100, height: 1600 });
  page = session.page;
  admin = demoClient(session.demoService);
  const account = await admin.core.accounts.create({ account_name: LONG_NAME, legal_entity_type: "company", street: "1 Test Street", city: "London", country: "GB", postal_code: "EC1A 1AA" });
  await admin.core.contacts.create({ account_id: account.id, first_name: "Maximiliane", last_name: "Oberhausen-Schwarzenberg", email_address: "max@example.com", phone_number: "0113 000 0000" });
  for (const [short_reference, currency] of [[account.short_reference, "EUR"], [account.short_reference, "USD"]] as const) await topUp(short_reference, LARGE, currency);
  await topUp((await admin.core.accounts.current()).short_reference, LARGE, "EUR");
});

/** Funds an account with `total` in top-ups under the demo funding's largest amount (less than 1 000 000 000 000). */
async function topUp(receiver_account_number: string, total: string, currency: string): Promise<void> {
  const largest = new Decimal("999999999999");
  for (let left = new Decimal(total); left.greaterThan(0); left = left.minus(largest)) {
    await admin.core.demoTopUp.create({ id: randomUUID(), receiver_account_number, amount: Decimal.min(left, largest).toFixed(2), currency });
  }
}

afterAll(async () => {
  await session?.close();
});

/** A test's own start: the playground reloaded at 360 px of pane, signed in. */
async function startAfresh(): Promise<void> {
  await page.goto(`${session.siteUrl}/playground.html`);
  expect(await pane().evaluate((element) => element.clientWidth)).toBeLessThanOrEqual(360);
  await signInAsDemoUser(page);
}

const pane = () => page.getByRole("complementary", { name: "FX Desk task pane" });

/** The pane as it looks, in light and in dark (named `<name>-light.png`, `<name>-dark.png`). */
async function paneShots(name: string): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await pane().screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${scheme}.png`) });
  }
}

/**
 * The elements `selector` finds that cut their text: content wider than their box, or (a table) wider than the pane.
 * Each as its text and widths, so a failure says what was cut.
 */
async function cut(selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const paneWidth = document.querySelector('[aria-label="FX Desk task pane"]')?.clientWidth ?? 0;
    return elements.flatMap((element) => {
      const box = element as HTMLElement;
      const wider = box.tagName === "TABLE" ? box.offsetWidth > paneWidth : box.scrollWidth > box.clientWidth;
      return wider ? [`"${(box.textContent ?? "").trim()}" (${box.scrollWidth} px in ${box.tagName === "TABLE" ? paneWidth : box.clientWidth})`] : [];
    });
  });
}

/** Rows of a windowed list (each named by its `attribute`) that run into the next one: rows are placed by their drawn height. */
async function overlappingRows(selector: string, attribute: string): Promise<(string | null)[]> {
  return page.locator(selector).evaluateAll(
    (rows, name) =>
      rows.flatMap((row, index) => {
        const next = rows[index + 1] as HTMLElement | undefined;
        const box = row as HTMLElement;
        return next !== undefined && box.offsetTop + box.offsetHeight > next.offsetTop + 1 ? [box.getAttribute(name)] : [];
      }),
    attribute,
  );
}

/** In both schemes: nothing `selectors` finds cuts its text, and they found something. */
async function nothingCut(...selectors: string[]): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const selector of selectors) {
      await eventually(async () => {
        expect(await page.locator(selector).count()).toBeGreaterThan(0);
        expect({ scheme, selector, cut: await cut(selector) }).toEqual({ scheme, selector, cut: [] });
      });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe("the pane at 360 px cuts no name and no amount", () => {
  it("shows onboarding's first screen", async () => {
    await startAfresh();
    await openFeature(page, "Onboarding");
    await page.getByRole("heading", { name: "Onboarding a client" }).waitFor();
    expect(await pane().getByText("Fill in a form for a new client").count()).toBe(1);
    await paneShots("narrow-onboarding-first-screen");
  });

  it("fits 15-digit balances and totals, with long account names, in the Balances tab", async () => {
    await startAfresh();
    await openFeature(page, "Balances");
    await page.getByRole("radio", { name: "All accounts" }).check();
    await eventually(async () => expect(await page.getByTestId("currency-totals").locator('tr[data-currency="EUR"] td').nth(1).textContent()).toBe("24,691,367,802,469.00"));
    await eventually(async () => expect(await page.getByTestId("balances-table").textContent()).toContain(LONG_NAME));
    await paneShots("narrow-balances-15-digits");
    await nothingCut('[data-testid="balances-table"]', '[data-testid="balances-table"] :is(th, td)', '[data-testid="currency-totals"]', '[data-testid="currency-totals"] :is(th, td)');
  });

  it("wraps the payment review's bank lines and fits the Pay preview's totals", async () => {
    await startAfresh();
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", 2, 4);
    await checkSelectedRows(page);
    await eventually(async () => expect(await page.getByTestId("payment-review").locator('[data-field="bank"]').first().textContent()).toMatch(/KOELN|KÖLN/i));
    await paneShots("narrow-payment-review");
    await nothingCut('[data-testid="payment-review"] [role="listitem"] > *', '[data-testid="needs-table"]', '[data-testid="needs-table"] :is(th, td)');
    expect(await overlappingRows('[data-testid="payment-review"] [role="listitem"]', "data-row")).toEqual([]);
  });

  it("wraps long names in the virtualised lists of clients and beneficiaries, each row as tall as its lines", async () => {
    await admin.core.beneficiaries.create(indianCompany(LONG_PAYEE));
    await startAfresh();
    await openFeature(page, "Clients");
    await eventually(async () => expect(await page.getByTestId("account-list").textContent()).toContain(LONG_NAME));
    await nothingCut('[data-testid="account-list"] [role="option"] > *');
    expect(await overlappingRows('[data-testid="account-list"] [role="option"]', "data-account-id")).toEqual([]);
    await paneShots("narrow-clients-list");

    await openFeature(page, "Beneficiaries");
    await eventually(async () => expect(await page.getByTestId("beneficiary-list").textContent()).toContain(LONG_PAYEE));
    await nothingCut('[data-testid="beneficiary-list"] [role="option"] > *');
    expect(await overlappingRows('[data-testid="beneficiary-list"] [role="option"]', "data-beneficiary-id")).toEqual([]);
    await paneShots("narrow-beneficiaries-list");
  });

  it("shows the whole name of the account acted for: in the Act-for box or its tooltip, its options wrapped", async () => {
    await startAfresh();
    const picker = page.getByTestId("acting-as-picker");
    await picker.click();
    await picker.fill("Oberhausen");
    const option = page.getByRole("option", { name: /Oberhausen-Schwarzenberg/ });
    await option.waitFor();
    await nothingCut('[role="listbox"] [role="option"]');
    await option.click();
    const label = `Maximiliane Oberhausen-Schwarzenberg — ${LONG_NAME}`;
    await eventually(async () => {
      const box = await picker.evaluate((input) => ({ value: (input as HTMLInputElement).value, fits: input.scrollWidth <= input.clientWidth, title: input.getAttribute("title") ?? "" }));
      expect(box.value).toBe(label);
      // Whole in the box, or whole in its tooltip.
      expect(box.fits || box.title.includes(label)).toBe(true);
    });
    await paneShots("narrow-acting-as");
  });
});
