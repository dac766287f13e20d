/** What a row of the beneficiaries list says under the name: "EUR · bank in DE · IBAN •••• 3000 · regular". */
import type { Beneficiary } from "../../../api/schemas";
import { maskedAccountOf } from "../../../domain";

export function rowDetails(beneficiary: Beneficiary): string {
  return [beneficiary.currency, `bank in ${beneficiary.bank_country}`, maskedAccountOf(beneficiary), beneficiary.payment_types.join(", ")]
    .filter((part) => part !== "")
    .join(" · ");
}
