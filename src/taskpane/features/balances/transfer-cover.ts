/**
 * Whether a transfer's source can cover it now, read once when its confirmation opens: the source account's balance
 * in the transfer's currency from one balances find of the house and its sub-accounts (scope=all; no wallet in that
 * currency is a balance of zero). The service keeps a transfer the source cannot cover pending until it can
 * (docs/provider-api.md §4, §6), so a shortfall is a warning in the confirmation, not a refusal.
 */
import Decimal from "decimal.js";
import type { FxDeskClient } from "../../../api";

/** Balances per page, as the panel reads them: one page for hundreds of sub-accounts. */
const PER_PAGE = 500;

export type SourceCover =
  | { status: "reading" }
  | { status: "covered"; balance: Decimal }
  | { status: "short"; balance: Decimal; shortfall: Decimal }
  | { status: "unknown"; problem: string };

/** The source's balance in `currency` now. */
export async function sourceBalance(client: FxDeskClient, accountId: string, currency: string, signal?: AbortSignal): Promise<Decimal> {
  const balances = await client.core.balances.findAll({ scope: "all", per_page: PER_PAGE }, { signal }).toArray();
  return balances.find((balance) => balance.account_id === accountId && balance.currency === currency)?.amount ?? new Decimal(0);
}

/** Covered when the balance is at least the amount; otherwise by how much it falls short. */
export function coverOf(balance: Decimal, amount: Decimal): SourceCover {
  return balance.gte(amount) ? { status: "covered", balance } : { status: "short", balance, shortfall: amount.minus(balance) };
}
