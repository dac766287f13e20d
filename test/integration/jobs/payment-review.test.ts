/**
 * The review a person signs before a payment run, built from a real check over HTTP: each row's payee with masked
 * bank details and country, amount, date, debit account (the house account's name, the client's for a sub-account
 * row), payment type, and the duplicate the person included. The payee details come from the check's own look-ups:
 * the requests are one per distinct payee (and one bank lookup per distinct bank code), and building the review sends none.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary } from "../../../src/api/schemas/beneficiaries";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { accountTotalsInWords, paymentDatesInWords, paymentReview, paymentTypesInWords } from "../../../src/jobs/kinds/payment/payment-review";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, germanIban } from "../../support/demo-data";
import { loadSheet, PAYMENT_HEADERS } from "../../support/sheets";
import { MONDAY_9AM, ON_MONDAY_9AM } from "../../support/demo-service";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const HEADERS = [...PAYMENT_HEADERS, "Payment type", "Payment date", "IBAN", "BIC", "Bank country", "Acting as"];
const HOUSE = "Northwind Treasury";
const NEW_PAYEE_IBAN = germanIban(9_000_123);

describe("the payment review before Book", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let house: Beneficiary;
  let clientsPayee: Beneficiary;
  let contactId: string;

  // The review's dates are the service's: a row left blank is dated the first day it offers EUR, so the file pins Monday.
  withDemoService({ service: { clock: { start: MONDAY_9AM } } }, async (demo) => {
    ({ demoService, client } = demo);
    const account = await client.core.accounts.create({ account_name: "Orbit Trading Ltd", legal_entity_type: "company", street: "1 Orbit Way", city: "London", country: "GB", postal_code: "EC1A 1AA" });
    const contact = await client.core.contacts.create({ account_id: account.id, first_name: "Olive", last_name: "Orbit", email_address: "olive.review@example.com", phone_number: "+44 20 0000 0000" });
    contactId = contact.id;
    house = await createEurBeneficiary(client, "Acme");
    clientsPayee = await createEurBeneficiary(client, "Orbit Supplier", contactId);
  });

  it(`lists each row to send with its payee masked, amount, date, debit account and type, and names the duplicate included ${ON_MONDAY_9AM}`, async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", HEADERS, [
      ["Acme", "100.00", "EUR", "INV-1", "Invoice", "regular", "2026-01-07", "", "", "", ""],
      ["Orbit Supplier", "200.00", "EUR", "ORB-1", "Invoice", "", "2026-01-08", "", "", "", contactId],
      ["Delta GmbH", "300.00", "EUR", "DEL-1", "Invoice", "priority", "", NEW_PAYEE_IBAN, "COBADEFFXXX", "DE", ""],
      ["Acme", "100.00", "EUR", "INV-1", "Invoice", "regular", "2026-01-07", "", "", "", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now(), houseAccountName: HOUSE });
    demoService.state.counters.reset();
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    const checked = demoService.state.counters.snapshot();

    // Rows 2 and 5 look alike: held, neither is in the review; included, both are, each saying what it repeats.
    expect(paymentReview(job, job.confirm()).rows.map((row) => row.sheetRow)).toEqual([3, 4]);
    const confirmation = job.confirm({ acceptDuplicates: true });
    const review = paymentReview(job, confirmation);
    expect(
      review.rows.map((row) => [row.sheetRow, row.payee.name, row.payee.account, row.payee.bankCountry, `${row.amount.toFixed(2)} ${row.currency}`, row.paymentDate, row.debitAccount.name, row.paymentType]),
    ).toEqual([
      [2, "Acme", `IBAN •••• ${house.iban!.slice(-4)}`, "DE", "100.00 EUR", "2026-01-07", `${HOUSE} (house account)`, "Local"],
      [3, "Orbit Supplier", `IBAN •••• ${clientsPayee.iban!.slice(-4)}`, "DE", "200.00 EUR", "2026-01-08", "Olive Orbit — Orbit Trading Ltd", "Local"],
      // Left blank: the earliest date the service offers EUR, as the check asked it (issue 39).
      [4, "Delta GmbH", `IBAN •••• ${NEW_PAYEE_IBAN.slice(-4)}`, "DE", "300.00 EUR", "2026-01-05", `${HOUSE} (house account)`, "Swift"],
      [5, "Acme", `IBAN •••• ${house.iban!.slice(-4)}`, "DE", "100.00 EUR", "2026-01-07", `${HOUSE} (house account)`, "Local"],
    ]);
    expect(review.rows[2]!.payee.isNew).toBe(true);
    // Each payee's bank as the lookup names it (issue 31): by IBAN for the saved payees, by BIC for the new one.
    expect(review.rows.map((row) => row.payee.bank)).toEqual(["COMMERZBANK AG, KOELN", "COMMERZBANK AG, KOELN", "COMMERZBANK AG, FRANKFURT AM MAIN", "COMMERZBANK AG, KOELN"]);
    expect(review.rows.map((row) => row.included.map((entry) => entry.text))).toEqual([["repeats row 5 — included as you chose"], [], [], ["repeats row 2 — included as you chose"]]);
    // The whole IBAN never reaches the review.
    expect(JSON.stringify(review.rows)).not.toContain(NEW_PAYEE_IBAN);
    expect(JSON.stringify(review.rows)).not.toContain(house.iban!);

    expect(review.accounts.map((debit) => [debit.account.name, debit.account.contactId, accountTotalsInWords(debit)])).toEqual([
      [`${HOUSE} (house account)`, undefined, "500.00 EUR (3 rows)"],
      ["Olive Orbit — Orbit Trading Ltd", contactId, "200.00 EUR (1 row)"],
    ]);
    expect(paymentDatesInWords(review.dates)).toBe("2026-01-05 to 2026-01-08: 1 row on 2026-01-05, 2 rows on 2026-01-07, 1 row on 2026-01-08");
    expect(paymentTypesInWords(review.types)).toBe("3 Local, 1 Swift");
    expect(review.included).toEqual([
      { row: 1, hold: "duplicate", text: "repeats row 5 — included as you chose" },
      { row: 4, hold: "duplicate", text: "repeats row 2 — included as you chose" },
    ]);
    expect(confirmation).toMatchObject({ rowsToSend: 4, heldRows: 0, acceptDuplicates: true });

    // Payees were read from one page per account and currency (issue 32: the house's euro payees, the client's) — four
    // rows, three payees — and the new one checked against its route's required details, asked once; the client's contact once, though two readers need it (its account id, which the fee quote takes instead
    // of on_behalf_of, and its name for the debit account): the check's contact lookups share one answer
    // (jobs/engine/contact-lookups.ts); each distinct bank code once (three IBANs, one BIC: the new payee's IBAN and BIC are
    // both looked up, to hold them if they named two banks, issue 39); the payee name of the two paid by SEPA (the
    // Swift one is not checked) once each. The payments to saved payees were validated once per shape (rows 2 and 5 are
    // one) and priced once per question (the house's local and Swift payment, the client's local one). Nothing else is
    // asked per row.
    expect(checked).toMatchObject({
      "POST /v2/beneficiaries/find": 2,
      "GET /v2/reference/beneficiary_required_details": 1,
      "GET /v2/contacts/:id": 1,
      "POST /v2/payments/validate": 2,
      "GET /v2/payments/quote_payment_fee": 3,
      "POST /v2/beneficiaries/account_verification": 2,
      "POST /v2/reference/bank_details/find": 4,
      // The one currency with a row left without a date: its first payment date, for the review (issue 39).
      "GET /v2/reference/payment_dates": 1,
    });
    expect(Object.keys(checked).sort()).toEqual([
      "GET /v2/balances/find",
      "GET /v2/contacts/:id",
      "GET /v2/conversions/find",
      "GET /v2/payments/find",
      "GET /v2/payments/quote_payment_fee",
      "GET /v2/reference/beneficiary_required_details",
      "GET /v2/reference/payment_dates",
      "POST /v2/beneficiaries/account_verification",
      "POST /v2/beneficiaries/find",
      "POST /v2/payments/validate",
      "POST /v2/reference/bank_details/find",
    ].sort());
    // Building the review, with either choice, sent nothing.
    expect(demoService.state.counters.snapshot()).toEqual(checked);
    expect(Object.values(demoService.state.data.payments)).toEqual([]);
  });
});
