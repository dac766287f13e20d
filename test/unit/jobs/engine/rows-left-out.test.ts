import { describe, expect, it } from "@jest/globals";
import { rowNumbers, rowsLeftOut } from "../../../../src/jobs/engine/rows-left-out";

const PAYMENTS_2 = { name: "Payments_2", address: "A18:F25" };

describe("what a selection's read left out, in words", () => {
  it("says nothing when every selected row was read", () => {
    expect(rowsLeftOut({ notRead: [], hiddenRows: [] })).toEqual([]);
  });

  it("names the rows not read as the sheet numbers them, and why, group by group", () => {
    const sentences = rowsLeftOut({
      notRead: [
        { rows: [17, 18, 19], reason: "in-another-table", table: PAYMENTS_2 },
        { rows: [25], reason: "under-another-table", table: PAYMENTS_2 },
        { rows: [0, 1], reason: "above-header", table: { name: "Payments_1", address: "A3:F9" } },
      ],
      hiddenRows: [],
    });

    expect(sentences).toEqual([
      "6 selected rows were not read: rows 18–20 are in another table, Payments_2 (A18:F25), with its own header line — select that table's rows on their own; " +
        "row 26 is under another table, Payments_2 (A18:F25) — select it together with that table; " +
        "rows 1–2 are above the header line of the table Payments_1 (A3:F9).",
    ]);
  });

  it("counts the hidden rows skipped and names them", () => {
    expect(rowsLeftOut({ notRead: [], hiddenRows: [4, 6] })).toEqual(["2 hidden rows were skipped (rows 5 and 7): rows filtered out or hidden are left alone."]);
    expect(rowsLeftOut({ notRead: [{ rows: [30], reason: "in-another-table", table: PAYMENTS_2 }], hiddenRows: [9] })).toEqual([
      "1 selected row was not read: row 31 is in another table, Payments_2 (A18:F25), with its own header line — select that table's rows on their own.",
      "1 hidden row was skipped (row 10): rows filtered out or hidden are left alone.",
    ]);
  });

  it("joins neighbouring rows into runs and counts what is past the eighth run", () => {
    expect(rowNumbers([13, 14, 15, 19, 30])).toBe("rows 14–16, 20 and 31");
    const everyOther = Array.from({ length: 12 }, (_, index) => index * 2);
    expect(rowNumbers(everyOther)).toBe("rows 1, 3, 5, 7, 9, 11, 13, 15 and 4 more");
  });
});
