import { ROUTING_CODE_TYPES } from "../../domain/bank-details";
import type { OrderKind } from "../../domain/orders";
import { DATE_FORMAT, groupedDecimalsFormat, TEXT_FORMAT } from "../../workbook/number-formats";
import type { CellValue, TableColumnSpec } from "../../workbook/port";

/**
 * What an inserted template holds: its columns (headers the jobs recognise, formats, drop-downs), one example row
 * and, for the legend, what each column takes. Kept together so the example, the drop-downs and the legend can
 * never disagree.
 */

/**
 * What the example row carries in the column a person must change anyway (a payment's reference, a conversion's
 * reason). A row still carrying it is refused by the jobs (templates.ts), so the example is never booked.
 */
export const EXAMPLE_MARKER = "EXAMPLE – replace me";

/**
 * Currencies offered in the template's drop-downs: widely traded ones, short enough for Excel's 255-character
 * list limit. Any other ISO code can still be typed; validation happens when the rows are read.
 */
const COMMON_CURRENCIES = ["AUD", "CAD", "CHF", "CNY", "CZK", "DKK", "EUR", "GBP", "HKD", "HUF", "INR", "JPY", "MXN", "NOK", "NZD", "PLN", "SEK", "SGD", "USD", "ZAR"];
const AMOUNT_FORMAT = groupedDecimalsFormat(2);

export interface TemplateColumn extends TableColumnSpec {
  /** "yes", "no", or when the column is needed ("with bank details"). */
  required: string;
  /** What the column takes, as the legend says it. */
  allowed: string;
  /** The example row's value; null leaves the cell blank. */
  example: CellValue;
}

export interface Template {
  /** Default sheet of the template (the task pane picks "Payments 2" when "Payments" holds data). */
  sheet: string;
  /** Table name before its unique suffix. */
  table: string;
  /** Sheet of the legend: one per kind, shared by every template of that kind. */
  legendSheet: string;
  columns: TemplateColumn[];
}

const currencyList = (what: string) => `${COMMON_CURRENCIES.join(", ")} (drop-down); any other ISO 4217 code may be typed. ${what}`;
const ACTING_AS: TemplateColumn = {
  header: "Acting as",
  format: TEXT_FORMAT,
  required: "no",
  allowed: "The contact id of a sub-account to book for; blank books for the account chosen in the task pane",
  example: null,
};

export const TEMPLATES: Record<OrderKind, Template> = {
  conversion: {
    sheet: "Conversions",
    table: "FxConversions",
    legendSheet: "Allowed values (conversions)",
    columns: [
      { header: "Buy currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency you receive."), example: "EUR" },
      { header: "Sell currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency you pay; not the buy currency."), example: "GBP" },
      {
        header: "Amount",
        format: AMOUNT_FORMAT,
        required: "yes",
        allowed: "A positive amount in the fixed side's currency, with at most that currency's decimals (JPY none, EUR 2); never rounded",
        example: 10000,
      },
      { header: "Fixed side", validationList: ["buy", "sell"], required: "yes", allowed: "buy (the amount is what you receive) or sell (the amount is what you pay)", example: "buy" },
      { header: "Reason", format: TEXT_FORMAT, required: "yes", allowed: "Why you convert, up to 255 characters", example: EXAMPLE_MARKER },
      { header: "Conversion date", format: DATE_FORMAT, required: "no", allowed: "A date (YYYY-MM-DD); blank for the earliest date the service offers", example: null },
      ACTING_AS,
    ],
  },
  payment: {
    sheet: "Payments",
    table: "FxPayments",
    legendSheet: "Allowed values (payments)",
    columns: [
      {
        header: "Beneficiary",
        format: TEXT_FORMAT,
        required: "yes",
        allowed: "A saved beneficiary's exact name or id; or a new payee's name with their bank details in the columns to the right",
        example: "Northwind Supplies Ltd",
      },
      { header: "Currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency paid."), example: "GBP" },
      { header: "Amount", format: AMOUNT_FORMAT, required: "yes", allowed: "A positive amount with at most the currency's decimals (JPY none, EUR 2); never rounded", example: 1250.5 },
      { header: "Reference", format: TEXT_FORMAT, required: "yes", allowed: "What the payee sees on their statement, up to 255 characters", example: EXAMPLE_MARKER },
      { header: "Reason", format: TEXT_FORMAT, required: "yes", allowed: "Why you pay, up to 255 characters", example: "Supplier invoice" },
      { header: "Payment type", validationList: ["regular", "priority"], required: "no", allowed: "regular (local) or priority (Swift)", example: "regular" },
      { header: "Payment date", format: DATE_FORMAT, required: "no", allowed: "A date (YYYY-MM-DD); blank for the earliest date the service offers", example: null },
      { header: "IBAN", format: TEXT_FORMAT, required: "with bank details", allowed: "The payee's IBAN, for accounts in IBAN countries (EUR in Europe)", example: null },
      { header: "BIC", format: TEXT_FORMAT, required: "for priority", allowed: "The bank's BIC/SWIFT code, 8 or 11 characters", example: null },
      {
        header: "Account number",
        format: TEXT_FORMAT,
        required: "with bank details",
        allowed: "The payee's account number, where there is no IBAN (GBP in the UK: 8 digits)",
        example: "31926819",
      },
      {
        header: "Routing code type",
        validationList: ROUTING_CODE_TYPES,
        required: "with a routing code",
        allowed: `${ROUTING_CODE_TYPES.join(", ")} (drop-down): the kind of routing code`,
        example: "sort_code",
      },
      { header: "Routing code", format: TEXT_FORMAT, required: "with an account number", allowed: "The bank's routing code (a UK sort code: 6 digits)", example: "601613" },
      { header: "Bank country", format: TEXT_FORMAT, required: "with an account number", allowed: "The two-letter code of the bank's country (GB, US…); taken from the IBAN when blank", example: "GB" },
      {
        header: "Account holder",
        format: TEXT_FORMAT,
        required: "with bank details",
        allowed: "The name on the payee's account; the beneficiary name when blank",
        example: "Northwind Supplies Ltd",
      },
      ACTING_AS,
    ],
  },
};
