/**
 * The list the tab shows for a search and an acting-as: a fresh list of pages whenever the service's part of the
 * search or the acting-as changes (or the tab asks to reload after a save), the requests of the one it replaces
 * cancelled; a search over the loaded rows filters that list's pages as they arrive, without asking anything.
 */
import { useMemo, useState, useSyncExternalStore } from "react";
import type { BeneficiaryFindParams, FxDeskClient } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { LoadedMatches, type LoadedMatchesSnapshot } from "../../components/loaded-matches";
import { useFindPages } from "../../components/use-find-pages";
import { beneficiaryPages } from "./beneficiary-pages";
import { rowDetails } from "./row-details";
import { searchableText, type BeneficiarySearch } from "./search-query";

export function useBeneficiaryList(client: FxDeskClient, search: BeneficiarySearch, actingAs: string | undefined) {
  const [reloads, setReloads] = useState(0);
  const filters: BeneficiaryFindParams = search.where === "service" ? search.filters : {};
  const filterKey = JSON.stringify(filters);
  const { pages, snapshot: pagesSnapshot } = useFindPages(
    (signal) =>
      beneficiaryPages((params, options) => client.core.beneficiaries.find(params, options), JSON.parse(filterKey) as BeneficiaryFindParams, {
        onBehalfOf: actingAs,
        signal,
      }),
    [client, filterKey, actingAs, reloads],
  );
  const text = search.where === "loaded" ? search.text : undefined;
  const matches = useMemo(
    () => (text === undefined ? undefined : new LoadedMatches<Beneficiary>(pages, text, (beneficiary) => searchableText(beneficiary, rowDetails(beneficiary)))),
    [pages, text],
  );
  const matchesSnapshot = useSyncExternalStore<LoadedMatchesSnapshot | undefined>(
    (listener) => matches?.subscribe(listener) ?? (() => undefined),
    () => matches?.snapshot(),
  );
  return { pages, rows: matches ?? pages, snapshot: matchesSnapshot ?? pagesSnapshot, loadedSearch: matchesSnapshot, matches, reload: () => setReloads((count) => count + 1) };
}
