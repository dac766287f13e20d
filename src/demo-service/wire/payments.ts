import type { PaginationInput } from "./pagination";

/** SW Payment. `transferred_at` is `""` until sent; counts are text (`authorisation_steps_required: "0"`). */
export type PaymentInput = {
  id: string;
  amount: string;
  beneficiary_id: string;
  currency: string;
  reference: string;
  reason: string;
  status: string;
  creator_contact_id: string;
  last_updater_contact_id: string;
  payment_type: string;
  payment_date: string;
  transferred_at: string;
  authorisation_steps_required: string;
  short_reference: string;
  conversion_id: string | null;
  failure_reason: string;
  payer_id: string;
  payer_details_source: string;
  payment_group_id: string | null;
  unique_request_id: string | null;
  failure_returned_amount: string;
  ultimate_beneficiary_name: string | null;
  purpose_code: string | null;
  charge_type: string | null;
  fee_amount: string | null;
  fee_currency: string | null;
  review_status?: string;
  created_at: string;
  updated_at: string;
};

export type PaymentsFindResultInput = {
  payments: PaymentInput[];
  pagination: PaginationInput;
};

/** SW PaymentAuthorisations: one entry per payment asked for, a refusal as `error` inside a 200. */
export type PaymentAuthorisationsInput = {
  authorisations: Array<{
    payment_id: string;
    payment_status: string;
    updated: boolean;
    error: string | null;
    auth_steps_taken: number;
    auth_steps_required: number;
    short_reference: string;
  }>;
};
