/**
 * The conversion kind: rows that each book one conversion (buy one currency, sell another). Its check prices every
 * row from one rates/find per account (conversion/indicative-figures.ts: the preview's first rates and totals), holds
 * repeats of another row, a booked row or a conversion booked at the service (conversion/earlier-conversions.ts), and
 * measures what the rows sell against the balances; each row's quote follows and replaces its figures
 * (conversion/firm-quotes.ts). A previous run's conversion is found by its `unique_request_id`; statuses are refreshed
 * in batches by id.
 */
import type Decimal from "decimal.js";
import { BadRequestError, HELD_RATE_CODES, heldRateExpiredText } from "../../api";
import type { Conversion, DetailedQuote, HeldQuote } from "../../api/schemas";
import { FirstAlone, formatAmount, OnceEach } from "../../domain";
import type { DateSystem } from "../../domain/dates";
import { CONVERSION_FIELDS, parseConversionOrder, type ConversionOrder } from "../../domain/orders";
import { DATE_FORMAT, RATE_FORMAT, TEXT_FORMAT } from "../../workbook";
import { type AccountFunds, ACTING_AS_COLUMN, AMOUNT_FORMAT, amountCell, type AmountsByAccount, BOOKED, type Booking, CheckCounter, type CheckOptions, COMMON_CURRENCIES, currencyList, type CurrencyNeed, dateCell, EXAMPLE_MARKER, fundsOfAccounts, type JobContext, type KindApi, type KindCheck, type KindSpec, type KindStatuses, kindTemplate, needsAgainst, NeedsConfirmationError, type NoTerms, type OrderSheet, rateCell, type ReadyRow, readyRows, refuse, type RowPlan, type RunCallOptions, SHORT_REF_HEADER, STATUS_HEADER, statusInWords, trackRequestId, utcDateTimeCell } from "../engine/kind-kit";
import { conversionDatesOf } from "./conversion/conversion-dates";
import { coreMove, DEFAULT_TOLERANCE_PERCENT, holdPeriodWords, rateMovedMessage, type AgreedRateSettings, type HoldPeriod } from "./conversion/agreed-rates";
import { conversionSignature, flagEarlierConversions } from "./conversion/earlier-conversions";
import { FirmQuotes, type CurrencyTotal, type FirmQuote, type QuotedRow } from "./conversion/firm-quotes";
import { indicativeFiguresOf } from "./conversion/indicative-figures";
import { repriceBeforeSending } from "./conversion/re-price";

export type { QuotedRow } from "./conversion/firm-quotes";

/** How the preview's rates are kept until the booking, as the person chose and the service allowed. */
export interface AgreedRatesOfCheck {
  tolerancePercent: Decimal;
  /** The hold period asked for; rows whose account refused it are quoted indicatively (see refusals). */
  holdPeriod?: HoldPeriod;
  /** Accounts that refused to hold rates, and why in words: their rows are indicative. */
  refusals: { actingAs: string | undefined; reason: string }[];
}

export interface ConversionPreview {
  /** Every priced row's figures as they stand: indicative at first, each replaced by its quote as it arrives (firm). */
  readonly quotes: readonly QuotedRow[];
  /** Bought and sold per currency over all priced rows, at their figures as they stand. */
  readonly totals: readonly CurrencyTotal[];
  /** What each sell currency needs against its available balance (per acting-as account), over every priced row. */
  readonly needs: CurrencyNeed[];
  /** The balances and commitments those needs were measured against, to measure any subset of rows again. */
  funds: Map<string | undefined, AccountFunds>;
  /** The first day (YYYY-MM-DD) of the window of conversions at the service each row is compared with. */
  earlierConversionsSince: string;
  /**
   * Each priced row's conversion date (YYYY-MM-DD): its own, or the service's default for its pair when left blank
   * (`defaulted`); a row the service gave no date for is absent (conversion/conversion-dates.ts).
   */
  dates: { byRow: ReadonlyMap<number, string>; defaulted: ReadonlySet<number> };
  readonly agreedRates: AgreedRatesOfCheck;
  /** The firm figures on their way: subscribe to follow them, whenDone() to wait for all (firm-quotes.ts). */
  firm: Pick<FirmQuotes, "snapshot" | "subscribe" | "whenDone">;
}

