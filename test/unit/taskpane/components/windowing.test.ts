import { describe, expect, it } from "@jest/globals";
import { measuredRowWindow, rowWindow } from "../../../../src/taskpane/components/windowing";

const base = { viewportHeight: 336, rowHeight: 48, overscan: 6 };

describe("rowWindow", () => {
  it("renders the rows in view and a few either side, inside a spacer as tall as every row", () => {
    expect(rowWindow({ ...base, scrollTop: 0, rowCount: 5000 })).toEqual({ first: 0, end: 13, offsetTop: 0, totalHeight: 240_000 });
    // Row 2,000 at the top: rows 1,994 .. 2,013 rendered.
    expect(rowWindow({ ...base, scrollTop: 2000 * 48, rowCount: 5000 })).toEqual({ first: 1994, end: 2013, offsetTop: 1994 * 48, totalHeight: 240_000 });
  });

  it("renders at most a viewport and the overscan, however long the list", () => {
    for (const scrollTop of [0, 1234, 100_000, 239_664]) {
      const shown = rowWindow({ ...base, scrollTop, rowCount: 5000 });
      expect(shown.end - shown.first).toBeLessThanOrEqual(336 / 48 + 1 + 2 * 6);
    }
  });

  it("ends at the last row at the bottom, and shows the last rows when scrolled past the end", () => {
    expect(rowWindow({ ...base, scrollTop: 240_000 - 336, rowCount: 5000 })).toMatchObject({ first: 4987, end: 5000 });
    expect(rowWindow({ ...base, scrollTop: 999_999, rowCount: 5000 })).toMatchObject({ first: 4987, end: 5000 });
  });

  it("renders every row of a list shorter than the viewport", () => {
    expect(rowWindow({ ...base, scrollTop: 0, rowCount: 3 })).toEqual({ first: 0, end: 3, offsetTop: 0, totalHeight: 144 });
  });

  it("renders nothing for an empty list, and treats a negative scroll as the top", () => {
    expect(rowWindow({ ...base, scrollTop: 0, rowCount: 0 })).toEqual({ first: 0, end: 0, offsetTop: 0, totalHeight: 0 });
    expect(rowWindow({ ...base, scrollTop: -50, rowCount: 100 })).toMatchObject({ first: 0, offsetTop: 0 });
  });

  it("counts a partly visible row at the bottom as visible", () => {
    expect(rowWindow({ ...base, overscan: 0, scrollTop: 24, rowCount: 100 })).toMatchObject({ first: 0, end: 8 });
  });
});

describe("measuredRowWindow", () => {
  const heights = [72, 120, 72, 200, 72, 72, 96, 72];
  it("places each row below the ones before it, however tall each is", () => {
    const shown = measuredRowWindow({ scrollTop: 0, viewportHeight: 1000, heights, overscan: 0 });
    expect(shown).toEqual({ first: 0, end: 8, tops: [0, 72, 192, 264, 464, 536, 608, 704], totalHeight: 776 });
  });

  it("renders the rows overlapping the viewport plus the overscan, and the last rows when scrolled past the end", () => {
    // 200..400 px overlaps row 2 (192..264) and row 3 (264..464).
    expect(measuredRowWindow({ scrollTop: 200, viewportHeight: 200, heights, overscan: 0 })).toMatchObject({ first: 2, end: 4 });
    expect(measuredRowWindow({ scrollTop: 200, viewportHeight: 200, heights, overscan: 1 })).toMatchObject({ first: 1, end: 5 });
    // A row ending exactly at the top is out of view.
    expect(measuredRowWindow({ scrollTop: 72, viewportHeight: 100, heights, overscan: 0 })).toMatchObject({ first: 1, end: 2 });
    expect(measuredRowWindow({ scrollTop: 99_999, viewportHeight: 200, heights, overscan: 0 })).toMatchObject({ first: 5, end: 8 });
  });

  it("renders nothing for an empty list and treats a negative scroll as the top", () => {
    expect(measuredRowWindow({ scrollTop: 0, viewportHeight: 200, heights: [], overscan: 2 })).toEqual({ first: 0, end: 0, tops: [], totalHeight: 0 });
    expect(measuredRowWindow({ scrollTop: -50, viewportHeight: 100, heights, overscan: 0 })).toMatchObject({ first: 0, end: 2 });
  });
});
