import { z } from "zod";
import { BENEFICIARY_ACCOUNT_FIELDS, BENEFICIARY_PARTY_FIELDS, fieldsOf } from "../../provider-format/record-fields";
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
  ...fieldsOf(BENEFICIARY_PARTY_FIELDS, optionalText),
  bank_country: countryCode,
  bank_name: optionalText,
  bank_account_type: optionalText,
  currency: currencyCode,
  ...fieldsOf(BENEFICIARY_ACCOUNT_FIELDS, optionalText),
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

/**
 * What `beneficiaries/validate` answers: the details checked, with the bank's name and address as the service looked
 * them up, and none of a saved beneficiary's own fields (id, names, creator, dates) — as every recorded validation
 * shows (docs/provider-api.md §12).
 */
export const beneficiaryValidationSchema = beneficiarySchema.pick({
  payment_types: true,
  bank_country: true,
  bank_name: true,
  bank_account_type: true,
  currency: true,
  account_number: true,
  routing_code_type_1: true,
  beneficiary_address: true,
  beneficiary_country: true,
  beneficiary_entity_type: true,
  beneficiary_company_name: true,
  beneficiary_first_name: true,
  beneficiary_last_name: true,
  beneficiary_city: true,
  beneficiary_postcode: true,
  beneficiary_state_or_province: true,
  beneficiary_date_of_birth: true,
  beneficiary_identification_type: true,
  beneficiary_identification_value: true,
  routing_code_value_1: true,
  routing_code_type_2: true,
  routing_code_value_2: true,
  bic_swift: true,
  iban: true,
  bank_address: true,
});
export type BeneficiaryValidation = z.output<typeof beneficiaryValidationSchema>;
export type BeneficiaryValidationInput = z.input<typeof beneficiaryValidationSchema>;

export const beneficiariesFindSchema = z.object({
  beneficiaries: z.array(beneficiarySchema),
  pagination: paginationSchema,
});
export type BeneficiariesFindResult = z.output<typeof beneficiariesFindSchema>;
export type BeneficiariesFindResultInput = z.input<typeof beneficiariesFindSchema>;

/**
 * What `beneficiaries/account_verification` answers (SW BeneficiaryAccountVerificationResult): the answer, and the
 * reason with its code and type. The guides' examples send `actual_name: null` with a no match; a recording of the
 * Ruby SDK answers an older code ("FMCH"), so a code is any text (docs/provider-api.md §16).
 */
export const beneficiaryAccountVerificationSchema = z.object({
  answer: z.enum(["full_match", "close_match", "no_match"]),
  actual_name: optionalText.optional(),
  reason_code: optionalText.optional(),
  reason: optionalText.optional(),
  reason_type: z.enum(["okay", "warning", "rejected"]).nullable().optional(),
});
export type BeneficiaryAccountVerification = z.output<typeof beneficiaryAccountVerificationSchema>;
export type BeneficiaryAccountVerificationInput = z.input<typeof beneficiaryAccountVerificationSchema>;
