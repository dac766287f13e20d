/**
 * The list the tab shows for a search and an acting-as: a fresh list of pages whenever the service's part of the
 * search or the acting-as changes (or the tab asks to reload after a save), the requests of the one it replaces
 * cancelled; a search over the loaded rows filters that list's pages as they arrive, without asking anything.
 */
import { useState } from "react";
import type { BeneficiaryFindParams, FxDeskClient } from "../../../api";
import type { Beneficiary } from "../../../api/schemas";
import { useLoadedMatches } from "../../components/use-loaded-matches";
import { useFindPages } from "../../components/use-find-pages";
import { beneficiaryPages } from "./beneficiary-pages";
import { rowDetails } from "./row-details";
import { searchableText, type BeneficiarySearch } from "./search-query";

/** What a search over the loaded rows reads of a beneficiary: its row as the list shows it, with its account holder. */
const shownText = (beneficiary: Beneficiary) => searchableText(beneficiary, rowDetails(beneficiary));

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
  const { matches, snapshot: matchesSnapshot } = useLoadedMatches(pages, search.where === "loaded" ? search.text : undefined, shownText);
  return { pages, rows: matches ?? pages, snapshot: matchesSnapshot ?? pagesSnapshot, loadedSearch: matchesSnapshot, matches, reload: () => setReloads((count) => count + 1) };
}
