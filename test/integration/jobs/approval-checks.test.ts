/**
 * The approver sees what the maker saw, checked again now (issue 39): each payment awaiting authorisation has its
 * payee name check made again — one request per distinct payee, counted at the demo service — its bank named and its
 * fee priced; its purpose code shown with the provider's description, the codes asked once per route; the maker's "continue anyway" is found on the audit sheet by the payment's own key; and a payment the
 * approver rejected in this workbook reads, on the maker's sheet after Refresh statuses, who rejected it, when and why.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import type { Beneficiary, Payment } from "../../../src/api/schemas";
import { DEMO_APPROVER, DEMO_USER } from "../../../src/demo-service/demo-credentials";
import { dateInWords } from "../../../src/domain";
import { checkAwaitingPayments } from "../../../src/jobs/approvals/payment-checks";
import { makerGoAheads } from "../../../src/jobs/approvals/maker-go-aheads";
import { recordApprovalDecisions } from "../../../src/jobs/approvals/approval-audit";
import { prepareJob, readOrders, refreshStatuses } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { createEurBeneficiary, INR_BENEFICIARY } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const CHECK = "POST /v2/beneficiaries/account_verification";
const BANK_LOOKUP = "POST /v2/reference/bank_details/find";
const PURPOSE_CODES = "GET /v2/reference/payment_purpose_codes";
/** The demo payee name check holds this account for "Acme GmbH" (any other name answers no match, AV201); the bank lookup knows its bank. */
const ACME_IBAN = "DE38370400440000004711";
const NO_MATCH_ACKNOWLEDGEMENT = 'I have seen that the name on the account is not "Sousa Consulting" (no match)';
const REJECT_REASON = "Paid twice: already settled by wire in December";

