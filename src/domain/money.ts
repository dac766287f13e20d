import Decimal from "decimal.js";
import { decimalFromCellNumber } from "./cell-number";
import { minorUnits } from "./currencies";
import { describeValue } from "./describe-value";
import { InvalidInputError } from "./invalid-input";

// Plain digits, or digits grouped by commas in threes ("1,000,000.50"); a dot for decimals.
const PLAIN_AMOUNT = /^\d+(\.\d+)?$/;
const GROUPED_AMOUNT = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const MAX_INTEGER_DIGITS = 15;
const TOO_LARGE = new Decimal(10).pow(MAX_INTEGER_DIGITS);

/**
 * Reads an amount typed by a person or taken from a cell. Never rounds: an amount with more decimals than the
 * currency allows is refused, because silently changing money someone typed is worse than asking them.
 * A number (what a cell holds) is first taken at Excel's 15 significant digits (cell-number.ts), so a computed
 * =C2*1.1 holding 1100.0000000000002 is the 1100 Excel shows, while a typed 10.001 EUR is still refused.
 * Text is read exactly as written.
 */
export function parseAmount(value: unknown, currency: string, field = "amount"): Decimal {
  const text = typedAmountText(value, field);
  if (text === "") {
    throw new InvalidInputError(field, "is_required", "an amount is required, e.g. 1000.50");
  }
  if (/^[-+]?[\d.,]*e/i.test(text)) {
    throw new InvalidInputError(field, "exponent_not_allowed", `"${text}" is in exponent notation — write the amount in full digits, e.g. 1000 instead of 1e3`);
  }
  // No sign: the provider's amount pattern is ^\d+(\.\d{1,3})?$ (SW CreatePayment, ValidatePayment, docs/provider-api.md §18).
  if (text.startsWith("-")) {
    throw new InvalidInputError(field, "not_positive", `"${text}" is negative — enter a positive amount (the direction comes from buy/sell, not the sign)`);
  }
  if (!PLAIN_AMOUNT.test(text) && !GROUPED_AMOUNT.test(text)) {
    throw new InvalidInputError(field, "is_in_invalid_format", `"${text}" is not an amount — use digits with a dot for decimals and commas only between thousands, e.g. 1,000.50`);
  }
  const amount = new Decimal(text.replaceAll(",", ""));
  // Assumption (docs/provider-api.md §18): the pattern allows 0, but a zero amount moves no money.
  if (amount.isZero()) {
    throw new InvalidInputError(field, "not_positive", `"${text}" is zero — enter an amount greater than 0`);
  }
  // Assumption, not the provider's rule (docs/provider-api.md §18): Excel keeps 15 significant digits.
  if (amount.gte(TOO_LARGE)) {
    throw new InvalidInputError(field, "too_large", `"${text}" has more than ${MAX_INTEGER_DIGITS} digits before the decimal point — check the amount`);
  }
  assertFitsMinorUnits(amount, currency, field, text);
  return amount;
}

function typedAmountText(value: unknown, field: string): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") {
    if (!Number.isFinite(value)) {
      throw new InvalidInputError(field, "is_in_invalid_format", `${String(value)} is not an amount — enter a finite number such as 1000.50`);
    }
    // Full digits, never exponent notation: 1e21 is too large and 1e-7 has too many decimals, not "exponent".
    return decimalFromCellNumber(value).toFixed();
  }
  throw new InvalidInputError(field, "type_is_wrong", `expected an amount as text or a number, got ${describeValue(value)}`);
}

/**
 * A currency's decimals are its ISO 4217 minor units (currencies.ts), which is what the provider states: its currency
 * list gives each currency's `decimal_places` (SW AvailableCurrencies; JS's recorded `reference/currencies` answer has
 * JPY and UGX at 0, the others at 2), and it refuses more, e.g. "{currency} does not support any decimal places" and
 * "{currency} only supports up to %d decimal places" (SW CreateTransfer `invalid_amount_format`), "amount should be
 * specified with a valid number of decimal places" (SW CreateQuoteConversion `invalid_decimals`). docs/provider-api.md §18, "Checked on
 * every row".
 */
function assertFitsMinorUnits(amount: Decimal, currency: string, field: string, shown: string): void {
  const allowed = minorUnits(currency);
  if (amount.decimalPlaces() > allowed) {
    // Said as written: "1,000.50" has 2 decimals to the person who typed them, though its value needs only 1.
    const decimals = Math.max(amount.decimalPlaces(), /\.(\d+)$/.exec(shown)?.[1]?.length ?? 0);
    const limit = allowed === 0 ? "no decimals" : `at most ${allowed} decimal${allowed === 1 ? "" : "s"}`;
    throw new InvalidInputError(field, "too_many_decimals", `${currency} allows ${limit}; "${shown}" has ${decimals} — correct the amount, it is never rounded`);
  }
}

/**
 * Shows an amount with exactly the currency's minor units ("10000.23", JPY "1500", BHD "1.500").
 * Refuses an amount with more decimals than that instead of rounding it: round computed values first with
 * roundToMinorUnits. Zero and negative values are fine here (balances can be either).
 */
export function formatAmount(amount: Decimal, currency: string): string {
  assertFitsMinorUnits(amount, currency, "amount", amount.toFixed());
  return amount.toFixed(minorUnits(currency));
}

/** Digits grouped in threes with commas, as Excel's en-US formats and the pane show them ("1234567" → "1,234,567"). */
export function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * An amount as the pane shows it: the currency's minor units ("1,250.50", JPY "1,500") with thousands grouped.
 * A value with more decimals than the currency has (a rate-derived one) is shown in full, not rounded.
 */
export function amountText(amount: Decimal, currency: string): string {
  let text: string;
  try {
    text = formatAmount(amount, currency);
  } catch {
    text = amount.toFixed();
  }
  const [whole = "", fraction] = text.split(".");
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** Rounds a computed amount (e.g. a converted one) half-up to the currency's minor units. Not for typed amounts. */
export function roundToMinorUnits(amount: Decimal, currency: string): Decimal {
  return amount.toDecimalPlaces(minorUnits(currency), Decimal.ROUND_HALF_UP);
}

/** The decimal text the wire expects: every digit, never exponent notation ("0.00000001", not "1e-8"). */
export function toWireDecimal(amount: Decimal): string {
  if (!amount.isFinite()) {
    throw new RangeError(`cannot send ${amount.toString()} as a decimal`);
  }
  return amount.toFixed();
}
