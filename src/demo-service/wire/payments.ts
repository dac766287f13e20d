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

/** An amount inside a tracker event. */
type TrackerAmount = { currency: string; amount: string };
/** The tracker's status of a payment or an event: codes ("processing", "transferred_and_tracked"). */
type TrackerStatus = { status: string; reason: string };

/** SW PaymentTrackingInfo: the SWIFT gpi tracker's status of a Swift payment and its events, newest first. */
export type PaymentTrackingInfoInput = {
  uetr: string;
  transaction_status: TrackerStatus;
  initiation_time: string;
  completion_time: string | null;
  last_update_time: string;
  payment_events: Array<{
    tracker_event_type: string;
    valid: boolean;
    transaction_status: TrackerStatus | null;
    funds_available: null;
    forwarded_to_agent: string | null;
    from: string | null;
    to: string | null;
    originator: string | null;
    serial_parties: Record<string, string | null> | null;
    sender_acknowledgement_receipt: string | null;
    instructed_amount: TrackerAmount | null;
    confirmed_amount: TrackerAmount | null;
    interbank_settlement_amount: TrackerAmount | null;
    interbank_settlement_date: string | null;
    charge_amount: TrackerAmount | null;
    charge_type: string | null;
    foreign_exchange_details: null;
    last_update_time: string;
  }>;
};

/** SW PaymentConfirmation: `confirmation_url` is `""` when there is no document to fetch, `expires_at` null when none was made. */
export type PaymentConfirmationInput = {
  id: string;
  payment_id: string;
  account_id: string;
  short_reference: string;
  status: string;
  confirmation_url: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
};
