/**
 * Whom a row's Acting as cell names. The column takes what a person knows a client by — a sub-account's name or short
 * reference (found as a transfer row's accounts are, by the same search: house-accounts.ts), one of its contacts'
 * e-mail or name ("Jane Doe") — or a contact's id; on_behalf_of takes a contact's id, so every answer is one contact.
 * Every kind that books for a sub-account (conversions, payments, beneficiaries) has its rows' cells read here by the
 * engine (booking-job.ts), before its own check.
 *
 * One check resolves each distinct cell once, however many rows repeat it. An id is read by the check's contact
 * lookups (contact-lookups.ts, which the account names share). Names need the house's accounts (the transfer kind's
 * listing) and its contacts: the contacts are read page by page while that costs fewer requests than one find per
 * name (jobs/pages-while-cheaper.ts), else each name is asked alone — by e-mail, by its account, or by the last word
 * of a person's name — and matched over that answer. Whatever the listing said, each contact found is handed to the
 * contact lookups, so naming its account later costs nothing.
 *
 * A name several contacts answer to is refused naming them all (name, account and e-mail), never guessed; so is a
 * name nobody answers to, saying what was searched and what the column takes.
 */
import { isUuid, parseUuid } from "../../domain";
import { NotFoundError, type Core } from "../../api";
import type { Contact } from "../../api/schemas";
import { HouseAccounts, sameWords, type HouseAccount } from "../house-accounts";
import { LISTING_PAGE, readPagesWhileCheaper } from "../pages-while-cheaper";
import { ContactLookups } from "./contact-lookups";

/** The contact a cell names, or why it names none (in words, after the column's name). */
export type ActingAsAnswer = { ok: true; contactId: string } | { ok: false; problem: string };

/** What the search reads: the house's accounts (as the transfer kind does) and its contacts. */
export type ActingAsApi = Pick<Core, "accounts" | "contacts">;

/** What the column takes, in the words every refusal ends with (and the template's legend). */
export const ACTING_AS_TAKES = "a sub-account's name or short reference, its contact's e-mail or name, or the contact's id";

/** Resolves every distinct cell value given, once each; blank cells are never asked about. */
export async function searchActingAs(api: ActingAsApi, lookups: ContactLookups, typed: Iterable<string>): Promise<Map<string, ActingAsAnswer>> {
  const values = [...new Set(typed)].filter((value) => value.trim() !== "");
  const ids = values.filter(isUuid);
  const names = values.filter((value) => !isUuid(value));
  const answers = new Map<string, ActingAsAnswer>();
  // Names first: the contacts their listing brings answer the ids too, without a read each.
  const byName = names.length === 0 ? [] : await namesAnswered(api, lookups, names);
  const byId = await Promise.all(ids.map(async (value) => [value, await byContactId(lookups, value)] as const));
  for (const [value, answer] of [...byName, ...byId]) answers.set(value, answer);
  return answers;
}

/** Whom one typed value names (a formula's acting_as), with the account it acts in: the same search a sheet's column gets. */
export type ActingAsFound = { ok: true; contactId: string; accountName: string } | { ok: false; problem: string };

export async function searchOneActingAs(api: ActingAsApi, typed: string): Promise<ActingAsFound> {
  const lookups = new ContactLookups(api.contacts);
  const answer = (await searchActingAs(api, lookups, [typed])).get(typed);
  if (answer === undefined) return { ok: false, problem: `type ${ACTING_AS_TAKES}` };
  if (!answer.ok) return answer;
  // The search read the contact (listing or lookup): its account's name costs nothing more.
  const contact = await lookups.of(answer.contactId);
  return { ok: true, contactId: answer.contactId, accountName: contact.account_name };
}

async function byContactId(lookups: ContactLookups, typed: string): Promise<ActingAsAnswer> {
  const id = parseUuid(typed, "acting_as");
  try {
    const contact = await lookups.of(id);
    // The service refuses on_behalf_of a disabled contact as if it did not exist: said here, before anything is sent.
    if (contact.status !== "enabled") return { ok: false, problem: `the contact ${described(contact)} is disabled — enable it in the Clients tab, or type another` };
    return { ok: true, contactId: id };
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, problem: `no contact has the id ${typed} — type ${ACTING_AS_TAKES}` };
    throw error;
  }
}

