/**
 * Every payment awaiting authorisation for the account acted for — all pages — and the names to show for their
 * beneficiaries and creators (one get per distinct id; a name that cannot be read leaves its id shown).
 */
import type { FxDeskClient } from "../../../api";
import type { Payment } from "../../../api/schemas";
import type { KnownNames } from "./approval-rows";

const PAGE_SIZE = 100;

interface AwaitingPayments {
  payments: Payment[];
  names: KnownNames;
}

async function namesOf(ids: Iterable<string>, read: (id: string) => Promise<string>): Promise<Map<string, string>> {
  const entries = await Promise.all([...new Set(ids)].map(async (id) => [id, await read(id).catch(() => id)] as const));
  return new Map(entries);
}

export async function loadAwaiting(client: FxDeskClient, actingAs: string | undefined, signal: AbortSignal): Promise<AwaitingPayments> {
  const payments = await client.core.payments
    .findAll({ status: "awaiting_authorisation", per_page: PAGE_SIZE, order: "created_at", order_asc_desc: "asc" }, { onBehalfOf: actingAs, signal })
    .toArray();
  const [beneficiaries, contacts] = await Promise.all([
    namesOf(payments.map((p) => p.beneficiary_id), async (id) => (await client.core.beneficiaries.get(id, { onBehalfOf: actingAs, signal })).name),
    namesOf(payments.map((p) => p.creator_contact_id), async (id) => {
      const contact = await client.core.contacts.get(id, { signal });
      return `${contact.first_name} ${contact.last_name}`;
    }),
  ]);
  return { payments, names: { beneficiaries, contacts } };
}
