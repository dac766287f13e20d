/** Finding a block from the cells read on its sheet: header lines, the nearest one, its rows, what is in the way. */
import { describe, expect, it } from "@jest/globals";
import { blockGrid } from "../../../../src/jobs/blocks/block-content";
import { dataRowCount, findHeaderLines, firstOccupiedCell, freePlaceBelow, nearestTo, type SheetCells } from "../../../../src/jobs/blocks/block-placement";

// Sheet rows 3..8, columns B..E.
const cells: SheetCells = {
  firstRow: 2,
  firstColumn: 1,
  rows: [
    ["Title", null, null, null],
    [" currency ", "Amount", null, "Currency"],
    ["EUR", 10, null, "Amount"],
    ["GBP", 20, null, null],
    [null, null, null, null],
    ["note", null, null, null],
  ],
};

describe("block placement", () => {
  it("finds a header line by its texts, ignoring case and spaces, only where every header follows in order", () => {
    expect(findHeaderLines(cells, ["Currency", "Amount"])).toEqual([{ row: 3, column: 1 }]);
    expect(findHeaderLines(cells, ["Amount", "Currency"])).toEqual([]);
  });

  it("picks the header line nearest where the block was", () => {
    expect(nearestTo([{ row: 1, column: 0 }, { row: 40, column: 0 }, { row: 9, column: 3 }], { row: 8, column: 0 })).toEqual({ row: 9, column: 3 });
    expect(nearestTo([], { row: 0, column: 0 })).toBeUndefined();
  });

  it("counts data rows down to the first blank line", () => {
    expect(dataRowCount(cells, { row: 3, column: 1 }, 2)).toBe(2);
    expect(dataRowCount(cells, { row: 7, column: 1 }, 2)).toBe(0);
  });

  it("finds the first occupied cell a block would take, outside the block's own cells", () => {
    const own = { row: 3, column: 1, rowCount: 3, columnCount: 2 };
    expect(firstOccupiedCell(cells, { row: 3, column: 1, rowCount: 4, columnCount: 2 }, own)).toBeUndefined();
    expect(firstOccupiedCell(cells, { row: 3, column: 1, rowCount: 5, columnCount: 2 }, own)).toEqual({ ref: { row: 7, column: 1 }, value: "note" });
    expect(firstOccupiedCell(cells, { row: 3, column: 3, rowCount: 2, columnCount: 2 }, undefined)).toEqual({ ref: { row: 3, column: 4 }, value: "Currency" });
  });

  it("places a new block at A1 on an empty sheet, else two rows below the last used row", () => {
    expect(freePlaceBelow({ firstRow: 0, firstColumn: 0, rows: [[]] })).toEqual({ row: 0, column: 0 });
    expect(freePlaceBelow(cells)).toEqual({ row: 9, column: 0 });
  });

  it("lays out headers, values and per-cell formats, a cell's own format before its column's", () => {
    const grid = blockGrid({
      columns: [{ header: "Account", format: "@" }, { header: "Amount" }],
      rows: [["007 Ltd", { value: 1.5, format: "#,##0.00" }]],
    }, 1900);
    expect(grid).toEqual({ values: [["Account", "Amount"], ["007 Ltd", 1.5]], formats: [[null, null], ["@", "#,##0.00"]] });
    expect(() => blockGrid({ columns: [{ header: "A" }], rows: [["x", "y"]] }, 1900)).toThrow(RangeError);
  });

  it("writes a service time as a date-time serial of the workbook's date system, 1,462 days less in a 1904 workbook", () => {
    const content = { columns: [{ header: "Updated (UTC)", format: "yyyy-mm-dd hh:mm" }], rows: [[{ utc: "2026-01-05T09:00:00+00:00" }]] };
    expect(blockGrid(content, 1900).values[1]).toEqual([46027.375]);
    expect(blockGrid(content, 1904).values[1]).toEqual([44565.375]);
    expect(blockGrid(content, 1904).formats[1]).toEqual(["yyyy-mm-dd hh:mm"]);
  });
});
