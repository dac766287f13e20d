/** A demo top-up, SW SimulateFunding (`demo/funding/create`, demo environment only): the inbound funds it credits. */
export type DemoTopUpInput = {
  id: string;
  account_id: string;
  state: string;
  sender_name: string | null;
  sender_address: string | null;
  sender_country: string | null;
  sender_reference: string | null;
  sender_account_number: string | null;
  sender_routing_code: string | null;
  receiver_account_number: string;
  receiver_routing_code: string | null;
  amount: string;
  currency: string;
  action: string;
  short_reference: string;
  created_at: string;
  updated_at: string;
};
