/**
 * What the search box asks the service for. The service's beneficiary find filters on whole values (a name, a
 * currency, an account number, an IBAN), so the text typed is read as the one filter it looks like, and the pane
 * says which it used.
 */
import { isCurrencyCode } from "../../../domain";
import type { BeneficiaryFindParams } from "../../../api";

interface BeneficiarySearch {
  filters: BeneficiaryFindParams;
  /** How the pane says what it searched for: "currency EUR"; "" for the whole list. */
  description: string;
}

const IBAN_LIKE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const ACCOUNT_NUMBER_LIKE = /^\d{4,34}$/;

/**
 * A currency typed in capitals ("EUR") filters by currency, an IBAN by IBAN (spaces ignored), digits by account
 * number, anything else by the beneficiary's name (as the list shows it).
 */
export function searchFor(text: string): BeneficiarySearch {
  const query = text.trim();
  if (query === "") return { filters: {}, description: "" };
  const compact = query.replace(/\s+/g, "");
  if (/^[A-Z]{3}$/.test(query) && isCurrencyCode(query)) return { filters: { currency: query }, description: `currency ${query}` };
  if (IBAN_LIKE.test(compact.toUpperCase())) return { filters: { iban: compact.toUpperCase() }, description: `IBAN ${compact.toUpperCase()}` };
  if (ACCOUNT_NUMBER_LIKE.test(compact)) return { filters: { account_number: compact }, description: `account number ${compact}` };
  return { filters: { name: query }, description: `name “${query}”` };
}
