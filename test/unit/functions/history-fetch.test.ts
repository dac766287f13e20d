/** How a report pages: until its bound or the last page, learning a smaller page size from the service's refusal. */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError } from "../../../src/api";
import { readBounded } from "../../../src/functions/history-fetch";
import { FIRST_PAGE_SIZE, PageSize } from "../../../src/functions/page-size";

function tooBig(params: Record<string, unknown>, message: string) {
  return new BadRequestError({
    status: 400,
    errorCode: "payment_find_failed",
    messages: { per_page: [{ code: "per_page_is_too_big", message, params }] },
    requestId: undefined,
    method: "GET",
    path: "/v2/payments/find",
  });
}

/** A find over `count` numbered records that refuses pages larger than `largest`, recording each page asked. */
function service(count: number, largest = Number.POSITIVE_INFINITY) {
  const asked: [page: number, perPage: number][] = [];
  const find = (page: number, perPage: number) => {
    asked.push([page, perPage]);
    if (perPage > largest) return Promise.reject(tooBig({}, `per_page can not be bigger than ${largest}`));
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
    const read = await readBounded(find, new PageSize());
    expect(read.items).toHaveLength(2_500);
    expect(read.items.at(-1)).toBe(2_499);
    expect(read.total).toBe(2_500);
    expect(asked).toEqual([[1, FIRST_PAGE_SIZE], [2, FIRST_PAGE_SIZE], [3, FIRST_PAGE_SIZE]]);
  });

  it("stops at the bound, keeping the service's total", async () => {
    const { asked, find } = service(12_000);
    const read = await readBounded(find, new PageSize(), 10_000);
    expect(read.items).toHaveLength(10_000);
    expect(read.total).toBe(12_000);
    expect(asked).toHaveLength(10);
  });

  it("learns a smaller page from the refusal, by its parameter or its message, and keeps it", async () => {
    const size = new PageSize();
    const first = service(120, 25);
    expect((await readBounded(first.find, size)).items).toHaveLength(120);
    expect(first.asked).toEqual([[1, FIRST_PAGE_SIZE], [1, 25], [2, 25], [3, 25], [4, 25], [5, 25]]);
    expect(size.current).toBe(25);
    // The next report asks 25 straight away.
    const second = service(10, 25);
    await readBounded(second.find, size);
    expect(second.asked).toEqual([[1, 25]]);

    const byParameter = new PageSize();
    expect(byParameter.learn(tooBig({ maxvalue: 500 }, "per_page can not be bigger than %i"))).toBe(500);
    expect(byParameter.current).toBe(500);
  });

  it("does not take a refusal it cannot read, or one that would not make the page smaller", async () => {
    const size = new PageSize();
    expect(size.learn(tooBig({}, "per_page can not be bigger than %i"))).toBeUndefined();
    expect(size.learn(tooBig({ maxvalue: 5_000 }, ""))).toBeUndefined();
    expect(size.learn(new Error("per_page can not be bigger than 25"))).toBeUndefined();
    expect(size.current).toBe(FIRST_PAGE_SIZE);
    await expect(readBounded(() => Promise.reject(tooBig({}, "per_page can not be bigger than %i")), size)).rejects.toBeInstanceOf(BadRequestError);
  });
});
