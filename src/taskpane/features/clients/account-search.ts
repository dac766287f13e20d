/**
 * What the Clients search looks for. Accounts find filters on whole values only (docs/provider-api.md §4), so the
 * default, "Name or reference", is matched over the sub-accounts already loaded — part of a name or reference, any
 * case, as the acting-as picker matches (components/word-match.ts) — while a value chosen in "Search by" (your
 * reference, a status, a country…) is asked of the service as that whole value. The pane says which.
 */
import type { AccountFindParams } from "../../../api";
import type { Account } from "../../../api/schemas";
import { nounFor } from "../../../domain";
import { statusInWords } from "../../../jobs";

export const SEARCH_FIELDS = [
  { field: "words", label: "Name or reference" },
  { field: "account_name", label: "Exact name" },
  { field: "your_reference", label: "Your reference" },
  { field: "status", label: "Status" },
  { field: "country", label: "Country" },
  { field: "city", label: "City" },
  { field: "postal_code", label: "Postal code" },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]["field"];

export type AccountSearch =
  /** Asked of the service: `filters` for accounts find; description "country “GB”", "" for every sub-account. */
  | { where: "service"; filters: AccountFindParams; description: string }
  /** Matched over the loaded sub-accounts: `text` as typed. */
  | { where: "loaded"; text: string; description: string };

export function accountSearch(field: SearchField, text: string): AccountSearch {
  const query = text.trim();
  if (query === "") return { where: "service", filters: {}, description: "" };
  if (field === "words") return { where: "loaded", text: query, description: `“${query}”` };
  const value = field === "country" ? query.toUpperCase() : field === "status" ? query.toLowerCase().replace(/[\s-]+/g, "_") : query;
  const label = SEARCH_FIELDS.find((entry) => entry.field === field)?.label.toLowerCase() ?? field;
  return { where: "service", filters: { [field]: value }, description: `${label} “${value}”` };
}

/** What a sub-account's row shows under its name, and what a search over the loaded rows reads with the name. */
export function accountDetails(account: Pick<Account, "short_reference" | "your_reference" | "status" | "country">): string {
  return [account.short_reference, account.your_reference, statusInWords(account.status), account.country].filter(Boolean).join(" · ");
}

/**
 * The line above the list: how many accounts there are, or match the search. "Accounts", not "sub-accounts": the
 * service's accounts find lists the house account with its sub-accounts.
 */
export function accountsCaption(total: number | undefined, search: AccountSearch): string {
  if (total === undefined) return "";
  const count = `${total.toLocaleString("en-US")} ${nounFor(total, "account")}`;
  if (search.description === "") return count;
  if (search.where === "loaded") return total === 0 ? `No account matches ${search.description}.` : `${count} match${total === 1 ? "es" : ""} ${search.description}`;
  return total === 0 ? `No account with ${search.description}.` : `${count} with ${search.description}`;
}
