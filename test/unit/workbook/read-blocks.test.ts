import { describe, expect, it } from "@jest/globals";
import { halveFormulaReads, planFormulaReads, planReadGroups } from "../../../src/workbook/read-blocks";

describe("planReadGroups", () => {
  it("reads rows far apart as runs of adjacent rows, together in one read", () => {
    expect(planReadGroups([0, 99_999, 1, 2, 50_000, 50_001, 2], 10)).toEqual([
      [
        { first: 0, count: 3 },
        { first: 50_000, count: 2 },
        { first: 99_999, count: 1 },
      ],
    ]);
  });

  it("starts another read when the next run would take the estimate over the budget", () => {
    // 2,000 bytes: a row of 2 columns at 64 bytes a cell is 128, a rectangle costs 300 more.
    const groups = planReadGroups([0, 1, 2, 10, 20, 21, 22, 23, 24, 40], 2, 2_000, 64);
    expect(groups).toEqual([
      [
        { first: 0, count: 3 },
        { first: 10, count: 1 },
      ],
      [
        { first: 20, count: 5 },
        { first: 40, count: 1 },
      ],
    ]);
  });
});

describe("planFormulaReads", () => {
  const used = { row: 0, column: 0, rowCount: 100_000, columnCount: 5 };

  it("reads the formulas of sheets that fit one answer in one round trip, a read per sheet", () => {
    const sheets = [
      { sheet: "Rates", used, cellCount: 1_000, areaCount: 10 },
      { sheet: "Book", used: { ...used, rowCount: 20 }, cellCount: 5, areaCount: 5 },
    ];
    expect(planFormulaReads(sheets, 4_000_000)).toEqual([[{ sheet: "Rates", rect: used }, { sheet: "Book", rect: { ...used, rowCount: 20 } }]]);
  });

  it("cuts a sheet whose formulas would not fit one answer into bands of rows, each its own round trip", () => {
    // 100,000 cells at 64 bytes and 1,000 areas at 100: 6.5 MB, so 2 bands under 4 MB.
    const packs = planFormulaReads([{ sheet: "Rates", used: { ...used, row: 3 }, cellCount: 100_000, areaCount: 1_000 }], 4_000_000);
    expect(packs).toEqual([
      [{ sheet: "Rates", rect: { ...used, row: 3, rowCount: 50_000 } }],
      [{ sheet: "Rates", rect: { ...used, row: 50_003, rowCount: 50_000 } }],
    ]);
  });
});

describe("halveFormulaReads", () => {
  const read = (sheet: string, row: number, rowCount: number) => ({ sheet, rect: { row, column: 0, rowCount, columnCount: 3 } });

  it("splits a round trip of several reads into two round trips", () => {
    expect(halveFormulaReads([read("A", 0, 9), read("B", 0, 9), read("C", 0, 9)])).toEqual([[read("A", 0, 9), read("B", 0, 9)], [read("C", 0, 9)]]);
  });

  it("splits one read into its upper and lower rows, and gives up at one row", () => {
    expect(halveFormulaReads([read("A", 10, 5)])).toEqual([[read("A", 10, 3)], [read("A", 13, 2)]]);
    expect(halveFormulaReads([read("A", 10, 1)])).toBeUndefined();
  });
});
