import { describe, expect, it } from "@jest/globals";
import { parsePaymentOrder } from "../../../../src/domain/orders";
import type { JobContext } from "../../../../src/jobs/engine/booking-api";
import { insertTemplate, readOrders, templateHeaders } from "../../../../src/jobs/kind-jobs";
import { memoryMappingStore } from "../../../../src/jobs/engine/mapping-store";
import { resultColumns } from "../../../../src/jobs/engine/result-columns";
import { planRows } from "../../../../src/jobs/engine/row-plan";
import { MemoryWorkbook } from "../../../../src/workbook/memory-workbook";
import { paymentKind } from "../../../../src/jobs/kinds/payment";

const BENEFICIARY = "0b6f5a6c-2a1e-4c53-9f0e-6b3c2f1d7a90";
const PAYMENT_COLUMNS = ["Beneficiary", "Currency", "Amount", "Reference", "Reason"].map((header) => ({ header }));

function context(workbook: MemoryWorkbook): JobContext {
  // Reading and planning never call the service.
  return { api: undefined as unknown as JobContext["api"], workbook, signedInLogin: () => undefined };
}

describe("reading orders from a sheet", () => {
  it("reads the job's own columns, and the kind's own among them, even when they sit beside a table, outside it", async () => {
    const workbook = new MemoryWorkbook();
    const { sheet } = await insertTemplate(workbook, paymentKind);
    const headers = templateHeaders(paymentKind);
    const row = (values: Record<string, string>) => headers.map((header) => values[header] ?? "");
    workbook.setValues(sheet, "A2", [row({ Beneficiary: BENEFICIARY, Currency: "EUR", Amount: "10", Reference: "A", Reason: "x" })]);
    // An earlier run booked it: its columns are to the right of the table.
    const earlier: Record<string, string> = { "FX key": "fxd-key-1", "FX result": "Booked", "FX id": "pay-1", "FX status": "ready_to_send", "FX funding conversion": "20260105-ABCDEF" };
    await workbook.writeColumns(sheet, 0, resultColumns(paymentKind), [{ row: 1, values: resultColumns(paymentKind).map((column) => earlier[column.header] ?? null) }]);
    workbook.select(sheet, "A2:C2");

    const orders = await readOrders(context(workbook), paymentKind);
    expect(orders.headers).toEqual(headers);
    expect(orders.mapping.missing).toEqual([]);
    expect(orders.rows.map((entry) => entry.previous)).toEqual([
      { key: "fxd-key-1", recordedActingAs: { contactId: undefined }, result: "Booked", id: "pay-1", own: new Map([["FX funding conversion", "20260105-ABCDEF"]]), status: "ready_to_send" },
    ]);
  });

  it("uses a corrected mapping, and the one remembered for the sheet next time", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Odd", "A1", [["Who", "How much", "Currency", "Our ref", "Why"], [BENEFICIARY, "5", "EUR", "R1", "Rent"]]);
    workbook.select("Odd", "A2:E2");
    const store = memoryMappingStore();

    const guessed = await readOrders(context(workbook), paymentKind, { store });
    expect(guessed.mapping.missing).toEqual(["Amount", "Reference", "Reason", expect.stringContaining("beneficiary")]);

    const corrected = await readOrders(context(workbook), paymentKind, { store, corrections: { beneficiary: "Who", amount: "How much", reference: "Our ref", reason: "Why" } });
    expect(corrected.mapping.missing).toEqual([]);
    await store.save(corrected.sheet, "payment", corrected.mapping.headers);

    const remembered = await readOrders(context(workbook), paymentKind, { store });
    expect(remembered.mapping.headers).toEqual(corrected.mapping.headers);
    expect(parsePaymentOrder(remembered.rows[0]!.cells).ok).toBe(true);
    expect(await store.load("Odd", "conversion")).toBeUndefined();
  });

  it("never sends a booked row again, even when its cells were edited into nonsense since; a copied key makes a copy", async () => {
    const workbook = new MemoryWorkbook();
    workbook.setValues("Pay", "A1", [
      ["Beneficiary", "Amount", "Currency", "Reference", "Reason", "FX key", "FX result", "FX id"],
      [BENEFICIARY, "-1", "EUR", "R1", "Rent", "fxd-a", "Booked", "pay-1"],
      [BENEFICIARY, "5", "EUR", "R2", "Rent", "fxd-b", "Failed", ""],
      [BENEFICIARY, "6", "EUR", "R3", "Rent", "fxd-c", "Sending", ""],
      [BENEFICIARY, "7", "EUR", "R4", "Rent", "fxd-c", "", ""],
      ["", "", "", "", "", "", "", ""],
    ]);
    workbook.select("Pay", "A2:H6");
    const orders = await readOrders(context(workbook), paymentKind);
    const plans = planRows(orders, (row) => parsePaymentOrder(row.cells));
    expect(plans.map((plan) => [plan.row, plan.state, plan.state === "ready" ? [plan.existingKey, plan.recover, plan.copyOf?.message] : plan.state === "invalid" ? plan.message : null])).toEqual([
      [1, "booked", null],
      [2, "ready", ["fxd-b", false, undefined]],
      [3, "ready", ["fxd-c", true, undefined]],
      // No record of what was sent: the first row carrying the key holds it; the later one is a copy, sent only as new.
      [4, "ready", [undefined, false, expect.stringContaining("carries the FX key of row 4, so it is a copy")]],
    ]);
  });

  it("carries what the selection's read left out (rows of another table, hidden rows); a whole sheet leaves nothing out", async () => {
    const workbook = new MemoryWorkbook();
    await workbook.createTable({ sheet: "Pay", name: "Pay_1", columns: PAYMENT_COLUMNS, rows: [[BENEFICIARY, "EUR", 10, "R1", "Rent"], [BENEFICIARY, "EUR", 11, "R2", "Rent"]] });
    await workbook.createTable({ sheet: "Pay", name: "Pay_2", topLeft: "A5", columns: PAYMENT_COLUMNS, rows: [[BENEFICIARY, "EUR", 12, "R3", "Rent"]] });
    workbook.hideRows("Pay", "3:3");
    workbook.select("Pay", "2:6");

    const selected = await readOrders(context(workbook), paymentKind);
    expect(selected.rows.map((row) => row.row)).toEqual([1, 3]);
    expect(selected.hiddenRows).toEqual([2]);
    expect(selected.notRead).toEqual([{ rows: [4, 5], reason: "in-another-table", table: { name: "Pay_2", address: "A5:E6" } }]);

    const wholeSheet = await readOrders(context(workbook), paymentKind, { source: { from: "table", sheet: "Pay" } });
    expect([wholeSheet.notRead, wholeSheet.hiddenRows]).toEqual([[], []]);
  });
});
