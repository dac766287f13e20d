/**
 * The acting-as picker's search on the service. Contacts find filters on whole values, so the text typed is asked
 * as each value it could be — an account name, a first or last name, "first last", an e-mail, a login id, your
 * reference — and the answers are merged. Those whole values are compared by the service, so "muller" would not find
 * "Müller" there: the first page (what the picker lists before anything is typed) is also matched here, as every list
 * of the pane is matched (components/word-match.ts: any case, any accents, part of a word). Only enabled contacts
 * are offered: a disabled one cannot be acted for.
 */
import { NotFoundError, type ContactFindParams, type FxDeskClient } from "../../api";
import type { Contact } from "../../api/schemas";
import { matchesEveryWord } from "../components/word-match";

/** Shown before anything is typed; typing searches every contact. */
const FIRST_PAGE = 50;

export async function searchContacts(client: FxDeskClient, text: string, signal?: AbortSignal): Promise<Contact[]> {
  const query = text.trim();
  const enabled = { status: "enabled", per_page: FIRST_PAGE } as const;
  const find = async (filters: ContactFindParams) => (await client.core.contacts.find({ ...enabled, ...filters }, { signal })).contacts;
  const firstPage = () => find({ order: "last_name", order_asc_desc: "asc" });
  if (query === "") return firstPage();
  const words = query.split(/\s+/);
  const searches: ContactFindParams[] = [
    { account_name: query }, { first_name: query }, { last_name: query }, { email_address: query }, { login_id: query }, { your_reference: query },
  ];
  if (words.length === 2) searches.push({ first_name: words[0], last_name: words[1] });
  const [first, ...answers] = await Promise.all([firstPage(), ...searches.map(find)]);
  const byId = new Map<string, Contact>();
  for (const contact of answers.flat()) byId.set(contact.id, contact);
  for (const contact of first ?? []) if (!byId.has(contact.id) && matchesEveryWord(searchedText(contact), query)) byId.set(contact.id, contact);
  return [...byId.values()];
}

/** What of a contact a search over the first page reads: what the picker shows, and what the service is asked for. */
function searchedText(contact: Contact): string {
  return [contact.first_name, contact.last_name, "—", contact.account_name, contact.email_address, contact.login_id, contact.your_reference].filter(Boolean).join(" ");
}

/** Why the contact acted for can no longer be: disabled or gone since it was chosen; undefined while it is usable. */
export async function contactUnusable(client: FxDeskClient, contactId: string, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const contact = await client.core.contacts.get(contactId, { signal });
    return contact.status === "enabled" ? undefined : `${contact.first_name} ${contact.last_name} — ${contact.account_name} has been disabled`;
  } catch (error) {
    if (error instanceof NotFoundError) return "the contact acted for no longer exists";
    throw error;
  }
}
