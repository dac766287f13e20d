/** Index of `unique_request_id`s per account, so idempotency checks stay constant-time with many objects. */
import type { SimData } from "./state";

type KeyedKind = "conversion" | "payment" | "transfer";

export class UniqueKeys {
  private readonly keys = new Set<string>();

  has(kind: KeyedKind, accountId: string, key: string): boolean {
    return this.keys.has(`${kind}\u0000${accountId}\u0000${key}`);
  }

  add(kind: KeyedKind, accountId: string, key: string | null | undefined): void {
    if (key !== null && key !== undefined) this.keys.add(`${kind}\u0000${accountId}\u0000${key}`);
  }

  rebuild(data: SimData): void {
    this.keys.clear();
    for (const conversion of Object.values(data.conversions)) this.add("conversion", conversion.account_id, conversion.unique_request_id);
    for (const payment of Object.values(data.payments)) this.add("payment", payment.accountId, payment.wire.unique_request_id);
    for (const transfer of Object.values(data.transfers)) this.add("transfer", transfer.creator_account_id, transfer.unique_request_id);
  }
}
