/**
 * The sub-accounts the tab lists for a search: a fresh paged list whenever the service's part of it changes (or after
 * a save), the one it replaces cancelled; a search over the loaded rows filters that list's pages as they arrive.
 */
import { useState } from "react";
import type { AccountFindParams, FxDeskClient } from "../../../api";
import { useLoadedMatches } from "../../components/use-loaded-matches";
import { accountDetails, type AccountSearch } from "./account-search";
import type { Account } from "../../../api/schemas";
import { FindPages } from "../../components/find-pages";
import { useFindPages } from "../../components/use-find-pages";

/** What a search over the loaded rows reads of a sub-account: its row as the list shows it. */
const shownText = (account: Account) => `${account.account_name} ${accountDetails(account)}`;

export function useAccountList(client: FxDeskClient, search: AccountSearch) {
  const [reloads, setReloads] = useState(0);
  const filters: AccountFindParams = search.where === "service" ? search.filters : {};
  const filterKey = JSON.stringify(filters);
  const { pages, snapshot } = useFindPages(
    (signal) =>
      new FindPages<Account>(async (paging, options) => {
        const parsed = JSON.parse(filterKey) as AccountFindParams;
        const result = await client.core.accounts.find({ ...parsed, ...paging, order: "account_name", order_asc_desc: "asc" }, options);
        return { items: result.accounts, pagination: result.pagination };
      }, { signal }),
    [client, filterKey, reloads],
  );
  const { matches, snapshot: matchesSnapshot } = useLoadedMatches(pages, search.where === "loaded" ? search.text : undefined, shownText);
  return { pages, rows: matches ?? pages, snapshot: matchesSnapshot ?? snapshot, loadedSearch: matchesSnapshot, matches, reload: () => setReloads((count) => count + 1) };
}
