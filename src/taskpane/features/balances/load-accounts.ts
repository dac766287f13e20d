/**
 * The house account and its sub-accounts by name, from every page of one accounts find: how the consolidated view
 * names each balance's account and what the transfer form offers to move money between.
 */
import type { FxDeskClient } from "../../../api";

export interface AccountChoice {
  id: string;
  /** "Acme Ltd", or "FX Desk Demo Ltd (house account)". */
  name: string;
}

const PER_PAGE = 500;

/** House account first, then sub-accounts by name. */
export async function loadAccounts(client: FxDeskClient, houseAccountId: string | undefined, signal?: AbortSignal): Promise<AccountChoice[]> {
  const accounts = await client.core.accounts.findAll({ per_page: PER_PAGE }, { signal }).toArray();
  const choices = accounts.map((account) => ({ id: account.id, name: account.id === houseAccountId ? `${account.account_name} (house account)` : account.account_name }));
  const isHouse = (choice: AccountChoice) => (choice.id === houseAccountId ? 0 : 1);
  return choices.sort((a, b) => isHouse(a) - isHouse(b) || a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
