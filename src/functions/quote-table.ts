import Decimal from "decimal.js";
import type { DetailedQuote } from "../api/schemas/rates";
import { notAvailable } from "./cell-errors";
import { toExcelDateTime } from "./excel-dates";

/** What one cell of a spilled table may hold. */
export type CellValue = string | number | boolean | CustomFunctions.Error;

/** The fields FX.QUOTE shows, in reading order: what is traded, at which rates, with what deposit, until when. */
export const QUOTE_FIELDS = [
  "currency_pair",
  "client_buy_currency",
  "client_buy_amount",
  "client_sell_currency",
  "client_sell_amount",
  "fixed_side",
  "client_rate",
  "core_rate",
  "partner_rate",
  "mid_market_rate",
  "deposit_required",
  "deposit_amount",
  "deposit_currency",
  "settlement_cut_off_time",
] as const satisfies readonly (keyof DetailedQuote)[];

export type QuoteField = (typeof QUOTE_FIELDS)[number];

export const INDICATIVE_NOTE = "Indicative only: this rate is not held until a conversion is booked";

/** Amounts and rates become numbers only here, at the cell; the cut-off time becomes an Excel date-time. */
export function quoteFieldValue(quote: DetailedQuote, field: QuoteField): CellValue {
  const value = quote[field];
  if (value === null) return notAvailable(`The service gives no ${field} for this quote`);
  if (Decimal.isDecimal(value)) return value.toNumber();
  if (field === "settlement_cut_off_time") return toExcelDateTime(Date.parse(String(value)));
  return value;
}

/** Two columns (field, value), one row per field, then the line saying the quote is indicative. */
export function quoteTable(quote: DetailedQuote): CellValue[][] {
  return [...QUOTE_FIELDS.map((field) => [field, quoteFieldValue(quote, field)]), ["note", INDICATIVE_NOTE]];
}