/** What the quoted rows sell, per account: conversions draw on the sell currency's balance. */
function soldFromBalance(quotes: readonly QuotedRow[], actingAsByRow: ReadonlyMap<number, string | undefined>): AmountsByAccount {
  return quotes.map((quote) => ({ actingAs: actingAsByRow.get(quote.row), currency: quote.sellCurrency, amount: quote.sellAmount }));
}

/** The conversion kind's own result columns. Amounts have no column format: each cell gets its own currency's (result-values.ts). */
export const RATE_HEADER = "FX rate";
export const BUY_AMOUNT_HEADER = "FX buy amount";
export const SELL_AMOUNT_HEADER = "FX sell amount";
export const SETTLEMENT_DATE_HEADER = "FX settlement date";

/** The conversion kind's terms (kind-spec.ts KindTerms): its check takes how the person keeps quoted rates until the booking. */
export interface ConversionTerms extends Omit<NoTerms, "settings"> {
  settings: { agreedRates?: AgreedRateSettings };
}

/** The conversion kind quotes (rates, held quotes), books conversions, measures balances (fundsOfAccounts) and dates rows left blank (reference). */
const CONVERSION_RESOURCES = ["rates", "quotes", "conversions", "balances", "payments", "reference"] as const;
type ConversionResource = (typeof CONVERSION_RESOURCES)[number];
type ConversionApi = KindApi<ConversionResource>;

/** The check whose firm quotes may still be on their way: the next check stops it (one Convert tab checks one sheet at a time). */
let firmOfLastCheck: FirmQuotes | undefined;

