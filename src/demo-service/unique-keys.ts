/**
 * The one rule of `unique_request_id` (docs/provider-api.md §7): a key is its exact text, case and all, so "abc" and
 * "ABC" are two keys. The duplicate check of creates (this index, per kind and account) and every find by key
 * (`keyMatches`) go through `sameKeyText`, so a key accepted on create is found, and found alone, by that same text.
 */
import type { DemoData } from "./state";

type KeyedKind = "conversion" | "payment" | "transfer";

/** What two keys share when they are the same key: their text as given (Assumption: the reference folds nothing). */
function sameKeyText(key: string): string {
  return key;
}

/** True when no key is asked for, or the object's key is the one asked for. */
export function keyMatches(stored: string | null | undefined, wanted: string | undefined): boolean {
  return wanted === undefined || (typeof stored === "string" && sameKeyText(stored) === sameKeyText(wanted));
}

/** Index of the keys used per kind and account, so the duplicate check stays constant-time with many objects. */
export class UniqueKeys {
  private readonly keys = new Set<string>();

  has(kind: KeyedKind, accountId: string, key: string): boolean {
    return this.keys.has(entry(kind, accountId, key));
  }

  add(kind: KeyedKind, accountId: string, key: string | null | undefined): void {
    if (key !== null && key !== undefined) this.keys.add(entry(kind, accountId, key));
  }

  rebuild(data: DemoData): void {
    this.keys.clear();
    for (const conversion of Object.values(data.conversions)) this.add("conversion", conversion.account_id, conversion.unique_request_id);
    for (const payment of Object.values(data.payments)) this.add("payment", payment.accountId, payment.wire.unique_request_id);
    for (const transfer of Object.values(data.transfers)) this.add("transfer", transfer.creator_account_id, transfer.unique_request_id);
  }
}

function entry(kind: KeyedKind, accountId: string, key: string): string {
  return `${kind}\u0000${accountId}\u0000${sameKeyText(key)}`;
}
