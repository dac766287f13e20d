/**
 * What `reference/bank_details/find` answers (SW BankDetails, with the reference's example and the recordings of PY,
 * JAVA and NET): the bank's address as one line, its country by name in capitals and by code, `currency` null and
 * `bank_branch` "" where the bank has none, as recorded.
 */
export type BankDetailsInput = {
  identifier_type: string;
  identifier_value: string;
  account_number: string;
  bic_swift: string;
  bank_name: string;
  bank_branch: string;
  bank_address: string;
  bank_city: string;
  bank_state: string;
  bank_post_code: string;
  bank_country: string;
  bank_country_ISO: string;
  currency: string | null;
};