async function checkConversions(ctx: JobContext<ConversionResource>, sheet: OrderSheet, plans: RowPlan<ConversionOrder>[], check: CheckOptions & ConversionTerms["settings"]): Promise<KindCheck<ConversionOrder, ConversionPreview, ConversionResource, ConversionTerms>> {
  const settings = check.agreedRates ?? { tolerancePercent: DEFAULT_TOLERANCE_PERCENT };
  const now = ctx.now ?? Date.now;
  firmOfLastCheck?.stop();
  const counter = new CheckCounter(plans.length, check, now);
  counter.rowsChecked(plans.length - readyRows(plans).length);

  // First figures: one rates/find per account prices every row (indicative-figures.ts); a row without a rate is refused.
  const priced = await indicativeFiguresOf(
    ctx.api,
    readyRows(plans).map((plan) => ({ row: plan.row, actingAs: plan.order.actingAs, trade: plan.order })),
  );
  counter.throwIfCancelled();
  const indicative: QuotedRow[] = [];
  for (const plan of readyRows(plans)) {
    const figures = priced.get(plan.row);
    if (figures === undefined || "failure" in figures) refuse(plans, plan.row, `quote: ${figures?.failure ?? "not priced"}`);
    else indicative.push({ row: plan.row, ...figures, firm: false });
  }
  counter.rowsChecked(priced.size);
  // Repeats of another row, of a booked row or of a conversion booked at the service are held (earlier-conversions.ts).
  const earlierConversionsSince = await flagEarlierConversions(ctx, sheet, readyRows(plans));
  counter.finish();

  const ordersByRow = new Map(readyRows(plans).map((plan) => [plan.row, plan.order]));
  const actingAsByRow = new Map([...ordersByRow].map(([row, order]) => [row, order.actingAs]));
  // A resumed run finds its own conversions at the service, awaiting funds: they count once, as rows.
  const ownKeys = new Set(readyRows(plans).flatMap((plan) => (plan.existingKey === undefined ? [] : [plan.existingKey])));
  const funds = await fundsOfAccounts(ctx.api, soldFromBalance(indicative, actingAsByRow), ownKeys);
  const dated = await conversionDatesOf(
    ctx.api,
    indicative.map((quote) => ({ row: quote.row, actingAs: actingAsByRow.get(quote.row), currencyPair: quote.currencyPair, conversionDate: ordersByRow.get(quote.row)?.conversionDate })),
  );

  // Firm figures follow as the rate budget allows, replacing the indicative ones row by row (firm-quotes.ts).
  const refusals = new Map<string | undefined, string>();
  const askFirm = firmQuoteAsker(ctx.api, settings.holdPeriod, refusals);
  const firm = new FirmQuotes(
    indicative,
    (row, cancelUnsent) => {
      const order = ordersByRow.get(row);
      return order === undefined ? Promise.reject(new Error(`row ${row + 1} is not being checked`)) : askFirm(order, cancelUnsent);
    },
    now,
  );
  firm.start();
  firmOfLastCheck = firm;

  const preview: ConversionPreview = {
    get quotes() {
      return firm.snapshot().quotes;
    },
    get totals() {
      return firm.snapshot().totals;
    },
    get needs() {
      return needsAgainst(soldFromBalance(firm.snapshot().quotes, actingAsByRow), funds);
    },
    funds,
    earlierConversionsSince,
    dates: { byRow: dated.dates, defaulted: dated.defaulted },
    get agreedRates() {
      return {
        tolerancePercent: settings.tolerancePercent,
        ...(settings.holdPeriod === undefined ? {} : { holdPeriod: settings.holdPeriod }),
        refusals: [...refusals].map(([actingAs, reason]) => ({ actingAs, reason })),
      };
    },
    firm,
  };
  // What the rows sent sell: their figures as they stand (the confirmation totals the same).
  const soldBy = (sending: readonly ReadyRow<ConversionOrder>[]) => {
    const byRow = new Map(sending.map((plan) => [plan.row, plan.order.actingAs]));
    return soldFromBalance(
      firm.snapshot().quotes.filter((quote) => byRow.has(quote.row)),
      byRow,
    );
  };
  return {
    preview,
    funds,
    drawn: soldBy,
    totals: soldBy,
    startRun: ({ api, dates, sending }) => {
      // Book asks for no more firm quotes (the run needs the budget); quotes already on their way still arrive. The
      // figures as they stand now are what the person confirmed.
      firm.stop();
      const agreedAt = new Map(firm.snapshot().quotes.map((quote) => [quote.row, quote]));
      const holdsRates = (actingAs: string | undefined) => settings.holdPeriod !== undefined && !refusals.has(actingAs);
      return {
        // Rows without a held quote whose account does not hold rates are priced again just before sending.
        holdBack: () => {
          const toReprice = sending.flatMap((plan) => {
            const quote = agreedAt.get(plan.row);
            return quote === undefined || quote.held !== undefined || holdsRates(plan.order.actingAs) ? [] : [{ row: plan.row, actingAs: plan.order.actingAs, agreed: quote }];
          });
          return toReprice.length === 0 ? Promise.resolve([]) : repriceBeforeSending(api, toReprice, settings.tolerancePercent);
        },
        row: (plan) => {
          const agreed = agreedAt.get(plan.row);
          const held =
            agreed?.held !== undefined
              ? () => Promise.resolve(agreed.held)
              : agreed !== undefined && settings.holdPeriod !== undefined && holdsRates(plan.order.actingAs)
                ? heldQuoteAtBook({ api, firm, order: plan.order, agreed, holdPeriod: settings.holdPeriod, tolerancePercent: settings.tolerancePercent, refusals })
                : () => Promise.resolve(undefined);
          return conversionCalls(api, plan.order, dates, held, now);
        },
      };
    },
  };
}

