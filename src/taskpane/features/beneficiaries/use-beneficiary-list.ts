/**
 * The list the tab shows for a search and an acting-as: a fresh list of pages whenever either changes (or the
 * tab asks to reload after a save), the requests of the one it replaces cancelled.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { BeneficiaryFindParams, FxDeskClient } from "../../../api";
import { beneficiaryPages } from "./beneficiary-pages";

export function useBeneficiaryList(client: FxDeskClient, filters: BeneficiaryFindParams, actingAs: string | undefined) {
  const [reloads, setReloads] = useState(0);
  const filterKey = JSON.stringify(filters);
  const { pages, controller } = useMemo(() => {
    const cancel = new AbortController();
    const parsed = JSON.parse(filterKey) as BeneficiaryFindParams;
    const list = beneficiaryPages(
      (params, options) => client.core.beneficiaries.find(params, options),
      parsed,
      { onBehalfOf: actingAs, signal: cancel.signal },
    );
    return { pages: list, controller: cancel };
  }, [client, filterKey, actingAs, reloads]);
  useEffect(() => {
    // The first page says how many there are; the list asks for the rest as they come into view.
    void pages.show(0, 1);
    return () => controller.abort();
  }, [pages, controller]);
  const snapshot = useSyncExternalStore(
    (listener) => pages.subscribe(listener),
    () => pages.snapshot(),
  );
  return { pages, snapshot, reload: () => setReloads((count) => count + 1) };
}
