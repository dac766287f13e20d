/** What a row of the beneficiaries list says under the name: "EUR · bank in DE · IBAN •••• 3000 · Local". */
import type { Beneficiary } from "../../../api/schemas";
import { maskedAccountOf, payeePaymentTypesInWords } from "../../../domain";

export function rowDetails(beneficiary: Beneficiary): string {
  return [beneficiary.currency, `bank in ${beneficiary.bank_country}`, maskedAccountOf(beneficiary), payeePaymentTypesInWords(beneficiary.payment_types)]
    .filter((part) => part !== "")
    .join(" · ");
}
