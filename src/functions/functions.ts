// The FX.* cell functions. Excel's functions.json is generated from the JSDoc tags in this file
// (custom-functions-metadata), so each tag and parameter description here is what users see in the tooltips.
// This header is a line comment on purpose: the generator would take a JSDoc block as FX.RATE's description.
//
// Conventions every function follows:
// - Parameter names are snake_case because they are the argument names Excel shows (and the API's own names).
// - Excel passes null for an omitted optional argument, so the readers in ./arguments take any value.
// - Failures are thrown as CustomFunctions.Error (#VALUE! for bad input, #N/A otherwise), never 0 or a text.
// - Basic rates are asked in the direction written (GBPEUR stays GBPEUR): the service answers each pair as
//   requested, so nothing is inverted here.
// - Not volatile: a recalculation re-evaluates them, and the caches decide whether that costs a request.
// - When the service cannot be reached, a value fetched before is shown again instead of #N/A (the caches keep
//   it, the task pane's activity log says from when); bad input and a refused sign-in are still errors.
import type Decimal from "decimal.js";
import { getActingAs, NotFoundError } from "../api";
import {
  fixedSideCurrency,
  InvalidInputError,
  isOmitted,
  pairCode,
  parseAmount,
  parseCurrency,
  parseFixedSide,
  parsePair,
  roundToMinorUnits,
} from "../domain";
import { nonBlankCells, parseActingAs, parseConversionDate, parseHeaders, parseSeconds, parseSide, type RateSide } from "./arguments";
import { notAvailable, toCellError } from "./cell-errors";
import { dateTimeResult } from "./excel-dates";
import { parseQuoteField, quoteFieldValue, quoteTable, type CellResult } from "./quote-table";
import type { BookRate } from "./rate-book";
import { functionState, requireClient } from "./function-state";

/**
 * Indicative exchange rate of a currency pair, quoted in the direction written (units of the second currency per one unit of the first).
 * @customfunction RATE
 * @param pair Currency pair, base currency first: EURGBP, EUR/GBP, EUR:GBP or EUR-GBP.
 * @param [side] Which rate: "mid" (default, halfway between bid and offer), "bid" (you sell the base currency) or "offer" (you buy it).
 * @returns The rate, in units of the quote currency per one unit of the base currency.
 */
export async function rate(pair: string, side?: string): Promise<number> {
  return settle(async () => {
    const code = pairCode(parsePair(pair, "pair"));
    const chosen = parseSide(side);
    return sideOf(await functionState().rateBook.get(code), chosen).toNumber();
  });
}

/**
 * Indicative rates for a range of currency pairs, as a table: pair, bid, offer, mid and the time they were fetched.
 * @customfunction RATES
 * @param pairs Range of cells holding currency pairs (EURGBP, EUR/GBP, ...); blank cells are skipped.
 * @param [headers] TRUE (default) to put a header row on top, FALSE for values only.
 * @returns Spilled table; a pair without a rate shows #N/A on its row, a malformed one #VALUE!.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells; the metadata generator only accepts any[][] for that
export async function rates(pairs: string[][], headers?: boolean): Promise<any[][]> {
  return settle(async () => {
    const cells = nonBlankCells(pairs, "pairs");
    const withHeaders = parseHeaders(headers);
    requireClient();
    const book = functionState().rateBook;
    const rows = cells.map((cell) => rateRow(cell, book.get.bind(book)));
    const table = await Promise.all(rows);
    return withHeaders ? [["Pair", "Bid", "Offer", "Mid", "Fetched at"], ...table] : table;
  });
}

/**
 * Converts an amount at the rate a trade would get (the bid of from/to: you sell "from"), rounded to the target currency's minor unit.
 * @customfunction CONVERT
 * @param amount Amount in the "from" currency, with no more decimals than that currency allows.
 * @param from Currency you have (sell), e.g. EUR.
 * @param to Currency you want (buy), e.g. GBP.
 * @returns The amount in the "to" currency.
 */
