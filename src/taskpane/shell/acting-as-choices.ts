import { matchesEveryWord } from "../components/word-match";
import type { Contact } from "../../api/schemas";
import type { ActingAsChoice } from "../components/session";

export function houseChoice(houseAccountName: string | undefined): ActingAsChoice {
  return { contactId: undefined, label: houseAccountName ? `House account — ${houseAccountName}` : "House account" };
}

/**
 * Sub-account contacts to act for: every contact the user can see except those on the house account itself
 * (acting "on behalf of" yourself is rejected by the service with on_behalf_of_self).
 */
export function subAccountChoices(contacts: readonly Contact[], houseAccountId: string | undefined): ActingAsChoice[] {
  return contacts
    .filter((contact) => contact.account_id !== houseAccountId)
    .map((contact) => ({
      contactId: contact.id,
      label: `${contact.first_name} ${contact.last_name} — ${contact.account_name}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Case-insensitive match on every word typed, so "acme jan" finds "Jane Doe — Acme Ltd". */
export function filterChoices(choices: readonly ActingAsChoice[], query: string): ActingAsChoice[] {
  return choices.filter((choice) => matchesEveryWord(choice.label, query));
}
