import Decimal from "decimal.js";
import pLimit from "p-limit";
import type { Conversion } from "../../api/schemas/conversions";
import type { DetailedQuote } from "../../api/schemas/rates";
import { parseConversionOrder, type ConversionOrder } from "../../domain/orders";
import type { BookingApi, JobContext } from "../engine/booking-api";
import { fundsOfAccounts, needsAgainst, type AccountFunds, type AmountsByAccount, type CurrencyNeed } from "../engine/currency-needs";
import { conversionDifferences } from "./booking-differences";
import { CheckCounter, type CheckOptions } from "../engine/check-progress";
import { describeFailure } from "../error-text";
import type { OrderSheet } from "../engine/order-sheet";
import { BOOKED_AT_HEADER, BUY_AMOUNT_HEADER, RATE_HEADER, SELL_AMOUNT_HEADER, SETTLEMENT_DATE_HEADER, SHORT_REF_HEADER, STATUS_HEADER } from "../engine/result-columns";
import { amountCell, dateCell, rateCell, utcDateTimeCell } from "../engine/result-values";
import { planRows, withActingAs, readyRows, refuse, type RowPlan } from "../engine/row-plan";
import type { Booking, BookingTask, RunCallOptions } from "../engine/run-booking";
import { trackRequestId } from "../engine/request-id";

export interface QuotedRow {
  row: number;
  currencyPair: string;
  clientRate: Decimal;
  buyCurrency: string;
  buyAmount: Decimal;
  sellCurrency: string;
  sellAmount: Decimal;
}

export interface ConversionPreview {
  quotes: QuotedRow[];
  /** Bought and sold per currency over all quoted rows. */
  totals: { currency: string; buy: Decimal; sell: Decimal }[];
  /** What each sell currency needs against its available balance (per acting-as account), over every quoted row. */
  needs: CurrencyNeed[];
  /** The balances and commitments those needs were measured against, to measure any subset of rows again. */
  funds: Map<string | undefined, AccountFunds>;
}

/** What the quoted rows sell, per account: conversions draw on the sell currency's balance. */
export function soldFromBalance(quotes: readonly QuotedRow[], actingAsByRow: ReadonlyMap<number, string | undefined>): AmountsByAccount {
  return quotes.map((quote) => ({ actingAs: actingAsByRow.get(quote.row), currency: quote.sellCurrency, amount: quote.sellAmount }));
}

/** Detailed quotes at once, but few enough that the client's rate budget is the only pacing needed. */
const QUOTE_CONCURRENCY = 4;

export async function prepareConversions(ctx: JobContext, sheet: OrderSheet, check: CheckOptions = {}): Promise<{ plans: RowPlan<ConversionOrder>[]; preview: ConversionPreview }> {
  const plans = planRows(sheet, (row) => withActingAs(parseConversionOrder(row.cells), row.previous, ctx.defaultActingAs));
  // A row is checked once its quote is in; rows with nothing to look up are checked already.
  const counter = new CheckCounter(plans.length, check, ctx.now ?? Date.now);
  counter.rowsChecked(plans.length - readyRows(plans).length);
  const limit = pLimit(QUOTE_CONCURRENCY);
  const quotesByTrade = new Map<string, Promise<DetailedQuote>>();
  const quoteOf = (order: ConversionOrder) => {
    const trade = [order.actingAs ?? "", order.buyCurrency, order.sellCurrency, order.fixedSide, order.amount.toFixed(), order.conversionDate ?? ""].join("|");
    let quote = quotesByTrade.get(trade);
    if (quote === undefined) {
      quote = limit(() =>
        ctx.api.rates.detailed(
          { buy_currency: order.buyCurrency, sell_currency: order.sellCurrency, fixed_side: order.fixedSide, amount: order.amount, conversion_date: order.conversionDate },
          { onBehalfOf: order.actingAs },
        ),
      );
      quotesByTrade.set(trade, quote);
    }
    return quote;
  };

  const quotes: QuotedRow[] = [];
  await Promise.all(
    readyRows(plans).map(async (plan) => {
      try {
        const quote = await quoteOf(plan.order);
        quotes.push({
          row: plan.row,
          currencyPair: quote.currency_pair,
          clientRate: quote.client_rate,
          buyCurrency: quote.client_buy_currency,
          buyAmount: quote.client_buy_amount,
          sellCurrency: quote.client_sell_currency,
          sellAmount: quote.client_sell_amount,
        });
      } catch (error) {
        refuse(plans, plan.row, `quote: ${describeFailure(error)}`);
      } finally {
        counter.rowsChecked(1);
      }
    }),
  );
  counter.throwIfCancelled();
  counter.finish();
  quotes.sort((a, b) => a.row - b.row);

  const totals = new Map<string, { currency: string; buy: Decimal; sell: Decimal }>();
  const totalOf = (currency: string) => {
    const total = totals.get(currency) ?? { currency, buy: new Decimal(0), sell: new Decimal(0) };
    totals.set(currency, total);
    return total;
  };
  for (const quote of quotes) {
    const bought = totalOf(quote.buyCurrency);
    bought.buy = bought.buy.plus(quote.buyAmount);
    const sold = totalOf(quote.sellCurrency);
    sold.sell = sold.sell.plus(quote.sellAmount);
  }
  const actingAsByRow = new Map(readyRows(plans).map((plan) => [plan.row, plan.order.actingAs]));
  const sold = soldFromBalance(quotes, actingAsByRow);
  const funds = await fundsOfAccounts(ctx.api, sold);
  return { plans, preview: { quotes, totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)), needs: needsAgainst(sold, funds), funds } };
}

