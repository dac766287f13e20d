import type { PaginationInput } from "./pagination";

/** SW Account; text never set is null (RB, PY recordings). */
export type AccountInput = {
  id: string;
  account_name: string;
  brand: string;
  your_reference: string | null;
  status: string;
  street: string | null;
  city: string | null;
  state_or_province: string | null;
  country: string | null;
  postal_code: string | null;
  spread_table: string;
  legal_entity_type: string;
  legal_entity_sub_type?: string | null;
  identification_type: string | null;
  identification_value: string | null;
  short_reference: string;
  api_trading: boolean;
  online_trading: boolean;
  phone_trading: boolean;
  process_third_party_funds: boolean;
  settlement_type: string;
  agent_or_reliance: boolean;
  terms_and_conditions_accepted: boolean | null;
  bank_account_verified?: string;
  created_at: string;
  updated_at: string;
};

export type AccountsFindResultInput = {
  accounts: AccountInput[];
  pagination: PaginationInput;
};
