import Decimal from "decimal.js";
import type { DetailedQuote } from "../api/schemas";
import { describeValue, InvalidInputError, roundToMinorUnits } from "../domain";
import { notAvailable } from "./cell-errors";
import { dateTimeResult, formatWallClockTime, type FormattedSerial } from "./excel-dates";
import { describeUnreachable, type Fetched } from "./service-outages";

/** What a function returns for one cell (alone, or in a spilled table): a value or an Excel error. */
export type CellResult = string | number | boolean | FormattedSerial | CustomFunctions.Error;

/**
 * The fields FX.QUOTE shows, in reading order (what is traded, at which rates, with what deposit, until when),
 * each with the words the table shows for it. The API name stays the field's identity: a formula asking for one
 * field may use either.
 */
export const QUOTE_FIELD_LABELS = {
  currency_pair: "Currency pair",
  client_buy_currency: "Client buys",
  client_buy_amount: "Buy amount",
  client_sell_currency: "Client sells",
  client_sell_amount: "Sell amount",
  fixed_side: "Fixed side",
  client_rate: "Client rate",
  core_rate: "Core rate",
  partner_rate: "Partner rate",
  mid_market_rate: "Mid-market rate",
  deposit_required: "Deposit required",
  deposit_amount: "Deposit amount",
  deposit_currency: "Deposit currency",
  settlement_cut_off_time: "Settlement cut-off",
} as const satisfies Partial<Record<keyof DetailedQuote, string>>;

type QuoteField = keyof typeof QUOTE_FIELD_LABELS;

export const QUOTE_FIELDS = Object.keys(QUOTE_FIELD_LABELS) as QuoteField[];

const NOTE_LABEL = "Note";
export const INDICATIVE_NOTE = "Indicative only: this rate is not held until a conversion is booked";

/**
 * One field by its API name ("client_rate"), that name read out ("client rate", as a refusal lists it) or its label
 * ("Client rate"), in any case.
 */
export function parseQuoteField(value: unknown, field = "field"): QuoteField {
  const comparable = (text: string) => text.trim().toLowerCase().replace(/[_\s]+/g, " ");
  const text = typeof value === "string" ? comparable(value) : undefined;
  const match = QUOTE_FIELDS.find((name) => comparable(name) === text || comparable(QUOTE_FIELD_LABELS[name]) === text);
  if (match === undefined) {
    const choices = QUOTE_FIELDS.map((name) => `${name} (${QUOTE_FIELD_LABELS[name]})`).join(", ");
    throw new InvalidInputError(field, "not_in_range", `must be one of ${choices}; got ${describeValue(value)}`);
  }
  return match;
}

/**
 * The service's value, for a cell that asks one field: formulas test it ("buy", TRUE), so it is not reworded.
 * Amounts and rates become numbers only here, at the cell; the cut-off time becomes an Excel date-time.
 */
export function quoteFieldValue(quote: DetailedQuote, field: QuoteField): CellResult {
  const value = quote[field];
  if (value === null) return notAvailable(`The service gives no ${field} for this quote`);
  if (Decimal.isDecimal(value)) return value.toNumber();
  if (field === "settlement_cut_off_time") return dateTimeResult(Date.parse(String(value)));
  return value;
}

/** Decimals a rate shows in the table: the six the service quotes to, whatever trailing zeros it dropped. */
export const RATE_DECIMALS = 6;

/** The currency each amount of the table is in: an amount shows that currency's minor units. */
const AMOUNT_CURRENCY: Partial<Record<QuoteField, keyof DetailedQuote>> = {
  client_buy_amount: "client_buy_currency",
  client_sell_amount: "client_sell_currency",
  deposit_amount: "deposit_currency",
};

/**
 * The value as the table shows it to a reader: words instead of the API's codes, rates at six decimals, amounts at
 * their currency's, the cut-off as a date and time, and an empty cell where the service gives no value (a partner
 * rate the account has none of): an Excel error inside a table reads as if the whole quote failed.
 */
function readableValue(quote: DetailedQuote, field: QuoteField): CellResult {
  const value = quote[field];
  if (value === null) return "";
  if (field === "fixed_side") return quote.fixed_side === "buy" ? "Buy" : "Sell";
  if (field === "deposit_required") return quote.deposit_required ? "Yes" : "No";
  if (field === "settlement_cut_off_time") return `${new Date(Date.parse(String(value))).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  if (Decimal.isDecimal(value)) {
    const currencyField = AMOUNT_CURRENCY[field];
    const currency = currencyField === undefined ? undefined : quote[currencyField];
    if (typeof currency === "string") {
      try {
        return roundToMinorUnits(value, currency).toNumber();
      } catch {
        return value.toNumber();
      }
    }
    return value.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP).toNumber();
  }
  return quoteFieldValue(quote, field);
}

/**
 * Two columns (label, value), one row per field, then a note: that the quote is indicative or, when the service
 * could not be reached, from when the kept quote is (a spilled table can say it; a single number cannot).
 */
export function quoteTable(loaded: Fetched<DetailedQuote>): CellResult[][] {
  const rows: CellResult[][] = QUOTE_FIELDS.map((field) => [QUOTE_FIELD_LABELS[field], readableValue(loaded.value, field)]);
  return [...rows, [NOTE_LABEL, noteFor(loaded)]];
}

function noteFor(loaded: Fetched<DetailedQuote>): string {
  if (loaded.stale === undefined) return INDICATIVE_NOTE;
  const { failedAt, error } = loaded.stale;
  return `As of ${formatWallClockTime(loaded.fetchedAt)} (stale: refresh failed at ${formatWallClockTime(failedAt)}, ${describeUnreachable(error)}). ${INDICATIVE_NOTE}`;
}
