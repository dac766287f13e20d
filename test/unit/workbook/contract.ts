/**
 * The workbook port contract: the same behaviour asked of every adapter. Each adapter's test file runs it with a
 * harness whose `model` is the document the adapter works on, so the suite can arrange cells and check what landed.
 */
import { beforeEach, describe, expect, it } from "@jest/globals";
import { parseCellAddress } from "../../../src/workbook/address";
import type { WorkbookPort } from "../../../src/workbook/port";
import type { WorkbookModel } from "../../../src/workbook/workbook-model";
import { InvalidInputError } from "../../../src/domain/invalid-input";
import { WorkbookError } from "../../../src/workbook/workbook-error";

export interface ContractHarness {
  model: WorkbookModel;
  workbook: WorkbookPort;
}

const PAYMENT_HEADERS = ["Beneficiary", "Amount", "Currency", "Reference"];

export function runWorkbookContract(adapter: string, createHarness: () => ContractHarness): void {
  describe(`${adapter}: workbook port contract`, () => {
    let model: WorkbookModel;
    let workbook: WorkbookPort;
    const cell = (sheet: string, address: string) => model.cell(sheet, parseCellAddress(address));
    const value = (sheet: string, address: string) => model.value(sheet, parseCellAddress(address));

    beforeEach(() => {
      ({ model, workbook } = createHarness());
      model.setValues("Payments", { row: 0, column: 0 }, [
        PAYMENT_HEADERS,
        ["Acme Ltd", 1200.5, "GBP", "INV-1"],
        ["Globex", 300, "EUR", "INV-2"],
        ["Initech", 75.25, '="US"&"D"', "INV-3"],
        ["Umbrella", 10, "USD", "INV-4"],
        ["Hooli", 99, "JPY", "INV-5"],
      ]);
      model.setFormulaResult("Payments", parseCellAddress("C4"), "USD");
    });

    describe("readSelection", () => {
      it("returns the selected rows across the region's columns with the used range's header line", async () => {
        model.select("Payments", { row: 2, column: 1, rowCount: 2, columnCount: 1 });

        const block = await workbook.readSelection();

        expect(block).toEqual({
          sheet: "Payments",
          address: "Payments!B3:B4",
          headers: PAYMENT_HEADERS,
          headerRow: 0,
          firstColumn: 0,
          rows: [
            { row: 2, values: ["Globex", 300, "EUR", "INV-2"], formulas: [null, null, null, null] },
            { row: 3, values: ["Initech", 75.25, "USD", "INV-3"], formulas: [null, null, '="US"&"D"', null] },
          ],
          table: undefined,
          notRead: [],
          hiddenRows: [],
        });
      });

      it("never returns the header row as data, and stops at the end of the data", async () => {
        model.select("Payments", { row: 0, column: 0, rowCount: 40, columnCount: 2 });

        const block = await workbook.readSelection();

        expect(block.rows.map((row) => row.row)).toEqual([1, 2, 3, 4, 5]);
      });

      it("uses the header row of a table the selection is in, not the sheet's first row", async () => {
        model.setValues("Orders", { row: 0, column: 0 }, [["March payment run"]]);
        await workbook.createTable({
          sheet: "Orders",
          name: "OrdersTable",
          topLeft: "B3",
          columns: [{ header: "Buy" }, { header: "Sell" }, { header: "Amount" }],
          rows: [
            ["EUR", "GBP", 100],
            ["USD", "EUR", 250],
          ],
        });
        model.select("Orders", { row: 4, column: 3, rowCount: 1, columnCount: 1 });

        const block = await workbook.readSelection();

        expect(block.headers).toEqual(["Buy", "Sell", "Amount"]);
        expect(block.headerRow).toBe(2);
        expect(block.firstColumn).toBe(1);
        expect(block.rows).toEqual([{ row: 4, values: ["USD", "EUR", 250], formulas: [null, null, null] }]);
      });

      it("returns no headers and no rows on an empty sheet", async () => {
        model.addSheet("Empty");
        model.select("Empty", { row: 3, column: 0, rowCount: 2, columnCount: 1 });

        const block = await workbook.readSelection();

        expect(block).toMatchObject({ sheet: "Empty", headers: [], rows: [] });
      });
    });

    describe("readSelection around tables", () => {
      const ROUTING = ["Beneficiary", "Amount", "Routing code"];
      /** A Payments_1 table on "Pay" at A1:C3: a header line and two rows, the routing code column formatted as text. */
      async function paymentsTable(): Promise<void> {
        await workbook.createTable({
          sheet: "Pay",
          name: "Payments_1",
          columns: [{ header: "Beneficiary", format: "@" }, { header: "Amount", format: "#,##0.00" }, { header: "Routing code", format: "@" }],
          rows: [
            ["Acme", 10, "021000021"],
            ["Globex", 20, "011000015"],
          ],
        });
      }
      /** Cells written the way the add-in writes (no AutoExpansion): rows Excel left outside the table. */
      const writeOutsideTable = (sheet: string, topLeft: string, rows: (string | number)[][]) => {
        const origin = parseCellAddress(topLeft);
        rows.forEach((values, rowOffset) => values.forEach((input, column) => model.enterValue(sheet, { row: origin.row + rowOffset, column: origin.column + column }, input)));
      };
      const rowsRead = (block: { rows: { row: number; values: unknown[] }[] }) => block.rows.map((row) => [row.row, ...row.values]);

      it("reads a row typed right under a table as one of its rows, its routing code kept as typed text", async () => {
        await paymentsTable();
        model.setValues("Pay", parseCellAddress("A4"), [["Initech", "30", "026009593"]]);
        model.select("Pay", { row: 1, column: 0, rowCount: 3, columnCount: 3 });

        const block = await workbook.readSelection();

        expect(block).toMatchObject({ headers: ROUTING, headerRow: 0, table: { name: "Payments_1", address: "A1:C4" }, notRead: [], hiddenRows: [] });
        expect(rowsRead(block)).toEqual([
          [1, "Acme", 10, "021000021"],
          [2, "Globex", 20, "011000015"],
          [3, "Initech", 30, "026009593"],
        ]);
        expect(cell("Pay", "C4")?.numberFormat).toBe("@");
      });

      it("reads the rows under a table's end, next to it or further down, against its header line", async () => {
        await paymentsTable();
        // Outside the table the cells keep Excel's General format: the apostrophe keeps the codes text.
        writeOutsideTable("Pay", "A4", [["Initech", 30, "'026009593"]]);
        writeOutsideTable("Pay", "A7", [["Umbrella", 40, "'121000358"]]);
        model.select("Pay", { row: 2, column: 0, rowCount: 6, columnCount: 16_384 });

        const block = await workbook.readSelection();

        expect(block.table).toEqual({ name: "Payments_1", address: "A1:C3" });
        expect(rowsRead(block)).toEqual([
          [2, "Globex", 20, "011000015"],
          [3, "Initech", 30, "026009593"],
          [4, null, null, null],
          [5, null, null, null],
          [6, "Umbrella", 40, "121000358"],
        ]);
        expect(block.notRead).toEqual([]);
      });

      it("leaves out another table's rows and the rows under it, and says which and why", async () => {
        await paymentsTable();
        await workbook.createTable({ sheet: "Pay", name: "Payments_2", topLeft: "A6", columns: [{ header: "Payee" }, { header: "Sum" }], rows: [["Hooli", 50], ["Wayne", 60]] });
        writeOutsideTable("Pay", "A10", [["Stark", 70]]);
        model.select("Pay", { row: 1, column: 0, rowCount: 10, columnCount: 2 });

        const block = await workbook.readSelection();

        expect(block.table?.name).toBe("Payments_1");
        expect(block.rows.map((row) => row.row)).toEqual([1, 2, 3, 4]);
        expect(block.notRead).toEqual([
          { rows: [5, 6, 7], reason: "in-another-table", table: { name: "Payments_2", address: "A6:B8" } },
          { rows: [8, 9], reason: "under-another-table", table: { name: "Payments_2", address: "A6:B8" } },
        ]);
      });

      it("reads against the topmost table a selection of several areas overlaps, whichever area comes first", async () => {
        await paymentsTable();
        await workbook.createTable({ sheet: "Pay", name: "Payments_2", topLeft: "A6", columns: [{ header: "Payee" }], rows: [["Hooli"]] });
        model.select("Pay", { row: 6, column: 0, rowCount: 1, columnCount: 1 }, { row: 2, column: 0, rowCount: 1, columnCount: 1 });

        const block = await workbook.readSelection();

        expect(block.headers).toEqual(ROUTING);
        expect(block.rows.map((row) => row.row)).toEqual([2]);
        expect(block.notRead).toEqual([{ rows: [6], reason: "in-another-table", table: { name: "Payments_2", address: "A6:A7" } }]);
      });

      it("reads a row beside another table (no column in common) and leaves out the rows above the header line", async () => {
        model.setValues("Pay", parseCellAddress("A1"), [["March payment run"]]);
        await workbook.createTable({ sheet: "Pay", name: "Payments_1", topLeft: "A3", columns: [{ header: "Beneficiary" }, { header: "Amount" }], rows: [["Acme", 10]] });
        await workbook.createTable({ sheet: "Pay", name: "Rates", topLeft: "E5", columns: [{ header: "Pair" }], rows: [["EURGBP"]] });
        writeOutsideTable("Pay", "A5", [["Globex", 20]]);
        model.select("Pay", { row: 0, column: 0, rowCount: 6, columnCount: 16_384 });

        const block = await workbook.readSelection();

        expect(rowsRead(block)).toEqual([
          [3, "Acme", 10],
          [4, "Globex", 20],
          [5, null, null],
        ]);
        expect(block.notRead).toEqual([{ rows: [0, 1], reason: "above-header", table: { name: "Payments_1", address: "A3:B4" } }]);
      });

      it("never reads a hidden (filtered-out) row, and says which rows were skipped", async () => {
        await paymentsTable();
        model.setValues("Pay", parseCellAddress("A4"), [["Initech", 30, "026009593"], ["Umbrella", 40, "121000358"]]);
        model.setRowsHidden("Pay", 2, 1, true);
        model.setRowsHidden("Pay", 4, 1, true);
        model.select("Pay", { row: 1, column: 0, rowCount: 4, columnCount: 3 });

        const block = await workbook.readSelection();

        expect(block.rows.map((row) => row.values[0])).toEqual(["Acme", "Initech"]);
        expect(block.hiddenRows).toEqual([2, 4]);
      });

      it("skips hidden rows of a sheet without a table too", async () => {
        model.setRowsHidden("Payments", 2, 2, true);
        model.select("Payments", { row: 1, column: 0, rowCount: 5, columnCount: 4 });

        const block = await workbook.readSelection();

        expect(block.rows.map((row) => row.values[0])).toEqual(["Acme Ltd", "Umbrella", "Hooli"]);
        expect(block).toMatchObject({ table: undefined, notRead: [], hiddenRows: [2, 3] });
      });

      it("reads a whole-column selection only down to the last table or used row", async () => {
        await paymentsTable();
        model.select("Pay", { row: 0, column: 0, rowCount: 1_048_576, columnCount: 1 });

        const block = await workbook.readSelection();

        expect(block.rows.map((row) => row.row)).toEqual([1, 2]);
        expect(block.notRead).toEqual([]);
      });
    });

    describe("readTable", () => {
      it("reads the used range when no table or range is named", async () => {
        const block = await workbook.readTable("Payments");

        expect(block.address).toBe("Payments!A1:D6");
        expect(block.headers).toEqual(PAYMENT_HEADERS);
        expect(block.rows).toHaveLength(5);
        expect(block.rows[4]).toEqual({ row: 5, values: ["Hooli", 99, "JPY", "INV-5"], formulas: [null, null, null, null] });
      });

      it("reads an A1 range with its first row as headers", async () => {
        const block = await workbook.readTable("Payments", "B1:C3");

        expect(block.headers).toEqual(["Amount", "Currency"]);
        expect(block.firstColumn).toBe(1);
        expect(block.rows.map((row) => row.values)).toEqual([
          [1200.5, "GBP"],
          [300, "EUR"],
        ]);
      });

      it("reads a table by name", async () => {
        await workbook.createTable({
          sheet: "Rates",
          name: "RatesTable",
          topLeft: "C2",
          columns: [{ header: "Pair" }, { header: "Mid" }],
          rows: [["EURGBP", 0.85]],
        });

        const block = await workbook.readTable("Rates", "RatesTable");

        expect(block).toMatchObject({ address: "Rates!C2:D3", headers: ["Pair", "Mid"], headerRow: 1, firstColumn: 2 });
        expect(block.rows).toEqual([{ row: 2, values: ["EURGBP", 0.85], formulas: [null, null] }]);
      });

      it("rejects a table that does not exist", async () => {
        await expect(workbook.readTable("Payments", "NoSuchTable")).rejects.toThrow();
      });
    });

    describe("readValues", () => {
      it("reads several rectangles in one call, values only, blanks as null", async () => {
        const [headerLine, body] = await workbook.readValues("Payments", [
          { row: 0, column: 1, rowCount: 1, columnCount: 2 },
          { row: 3, column: 0, rowCount: 2, columnCount: 5 },
        ]);
        expect(headerLine).toEqual([["Amount", "Currency"]]);
        expect(body).toEqual([
          ["Initech", 75.25, "USD", "INV-3", null],
          ["Umbrella", 10, "USD", "INV-4", null],
        ]);
      });
    });

    describe("readFormulaCells", () => {
      it("finds every formula of every sheet, sheet by sheet and row by row, never text that only looks like one", async () => {
        model.setValues("Rates", { row: 0, column: 0 }, [
          ["Pair", "Rate", "Note"],
          ["EURUSD", '=FX.RATE("EURUSD")', "'=FX.RATE(1)"],
          ["GBPUSD", "=FX.RATE(A3)", "=B3*2"],
        ]);
        model.addSheet("Empty");

        expect(await workbook.readFormulaCells()).toEqual([
          { sheet: "Payments", row: 3, column: 2, formula: '="US"&"D"' },
          { sheet: "Rates", row: 1, column: 1, formula: '=FX.RATE("EURUSD")' },
          { sheet: "Rates", row: 2, column: 1, formula: "=FX.RATE(A3)" },
          { sheet: "Rates", row: 2, column: 2, formula: "=B3*2" },
        ]);
      });

      it("finds nothing in a workbook of constants", async () => {
        model.setValues("Payments", parseCellAddress("C4"), [["USD"]]);

        expect(await workbook.readFormulaCells()).toEqual([]);
      });
    });

    // A person renames or deletes the sheet a long run works on (Office: ItemNotFound, "The requested resource
    // doesn't exist" — Microsoft's "Error handling with the application-specific JavaScript APIs").
    describe("a sheet renamed or deleted since it was read", () => {
      it("is said to be missing, in words naming it, by every read and write, and nothing lands elsewhere", async () => {
        model.renameSheet("Payments", "Paid");
        const attempts = [
          () => workbook.readValues("Payments", [{ row: 1, column: 0, rowCount: 1, columnCount: 1 }]),
          () => workbook.readTable("Payments"),
          () => workbook.writeColumns("Payments", 0, [{ header: "FX result" }], [{ row: 1, values: ["Booked"] }]),
          () => workbook.writeRange("Payments", parseCellAddress("F2"), [["x"]]),
        ];
        for (const attempt of attempts) {
          const refused = await attempt().catch((error: unknown) => error);
          expect(refused).toBeInstanceOf(WorkbookError);
          expect(refused).toMatchObject({ name: "SheetNotFoundError", sheet: "Payments", message: expect.stringContaining("renamed or deleted") });
        }
        expect(value("Paid", "F1")).toBeNull();
        expect(value("Paid", "F2")).toBeNull();

        model.deleteSheet("Paid");
        await expect(workbook.readValues("Paid", [{ row: 0, column: 0, rowCount: 1, columnCount: 1 }])).rejects.toMatchObject({ name: "SheetNotFoundError", sheet: "Paid" });
        // The audit sheet is made again when it is gone: a booking is never left unlogged for want of its sheet.
        await workbook.appendRows("FX Desk audit", ["Key"], [["k-1"]]);
        expect(value("FX Desk audit", "A2")).toBe("k-1");
      });
    });

    describe("writeColumns", () => {
      it("adds missing headers right of the used columns and writes values beside each row", async () => {
        await workbook.writeColumns("Payments", 0, [{ header: "Status" }, { header: "Payment id" }], [
          { row: 1, values: ["booked", "p-1"] },
          { row: 2, values: ["failed", null] },
        ]);

        expect([value("Payments", "E1"), value("Payments", "F1")]).toEqual(["Status", "Payment id"]);
        expect([value("Payments", "E2"), value("Payments", "F2")]).toEqual(["booked", "p-1"]);
        expect([value("Payments", "E3"), value("Payments", "F3")]).toEqual(["failed", null]);
        expect(value("Payments", "E4")).toBeNull();
      });

      it("wraps the text of the data cells of a column asked to wrap, and of no other column nor its header", async () => {
        await workbook.writeColumns("Payments", 0, [{ header: "Status" }, { header: "Message", wrapText: true }], [
          { row: 1, values: ["Rejected", "Rejected by approver@fxdesk.local on Monday 5 January 2026: wrong payee"] },
          { row: 3, values: ["Booked", null] },
        ]);

        expect(value("Payments", "F2")).toBe("Rejected by approver@fxdesk.local on Monday 5 January 2026: wrong payee");
        expect([cell("Payments", "F2")?.wrapText, cell("Payments", "F4")?.wrapText]).toEqual([true, true]);
        expect([cell("Payments", "E2")?.wrapText, cell("Payments", "F1")?.wrapText, cell("Payments", "F3")?.wrapText]).toEqual([undefined, undefined, undefined]);
      });

      it("reuses a column already headed with the name, ignoring case and spaces", async () => {
        model.setValues("Payments", parseCellAddress("F1"), [[" status "]]);

        await workbook.writeColumns("Payments", 0, [{ header: "Status" }, { header: "Rate" }], [{ row: 3, values: ["booked", 1.1734] }]);

        expect(value("Payments", "F4")).toBe("booked");
        expect(value("Payments", "G1")).toBe("Rate");
        expect(value("Payments", "G4")).toBe(1.1734);
        expect(value("Payments", "E1")).toBeNull();
      });

      it("writes separate blocks for rows that are not contiguous and leaves the rows between alone", async () => {
        model.setValues("Payments", parseCellAddress("E1"), [["Status"], [null as never], [null as never], ["keep me"]]);

        await workbook.writeColumns("Payments", 0, [{ header: "Status" }], [
          { row: 5, values: ["done-5"] },
          { row: 1, values: ["done-1"] },
          { row: 2, values: ["done-2"] },
        ]);

        expect([value("Payments", "E2"), value("Payments", "E3"), value("Payments", "E4"), value("Payments", "E6")]).toEqual([
          "done-1",
          "done-2",
          "keep me",
          "done-5",
        ]);
      });

      it("clears a cell given null and keeps numbers and booleans as they are", async () => {
        model.setValues("Payments", parseCellAddress("E1"), [["Note"], ["old note"]]);

        await workbook.writeColumns("Payments", 0, [{ header: "Note" }, { header: "Fee" }, { header: "Urgent" }], [
          { row: 1, values: [null, -12.5, true] },
        ]);

        expect(cell("Payments", "E2")?.value ?? null).toBeNull();
        expect(value("Payments", "F2")).toBe(-12.5);
        expect(value("Payments", "G2")).toBe(true);
      });

      it("applies a column's number format to the written cells", async () => {
        await workbook.writeColumns("Payments", 0, [{ header: "Account", format: "@" }, { header: "Settles" }], [
          { row: 1, values: ["00123", "2025-01-02"] },
        ]);

        expect(cell("Payments", "E2")).toMatchObject({ value: "00123", numberFormat: "@" });
        expect(cell("Payments", "F2")?.numberFormat).toBe("General");
      });

      it("gives each row's cells the format given for that row, else the column's", async () => {
        await workbook.writeColumns("Payments", 0, [{ header: "FX rate", format: "0.000000" }, { header: "FX paid amount" }], [
          { row: 1, values: [0.8612, 1250.5], formats: [null, "#,##0.00"] },
          { row: 2, values: [160.25, 150000], formats: [null, "#,##0"] },
          { row: 4, values: [1.1, 12.345], formats: ["0.00", "#,##0.000"] },
        ]);

        expect(cell("Payments", "E2")).toMatchObject({ value: 0.8612, numberFormat: "0.000000" });
        expect(cell("Payments", "F2")).toMatchObject({ value: 1250.5, numberFormat: "#,##0.00" });
        expect(cell("Payments", "F3")).toMatchObject({ value: 150000, numberFormat: "#,##0" });
        expect(cell("Payments", "E5")).toMatchObject({ value: 1.1, numberFormat: "0.00" });
        expect(cell("Payments", "F5")).toMatchObject({ value: 12.345, numberFormat: "#,##0.000" });
        // Row 4 was not written: its cells keep no format of ours.
        expect(cell("Payments", "F4")?.numberFormat ?? "General").toBe("General");
      });

      it("refuses rows whose width does not match the columns", async () => {
        await expect(workbook.writeColumns("Payments", 0, [{ header: "Status" }], [{ row: 1, values: ["a", "b"] }])).rejects.toBeInstanceOf(
          InvalidInputError,
        );
      });
    });

    describe("writeRange", () => {
      it("writes a rectangle at the given cell with a number format per cell, leaving a null format alone", async () => {
        model.addSheet("Balances");
        model.setValues("Balances", parseCellAddress("A1"), [["note left of the block"]]);

        await workbook.writeRange("Balances", parseCellAddress("C3"), [
          ["Currency", "Amount"],
          ["EUR", 1250.5],
          ["JPY", 150000],
        ], [
          [null, null],
          [null, "#,##0.00"],
          [null, "#,##0"],
        ]);

        expect([value("Balances", "C3"), value("Balances", "D3"), value("Balances", "C4"), value("Balances", "D5")]).toEqual(["Currency", "Amount", "EUR", 150000]);
        expect(cell("Balances", "D4")).toMatchObject({ value: 1250.5, numberFormat: "#,##0.00" });
        expect(cell("Balances", "D5")).toMatchObject({ value: 150000, numberFormat: "#,##0" });
        expect(cell("Balances", "C4")?.numberFormat).toBe("General");
        expect(value("Balances", "A1")).toBe("note left of the block");
      });

      it("writes text that looks like a formula as text, and clears a cell given null", async () => {
        model.setValues("Payments", parseCellAddress("F2"), [["old"]]);

        await workbook.writeRange("Payments", parseCellAddress("F2"), [[null, "=SUM(A1)"]]);

        expect(cell("Payments", "F2")?.value ?? null).toBeNull();
        expect(cell("Payments", "G2")).toMatchObject({ value: "=SUM(A1)", formula: null });
      });

      it("refuses ragged rows, formats of another shape and a missing sheet, writing nothing", async () => {
        await expect(workbook.writeRange("Payments", parseCellAddress("F1"), [["a", "b"], ["c"]])).rejects.toBeInstanceOf(InvalidInputError);
        await expect(workbook.writeRange("Payments", parseCellAddress("F1"), [["a", "b"]], [[null]])).rejects.toBeInstanceOf(InvalidInputError);
        await expect(workbook.writeRange("Nowhere", parseCellAddress("A1"), [["a"]])).rejects.toMatchObject({ name: "SheetNotFoundError" });
        expect(value("Payments", "F1")).toBeNull();
      });
    });

    describe("clearRange", () => {
      it("empties values and formulas inside the rectangle only, keeping number formats", async () => {
        await workbook.writeRange("Payments", parseCellAddress("F2"), [[10, 20], [30, 40]], [["0.00", "0.00"], ["0.00", "0.00"]]);

        await workbook.clearRange("Payments", { row: 2, column: 0, rowCount: 2, columnCount: 6 });

        expect([value("Payments", "A2"), value("Payments", "F2"), value("Payments", "G2")]).toEqual(["Acme Ltd", 10, 20]);
        expect([value("Payments", "A3"), value("Payments", "C4"), value("Payments", "F3"), value("Payments", "G3")]).toEqual([null, null, null, 40]);
        expect(model.formula("Payments", parseCellAddress("C4"))).toBeNull();
        expect(cell("Payments", "F3")?.numberFormat).toBe("0.00");
        expect(value("Payments", "A5")).toBe("Umbrella");
      });
    });

    describe("safe text", () => {
      const risky = ["=SUM(A1)", "+44 20 7946 0000", "-DROP", "@SUM(A1)", "\t=1+1", "\r=1+1", "'quoted'"];

      it("stores text from the API that looks like a formula as that exact text, never as a formula", async () => {
        await workbook.writeColumns("Payments", 0, [{ header: "Message" }], risky.map((text, index) => ({ row: index + 1, values: [text] })));

        const block = await workbook.readTable("Payments", "E1:E8");
        expect(block.rows.map((row) => row.values[0])).toEqual(risky);
        expect(block.rows.every((row) => row.formulas[0] === null)).toBe(true);
      });

      it("applies to appended rows and table headers too", async () => {
        await workbook.appendRows("Audit", ["Message"], [["=HYPERLINK(\"http://x\")"]]);
        await workbook.createTable({ sheet: "T", name: "Tricky", columns: [{ header: "=Header" }] });

        expect(cell("Audit", "A2")).toMatchObject({ value: '=HYPERLINK("http://x")', formula: null });
        expect(cell("T", "A1")).toMatchObject({ value: "=Header", formula: null });
      });
    });

    describe("createTable", () => {
      const currencies = ["AED", "AUD", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "ILS", "JPY"];

      it("creates the sheet, headers, per-column number formats and drop-down lists", async () => {
        await workbook.createTable({
          sheet: "Conversions",
          name: "ConversionOrders",
          columns: [
            { header: "Buy currency", validationList: currencies },
            { header: "Fixed side", validationList: ["buy", "sell"] },
            { header: "Amount", format: "#,##0.00" },
            { header: "Reference", format: "@" },
          ],
        });

        expect(model.sheetNames()).toContain("Conversions");
        const block = await workbook.readTable("Conversions", "ConversionOrders");
        expect(block.headers).toEqual(["Buy currency", "Fixed side", "Amount", "Reference"]);
        expect(cell("Conversions", "A2")?.validationList).toEqual(currencies);
        expect(cell("Conversions", "B2")?.validationList).toEqual(["buy", "sell"]);
        expect(cell("Conversions", "C2")?.numberFormat).toBe("#,##0.00");
        expect(cell("Conversions", "D2")?.numberFormat).toBe("@");
      });

      it("keeps a template's lists open: a typed value outside one is taken, for the check to judge", async () => {
        await workbook.createTable({ sheet: "Conversions", name: "ConversionOrders", columns: [{ header: "Buy currency", validationList: currencies }], rows: [["EUR"]] });

        model.typeCell("Conversions", parseCellAddress("A2"), "THB");

        expect(value("Conversions", "A2")).toBe("THB");
        expect(cell("Conversions", "A2")?.validationAlert).toBe(false);
      });

      it("keeps lists longer than Excel's 255-character limit whole", async () => {
        const many = Array.from({ length: 80 }, (_, index) => `C${String(index).padStart(2, "0")}`);

        await workbook.createTable({ sheet: "Pay", name: "PayTemplate", columns: [{ header: "Currency", validationList: many }] });

        expect(model.allowedValues("Pay", parseCellAddress("A2"))).toEqual(many);
      });

      it("writes initial rows under formats, so text-formatted account numbers keep their zeros", async () => {
        await workbook.createTable({
          sheet: "Beneficiaries",
          name: "Beneficiaries",
          columns: [{ header: "Name" }, { header: "Account number", format: "@" }],
          rows: [
            ["Acme", "00012345"],
            ["Globex", "0099"],
          ],
        });

        expect(value("Beneficiaries", "B2")).toBe("00012345");
        expect(value("Beneficiaries", "B3")).toBe("0099");
      });

      it("refuses repeated headers and rows of the wrong width before touching the workbook", async () => {
        await expect(
          workbook.createTable({ sheet: "New", name: "Dup", columns: [{ header: "Id" }, { header: "ID" }] }),
        ).rejects.toBeInstanceOf(InvalidInputError);
        await expect(
          workbook.createTable({ sheet: "New", name: "Wide", columns: [{ header: "Id" }], rows: [["a", "b"]] }),
        ).rejects.toBeInstanceOf(InvalidInputError);
        expect(model.hasSheet("New")).toBe(false);
      });

      it("makes the new table's sheet the active one, its first data cell selected, when asked", async () => {
        model.select("Payments", { row: 3, column: 2, rowCount: 1, columnCount: 1 });
        await workbook.createTable({ sheet: "Quiet", name: "Quiet", columns: [{ header: "x" }] });
        expect(model.activeCell()).toEqual({ sheet: "Payments", ref: { row: 3, column: 2 } });

        await workbook.createTable({ sheet: "Orders", name: "Orders", topLeft: "B3", columns: [{ header: "Buy" }, { header: "Sell" }], rows: [["EUR", "GBP"]], activate: true });

        expect(model.activeCell()).toEqual({ sheet: "Orders", ref: { row: 3, column: 1 } });
        await expect(workbook.getActiveCell()).resolves.toMatchObject({ sheet: "Orders", address: "Orders!B4", value: "EUR" });
      });

      it("refuses a table name that is taken", async () => {
        await workbook.createTable({ sheet: "A", name: "Same", columns: [{ header: "x" }] });
        await expect(workbook.createTable({ sheet: "B", name: "Same", columns: [{ header: "y" }] })).rejects.toThrow();
      });
    });

    describe("setDropDownLists", () => {
      const INR = Array.from({ length: 40 }, (_, index) => `inr-code-${String(index).padStart(2, "0")}`);
      const allowed = (address: string) => model.allowedValues("Payments", parseCellAddress(address));
      const listColumn = (letter: string, rows: number) => Array.from({ length: rows }, (_, index) => value("FX lists", `${letter}${index + 1}`));

      it("writes each list under its name on a hidden lists sheet and gives each cell its own list, keeping what the cells hold", async () => {
        await workbook.setDropDownLists("Payments", "FX lists", [
          { name: "INR|IN|company", values: INR, cells: [{ row: 1, column: 3 }, { row: 2, column: 3 }, { row: 4, column: 3 }] },
          { name: "AED|AE|company", values: ["GDS", "0042"], cells: [{ row: 3, column: 3 }] },
        ]);

        expect(model.isSheetHidden("FX lists")).toBe(true);
        expect(listColumn("A", 42)).toEqual(["INR|IN|company", ...INR, null]);
        // Written as text: a code of digits keeps its zeros.
        expect(listColumn("B", 4)).toEqual(["AED|AE|company", "GDS", "0042", null]);
        expect([allowed("D2"), allowed("D3"), allowed("D5")]).toEqual([INR, INR, INR]);
        expect(allowed("D4")).toEqual(["GDS", "0042"]);
        expect(allowed("D6")).toBeUndefined();
        expect(allowed("C2")).toBeUndefined();
        expect([value("Payments", "D2"), value("Payments", "D4")]).toEqual(["INV-1", "INV-3"]);
      });

      it("finds a list's column again by its name: a shorter list leaves nothing of the longer one, other lists' cells keep theirs, plain cells lose theirs", async () => {
        await workbook.setDropDownLists("Payments", "FX lists", [
          { name: "INR|IN|company", values: INR, cells: [{ row: 1, column: 3 }, { row: 2, column: 3 }] },
          { name: "AED|AE|company", values: ["GDS"], cells: [{ row: 3, column: 3 }] },
        ]);

        await workbook.setDropDownLists(
          "Payments",
          "FX lists",
          [
            { name: "CNY|CN|individual", values: ["CTF"], cells: [{ row: 5, column: 3 }] },
            { name: "inr|in|company", values: ["goods", "services"], cells: [{ row: 1, column: 3 }] },
          ],
          [{ row: 2, column: 3 }],
        );

        expect(listColumn("A", 4)).toEqual(["INR|IN|company", "goods", "services", null]);
        expect(value("FX lists", "A41")).toBeNull();
        expect(listColumn("C", 2)).toEqual(["CNY|CN|individual", "CTF"]);
        expect(allowed("D2")).toEqual(["goods", "services"]);
        expect(allowed("D3")).toBeUndefined();
        expect(allowed("D4")).toEqual(["GDS"]);
        expect(allowed("D6")).toEqual(["CTF"]);
      });

      it("suggests: takes a value a person types outside the list (a code pasted from the API), a blank, and what the add-in writes", async () => {
        await workbook.setDropDownLists("Payments", "FX lists", [{ name: "INR|IN|company", values: ["Goods — Trade settlement for goods", "Services"], cells: [{ row: 1, column: 3 }] }]);

        // Issue 43: the words are offered, the code behind them is typed or pasted by people who have it.
        model.typeCell("Payments", parseCellAddress("D2"), "goods");
        expect(value("Payments", "D2")).toBe("goods");
        model.typeCell("Payments", parseCellAddress("D2"), "travel");
        expect(value("Payments", "D2")).toBe("travel");
        model.typeCell("Payments", parseCellAddress("D2"), "'services");
        expect(value("Payments", "D2")).toBe("services");
        model.typeCell("Payments", parseCellAddress("D2"), "");
        expect(value("Payments", "D2")).toBeNull();
        await workbook.writeRange("Payments", parseCellAddress("D2"), [["travel"]]);
        expect(value("Payments", "D2")).toBe("travel");
      });

      it("refuses a list without values, a cell given two drop-downs and a missing sheet, writing nothing", async () => {
        await expect(workbook.setDropDownLists("Payments", "FX lists", [{ name: "X", values: [], cells: [{ row: 1, column: 3 }] }])).rejects.toBeInstanceOf(InvalidInputError);
        await expect(
          workbook.setDropDownLists("Payments", "FX lists", [{ name: "X", values: ["a"], cells: [{ row: 1, column: 3 }] }], [{ row: 1, column: 3 }]),
        ).rejects.toBeInstanceOf(InvalidInputError);
        await expect(workbook.setDropDownLists("Nowhere", "FX lists", [{ name: "X", values: ["a"], cells: [{ row: 1, column: 3 }] }])).rejects.toMatchObject({ name: "SheetNotFoundError" });
        expect(model.hasSheet("FX lists")).toBe(false);
        expect(allowed("D2")).toBeUndefined();
      });
    });

    describe("settings", () => {
      it("keeps a JSON value under a key, in the workbook, and answers undefined for a key never set", async () => {
        await expect(workbook.readSetting("fxdesk.test")).resolves.toBeUndefined();
        await workbook.writeSetting("fxdesk.test", { currency: "Ccy", payment_date: null });
        await expect(workbook.readSetting("fxdesk.test")).resolves.toEqual({ currency: "Ccy", payment_date: null });
        expect(model.setting("fxdesk.test")).toEqual({ currency: "Ccy", payment_date: null });
      });

      it("deletes a setting, and deleting one that is not there changes nothing", async () => {
        await workbook.writeSetting("fxdesk.a", 1);
        await workbook.writeSetting("fxdesk.b", 2);
        await workbook.deleteSetting("fxdesk.a");
        await workbook.deleteSetting("fxdesk.never");
        await expect(workbook.readSetting("fxdesk.a")).resolves.toBeUndefined();
        await expect(workbook.readSetting("fxdesk.b")).resolves.toBe(2);
      });
    });

    describe("listSheets", () => {
      it("names every sheet in tab order with an id of its own, which stays when the sheet is renamed", async () => {
        model.addSheet("Orders");
        const before = await workbook.listSheets();
        expect(before.map((sheet) => sheet.name)).toEqual(["Payments", "Orders"]);
        expect(new Set(before.map((sheet) => sheet.id)).size).toBe(2);

        model.renameSheet("Payments", "Payments 2026");
        model.addSheet("Payments");
        const after = await workbook.listSheets();

        expect(after.slice(0, 2)).toEqual([{ id: before[0]?.id, name: "Payments 2026" }, before[1]]);
        // A new sheet under the old name is another sheet: another id.
        expect(after[2]?.name).toBe("Payments");
        expect(before.map((sheet) => sheet.id)).not.toContain(after[2]?.id);
      });
    });

    describe("activeSheet and onActiveSheetChanged", () => {
      it("names the sheet whose tab is selected, by its id and name", async () => {
        model.addSheet("Orders");
        const [payments, orders] = model.sheetList();
        await expect(workbook.activeSheet()).resolves.toEqual(payments);
        model.select("Orders", { row: 3, column: 1, rowCount: 1, columnCount: 1 });
        await expect(workbook.activeSheet()).resolves.toEqual(orders);
      });

      it("tells each move to another sheet, with that sheet, until it is stopped; moves within a sheet and renames are not moves", async () => {
        model.addSheet("Orders");
        const [payments, orders] = model.sheetList();
        const heard: unknown[] = [];
        const stop = await workbook.onActiveSheetChanged((sheet) => heard.push(sheet));

        model.select("Payments", { row: 4, column: 0, rowCount: 1, columnCount: 1 });
        model.select("Orders", { row: 0, column: 0, rowCount: 1, columnCount: 1 });
        model.select("Orders", { row: 2, column: 2, rowCount: 1, columnCount: 1 });
        model.renameSheet("Orders", "Orders 2");
        await workbook.goToRow("Payments", 3);
        await waitFor(() => heard.length === 2);
        expect(heard).toEqual([orders, payments]);

        await stop();
        model.select("Orders 2", { row: 0, column: 0, rowCount: 1, columnCount: 1 });
        await workbook.activeSheet();
        expect(heard).toHaveLength(2);
      });
    });

    describe("dateSystem", () => {
      it("tells the 1900 date system of a workbook by default and the 1904 one when the workbook uses it", async () => {
        await expect(workbook.dateSystem()).resolves.toBe(1900);
        model.useDateSystem(1904);
        await expect(workbook.dateSystem()).resolves.toBe(1904);
      });
    });

    describe("createSheet", () => {
      it("adds a sheet once and leaves an existing one alone", async () => {
        await workbook.createSheet("Log");
        model.setValues("Log", { row: 0, column: 0 }, [["kept"]]);
        await workbook.createSheet("Log");

        expect(model.sheetNames().filter((name) => name === "Log")).toHaveLength(1);
        expect(value("Log", "A1")).toBe("kept");
      });
    });

    describe("goToRow", () => {
      it("activates the sheet and selects the whole row, from another sheet", async () => {
        model.addSheet("Elsewhere");
        model.select("Elsewhere", { row: 0, column: 0, rowCount: 1, columnCount: 1 });
        await workbook.goToRow("Payments", 3);
        const { sheet, rect } = model.selection();
        expect([sheet, rect]).toEqual(["Payments", { row: 3, column: 0, rowCount: 1, columnCount: 16_384 }]);
        const block = await workbook.readSelection();
        expect(block.rows.map((row) => row.values[0])).toEqual(["Initech"]);
      });
    });

    describe("appendRows", () => {
      it("creates the sheet with its header line and appends below, never rewriting a row", async () => {
        await workbook.appendRows("Audit", ["Time", "Kind", "Id"], [["2025-01-02T10:00:00Z", "payment", "p-1"]]);
        await workbook.appendRows("Audit", ["Time", "Kind", "Id"], [
          ["2025-01-02T10:01:00Z", "conversion", "c-1"],
          ["2025-01-02T10:02:00Z", "payment", "p-2"],
        ]);

        const block = await workbook.readTable("Audit");
        expect(block.headers).toEqual(["Time", "Kind", "Id"]);
        expect(block.rows.map((row) => row.values[2])).toEqual(["p-1", "c-1", "p-2"]);
        expect(block.rows.map((row) => row.row)).toEqual([1, 2, 3]);
      });

      it("places values by header and adds new headers to the right", async () => {
        await workbook.appendRows("Audit", ["Time", "Id"], [["t1", "p-1"]]);
        await workbook.appendRows("Audit", ["Id", "Request id"], [["p-2", "req-9"]]);

        const block = await workbook.readTable("Audit");
        expect(block.headers).toEqual(["Time", "Id", "Request id"]);
        expect(block.rows.map((row) => row.values)).toEqual([
          ["t1", "p-1", null],
          [null, "p-2", "req-9"],
        ]);
      });
    });

    describe("active cell", () => {
      it("writes a formula into the active cell and reports it", async () => {
        model.activate("Payments", parseCellAddress("H3"));

        await workbook.writeFormulaToActiveCell('=FX.RATE("EURGBP")');
        const active = await workbook.getActiveCell();

        expect(active).toEqual({
          sheet: "Payments",
          address: "Payments!H3",
          row: 2,
          column: 7,
          value: null,
          formula: '=FX.RATE("EURGBP")',
        });
        expect(model.formula("Payments", parseCellAddress("H3"))).toBe('=FX.RATE("EURGBP")');
      });

      it("reports a constant with no formula", async () => {
        model.activate("Payments", parseCellAddress("B2"));

        await expect(workbook.getActiveCell()).resolves.toMatchObject({ value: 1200.5, formula: null });
      });

      it("refuses text that is not a formula", async () => {
        await expect(workbook.writeFormulaToActiveCell("EURGBP")).rejects.toBeInstanceOf(InvalidInputError);
      });
    });
  });
}

/** The Office adapter reads a sheet's name in a request after Excel's event: what it tells arrives a few ticks later. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let tick = 0; tick < 100 && !done(); tick++) await new Promise((resolve) => setImmediate(resolve));
}
