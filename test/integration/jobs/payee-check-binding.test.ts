/**
 * A payee name check covers exactly what it checked, and "not switched on" is only the provider's own refusal
 * (docs/provider-api.md §16). Against the demo service: a payee whose bank details or name a second user changes at
 * the service between Check and Book is held, and no payment for it reaches the service; a check a gateway answers
 * 404 or 403 without the provider's envelope, or never answers, holds its rows as "could not be checked"; the
 * provider's refusal for a login without the check is asked about once for the run, and books the rows unchecked only
 * with the go-ahead, which the audit sheet records.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import type { DemoServer } from "../../../src/demo-service/server";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { switchPayeeNameCheck } from "../../support/demo-admin";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, createGbpBeneficiary } from "../../support/demo-data";
import { call, loginApprover } from "../../support/demo-http";
import { PayeeCheckGateway, type GatewayFailure } from "../../support/payee-check-gateway";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService, type DemoSession } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const CREATE = "POST /v2/payments/create";
const CHECK = "POST /v2/beneficiaries/account_verification";

describe("a payee name check bound to the payee it checked", () => {
  let demo: DemoSession;
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (session) => ({ demoService, client } = demo = session));

  const paidTo = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire.beneficiary_id);
  /** A second user of the account changes a payee at the service, over its API. */
  const changedBySecondUser = async (payee: Beneficiary, fields: Record<string, string>) => {
    const answer = await call(demoService, "POST", `/v2/beneficiaries/${payee.id}`, fields, { token: await loginApprover(demoService) });
    expect(answer.status).toBe(200);
  };

  it("holds, and never pays, the rows of a payee whose account or name changed at the service between Check and Book; the next check asks again and books them", async () => {
    const northwind = await createGbpBeneficiary(client, "Northwind");
    const contoso = await client.core.beneficiaries.create({
      name: "Contoso", bank_account_holder_name: "Contoso Trading Ltd", bank_country: "GB", currency: "GBP", account_number: "40308669",
      routing_code_type_1: "sort_code", routing_code_value_1: "200605", beneficiary_entity_type: "company", beneficiary_company_name: "Contoso Trading Ltd", payment_types: ["regular"],
    });
    const lakeside = await createEurBeneficiary(client, "Lakeside");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [
      ["Northwind", "100.00", "GBP", "INV-1", "Invoice"],
      ["Northwind", "110.00", "GBP", "INV-2", "Invoice"],
      ["Contoso", "120.00", "GBP", "INV-3", "Invoice"],
      ["Lakeside", "130.00", "EUR", "INV-4", "Invoice"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck?.needsConfirmation : plan.state))).toEqual([false, false, false, false]);

    await changedBySecondUser(northwind, { account_number: "31926819" });
    await changedBySecondUser(contoso, { beneficiary_company_name: "Contoso Trading", bank_account_holder_name: "Contoso Trading" });
    demo.sent.length = 0;
    const outcome = await job.run(job.confirm());

    expect(outcome.booked).toBe(1);
    expect(paidTo()).toEqual([lakeside.id]);
    expect(demo.sent.filter((request) => request === CREATE)).toHaveLength(1);
    // The block's saved payees read again once: the two GBP payees from one page of the account's GBP payees, the
    // one EUR payee by itself — whatever the number of their rows.
    expect(demo.sent.filter((request) => /^(GET|POST) \/v2\/beneficiaries\/(find|[0-9a-f-]{36})$/.test(request)).sort()).toEqual(
      ["POST /v2/beneficiaries/find", `GET /v2/beneficiaries/${lakeside.id}`].sort(),
    );
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Needs confirmation", "Needs confirmation", "Needs confirmation", "Booked"]);
    expect((await columnValues(workbook, "Pay", "FX message")).slice(0, 3)).toEqual([
      "not paid: the payee's bank details changed since the name check (account number) — check again",
      "not paid: the payee's bank details changed since the name check (account number) — check again",
      "not paid: the payee's bank details changed since the name check (name) — check again",
    ]);

    // The next check asks the name check of the payees as they are now: the new account matches, the new name is close.
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck?.line : plan.state))).toEqual([
      "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      'Payee name check: Incorrect beneficiary name — the details closely match those on record, but the name on the account is "Contoso Trading Ltd" (AV300)',
      "booked",
    ]);
    expect((await again.run(again.confirm())).booked).toBe(2);
    expect(paidTo().filter((id) => id === northwind.id)).toHaveLength(2);
    expect(paidTo()).not.toContain(contoso.id);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", "Booked", "Needs confirmation", "Booked"]);
  });

  it("holds, and never pays, a row with new bank details that a payee of another name saved between Check and Book now has", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", [...PAYMENT_HEADERS, "Bank country", "Account number", "Sort code"], [["Ricardo Souza", "100.00", "GBP", "INV-1", "Invoice", "GB", "'41926819", "'601613"]]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows[0]?.state === "ready" ? job.rows[0].payeeCheck?.needsConfirmation : "not ready").toBe(false);
    const landlord = await call(demoService, "POST", "/v2/beneficiaries/create", {
      name: "Landlord", bank_account_holder_name: "Landlord Ltd", bank_country: "GB", currency: "GBP", account_number: "41926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613",
      beneficiary_entity_type: "company", beneficiary_company_name: "Landlord Ltd",
    }, { token: await loginApprover(demoService) });
    expect(landlord.status).toBe(200);
    demo.sent.length = 0;
    expect((await job.run(job.confirm())).booked).toBe(0);
    expect(paidTo()).toEqual([]);
    expect(demo.sent).not.toContain(CREATE);
    expect(Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.name)).not.toContain("Ricardo Souza");
    // Held before any payee is created: the account is saved under another name (point 3 of the same promise).
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([
      'Beneficiary: the account in this row is saved as payee "Landlord"; the row names "Ricardo Souza": pick one — write the saved payee\'s name in Beneficiary to pay it, or change the bank details',
    ]);
  });

  it("reads a saved payee again once for each block of rows read before sending, not once a row", async () => {
    const northwind = await createGbpBeneficiary(client, "Northwind");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, Array.from({ length: 30 }, (_, index) => ["Northwind", `${index + 1}.00`, "GBP", `INV-${index + 1}`, "Invoice"]));
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    demo.sent.length = 0;
    expect((await job.run(job.confirm(), { sendCheckSize: 10 })).booked).toBe(30);
    expect(demo.sent.filter((request) => request === `GET /v2/beneficiaries/${northwind.id}`)).toHaveLength(3);
    expect(demo.sent.filter((request) => request === CREATE)).toHaveLength(30);
  });

  it("holds a row whose payee was deleted since the name check", async () => {
    const northwind = await createGbpBeneficiary(client, "Northwind");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [["Northwind", "100.00", "GBP", "INV-1", "Invoice"]]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const deleted = await call(demoService, "POST", `/v2/beneficiaries/${northwind.id}/delete`, {}, { token: await loginApprover(demoService) });
    expect(deleted.status).toBe(200);
    expect((await job.run(job.confirm())).booked).toBe(0);
    expect(paidTo()).toEqual([]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(["not paid: the payee was deleted since the name check — check again"]);
  });
});

