/**
 * The columns a sheet of orders may have, with the header spellings people actually use: the one table every
 * message uses to name a column (see column-names.ts). The conversion and payment tables live here, beside the
 * parsers that read those fields (conversion-order.ts, payment-order.ts); the kinds of row work (jobs/kinds) name
 * the table they read, and the mapping and the messages take the table as a parameter, never a kind.
 * `identifier` columns name who or what gets money (beneficiary, account, sub-account, linked conversion):
 * a formula there could silently point the payment somewhere else when the sheet recalculates, so they must
 * hold typed values.
 */
import { ROUTING_CODE_TYPE_WORDS, type RoutingCodeType } from "../bank-details";
import type { CellValue } from "../cell-value";
import { parseFixedSide } from "../fixed-side";

export interface OrderField {
  /** Wire-style name of the field (snake_case, as the service calls the parameter where there is one). */
  field: string;
  /**
   * The template's header for the column: how the mapping and any message name the column when the sheet has
   * none for the field (a sheet that has one is named by its own header).
   */
  label: string;
  /** Other names the service gives this field in requests and per-field errors, besides `field`. */
  serviceFields?: readonly string[];
  /** Header spellings that mean this field, best first; matched ignoring case, spaces and punctuation. */
  synonyms: readonly string[];
  required: boolean;
  identifier: boolean;
  /** What the column holds, where the review shows it in a form of its own: an amount, or a date (change-words.ts). */
  shows?: "amount" | "date";
}

/** The fields of one kind of order. */
export interface FieldSet {
  fields: readonly OrderField[];
  /** The currency a row's amount is in, from its cells (change-words.ts): the field set knows which column says it. */
  amountCurrency?(cell: (field: string) => CellValue): CellValue;
  /**
   * Fields of which at least one needs a column (a payment names its payee by id, name or bank details), and how
   * the mapping says so when none has one, given each field's name.
   */
  anyOf?: { fields: readonly string[]; missing(name: (field: string) => string): string };
}

/**
 * A routing code column headed by its type ("Sort code", "ABA") needs no routing-code-type column: these headers
 * are recognised as the routing code, and are how a message names the column a bank's routing code goes in: the
 * types' own words.
 */
export const ROUTING_CODE_HEADERS: Readonly<Record<RoutingCodeType, string>> = ROUTING_CODE_TYPE_WORDS;

const ACTING_AS: OrderField = {
  field: "acting_as",
  label: "Acting as",
  synonyms: ["acting as", "on behalf of", "client", "sub-account", "sub account", "on behalf", "acting for"],
  required: false,
  identifier: true,
};

const CONVERSION_FIELD_LIST: readonly OrderField[] = [
  { field: "buy_currency", label: "Buy currency", synonyms: ["buy currency", "buy ccy", "buy", "currency bought", "buy cur"], required: true, identifier: false },
  { field: "sell_currency", label: "Sell currency", synonyms: ["sell currency", "sell ccy", "sell", "currency sold", "sell cur"], required: true, identifier: false },
  { field: "amount", label: "Amount", synonyms: ["amount", "amt", "value", "notional"], required: true, identifier: false, shows: "amount" },
  { field: "fixed_side", label: "Fixed side", synonyms: ["fixed side", "side", "fixed"], required: true, identifier: false },
  { field: "reason", label: "Reason", synonyms: ["reason", "purpose", "reason for conversion"], required: true, identifier: false },
  { field: "conversion_date", label: "Conversion date", synonyms: ["conversion date", "value date", "date", "trade date"], required: false, identifier: false, shows: "date" },
  ACTING_AS,
];