/** A firm price's figures as the preview shows them: the two kinds of quote name only their currencies differently. */
function figuresOf(quote: Pick<DetailedQuote, "currency_pair" | "client_rate" | "core_rate" | "client_buy_amount" | "client_sell_amount">, buyCurrency: string, sellCurrency: string): FirmQuote["figures"] {
  return {
    currencyPair: quote.currency_pair,
    clientRate: quote.client_rate,
    coreRate: quote.core_rate,
    buyCurrency,
    buyAmount: quote.client_buy_amount,
    sellCurrency,
    sellAmount: quote.client_sell_amount,
  };
}

/** A quote's figures as the preview shows them. */
function detailedFigures(quote: DetailedQuote): FirmQuote {
  return { figures: figuresOf(quote, quote.client_buy_currency, quote.client_sell_currency) };
}

function heldFigures(held: HeldQuote): FirmQuote {
  return {
    figures: figuresOf(held, held.buy_currency, held.sell_currency),
    held: { quoteId: held.quote_id, heldUntil: held.expires_at },
  };
}

/** A held quote for one row (quotes/create); a row without a date asks for the service's default date. */
function askHeldQuote(api: ConversionApi, order: ConversionOrder, holdPeriod: HoldPeriod, cancelUnsent?: AbortSignal): Promise<HeldQuote> {
  return api.quotes.create(
    {
      buy_currency: order.buyCurrency,
      sell_currency: order.sellCurrency,
      fixed_side: order.fixedSide,
      amount: order.amount,
      hold_period: holdPeriod,
      // A held quote needs a date or a preference: a row without a date asks for the service's default date,
      // which is what a detailed quote or a conversion without one gets.
      ...(order.conversionDate === undefined ? { conversion_date_preference: "default" as const } : { conversion_date: order.conversionDate }),
    },
    { onBehalfOf: order.actingAs, ...(cancelUnsent === undefined ? {} : { cancelUnsent }) },
  );
}

/**
 * A row's firm quote. Without a hold period: its detailed quote, one per distinct trade (rows repeating a trade share
 * it). With one: a held quote of its own — a held quote books one conversion only. An account's first held quote goes
 * alone: if the account refuses to hold rates (or this period), its other rows are not asked for held quotes and are
 * quoted in detail (`refusals` says why).
 */
function firmQuoteAsker(api: ConversionApi, holdPeriod: HoldPeriod | undefined, refusals: Map<string | undefined, string>): (order: ConversionOrder, cancelUnsent: AbortSignal) => Promise<FirmQuote> {
  // The firm quotes set the pace (firm-quotes.ts): no limit of its own. A failed quote is every repeat's failure too.
  const quotesByTrade = new OnceEach<DetailedQuote>({ concurrency: Number.POSITIVE_INFINITY });
  const detailed = (order: ConversionOrder, cancelUnsent: AbortSignal) =>
    quotesByTrade.ask(conversionSignature(order), () =>
      api.rates.detailed(
        { buy_currency: order.buyCurrency, sell_currency: order.sellCurrency, fixed_side: order.fixedSide, amount: order.amount, conversion_date: order.conversionDate },
        { onBehalfOf: order.actingAs, cancelUnsent },
      ),
    );
  // An account's first held quote goes alone: if the account gives none, the others learn it from its refusal.
  const firstHeld = new FirstAlone();
  return async (order, cancelUnsent) => {
    if (holdPeriod !== undefined) {
      const held = await firstHeld.run(order.actingAs ?? "", async () => {
        if (refusals.has(order.actingAs)) return undefined;
        try {
          return heldFigures(await askHeldQuote(api, order, holdPeriod, cancelUnsent));
        } catch (error) {
          const reason = heldRateRefusal(error, holdPeriod);
          if (reason === undefined) throw error;
          refusals.set(order.actingAs, reason);
          return undefined;
        }
      });
      if (held !== undefined) return held;
    }
    return detailedFigures(await detailed(order, cancelUnsent));
  };
}

