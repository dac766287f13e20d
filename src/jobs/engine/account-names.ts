/**
 * The names a person reads for the accounts rows are booked for: "Jane Doe — Acme Ltd" for a sub-account contact (as
 * the acting-as picker writes it), the house account's own name for the signed-in account. Ids stay available as
 * secondary text (support, audit).
 */
import { NotFoundError } from "../../api";
import type { ContactLookups } from "./contact-lookups";

export interface AccountName {
  /** What a person reads. */
  name: string;
  /** The contact acted for; undefined for the signed-in (house) account. */
  contactId: string | undefined;
}

export interface AccountNames {
  of(actingAs: string | undefined): AccountName;
}

/**
 * Concurrent lookups of every contact acted for (through the check's lookups: a contact its kind read already is not
 * read again); a contact that cannot be read is shown by its id.
 */
export async function resolveAccountNames(contacts: ContactLookups, actingAs: Iterable<string | undefined>, houseAccountName: string | undefined): Promise<AccountNames> {
  const contactIds = [...new Set(actingAs)].filter((id): id is string => id !== undefined);
  const names = new Map<string, string>();
  await Promise.all(
    contactIds.map(async (id) => {
      try {
        const contact = await contacts.of(id);
        names.set(id, `${contact.first_name} ${contact.last_name} — ${contact.account_name}`);
      } catch (error) {
        names.set(id, error instanceof NotFoundError ? `unknown contact ${id}` : `contact ${id}`);
      }
    }),
  );
  const house = houseAccountName === undefined ? "House account" : `${houseAccountName} (house account)`;
  return {
    of: (contactId) => ({ name: contactId === undefined ? house : (names.get(contactId) ?? `contact ${contactId}`), contactId }),
  };
}
