import type { PaginationInput } from "./pagination";

/** SW Beneficiary; text never set is null; `default_beneficiary` is "true" or "false" as text (RB, PY, JS recordings). */
export type BeneficiaryInput = {
  id: string;
  bank_account_holder_name: string;
  name: string;
  email: string | null;
  payment_types: string[];
  beneficiary_address: string[];
  beneficiary_country: string | null;
  beneficiary_entity_type: string | null;
  beneficiary_company_name: string | null;
  beneficiary_first_name: string | null;
  beneficiary_last_name: string | null;
  beneficiary_city: string | null;
  beneficiary_postcode: string | null;
  beneficiary_state_or_province: string | null;
  beneficiary_date_of_birth: string | null;
  beneficiary_identification_type: string | null;
  beneficiary_identification_value: string | null;
  bank_country: string;
  bank_name: string | null;
  bank_account_type: string | null;
  currency: string;
  account_number: string | null;
  routing_code_type_1: string | null;
  routing_code_value_1: string | null;
  routing_code_type_2: string | null;
  routing_code_value_2: string | null;
  bic_swift: string | null;
  iban: string | null;
  default_beneficiary: "true" | "false";
  creator_contact_id: string;
  bank_address: string[];
  beneficiary_external_reference?: string | null;
  created_at: string;
  updated_at: string;
};

export type BeneficiariesFindResultInput = {
  beneficiaries: BeneficiaryInput[];
  pagination: PaginationInput;
};

/** What beneficiaries/validate answers: the bank details and the bank looked up, none of a saved beneficiary's own fields (docs/provider-api.md §12). */
export type BeneficiaryValidationInput = Omit<
  BeneficiaryInput,
  "id" | "bank_account_holder_name" | "name" | "email" | "default_beneficiary" | "creator_contact_id" | "beneficiary_external_reference" | "created_at" | "updated_at"
>;

/** SW BeneficiaryAccountVerificationResult: `actual_name` null where the guides give none (a no match). */
export type BeneficiaryAccountVerificationResultInput = {
  answer: "full_match" | "close_match" | "no_match";
  actual_name?: string | null;
  reason_code?: string | null;
  reason?: string | null;
  reason_type?: "okay" | "warning" | "rejected" | null;
};
