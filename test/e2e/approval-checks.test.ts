/**
 * Issue 39's proof for the approver and the maker, in one real browser against a demo service that requires
 * authorisation, two users in one workbook (chosen on the sign-in form, as maker-checker.test.ts does):
 *
 * - The maker books, from the Payments sheet, a payment to a payee whose name check answers no match (AV201: the demo
 *   check holds the account for another name, src/demo-service/payee-names.ts) and continues anyway, with a purpose
 *   code (listed for euro payments to Germany through the demo's own control: the route lists none of its own). The
 *   approver's card shows the check made again now, the bank by name and city, the fee, the purpose code as the
 *   provider describes it, the payment date in words and the maker's go-ahead from the audit sheet; the payment cannot be ticked until the acknowledgement naming the mismatch
 *   is ticked; authorised, the audit sheet keeps the acknowledgement beside the authorisation.
 * - The approver rejects a payment with a reason; the maker's Refresh statuses writes on its row who rejected it,
 *   when and why, under the approver's word: Rejected — the FX message wrapped in its column, so a 360 px strip of
 *   the sheet shows all of it.
 *
 * Each test starts afresh (the service's data reset, the playground reloaded); the payee is created over HTTP.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Locator, Page } from "playwright-core";
import type { DemoServer } from "../../src/demo-service/server";
import { dateInWords } from "../../src/domain";
import { AUDIT_SHEET } from "../../src/jobs";
import { resetData } from "../support/demo-admin";
import { call, login } from "../support/demo-http";
import { controlsWithoutAccessibleName } from "./support/accessible-names";
import { ARTIFACTS_DIR, screenshot } from "./support/browser";
import { eventually } from "./support/eventually";
import { visibleSheet } from "./support/grid-cells";
import { checkSelectedRows, openFeature, openSheet, selectRows, signInAsChosenDemoUser, typeCells } from "./support/playground-actions";
import { startPlayground, type PlaygroundSession } from "./support/playground-session";

const VIEWPORT = { width: 1800, height: 1600 };
const SIGNED_IN_AS = { "Demo maker": "Demo Treasurer (demo@fxdesk.local)", "Demo approver": "Demo Approver (approver@fxdesk.local)" } as const;
/** The demo payee name check holds this account for "Acme GmbH": "Sousa Consulting" answers no match (AV201); the bank lookup knows its bank. */
const ACCOUNT_OF_ANOTHER = "DE38370400440000004711";
const PAYEE = "Sousa Consulting";
const NO_MATCH = "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)";
const ACKNOWLEDGEMENT = `I have seen that the name on the account is not "${PAYEE}" (no match)`;
const REJECT_REASON = "Wrong payee: the invoice is Acme's, not Sousa's";
/** A purpose code the demo lists for euro payments to Germany in these tests only, and the provider's description of it. */
const PURPOSE = { code: "consulting_fees", description: "Fees for consulting and management services" };
/** The first empty row below the sample Payments sheet's five. */
const ROW = 7;

let session: PlaygroundSession;
let demoService: DemoServer;
let page: Page;
let pageErrors: string[];
/** Every payments/authorise the page sent since the test started: its payment ids. */
const authorisations: string[][] = [];

beforeAll(async () => {
  session = await startPlayground({ approvalWorkflow: true }, VIEWPORT);
  ({ demoService, page, pageErrors } = session);
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v2/payments/authorise") authorisations.push(new URLSearchParams(request.postData() ?? "").getAll("payment_ids[]"));
  });
});

afterAll(async () => {
  await session?.close();
});

/** The payee, saved on the house account over HTTP as the maker. */
async function seedPayee(): Promise<string> {
  const answer = await call(
    demoService,
    "POST",
    "/v2/beneficiaries/create",
    { name: PAYEE, bank_account_holder_name: PAYEE, beneficiary_entity_type: "company", beneficiary_company_name: PAYEE, bank_country: "DE", currency: "EUR", iban: ACCOUNT_OF_ANOTHER },
    { token: await login(demoService) },
  );
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

async function startAfresh(): Promise<void> {
  await resetData(demoService);
  await seedPayee();
  const listed = await call(demoService, "POST", "/__admin/purpose-codes", { currency: "EUR", bank_account_country: "DE", purpose_code: PURPOSE.code, purpose_description: PURPOSE.description });
  expect(listed.status).toBe(200);
  authorisations.length = 0;
  pageErrors.length = 0;
  await page.setViewportSize(VIEWPORT);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`${session.siteUrl}/playground.html`);
  await signInAs("Demo maker");
}

