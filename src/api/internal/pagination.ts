import type { Pagination } from "../schemas/pagination";

/** One page of a find: its items and the service's pagination block. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

interface FindPagesOptions {
  /** Page to start from (the service counts from 1). */
  firstPage?: number;
  /** Checked before every page: an abort ends the walk with the signal's reason instead of fetching more. */
  signal?: AbortSignal;
}

/**
 * Walks a find page by page, following `next_page` until the service says `-1`. The caller's fetchPage carries
 * every other parameter (filters, per_page, on_behalf_of), so each page is asked for exactly the same way.
 */
export async function* findPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  options: FindPagesOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  let page = options.firstPage ?? 1;
  for (;;) {
    options.signal?.throwIfAborted();
    const result = await fetchPage(page);
    yield result;
    const next = result.pagination.next_page;
    // A next_page that does not move forward would loop forever; treat it like the end.
    if (next === -1 || next <= result.pagination.current_page) return;
    page = next;
  }
}

/**
 * Every item of a find, fetched a page at a time as it is iterated (`for await (const item of list)`), or
 * collected with `toArray`. Nothing is fetched until iteration starts, and an early `break` fetches no more pages.
 */
export class PagedList<T> implements AsyncIterable<T> {
  constructor(private readonly walk: () => AsyncGenerator<Page<T>, void, undefined>) {}

  /** The pages themselves, for callers that need the pagination block (totals, page numbers). */
  pages(): AsyncGenerator<Page<T>, void, undefined> {
    return this.walk();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.walk()) yield* page.items;
  }

  /** The items in order; with `max`, at most that many, and no page fetched beyond the one that reaches it. */
  async toArray(options: { max?: number } = {}): Promise<T[]> {
    const max = options.max ?? Infinity;
    const items: T[] = [];
    if (max <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= max) break;
    }
    return items;
  }
}