interface HeldAtBook {
  api: ConversionApi;
  firm: FirmQuotes;
  order: ConversionOrder;
  /** The figures the person confirmed: indicative when its held quote had not arrived. */
  agreed: QuotedRow;
  holdPeriod: HoldPeriod;
  tolerancePercent: Decimal;
  refusals: ReadonlyMap<string | undefined, string>;
}

/**
 * The held quote a row whose account holds rates is booked by, when the person booked before its quote arrived
 * (docs/kinds.md, "A conversion check in seconds"): the check's quote once it is in (waited for when it is on
 * its way), else one asked for as the row is sent. Either is booked only within the person's tolerance of the figures
 * they confirmed, measured as a re-pricing measures it; beyond it, or when no rate can be held, the row is not booked
 * and waits for a check again. Asked once per row: a retried create books by the same quote.
 */
function heldQuoteAtBook({ api, firm, order, agreed, holdPeriod, tolerancePercent, refusals }: HeldAtBook): (options: RunCallOptions) => Promise<QuotedRow["held"]> {
  let asked: Promise<QuotedRow["held"]> | undefined;
  const ask = async (options: RunCallOptions): Promise<QuotedRow["held"]> => {
    const arrived = await firm.settled(agreed.row);
    let quote: FirmQuote | undefined = arrived?.held === undefined ? undefined : { figures: arrived, held: arrived.held };
    if (quote === undefined) {
      const refusal = refusals.get(order.actingAs);
      if (refusal !== undefined) throw new NeedsConfirmationError(`not booked: its rate could not be held (${refusal}) — check again to book it at an indicative rate`);
      try {
        quote = heldFigures(await askHeldQuote(api, order, holdPeriod, options.cancelUnsent));
      } catch (error) {
        const reason = heldRateRefusal(error, holdPeriod);
        if (reason === undefined) throw error;
        throw new NeedsConfirmationError(`not booked: its rate could not be held (${reason}) — check again to book it at an indicative rate`);
      }
    }
    const move = coreMove(agreed, quote.figures.coreRate, tolerancePercent);
    if (move.beyondTolerance) throw new NeedsConfirmationError(rateMovedMessage(agreed, { ...move, newClientRate: quote.figures.clientRate }, tolerancePercent));
    return quote.held;
  };
  return (options) => {
    asked ??= ask(options);
    return asked;
  };
}

/**
 * Why an account would not hold a rate, in words, when that is why the quote was refused: its rows are then quoted
 * indicatively. Undefined for any other failure (the row is refused with it).
 */
function heldRateRefusal(error: unknown, holdPeriod: HoldPeriod): string | undefined {
  if (!(error instanceof BadRequestError)) return undefined;
  if (error.hasCode(HELD_RATE_CODES.notEnabled)) return "the account does not offer held rates (its account manager can enable them)";
  if (error.hasCode(HELD_RATE_CODES.invalidHoldPeriod)) return `a hold of ${holdPeriodWords(holdPeriod)} is not enabled for the account (its account manager sets which periods are)`;
  return undefined;
}

/** A row held at a quote whose hold ended: not booked, said as the service says its own refusal of it. */
function heldRateExpired(heldUntil: string): NeedsConfirmationError {
  return new NeedsConfirmationError(`not booked: ${lowerFirst(heldRateExpiredText(heldUntil))}`);
}

/** The service's refusals of a held quote at booking: the row was not booked and needs a new quote. */
const QUOTE_GONE = [HELD_RATE_CODES.quoteExpired, HELD_RATE_CODES.quoteAlreadyUsed, HELD_RATE_CODES.quoteNotFound, HELD_RATE_CODES.quoteMismatch];

/**
 * A row's conversion: found by the key a previous run sent it under, or created under it — at its held quote when it
 * has one, unless the hold has ended by the job's clock (then it is not sent at all).
 */
