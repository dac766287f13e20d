/**
 * What create, update and validate refuse of a payment's own particulars beyond its field rules, in SW CreatePayment's,
 * UpdatePayment's and ValidatePayment's words: an invoice number without its date or the reverse, a payer's date of
 * birth out of bounds, and a payer or beneficiary country the service does not pay for (docs/demo-service.md
 * "Refusals checked against the reference").
 */
import { message, type FieldErrors } from "../errors";
import { isoDate } from "../format";
import { EARLIEST_DATE_OF_BIRTH, UNSUPPORTED_COUNTRIES } from "./beneficiary-particulars";

/**
 * SW CreatePayment, UpdatePayment: an invoice number and an invoice date go together. The one given is named in the
 * message where the reference writes `$invoiceNumber` / `$invoiceDate`; no params (the reference gives none).
 */
export function checkInvoicePair(errors: FieldErrors, invoiceNumber: string | undefined, invoiceDate: string | undefined): void {
  if (invoiceNumber !== undefined && invoiceDate === undefined) {
    errors.add("invoice_date", message("invoice_date_missing", `Invoice date is missing for provided invoice number ${invoiceNumber}`));
  }
  if (invoiceDate !== undefined && invoiceNumber === undefined) {
    errors.add("invoice_number", message("invoice_number_missing", `Invoice number is missing for provided invoice date ${invoiceDate}`));
  }
}

/**
 * SW CreatePayment, UpdatePayment, ValidatePayment: a payer's date of birth before 1900-01-01 "should be later", one
 * after the service's day "should be earlier" (no params). The bounds are UpdateBeneficiary's, which names them; today
 * itself is taken (Assumption, as for a beneficiary's).
 */
export function checkPayerDateOfBirth(errors: FieldErrors, born: string | undefined, now: number): void {
  if (born === undefined) return;
  if (born < EARLIEST_DATE_OF_BIRTH) errors.add("payer_date_of_birth", message("payer_date_of_birth_is_earlier", "payer_date_of_birth should be later"));
  else if (born > isoDate(now)) errors.add("payer_date_of_birth", message("payer_date_of_birth_is_after", "payer_date_of_birth should be earlier"));
}

/**
 * SW CreatePayment, ValidatePayment: a payer or a beneficiary in a country the service does not pay for, under the
 * reference's own categories `payer_country_code` and `beneficiary_country_code`. The beneficiary's country is where
 * it lives (`beneficiary_country`; its bank's country is refused when it is saved: `bank_country_is_not_supported`).
 */
export function checkSupportedCountries(errors: FieldErrors, payerCountry: string | undefined, beneficiaryCountry: string | null | undefined): void {
  if (payerCountry !== undefined && UNSUPPORTED_COUNTRIES.has(payerCountry)) {
    errors.add("payer_country_code", message("unsupported_payer_country_code", "Payer country is not supported"));
  }
  if (beneficiaryCountry && UNSUPPORTED_COUNTRIES.has(beneficiaryCountry)) {
    errors.add("beneficiary_country_code", message("unsupported_beneficiary_country_code", "Beneficiary country is not supported"));
  }
}
