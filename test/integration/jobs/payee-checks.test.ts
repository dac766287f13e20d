/**
 * The payee name check in bulk (docs/provider-api.md §16): a check of payment or beneficiary rows asks
 * once per distinct payee (counted at the service), holds the rows whose answer is a close match, no match or no
 * answer as duplicates are held, writes the answer beside them, and books them only when the person continues
 * anyway — recorded on the audit sheet with who and what answer. A later check asks again: nothing is kept.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const CHECK = "POST /v2/beneficiaries/account_verification";
const PAY_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "Bank country", "Account number", "Sort code", "IBAN"];

describe("payee name checks of bulk rows", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  const checks = () => demoService.state.counters.snapshot()[CHECK] ?? 0;
  const auditOf = async (workbook: MemoryWorkbook) => {
    const table = await workbook.readTable(AUDIT_SHEET);
    const column = (header: string) => table.headers.indexOf(header);
    return table.rows
      .map((row) => ({ login: row.values[column("Signed in as")], row: row.values[column("Row")], event: row.values[column("Event")], note: row.values[column("Note")] }))
      .filter((entry) => entry.event === "payee checked");
  };

  it("checks each distinct payee of a payment run once, holds close and no matches until the person continues anyway, and asks afresh at the next check", async () => {
    await createEurBeneficiary(client, "Lakeside");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAY_HEADERS, [
      ["Northwind Supplies Ltd", "100.00", "GBP", "INV-1", "Invoice", "GB", "'31926819", "'601613", ""],
      ["Northwind Supplies Ltd", "120.00", "GBP", "INV-2", "Invoice", "GB", "'31926819", "'601613", ""],
      ["Contoso Trading", "130.00", "GBP", "INV-3", "Invoice", "GB", "'40308669", "'200605", ""],
      ["Contoso Trading", "140.00", "GBP", "INV-4", "Invoice", "GB", "'40308669", "'200605", ""],
      ["Lakeside", "200.00", "EUR", "INV-5", "Invoice", "", "", "", ""],
      ["Lakeside", "210.00", "EUR", "INV-6", "Invoice", "", "", "", ""],
      ["ABC Corp", "300.00", "EUR", "INV-7", "Invoice", "", "", "", "NL95ABNA0000000208"],
      ["ABC Corp", "310.00", "EUR", "INV-8", "Invoice", "", "", "", "NL95ABNA0000000208"],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    // Eight rows, four payees: the full match, the close name, the saved EUR payee, the bank that does not check.
    expect(checks()).toBe(4);
    const held = job.rows.flatMap((plan) => (plan.state === "ready" && plan.payeeCheck?.needsConfirmation === true ? [plan.row + 1] : []));
    expect(held).toEqual([4, 5, 8, 9]);
    const close = job.rows.find((plan) => plan.row === 3);
    expect(close?.state === "ready" ? close.payeeCheck?.line : undefined).toBe(
      'Payee name check: Incorrect beneficiary name — the details closely match those on record, but the name on the account is "Contoso Trading Ltd" (AV300)',
    );

    const first = job.confirm();
    expect([first.rowsToSend, first.payeeCheckRows, first.acceptPayeeChecks]).toEqual([4, 4, false]);
    const outcome = await job.run(first);
    expect(outcome.booked).toBe(4);
    const results = await columnValues(workbook, "Pay", "FX result");
    expect(results).toEqual(["Booked", "Booked", "Needs confirmation", "Needs confirmation", "Booked", "Booked", "Needs confirmation", "Needs confirmation"]);
    const messages = (await columnValues(workbook, "Pay", "FX message")).map(String);
    expect(messages[2]).toMatch(/^Payee name check: Incorrect beneficiary name — .*"Contoso Trading Ltd" \(AV300\) — check the payee's details, or continue anyway to book it$/);
    expect(messages[6]).toMatch(/^Payee name check: Unable to verify beneficiary details — the beneficiary's bank does not perform the check \(AV208\)/);
    expect(await auditOf(workbook)).toEqual([3, 4, 7, 8].map((row) => expect.objectContaining({ login: DEMO_USER.loginId, row: row + 1, note: expect.stringMatching(/— held back, not sent$/) })));

    // The next check asks again, for the two payees still to pay, and the person continues anyway.
    demoService.state.counters.reset();
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(checks()).toBe(2);
    const confirmed = again.confirm({ acceptPayeeChecks: true });
    expect([confirmed.rowsToSend, confirmed.payeeCheckRows, confirmed.acceptPayeeChecks]).toEqual([4, 4, true]);
    const paymentsBefore = Object.keys(demoService.state.data.payments).length;
    expect((await again.run(confirmed)).booked).toBe(4);
    expect(Object.keys(demoService.state.data.payments).length - paymentsBefore).toBe(4);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(Array(8).fill("Booked"));
    const booked = (await columnValues(workbook, "Pay", "FX message")).map(String);
    expect(booked[3]).toMatch(/\(AV300\) — continued anyway$/);
    expect(booked[7]).toMatch(/\(AV208\) — continued anyway$/);
    const continued = (await auditOf(workbook)).filter((entry) => String(entry.note).endsWith("continued anyway"));
    expect(continued.map((entry) => [entry.login, entry.row])).toEqual([3, 4, 7, 8].map((row) => [DEMO_USER.loginId, row + 1]));
  });

  it("checks bulk beneficiary rows once per distinct payee, holds the no match and the unanswered check, and creates them once continued", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", ["Payee", "CCY", "Country", "Account no", "Sort code", "Entity type", "Account holder", "First name", "Last name"], [
      ["Ricardo (rent)", "GBP", "GB", "'73515966", "'015561", "individual", "Ricardo Sousa", "Ricardo", "Sousa"],
      ["Ricardo (fees)", "GBP", "GB", "'73515966", "'015561", "individual", "Ricardo Sousa", "Ricardo", "Sousa"],
      ["R Smith", "GBP", "GB", "'73515966", "'015561", "individual", "Ricardo Smith", "Ricardo", "Smith"],
      ["Offline bank", "GBP", "GB", "'00000503", "'040004", "company", "Offline Ltd", "", ""],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    // Three payees; the unanswered one is asked again by the client's retries (6) before it counts as not checked.
    expect(checks()).toBe(3 + 6);
    const lines = job.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck?.line : plan.state));
    expect(lines).toEqual([
      "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)",
      "Payee name check: Unable to check provided details — could not be checked: the service is temporarily unavailable; check again later, or continue anyway only once you have confirmed the payee another way",
    ]);
    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    expect(await columnValues(workbook, "Payees", "FX result")).toEqual(["Created", "Created", "Needs confirmation", "Needs confirmation"]);

    const again = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect((await again.run(again.confirm({ acceptPayeeChecks: true }))).booked).toBe(2);
    const created = Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.name);
    expect(created).toEqual(expect.arrayContaining(["Ricardo (rent)", "Ricardo (fees)", "R Smith", "Offline bank"]));
    expect((await auditOf(workbook)).map((entry) => [entry.row, String(entry.note).replace(/^.* — /, "")])).toEqual([
      [4, "held back, not sent"],
      [5, "held back, not sent"],
      [4, "continued anyway"],
      [5, "continued anyway"],
    ]);
  });

  it("holds a UK payee whose account is outside the demo's test pack as could not be checked (AV207), as the provider's demo answers it", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", ["Payee", "CCY", "Country", "Account no", "Sort code", "Entity type", "Account holder", "First name", "Last name"], [
      ["Demo bank payee", "GBP", "GB", "'31926819", "'601613", "company", "Northwind Supplies Ltd", "", ""],
      ["Unlisted bank payee", "GBP", "GB", "'12345678", "'123456", "company", "Fabrikam Ltd", "", ""],
    ]);
    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.rows.map((plan) => (plan.state === "ready" ? plan.payeeCheck?.line : plan.state))).toEqual([
      "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      "Payee name check: Unable to check provided details — the account details could not be checked (AV207)",
    ]);
    expect((await job.run(job.confirm())).booked).toBe(1);
    expect(await columnValues(workbook, "Payees", "FX result")).toEqual(["Created", "Needs confirmation"]);
    expect(Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.name)).toEqual(["Demo bank payee"]);
  });

  it("checks no payee paid by Swift or in another currency", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", [...PAY_HEADERS, "Payment type", "BIC"], [
      ["Northwind Supplies", "100.00", "GBP", "INV-1", "Invoice", "GB", "'31926819", "'601613", "", "priority", "HBUKGB4B"],
      ["Fabrikam", "100.00", "USD", "INV-2", "Invoice", "US", "'88800123", "", "", "", ""],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(checks()).toBe(0);
  });
});