function conversionCalls(api: ConversionApi, order: ConversionOrder, dates: DateSystem, heldQuote: (options: RunCallOptions) => Promise<QuotedRow["held"]>, now: () => number) {
  const callOptions = { onBehalfOf: order.actingAs };
  // A conversion this row's key booked before (found, or answered for a repeated key) is compared with the row.
  const asBooked = (conversion: Conversion, requestId: string | undefined): Booking => ({
    ...conversionBooking(conversion, dates, requestId),
    differences: conversionDifferences(order, conversion),
  });
  return {
    find: async (key: string, options: RunCallOptions) => {
      const tracked = trackRequestId({ ...callOptions, ...options });
      const found = (await api.conversions.find({ unique_request_id: key }, tracked.options)).conversions[0];
      return found === undefined ? undefined : asBooked(found, tracked.requestId());
    },
    create: async (key: string, options: RunCallOptions) => {
      const held = await heldQuote(options);
      if (held !== undefined && now() >= Date.parse(held.heldUntil)) throw heldRateExpired(held.heldUntil);
      const tracked = trackRequestId({ ...callOptions, ...options });
      let conversion: Conversion;
      try {
        conversion = await api.conversions.create(
          {
            buy_currency: order.buyCurrency,
            sell_currency: order.sellCurrency,
            fixed_side: order.fixedSide,
            amount: order.amount,
            reason: order.reason,
            conversion_date: order.conversionDate,
            term_agreement: true,
            unique_request_id: key,
            ...(held === undefined ? {} : { quote_id: held.quoteId }),
          },
          tracked.options,
        );
      } catch (error) {
        if (held !== undefined && error instanceof BadRequestError && QUOTE_GONE.some((code) => error.hasCode(code))) {
          throw new NeedsConfirmationError(`not booked: ${lowerFirst(error.userMessage)}`);
        }
        throw error;
      }
      return asBooked(conversion, tracked.requestId());
    },
  };
}

/**
 * How a conversion found by the row's key differs from the row now (an edited row): each field as "amount: booked
 * buy EUR 10.00, row buy EUR 12.00"; empty when it matches. The booking stands, so the row says it differs.
 */
function conversionDifferences(order: ConversionOrder, conversion: Conversion): string[] {
  const differences: string[] = [];
  if (conversion.buy_currency !== order.buyCurrency || conversion.sell_currency !== order.sellCurrency) {
    differences.push(`currencies: booked buy ${conversion.buy_currency} sell ${conversion.sell_currency}, row buy ${order.buyCurrency} sell ${order.sellCurrency}`);
  }
  const booked = conversion.fixed_side === "buy" ? conversion.client_buy_amount : conversion.client_sell_amount;
  const bookedCurrency = conversion.fixed_side === "buy" ? conversion.buy_currency : conversion.sell_currency;
  if (conversion.fixed_side !== order.fixedSide || bookedCurrency !== order.amountCurrency || !booked.equals(order.amount)) {
    differences.push(
      `amount: booked ${conversion.fixed_side} ${formatAmount(booked, bookedCurrency)} ${bookedCurrency}, row ${order.fixedSide} ${formatAmount(order.amount, order.amountCurrency)} ${order.amountCurrency}`,
    );
  }
  return differences;
}