const PAYMENT_FIELD_LIST: readonly OrderField[] = [
  { field: "currency", label: "Currency", synonyms: ["currency", "ccy", "cur", "payment currency"], required: true, identifier: false },
  { field: "amount", label: "Amount", synonyms: ["amount", "amt", "value", "payment amount"], required: true, identifier: false, shows: "amount" },
  { field: "beneficiary", label: "Beneficiary", serviceFields: ["beneficiary_id"], synonyms: ["beneficiary", "beneficiary id", "payee", "payee id", "recipient", "beneficiary_id"], required: false, identifier: true },
  { field: "beneficiary_name", label: "Beneficiary name", serviceFields: ["name"], synonyms: ["beneficiary name", "payee name", "recipient name", "name"], required: false, identifier: true },
  { field: "reference", label: "Reference", synonyms: ["reference", "ref", "payment reference", "your reference"], required: true, identifier: false },
  { field: "reason", label: "Reason", synonyms: ["reason", "purpose", "payment reason", "reason for payment"], required: true, identifier: false },
  { field: "payment_type", label: "Payment type", serviceFields: ["payment_types"], synonyms: ["payment type", "type", "method", "payment method"], required: false, identifier: false },
  { field: "payment_date", label: "Payment date", synonyms: ["payment date", "value date", "date", "execution date"], required: false, identifier: false, shows: "date" },
  { field: "conversion_id", label: "Conversion id", synonyms: ["conversion id", "conversion", "linked conversion"], required: false, identifier: true },
  ACTING_AS,
  { field: "bank_account_holder_name", label: "Account holder", synonyms: ["account holder", "account holder name", "bank account holder name", "holder", "holder name"], required: false, identifier: true },
  { field: "bank_country", label: "Bank country", synonyms: ["bank country", "bank country code", "country"], required: false, identifier: false },
  { field: "iban", label: "IBAN", synonyms: ["iban", "iban number"], required: false, identifier: true },
  { field: "bic_swift", label: "BIC", synonyms: ["bic", "swift", "bic swift", "swift code", "bic code", "swift bic"], required: false, identifier: true },
  { field: "account_number", label: "Account number", synonyms: ["account number", "account no", "acct number", "acct no", "account"], required: false, identifier: true },
  { field: "routing_code_type", label: "Routing code type", serviceFields: ["routing_code_type_1", "routing_code_type_2"], synonyms: ["routing code type", "routing type"], required: false, identifier: false },
  {
    field: "routing_code_value",
    label: "Routing code",
    serviceFields: ["routing_code_value_1", "routing_code_value_2", "routing_code"],
    synonyms: ["routing code", "routing code value", "routing number", ...Object.values(ROUTING_CODE_HEADERS)],
    required: false,
    identifier: true,
  },
  { field: "beneficiary_entity_type", label: "Beneficiary type", synonyms: ["beneficiary type", "beneficiary entity type", "entity type"], required: false, identifier: false },
  { field: "purpose_code", label: "Purpose code", synonyms: ["purpose code", "payment purpose code", "purpose of payment code"], required: false, identifier: false },
  ...payerFields(),
];

/**
 * The payer of a payment made for a client who is not a sub-account (a fourth party): the service's `payer_*`
 * fields, each headed "Payer …" so no column of the payee's is taken for the payer's.
 */
function payerFields(): OrderField[] {
  const fields: [string, string, string[]][] = [
    ["payer_entity_type", "Payer type", ["payer entity type"]],
    ["payer_company_name", "Payer company", ["payer company name"]],
    ["payer_first_name", "Payer first name", []],
    ["payer_last_name", "Payer last name", ["payer surname"]],
    ["payer_address", "Payer address", ["payer street"]],
    ["payer_city", "Payer city", ["payer town"]],
    ["payer_postcode", "Payer postcode", ["payer post code", "payer postal code", "payer zip"]],
    ["payer_state_or_province", "Payer state or province", ["payer state", "payer province"]],
    ["payer_country", "Payer country", ["payer country code"]],
    ["payer_date_of_birth", "Payer date of birth", ["payer dob", "payer birth date", "payer registration date"]],
    ["payer_identification_type", "Payer ID type", ["payer identification type"]],
    ["payer_identification_value", "Payer ID number", ["payer identification number", "payer identification value", "payer id"]],
  ];
  return fields.map(([field, label, synonyms]) => ({ field, label, synonyms: [label.toLowerCase(), ...synonyms], required: false, identifier: false, ...(field === "payer_date_of_birth" ? { shows: "date" as const } : {}) }));
}

/** A payment row's field the beneficiary rows read the same way (bank details: payment-order.ts parseBankDetails). */
function paymentField(field: string, changes: Partial<OrderField> = {}): OrderField {
  const found = PAYMENT_FIELD_LIST.find((candidate) => candidate.field === field);
  if (found === undefined) throw new Error(`no payment field ${field}`);
  return { ...found, ...changes };
}

/**
 * A beneficiary to create per row. Canada (institution and branch) and Japan (bank and branch code) need two
 * routing codes: "Branch code" is the second one's header, the others the first's.
 */
