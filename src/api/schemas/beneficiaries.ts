import { z } from "zod";
import { paginationSchema } from "./pagination";
import { booleanText, countryCode, currencyCode, optionalText, timestamp, uuid } from "./primitives";

export const beneficiarySchema = z.object({
  id: uuid,
  bank_account_holder_name: z.string(),
  name: z.string(),
  email: optionalText,
  payment_types: z.array(z.string()),
  beneficiary_address: z.array(z.string()),
  beneficiary_country: countryCode.nullable(),
  beneficiary_entity_type: optionalText,
  beneficiary_company_name: optionalText,
  beneficiary_first_name: optionalText,
  beneficiary_last_name: optionalText,
  beneficiary_city: optionalText,
  beneficiary_postcode: optionalText,
  beneficiary_state_or_province: optionalText,
  beneficiary_date_of_birth: optionalText,
  beneficiary_identification_type: optionalText,
  beneficiary_identification_value: optionalText,
  bank_country: countryCode,
  bank_name: optionalText,
  bank_account_type: optionalText,
  currency: currencyCode,
  account_number: optionalText,
  routing_code_type_1: optionalText,
  routing_code_value_1: optionalText,
  routing_code_type_2: optionalText,
  routing_code_value_2: optionalText,
  // Recordings show null when the beneficiary is paid by account number and routing code.
  bic_swift: optionalText,
  iban: optionalText,
  // The wire carries "true"/"false" as text; mapped to a boolean so `if (b.default_beneficiary)` is never wrong.
  default_beneficiary: booleanText,
  creator_contact_id: uuid,
  bank_address: z.array(z.string()),
  beneficiary_external_reference: optionalText.optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Beneficiary = z.output<typeof beneficiarySchema>;
export type BeneficiaryInput = z.input<typeof beneficiarySchema>;

export const beneficiariesFindSchema = z.object({
  beneficiaries: z.array(beneficiarySchema),
  pagination: paginationSchema,
});
export type BeneficiariesFindResult = z.output<typeof beneficiariesFindSchema>;
export type BeneficiariesFindResultInput = z.input<typeof beneficiariesFindSchema>;
