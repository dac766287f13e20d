/**
 * A payment row's payer, for a payment made for a client who is not a sub-account (docs/provider-api.md §15): the
 * "Payer …" columns read as the service's `payer_*` fields. Which of them a payer needs is the service's answer
 * (reference/payer_required_details), checked by the payment kind; here each cell is read and its form checked.
 */
import { BENEFICIARY_IDENTIFICATION_TYPES } from "../beneficiary-form";
import { countryCodeOf } from "../countries";
import { codeOfValue, valuesInWords } from "../value-words";
import type { OrderCells } from "./order-cells";
import type { ProblemCollector } from "./row-problems";

export const PAYER_TEXT_FIELDS = [
  "payer_company_name", "payer_first_name", "payer_last_name", "payer_address", "payer_city", "payer_postcode", "payer_state_or_province",
  "payer_identification_value",
] as const;

/** The payer's fields as the service names them; only those the row fills. */
export interface PayerDetails {
  payer_entity_type?: "company" | "individual";
  payer_country?: string;
  /** YYYY-MM-DD: a person's birth, or a company's registration (SW CreatePayment). */
  payer_date_of_birth?: string;
  payer_identification_type?: (typeof BENEFICIARY_IDENTIFICATION_TYPES)[number];
  payer_company_name?: string;
  payer_first_name?: string;
  payer_last_name?: string;
  payer_address?: string;
  payer_city?: string;
  payer_postcode?: string;
  payer_state_or_province?: string;
  payer_identification_value?: string;
}

export type PayerField = keyof PayerDetails;

const PAYER_TEXT = { minLength: 1, maxLength: 255 } as const;

/** The row's payer, or undefined when no payer column is filled (the account pays as itself). */
export function parsePayer(cells: OrderCells, collect: ProblemCollector): PayerDetails | undefined {
  const payer: PayerDetails = {};
  for (const field of PAYER_TEXT_FIELDS) {
    const text = collect.attempt(() => cells.text(field, PAYER_TEXT));
    if (text !== undefined) payer[field] = text;
  }
  const entityType = collect.attempt(() => cells.text("payer_entity_type", PAYER_TEXT));
  if (entityType !== undefined) {
    const type = codeOfValue(entityType, ["company", "individual"] as const);
    if (type !== undefined) payer.payer_entity_type = type;
    else collect.add(cells.label("payer_entity_type"), "not_in_range", `"${entityType}" is neither Company nor Individual`);
  }
  const country = collect.attempt(() => cells.text("payer_country", PAYER_TEXT));
  if (country !== undefined) {
    const code = countryCodeOf(country);
    if (code !== undefined) payer.payer_country = code;
    else collect.add(cells.label("payer_country"), "is_in_invalid_format", `"${country}" is not a country — use the two-letter ISO code, e.g. GB or DE`);
  }
  const date = collect.attempt(() => cells.date("payer_date_of_birth"));
  if (date !== undefined) payer.payer_date_of_birth = date;
  const document = collect.attempt(() => cells.text("payer_identification_type", PAYER_TEXT));
  if (document !== undefined) {
    const type = codeOfValue(document, BENEFICIARY_IDENTIFICATION_TYPES);
    if (type !== undefined) payer.payer_identification_type = type;
    else collect.add(cells.label("payer_identification_type"), "not_in_range", `"${document}" is not a document the service takes — use one of ${valuesInWords(BENEFICIARY_IDENTIFICATION_TYPES).join(", ")}`);
  }
  // A payer cell holding something refused above still makes the row a payer's.
  return ALL_PAYER_FIELDS.some((field) => cells.has(field)) ? payer : undefined;
}

const ALL_PAYER_FIELDS: readonly string[] = [...PAYER_TEXT_FIELDS, "payer_entity_type", "payer_country", "payer_date_of_birth", "payer_identification_type"];
