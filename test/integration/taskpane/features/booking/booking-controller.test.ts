/**
 * The booking tabs' workflow (check → correct the mapping → preview → confirm → run → cancel, refresh, template)
 * driven through the controller the views subscribe to, against the demo service on this machine.
 */
import { describe, expect, it } from "@jest/globals";
import { randomUUID } from "node:crypto";
import Decimal from "decimal.js";
import { amountText } from "../../../../../src/domain";
import { type FxDeskClient, getActingAs, setActingAs } from "../../../../../src/api";
import { memoryMappingStore, type JobOutcome, type KindConfirmation, type MappingStore, type PaymentTerms } from "../../../../../src/jobs";
import { UNSETTLED_CONVERSION_STATUS, UNSETTLED_PAYMENT_STATUSES } from "../../../../../src/jobs/engine/currency-needs";
import type { DemoServer } from "../../../../../src/demo-service/server";
import { BookingController, type BookingState } from "../../../../../src/taskpane/features/booking/booking-controller";
import { bookingContext } from "../../../../../src/taskpane/features/booking/job-context";
import { rowStatuses } from "../../../../../src/taskpane/features/booking/row-statuses";
import type { TaskpaneHost } from "../../../../../src/taskpane/host";
import { createActivityLog, type ActivityLog } from "../../../../../src/taskpane/components/activity-log";
import type { SignedInSession } from "../../../../../src/taskpane/components/session";
import { MemoryWorkbook } from "../../../../../src/workbook/memory-workbook";
import { jobContext } from "../../../../support/demo-client";
import { germanIban } from "../../../../support/demo-data";
import { columnValues } from "../../../../support/sheets";
import { withDemoService } from "../../../../support/with-demo-service";

let demoService: DemoServer;
let client: FxDeskClient;

withDemoService((demo) => ({ demoService, client } = demo));

const paymentsOnService = () => Object.keys(demoService.state.data.payments).length;
const conversionsOnService = () => Object.keys(demoService.state.data.conversions).length;

let serial = 1000;
function paymentRow(amount: string | number, overrides: { iban?: string; reference?: string } = {}) {
  serial += 1;
  return [`Payee ${serial}`, "EUR", amount, overrides.reference ?? `INV-${serial}`, "Invoice", overrides.iban ?? germanIban(serial), `Payee ${serial} GmbH`];
}

function setup(workbook: MemoryWorkbook, kind: "payment" | "conversion", options: { store?: MappingStore; log?: ActivityLog } = {}) {
  const log = options.log ?? createActivityLog();
  const controller = new BookingController({
    kind,
    context: () => jobContext(client, workbook),
    store: options.store ?? memoryMappingStore(),
    log,
    templateSheet: kind === "payment" ? "Payments" : "Conversions",
    progressIntervalMs: 0,
  });
  return { controller, log };
}

function stateOf(controller: BookingController): BookingState {
  return controller.getState();
}

