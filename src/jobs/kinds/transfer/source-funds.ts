/**
 * What the transfers a run sends take from each source account, against what it holds: the source's balance in the
 * currency (one balances find of the house and its sub-accounts, scope=all), less the transfers out of it still
 * pending, which wait for the same money. The service keeps a transfer its source cannot cover pending until it can
 * (docs/provider-api.md §4, §6), so a shortfall is a warning the person reads before booking, not a refusal. Money
 * that other rows of the same run move into a source counts towards it once those rows can themselves complete.
 */
import Decimal from "decimal.js";
import { type ConfirmChoices, countRows, type KindApi, type RowPlan } from "../../engine/kind-kit";
import type { TransferOrder } from "../../../domain/orders/transfer-order";
import type { HouseAccount } from "../../house-accounts";

/** A source account's money in one currency. */
export interface SourceFunds {
  balance: Decimal;
  /** Transfers out of it not completed yet (this sheet's own, found by their keys, are counted as its rows instead). */
  pendingOut: Decimal;
}

/** What the rows sent take from one source account in one currency, against what it holds. */
export interface SourceNeed {
  source: HouseAccount;
  currency: string;
  rows: number;
  total: Decimal;
  balance: Decimal;
  pendingOut: Decimal;
  /** What other rows sent in the same run move into this source, counting only rows that can complete themselves. */
  movedIn: Decimal;
  /** Balance less pending transfers out, plus what other rows move in: what these rows can draw on. */
  available: Decimal;
  /** Zero when the available money covers the total: otherwise the transfers beyond it stay pending until it arrives. */
  shortfall: Decimal;
}

/** The two accounts of a ready row, as the check found them. */
export interface TransferMove {
  source: HouseAccount;
  destination: HouseAccount;
}

const PER_PAGE = 100;
const ZERO = new Decimal(0);
const slot = (accountId: string, currency: string) => `${accountId}|${currency}`;

/** Every account's balances and pending transfers out, by account and currency; `own` are the request ids of the sheet's rows. */
export async function readSourceFunds(api: KindApi<"balances" | "transfers">, own: ReadonlySet<string>): Promise<ReadonlyMap<string, SourceFunds>> {
  const [balances, pending] = await Promise.all([
    api.balances.findAll({ scope: "all", per_page: PER_PAGE }).toArray(),
    api.transfers.findAll({ status: "pending", per_page: PER_PAGE }).toArray(),
  ]);
  const funds = new Map<string, SourceFunds>();
  const of = (accountId: string, currency: string) => {
    const entry = funds.get(slot(accountId, currency)) ?? { balance: ZERO, pendingOut: ZERO };
    funds.set(slot(accountId, currency), entry);
    return entry;
  };
  for (const balance of balances) of(balance.account_id, balance.currency).balance = balance.amount;
  for (const transfer of pending) {
    if (transfer.unique_request_id !== null && own.has(transfer.unique_request_id)) continue;
    const entry = of(transfer.source_account_id, transfer.currency);
    entry.pendingOut = entry.pendingOut.plus(transfer.amount);
  }
  return funds;
}

/**
 * What the rows these choices send take from each source, in the order the sources first appear on the sheet; a
 * source without a balance in the currency holds none of it.
 */
export function sourceNeeds(
  job: { rows: readonly RowPlan<TransferOrder>[]; preview: { moves: ReadonlyMap<number, TransferMove>; funds: ReadonlyMap<string, SourceFunds> } },
  choices: Pick<ConfirmChoices, "acceptDuplicates" | "acceptCopies">,
): SourceNeed[] {
  const fundsOf = (key: string) => job.preview.funds.get(key) ?? { balance: ZERO, pendingOut: ZERO };
  const sent = countRows(job.rows, choices).toSend.flatMap((plan) => {
    const move = job.preview.moves.get(plan.row);
    if (plan.state !== "ready" || move === undefined) return [];
    const { currency, amount } = plan.order;
    return [{ ...move, currency, amount, from: slot(move.source.id, currency), to: slot(move.destination.id, currency) }];
  });
  const movedIn = moneyMovedIn(sent, (key) => {
    const funds = fundsOf(key);
    return funds.balance.minus(funds.pendingOut);
  });
  const needs = new Map<string, SourceNeed>();
  for (const { source, currency, amount, from } of sent) {
    const funds = fundsOf(from);
    const moved = movedIn.get(from) ?? ZERO;
    const need = needs.get(from) ?? { source, currency, rows: 0, total: ZERO, ...funds, movedIn: moved, available: funds.balance.minus(funds.pendingOut).plus(moved), shortfall: ZERO };
    need.rows += 1;
    need.total = need.total.plus(amount);
    need.shortfall = Decimal.max(ZERO, need.total.minus(need.available));
    needs.set(from, need);
  }
  return [...needs.values()];
}

/**
 * What the run's transfers bring into each account, as the service would settle them: a transfer completes once its
 * source holds its amount, else waits pending (docs/provider-api.md §6), so a row moving money out of an account
 * another row fills completes after that one, whatever their order on the sheet. Only completing rows bring money:
 * two rows moving the same money back and forth between empty accounts both wait, and neither funds the other.
 */
function moneyMovedIn(moves: readonly { from: string; to: string; amount: Decimal }[], startingWith: (key: string) => Decimal): Map<string, Decimal> {
  const holds = new Map<string, Decimal>();
  const holding = (key: string) => holds.get(key) ?? startingWith(key);
  const movedIn = new Map<string, Decimal>();
  let waiting = [...moves];
  for (let settled = true; settled; ) {
    settled = false;
    waiting = waiting.filter((move) => {
      if (holding(move.from).lessThan(move.amount)) return true;
      holds.set(move.from, holding(move.from).minus(move.amount));
      holds.set(move.to, holding(move.to).plus(move.amount));
      movedIn.set(move.to, (movedIn.get(move.to) ?? ZERO).plus(move.amount));
      settled = true;
      return false;
    });
  }
  return movedIn;
}
