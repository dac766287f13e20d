// What the FX.* cell functions do, under the conventions functions.ts states. functions.ts declares them to Excel
// and loads this module at their first call, so the page's first screen does not wait for the client
// (docs/pane.md, "What the first screen loads").
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
import { searchOneActingAs } from "../jobs";
import { fetchHistory } from "./history-fetch";
import { parseHistoryArguments, type HistoryKind, type WhomArgument } from "./history-arguments";
import { historyTable } from "./history-tables";

/** FX.RATE: indicative exchange rate of a currency pair, quoted in the direction written (units of the second currency per one unit of the first). */
export async function rate(pair: string, side?: string): Promise<number> {
  return settle(async () => {
    const code = pairCode(parsePair(pair, "pair"));
    const chosen = parseSide(side);
    return sideOf(await functionState().rateBook.get(code), chosen).toNumber();
  });
}

/** FX.RATES: indicative rates for a range of currency pairs, as a table: pair, bid, offer, mid and the time they were fetched. */
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

/** FX.CONVERT: converts an amount at the rate a trade would get (the bid of from/to: you sell "from"), rounded to the target currency's minor unit. */
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

/** FX.QUOTE: detailed quote from your spread table for one conversion, indicative until booked. Without "field": a two-column table in readable words (Client buys, Buy amount, Fixed side: Buy, Deposit required: Yes, Settlement cut-off, ...). */
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

/** FX.BALANCE: balance held in one currency by the house account or a sub-account. */
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

/** FX.BALANCES: every balance of the house account or a sub-account, as a table: currency, amount, last updated. */
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

/** FX.PAYMENTS, FX.CONVERSIONS, FX.TRANSACTIONS: the arguments as Excel passes them (null when omitted). */
interface ReportArguments {
  from: unknown;
  to: unknown;
  status: unknown;
  currency: unknown;
  acting_as: unknown;
  headers: unknown;
}

/**
 * One report as a spilled table (docs/functions.md, "Reports in cells"): the arguments read first, whom it is of
 * resolved, then one fetch per distinct filters shared by every cell asking it and reused within the freshness window
 * (or since the pane's Refresh); the last rows kept, marked stale, while the service cannot be reached.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells; the metadata generator only accepts any[][] for that
export async function report(kind: HistoryKind, raw: ReportArguments): Promise<any[][]> {
  return settle(async () => {
    const args = parseHistoryArguments(kind, raw, getActingAs());
    const client = requireClient();
    const state = functionState();
    const whom = await resolveWhom(args.whom);
    // Headers are the table's shape, not the fetch's: a formula with and one without share the request.
    const key = JSON.stringify([kind, args.from ?? null, args.to ?? null, args.status ?? null, args.currency ?? null, whom.onBehalfOf ?? null]);
    const loaded = await state.reports.load(
      key,
      async (signal) => ({
        value: await fetchHistory(args, { core: client.core, onBehalfOf: whom.onBehalfOf, accountName: whom.accountName, signal }),
      }),
      { maxAgeMs: freshFor(state.reportTtlMs) },
    );
    return historyTable(kind, loaded, args.headers);
  });
}

/** The house account, or the contact a report acts as and its account's name; a value naming nobody is refused in words. */
async function resolveWhom(whom: WhomArgument): Promise<{ onBehalfOf: string | undefined; accountName: string }> {
  if (whom.kind === "house") return { onBehalfOf: undefined, accountName: HOUSE_ACCOUNT_NAME };
  const typed = whom.kind === "contact" ? whom.contactId : whom.text;
  const client = requireClient();
  const state = functionState();
  const { value: found } = await state.whom.load(JSON.stringify([typed.toLowerCase()]), async () => ({ value: await searchOneActingAs(client.core, typed) }), {
    maxAgeMs: freshFor(state.whomTtlMs),
  });
  if (!found.ok) throw new InvalidInputError("acting_as", "not_found", found.problem);
  return { onBehalfOf: found.contactId, accountName: found.accountName };
}

/** What the Debited account column says of the signed-in account's own payments. */
const HOUSE_ACCOUNT_NAME = "House account";

/** How old an answer may be: the window, and never from before the pane's last Refresh. */
function freshFor(ttlMs: number): number {
  const state = functionState();
  return Math.max(0, Math.min(ttlMs, state.now() - state.reportsRefreshedAt));
}

/** FX.RATE.LIVE: live indicative rate of a currency pair, refreshed every few seconds; returns what stops the cell's updates. */
export function rateLive(pair: string, side: string, seconds: number, setResult: (value: number | CustomFunctions.Error) => void): () => void {
  let code: string;
  let chosen: RateSide;
  let intervalSeconds: number;
  try {
    code = pairCode(parsePair(pair, "pair"));
    chosen = parseSide(side);
    intervalSeconds = parseSeconds(seconds);
  } catch (error) {
    setResult(toCellError(error));
    return () => undefined;
  }
  return functionState().live.subscribe(intervalSeconds * 1000, {
    pair: code,
    onRate: (latest) => setResult(sideOf(latest, chosen).toNumber()),
    onError: (error) => setResult(toCellError(error)),
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
