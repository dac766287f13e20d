/** What the lines above the list say: how many beneficiaries there are, or match the search, and where it searched. */
import type { LoadedMatchesSnapshot } from "../../components/loaded-matches";
import type { BeneficiarySearch } from "./search-query";

const count = (total: number) => `${total.toLocaleString("en-US")} beneficiar${total === 1 ? "y" : "ies"}`;

export function listCaption(total: number | undefined, search: BeneficiarySearch): string {
  const described = search.description;
  if (total === undefined) return described ? `Searching for ${described}…` : "Loading…";
  if (described === "") return total === 0 ? "No beneficiaries yet: add one with New beneficiary." : count(total);
  if (search.where === "loaded") return total === 0 ? `No beneficiary matches ${described}.` : `${count(total)} match${total === 1 ? "es" : ""} ${described}`;
  return total === 0 ? `No beneficiary with ${described}.` : `${count(total)} with ${described}`;
}

/**
 * Where a search looked: on the service, or over the beneficiaries loaded so far — all of them, or only some, and
 * then that loading the rest searches everything. undefined when nothing is searched.
 */
export function searchScope(search: BeneficiarySearch, loaded: LoadedMatchesSnapshot | undefined): { text: string; partial: boolean } | undefined {
  if (search.description === "") return undefined;
  if (search.where === "service") return { text: "Searched on the service", partial: false };
  if (loaded === undefined || loaded.of === undefined) return undefined;
  if (loaded.searched >= loaded.of) return { text: `Searched all ${count(loaded.of)}, loaded in the pane`, partial: false };
  return { text: `Searched the ${loaded.searched.toLocaleString("en-US")} loaded of ${count(loaded.of)}; load all to search everything`, partial: true };
}
