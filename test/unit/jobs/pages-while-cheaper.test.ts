import { describe, expect, it } from "@jest/globals";
import { findPages, PagedList, type Page } from "../../../src/api/internal/pagination";
import { paginationSchema } from "../../../src/api/schemas";
import { readPagesWhileCheaper } from "../../../src/jobs/pages-while-cheaper";
import * as fixtures from "../api/wire-fixtures";

/** A find of `pages` pages of two items each ("1a", "1b", "2a"…), recording which pages were asked for. */
function listing(pages: number, asked: number[]): PagedList<string> {
  return new PagedList(() =>
    findPages(async (page): Promise<Page<string>> => {
      asked.push(page);
      const pagination = fixtures.pagination({ current_page: page, next_page: page < pages ? page + 1 : -1, total_pages: pages, total_entries: pages * 2 });
      return { items: [`${page}a`, `${page}b`], pagination: paginationSchema.parse(pagination) };
    }),
  );
}

/** How many of `wanted` the pages told so far do not hold. */
function counting(wanted: readonly string[]): (page: readonly string[]) => number {
  const left = new Set(wanted);
  return (page) => {
    for (const item of page) left.delete(item);
    return left.size;
  };
}

describe("reading a find's pages while that is cheaper than a lookup per thing wanted", () => {
  it("reads every page when more things are wanted than pages are left, and says the listing is whole", async () => {
    const asked: number[] = [];
    const read = await readPagesWhileCheaper(listing(4, asked), counting(["1a", "2b", "3a", "4b", "9x", "9y", "9z"]));
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(read).toEqual({ items: ["1a", "1b", "2a", "2b", "3a", "3b", "4a", "4b"], complete: true });
  });

  it("stops when the pages left outnumber the things still wanted: those are looked up one by one", async () => {
    const asked: number[] = [];
    const read = await readPagesWhileCheaper(listing(50, asked), counting(["7a", "30b"]));
    expect(asked).toEqual([1]);
    expect(read).toEqual({ items: ["1a", "1b"], complete: false });
  });

  it("weighs again after every page: three wanted over three pages read two, then the last one alone", async () => {
    const asked: number[] = [];
    const read = await readPagesWhileCheaper(listing(3, asked), counting(["2a", "2b", "3x"]));
    expect(asked).toEqual([1, 2]);
    expect(read.complete).toBe(false);
  });

  it("an empty listing is whole after one page", async () => {
    const asked: number[] = [];
    expect((await readPagesWhileCheaper(listing(1, asked), counting(["x"]))).complete).toBe(true);
    expect(asked).toEqual([1]);
  });
});
