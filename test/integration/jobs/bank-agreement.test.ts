/**
 * Issue 39 points 3 and 5 against the demo service: a row pays only the saved payee it names (a row whose bank details
 * are another saved payee's is held naming both, at the check and again as the run sends it); bank codes naming other
 * banks or countries hold the row before anything is created, naming both banks (payment rows and Add beneficiaries
 * rows), and so do a saved payee's own codes and a bank country the IBAN does not name; a GB IBAN on a local GBP
 * payment, or of an Add beneficiaries row's payee paid locally, is used as the account number and sort code it holds.
 * Asserted on what reached the service: its counters and its records.
 */
import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import type { DemoServer } from "../../../src/demo-service/server";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentJob } from "./payment-job";
import { beneficiaryKind } from "../../../src/jobs/kinds/beneficiary";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const PAY_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "Bank country", "Account number", "Sort code", "IBAN"];
/** A Portuguese IBAN of bank 0035 (the demo directory's CAIXA GERAL DE DEPOSITOS), valid check digits. */
const PORTUGUESE_IBAN = "PT50003501230000123456777";
/** NatWest, sort code 60-16-13, account 31926819 (GBkk BBBB SSSSSS AAAAAAAA), valid check digits. */
const NATWEST_IBAN = "GB29NWBK60161331926819";
/** Commerzbank (bank code 37040044: the demo directory's COMMERZBANK AG, KOELN), valid check digits. */
const GERMAN_IBAN = "DE89370400440532013000";
const CREATES = ["POST /v2/beneficiaries/create", "POST /v2/payments/create"] as const;

