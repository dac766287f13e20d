/**
 * What create, update and validate refuse of a beneficiary beyond its bank details (rules/beneficiary-rules.ts):
 * a currency the service does not pay to beneficiaries, a bank country it does not pay into, and a date of birth
 * outside its bounds, each in the operation's own words (SW CreateBeneficiary, UpdateBeneficiary,
 * ValidateBeneficiary x-errors; docs/demo-service.md "Refusals checked against the reference").
 */
import { message, type FieldErrors } from "../errors";
import { isoDate } from "../format";
import { RatesTable } from "../rates-table";

/**
 * Assumption: SW lists `bank_country_is_not_supported` (beneficiaries) and `unsupported_beneficiary_country_code`,
 * `unsupported_payer_country_code` (payments) without naming the countries. These are the countries under
 * comprehensive sanctions, which no payments provider pays into or for; the demo takes every other country.
 */
export const UNSUPPORTED_COUNTRIES: ReadonlySet<string> = new Set(["CU", "IR", "KP", "SY"]);

/** SW's lower bound of a date of birth ("should be later than 1900-01-01", UpdateBeneficiary). */
export const EARLIEST_DATE_OF_BIRTH = "1900-01-01";

type Operation = "create" | "update" | "validate";

/**
 * The date-of-birth bounds as each operation words them: UpdateBeneficiary names them, with params; CreateBeneficiary
 * and ValidateBeneficiary say only "should be later" / "should be earlier", without params.
 */
function dateOfBirthRefusal(operation: Operation, bound: "earlier" | "after") {
  const named = operation === "update";
  if (bound === "earlier") {
    return named
      ? message("beneficiary_date_of_birth_is_earlier", `beneficiary_date_of_birth should be later than ${EARLIEST_DATE_OF_BIRTH}`, { min_date: EARLIEST_DATE_OF_BIRTH })
      : message("beneficiary_date_of_birth_is_earlier", "beneficiary_date_of_birth should be later");
  }
  return named
    ? message("beneficiary_date_of_birth_is_after", "beneficiary_date_of_birth should be earlier than todays date", { max_date: "Todays Date" })
    : message("beneficiary_date_of_birth_is_after", "beneficiary_date_of_birth should be earlier");
}

/**
 * Adds the refusals of a beneficiary's currency, bank country and date of birth (all at once, beside its bank
 * details'). `now` is the service's clock: "today" is its UTC day.
 */
export function checkParticulars(
  beneficiary: { currency: string; bank_country: string; beneficiary_date_of_birth?: string | null },
  operation: Operation,
  now: number,
  errors: FieldErrors,
): void {
  // Assumption: the currencies a beneficiary may be paid in are the demo's own (its reference/currencies), as
  // balances' unsupported_currency; SW does not list them.
  if (beneficiary.currency && !RatesTable.has(beneficiary.currency)) {
    errors.add("currency", message("currency_code_is_invalid", "You can not use this currency with beneficiaries"));
  }
  if (UNSUPPORTED_COUNTRIES.has(beneficiary.bank_country)) {
    errors.add("bank_country", message("bank_country_is_not_supported", "bank_country is not supported"));
  }
  const born = beneficiary.beneficiary_date_of_birth;
  if (born) {
    if (born < EARLIEST_DATE_OF_BIRTH) errors.add("beneficiary_date_of_birth", dateOfBirthRefusal(operation, "earlier"));
    // Assumption: "earlier than todays date" read as a day after today refused; today itself is taken.
    else if (born > isoDate(now)) errors.add("beneficiary_date_of_birth", dateOfBirthRefusal(operation, "after"));
  }
}