describe("booking payments from selected rows", () => {
  it("checks without sending anything, flags invalid rows beside them, and books only after a confirmation", async () => {
    const workbook = new MemoryWorkbook();
    const rows = [paymentRow("100.50"), paymentRow("10.001"), paymentRow(20, { iban: "DE00370400440532013000" }), paymentRow(30)];
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], ...rows]);
    workbook.select("Pay", "2:5");
    const { controller, log } = setup(workbook, "payment");
    const before = paymentsOnService();

    await controller.check("selection");
    const { job, problem } = stateOf(controller);
    expect(problem).toBeUndefined();
    expect(job?.kind).toBe("payment");
    if (job?.kind !== "payment") throw new Error("no payment job");
    expect(rowStatuses(job, {}).map((status) => [status.sheetRow, status.label])).toEqual([
      [2, "Valid"],
      [3, "Invalid"],
      [4, "Invalid"],
      [5, "Valid"],
    ]);
    expect(job.preview.needs.map((need) => [need.currency, need.rows, need.total.toFixed(2)])).toEqual([["EUR", 2, "130.50"]]);
    // The messages are on the sheet before anything is confirmed, and nothing reached the service.
    const messages = await columnValues(workbook, "Pay", "FX message");
    expect(messages[1]).toMatch(/EUR allows at most 2 decimals/);
    expect(messages[2]).toMatch(/IBAN/);
    expect(messages[0]).toBeNull();
    expect(paymentsOnService()).toBe(before);
    expect(log.entries()[0]?.message).toBe("Checked 4 payment rows on Pay: 2 ready, 2 invalid");

    const confirmation = controller.confirm({});
    expect(confirmation).toMatchObject({ rowsToSend: 2, invalidRows: 2, bookedBefore: 0 });
    expect(confirmation.totals.map((total) => [total.currency, total.amount.toFixed(2), total.rows])).toEqual([["EUR", "130.50", 2]]);
    await controller.run(confirmation);

    const after = stateOf(controller);
    expect(after.running).toBeUndefined();
    expect(after.job).toBeUndefined();
    expect(after.outcome?.result).toMatchObject({ booked: 2, failed: 0, cancelled: false });
    expect(paymentsOnService()).toBe(before + 2);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", "Invalid", "Invalid", "Booked"]);
    expect(log.entries()[0]?.message).toBe("Finished on Pay: booked 2 payments, 2 left out (invalid or held). Results are beside each row.");

    // A second check of the same rows has nothing left to book.
    await controller.check("selection");
    const again = controller.confirm({});
    expect(again).toMatchObject({ rowsToSend: 0, bookedBefore: 2, invalidRows: 2 });
    expect(paymentsOnService()).toBe(before + 2);
  });

  it("refuses a confirmation it did not issue for the current check", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], paymentRow(5)]);
    workbook.select("Pay", "2:2");
    const { controller, log } = setup(workbook, "payment");
    const before = paymentsOnService();
    await controller.check("selection");
    const stale = controller.confirm({});
    await controller.check("selection");
    await controller.run(stale);
    expect(stateOf(controller).problem?.message).toMatch(/not issued for this job/);
    expect(log.entries()[0]?.level).toBe("error");
    expect(paymentsOnService()).toBe(before);
  });

  it("holds duplicates back unless they are confirmed", async () => {
    const workbook = new MemoryWorkbook();
    const twin = paymentRow(7, { reference: "TWIN" });
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], twin, twin]);
    workbook.select("Pay", "2:3");
    const { controller } = setup(workbook, "payment");
    await controller.check("selection");
    const job = stateOf(controller).job;
    if (job === undefined) throw new Error("no job");
    expect(rowStatuses(job, {}).map((status) => status.label)).toEqual(["Held: possible duplicate", "Held: possible duplicate"]);
    expect(controller.confirm({})).toMatchObject({ rowsToSend: 0, heldRows: 2 });
    expect(controller.confirm({ acceptDuplicates: true })).toMatchObject({ rowsToSend: 2, heldRows: 0 });
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Needs confirmation", "Needs confirmation"]);
  });

  it("shows a copied row as held until the copies are confirmed, and a booked row that changed as differing", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], paymentRow(3, { reference: "FIRST" }), paymentRow(4, { reference: "SECOND" })]);
    workbook.select("Pay", "2:3");
    const { controller, log } = setup(workbook, "payment");
    await controller.check("selection");
    await controller.run(controller.confirm({}));
    // Row 2 copied whole (its FX columns too) to row 4 as the start of a new payment; row 3's amount changed.
    const block = await workbook.readTable("Pay");
    workbook.setValues("Pay", "A4", [block.rows[0]?.values.map((value) => value ?? "") ?? []]);
    workbook.setValues("Pay", "C4", [[9.5, "COPIED"]]);
    workbook.setValues("Pay", "C3", [[44]]);
    workbook.select("Pay", "2:4");

    await controller.check("selection");
    const job = stateOf(controller).job;
    if (job === undefined) throw new Error("no job");
    expect(rowStatuses(job, {}).map((status) => [status.sheetRow, status.label])).toEqual([
      [2, "Booked before"],
      [3, "Booked, row differs"],
      [4, "Held: copied row"],
    ]);
    expect(rowStatuses(job, {})[1]?.detail).toContain("Amount: 4.00 → 44.00 EUR");
    expect(rowStatuses(job, { acceptCopies: true })[2]).toMatchObject({ label: "Valid", detail: expect.stringContaining("a copy of another row, booked as new") });
    expect(controller.confirm({})).toMatchObject({ rowsToSend: 0, copyRows: 1, bookedBefore: 2 });
    const accepted = controller.confirm({ acceptCopies: true });
    expect(accepted).toMatchObject({ rowsToSend: 1, copyRows: 1, acceptCopies: true });
    const before = paymentsOnService();
    await controller.run(accepted);
    expect(paymentsOnService()).toBe(before + 1);
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", "Booked, row differs", "Booked"]);
    expect(log.entries().some((entry) => entry.message.includes("booked 1 payment"))).toBe(true);
  });

  it("cancels after the requests in flight; a later run books the rest, none twice", async () => {
    const workbook = new MemoryWorkbook();
    const rows = Array.from({ length: 30 }, (_, index) => paymentRow(index + 1));
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], ...rows]);
    workbook.select("Pay", "2:31");
    const { controller } = setup(workbook, "payment");
    const before = paymentsOnService();
    await controller.check("selection");
    const progressSeen: number[] = [];
    const unsubscribe = controller.subscribe(() => {
      const progress = stateOf(controller).running?.progress;
      if (progress === undefined) return;
      progressSeen.push(progress.done);
      if (progress.done >= 3) controller.cancel();
    });
    await controller.run(controller.confirm({}));
    unsubscribe();

    const outcome = stateOf(controller).outcome?.result;
    expect(outcome?.cancelled).toBe(true);
    expect(outcome?.notSent).toBeGreaterThan(0);
    expect((outcome?.booked ?? 0) + (outcome?.notSent ?? 0)).toBe(30);
    expect(paymentsOnService()).toBe(before + (outcome?.booked ?? 0));
    expect(progressSeen.length).toBeGreaterThan(0);

    await controller.check("selection");
    await controller.run(controller.confirm({}));
    expect(stateOf(controller).outcome?.result.cancelled).toBe(false);
    expect(paymentsOnService()).toBe(before + 30);
    expect(new Set(await columnValues(workbook, "Pay", "FX result"))).toEqual(new Set(["Booked"]));
  });
});

