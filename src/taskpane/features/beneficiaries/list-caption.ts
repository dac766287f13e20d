/** What the lines above the list say: how many beneficiaries there are, or match the search, and where it searched. */
import type { LoadedMatchesSnapshot } from "../../components/loaded-matches";
import { searchScope as scopeOf, type SearchScope } from "../../components/search-scope";
import type { BeneficiarySearch } from "./search-query";

const count = (total: number) => `${total.toLocaleString("en-US")} beneficiar${total === 1 ? "y" : "ies"}`;

export function listCaption(total: number | undefined, search: BeneficiarySearch): string {
  const described = search.description;
  if (total === undefined) return described ? `Searching for ${described}…` : "Loading…";
  if (described === "") return total === 0 ? "No beneficiaries yet: add one with New beneficiary." : count(total);
  if (search.where === "loaded") return total === 0 ? `No beneficiary matches ${described}.` : `${count(total)} match${total === 1 ? "es" : ""} ${described}`;
  return total === 0 ? `No beneficiary with ${described}.` : `${count(total)} with ${described}`;
}

/** Where the search looked (components/search-scope.ts), counting beneficiaries. */
export function searchScope(search: BeneficiarySearch, loaded: LoadedMatchesSnapshot | undefined): SearchScope | undefined {
  return scopeOf(search, loaded, count);
}