describe("a payee name check that got no answer", () => {
  const gateway = new PayeeCheckGateway();
  // One attempt after the first, so a check that never answers gives up after two timeouts.
  const demo = withDemoService({ perTest: true, client: { timeoutMs: 1_500, retry: { maxRetries: 1, initialDelayMs: 2, maxDelayMs: 20, rateLimitWindowMs: 1 } } });

  const cases: [GatewayFailure, string][] = [
    ["bare 404", "the service answered with an error (404)"],
    ["bare 403", "the service refused it without saying the check is not switched on for this login (403)"],
    ["500", "the service answered with an error (500)"],
    ["timeout", "the service did not answer in time"],
  ];
  it.each(cases)("holds the rows as could not be checked when the check is answered by a gateway's %s, and pays nothing", async (failure, why) => {
    gateway.failWith = () => failure;
    const client = demo.newClient({ fetch: gateway.fetch() });
    await createGbpBeneficiary(client, "Northwind");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [
      ["Northwind", "100.00", "GBP", "INV-1", "Invoice"],
      ["Northwind", "110.00", "GBP", "INV-2", "Invoice"],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const line = `Payee name check: Unable to check provided details — could not be checked: ${why}; check again later, or continue anyway only once you have confirmed the payee another way`;
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck : plan.state))).toEqual([
      { line, needsConfirmation: true, checkedAs: expect.any(String) },
      { line, needsConfirmation: true, checkedAs: expect.any(String) },
    ]);
    const confirmation = job.confirm();
    expect([confirmation.rowsToSend, confirmation.payeeCheckRows, confirmation.uncheckedPayeeRows, confirmation.uncheckedPayeesQuestion]).toEqual([0, 2, 0, undefined]);
    expect((await job.run(confirmation)).booked).toBe(0);
    expect(Object.keys(demo.demoService.state.data.payments)).toEqual([]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Needs confirmation", "Needs confirmation"]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([`${line} — check the payee's details, or continue anyway to book it`, `${line} — check the payee's details, or continue anyway to book it`]);
  });

  it("holds a 403 in the provider's envelope that is not its refusal for a login without the check", async () => {
    const client = demo.newClient({
      fetch: async (url, init) =>
        new URL(url).pathname === "/v2/beneficiaries/account_verification"
          ? new Response(JSON.stringify({ error_code: "permission_denied", error_messages: { base: [{ code: "permission_denied", message: "Permission denied", params: {} }] } }), { status: 403 })
          : fetch(url, init),
    });
    await createGbpBeneficiary(client, "Northwind");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [["Northwind", "100.00", "GBP", "INV-1", "Invoice"]]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows[0]?.state === "ready" ? job.rows[0].payeeCheck : undefined).toMatchObject({ needsConfirmation: true, line: expect.stringContaining("could not be checked") });
    expect(job.rows[0]?.state === "ready" ? job.rows[0].payeeCheck?.notSwitchedOn : "not ready").toBeUndefined();
  });
});

