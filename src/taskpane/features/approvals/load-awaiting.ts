/**
 * Every payment awaiting authorisation — of the account acted for, or of the house and every sub-account at once
 * (payments find with scope=all on the house account, so no on_behalf_of) — all pages, and what the list shows for
 * each: its beneficiary's and creator's names (one get per distinct id; a name that cannot be read leaves its id
 * shown) and the account it belongs to.
 */
import type { FxDeskClient } from "../../../api";
import type { Contact, Payment } from "../../../api/schemas";
import type { KnownNames, PaymentAccount } from "./approval-rows";
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
}

async function namesOf(ids: Iterable<string>, read: (id: string) => Promise<string>): Promise<Map<string, string>> {
  const entries = await Promise.all([...new Set(ids)].map(async (id) => [id, await read(id).catch(() => id)] as const));
  return new Map(entries);
}

async function contactsOf(client: FxDeskClient, ids: Iterable<string>, signal: AbortSignal): Promise<Map<string, Contact>> {
  const read = await Promise.all([...new Set(ids)].map((id) => client.core.contacts.get(id, { signal }).catch(() => undefined)));
  return new Map(read.filter((contact): contact is Contact => contact !== undefined).map((contact) => [contact.id, contact]));
}

export async function loadAwaiting(client: FxDeskClient, { scope, actingAs, houseAccountId, signal }: LoadRequest): Promise<AwaitingPayments> {
  const houseWide = scope === "all";
  const payments = await client.core.payments
    .findAll(
      { status: "awaiting_authorisation", per_page: PAGE_SIZE, order: "created_at", order_asc_desc: "asc", ...(houseWide ? { scope: "all" as const } : {}) },
      { onBehalfOf: houseWide ? undefined : actingAs, signal },
    )
    .toArray();
  const creators = await contactsOf(client, payments.map((p) => p.creator_contact_id), signal);
  const accounts = await paymentAccounts(payments, creators, { houseWide, actingAs, houseAccountId }, async (accountId) => {
    const found = await client.core.contacts.find({ account_id: accountId, status: "enabled", per_page: 1 }, { signal });
    return found.contacts[0]?.id;
  });
  // A sub-account's beneficiary is read on its behalf, like any of its objects.
  const actAsFor = new Map(payments.map((p) => [p.beneficiary_id, accounts.get(p.id)?.actAs]));
  const beneficiaries = await namesOf(actAsFor.keys(), async (id) => (await client.core.beneficiaries.get(id, { onBehalfOf: actAsFor.get(id), signal })).name);
  const contacts = new Map([...creators.values()].map((contact) => [contact.id, `${contact.first_name} ${contact.last_name}`]));
  return { payments, names: { beneficiaries, contacts }, accounts };
}
