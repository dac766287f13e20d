import type { PaginationInput } from "./pagination";

/** SW Balance. */
export type BalanceInput = {
  id: string;
  account_id: string;
  currency: string;
  amount: string;
  created_at: string;
  updated_at: string;
};

export type BalancesFindResultInput = {
  balances: BalanceInput[];
  pagination: PaginationInput;
};