async function signInAs(user: keyof typeof SIGNED_IN_AS): Promise<void> {
  await signInAsChosenDemoUser(page, user);
  await eventually(async () => expect(await page.getByTestId("status-line").textContent()).toContain(SIGNED_IN_AS[user]));
}

async function switchTo(user: keyof typeof SIGNED_IN_AS): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await signInAs(user);
}

interface ServicePayment {
  id: string;
  reference: string;
  status: string;
  payment_date: string;
  purpose_code: string | null;
}

async function paymentsOnService(): Promise<ServicePayment[]> {
  const token = await login(demoService);
  const answer = await fetch(`${demoService.url}/v2/payments/find?${new URLSearchParams({ per_page: "100", with_deleted: "true" })}`, { headers: { "X-Auth-Token": token } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { payments: ServicePayment[] }).payments;
}

/**
 * The maker types one payment to the payee in row 7 of the Payments sheet, with a purpose code in a column they add,
 * checks it and books it, continuing past the name check when it warns.
 */
async function makerBooks(reference: string): Promise<void> {
  await openFeature(page, "Pay");
  await openSheet(page, "Payments");
  await typeCells(page, "Payments", [
    [`A${ROW}`, PAYEE],
    [`B${ROW}`, "EUR"],
    [`C${ROW}`, "777"],
    [`D${ROW}`, reference],
    [`E${ROW}`, "Consulting"],
    ["H1", "Purpose code"],
    [`H${ROW}`, PURPOSE.code],
  ]);
  await eventually(async () => expect((await visibleSheet(page)).row(ROW).Reference).toBe(reference));
  await selectRows(page, "Payments", ROW, ROW);
  await checkSelectedRows(page);
  // The check warns of the no match; the maker continues anyway (the audit sheet records it).
  await eventually(async () => expect(await page.getByTestId("payee-check-warning").isVisible()).toBe(true));
  await page.getByRole("checkbox", { name: /^Continue anyway: book the 1 row whose payee name/ }).check();
  const book = page.getByRole("button", { name: /^Book 1 payment/ });
  await eventually(async () => expect(await book.isEnabled()).toBe(true));
  await book.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Book 1 payment", exact: true }).click();
  await eventually(async () => {
    const row = (await visibleSheet(page)).row(ROW);
    expect([row["FX result"], row["FX status"]]).toEqual(["Booked", "Awaiting authorisation"]);
  });
}

const list = () => page.getByTestId("approval-list");
const card = (reference: string) => list().locator(`[role="listitem"][data-reference="${reference}"]`);
const field = (reference: string, name: string) => card(reference).locator(`[data-field="${name}"]`);

/** The approver's Approvals tab on the house account, once it lists the payment. */
async function approverOpensApprovals(reference: string): Promise<void> {
  await openFeature(page, "Approvals");
  await eventually(async () => expect(await card(reference).count()).toBe(1));
}

/**
 * A 360 px-wide picture of the pane around an element (the pane's width in Excel): the element scrolled wholly into
 * view first — inside the list's own scroll area as well — so what is pictured is what a person sees.
 */
async function paneStrip(element: Locator, name: string): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: "start" }));
  const pane = await page.getByRole("complementary", { name: "FX Desk task pane" }).boundingBox();
  const box = await element.boundingBox();
  const inView = await list().boundingBox();
  expect([pane, box, inView]).not.toContain(null);
  const top = Math.max(box!.y, inView!.y) - 8;
  const bottom = Math.min(box!.y + box!.height, inView!.y + inView!.height) + 8;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), clip: { x: pane!.x, y: top, width: 360, height: bottom - top } });
}

