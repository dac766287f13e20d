import { describe, expect, it } from "@jest/globals";
import { placeColumns, planBlocks, type WriteBlock } from "../../../src/workbook/column-plan";
import { estimateBlockBytes, planWriteBatches } from "../../../src/workbook/write-batches";
import { InvalidInputError } from "../../../src/domain/invalid-input";

describe("placeColumns", () => {
  it("reuses matching headers and appends the others from the next free column", () => {
    const placement = placeColumns({ firstColumn: 1, texts: ["Amount", null, "STATUS "], nextFreeColumn: 6 }, [
      { header: "Rate" },
      { header: "status" },
      { header: "Id" },
    ]);

    expect(placement).toEqual({
      columns: [6, 3, 7],
      newHeaders: [
        { column: 6, header: "Rate" },
        { column: 7, header: "Id" },
      ],
    });
  });

  it("refuses blank or repeated headers", () => {
    const line = { firstColumn: 0, texts: [], nextFreeColumn: 0 };
    expect(() => placeColumns(line, [{ header: " " }])).toThrow(InvalidInputError);
    expect(() => placeColumns(line, [{ header: "Id" }, { header: "id" }])).toThrow(InvalidInputError);
  });
});

describe("planBlocks", () => {
  it("makes one rectangle per run of contiguous rows and run of contiguous columns", () => {
    const columns = [{ header: "a" }, { header: "b", format: "@" }, { header: "c" }];
    const blocks = planBlocks([4, 9, 5], columns, [
      { row: 8, values: [1, 2, 3] },
      { row: 2, values: [4, 5, 6] },
      { row: 3, values: [7, 8, 9] },
    ]);

    expect(blocks).toEqual([
      { row: 2, column: 4, values: [[4, 6], [7, 9]], formats: [[null, null], [null, null]] },
      { row: 2, column: 9, values: [[5], [8]], formats: [["@"], ["@"]] },
      { row: 8, column: 4, values: [[1, 3]], formats: [[null, null]] },
      { row: 8, column: 9, values: [[2]], formats: [["@"]] },
    ]);
  });

  it("gives each cell its row's own format where one is given, else its column's", () => {
    const columns = [{ header: "Currency", format: "@" }, { header: "Amount" }, { header: "Rate", format: "0.000000" }];
    const blocks = planBlocks([0, 1, 2], columns, [
      { row: 1, values: ["EUR", 1250.5, 1.1], formats: [null, "#,##0.00", null] },
      { row: 2, values: ["JPY", 150000, 160.2], formats: [null, "#,##0", "0.00"] },
      { row: 3, values: ["GBP", null, null] },
    ]);

    expect(blocks).toEqual([
      {
        row: 1,
        column: 0,
        values: [["EUR", 1250.5, 1.1], ["JPY", 150000, 160.2], ["GBP", null, null]],
        formats: [["@", "#,##0.00", "0.000000"], ["@", "#,##0", "0.00"], ["@", null, "0.000000"]],
      },
    ]);
  });

  it("refuses formats that do not match the columns", () => {
    expect(() => planBlocks([0, 1], [{ header: "a" }, { header: "b" }], [{ row: 1, values: [1, 2], formats: ["0"] }])).toThrow(InvalidInputError);
  });

  it("refuses a row given twice", () => {
    expect(() => planBlocks([0], [{ header: "a" }], [{ row: 1, values: [1] }, { row: 1, values: [2] }])).toThrow(InvalidInputError);
  });
});

describe("planWriteBatches", () => {
  const block = (row: number, rowCount: number): WriteBlock => ({
    row,
    column: 0,
    values: Array.from({ length: rowCount }, (_, index) => [`value-${row + index}`.padEnd(40, ".")]),
    formats: Array.from({ length: rowCount }, () => [null]),
  });

  it("keeps blocks that fit together in one batch", () => {
    expect(planWriteBatches([block(0, 10), block(20, 10)], 1_000_000)).toEqual([[block(0, 10), block(20, 10)]]);
  });

  it("cuts a block into row slices whose estimate stays under the limit, losing no row", () => {
    const big = block(5, 1_000);
    const limit = Math.ceil(estimateBlockBytes(big) / 4);

    const batches = planWriteBatches([big], limit);

    expect(batches.length).toBeGreaterThanOrEqual(4);
    expect(batches.length).toBeLessThanOrEqual(5);
    expect(batches.every((batch) => batch.reduce((total, slice) => total + estimateBlockBytes(slice), 0) <= limit)).toBe(true);
    const slices = batches.flat();
    expect(slices.map((slice) => slice.row)).toEqual(slices.map((_, index) => (index === 0 ? 5 : (slices[index - 1]?.row ?? 0) + (slices[index - 1]?.values.length ?? 0))));
    expect(slices.flatMap((slice) => slice.values)).toEqual(big.values);
    expect(slices.every((slice) => slice.formats.length === slice.values.length)).toBe(true);
  });
});
