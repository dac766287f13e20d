/**
 * The list the tab shows for a search and an acting-as: a fresh list of pages whenever either changes (or the
 * tab asks to reload after a save), the requests of the one it replaces cancelled.
 */
import { useState } from "react";
import type { BeneficiaryFindParams, FxDeskClient } from "../../../api";
import { useFindPages } from "../../components/use-find-pages";
import { beneficiaryPages } from "./beneficiary-pages";

export function useBeneficiaryList(client: FxDeskClient, filters: BeneficiaryFindParams, actingAs: string | undefined) {
  const [reloads, setReloads] = useState(0);
  const filterKey = JSON.stringify(filters);
  const { pages, snapshot } = useFindPages(
    (signal) =>
      beneficiaryPages((params, options) => client.core.beneficiaries.find(params, options), JSON.parse(filterKey) as BeneficiaryFindParams, {
        onBehalfOf: actingAs,
        signal,
      }),
    [client, filterKey, actingAs, reloads],
  );
  return { pages, snapshot, reload: () => setReloads((count) => count + 1) };
}