describe("column mapping, templates and statuses", () => {
  it("asks for a missing column, and remembers a correction for the sheet", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Orders", "A1", [
      ["Buy currency", "Sell ccy code", "Amount", "Fixed side", "Reason"],
      ["GBP", "EUR", 1000, "buy", "Invoices"],
    ]);
    workbook.select("Orders", "2:2");
    const store = memoryMappingStore();
    const { controller } = setup(workbook, "conversion", { store });
    await controller.check("selection");
    expect(stateOf(controller).problem?.message).toMatch(/map a column for: Sell currency/);
    expect(stateOf(controller).job).toBeUndefined();

    await controller.remap("sell_currency", "Sell ccy code");
    expect(stateOf(controller).sheet?.mapping.missing).toEqual([]);
    await expect(store.load("Orders", "conversion")).resolves.toMatchObject({ sell_currency: "Sell ccy code", buy_currency: "Buy currency" });

    // A controller created later (another session) reads the sheet with the remembered mapping.
    const later = setup(workbook, "conversion", { store }).controller;
    const before = conversionsOnService();
    await later.check("selection");
    const job = stateOf(later).job;
    if (job?.kind !== "conversion") throw new Error("no conversion job");
    expect(job.preview.quotes).toHaveLength(1);
    expect(job.preview.quotes[0]).toMatchObject({ buyCurrency: "GBP", sellCurrency: "EUR" });
    expect(job.preview.quotes[0]?.buyAmount.toFixed(2)).toBe("1000.00");
    await later.run(later.confirm({}));
    expect(conversionsOnService()).toBe(before + 1);
    expect(await columnValues(workbook, "Orders", "FX result")).toEqual(["Booked"]);
  });

  it("inserts a template beside, never over, a sheet that holds rows", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Payments", "A1", [["Mine"], ["keep me"]]);
    const { controller, log } = setup(workbook, "payment");
    await controller.insertTemplate();
    expect((await workbook.readTable("Payments")).rows[0]?.values).toEqual(["keep me"]);
    const template = await workbook.readTable("Payments 2");
    expect(template.headers.slice(0, 5)).toEqual(["Beneficiary", "Currency", "Amount", "Reference", "Reason"]);
    expect(log.entries()[0]?.message).toBe("Inserted a payment template on sheet Payments 2; what each column takes is on sheet Allowed values (payments)");
    // The new sheet is the active one, on its example row.
    expect(workbook.model.activeCell()).toEqual({ sheet: "Payments 2", ref: { row: 1, column: 0 } });
  });

  it("refreshes the status of the booked rows of the whole active sheet", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], paymentRow(11), paymentRow(12)]);
    workbook.select("Pay", "2:3");
    const { controller, log } = setup(workbook, "payment");
    await controller.check("selection");
    await controller.run(controller.confirm({}));
    workbook.select("Pay", "H9");
    await controller.refresh("sheet");
    expect(stateOf(controller).problem).toBeUndefined();
    expect(log.entries()[0]?.message).toMatch(/^Refreshed 2 statuses in Pay: \d changed$/);
    expect((await columnValues(workbook, "Pay", "FX status")).every((status) => typeof status === "string" && status !== "")).toBe(true);
  });
});

