import { z } from "zod";
import { paginationSchema } from "./pagination";
import { optionalText, timestamp, uuid } from "./primitives";

export const accountSchema = z.object({
  id: uuid,
  account_name: z.string(),
  brand: z.string(),
  your_reference: optionalText,
  status: z.string(),
  street: optionalText,
  city: optionalText,
  state_or_province: optionalText,
  // Accounts created before country was mandatory carry null.
  country: optionalText,
  postal_code: optionalText,
  spread_table: z.string(),
  legal_entity_type: z.string(),
  // Newer responses carry the sub-type given at creation (null when none was); older ones leave it out.
  legal_entity_sub_type: optionalText.optional(),
  identification_type: optionalText,
  identification_value: optionalText,
  short_reference: z.string(),
  api_trading: z.boolean(),
  online_trading: z.boolean(),
  phone_trading: z.boolean(),
  process_third_party_funds: z.boolean(),
  settlement_type: z.string(),
  agent_or_reliance: z.boolean(),
  terms_and_conditions_accepted: z.boolean().nullable(),
  // Newer responses add "true" | "false" | "not required" (docs/provider-api.md §5).
  bank_account_verified: z.string().optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Account = z.output<typeof accountSchema>;
export type AccountInput = z.input<typeof accountSchema>;

export const accountsFindSchema = z.object({
  accounts: z.array(accountSchema),
  pagination: paginationSchema,
});
export type AccountsFindResult = z.output<typeof accountsFindSchema>;
export type AccountsFindResultInput = z.input<typeof accountsFindSchema>;