async function namesAnswered(api: ActingAsApi, lookups: ContactLookups, names: readonly string[]): Promise<(readonly [string, ActingAsAnswer])[]> {
  // The listing answers no name until it is whole (an account's contacts may sit on any page): read on only while
  // the pages left are fewer than the names to ask one by one.
  const [accounts, listed] = await Promise.all([
    HouseAccounts.load(api),
    readPagesWhileCheaper(api.contacts.findAll({ per_page: LISTING_PAGE }), () => names.length),
  ]);
  const answered = await Promise.all(
    names.map(async (typed) => {
      const matching = accounts.matching(typed);
      const named = matching.filter((account) => !account.house);
      const contacts = listed.complete ? listed.items : await askedAlone(api, typed, named);
      for (const contact of contacts) lookups.know(contact);
      return [typed, answerFor(typed, named, matching.length > named.length, contacts, accounts.house)] as const;
    }),
  );
  for (const contact of listed.items) lookups.know(contact);
  return answered;
}

/** One find for a name the listing could not answer: by e-mail, by the account it names, else by a person's last name. */
async function askedAlone(api: ActingAsApi, typed: string, named: readonly HouseAccount[]): Promise<Contact[]> {
  const text = typed.trim().replace(/\s+/g, " ");
  const [account] = named;
  if (text.includes("@")) return (await api.contacts.find({ email_address: text, per_page: LISTING_PAGE })).contacts;
  if (named.length === 1 && account !== undefined) return (await api.contacts.find({ account_id: account.id, per_page: LISTING_PAGE })).contacts;
  const lastName = text.split(" ").at(-1) ?? text;
  return (await api.contacts.find({ last_name: lastName, per_page: LISTING_PAGE })).contacts;
}

/** The one contact a value names among those read, or why there is none (or more than one). */
function answerFor(typed: string, named: readonly HouseAccount[], namesHouse: boolean, contacts: readonly Contact[], house: HouseAccount | undefined): ActingAsAnswer {
  const text = sameWords(typed);
  // Acting for one's own account is refused by the service (on_behalf_of_self): the house's contacts are not offered.
  const actable = contacts.filter((contact) => contact.account_id !== house?.id);
  const byEmail = actable.filter((contact) => sameWords(contact.email_address) === text);
  const accountIds = new Set(named.map((account) => account.id));
  const candidates = byEmail.length > 0 ? byEmail : actable.filter((contact) => accountIds.has(contact.account_id) || sameWords(`${contact.first_name} ${contact.last_name}`) === text);
  const enabled = candidates.filter((contact) => contact.status === "enabled");
  const [only] = enabled;
  if (enabled.length === 1 && only !== undefined) return { ok: true, contactId: only.id };
  if (enabled.length > 1) {
    return { ok: false, problem: `"${typed}" names ${enabled.length} contacts (${enabled.map(described).sort().join("; ")}) — type the e-mail of the one to act as` };
  }
  if (candidates.length > 0) {
    return { ok: false, problem: `"${typed}" names only disabled contacts (${candidates.map(described).sort().join("; ")}) — enable one in the Clients tab, or type another` };
  }
  if (named.length > 0) {
    return { ok: false, problem: `${named.map((account) => account.name).join(", ")} has no contact to act as — add one in the Clients tab` };
  }
  if (namesHouse) return { ok: false, problem: `"${typed}" is the signed-in account itself — leave the cell blank and choose the house account in the task pane` };
  return { ok: false, problem: `no sub-account or contact is called "${typed}" (searched sub-accounts' names and short references, contacts' names and e-mails) — type ${ACTING_AS_TAKES}` };
}

/** A contact as a person tells it from another: "Jane Doe — Acme Ltd (jane@acme.example)". */
function described(contact: Contact): string {
  return `${contact.first_name} ${contact.last_name} — ${contact.account_name} (${contact.email_address})`;
}

/**
 * What to type in a sheet's Acting as column to book for a client, as the Clients tab shows it beside the client:
 * its name or its contact's e-mail when it has one enabled contact, each contact's e-mail when it has several (its
 * name would name them all); undefined when no contact can be acted for.
 */
export function actingAsCellHint(account: { account_name: string }, contacts: readonly Pick<Contact, "email_address" | "status">[]): string | undefined {
  const enabled = contacts.filter((contact) => contact.status === "enabled");
  const [only] = enabled;
  if (only === undefined) return undefined;
  const said = enabled.length === 1 ? `${account.account_name} or ${only.email_address}` : `the e-mail of the contact to act as (${enabled.map((contact) => contact.email_address).join(", ")})`;
  return `In a sheet's Acting as column: ${said}`;
}