describe("the Approvals tab's checks, made again", () => {
  const demo = withDemoService({ perTest: true, service: { approvalWorkflow: true } });

  const sousaConsulting = (client: FxDeskClient) =>
    client.core.beneficiaries.create({
      name: "Sousa Consulting",
      bank_account_holder_name: "Sousa Consulting",
      beneficiary_entity_type: "company",
      beneficiary_company_name: "Sousa Consulting",
      bank_country: "DE",
      currency: "EUR",
      iban: ACME_IBAN,
      payment_types: ["regular"],
    });
  const pay = (payee: Beneficiary, amount: string, reference: string) =>
    demo.client.core.payments.create({ currency: "EUR", beneficiary_id: payee.id, amount, reason: "Consulting", reference, unique_request_id: `approval-checks-${reference}` });
  const toCheck = (payments: readonly Payment[], payees: readonly Beneficiary[]) =>
    payments.map((payment) => ({ payment, payee: payees.find((payee) => payee.id === payment.beneficiary_id), actingAs: undefined }));

  it("checks each distinct payee once however many payments name it, names the bank and the fee, and words the acknowledgement a no match needs", async () => {
    const sousa = await sousaConsulting(demo.client);
    const lakeside = await createEurBeneficiary(demo.client, "Lakeside");
    const payments = [await pay(sousa, "777.00", "SC-1"), await pay(sousa, "120.00", "SC-2"), await pay(lakeside, "300.00", "LS-1"), await pay(lakeside, "310.00", "LS-2")];
    expect(payments.map((payment) => payment.status)).toEqual(Array(4).fill("awaiting_authorisation"));

    demo.demoService.state.counters.reset();
    const checks = await checkAwaitingPayments(demo.client.core, toCheck(payments, [sousa, lakeside]));
    const asked = demo.demoService.state.counters.snapshot();
    // Four payments, two payees: two name checks and two bank lookups (their IBANs differ) at the service, as the answer says.
    expect([asked[CHECK], asked[BANK_LOOKUP]]).toEqual([2, 2]);
    expect(checks.requests).toMatchObject({ payeeChecks: 2, bankLookups: 2 });

    const [sc1, sc2, ls1] = payments.map((payment) => checks.byPayment.get(payment.id));
    expect(sc1?.payeeCheck).toEqual({
      line: "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)",
      nameOnAccount: undefined,
      acknowledgement: NO_MATCH_ACKNOWLEDGEMENT,
    });
    expect(sc2?.payeeCheck?.acknowledgement).toBe(NO_MATCH_ACKNOWLEDGEMENT);
    expect(ls1?.payeeCheck).toEqual({
      line: "Payee name check: Beneficiary details confirmed — the name and account match those on record (AV100)",
      nameOnAccount: "Lakeside GmbH",
      acknowledgement: undefined,
    });
    // The bank by name (and city where the lookup has one), the fee as Pay prices a local payment.
    expect([sc1?.bank, ls1?.bank]).toEqual(["COMMERZBANK AG, KOELN", "COMMERZBANK AG, KOELN"]);
    // One fee question (the house, EUR, local, Germany) for the four: priced once, as Pay prices a local payment.
    expect(checks.requests).toMatchObject({ feeQuotes: 1, feeRules: 0 });
    expect(payments.map((payment) => checks.byPayment.get(payment.id)?.fee)).toEqual(Array(4).fill("fee 5.00 GBP · local payment, no bank charges to share"));
  });

  it("shows each payment's purpose code as the provider describes it for its route, asking once per currency, bank country and payee type", async () => {
    const india = await demo.client.core.beneficiaries.create(INR_BENEFICIARY as unknown as Parameters<FxDeskClient["core"]["beneficiaries"]["create"]>[0]);
    const sousa = await sousaConsulting(demo.client);
    const inr = (amount: string, reference: string, purposeCode: string) =>
      demo.client.core.payments.create({ currency: "INR", beneficiary_id: india.id, amount, reason: "Cloth", reference, purpose_code: purposeCode, unique_request_id: `approval-checks-${reference}` });
    const payments = [
      await inr("50000.00", "PO-1", "goods"),
      await inr("60000.00", "PO-2", "advisor_fees"),
      await inr("70000.00", "PO-3", "goods"),
      await demo.client.core.payments.create({ currency: "EUR", beneficiary_id: sousa.id, amount: "777.00", reason: "Consulting", reference: "SC-1", purpose_code: "consulting", unique_request_id: "approval-checks-SC-1" }),
      await pay(sousa, "120.00", "SC-2"),
    ];
    expect(payments.map((payment) => payment.purpose_code)).toEqual(["goods", "advisor_fees", "goods", "consulting", null]);

    demo.demoService.state.counters.reset();
    const checks = await checkAwaitingPayments(demo.client.core, toCheck(payments, [india, sousa]));
    // Five payments, two routes with a code (INR to an Indian company, EUR to a German one): two questions at the service.
    expect(demo.demoService.state.counters.snapshot()[PURPOSE_CODES]).toBe(2);
    expect(checks.requests.purposeCodeLists).toBe(2);
    expect(payments.map((payment) => checks.byPayment.get(payment.id)?.purpose)).toEqual([
      // The description names the code: its words are not said again.
      "Purpose: Trade settlement for goods and general goods trades",
      // It does not: the code's words lead, as Pay's drop-down offers it — never the code itself.
      "Purpose: Advisor fees — Fees for advisory, technical, academic or specialist assistance",
      "Purpose: Trade settlement for goods and general goods trades",
      // A route that lists no codes takes any (docs/provider-api.md §15): named in words, and said so.
      "Purpose: Consulting — not a purpose code the provider lists for EUR payments to Germany",
      "No purpose code",
    ]);

    // A payee that could not be read: the code in its words alone, never the code repeated or in snake_case.
    const unread = await checkAwaitingPayments(demo.client.core, toCheck([payments[1]!], []));
    expect(unread.byPayment.get(payments[1]!.id)?.purpose).toBe("Purpose: Advisor fees — its description was not looked up: the payee could not be read");
  });

  it("finds the maker's go-ahead past a no match on the audit sheet by the payment's own key", async () => {
    const sousa = await sousaConsulting(demo.client);
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [[sousa.id, "777.00", "EUR", "SC-777", "Consulting"]]);
    const ctx = jobContext(demo.client, workbook, { now: () => demo.demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm({ acceptPayeeChecks: true }))).booked).toBe(1);
    const [id] = (await columnValues(workbook, "Pay", "FX id")).map(String);
    const payment = await demo.client.core.payments.get(id!);

    const goAheads = await makerGoAheads(workbook);
    expect([...goAheads.keys()]).toEqual([payment.unique_request_id]);
    expect(goAheads.get(payment.unique_request_id!)).toEqual({
      by: DEMO_USER.loginId,
      at: new Date(demo.demoService.clock.now()).toISOString(),
      answer: "Payee name check: No match for beneficiary name — the name given does not match the name on the account (AV201)",
    });
  });

  it("tells the maker who rejected a payment, when and why, after Refresh statuses; a deletion the workbook knows nothing of stays Deleted", async () => {
    const payee = await createEurBeneficiary(demo.client, "Nordic Design");
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", ["Beneficiary", "Amount", "Currency", "Reference", "Reason"], [
      [payee.id, "2150.00", "EUR", "NDB-889", "Design"],
      [payee.id, "100.00", "EUR", "NDB-890", "Design"],
    ]);
    const ctx = jobContext(demo.client, workbook, { now: () => demo.demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect((await job.run(job.confirm())).booked).toBe(2);
    const ids = (await columnValues(workbook, "Pay", "FX id")).map(String);

    // The approver rejects the first in this workbook (deleted at the service, the reason on the audit sheet); the
    // second is deleted by someone elsewhere.
    const approver = demo.newClient({ loginId: DEMO_APPROVER.loginId, apiKey: DEMO_APPROVER.apiKey });
    const deleted = await approver.core.payments.delete(ids[0]!);
    await recordApprovalDecisions(
      [{ event: "rejected", paymentId: ids[0]!, shortReference: deleted.short_reference, amount: deleted.amount, currency: "EUR", payee: "Nordic Design", accountName: "FX Desk Demo Ltd", actingAs: undefined, status: deleted.status, reason: REJECT_REASON }],
      { workbook, login: DEMO_APPROVER.loginId, now: demo.demoService.clock.now() },
    );
    await approver.core.payments.delete(ids[1]!);

    expect(await refreshStatuses(ctx, paymentKind)).toMatchObject({ refreshed: 2, failed: 0 });
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Rejected", "Deleted"]);
    expect(await columnValues(workbook, "Pay", "FX status")).toEqual(["Deleted", "Deleted"]);
    // The day of the rejection, as the audit sheet recorded it (the pinned instant: Monday 5 January 2026 by default).
    const rejectedOn = dateInWords(new Date(demo.demoService.clock.now()).toISOString().slice(0, 10));
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([
      `Rejected by ${DEMO_APPROVER.loginId} on ${rejectedOn}: ${REJECT_REASON}`,
      "deleted: it will not be paid — book a new payment if it is still due",
    ]);

    // Rejected is a done row: a run of the whole sheet never books it again.
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.rows.map((row) => row.state)).toEqual(["booked", "booked"]);
  });
});