export async function convert(amount: number, from: string, to: string): Promise<number> {
  return settle(async () => {
    const fromCode = parseCurrency(from, "from");
    const toCode = parseCurrency(to, "to");
    const value = parseAmount(amount, fromCode, "amount");
    if (fromCode === toCode) return value.toNumber();
    // Selling the base of FROMTO, so the bid applies (spec: "bid applies when selling the base currency").
    const { bid } = await functionState().rateBook.get(fromCode + toCode);
    return roundToMinorUnits(value.times(bid), toCode).toNumber();
  });
}

/**
 * Detailed quote from your spread table for one conversion, indicative until booked. Without "field": a two-column table in readable words (Client buys, Buy amount, Fixed side: Buy, Deposit required: Yes, Settlement cut-off, ...).
 * @customfunction QUOTE
 * @param buy_currency Currency to buy, e.g. EUR.
 * @param sell_currency Currency to sell, e.g. GBP.
 * @param amount Amount of the fixed side's currency (buy_currency when fixed_side is "buy").
 * @param [fixed_side] "buy" (default: the amount is what you buy) or "sell" (the amount is what you sell).
 * @param [field] One field only, by its API name or its label in the table: "client_rate" or "Client rate", "client_sell_amount" or "Sell amount", "fixed_side" or "Fixed side", "deposit_required" or "Deposit required", "settlement_cut_off_time" or "Settlement cut-off"; it gives the service's value ("buy", TRUE). Omit for the whole table.
 * @param [conversion_date] Date of the conversion (a date cell or YYYY-MM-DD); default: the service's standard two working days.
 * @returns Spilled (label, value) table ending with a note (indicative, or stale with the time when the service could not be reached), or the one value asked for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells (the generator only accepts any[][]); a date is text or a serial
export async function quote(buy_currency: string, sell_currency: string, amount: number, fixed_side?: string, field?: string, conversion_date?: any): Promise<any[][]> {
  return settle(async () => {
    const buy = parseCurrency(buy_currency, "buy_currency");
    const sell = parseCurrency(sell_currency, "sell_currency");
    if (buy === sell) throw new InvalidInputError("sell_currency", "same_currency", `buy and sell currency are both ${buy} — choose two different currencies`);
    const fixedSide = parseFixedSide(fixed_side);
    const value = parseAmount(amount, fixedSideCurrency(fixedSide, buy, sell), "amount");
    const wanted = isOmitted(field) ? undefined : parseQuoteField(field);
    const conversionDate = parseConversionDate(conversion_date);
    const onBehalfOf = getActingAs();
    const client = requireClient();
    const key = JSON.stringify([buy, sell, value.toFixed(), fixedSide, conversionDate, onBehalfOf]);
    const loaded = await functionState().quotes.load(key, async (signal) => ({
      value: await client.core.rates.detailed(
        { buy_currency: buy, sell_currency: sell, amount: value, fixed_side: fixedSide, conversion_date: conversionDate },
        { onBehalfOf, signal },
      ),
    }));
    return wanted === undefined ? quoteTable(loaded) : [[quoteFieldValue(loaded.value, wanted)]];
  });
}

/**
 * Balance held in one currency by the house account or a sub-account.
 * @customfunction BALANCE
 * @param currency Currency of the balance, e.g. EUR.
 * @param [acting_as] Contact id of a sub-account, or "house" for your own account; default: whoever the FX Desk pane is acting as.
 * @returns The balance amount.
 */
export async function balance(currency: string, acting_as?: string): Promise<number> {
  return settle(async () => {
    const code = parseCurrency(currency, "currency");
    const onBehalfOf = parseActingAs(acting_as, getActingAs());
    const client = requireClient();
    try {
      const found = await functionState().balances.load(JSON.stringify([code, onBehalfOf]), async (signal) => ({
        value: await client.core.balances.get(code, { onBehalfOf, signal }),
      }));
      return found.value.amount.toNumber();
    } catch (error) {
      if (error instanceof NotFoundError) throw notAvailable(`No ${code} balance for this account`);
      throw error;
    }
  });
}

