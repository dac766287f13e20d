/**
 * Every payment awaiting authorisation — of the account acted for, or of the house and every sub-account at once
 * (payments find with scope=all on the house account, so no on_behalf_of) — all pages, and what the list shows for
 * each: its payee with masked bank details (payee-lookup.ts), its creator's name and account, and who is signed in.
 *
 * What a list costs, whatever its length: one payments find per 100 payments, one contacts/current (the person
 * signed in, to tell their own payments), one contacts find per 100 contacts of the house and its clients (every
 * creator by name and account, instead of one get per creator), and the payees' pages or gets, whichever is fewer.
 * Fifty payments of one account to ten payees: four requests.
 */
import type { FxDeskClient } from "../../../api";
import type { Contact, Payment } from "../../../api/schemas";
import type { KnownNames, PaymentAccount } from "./approval-rows";
import { loadPayees } from "./payee-lookup";
import { paymentAccounts } from "./payment-accounts";

const PAGE_SIZE = 100;

/** "account": the account acted for (the house or one client); "all": the house and every sub-account. */
export type ApprovalScope = "account" | "all";

interface LoadRequest {
  scope: ApprovalScope;
  actingAs: string | undefined;
  houseAccountId: string | undefined;
  signal: AbortSignal;
}

interface AwaitingPayments {
  payments: Payment[];
  names: KnownNames;
  /** By payment id. */
  accounts: ReadonlyMap<string, PaymentAccount>;
  /** The contact signed in; undefined when it could not be read (then only the audit sheet tells their payments). */
  signedInContactId: string | undefined;
}

export async function loadAwaiting(client: FxDeskClient, { scope, actingAs, houseAccountId, signal }: LoadRequest): Promise<AwaitingPayments> {
  const houseWide = scope === "all";
  const [payments, contacts, signedIn] = await Promise.all([
    client.core.payments
      .findAll(
        { status: "awaiting_authorisation", per_page: PAGE_SIZE, order: "created_at", order_asc_desc: "asc", ...(houseWide ? { scope: "all" as const } : {}) },
        { onBehalfOf: houseWide ? undefined : actingAs, signal },
      )
      .toArray(),
    // Contacts are found from the house (no on_behalf_of): the house's users and every client's, so any creator is among them.
    client.core.contacts.findAll({ per_page: PAGE_SIZE }, { signal }).toArray(),
    client.core.contacts.current({ signal }).catch(() => undefined),
  ]);
  const wantedCreators = new Set(payments.map((payment) => payment.creator_contact_id));
  const creators = new Map(contacts.filter((contact) => wantedCreators.has(contact.id)).map((contact): [string, Contact] => [contact.id, contact]));
  const accounts = await paymentAccounts(payments, creators, { houseWide, actingAs, houseAccountId }, async (accountId) => {
    const found = await client.core.contacts.find({ account_id: accountId, status: "enabled", per_page: 1 }, { signal });
    return found.contacts[0]?.id;
  });
  // A sub-account's beneficiary is read on its behalf, like any of its objects.
  const wanted = new Map(payments.map((payment) => [payment.beneficiary_id, accounts.get(payment.id)?.actAs]));
  const beneficiaries = await loadPayees(client, {
    wanted,
    find: houseWide ? { onBehalfOf: undefined, scope: "all" } : { onBehalfOf: actingAs, scope: undefined },
    signal,
  });
  const names = new Map([...creators.values()].map((contact) => [contact.id, `${contact.first_name} ${contact.last_name}`]));
  return { payments, names: { beneficiaries, contacts: names }, accounts, signedInContactId: signedIn?.id };
}
