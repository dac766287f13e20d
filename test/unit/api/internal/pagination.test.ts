import { describe, expect, it } from "@jest/globals";
import { findPages, PagedList, type Page } from "../../../../src/api/internal/pagination";
import * as fixtures from "../wire-fixtures";
import { paginationSchema } from "../../../../src/api/schemas";

function pageOf(items: string[], current: number, next: number): Page<string> {
  return { items, pagination: paginationSchema.parse(fixtures.pagination({ current_page: current, next_page: next })) };
}

async function collect<T>(pages: AsyncIterable<Page<T>>): Promise<T[][]> {
  const seen: T[][] = [];
  for await (const page of pages) seen.push(page.items);
  return seen;
}

describe("findPages", () => {
  it("yields each page until next_page is -1", async () => {
    const asked: number[] = [];
    const pages = findPages(async (page) => {
      asked.push(page);
      return pageOf([`item ${page}`], page, page < 3 ? page + 1 : -1);
    });
    expect(await collect(pages)).toEqual([["item 1"], ["item 2"], ["item 3"]]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it("yields a single empty page for an empty result (total_pages 1, next_page -1)", async () => {
    expect(await collect(findPages(async () => pageOf([], 1, -1)))).toEqual([[]]);
  });

  it("follows next_page as the service gives it, from the first page asked", async () => {
    const asked: number[] = [];
    const pages = findPages(
      async (page) => {
        asked.push(page);
        return pageOf([], page, page === 4 ? 7 : -1);
      },
      { firstPage: 4 },
    );
    await collect(pages);
    expect(asked).toEqual([4, 7]);
  });

  it("stops instead of looping when next_page does not move forward", async () => {
    let calls = 0;
    const pages = findPages(async (page) => {
      calls += 1;
      return pageOf(["again"], page, page);
    });
    expect(await collect(pages)).toEqual([["again"]]);
    expect(calls).toBe(1);
  });

  it("fetches nothing when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    let calls = 0;
    const pages = findPages(
      async (page) => {
        calls += 1;
        return pageOf([], page, -1);
      },
      { signal: controller.signal },
    );
    await expect(collect(pages)).rejects.toThrow("cancelled");
    expect(calls).toBe(0);
  });

  it("fetches no further page once the signal aborts", async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const pages = findPages(
      async (page) => {
        asked.push(page);
        return pageOf([String(page)], page, page + 1);
      },
      { signal: controller.signal },
    );
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const page of pages) {
          seen.push(...page.items);
          if (seen.length === 3) controller.abort(new Error("enough"));
        }
      })(),
    ).rejects.toThrow("enough");
    expect(asked).toEqual([1, 2, 3]);
  });
});

describe("PagedList", () => {
  // Pages of two items each, numbered from 1; the walk ends after `last`.
  const list = (last: number, asked: number[]) =>
    new PagedList(() =>
      findPages(async (page) => {
        asked.push(page);
        return pageOf([`${page}a`, `${page}b`], page, page < last ? page + 1 : -1);
      }),
    );

  it("iterates the items of every page in order", async () => {
    const asked: number[] = [];
    const seen: string[] = [];
    for await (const item of list(3, asked)) seen.push(item);
    expect(seen).toEqual(["1a", "1b", "2a", "2b", "3a", "3b"]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it("toArray collects every item; with max it stops at the page that reaches it", async () => {
    const asked: number[] = [];
    expect(await list(3, asked).toArray()).toEqual(["1a", "1b", "2a", "2b", "3a", "3b"]);
    const capped: number[] = [];
    expect(await list(5, capped).toArray({ max: 3 })).toEqual(["1a", "1b", "2a"]);
    expect(capped).toEqual([1, 2]);
    expect(await list(5, []).toArray({ max: 0 })).toEqual([]);
  });

  it("fetches nothing until iterated, and pages() gives the pagination blocks", async () => {
    const asked: number[] = [];
    const paged = list(2, asked);
    expect(asked).toEqual([]);
    const numbers: number[] = [];
    for await (const page of paged.pages()) numbers.push(page.pagination.current_page);
    expect(numbers).toEqual([1, 2]);
  });
});