export function conversionTasks(api: BookingApi, plans: readonly RowPlan<ConversionOrder>[], include: (row: number) => boolean): BookingTask[] {
  return readyRows(plans)
    .filter((plan) => include(plan.row))
    .map((plan) => {
      const { order } = plan;
      const callOptions = { onBehalfOf: order.actingAs };
      // A conversion this row's key booked before (found, or answered for a repeated key) is compared with the row.
      const asBooked = (conversion: Conversion, requestId: string | undefined): Booking => ({
        ...conversionBooking(conversion, requestId),
        differences: conversionDifferences(order, conversion),
      });
      return {
        row: plan.row,
        existingKey: plan.existingKey,
        recover: plan.recover,
        actingAs: order.actingAs,
        find: async (key: string, options: RunCallOptions) => {
          const tracked = trackRequestId({ ...callOptions, ...options });
          const found = (await api.conversions.find({ unique_request_id: key }, tracked.options)).conversions[0];
          return found === undefined ? undefined : asBooked(found, tracked.requestId());
        },
        create: async (key: string, options: RunCallOptions) => {
          const tracked = trackRequestId({ ...callOptions, ...options });
          const conversion = await api.conversions.create(
            {
              buy_currency: order.buyCurrency,
              sell_currency: order.sellCurrency,
              fixed_side: order.fixedSide,
              amount: order.amount,
              reason: order.reason,
              conversion_date: order.conversionDate,
              term_agreement: true,
              unique_request_id: key,
            },
            tracked.options,
          );
          return asBooked(conversion, tracked.requestId());
        },
      };
    });
}

export function conversionBooking(conversion: Conversion, requestId?: string): Booking {
  return {
    id: conversion.id,
    requestId,
    shortReference: conversion.short_reference,
    audit: { amount: conversion.client_buy_amount, currency: conversion.buy_currency, beneficiary: undefined, status: conversion.status },
    cells: {
      [SHORT_REF_HEADER]: conversion.short_reference,
      [RATE_HEADER]: rateCell(conversion.client_rate),
      [BUY_AMOUNT_HEADER]: amountCell(conversion.client_buy_amount, conversion.buy_currency),
      [SELL_AMOUNT_HEADER]: amountCell(conversion.client_sell_amount, conversion.sell_currency),
      [SETTLEMENT_DATE_HEADER]: dateCell(conversion.settlement_date),
      [BOOKED_AT_HEADER]: utcDateTimeCell(conversion.created_at),
      [STATUS_HEADER]: conversion.status,
    },
  };
}