describe("a login the payee name check is not switched on for", () => {
  let demo: DemoSession;
  withDemoService({ perTest: true }, (session) => (demo = session));

  it("asks once, naming how many payments would go unchecked, holds them without the go-ahead, and books them with it, recorded on the audit sheet", async () => {
    const { client, demoService } = demo;
    const northwind = await createGbpBeneficiary(client, "Northwind");
    const lakeside = await createEurBeneficiary(client, "Lakeside");
    await switchPayeeNameCheck(demoService, false);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAYMENT_HEADERS, [
      ["Northwind", "100.00", "GBP", "INV-1", "Invoice"],
      ["Northwind", "110.00", "GBP", "INV-2", "Invoice"],
      ["Lakeside", "120.00", "EUR", "INV-3", "Invoice"],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // The refusal is the provider's, once per distinct payee.
    expect(demoService.state.counters.snapshot()[CHECK]).toBe(2);
    const line = "Payee name check: not switched on for this login — the provider enables it per login, so this payment would go unchecked";
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck?.notSwitchedOn && plan.payeeCheck.line : plan.state))).toEqual([line, line, line]);
    const question = "payee name checks are not switched on for this login: 3 payments would go unchecked";
    const without = job.confirm({ acceptPayeeChecks: true });
    // "Continue anyway" for mismatches is not the go-ahead: the one question stands.
    expect([without.rowsToSend, without.payeeCheckRows, without.uncheckedPayeeRows, without.uncheckedPayeesQuestion]).toEqual([0, 0, 3, question]);
    expect((await job.run(without)).booked).toBe(0);
    expect(Object.keys(demoService.state.data.payments)).toEqual([]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(Array(3).fill(`${line} — ask the provider to switch the check on, or give the go-ahead to book it unchecked`));

    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const withGoAhead = again.confirm({ acceptUncheckedPayees: true });
    expect([withGoAhead.rowsToSend, withGoAhead.uncheckedPayeeRows, withGoAhead.uncheckedPayeesQuestion, withGoAhead.acceptUncheckedPayees]).toEqual([3, 3, question, true]);
    expect((await again.run(withGoAhead)).booked).toBe(3);
    expect(Object.values(demoService.state.data.payments).map((stored) => stored.wire.beneficiary_id).sort()).toEqual([northwind.id, northwind.id, lakeside.id].sort());
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(Array(3).fill(`${line} — sent unchecked with your go-ahead`));
    const notes = await auditNotes(workbook);
    expect(notes.map((entry) => [entry.row, entry.note.replace(/^.* — /, "")])).toEqual([
      [2, "held back, not sent"],
      [3, "held back, not sent"],
      [4, "held back, not sent"],
      [2, `sent unchecked: the go-ahead was given to "${question}"`],
      [3, `sent unchecked: the go-ahead was given to "${question}"`],
      [4, `sent unchecked: the go-ahead was given to "${question}"`],
    ]);
    expect(new Set(notes.map((entry) => entry.login))).toEqual(new Set([DEMO_USER.loginId]));
  });
});

async function auditNotes(workbook: MemoryWorkbook) {
  const table = await workbook.readTable(AUDIT_SHEET);
  const column = (header: string) => table.headers.indexOf(header);
  return table.rows
    .filter((row) => row.values[column("Event")] === "payee checked")
    .map((row) => ({ login: row.values[column("Signed in as")], row: row.values[column("Row")], note: String(row.values[column("Note")]) }));
}