describe("a row pays the payee it names, with bank details that agree", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  withDemoService({ perTest: true }, (demo) => ({ demoService, client } = demo));

  const creates = () => {
    const counts = demoService.state.counters.snapshot();
    return CREATES.map((route) => counts[route] ?? 0);
  };
  const saveLandlord = (accountNumber: string) =>
    client.core.beneficiaries.create({ name: "Landlord", bank_account_holder_name: "Lisbon Lettings Ltd", bank_country: "GB", currency: "GBP", account_number: accountNumber, routing_code_type_1: "sort_code", routing_code_value_1: "601613", payment_types: ["regular"] });
  const sheetOf = (rows: (string | number)[][]) => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Pay", PAY_HEADERS, rows);
    return workbook;
  };

  it("holds a row whose bank details are a saved payee of another name, both names shown; the saved payee's name in the row pays it", async () => {
    const landlord = await saveLandlord("55779911");
    const workbook = sheetOf([["Ricardo Souza", "500.00", "GBP", "RENT-1", "Rent", "GB", "'55779911", "'601613", ""]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();
    const message = `Beneficiary: the account in this row is saved as payee "Landlord"; the row names "Ricardo Souza": pick one — write the saved payee's name in Beneficiary to pay it, or change the bank details`;
    expect(job.rows.map((plan) => [plan.state, plan.state === "invalid" ? plan.message : undefined])).toEqual([["invalid", message]]);
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([message]);
    expect(job.confirm().rowsToSend).toBe(0);
    expect(creates()).toEqual([0, 0]);
    expect(Object.values(demoService.state.data.payments)).toEqual([]);

    // The person picks the saved payee by writing its name: the row pays it, and only it.
    await workbook.writeRange("Pay", { row: 1, column: 0 }, [["Landlord"]]);
    const again = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(again.rows.map((plan) => plan.state)).toEqual(["ready"]);
    expect((await again.run(again.confirm())).booked).toBe(1);
    expect(creates()).toEqual([0, 1]);
    expect(Object.values(demoService.state.data.payments).map((stored) => [stored.wire.beneficiary_id, stored.wire.amount])).toEqual([[landlord.id, "500.00"]]);
  });

  it("holds the row as it is sent when its account was saved under another name between Check and Book: no payee made, nothing paid", async () => {
    const workbook = sheetOf([["Ricardo Souza", "500.00", "GBP", "RENT-2", "Rent", "GB", "'55779922", "'601613", ""]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(job.preview.newBeneficiaries).toBe(1);
    // A second user saves the account as "Landlord" before Book.
    await saveLandlord("55779922");
    demoService.state.counters.reset();
    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(0);
    expect(creates()).toEqual([0, 0]);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Needs confirmation"]);
    expect(String((await columnValues(workbook, "Pay", "FX message"))[0])).toContain(`the account in this row is saved as payee "Landlord"; the row names "Ricardo Souza": pick one`);
    expect(Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.name)).toEqual(["Landlord"]);
    expect(Object.values(demoService.state.data.payments)).toEqual([]);
  });

  it("holds a row giving a new account under another name than an earlier row of the check: one account is one payee", async () => {
    const workbook = sheetOf([
      ["Ricardo Souza", "500.00", "GBP", "RENT-4", "Rent", "GB", "'55779933", "'601613", ""],
      ["Landlord", "20.00", "GBP", "FEE-4", "Fees", "GB", "'55779933", "'601613", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(job.rows.map((plan) => [plan.state, plan.state === "invalid" ? plan.message : undefined])).toEqual([
      ["ready", undefined],
      ["invalid", `Beneficiary: the bank details in this row are those of "Ricardo Souza" in row 2; this row names "Landlord": one account is one payee — use one name for both rows, or change the bank details`],
    ]);
    expect((await job.run(job.confirm())).booked).toBe(1);
    expect(Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.name)).toEqual(["Ricardo Souza"]);
  });

  it("holds a Portuguese IBAN beside a UK sort code, naming both banks; nothing is validated or created", async () => {
    const workbook = sheetOf([["Souza Consultoria", "777.00", "EUR", "INV-9", "Consulting", "", "", "'601613", PORTUGUESE_IBAN]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual([
      "IBAN: the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; the sort code 60-16-13 is NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it",
    ]);
    expect(job.rows.map((plan) => plan.state)).toEqual(["invalid"]);
    const counts = demoService.state.counters.snapshot();
    // Each code looked up once; the payee was neither validated nor name-checked, and nothing was made.
    expect(counts["POST /v2/reference/bank_details/find"]).toBe(2);
    expect([counts["POST /v2/beneficiaries/validate"], counts["POST /v2/beneficiaries/account_verification"]]).toEqual([undefined, undefined]);
    expect(creates()).toEqual([0, 0]);
    expect(Object.values(demoService.state.data.beneficiaries)).toEqual([]);
  });

  it("holds an Add beneficiaries row whose IBAN and sort code name different banks, naming both; nothing is created", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", ["Name", "Currency", "Bank country", "IBAN", "Sort code", "Account holder"], [
      ["Souza Consultoria", "EUR", "PT", PORTUGUESE_IBAN, "'601613", "Souza Consultoria Lda"],
    ]);
    const ctx = jobContext(client, workbook);
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    await job.writeNotices();
    expect(await columnValues(workbook, "Payees", "FX message")).toEqual([
      "IBAN: the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; the sort code 60-16-13 is NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it",
    ]);
    expect(job.confirm().rowsToSend).toBe(0);
    expect(creates()).toEqual([0, 0]);
    expect(Object.values(demoService.state.data.beneficiaries)).toEqual([]);
  });

  it("pays a GB IBAN on a local GBP payment to the account number and sort code it holds, the review naming that bank", async () => {
    const workbook = sheetOf([["Thames Lettings", "250.00", "GBP", "RENT-3", "Rent", "", "", "", NATWEST_IBAN]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = paymentJob(await prepareJob(ctx, await readOrders(ctx, paymentKind)));
    expect(job.rows.map((plan) => plan.state)).toEqual(["ready"]);
    expect(job.preview.payees.get(1)).toMatchObject({ name: "Thames Lettings", bank: "NATIONAL WESTMINSTER BANK PLC, LONDON" });
    demoService.state.counters.reset();
    expect((await job.run(job.confirm())).booked).toBe(1);
    expect(creates()).toEqual([1, 1]);
    const [payee] = Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire);
    expect(payee).toMatchObject({ name: "Thames Lettings", currency: "GBP", bank_country: "GB", account_number: "31926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613" });
    expect(payee?.iban ?? null).toBeNull();
    expect(Object.values(demoService.state.data.payments).map((stored) => [stored.wire.beneficiary_id, stored.wire.amount, stored.wire.currency])).toEqual([[payee?.id, "250.00", "GBP"]]);
  });

  it("holds rows naming saved payees whose own IBAN and BIC, or IBAN and bank country, disagree (saved outside FX Desk): nothing is paid", async () => {
    // Saved through the service's API directly, as another tool or the provider's website would: nothing there compares the codes.
    const saved = await client.core.beneficiaries.create({
      name: "Souza Consultoria", bank_account_holder_name: "Souza Consultoria Lda", bank_country: "PT", currency: "EUR", iban: PORTUGUESE_IBAN, bic_swift: "NWBKGB2L", payment_types: ["regular"],
    });
    // And one whose bank country is not its IBAN's country, named by its id.
    const elsewhere = await client.core.beneficiaries.create({
      name: "Lisbon Lettings", bank_account_holder_name: "Lisbon Lettings Lda", bank_country: "DE", currency: "EUR", iban: PORTUGUESE_IBAN, payment_types: ["regular"],
    });
    const workbook = sheetOf([
      ["Souza Consultoria", "777.00", "EUR", "INV-10", "Consulting", "", "", "", ""],
      [elsewhere.id, "120.00", "EUR", "RENT-10", "Rent", "", "", "", ""],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();
    const messages = [
      'Beneficiary: the bank details saved for payee "Souza Consultoria" do not agree — the IBAN is an account in Portugal at CAIXA GERAL DE DEPOSITOS, S.A., LISBOA; ' +
        "the BIC NWBKGB2L is NATIONAL WESTMINSTER BANK PLC, LONDON (GB): remove one or correct it in the Beneficiaries tab; nothing is paid to this payee until they agree",
      'Beneficiary: the bank details saved for payee "Lisbon Lettings" do not agree — the bank country is Germany, but the IBAN is an account in Portugal: correct one of them in the Beneficiaries tab; nothing is paid to this payee until they agree',
    ];
    expect(job.rows.map((plan) => [plan.state, plan.state === "invalid" ? plan.message : undefined])).toEqual(messages.map((message) => ["invalid", message]));
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(messages);
    expect(job.confirm().rowsToSend).toBe(0);
    expect(creates()).toEqual([0, 0]);
    expect(Object.values(demoService.state.data.payments)).toEqual([]);
    expect(Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire.id)).toEqual([saved.id, elsewhere.id]);
  });

  it("holds a payment row and Add beneficiaries rows whose Bank country is not the IBAN's country, naming both countries; nothing is checked or created", async () => {
    const workbook = sheetOf([["Souza Consultoria", "777.00", "EUR", "INV-11", "Consulting", "DE", "", "", PORTUGUESE_IBAN]]);
    const payeesBook = new MemoryWorkbook();
    loadSheet(payeesBook, "Payees", ["Name", "Currency", "Bank country", "IBAN", "BIC", "Account holder"], [
      ["Souza Consultoria", "EUR", "GB", PORTUGUESE_IBAN, "", "Souza Consultoria Lda"],
      // The IBAN and the BIC agree (one German bank); the bank country does not.
      ["Koeln Supplies", "EUR", "PT", GERMAN_IBAN, "COBADEFF", "Koeln Supplies GmbH"],
    ]);
    demoService.state.counters.reset();
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const payments = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await payments.writeNotices();
    expect(await columnValues(workbook, "Pay", "FX message")).toEqual(["Bank country: the bank country is Germany, but the IBAN is an account in Portugal: correct one of them"]);
    expect(payments.confirm().rowsToSend).toBe(0);
    const payeesCtx = jobContext(client, payeesBook, { now: () => demoService.clock.now() });
    const payees = await prepareJob(payeesCtx, await readOrders(payeesCtx, beneficiaryKind));
    await payees.writeNotices();
    expect(await columnValues(payeesBook, "Payees", "FX message")).toEqual([
      "Bank country: the bank country is the UK, but the IBAN is an account in Portugal: correct one of them",
      "Bank country: the bank country is Portugal, but the IBAN is an account in Germany: correct one of them",
    ]);
    expect(payees.confirm().rowsToSend).toBe(0);
    const counts = demoService.state.counters.snapshot();
    // Neither validated nor name-checked, and nothing made.
    expect([counts["POST /v2/beneficiaries/validate"], counts["POST /v2/beneficiaries/account_verification"]]).toEqual([undefined, undefined]);
    expect(creates()).toEqual([0, 0]);
    expect(Object.values(demoService.state.data.beneficiaries)).toEqual([]);
  });

  it("saves an Add beneficiaries row's GB IBAN for local GBP payments as the account number and sort code it holds, the preview naming that bank", async () => {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payees", ["Name", "Currency", "IBAN", "Account holder"], [["Thames Lettings", "GBP", NATWEST_IBAN, "Thames Lettings Ltd"]]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const job = await prepareJob(ctx, await readOrders(ctx, beneficiaryKind));
    expect(job.rows.map((plan) => [plan.state, plan.state === "invalid" ? plan.message : undefined])).toEqual([["ready", undefined]]);
    expect(job.preview).toMatchObject({ toCreate: 1, banks: [{ sheetRow: 2, name: "Thames Lettings", bank: "NATIONAL WESTMINSTER BANK PLC, LONDON" }] });
    demoService.state.counters.reset();
    await job.run(job.confirm());
    expect(creates()).toEqual([1, 0]);
    const [payee] = Object.values(demoService.state.data.beneficiaries).map((stored) => stored.wire);
    expect(payee).toMatchObject({ name: "Thames Lettings", currency: "GBP", bank_country: "GB", account_number: "31926819", routing_code_type_1: "sort_code", routing_code_value_1: "601613", payment_types: ["regular"] });
    expect(payee?.iban ?? null).toBeNull();
  });
});
