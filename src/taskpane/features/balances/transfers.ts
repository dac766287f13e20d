/**
 * Transfers between the house account and its sub-accounts as the panel makes and follows them: create under the
 * form's idempotency key, list the latest (newest first) with their status, cancel one while it is pending.
 */
import type { FxDeskClient, TransferCreateParams } from "../../../api";
import type { Transfer } from "../../../api/schemas";

/** How many of the latest transfers the panel lists. */
const LATEST = 10;

export function createTransfer(client: FxDeskClient, params: Omit<TransferCreateParams, "unique_request_id">, key: string): Promise<Transfer> {
  return client.core.transfers.create({ ...params, unique_request_id: key });
}

export async function latestTransfers(client: FxDeskClient, signal?: AbortSignal): Promise<Transfer[]> {
  const page = await client.core.transfers.find({ per_page: LATEST, order: "created_at", order_asc_desc: "desc" }, { signal });
  return page.transfers;
}

export function cancelTransfer(client: FxDeskClient, id: string): Promise<Transfer> {
  return client.core.transfers.cancel(id);
}

export function isPending(transfer: Transfer): boolean {
  return transfer.status === "pending";
}