/**
 * Every balance of the house account or a sub-account, as a table: currency, amount, last updated.
 * @customfunction BALANCES
 * @param [acting_as] Contact id of a sub-account, or "house" for your own account; default: whoever the FX Desk pane is acting as.
 * @param [headers] TRUE (default) to put a header row on top, FALSE for values only.
 * @returns Spilled table, one row per currency.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells; the metadata generator only accepts any[][] for that
export async function balances(acting_as?: string, headers?: boolean): Promise<any[][]> {
  return settle(async () => {
    const onBehalfOf = parseActingAs(acting_as, getActingAs());
    const withHeaders = parseHeaders(headers);
    const client = requireClient();
    const { value: list } = await functionState().balanceLists.load(JSON.stringify([onBehalfOf]), async (signal) => ({
      value: await client.core.balances.findAll({ order: "currency" }, { onBehalfOf, signal }).toArray(),
    }));
    if (list.length === 0) throw notAvailable("No balances yet for this account");
    const rows: CellResult[][] = list.map((b) => [b.currency, b.amount.toNumber(), dateTimeResult(Date.parse(b.updated_at))]);
    return withHeaders ? [["Currency", "Amount", "Updated at"], ...rows] : rows;
  });
}

/**
 * Live indicative rate of a currency pair, refreshed every few seconds while the workbook is open.
 * @customfunction RATE.LIVE
 * @streaming
 * @param pair Currency pair, base currency first: EURGBP, EUR/GBP, EUR:GBP or EUR-GBP.
 * @param [side] Which rate: "mid" (default), "bid" (you sell the base currency) or "offer" (you buy it).
 * @param [seconds] Seconds between refreshes, 5 to 3600 (default 10). Cells with the same interval share one request.
 * @param invocation Set by Excel: where the updates go and how cancellation is reported.
 */
export function rateLive(pair: string, side: string, seconds: number, invocation: CustomFunctions.StreamingInvocation<number>): void {
  let code: string;
  let chosen: RateSide;
  let intervalSeconds: number;
  try {
    code = pairCode(parsePair(pair, "pair"));
    chosen = parseSide(side);
    intervalSeconds = parseSeconds(seconds);
  } catch (error) {
    invocation.setResult(toCellError(error));
    return;
  }
  invocation.onCanceled = functionState().live.subscribe(intervalSeconds * 1000, {
    pair: code,
    onRate: (latest) => invocation.setResult(sideOf(latest, chosen).toNumber()),
    onError: (error) => invocation.setResult(toCellError(error)),
  });
}

function sideOf(found: BookRate, side: RateSide): Decimal {
  if (side === "bid") return found.bid;
  if (side === "offer") return found.offer;
  return found.bid.plus(found.offer).div(2);
}

/** One row of FX.RATES: the pair as asked and its figures, or the row's own error so the rest still shows. */
async function rateRow(cell: unknown, getRate: (code: string) => Promise<BookRate>): Promise<CellResult[]> {
  let code: string;
  try {
    code = pairCode(parsePair(cell, "pairs"));
  } catch (error) {
    return errorRow(String(cell), toCellError(error));
  }
  try {
    const found = await getRate(code);
    return [code, found.bid.toNumber(), found.offer.toNumber(), sideOf(found, "mid").toNumber(), dateTimeResult(found.fetchedAt)];
  } catch (error) {
    return errorRow(code, toCellError(error));
  }
}

function errorRow(label: string, error: CustomFunctions.Error): CellResult[] {
  return [label, error, error, error, error];
}

/** Runs a function body and turns whatever it throws into the Excel error the cell shows. */
async function settle<T>(compute: () => Promise<T>): Promise<T> {
  try {
    return await compute();
  } catch (error) {
    throw toCellError(error);
  }
}

// No CustomFunctions.associate calls here: custom-functions-metadata-plugin appends one per @customfunction at
// build time (for Excel and the playground alike); writing them by hand registered every function twice.