describe("saying which selected rows were left out", () => {
  it("check and refresh name the rows of another table and the hidden rows, and refresh counts the rows not booked", async () => {
    const workbook = new MemoryWorkbook();
    const columns = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"].map((header) => ({ header }));
    await workbook.createTable({ sheet: "Pay", name: "Pay_1", columns, rows: [paymentRow(40), paymentRow(41), paymentRow("10.001")] });
    await workbook.createTable({ sheet: "Pay", name: "Pay_2", topLeft: "A7", columns, rows: [paymentRow(43)] });
    workbook.hideRows("Pay", "3:3");
    workbook.select("Pay", "2:8");
    const { controller, log } = setup(workbook, "payment");
    const leftOut =
      "2 selected rows were not read: rows 7–8 are in another table, Pay_2 (A7:G8), with its own header line — select that table's rows on their own. " +
      "1 hidden row was skipped (row 3): rows filtered out or hidden are left alone.";

    await controller.check("selection");
    expect(log.entries()[0]?.message).toBe(`Checked 2 payment rows on Pay: 1 ready, 1 invalid. ${leftOut}`);
    expect(stateOf(controller).sheet?.hiddenRows).toEqual([2]);

    await controller.run(controller.confirm({}));
    expect(await columnValues(workbook, "Pay", "FX result")).toEqual(["Booked", null, "Invalid", null, null, null, null]);
    await controller.refresh("selection");
    const refreshed = log.entries()[0]?.message ?? "";
    expect(refreshed).toMatch(/^Refreshed 1 status in the selection: \d changed; 1 row is not booked yet\. /);
    expect(refreshed.endsWith(leftOut)).toBe(true);
  });

  it("says why there is nothing to check when every selected row was left out", async () => {
    const workbook = new MemoryWorkbook();
    const columns = ["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"].map((header) => ({ header }));
    await workbook.createTable({ sheet: "Pay", name: "Pay_1", columns, rows: [paymentRow(50)] });
    workbook.hideRows("Pay", "2:2");
    workbook.select("Pay", "2:2");
    const { controller } = setup(workbook, "payment");

    await controller.check("selection");

    expect(stateOf(controller).problem?.message).toBe("No rows to check. 1 hidden row was skipped (row 2): rows filtered out or hidden are left alone.");
  });
});

