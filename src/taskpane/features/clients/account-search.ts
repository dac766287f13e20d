/**
 * What the Clients search asks the service for. Accounts find filters on whole values, so the person picks which
 * value the text is (a name, your reference, a status, a country…), and the pane says what it searched for.
 */
import type { AccountFindParams } from "../../../api";

export const SEARCH_FIELDS = [
  { field: "account_name", label: "Name" },
  { field: "your_reference", label: "Your reference" },
  { field: "status", label: "Status" },
  { field: "country", label: "Country" },
  { field: "city", label: "City" },
  { field: "postal_code", label: "Postal code" },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]["field"];

interface AccountSearch {
  filters: AccountFindParams;
  /** "country GB"; "" for every sub-account. */
  description: string;
}

export function accountSearch(field: SearchField, text: string): AccountSearch {
  const query = text.trim();
  if (query === "") return { filters: {}, description: "" };
  const value = field === "country" ? query.toUpperCase() : field === "status" ? query.toLowerCase().replace(/[\s-]+/g, "_") : query;
  const label = SEARCH_FIELDS.find((entry) => entry.field === field)?.label.toLowerCase() ?? field;
  return { filters: { [field]: value }, description: `${label} “${value}”` };
}
