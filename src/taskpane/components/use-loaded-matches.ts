/**
 * A search over a long list's loaded rows as React state: the matches of `text` (undefined: no such search) among
 * the pages `pages` has fetched, rendered again as pages arrive; a new search or list starts a fresh one.
 */
import { useMemo, useSyncExternalStore } from "react";
import type { FindPages } from "./find-pages";
import { LoadedMatches, type LoadedMatchesSnapshot } from "./loaded-matches";

/** `shown` is the text of a row as the list shows it; it must stay the same function between renders. */
export function useLoadedMatches<T extends { id: string }>(pages: FindPages<T>, text: string | undefined, shown: (item: T) => string) {
  const matches = useMemo(() => (text === undefined ? undefined : new LoadedMatches<T>(pages, text, shown)), [pages, text, shown]);
  const snapshot = useSyncExternalStore<LoadedMatchesSnapshot | undefined>(
    (listener) => matches?.subscribe(listener) ?? (() => undefined),
    () => matches?.snapshot(),
  );
  return { matches, snapshot };
}
