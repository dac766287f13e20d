/**
 * The beneficiaries list as a sheet block: one line per beneficiary with what the pane's list shows (the account
 * masked to its last 4 characters, as there) and the id a payment row names it by. The header line is the block's
 * identity: an export finds its earlier block by it and rewrites it in place.
 */
import type { Beneficiary } from "../../api/schemas";
import { maskedAccountOf } from "../../domain/account-mask";
import { payeePaymentTypesInWords } from "../../domain";
import { TEXT_FORMAT } from "../../workbook";
import type { BlockContent } from "../blocks/block-content";

/** Where an export goes: refreshed there on every export. Not "Beneficiaries", the sheet the bulk-create template takes. */
export const BENEFICIARIES_SHEET = "Beneficiary list";

const COLUMNS = [
  { header: "Beneficiary name", format: TEXT_FORMAT },
  { header: "Currency", format: TEXT_FORMAT },
  { header: "Bank country", format: TEXT_FORMAT },
  { header: "Account (last 4)", format: TEXT_FORMAT },
  { header: "Payment types", format: TEXT_FORMAT },
  { header: "Account holder", format: TEXT_FORMAT },
  { header: "Beneficiary id", format: TEXT_FORMAT },
] as const;

export function beneficiaryBlock(beneficiaries: readonly Beneficiary[]): BlockContent {
  return {
    columns: COLUMNS,
    rows: beneficiaries.map((beneficiary) => [
      beneficiary.name,
      beneficiary.currency,
      beneficiary.bank_country,
      maskedAccountOf(beneficiary),
      payeePaymentTypesInWords(beneficiary.payment_types),
      beneficiary.bank_account_holder_name,
      beneficiary.id,
    ]),
  };
}