/** Every audit row with one of the events, as the sheet shows it. */
async function auditRows(events: readonly string[]): Promise<Record<string, string | undefined>[]> {
  await openSheet(page, AUDIT_SHEET);
  const sheet = await visibleSheet(page);
  return Array.from({ length: 40 }, (_, index) => sheet.row(index + 2)).filter((row) => events.includes(row.Event ?? ""));
}

describe("the approver sees what the maker saw, checked again; the maker is told of a rejection", () => {
  it("the maker continues past a no match; the approver sees the warning, the bank, the fee and the date, must acknowledge before authorising, and the audit sheet keeps the acknowledgement", async () => {
    await startAfresh();
    await makerBooks("SC-777");
    // The maker's go-ahead is on the audit sheet, under the key the payment was sent with.
    await eventually(async () => expect((await auditRows(["payee checked"])).map((row) => row.Note)).toEqual([`${NO_MATCH} — continued anyway`]));

    await switchTo("Demo approver");
    const checksBefore = demoService.state.counters.snapshot()["POST /v2/beneficiaries/account_verification"] ?? 0;
    await approverOpensApprovals("SC-777");
    const [payment] = await paymentsOnService();
    expect(payment?.status).toBe("awaiting_authorisation");
    await eventually(async () => expect(await field("SC-777", "payee-check").textContent()).toBe(`Checked again now. ${NO_MATCH}`));
    // Checked again by the approver's tab: one check for the one payee, made at the service now.
    expect((demoService.state.counters.snapshot()["POST /v2/beneficiaries/account_verification"] ?? 0) - checksBefore).toBe(1);
    expect(await field("SC-777", "bank-name").textContent()).toBe("Bank: COMMERZBANK AG, KOELN");
    expect(await field("SC-777", "fee").textContent()).toBe("Fee 5.00 GBP · local payment, no bank charges to share");
    // The code the maker typed, in words as the sheet shows it, then as the provider describes it for the route.
    expect(payment?.purpose_code).toBe(PURPOSE.code);
    expect(await field("SC-777", "purpose").textContent()).toBe(`Purpose: Consulting fees — ${PURPOSE.description}`);
    expect(await field("SC-777", "payment").textContent()).toBe(`Pay on ${dateInWords(payment!.payment_date)} · reference SC-777 · reason: Consulting`);
    expect(await field("SC-777", "maker-go-ahead").textContent()).toBe("The maker (demo@fxdesk.local) continued past this warning on Monday 5 January 2026");

    // Not selectable until the mismatch is acknowledged; nothing is sent meanwhile.
    const select = card("SC-777").getByRole("checkbox", { name: /^Select 777\.00 EUR to Sousa Consulting/ });
    expect(await select.isDisabled()).toBe(true);
    expect(await card("SC-777").getByTestId("acknowledge").isVisible()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Select all shown" }).isDisabled()).toBe(true);
    const pane = page.getByRole("complementary", { name: "FX Desk task pane" });
    expect(await pane.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(360);
    // The whole card, its warning and acknowledgement included, fits in the list's view in the 360 px pane.
    const [cardHeight, listHeight] = await Promise.all([card("SC-777"), list()].map((element) => element.evaluate((node) => node.getBoundingClientRect().height)));
    expect(cardHeight).toBeLessThanOrEqual(listHeight!);
    await paneStrip(card("SC-777"), "approval-checks-01-approver-card-warning-360");

    expect((await controlsWithoutAccessibleName(page)).unnamed).toEqual([]);
    await card("SC-777").getByRole("checkbox", { name: ACKNOWLEDGEMENT }).check();
    await eventually(async () => expect(await select.isEnabled()).toBe(true));
    await select.check();
    await page.getByRole("button", { name: "Authorise 1 payment" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.getByRole("list", { name: "Acknowledged" }).getByRole("listitem").allTextContents()).toEqual([`777.00 EUR to ${PAYEE}: ${ACKNOWLEDGEMENT}`]);
    expect(authorisations).toEqual([]);
    await confirm.getByRole("button", { name: "Authorise 1 payment" }).click();
    await eventually(async () => expect(await card("SC-777").getByTestId("row-outcome").textContent()).toBe("Authorised (1 of 1)"));
    expect(authorisations).toEqual([[payment!.id]]);
    expect((await paymentsOnService()).map((entry) => entry.status)).toEqual(["authorised"]);

    await eventually(async () => {
      const rows = await auditRows(["authorised"]);
      expect(rows.map((row) => [row["Signed in as"], row["Resulting id"], row.Event, row.Note])).toEqual([["approver@fxdesk.local", payment!.id, "authorised", `Acknowledged: ${ACKNOWLEDGEMENT}`]]);
    });
    await screenshot(page, "approval-checks-02-audit-sheet");
    expect(pageErrors).toEqual([]);
  });

  it("a payment the approver rejects reads, on the maker's row after Refresh statuses, who rejected it, when and why", async () => {
    await startAfresh();
    await makerBooks("SC-778");
    await switchTo("Demo approver");
    await approverOpensApprovals("SC-778");
    await card("SC-778").getByRole("button", { name: /^Reject / }).click();
    const dialog = page.getByRole("alertdialog");
    await eventually(async () => expect(await dialog.textContent()).toContain('its sheet row reads "Rejected" with your name, the day and the reason'));
    await dialog.getByRole("textbox", { name: "Reason (optional, kept in the audit sheet)" }).fill(REJECT_REASON);
    await dialog.getByRole("button", { name: "Reject payment" }).click();
    await eventually(async () => expect(await card("SC-778").getByTestId("row-outcome").textContent()).toBe(`Rejected: it will not be paid. Reason: ${REJECT_REASON}`));
    expect((await paymentsOnService()).map((entry) => entry.status)).toEqual(["deleted"]);

    await switchTo("Demo maker");
    await openFeature(page, "Pay");
    await selectRows(page, "Payments", ROW, ROW);
    await page.getByRole("button", { name: "Refresh statuses" }).click();
    await eventually(async () => {
      const row = (await visibleSheet(page)).row(ROW);
      expect([row["FX result"], row["FX status"], row["FX message"]]).toEqual(["Rejected", "Deleted", `Rejected by approver@fxdesk.local on Monday 5 January 2026: ${REJECT_REASON}`]);
    });
    // The message cell selected: the formula bar shows all of it, as Excel's does.
    const addressOf = async (header: string) => (await page.locator('td[data-address$="1"]').filter({ hasText: new RegExp(`^${header}$`) }).getAttribute("data-address"))!.replace(/\d+$/, "");
    await page.locator(`td[data-address="${await addressOf("FX message")}${ROW}"]`).click();
    await eventually(async () => expect(await page.getByTestId("formula-bar").inputValue()).toBe(`Rejected by approver@fxdesk.local on Monday 5 January 2026: ${REJECT_REASON}`));
    // The message wraps in its column (Wrap Text, as the writer sets it) and nothing of it is cut: the cell is as tall
    // as its text, and no wider than its column.
    const message = page.locator(`td[data-address="${await addressOf("FX message")}${ROW}"]`);
    expect(await message.getAttribute("data-wrap")).toBe("true");
    const fits = await message.evaluate((cell) => ({ width: cell.scrollWidth <= cell.clientWidth, height: cell.scrollHeight <= cell.clientHeight, tall: cell.clientHeight }));
    expect(fits).toMatchObject({ width: true, height: true });
    // Its row is several lines tall: taller than twice the one-line row above it.
    const oneLine = await page.locator(`td[data-address="${await addressOf("FX message")}${ROW - 1}"]`).evaluate((cell) => cell.clientHeight);
    expect(fits.tall).toBeGreaterThan(2 * oneLine);
    // The row's message as the maker sees it, in a 360 px strip from its FX message column, its header above.
    const from = await page.locator(`td[data-address="${await addressOf("FX message")}1"]`).boundingBox();
    const to = await page.locator(`td[data-address="${await addressOf("FX message")}${ROW}"]`).boundingBox();
    expect([from, to]).not.toContain(null);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "approval-checks-03-maker-rejected-row-360.png"), clip: { x: from!.x, y: from!.y, width: 360, height: to!.y + to!.height - from!.y } });
    await screenshot(page, "approval-checks-04-maker-sheet");
    expect(pageErrors).toEqual([]);
  });
});
