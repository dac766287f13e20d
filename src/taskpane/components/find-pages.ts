/**
 * What a long list shows (beneficiaries, sub-accounts), fetched from a find a page at a time as the rows come into
 * view: any page can be reached directly (dragging the scrollbar to row 4,000 asks for the page holding row 4,000,
 * not the 39 before it), and each page is asked for once. The first page says how many there are, so the list is
 * as tall as all of them. No React here: a feature's hook subscribes to changes.
 */
import type { CallOptions } from "../../api";
import type { Pagination } from "../../api/schemas";

/** One page of a find: its items and the pagination every find answers with. */
interface FoundPage<T> {
  items: T[];
  /** `per_page`: the size the service sent, which may be smaller than the size asked for. */
  pagination: Pick<Pagination, "total_entries"> & Partial<Pick<Pagination, "per_page">>;
}

/** A find asked for one page, sorted as the list shows it. */
type FindPage<T> = (paging: { page: number; per_page: number }, options: CallOptions) => Promise<FoundPage<T>>;

/**
 * The page size the list asks for. The client may send a smaller one, the largest the service said it takes
 * (docs/client.md, "One page-size policy for every find"): the list numbers its pages by the size the first page
 * answered with.
 */
export const PAGE_SIZE = 100;

export interface PagesSnapshot {
  /** How many rows the list has; undefined until the first page has answered. */
  total: number | undefined;
  /** The failure of the last page that could not be fetched (asked again by `retry`). */
  failure: unknown;
}

/** What the virtualised list reads: a row by index, asked for as it comes into view, and changes to re-render on. */
export interface ListRows<T> {
  snapshot(): PagesSnapshot;
  subscribe(listener: () => void): () => void;
  at(index: number): T | undefined;
  show(first: number, end: number): Promise<void>;
}

export class FindPages<T extends { id: string }> implements ListRows<T> {
  private readonly pages = new Map<number, T[]>();
  private readonly asked = new Set<number>();
  private readonly failed = new Set<number>();
  private readonly listeners = new Set<() => void>();
  private state: PagesSnapshot = { total: undefined, failure: undefined };
  /** Rows a page: PAGE_SIZE until the first page answers with the size the service sent. */
  private size = PAGE_SIZE;

  constructor(
    private readonly find: FindPage<T>,
    private readonly options: CallOptions,
  ) {}

  /** The same object until something changes, as useSyncExternalStore wants. */
  snapshot(): PagesSnapshot {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The item at a row, or undefined while its page is on its way. */
  at(index: number): T | undefined {
    return this.pages.get(this.pageOf(index))?.[index % this.size];
  }

  /** Asks for every page holding rows first..end-1 that was not asked for yet (the first page when the total is unknown). */
  show(first: number, end: number): Promise<void> {
    const last = this.state.total === undefined ? 1 : this.pageOf(Math.max(first, Math.min(end, this.state.total) - 1));
    const wanted: number[] = [];
    for (let page = this.pageOf(first); page <= last; page++) if (!this.asked.has(page)) wanted.push(page);
    return Promise.all(wanted.map((page) => this.fetch(page))).then(() => undefined);
  }

  /** Every row of the pages fetched so far, in the list's order (pages not fetched leave no gap). */
  loaded(): T[] {
    return [...this.pages.entries()].sort(([a], [b]) => a - b).flatMap(([, items]) => items);
  }

  /** Asks for every page not fetched yet (once the first has said how many there are). */
  async loadAll(): Promise<void> {
    if (this.state.total === undefined) await this.show(0, 1);
    await this.show(0, this.state.total ?? 0);
  }

  /** Asks again for the pages that failed. */
  retry(): Promise<void> {
    const failed = [...this.failed];
    this.failed.clear();
    this.update({ failure: undefined });
    return Promise.all(failed.map((page) => this.fetch(page))).then(() => undefined);
  }

  /** An item deleted from the pane leaves the list at once; later pages shift by one when next asked for. */
  remove(id: string): void {
    for (const [page, items] of this.pages) {
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) continue;
      this.pages.set(page, items.filter((item) => item.id !== id));
      // Pages after it now start one row earlier on the service: ask for them again.
      for (const later of [...this.pages.keys()].filter((key) => key > page)) {
        this.pages.delete(later);
        this.asked.delete(later);
      }
      this.update({ total: this.state.total === undefined ? undefined : this.state.total - 1 });
      return;
    }
  }

  private async fetch(page: number): Promise<void> {
    this.asked.add(page);
    try {
      const result = await this.find({ page, per_page: this.size }, this.options);
      // The first page holds the first rows whatever its size: later pages are asked, and rows found, at its size.
      const sent = result.pagination.per_page;
      if (page === 1 && sent !== undefined && sent > 0) this.size = sent;
      this.pages.set(page, result.items);
      this.update({ total: result.pagination.total_entries });
    } catch (error) {
      this.asked.delete(page);
      if (this.options.signal?.aborted) return;
      this.failed.add(page);
      this.update({ failure: error });
    }
  }

  private pageOf(index: number): number {
    return Math.floor(index / this.size) + 1;
  }

  private update(change: Partial<PagesSnapshot>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
