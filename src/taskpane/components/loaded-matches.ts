/**
 * A search over the rows a long list has already fetched, for what the service's find cannot do (its filters take
 * whole values: docs/provider-api.md §4 — a part of a name, any case, the last digits of an account): the rows of
 * the loaded pages whose text matches every word typed, as a list the virtualised list shows, and how much was
 * searched, so the pane can say "searched the 100 loaded" and offer to load the rest.
 */
import type { FindPages, ListRows, PagesSnapshot } from "./find-pages";
import { matchesEveryWord } from "./word-match";

export interface LoadedMatchesSnapshot extends PagesSnapshot {
  /** How many rows were searched: the loaded ones. */
  searched: number;
  /** How many rows the whole list has; undefined until its first page has answered. */
  of: number | undefined;
}

export class LoadedMatches<T extends { id: string }> implements ListRows<T> {
  private matches: T[] = [];
  private state: LoadedMatchesSnapshot = { total: undefined, failure: undefined, searched: 0, of: undefined };

  /** `shown` is the text of a row as the list shows it (what the person reads is what they search). */
  constructor(
    private readonly source: FindPages<T>,
    private readonly query: string,
    private readonly shown: (item: T) => string,
  ) {
    this.refresh();
  }

  snapshot(): LoadedMatchesSnapshot {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    return this.source.subscribe(() => {
      this.refresh();
      listener();
    });
  }

  at(index: number): T | undefined {
    return this.matches[index];
  }

  /** Every match is already here: nothing to fetch as rows come into view. */
  show(): Promise<void> {
    return Promise.resolve();
  }

  /** Fetches the pages not loaded yet, so the search covers every row. */
  loadAll(): Promise<void> {
    return this.source.loadAll();
  }

  private refresh(): void {
    const loaded = this.source.loaded();
    const { total, failure } = this.source.snapshot();
    const matches = loaded.filter((item) => matchesEveryWord(this.shown(item), this.query));
    const same =
      this.state.failure === failure && this.state.of === total && this.state.searched === loaded.length && matches.length === this.matches.length && matches.every((item, index) => item === this.matches[index]);
    if (same) return;
    this.matches = matches;
    // Until the list's first page has answered there is nothing to say about matches.
    this.state = { total: total === undefined ? undefined : matches.length, failure, searched: loaded.length, of: total };
  }
}
