import type { Pagination } from "../schemas/pagination";

/** One page of a find: its items and the service's pagination block. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export interface FindPagesOptions {
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
