import { z } from "zod";
import { optionalTextOrEmpty } from "./primitives";

/** A field the lookup may leave out or answer `""` (a bank without a branch: PY, JAVA, NET recordings): null then. */
const lookedUp = optionalTextOrEmpty.default(null);

/**
 * The bank a code names, as `reference/bank_details/find` answers it (SW BankDetails; docs/provider-api.md §17).
 * `bank_address` is one line of text here, unlike a beneficiary's list of lines; `bank_country` is the country's
 * name in capitals ("UNITED KINGDOM"), `bank_country_ISO` its code.
 */
export const bankDetailsSchema = z.object({
  identifier_type: z.string(),
  identifier_value: z.string(),
  account_number: lookedUp,
  bic_swift: lookedUp,
  bank_name: lookedUp,
  bank_branch: lookedUp,
  bank_address: lookedUp,
  bank_city: lookedUp,
  bank_state: lookedUp,
  bank_post_code: lookedUp,
  bank_country: lookedUp,
  bank_country_ISO: lookedUp,
  currency: lookedUp,
});
export type BankDetails = z.output<typeof bankDetailsSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
