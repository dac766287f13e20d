import { describe, expect, it } from "@jest/globals";
import {
  addressLists,
  columnIndex,
  columnLetters,
  formatRange,
  parseRange,
  qualify,
  splitSheetAddress,
  tryParseRange,
} from "../../../src/workbook/address";
import { InvalidInputError } from "../../../src/domain/invalid-input";

describe("A1 addresses", () => {
  it.each([
    [0, "A"],
    [25, "Z"],
    [26, "AA"],
    [701, "ZZ"],
    [702, "AAA"],
    [16_383, "XFD"],
  ])("column %i is %s and back", (index, letters) => {
    expect(columnLetters(index)).toBe(letters);
    expect(columnIndex(letters)).toBe(index);
  });

  it("refuses a column outside the sheet", () => {
    expect(() => columnLetters(16_384)).toThrow(InvalidInputError);
  });

  it("parses cells, ranges in either corner order, whole rows and whole columns", () => {
    expect(parseRange("B5")).toEqual({ row: 4, column: 1, rowCount: 1, columnCount: 1 });
    expect(parseRange("$D$9:b5")).toEqual({ row: 4, column: 1, rowCount: 5, columnCount: 3 });
    expect(parseRange("'My Sheet'!A1:C2")).toEqual({ row: 0, column: 0, rowCount: 2, columnCount: 3 });
    expect(parseRange("5:9")).toEqual({ row: 4, column: 0, rowCount: 5, columnCount: 16_384 });
    expect(parseRange("B:C")).toEqual({ row: 0, column: 1, rowCount: 1_048_576, columnCount: 2 });
  });

  it("tells a table name from an address", () => {
    expect(tryParseRange("PaymentsTable")).toBeUndefined();
    expect(tryParseRange("A0")).toBeUndefined();
    expect(tryParseRange("A1:B2:C3")).toBeUndefined();
    expect(() => parseRange("Orders")).toThrow(InvalidInputError);
  });

  it("formats like Excel and quotes sheet names that need it", () => {
    expect(formatRange({ row: 4, column: 1, rowCount: 1, columnCount: 1 })).toBe("B5");
    expect(formatRange({ row: 4, column: 1, rowCount: 5, columnCount: 3 })).toBe("B5:D9");
    expect(qualify("Payments", "A1")).toBe("Payments!A1");
    expect(qualify("Q1 run", "A1")).toBe("'Q1 run'!A1");
    expect(qualify("Bob's", "A1")).toBe("'Bob''s'!A1");
    expect(qualify("AB12", "A1")).toBe("'AB12'!A1");
  });

  it("splits a sheet-qualified reference, unquoting the sheet", () => {
    expect(splitSheetAddress("='Bob''s lists'!$A$1:$A$9")).toEqual({ sheet: "Bob's lists", local: "$A$1:$A$9" });
    expect(splitSheetAddress("C3")).toEqual({ sheet: undefined, local: "C3" });
  });

  it("lists cells in A1, a column's adjacent cells as one range", () => {
    const cells = [{ row: 1, column: 1 }, { row: 2, column: 1 }, { row: 10, column: 26 }, { row: 3, column: 1 }, { row: 5, column: 1 }];
    expect(addressLists(cells, 2_000)).toEqual(["B2:B4,B6,AA11"]);
  });

  it("splits the lists so none is longer than asked, never cutting an address", () => {
    const cells = Array.from({ length: 1_000 }, (_, index) => ({ row: index * 2, column: 0 }));
    const lists = addressLists(cells, 100);
    expect(lists.every((list) => list.length <= 100)).toBe(true);
    expect(lists.join(",").split(",")).toEqual(cells.map((cell) => `A${cell.row + 1}`));
  });
});
