/**
 * What the search box asks for. The service's beneficiary find filters on whole values only (a currency, an IBAN, an
 * exact name: docs/provider-api.md §4), so what it can answer goes to it — a currency code typed any case, a whole
 * IBAN — and everything else (part of a name, any case; the last digits of an account as the list shows them) is
 * searched over the beneficiaries already loaded, matched as the acting-as picker matches (components/word-match.ts).
 * The pane says which.
 */
import { isCurrencyCode } from "../../../domain";
import type { BeneficiaryFindParams } from "../../../api";

export type BeneficiarySearch =
  /** Asked of the service: `filters` for its find. */
  | { where: "service"; filters: BeneficiaryFindParams; description: string }
  /** Matched over the loaded rows: `text` as typed. */
  | { where: "loaded"; text: string; description: string };

const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** `description` is how the pane says what it searched for: "currency EUR", "“hansa”"; "" for the whole list. */
export function searchFor(text: string): BeneficiarySearch {
  const query = text.trim();
  if (query === "") return { where: "service", filters: {}, description: "" };
  const upper = query.toUpperCase();
  if (/^[A-Z]{3}$/i.test(query) && isCurrencyCode(upper)) return { where: "service", filters: { currency: upper }, description: `currency ${upper}` };
  const compact = upper.replace(/\s+/g, "");
  if (IBAN_LIKE.test(compact)) return { where: "service", filters: { iban: compact }, description: `IBAN ${compact}` };
  return { where: "loaded", text: query, description: `“${query}”` };
}

/** What a search over the loaded rows reads of a beneficiary: what its row shows, and its account holder. */
export function searchableText(beneficiary: { name: string; bank_account_holder_name: string }, details: string): string {
  return [beneficiary.name, beneficiary.bank_account_holder_name, details].join(" ");
}
