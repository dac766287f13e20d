import { z } from "zod";
import { paginationSchema } from "./pagination";
import { isoDateOrEmpty, optionalText, timestamp, uuid } from "./primitives";

export const contactSchema = z.object({
  id: uuid,
  login_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_id: uuid,
  account_name: z.string(),
  status: z.string(),
  locale: optionalText,
  timezone: optionalText,
  email_address: z.string(),
  mobile_phone_number: optionalText,
  phone_number: optionalText,
  your_reference: optionalText,
  date_of_birth: isoDateOrEmpty.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Contact = z.output<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

export const contactsFindSchema = z.object({
  contacts: z.array(contactSchema),
  pagination: paginationSchema,
});
export type ContactsFindResult = z.output<typeof contactsFindSchema>;
export type ContactsFindResultInput = z.input<typeof contactsFindSchema>;
