/** How a report pages: until its bound or the last page, at the size the client's page-size policy sends. */
import { describe, expect, it } from "@jest/globals";
import { readBounded, REPORT_PAGE_SIZE } from "../../../src/functions/history-fetch";

/** A find over `count` numbered records, recording each page asked. */
function service(count: number) {
  const asked: [page: number, perPage: number][] = [];
  const find = (page: number, perPage: number) => {
    asked.push([page, perPage]);
    const totalPages = Math.max(1, Math.ceil(count / perPage));
    const items = Array.from({ length: Math.max(0, Math.min(perPage, count - (page - 1) * perPage)) }, (_, index) => (page - 1) * perPage + index);
    return Promise.resolve({
      items,
      pagination: { total_entries: count, total_pages: totalPages, current_page: page, per_page: perPage, previous_page: page > 1 ? page - 1 : -1, next_page: page < totalPages ? page + 1 : -1, order: "created_at", order_asc_desc: "asc" },
    });
  };
  return { asked, find };
}

describe("a report's pages", () => {
  it("reads every page at the largest size, one request each", async () => {
    const { asked, find } = service(2_500);
    const read = await readBounded(find);
    expect(read.items).toHaveLength(2_500);
    expect(read.items.at(-1)).toBe(2_499);
    expect(read.total).toBe(2_500);
    expect(asked).toEqual([[1, REPORT_PAGE_SIZE], [2, REPORT_PAGE_SIZE], [3, REPORT_PAGE_SIZE]]);
  });

  it("stops at the bound, keeping the service's total", async () => {
    const { asked, find } = service(12_000);
    const read = await readBounded(find, 10_000);
    expect(read.items).toHaveLength(10_000);
    expect(read.total).toBe(12_000);
    expect(asked).toHaveLength(10);
  });
});
