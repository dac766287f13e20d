/** The payment template's purpose-code and payer columns (docs/provider-api.md §15), with what the legend says of each. */
import { BENEFICIARY_IDENTIFICATION_TYPES, valuesInWords } from "../../../domain";
import { ENTITY_TYPES_IN_WORDS } from "../../../domain/orders";
import { DATE_FORMAT, TEXT_FORMAT } from "../../../workbook";
import type { TemplateColumn } from "../../engine/kind-kit";

export const PURPOSE_CODE_COLUMN: TemplateColumn = {
  field: "purpose_code",
  format: TEXT_FORMAT,
  required: "for INR, MYR, Swift CNY and Swift to the UAE or Bahrain",
  allowed:
    "Why the money is sent, as a code the service lists for the currency and the bank's country (INR to India: goods, services, travel…). " +
    "Needed for local INR and MYR payments, Swift CNY payments and Swift payments to banks in the UAE or Bahrain. After Check, the cell of a row that needs one offers the codes allowed for it as a drop-down, and a row without one says them",
  example: null,
};

const PAYER_WHEN = "when paying for a client who is not a sub-account";

/** Filled only for a payment made for a client who is not a sub-account; which ones that payer needs, Check says. */
export const PAYER_COLUMNS: readonly TemplateColumn[] = [
  { field: "payer_entity_type", validationList: ENTITY_TYPES_IN_WORDS, required: PAYER_WHEN, allowed: `${ENTITY_TYPES_IN_WORDS.join(" or ")}: who the payment is made for, when that is not you or a sub-account`, example: null },
  { field: "payer_company_name", format: TEXT_FORMAT, required: "for a company payer", allowed: "The payer company's registered name", example: null },
  { field: "payer_first_name", format: TEXT_FORMAT, required: "for an individual payer", allowed: "The payer's first name", example: null },
  { field: "payer_last_name", format: TEXT_FORMAT, required: "for an individual payer", allowed: "The payer's last name", example: null },
  { field: "payer_address", format: TEXT_FORMAT, required: PAYER_WHEN, allowed: "The first line of the payer's address", example: null },
  { field: "payer_city", format: TEXT_FORMAT, required: PAYER_WHEN, allowed: "The payer's city", example: null },
  { field: "payer_postcode", format: TEXT_FORMAT, required: "where the payer's country asks for it", allowed: "The payer's postcode", example: null },
  { field: "payer_state_or_province", format: TEXT_FORMAT, required: "where the payer's country asks for it", allowed: "The payer's state or province", example: null },
  { field: "payer_country", format: TEXT_FORMAT, required: PAYER_WHEN, allowed: "The two-letter code of the payer's country (GB, DE…)", example: null },
  { field: "payer_date_of_birth", format: DATE_FORMAT, required: "for an individual payer", allowed: "A person's date of birth, or a company's date of registration (YYYY-MM-DD)", example: null },
  {
    field: "payer_identification_type",
    // In words, as the routing code types are; the row reads "Incorporation number" (or the code) as incorporation_number.
    validationList: valuesInWords(BENEFICIARY_IDENTIFICATION_TYPES),
    required: "for a company payer paying by Swift",
    allowed: "The payer's identification document (a company paying by Swift: incorporation number)",
    example: null,
  },
  { field: "payer_identification_value", format: TEXT_FORMAT, required: "with the identification type", allowed: "The document's number (a company's registration number)", example: null },
];
