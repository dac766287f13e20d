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
// - What they do is in ./cell-functions, loaded at the first call: this module runs before the task pane's first
//   screen on the same page, which must not wait for the client and its schemas (docs/pane.md, "What the
//   first screen loads"). Nothing here imports more than that loader.
// - When the service cannot be reached, a value fetched before is shown again instead of #N/A (the caches keep
//   it, the task pane's activity log says from when); bad input and a refused sign-in are still errors.

/**
 * The bodies, loaded once: every call awaits the same load, so the cells of one recalculation resume together and
 * their requests are still batched as one. A load that fails (the add-in's files unreachable) is a cell error saying
 * what to do, and the next call tries again.
 */
let loading: Promise<typeof import("./cell-functions")> | undefined;
function bodies(): Promise<typeof import("./cell-functions")> {
  loading ??= import(/* webpackChunkName: "cell-functions" */ "./cell-functions").catch(() => {
    loading = undefined;
    throw new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, "FX Desk could not load its functions: reload the add-in");
  });
  return loading;
}

/**
 * Indicative exchange rate of a currency pair, quoted in the direction written (units of the second currency per one unit of the first).
 * @customfunction RATE
 * @param pair Currency pair, base currency first: EURGBP, EUR/GBP, EUR:GBP or EUR-GBP.
 * @param [side] Which rate: "mid" (default, halfway between bid and offer), "bid" (you sell the base currency) or "offer" (you buy it).
 * @returns The rate, in units of the quote currency per one unit of the base currency.
 */
export async function rate(pair: string, side?: string): Promise<number> {
  return (await bodies()).rate(pair, side);
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
  return (await bodies()).rates(pairs, headers);
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
  return (await bodies()).convert(amount, from, to);
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
  return (await bodies()).quote(buy_currency, sell_currency, amount, fixed_side, field, conversion_date);
}

/**
 * Balance held in one currency by the house account or a sub-account.
 * @customfunction BALANCE
 * @param currency Currency of the balance, e.g. EUR.
 * @param [acting_as] Contact id of a sub-account, or "house" for your own account; default: whoever the FX Desk pane is acting as.
 * @returns The balance amount.
 */
export async function balance(currency: string, acting_as?: string): Promise<number> {
  return (await bodies()).balance(currency, acting_as);
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
  return (await bodies()).balances(acting_as, headers);
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
  let stop: (() => void) | undefined;
  let canceled = false;
  // Set at once: Excel may cancel the cell before the bodies have loaded.
  invocation.onCanceled = () => {
    canceled = true;
    stop?.();
  };
  void bodies().then(
    (loaded) => {
      if (!canceled) stop = loaded.rateLive(pair, side, seconds, (value) => invocation.setResult(value));
    },
    (error: CustomFunctions.Error) => invocation.setResult(error),
  );
}

/**
 * The account's payments as a table a pivot can read, oldest first: created, payment date, short reference, payee, amount, currency, status, reference, reason, fee, fee currency, debited account.
 * @customfunction PAYMENTS
 * @param [from] First day, by when each was created: a date cell or YYYY-MM-DD. Default: from the first.
 * @param [to] Last day, included: a date cell or YYYY-MM-DD. Default: up to now.
 * @param [status] Only this status, in words or as the service's code: Awaiting authorisation, Ready to send, Completed, Failed, ….
 * @param [currency] Only payments in this currency, e.g. EUR.
 * @param [acting_as] Whose: "house" for your own account, a sub-account's name or short reference, its contact's e-mail or name, or the contact's id; default: whoever the FX Desk pane is acting as.
 * @param [headers] TRUE (default) to put a header row on top, FALSE for values only.
 * @returns Spilled table, one payment per row; "No records" under the headers when none match; at most 10,000 rows, the last row saying when there are more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells (the generator only accepts any[][]); a date is text or a serial
export async function payments(from?: any, to?: any, status?: string, currency?: string, acting_as?: string, headers?: boolean): Promise<any[][]> {
  return (await bodies()).report("payments", { from, to, status, currency, acting_as, headers });
}

/**
 * The account's conversions as a table a pivot can read, oldest first: created, conversion date, settlement date, short reference, sell currency and amount, buy currency and amount, client rate, status.
 * @customfunction CONVERSIONS
 * @param [from] First day, by when each was created: a date cell or YYYY-MM-DD. Default: from the first.
 * @param [to] Last day, included: a date cell or YYYY-MM-DD. Default: up to now.
 * @param [status] Only this status, in words or as the service's code: Awaiting funds, Funds arrived, Settled, Closed, ….
 * @param [currency] Only conversions buying or selling this currency, e.g. EUR.
 * @param [acting_as] Whose: "house" for your own account, a sub-account's name or short reference, its contact's e-mail or name, or the contact's id; default: whoever the FX Desk pane is acting as.
 * @param [headers] TRUE (default) to put a header row on top, FALSE for values only.
 * @returns Spilled table, one conversion per row; "No records" under the headers when none match; at most 10,000 rows, the last row saying when there are more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells (the generator only accepts any[][]); a date is text or a serial
export async function conversions(from?: any, to?: any, status?: string, currency?: string, acting_as?: string, headers?: boolean): Promise<any[][]> {
  return (await bodies()).report("conversions", { from, to, status, currency, acting_as, headers });
}

/**
 * The account's ledger as a table a pivot can read, oldest first: date, type, currency, amount (negative when money left the balance), balance after, related reference, status.
 * @customfunction TRANSACTIONS
 * @param [from] First day, by when each was created: a date cell or YYYY-MM-DD. Default: from the first.
 * @param [to] Last day, included: a date cell or YYYY-MM-DD. Default: up to now.
 * @param [status] Only this status, in words or as the service's code: Pending, Completed, Deleted.
 * @param [currency] Only this currency's balance, e.g. EUR.
 * @param [acting_as] Whose: "house" for your own account, a sub-account's name or short reference, its contact's e-mail or name, or the contact's id; default: whoever the FX Desk pane is acting as.
 * @param [headers] TRUE (default) to put a header row on top, FALSE for values only.
 * @returns Spilled table, one transaction per row; "No records" under the headers when none match; at most 10,000 rows, the last row saying when there are more.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mixed text/number cells (the generator only accepts any[][]); a date is text or a serial
export async function transactions(from?: any, to?: any, status?: string, currency?: string, acting_as?: string, headers?: boolean): Promise<any[][]> {
  return (await bodies()).report("transactions", { from, to, status, currency, acting_as, headers });
}

// No CustomFunctions.associate calls here: custom-functions-metadata-plugin appends one per @customfunction at
// build time (for Excel and the playground alike); writing them by hand registered every function twice.
