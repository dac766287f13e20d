/** The sub-accounts the tab lists for a search: a fresh paged list whenever it changes (or after a save), the one it replaces cancelled. */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { AccountFindParams, FxDeskClient } from "../../../api";
import type { Account } from "../../../api/schemas";
import { FindPages } from "../../components/find-pages";

export function useAccountList(client: FxDeskClient, filters: AccountFindParams) {
  const [reloads, setReloads] = useState(0);
  const filterKey = JSON.stringify(filters);
  const { pages, controller } = useMemo(() => {
    const cancel = new AbortController();
    const parsed = JSON.parse(filterKey) as AccountFindParams;
    const list = new FindPages<Account>(async (paging, options) => {
      const result = await client.core.accounts.find({ ...parsed, ...paging, order: "account_name", order_asc_desc: "asc" }, options);
      return { items: result.accounts, pagination: result.pagination };
    }, { signal: cancel.signal });
    return { pages: list, controller: cancel };
    // reloads is the reload signal: a new list of pages each time it moves.
  }, [client, filterKey, reloads]);
  useEffect(() => {
    void pages.show(0, 1);
    return () => controller.abort();
  }, [pages, controller]);
  const snapshot = useSyncExternalStore(
    (listener) => pages.subscribe(listener),
    () => pages.snapshot(),
  );
  return { pages, snapshot, reload: () => setReloads((count) => count + 1) };
}
