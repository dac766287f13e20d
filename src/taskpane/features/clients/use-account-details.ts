/**
 * What the details of one sub-account show, read afresh from the service: the account, its contacts, and its
 * balances (read acting for its first enabled contact: balances are seen through a contact). `reload` after a change.
 */
import { useEffect, useState } from "react";
import type { FxDeskClient } from "../../../api";
import type { Account, Balance, Contact } from "../../../api/schemas";

interface AccountDetails {
  account: Account;
  contacts: Contact[];
  /** Undefined when no enabled contact can read them. */
  balances: Balance[] | undefined;
}

export function useAccountDetails(client: FxDeskClient, accountId: string) {
  const [details, setDetails] = useState<AccountDetails | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    (async () => {
      const [account, contacts] = await Promise.all([
        client.core.accounts.get(accountId, { signal }),
        client.core.contacts.findAll({ account_id: accountId, per_page: 100 }, { signal }).toArray({ max: 500 }),
      ]);
      const reader = contacts.find((contact) => contact.status === "enabled");
      const balances = reader === undefined ? undefined : (await client.core.balances.find({ per_page: 100 }, { onBehalfOf: reader.id, signal })).balances;
      setDetails({ account, contacts, balances });
      setFailure(undefined);
    })().catch((error: unknown) => {
      if (!signal.aborted) setFailure(error);
    });
    return () => controller.abort();
  }, [client, accountId, reloads]);
  return { details, failure, reload: () => setReloads((count) => count + 1) };
}