const BENEFICIARY_FIELD_LIST: readonly OrderField[] = [
  { field: "name", label: "Beneficiary name", synonyms: ["beneficiary name", "name", "nickname", "payee name", "payee", "beneficiary"], required: true, identifier: true },
  { field: "currency", label: "Currency", synonyms: ["currency", "ccy", "cur", "account currency"], required: true, identifier: false },
  { field: "bank_country", label: "Bank country", synonyms: ["bank country", "bank country code", "country of bank", "country"], required: false, identifier: false },
  { field: "beneficiary_country", label: "Beneficiary country", synonyms: ["beneficiary country", "payee country", "country of residence", "address country"], required: false, identifier: false },
  { field: "payment_types", label: "Payment types", synonyms: ["payment types", "payment type", "payment method", "method"], required: false, identifier: false },
  ...["bank_account_holder_name", "iban", "bic_swift", "account_number", "beneficiary_entity_type"].map((field) => paymentField(field)),
  paymentField("routing_code_type", { serviceFields: ["routing_code_type_1"] }),
  paymentField("routing_code_value", {
    serviceFields: ["routing_code_value_1", "routing_code"],
    synonyms: ["routing code", "routing code value", "routing number", ...Object.entries(ROUTING_CODE_HEADERS).flatMap(([type, header]) => (type === "branch_code" ? [] : [header]))],
  }),
  { field: "routing_code_type_2", label: "Routing code type 2", synonyms: ["routing code type 2", "second routing code type"], required: false, identifier: false },
  { field: "routing_code_value_2", label: "Routing code 2", synonyms: ["routing code 2", "second routing code", ROUTING_CODE_HEADERS.branch_code, "branch number", "transit number"], required: false, identifier: true },
  { field: "beneficiary_company_name", label: "Company name", synonyms: ["company name", "beneficiary company name", "company"], required: false, identifier: false },
  { field: "beneficiary_first_name", label: "First name", synonyms: ["first name", "given name", "forename"], required: false, identifier: false },
  { field: "beneficiary_last_name", label: "Last name", synonyms: ["last name", "surname", "family name"], required: false, identifier: false },
  { field: "beneficiary_address", label: "Address", synonyms: ["address", "beneficiary address", "street", "street address", "address line"], required: false, identifier: false },
  { field: "beneficiary_city", label: "City", synonyms: ["city", "town", "beneficiary city"], required: false, identifier: false },
  { field: "beneficiary_postcode", label: "Postcode", synonyms: ["postcode", "post code", "postal code", "zip", "zip code"], required: false, identifier: false },
  { field: "beneficiary_state_or_province", label: "State or province", synonyms: ["state or province", "state", "province", "region", "county"], required: false, identifier: false },
  { field: "beneficiary_date_of_birth", label: "Date of birth", synonyms: ["date of birth", "dob", "birth date", "birthday"], required: false, identifier: false, shows: "date" },
  { field: "beneficiary_identification_type", label: "Identification type", synonyms: ["identification type", "id type", "document type"], required: false, identifier: false },
  { field: "beneficiary_identification_value", label: "Identification number", synonyms: ["identification number", "identification value", "identification", "id number", "document number"], required: false, identifier: false },
  { field: "email", label: "Email", synonyms: ["email", "e-mail", "email address"], required: false, identifier: false },
  ACTING_AS,
];

export const BENEFICIARY_FIELDS: FieldSet = {
  fields: BENEFICIARY_FIELD_LIST,
  anyOf: {
    fields: ["iban", "account_number", "routing_code_value"],
    missing: (name) => `bank details: ${name("iban")}, or ${name("account_number")} (with its routing code), or a ${ROUTING_CODE_HEADERS.clabe} in ${name("routing_code_value")}`,
  },
};

export const CONVERSION_FIELDS: FieldSet = {
  fields: CONVERSION_FIELD_LIST,
  // The amount is in the currency of the fixed side (fixed-side.ts): bought, unless the row fixes the sell side.
  amountCurrency: (cell) => {
    try {
      return parseFixedSide(cell("fixed_side")) === "sell" ? cell("sell_currency") : cell("buy_currency");
    } catch {
      return null;
    }
  },
};

export const PAYMENT_FIELDS: FieldSet = {
  fields: PAYMENT_FIELD_LIST,
  amountCurrency: (cell) => cell("currency"),
  anyOf: {
    fields: ["beneficiary", "beneficiary_name", "iban", "account_number"],
    missing: (name) => `${name("beneficiary")} (the beneficiary's id or name), or bank details in ${name("iban")} or ${name("account_number")}`,
  },
};
