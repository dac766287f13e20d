import type { PaginationInput } from "./pagination";

/** SW Contact; text never set is null (RB, PY recordings). */
export type ContactInput = {
  id: string;
  login_id: string;
  first_name: string;
  last_name: string;
  account_id: string;
  account_name: string;
  status: string;
  locale: string | null;
  timezone: string | null;
  email_address: string;
  mobile_phone_number: string | null;
  phone_number: string | null;
  your_reference: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string | null;
  created_at: string;
  updated_at: string;
};

export type ContactsFindResultInput = {
  contacts: ContactInput[];
  pagination: PaginationInput;
};