describe("covering a shortfall", () => {
  it("books the funding conversion first when asked, links the payment to it, and logs it", async () => {
    const workbook = new MemoryWorkbook();
    const { amount: eurBalance, account_id: houseAccount } = await client.core.balances.get("EUR");
    // Payments and conversions selling EUR other tests in this file booked for the house account are not settled
    // yet: they are spoken for, so they count against the balance (whichever order the tests run in).
    const unsettled = Object.values(demoService.state.data.payments)
      .filter((stored) => stored.accountId === houseAccount)
      .map((stored) => stored.wire)
      .filter((payment) => payment.currency === "EUR" && payment.conversion_id === null && UNSETTLED_PAYMENT_STATUSES.some((status) => status === payment.status))
      .reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
    const converting = Object.values(demoService.state.data.conversions)
      .filter((conversion) => conversion.account_id === houseAccount && conversion.sell_currency === "EUR" && conversion.status === UNSETTLED_CONVERSION_STATUS)
      .reduce((sum, conversion) => sum.plus(conversion.client_sell_amount), new Decimal(0));
    const amount = eurBalance.minus(unsettled).minus(converting).plus(1000).toFixed(2);
    workbook.setValues("Big", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], paymentRow(amount)]);
    workbook.select("Big", "2:2");
    const { controller, log } = setup(workbook, "payment");
    await controller.check("selection");
    const job = stateOf(controller).job;
    if (job?.kind !== "payment") throw new Error("no payment job");
    expect(job.preview.needs.map((need) => [need.currency, need.committed.toFixed(2), need.converting.toFixed(2), need.shortfall.toFixed(2)])).toEqual([["EUR", unsettled.toFixed(2), converting.toFixed(2), "1000.00"]]);
    expect(() => controller.confirm({ fund: [{ currency: "GBP", sellCurrency: "USD" }] })).toThrow(/GBP needs no funding/);

    const conversionsBefore = conversionsOnService();
    // A payment job's confirmation and outcome carry the payment kind's terms: its funding conversions.
    const confirmation = controller.confirm({ fund: [{ currency: "EUR", sellCurrency: "GBP" }] }) as KindConfirmation<"payment">;
    // The one row does not fit the balance: the conversion buys all of it (a payment is paid from one source), not just the 1,000 short.
    expect(confirmation.funding.map((funding) => [funding.buyCurrency, funding.sellCurrency, funding.amount.toFixed(2), funding.rows])).toEqual([["EUR", "GBP", amount, [1]]]);
    await controller.run(confirmation);

    const outcome = stateOf(controller).outcome?.result as (JobOutcome & PaymentTerms["made"]) | undefined;
    expect(outcome?.booked).toBe(1);
    expect(outcome?.funding).toHaveLength(1);
    expect(conversionsOnService()).toBe(conversionsBefore + 1);
    const fundingReference = outcome?.funding[0]?.shortReference;
    expect(fundingReference).toMatch(/^\d{8}-[A-Z]{6}$/);
    expect(await columnValues(workbook, "Big", "FX funding conversion")).toEqual([fundingReference]);
    expect(log.entries().some((entry) => entry.message.startsWith(`Booked funding conversion ${fundingReference}: buy ${amountText(new Decimal(amount), "EUR")} EUR with GBP`))).toBe(true);
  });
});

describe("acting-as chosen in the shell", () => {
  it("is the default account of rows without their own acting-as column, read when the check starts", async () => {
    const account = await client.core.accounts.create({
      account_name: `Booking Client ${randomUUID().slice(0, 8)}`,
      legal_entity_type: "company",
      street: "1 Test Street",
      city: "London",
      country: "GB",
      postal_code: "EC1A 1AA",
    });
    const contact = await client.core.contacts.create({
      account_id: account.id,
      first_name: "Sam",
      last_name: "Sub",
      email_address: `sam.${randomUUID().slice(0, 8)}@example.com`,
      phone_number: "+44 20 0000 0000",
    });
    await client.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: account.short_reference, amount: "500.00", currency: "EUR" });

    const workbook = new MemoryWorkbook();
    workbook.setValues("Sub", "A1", [["Beneficiary", "Currency", "Amount", "Reference", "Reason", "IBAN", "Account holder"], paymentRow(40)]);
    workbook.select("Sub", "2:2");
    const session = { client } as unknown as SignedInSession;
    const host = { workbook } as unknown as TaskpaneHost;
    const controller = new BookingController({ kind: "payment", context: () => bookingContext({ session, host }), store: memoryMappingStore(), log: createActivityLog(), templateSheet: "Payments" });

    expect(getActingAs()).toBeUndefined();
    setActingAs(contact.id);
    try {
      await controller.check("selection");
      const job = stateOf(controller).job;
      if (job?.kind !== "payment") throw new Error("no payment job");
      // The sub-account's own EUR balance is what the row is measured against.
      expect(job.preview.needs.map((need) => [need.actingAs, need.balance.toFixed(2)])).toEqual([[contact.id, "500.00"]]);
      await controller.run(controller.confirm({}));
    } finally {
      setActingAs(undefined);
    }
    const [id] = await columnValues(workbook, "Sub", "FX id");
    const [key] = await columnValues(workbook, "Sub", "FX key");
    expect(typeof id).toBe("string");
    const inSubAccount = await client.core.payments.find({ unique_request_id: String(key) }, { onBehalfOf: contact.id });
    expect(inSubAccount.payments.map((payment) => payment.id)).toEqual([id]);
    const inHouseAccount = await client.core.payments.find({ unique_request_id: String(key) });
    expect(inHouseAccount.payments).toEqual([]);
  });
});
