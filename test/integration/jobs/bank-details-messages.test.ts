import { describe, expect, it } from "@jest/globals";
import type { FxDeskClient } from "../../../src/api";
import { prepareJob, readOrders } from "../../../src/jobs/kind-jobs";
import { MemoryWorkbook } from "../../../src/workbook/memory-workbook";
import { jobContext } from "../../support/demo-client";
import { germanIban } from "../../support/demo-data";
import { columnValues, loadSheet } from "../../support/sheets";
import { withDemoService } from "../../support/with-demo-service";
import { paymentKind } from "../../../src/jobs/kinds/payment";

const REQUEST_ID = / \(support reference [^)]+\)$/;

/** Checks the rows against the demo service and returns the message written beside each, without its request id. */
async function checkedMessages(client: FxDeskClient, headers: string[], rows: (string | number)[][]): Promise<{ messages: string[]; withRequestId: boolean[] }> {
  const workbook = new MemoryWorkbook();
  loadSheet(workbook, "Payments", headers, rows);
  const ctx = jobContext(client, workbook);
  const job = await prepareJob(ctx, await readOrders(ctx, paymentKind));
  await job.writeNotices();
  const written = (await columnValues(workbook, "Payments", "FX message")).map((value) => String(value ?? ""));
  return { messages: written.map((message) => message.replace(REQUEST_ID, "")), withRequestId: written.map((message) => REQUEST_ID.test(message)) };
}

describe("bank details the service refuses are told as the sheet's columns to fill", () => {
  let client: FxDeskClient;

  withDemoService((demo) => ({ client } = demo));

  it("asks for the columns a UK payment needs when the sheet has none for them", async () => {
    // A GB IBAN is paid by the account number and sort code it holds (below), and any other IBAN names another
    // country than a UK bank's (held: bank-agreement.test.ts), so an account number given without its sort code asks
    // for the columns a local GBP payment to a UK bank needs.
    const { messages, withRequestId } = await checkedMessages(client, ["Payee", "CCY", "Amt", "Ref", "Reason", "Account number", "Bank country"], [["Albion Ltd", "GBP", "10.00", "UK-1", "Invoice", "'12345678", "GB"]]);
    expect(messages).toEqual(["add a Sort code column for GBP payments to the UK"]);
    // Told from the route's required details (issue 32), not from a refused request: no support reference to give.
    expect(withRequestId).toEqual([false]);
  });

  it("names the person's own headers for empty cells and for the fields the service rejects", async () => {
    const headers = ["Payee", "CCY", "Amt", "Ref", "Reason", "Type", "IBAN", "Acct No", "Sort code", "Bank country"];
    // A leading apostrophe types digits as text, as in Excel.
    const { messages } = await checkedMessages(client, headers, [
      ["Albion Ltd", "GBP", "10.00", "UK-2", "Invoice", "", "", "'12345678", "", "GB"],
      ["Thames plc", "GBP", "10.00", "UK-3", "Invoice", "", "", "'1234567", "'123456", "GB"],
      ["Hudson Inc", "USD", "10.00", "US-1", "Invoice", "", "", "'12345678", "'123456", "US"],
      ["Rhein GmbH", "EUR", "10.00", "DE-1", "Invoice", "priority", germanIban(31337), "", "", ""],
      ["Albion Ltd", "GBP", "10.00", "", "Invoice", "", "", "'12345678", "'123456", "GB"],
    ]);
    expect(messages).toEqual([
      "Sort code is empty — GBP payments to the UK need it",
      // The route's required details want 8 digits, said in words by their pattern (domain/pattern-words.ts).
      "Acct No: should be 8 digits",
      "USD payments to the US need an ABA, not a Sort code — add an ABA column",
      "add a BIC column for Swift EUR payments to Germany",
      "Ref: is required — fill it in",
    ]);
  });

  it("takes the account number and sort code of a GB IBAN on a local GBP payment instead of asking for their columns (issue 39)", async () => {
    // An IBAN at the demo bank (sort code 601613), in the payee name check's test pack: docs/demo-service.md "Payee name check".
    const { messages } = await checkedMessages(client, ["Payee", "CCY", "Amt", "Ref", "Reason", "IBAN"], [["Albion Ltd", "GBP", "10.00", "UK-1", "Invoice", "GB29NWBK60161331926819"]]);
    expect(messages).toEqual([""]);
  });
});
