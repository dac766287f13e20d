import type { PaginationInput } from "./pagination";

/** SW Transfer `status` (FindTransfers). */
export const TRANSFER_STATUSES = ["pending", "completed", "cancelled"] as const;

/** SW Transfer (G-transfers-between-balances). */
export type TransferInput = {
  id: string;
  short_reference: string;
  source_account_id: string;
  destination_account_id: string;
  currency: string;
  amount: string;
  status: string;
  reason: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  creator_account_id: string;
  creator_contact_id: string;
  unique_request_id: string | null;
};

export type TransfersFindResultInput = {
  transfers: TransferInput[];
  pagination: PaginationInput;
};
