/**
 * Payment rows' purpose codes and payers (docs/provider-api.md §15) against the demo service: a missing or unlisted
 * code and an incomplete payer refused before sending in words naming what is allowed or needed; each reference
 * question asked once per check, counted at the server; what is sent reaches the payment; the Purpose code cell of
 * each row that needs one offers its route's codes, written in one workbook call.
 */
import { describe, expect, it, jest } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { purposeCodes } from "../../../src/demo-service/rules/purpose-codes";
import { purposeCodeInWords } from "../../../src/domain";
import type { DemoServer } from "../../../src/demo-service/server";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { SheetProtectedError } from "../../../src/workbook/workbook-error";
import { jobContext } from "../../support/demo-client";
import { AED_BENEFICIARY, GBP_BENEFICIARY, INR_BENEFICIARY, subAccount } from "../../support/demo-data";
import { call, login } from "../../support/demo-http";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const PURPOSES = "GET /v2/reference/payment_purpose_codes";
const PAYERS = "GET /v2/reference/payer_required_details";

describe("payment rows' purpose codes and payers", () => {
  let demoService: DemoServer;
  let client: FxDeskClient;
  let token: string;
  withDemoService({ service: { tokenIdleMinutes: 60 * 24 * 365 }, perTest: true }, async (demo) => {
    ({ demoService, client } = demo);
    token = await login(demoService);
  });

  const payments = () => Object.values(demoService.state.data.payments).map((stored) => stored.wire);
  const counted = (route: string) => demoService.state.counters.snapshot()[route] ?? 0;

  /** Checks the rows, writes their messages, and answers the job and the messages beside the rows. */
  async function check(headers: string[], rows: (string | number)[][]) {
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", headers, rows);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    demoService.state.counters.reset();
    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();
    const messages = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? ""));
    return { job, messages };
  }

  it("refuses INR rows without a code or with one India does not list, naming the codes allowed, asking once for all rows", async () => {
    const payee = (await call(demoService, "POST", "/v2/beneficiaries/create", INR_BENEFICIARY, { token })).body;
    const headers = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Purpose code"];
    const { job, messages } = await check(headers, [
      [payee.name, "INR", "50000.00", "PO-1", "Cloth", ""],
      [payee.name, "INR", "60000.00", "PO-2", "Cloth", "education"],
      [payee.name, "INR", "70000.00", "PO-3", "Cloth", "goods"],
      // Picked from the drop-down in words (issue 43); PO-3's code, pasted, is read as well: both send the code.
      [payee.name, "INR", "80000.00", "PO-4", "Cloth", "Services — Information service charges"],
    ]);
    expect(job.rows.map((row) => row.state)).toEqual(["invalid", "invalid", "ready", "ready"]);
    expect(messages[0]).toMatch(/^Purpose code is empty — INR payments to companies in India need a purpose code: one of /);
    expect(messages[0]).toContain("Goods (Trade settlement for goods and general goods trades)");
    // Offered to individuals only, so not to this company.
    expect(messages[0]).not.toContain("Education");
    expect(messages[1]).toMatch(/^Purpose code: "Education" is not a purpose INR payments to companies in India can give — use one of Advertising \(/);
    // Four rows, one payee: one question.
    expect(counted(PURPOSES)).toBe(1);

    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    expect(payments().map((payment) => [payment.reference, payment.purpose_code])).toEqual([["PO-3", "goods"], ["PO-4", "services"]]);
  });

  it("reads a purpose code typed in capitals or in words with spaces as its code, and sends the code", async () => {
    const payee = (await call(demoService, "POST", "/v2/beneficiaries/create", INR_BENEFICIARY, { token })).body;
    const { job, messages } = await check(["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Purpose code"], [
      [payee.name, "INR", "50000.00", "PO-1", "Advice", "ADVISOR_FEES"],
      [payee.name, "INR", "60000.00", "PO-2", "Advice", "Advisor fees"],
      [payee.name, "INR", "70000.00", "PO-3", "Cloth", "GOODS SETTLEMENT"],
    ]);
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "ready", "invalid"]);
    // Read as the code it names, an unlisted one is refused in words, never in capitals or snake_case.
    expect(messages[2]).toMatch(/^Purpose code: "Goods settlement" is not a purpose INR payments to companies in India can give — use one of /);
    await job.run(job.confirm());
    expect(payments().map((payment) => [payment.reference, payment.purpose_code])).toEqual([["PO-1", "advisor_fees"], ["PO-2", "advisor_fees"]]);
  });

  it("offers each row that needs a purpose code its route's codes in its cell, in one workbook call, and no other row a drop-down", async () => {
    const india = (await call(demoService, "POST", "/v2/beneficiaries/create", INR_BENEFICIARY, { token })).body;
    const gulf = (await call(demoService, "POST", "/v2/beneficiaries/create", AED_BENEFICIARY, { token })).body;
    const uk = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Payment type", "Purpose code"], [
      [india.name, "INR", "50000.00", "PO-1", "Cloth", "regular", "goods"],
      [gulf.name, "AED", "900.00", "DXB-1", "Rent", "priority", ""],
      [uk.name, "GBP", "10.00", "UK-1", "Invoice", "regular", ""],
      [india.name, "INR", "60000.00", "PO-2", "Cloth", "regular", "education"],
    ]);
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });
    const orders = await readOrders(ctx, paymentKind);
    const writes = (["writeColumns", "writeRange", "clearRange", "createSheet", "createTable", "appendRows", "writeSetting", "setDropDownLists"] as const).map((method) => [method, jest.spyOn(workbook, method)] as const);
    const job = await prepareJob(ctx, orders);

    expect(writes.map(([method, spy]) => [method, spy.mock.calls.length]).filter(([, calls]) => calls !== 0)).toEqual([["setDropDownLists", 1]]);
    // Each code once, in words with the provider's description: what a person picks (issue 43).
    const codes = (currency: string, country: string) => [...new Map(purposeCodes(currency, country, "company").map((code) => [code.purpose_code, code.purpose_description]))].map(([code, description]) => purposeCodeInWords(code, description));
    const cell = (row: number) => workbook.model.allowedValues("Payments", { row, column: 6 });
    expect(cell(1)).toEqual(codes("INR", "IN"));
    expect(cell(2)).toEqual(codes("AED", "AE"));
    expect(cell(2)).not.toEqual(cell(1));
    expect(cell(3)).toBeUndefined();
    expect(cell(4)).toEqual(codes("INR", "IN"));
    // The lists are on the add-in's hidden sheet, a column per route, headed by it in words.
    expect(workbook.model.isSheetHidden("FX lists")).toBe(true);
    const lists = await workbook.readTable("FX lists");
    expect(lists.headers).toEqual(["Purpose codes: INR to companies in India", "Purpose codes: AED to companies in the United Arab Emirates"]);
    expect(lists.rows.map((row) => row.values[1]).filter((code) => code !== null)).toEqual(codes("AED", "AE"));
    // What the cells held stays: an allowed code, and an unlisted one the row's message names.
    expect([workbook.model.value("Payments", { row: 1, column: 6 }), workbook.model.value("Payments", { row: 4, column: 6 })]).toEqual(["goods", "education"]);
    expect(job.rows.map((row) => row.state)).toEqual(["ready", "invalid", "ready", "invalid"]);

    // The drop-down suggests (issue 43): a person types the code itself, as pasted from the API or an ERP, or picks
    // the choice as the drop-down offers it, the code's words with the provider's description.
    const offered = (row: number, code: string) => cell(row)?.find((choice) => choice.startsWith(`${purposeCodeInWords(code)} — `)) ?? code;
    workbook.model.typeCell("Payments", { row: 2, column: 6 }, "rent");
    workbook.model.typeCell("Payments", { row: 4, column: 6 }, offered(4, "services"));
    const again = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    expect(again.rows.map((row) => row.state)).toEqual(["ready", "ready", "ready", "ready"]);
    // What reached the service is the code, whether typed as the code or picked as its words.
    await again.run(again.confirm());
    expect(Object.fromEntries(payments().map((payment) => [payment.reference, payment.purpose_code ?? null]))).toEqual({ "PO-1": "goods", "DXB-1": "rent", "UK-1": null, "PO-2": "services" });
  });

  it("checks on when Excel will not take the drop-downs (a protected sheet): the rows' messages name the codes", async () => {
    const india = (await call(demoService, "POST", "/v2/beneficiaries/create", INR_BENEFICIARY, { token })).body;
    const workbook = new MemoryWorkbook();
    loadSheet(workbook, "Payments", ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Purpose code"], [[india.name, "INR", "50000.00", "PO-1", "Cloth", ""]]);
    jest.spyOn(workbook, "setDropDownLists").mockRejectedValue(new SheetProtectedError("Payments"));
    const ctx = jobContext(client, workbook, { now: () => demoService.clock.now() });

    const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
    await job.writeNotices();

    expect(job.rows.map((row) => row.state)).toEqual(["invalid"]);
    expect((await columnValues(workbook, "Payments", "FX message"))[0]).toMatch(/need a purpose code: one of Advertising \(/);
  });

  it("asks for a Purpose code column when the sheet has none, and asks nothing for a GBP payment in the UK", async () => {
    const india = (await call(demoService, "POST", "/v2/beneficiaries/create", INR_BENEFICIARY, { token })).body;
    const uk = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body;
    const { messages } = await check(["Beneficiary", "Currency", "Amount", "Reference", "Reason"], [
      [india.name, "INR", "50000.00", "PO-5", "Cloth"],
      [uk.name, "GBP", "10.00", "UK-1", "Invoice"],
    ]);
    expect(messages[0]).toMatch(/^add a Purpose code column — INR payments to companies in India need a purpose code: one of /);
    expect(messages[1]).toBe("");
    expect(counted(PURPOSES)).toBe(1);
  });

  it("refuses a payer missing what its country and type require, in words, asking once per distinct payer route", async () => {
    const uk = (await call(demoService, "POST", "/v2/beneficiaries/create", GBP_BENEFICIARY, { token })).body;
    const headers = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Payer type", "Payer company", "Payer first name", "Payer last name", "Payer address", "Payer city", "Payer country", "Payer date of birth"];
    const { job, messages } = await check(headers, [
      [uk.name, "GBP", "10.00", "P-1", "Invoice", "company", "Acme GmbH", "", "", "", "", "DE", ""],
      [uk.name, "GBP", "11.00", "P-2", "Invoice", "company", "Acme GmbH", "", "", "Unter den Linden 1", "Berlin", "DE", ""],
      [uk.name, "GBP", "12.00", "P-3", "Invoice", "individual", "", "Ada", "Byron", "1 Main St", "Austin", "US", "1990-12-10"],
      [uk.name, "GBP", "13.00", "P-4", "Invoice", "", "Acme GmbH", "", "", "", "", "", ""],
      [uk.name, "GBP", "14.00", "P-5", "Invoice", "individual", "", "Ada", "Byron", "1 Strand", "London", "UK", "1990-12-10"],
    ]);
    expect(job.rows.map((row) => row.state)).toEqual(["invalid", "ready", "invalid", "invalid", "ready"]);
    expect(messages[0]).toBe("Payer city and Payer address are empty — a Local payment for a company in Germany needs them");
    expect(messages[2]).toBe("add Payer postcode and Payer state or province columns — a Local payment for an individual in the US needs them");
    expect(messages[3]).toBe("Payer type and Payer country are empty — a payment made for a client who is not a sub-account needs them");
    // Germany's companies, the US's individuals, the UK's individuals: three questions for four complete-enough rows.
    expect(counted(PAYERS)).toBe(3);

    const outcome = await job.run(job.confirm());
    expect(outcome.booked).toBe(2);
    expect(payments().map((payment) => [payment.reference, payment.payer_details_source])).toEqual([["P-2", "payer"], ["P-5", "payer"]]);
  });

  it("refuses a Swift company payer identified by another document than the one its route names", async () => {
    const uk = (await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, payment_types: ["regular", "priority"], beneficiary_address: "1 King St", beneficiary_city: "London", beneficiary_country: "GB" }, { token })).body;
    const headers = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Payment type", "Payer type", "Payer company", "Payer address", "Payer city", "Payer country", "Payer ID type", "Payer ID number"];
    const { job, messages } = await check(headers, [
      [uk.name, "GBP", "10.00", "W-1", "Invoice", "priority", "company", "Acme GmbH", "Unter den Linden 1", "Berlin", "DE", "passport", "C01X00T47"],
      [uk.name, "GBP", "11.00", "W-2", "Invoice", "priority", "company", "Acme GmbH", "Unter den Linden 1", "Berlin", "DE", "", ""],
      [uk.name, "GBP", "12.00", "W-3", "Invoice", "priority", "company", "Acme GmbH", "Unter den Linden 1", "Berlin", "DE", "incorporation number", "HRB 1234"],
    ]);
    expect(messages.slice(0, 2)).toEqual([
      "Payer ID type: a Swift payment for a company in Germany is identified by incorporation number, not passport",
      "Payer ID number and Payer ID type (incorporation number) are empty — a Swift payment for a company in Germany needs them",
    ]);
    expect(job.rows.map((row) => row.state)).toEqual(["invalid", "invalid", "ready"]);
    expect(counted(PAYERS)).toBe(1);
    await job.run(job.confirm());
    expect(payments().map((payment) => [payment.reference, payment.payer_details_source])).toEqual([["W-3", "payer"]]);
  });

  it("refuses payer cells on a row acting as a sub-account: that client is the payer", async () => {
    const { contactId } = await subAccount(demoService, token, "Orbit Trading Ltd");
    const theirs = (await call(demoService, "POST", "/v2/beneficiaries/create", { ...GBP_BENEFICIARY, on_behalf_of: contactId }, { token })).body;
    const { messages } = await check(["Beneficiary", "Currency", "Amount", "Reference", "Reason", "Acting as", "Payer type", "Payer country"], [
      [theirs.id, "GBP", "10.00", "S-1", "Invoice", contactId, "company", "DE"],
    ]);
    expect(messages[0]).toBe("Acting as: a payment made as a client sub-account has that client as its payer — clear the payer columns, or pay from the house account for a client who is not a sub-account");
    expect(counted(PAYERS)).toBe(0);
  });
});
