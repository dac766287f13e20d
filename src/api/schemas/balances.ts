import { z } from "zod";
import { paginationSchema } from "./pagination";
import { currencyCode, decimalString, timestamp, uuid } from "./primitives";

export const balanceSchema = z.object({
  id: uuid,
  account_id: uuid,
  currency: currencyCode,
  amount: decimalString,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Balance = z.output<typeof balanceSchema>;
export type BalanceInput = z.input<typeof balanceSchema>;

export const balancesFindSchema = z.object({
  balances: z.array(balanceSchema),
  pagination: paginationSchema,
});
export type BalancesFindResult = z.output<typeof balancesFindSchema>;
export type BalancesFindResultInput = z.input<typeof balancesFindSchema>;
