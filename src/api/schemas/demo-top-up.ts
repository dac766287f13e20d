import { z } from "zod";
import { fieldsOf, TOP_UP_SENDER_FIELDS } from "../../provider-format/record-fields";
import { currencyCode, decimalString, optionalText, timestamp, uuid } from "./primitives";

/** Inbound funds credited by a demo top-up (the provider's demo-only funding endpoint). */
export const demoTopUpSchema = z.object({
  id: uuid,
  account_id: uuid,
  state: z.string(),
  ...fieldsOf(TOP_UP_SENDER_FIELDS, optionalText),
  receiver_account_number: z.string(),
  receiver_routing_code: optionalText,
  amount: decimalString,
  currency: currencyCode,
  action: z.string(),
  short_reference: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DemoTopUp = z.output<typeof demoTopUpSchema>;
export type DemoTopUpInput = z.input<typeof demoTopUpSchema>;
