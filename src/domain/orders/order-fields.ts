/**
 * The columns a sheet of orders may have, per kind, with the header spellings people actually use.
 * `identifier` columns name who or what gets money (beneficiary, account, sub-account, linked conversion):
 * a formula there could silently point the payment somewhere else when the sheet recalculates, so they must
 * hold typed values.
 */
export type OrderKind = "conversion" | "payment";

export interface OrderField {
  /** Wire-style name of the field (snake_case, as the service calls the parameter where there is one). */
  field: string;
  /** How the field is named to a person: in messages and in the mapping the task pane shows. */
  label: string;
  /** Header spellings that mean this field, best first; matched ignoring case, spaces and punctuation. */
  synonyms: readonly string[];
  required: boolean;
  identifier: boolean;
}

const ACTING_AS: OrderField = {
  field: "acting_as",
  label: "acting as",
  synonyms: ["acting as", "on behalf of", "client", "sub-account", "sub account", "on behalf", "acting for"],
  required: false,
  identifier: true,
};

export const CONVERSION_FIELDS: readonly OrderField[] = [
  { field: "buy_currency", label: "buy currency", synonyms: ["buy currency", "buy ccy", "buy", "currency bought", "buy cur"], required: true, identifier: false },
  { field: "sell_currency", label: "sell currency", synonyms: ["sell currency", "sell ccy", "sell", "currency sold", "sell cur"], required: true, identifier: false },
  { field: "amount", label: "amount", synonyms: ["amount", "amt", "value", "notional"], required: true, identifier: false },
  { field: "fixed_side", label: "fixed side", synonyms: ["fixed side", "side", "fixed"], required: true, identifier: false },
  { field: "reason", label: "reason", synonyms: ["reason", "purpose", "reason for conversion"], required: true, identifier: false },
  { field: "conversion_date", label: "conversion date", synonyms: ["conversion date", "value date", "date", "trade date"], required: false, identifier: false },
  ACTING_AS,
];

export const PAYMENT_FIELDS: readonly OrderField[] = [
  { field: "currency", label: "currency", synonyms: ["currency", "ccy", "cur", "payment currency"], required: true, identifier: false },
  { field: "amount", label: "amount", synonyms: ["amount", "amt", "value", "payment amount"], required: true, identifier: false },
  { field: "beneficiary", label: "beneficiary", synonyms: ["beneficiary", "beneficiary id", "payee", "payee id", "recipient", "beneficiary_id"], required: false, identifier: true },
  { field: "beneficiary_name", label: "beneficiary name", synonyms: ["beneficiary name", "payee name", "recipient name", "name"], required: false, identifier: true },
  { field: "reference", label: "reference", synonyms: ["reference", "ref", "payment reference", "your reference"], required: true, identifier: false },
  { field: "reason", label: "reason", synonyms: ["reason", "purpose", "payment reason", "reason for payment"], required: true, identifier: false },
  { field: "payment_type", label: "payment type", synonyms: ["payment type", "type", "method", "payment method"], required: false, identifier: false },
  { field: "payment_date", label: "payment date", synonyms: ["payment date", "value date", "date", "execution date"], required: false, identifier: false },
  { field: "conversion_id", label: "conversion id", synonyms: ["conversion id", "conversion", "linked conversion"], required: false, identifier: true },
  ACTING_AS,
  { field: "bank_account_holder_name", label: "account holder", synonyms: ["account holder", "account holder name", "bank account holder name", "holder", "holder name"], required: false, identifier: true },
  { field: "bank_country", label: "bank country", synonyms: ["bank country", "bank country code", "country"], required: false, identifier: false },
  { field: "iban", label: "IBAN", synonyms: ["iban", "iban number"], required: false, identifier: true },
  { field: "bic_swift", label: "BIC", synonyms: ["bic", "swift", "bic swift", "swift code", "bic code", "swift bic"], required: false, identifier: true },
  { field: "account_number", label: "account number", synonyms: ["account number", "account no", "acct number", "acct no", "account"], required: false, identifier: true },
  { field: "routing_code_type", label: "routing code type", synonyms: ["routing code type", "routing type"], required: false, identifier: false },
  { field: "routing_code_value", label: "routing code", synonyms: ["routing code", "routing code value", "routing number", "sort code", "aba"], required: false, identifier: true },
  { field: "beneficiary_entity_type", label: "beneficiary type", synonyms: ["beneficiary type", "beneficiary entity type", "entity type"], required: false, identifier: false },
];

export function fieldsOf(kind: OrderKind): readonly OrderField[] {
  return kind === "conversion" ? CONVERSION_FIELDS : PAYMENT_FIELDS;
}
