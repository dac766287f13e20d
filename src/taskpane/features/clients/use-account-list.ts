/** The sub-accounts the tab lists for a search: a fresh paged list whenever it changes (or after a save), the one it replaces cancelled. */
import { useState } from "react";
import type { AccountFindParams, FxDeskClient } from "../../../api";
import type { Account } from "../../../api/schemas";
import { FindPages } from "../../components/find-pages";
import { useFindPages } from "../../components/use-find-pages";

export function useAccountList(client: FxDeskClient, filters: AccountFindParams) {
  const [reloads, setReloads] = useState(0);
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
  return { pages, snapshot, reload: () => setReloads((count) => count + 1) };
}
