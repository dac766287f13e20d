/**
 * Held FX quotes in the demo service (docs/provider-api.md §13, G-held-rates, SW CreateQuoteConversion): which hold
 * periods an account is provisioned with, the quote records, and whether a conversion may book at one. A quote is
 * single use and amount-specific, and stops being bookable at its `expires_at` on the simulated clock.
 */
import Decimal from "decimal.js";
import { holdPeriodMs } from "./rules/hold-period";
import { badRequest, message, type DemoError } from "./errors";
import type { TradePrice } from "./pricing";
import type { RatesTable } from "./rates-table";
import type { HeldRateSettings, DemoData, StoredHeldQuote } from "./state";
import { byId } from "./state";

/** "30s,3m" (spaces allowed) → ["30s", "3m"]; "" → [] (held rates off); undefined when any period is not one. */
export function parseHoldPeriods(text: string): string[] | undefined {
  const periods = text
    .split(",")
    .map((period) => period.trim())
    .filter((period) => period !== "");
  return periods.every((period) => holdPeriodMs(period) !== undefined) ? [...new Set(periods)] : undefined;
}

/** The account's provisioning, or undefined when it has no held rates (the default: a beta product, G-held-rates). */
export function heldRateSettings(data: DemoData, accountId: string): HeldRateSettings | undefined {
  return data.heldRates?.[accountId];
}

/** Provisions the account with these hold periods; none turns held rates off. */
export function setHeldRates(data: DemoData, accountId: string, holdPeriods: readonly string[]): void {
  const settings = (data.heldRates ??= {});
  if (holdPeriods.length === 0) delete settings[accountId];
  else settings[accountId] = { holdPeriods: [...holdPeriods] };
}

/**
 * The hold period's length, once the account is provisioned for it; otherwise the reference's refusals:
 * `held_rate_not_enabled` for an account without held rates, `invalid_hold_period` for a period it is not given
 * (a period not written as one, `5 minutes`, is not given to any account).
 */
export function provisionedHoldMs(data: DemoData, accountId: string, holdPeriod: string, errorCode: string): number {
  const settings = heldRateSettings(data, accountId);
  if (settings === undefined) {
    throw badRequest(errorCode, "base", message("held_rate_not_enabled", "Held Rates Product is not enabled for this account"));
  }
  const ms = holdPeriodMs(holdPeriod);
  if (ms === undefined || !settings.holdPeriods.includes(holdPeriod)) {
    throw badRequest(
      errorCode,
      "base",
      message("invalid_hold_period", "Requested hold_period is invalid for this account", { hold_periods: settings.holdPeriods.join(", ") }),
    );
  }
  return ms;
}

/**
 * `ccy_pair_is_not_tradeable` (category currency_pair) for a pair with a currency the demo does not trade. Every pair it
 * does trade is offered with held rates (Assumption: the guide says coverage is per account, and the demo has no
 * narrower list to follow).
 */
export function checkHeldRatePair(buyCurrency: string, sellCurrency: string, has: typeof RatesTable.has, errorCode: string): void {
  if (!has(buyCurrency) || !has(sellCurrency)) {
    throw badRequest(errorCode, "currency_pair", message("ccy_pair_is_not_tradeable", "Given currency pair is not tradeable"));
  }
}

export function storeHeldQuote(data: DemoData, quote: StoredHeldQuote): void {
  (data.heldQuotes ??= {})[quote.wire.quote_id] = quote;
}

interface QuotedTrade {
  buy_currency: string;
  sell_currency: string;
  fixed_side: string;
  amount: Decimal;
}

/**
 * The quote a conversion books at, once it may: the account's own, unused, unexpired, and for this very trade.
 * Assumption (docs/provider-api.md §13): the provider documents none of these refusals; they answer 400 under the
 * conversion's error code, category `quote_id`.
 */
export function quoteToBook(data: DemoData, quoteId: string, accountId: string, trade: QuotedTrade, now: number, errorCode: string): StoredHeldQuote {
  const refuse = (code: string, text: string, params: Record<string, unknown> = {}): DemoError => badRequest(errorCode, "quote_id", message(code, text, params));
  const stored = byId(data.heldQuotes ?? {}, quoteId);
  // Another account's quote is not found, as every object of another account is.
  if (stored === undefined || stored.accountId !== accountId) throw refuse("quote_not_found", "Quote was not found for this id");
  const quote = stored.wire;
  if (stored.usedBy !== null) throw refuse("quote_already_used", "Quote has already been used", { conversion_id: stored.usedBy });
  // Assumption: at its expires_at instant a quote has expired.
  if (now >= Date.parse(quote.expires_at)) throw refuse("quote_expired", "Quote has expired", { expires_at: quote.expires_at });
  const quotedAmount = quote.fixed_side === "buy" ? quote.client_buy_amount : quote.client_sell_amount;
  const differences: [field: string, quoted: string, given: string | Decimal][] = [
    ["buy_currency", quote.buy_currency, trade.buy_currency],
    ["sell_currency", quote.sell_currency, trade.sell_currency],
    ["fixed_side", quote.fixed_side, trade.fixed_side],
  ];
  for (const [field, quoted, given] of differences) {
    if (quoted !== given) throw refuse("quote_does_not_match", `${field} does not match the quote`, { field, quoted });
  }
  if (!trade.amount.equals(quotedAmount)) {
    throw refuse("quote_does_not_match", "amount does not match the quote", { field: "amount", quoted: quotedAmount });
  }
  return stored;
}

/** The price a conversion books at a quote: the quote's rates and amounts, not today's. */
export function quotedPrice(stored: StoredHeldQuote, todays: TradePrice): TradePrice {
  const quote = stored.wire;
  const pair = { base: quote.currency_pair.slice(0, 3), quote: quote.currency_pair.slice(3) };
  return {
    pair,
    buyAmount: new Decimal(quote.client_buy_amount),
    sellAmount: new Decimal(quote.client_sell_amount),
    clientRate: new Decimal(quote.client_rate),
    coreRate: new Decimal(quote.core_rate),
    midRate: quote.mid_market_rate === null || quote.mid_market_rate === "" ? todays.midRate : new Decimal(quote.mid_market_rate),
  };
}

/** Single use: once booked, the quote is the conversion's, even after a restart (it is stored with the data). */
export function markQuoteUsed(stored: StoredHeldQuote, conversionId: string): void {
  stored.usedBy = conversionId;
}
