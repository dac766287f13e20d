/**
 * Where a list's search looked, in words: on the service, or over the rows loaded so far — all of them, or only some,
 * and then that loading the rest searches everything (the list offers "Load all").
 */
import type { LoadedMatchesSnapshot } from "./loaded-matches";

export interface SearchScope {
  text: string;
  /** Only some rows were searched: the pane offers to load the rest. */
  partial: boolean;
}

/** `count` says a number of the list's rows ("19 beneficiaries"); undefined while nothing is searched or known. */
export function searchScope(
  search: { where: "service" | "loaded"; description: string },
  loaded: LoadedMatchesSnapshot | undefined,
  count: (rows: number) => string,
): SearchScope | undefined {
  if (search.description === "") return undefined;
  if (search.where === "service") return { text: "Searched on the service", partial: false };
  if (loaded === undefined || loaded.of === undefined) return undefined;
  if (loaded.searched >= loaded.of) return { text: `Searched all ${count(loaded.of)}, loaded in the pane`, partial: false };
  return { text: `Searched the ${loaded.searched.toLocaleString("en-US")} loaded of ${count(loaded.of)}; load all to search everything`, partial: true };
}
