/**
 * What the preview measures, against the demo service: balances less the payments booked and not yet settled (a
 * resumed row's own payment counted once), and the accounts named as a person knows them.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { AUDIT_HEADERS, AUDIT_SHEET } from "../../../src/jobs/engine/audit-log";
import type { PreparedJob } from "../../../src/jobs";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { HOUSE_ACCOUNT_NAME } from "../../../src/demo-service/seed";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { PINNED_NOW } from "../../support/demo-service";
import { demoClient, jobContext } from "../../support/demo-client";
import { createEurBeneficiary } from "../../support/demo-data";
import { columnValues, loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { Crash } from "./crash";
import { paymentKind } from "../../../src/jobs/kinds/payment";

function eurNeed(job: PreparedJob) {
  const need = job.needs().find((candidate) => candidate.currency === "EUR");
  if (need === undefined) throw new Error("no EUR need");
  return need;
}

describe("the preview's measures", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let beneficiary: Beneficiary;

  // A service of its own per test: what one test books would be another's unsettled payments.
  withDemoService({ perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    beneficiary = await createEurBeneficiary(client, "Measured Payee");
  });

  it("counts payments booked earlier and not yet settled against the balance, and a resumed row's own payment once", async () => {
    const balance = (await client.core.balances.get("EUR")).amount;
    // Booked elsewhere (another sheet, the provider's own screens): not settled on the pinned clock.
    const earlier = await client.core.payments.create({ currency: "EUR", beneficiary_id: beneficiary.id, amount: "1500.00", reason: "Rent", reference: "ELSEWHERE-1", unique_request_id: "measures-elsewhere-1" });
    expect(earlier.status).toBe("ready_to_send");

    // This sheet's row reached the service once, and its answer was lost.
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Measured", PAYMENT_HEADERS, [[beneficiary.id, "250.00", "EUR", "MEASURED-1", "Fees"]]);
    const crash = new Crash(1, "/v2/payments/create");
    const dying = jobContext(demoClient(demoService, { fetch: crash.fetch, retry: { maxRetries: 1, initialDelayMs: 1, maxDelayMs: 2 } }), workbook, { workbook: crash.workbook(workbook) });
    const first = await prepareJob(dying, await readOrders(dying, paymentKind));
    await first.run(first.confirm(), { retry: { maxRetries: 1 } }).catch(() => undefined);
    expect(crash.crashed).toBe(true);
    const [key] = await columnValues(workbook, "Measured", "FX key");
    expect(Object.values(demoService.state.data.payments).filter((stored) => stored.wire.unique_request_id === key)).toHaveLength(1);

    const ctx = jobContext(client, workbook);
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    const need = eurNeed(job);
    expect(need.total.toFixed(2)).toBe("250.00");
    expect(need.balance.toFixed(2)).toBe(balance.toFixed(2));
    expect(need.committed.toFixed(2)).toBe("1500.00");
    expect(need.available.toFixed(2)).toBe(balance.minus(1500).toFixed(2));
    expect(job.confirm().needs.map((measured) => measured.committed.toFixed(2))).toEqual(["1500.00"]);
  });

  it("names the house account and each sub-account contact the rows are booked for", async () => {
    const account = await client.core.accounts.create({ account_name: "Named Ltd", legal_entity_type: "company", street: "1 High St", city: "London", country: "GB", postal_code: "E1 1AA" });
    const contact = await client.core.contacts.create({ account_id: account.id, first_name: "Jane", last_name: "Doe", email_address: "jane.named@example.com", phone_number: "+44 20 0000 0001" });
    const theirs = await createEurBeneficiary(client, "Their Payee", contact.id);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Named", [...PAYMENT_HEADERS, "Acting as"], [
      [beneficiary.id, "10.00", "EUR", "NAMED-1", "Fees", ""],
      [theirs.id, "10.00", "EUR", "NAMED-2", "Fees", contact.id],
    ]);
    const ctx = jobContext(client, workbook, { houseAccountName: HOUSE_ACCOUNT_NAME, now: () => PINNED_NOW });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "ready"]);
    expect(job.accounts.of(undefined)).toEqual({ name: `${HOUSE_ACCOUNT_NAME} (house account)`, contactId: undefined });
    expect(job.accounts.of(contact.id)).toEqual({ name: "Jane Doe — Named Ltd", contactId: contact.id });

    // The audit sheet: one kind of value per column, amounts and times as numbers with formats, accounts by name.
    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    const audit = await workbook.readTable(AUDIT_SHEET);
    expect(audit.headers).toEqual(AUDIT_HEADERS);
    const entries = audit.rows.map((row) => Object.fromEntries(audit.headers.map((header, index) => [header, row.values[index]])));
    expect(entries.map((entry) => [entry["Account"], entry["Acting as contact id"], entry["Row"], entry["Amount"], entry["Currency"], entry["Beneficiary"], entry["Status"], entry["Kind"], entry["Event"]])).toEqual([
      [`${HOUSE_ACCOUNT_NAME} (house account)`, null, 2, 10, "EUR", "Measured Payee", "Ready to send", "payment", "booked"],
      ["Jane Doe — Named Ltd", contact.id, 3, 10, "EUR", "Their Payee", "Ready to send", "payment", "booked"],
    ]);
    // The job's clock as an Excel serial (days since 1899-12-30), shown as a date-time; amounts in their currency's decimals.
    for (const entry of entries) expect(entry["Time (UTC)"]).toBeCloseTo(PINNED_NOW / 86_400_000 + 25569, 8);
    expect(workbook.model.cell(AUDIT_SHEET, { row: 1, column: AUDIT_HEADERS.indexOf("Time (UTC)") })?.numberFormat).toBe("yyyy-mm-dd hh:mm");
    expect(workbook.model.cell(AUDIT_SHEET, { row: 1, column: AUDIT_HEADERS.indexOf("Amount") })?.numberFormat).toBe("#,##0.00");
  });
});