function conversionBooking(conversion: Conversion, dates: DateSystem, requestId?: string): Booking {
  return {
    id: conversion.id,
    requestId,
    shortReference: conversion.short_reference,
    audit: { amount: conversion.client_buy_amount, currency: conversion.buy_currency, beneficiary: undefined, status: conversionStatusInWords(conversion.status) },
    madeAt: utcDateTimeCell(conversion.created_at, dates),
    cells: {
      [SHORT_REF_HEADER]: conversion.short_reference,
      [RATE_HEADER]: rateCell(conversion.client_rate),
      [BUY_AMOUNT_HEADER]: amountCell(conversion.client_buy_amount, conversion.buy_currency),
      [SELL_AMOUNT_HEADER]: amountCell(conversion.client_sell_amount, conversion.sell_currency),
      [SETTLEMENT_DATE_HEADER]: dateCell(conversion.settlement_date, dates),
      [STATUS_HEADER]: conversionStatusInWords(conversion.status),
    },
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Conversions asked for at once with conversion_ids[] (kept well inside URL limits). */
const IDS_PER_FIND = 25;

/** Statuses in batches by id, per account (awaiting_funds → funds_arrived → trade_settled). */
const CONVERSION_STATUSES: KindStatuses<ConversionResource> = {
  many: {
    perRequest: IDS_PER_FIND,
    read: async (api, actingAs, rows) => {
      const found = await api.conversions.find({ conversion_ids: rows.map((row) => row.id), per_page: IDS_PER_FIND }, { onBehalfOf: actingAs });
      return new Map(found.conversions.map((conversion) => [conversion.id, conversionStatus(conversion)]));
    },
  },
  gone: { status: undefined, message: "the conversion was not found — was it booked for another account?" },
};

/** A conversion status in words ("Awaiting funds"). */
export function conversionStatusInWords(status: string): string {
  return statusInWords(status);
}

function conversionStatus(conversion: Conversion): { status: string; message: string } {
  const settles = conversion.settlement_date.slice(0, 10);
  const messages: Record<string, string> = {
    awaiting_funds: `waiting for ${conversion.sell_currency} funds; settles ${settles}`,
    funds_arrived: `funds arrived; settles ${settles}`,
    trade_settled: `settled: ${conversion.buy_currency} credited`,
    closed: "closed (cancelled)",
  };
  return { status: conversionStatusInWords(conversion.status), message: Object.hasOwn(messages, conversion.status) ? (messages[conversion.status] as string) : "" };
}

export const conversionKind = {
  kind: "conversion" as const,
  resources: CONVERSION_RESOURCES,
  labels: {
    singular: "conversion",
    plural: "conversions",
    tab: "Convert",
    title: "Book conversions",
    intro: "Select rows with buy currency, sell currency, amount, fixed side and reason (any header spelling), then check them.",
    totals: { caption: "Amount sold per currency", currency: "Sold" },
    duplicate: "same currencies, fixed side, amount and conversion date",
  },
  fields: CONVERSION_FIELDS,
  template: kindTemplate({
    sheet: "Conversions",
    table: "FxConversions",
    legendSheet: "Allowed values (conversions)",
    marked: "reason",
    columns: [
      { field: "buy_currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency you receive."), example: "EUR" },
      { field: "sell_currency", validationList: COMMON_CURRENCIES, required: "yes", allowed: currencyList("The currency you pay; not the buy currency."), example: "GBP" },
      {
        field: "amount",
        format: AMOUNT_FORMAT,
        required: "yes",
        allowed: "A positive amount in the fixed side's currency, with at most that currency's decimals (JPY none, EUR 2); never rounded",
        example: 10000,
      },
      { field: "fixed_side", validationList: ["Buy", "Sell"], required: "yes", allowed: "Buy (the amount is what you receive) or Sell (the amount is what you pay)", example: "Buy" },
      { field: "reason", format: TEXT_FORMAT, required: "yes", allowed: "Why you convert, up to 255 characters", example: EXAMPLE_MARKER },
      { field: "conversion_date", format: DATE_FORMAT, required: "no", allowed: "A date (YYYY-MM-DD); blank for the earliest date the service offers", example: null },
      ACTING_AS_COLUMN,
    ],
  }),
  doneWords: BOOKED,
  resultColumns: [
    { header: SHORT_REF_HEADER, format: TEXT_FORMAT },
    { header: RATE_HEADER, format: RATE_FORMAT },
    { header: BUY_AMOUNT_HEADER },
    { header: SELL_AMOUNT_HEADER },
    { header: SETTLEMENT_DATE_HEADER, format: DATE_FORMAT },
  ],
  // Quotes are charged to the rates budget as well as the authenticated one.
  checkBudget: "rates",
  parse: parseConversionOrder,
  check: checkConversions,
  statuses: CONVERSION_STATUSES,
} satisfies KindSpec<ConversionOrder, ConversionPreview, ConversionResource, ConversionTerms>;
