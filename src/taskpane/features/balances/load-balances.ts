/**
 * Reading balances for the panel: every page of balances/find, never one request per account. The own view reads
 * the account acted for (on_behalf_of a sub-account contact, or the house account); the consolidated view reads the
 * house and all its sub-accounts in one paged find (scope=all) and names each account from one paged accounts find.
 */
import type { FxDeskClient } from "../../../api";
import { toLines, type BalanceLine } from "./balance-lines";
import { loadAccounts } from "./load-accounts";

/** Balances per page: few pages even for hundreds of sub-accounts, each answer still small. */
const PER_PAGE = 500;

interface BalanceQuery {
  /** The sub-account contact acted for; undefined for the house account. */
  actingAs: string | undefined;
  /** What the own view calls the account ("House account — Acme Ltd"). */
  accountLabel: string;
  /** ISO 8601 instant: balances as they stood then; undefined for now. */
  asAt: string | undefined;
  signal?: AbortSignal;
}

export async function loadOwnBalances(client: FxDeskClient, query: BalanceQuery): Promise<BalanceLine[]> {
  const balances = await client.core.balances
    .findAll({ per_page: PER_PAGE, order: "currency", ...(query.asAt ? { as_at_date: query.asAt } : {}) }, { onBehalfOf: query.actingAs, signal: query.signal })
    .toArray();
  return toLines(balances, () => query.accountLabel);
}

/** House and sub-accounts together; always the signed-in (house) view, whoever the pane acts for. */
export async function loadConsolidatedBalances(client: FxDeskClient, query: Pick<BalanceQuery, "asAt" | "signal">, houseAccountId: string | undefined): Promise<BalanceLine[]> {
  const [balances, accounts] = await Promise.all([
    client.core.balances
      .findAll({ scope: "all", per_page: PER_PAGE, order: "currency", ...(query.asAt ? { as_at_date: query.asAt } : {}) }, { signal: query.signal })
      .toArray(),
    loadAccounts(client, houseAccountId, query.signal),
  ]);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  return toLines(balances, (accountId) => names.get(accountId) ?? `account ${accountId}`);
}
