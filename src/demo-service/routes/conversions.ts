/** Conversions: create, find, get, cancel (docs/provider-api.md §3, §4, §6, §8). */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { ConversionCancellationInput, ConversionInput, ConversionsFindResultInput } from "../wire";
import { formatAmount, roundToMinorUnits } from "../../domain/money";
import { badRequest, message, notFound, DemoError } from "../errors";
import { settlementTime } from "../dates";
import { inAmountRange, inDateRange, matches } from "../filters";
import { markQuoteUsed, quotedPrice, quoteToBook } from "../held-quotes";
import { timestamp } from "../format";
import { conversionCancellationDebit, conversionCredit, conversionDebit } from "../ledger/movements";
import { paginate, pagingSpec } from "../pagination";
import { acting, accountsInScope, readParams, SCOPES } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { keyMatches } from "../unique-keys";
import { byId, newId, shortReference } from "../state";
import { expectMovement, recordMovement } from "../ledger/transactions";
import { priceTradeRequest, TRADE_SPEC } from "../trade-request";

const CREATE_SPEC = {
  ...TRADE_SPEC,
  reason: { kind: "string", max: 255 },
  term_agreement: { kind: "boolean", required: true },
  unique_request_id: { kind: "string", max: 255 },
  // Assumption: SW describes quote_id as a UUID but declares no format; refused as one (quote_id_is_not_valid_uuid).
  quote_id: { kind: "uuid" },
} as const;

const CONVERSION_STATUSES = ["awaiting_funds", "closed", "funds_arrived", "funds_sent", "trade_settled"] as const;

const FIND_SPEC = {
  on_behalf_of: { kind: "uuid" },
  short_reference: { kind: "string", max: 255 },
  status: { kind: "enum", values: CONVERSION_STATUSES },
  buy_currency: { kind: "currency" },
  sell_currency: { kind: "currency" },
  conversion_ids: { kind: "list", item: "uuid", max: 100 },
  created_at_from: { kind: "datetime" },
  created_at_to: { kind: "datetime" },
  updated_at_from: { kind: "datetime" },
  updated_at_to: { kind: "datetime" },
  conversion_date_from: { kind: "date" },
  conversion_date_to: { kind: "date" },
  settlement_date_from: { kind: "date" },
  settlement_date_to: { kind: "date" },
  currency_pair: { kind: "string", pattern: /^[A-Z]{6}$/ },
  partner_buy_amount_from: { kind: "decimal" },
  partner_buy_amount_to: { kind: "decimal" },
  partner_sell_amount_from: { kind: "decimal" },
  partner_sell_amount_to: { kind: "decimal" },
  buy_amount_from: { kind: "decimal" },
  buy_amount_to: { kind: "decimal" },
  sell_amount_from: { kind: "decimal" },
  sell_amount_to: { kind: "decimal" },
  scope: { kind: "enum", values: SCOPES },
  unique_request_id: { kind: "string", max: 255 },
  ...pagingSpec(["created_at", "updated_at", "conversion_date", "settlement_date", "client_buy_amount", "client_sell_amount"]),
} as const;

const AMOUNT_ORDERS = new Set(["client_buy_amount", "client_sell_amount"]);

export function duplicateRequest(errorCode: string, what: "conversion" | "payment"): DemoError {
  return badRequest(
    errorCode,
    "duplicate_request",
    message(
      "duplicate_request",
      `The unique_request_id provided for this ${what} has already been used, please provide a new unique_request_id to successfully submit this ${what}`,
    ),
  );
}

export function registerConversionRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/conversions/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "conversion_create_failed");
    const who = acting(demoService, request, params.on_behalf_of, "conversion_create_failed");
    // A reused key is refused before pricing and dates, as for payments: a retry must never read as a new error.
    if (params.unique_request_id !== undefined && demoService.uniqueKeys.has("conversion", who.accountId, params.unique_request_id)) {
      throw duplicateRequest("conversion_create_failed", "conversion");
    }
    const data = demoService.store.data;
    const account = data.accounts[who.accountId]!.wire;
    const todays = priceTradeRequest(demoService, params, account.spread_table, "conversion_create_failed", (errors) => {
      if (params.term_agreement === false) {
        errors.add("term_agreement", message("term_agreement_is_required", "term_agreement must be true"));
      }
    });
    const now = demoService.clock.now();
    // At a held quote (docs/provider-api.md §13): its rate, amounts and conversion date, once it may be booked.
    // Assumption: the quote was priced for its conversion date, so the booking keeps that date.
    const quote = params.quote_id === undefined ? undefined : quoteToBook(data, params.quote_id, who.accountId, params, now, "conversion_create_failed");
    const { fixedSide } = todays;
    const price = quote ? quotedPrice(quote, todays.price) : todays.price;
    const conversionDate = quote ? quote.conversionDate : todays.conversionDate;
    const at = timestamp(now);
    const buyAmount = formatAmount(price.buyAmount, params.buy_currency);
    const conversion: ConversionInput = {
      id: newId(),
      settlement_date: timestamp(settlementTime(conversionDate)),
      conversion_date: timestamp(conversionDate),
      short_reference: shortReference.conversion(now),
      creator_contact_id: who.contactId,
      account_id: who.accountId,
      currency_pair: price.pair.base + price.pair.quote,
      status: "awaiting_funds",
      buy_currency: params.buy_currency,
      sell_currency: params.sell_currency,
      client_buy_amount: buyAmount,
      client_sell_amount: formatAmount(price.sellAmount, params.sell_currency),
      fixed_side: fixedSide,
      core_rate: price.coreRate.toFixed(4),
      partner_rate: "",
      client_rate: price.clientRate.toFixed(4),
      mid_market_rate: price.midRate.toFixed(4),
      partner_buy_amount: "0.00",
      partner_sell_amount: "0.00",
      deposit_required: false,
      deposit_amount: "0.00",
      deposit_currency: "",
      deposit_status: "not_required",
      deposit_required_at: "",
      payment_ids: [],
      unallocated_funds: buyAmount,
      unique_request_id: params.unique_request_id ?? null,
      created_at: at,
      updated_at: at,
    };
    if (!who.onBehalf) conversion.partner_status = "funds_arrived";
    data.conversions[conversion.id] = conversion;
    if (quote) markQuoteUsed(quote, conversion.id);
    demoService.uniqueKeys.add("conversion", who.accountId, conversion.unique_request_id);
    expectMovement(data, conversionDebit(conversion), now);
    expectMovement(data, conversionCredit(conversion), now);
    demoService.lifecycle.scheduleConversion(conversion.id);
    demoService.changed();
    return conversion;
  });

  app.get("/v2/conversions/find", async (request) => {
    const params = readParams(request, FIND_SPEC, "conversion_find_failed");
    const who = acting(demoService, request, params.on_behalf_of, "conversion_find_failed");
    const accounts = accountsInScope(demoService, who, params.scope);
    const wantedIds = params.conversion_ids ? new Set(params.conversion_ids) : undefined;
    const found = Object.values(demoService.store.data.conversions).filter(
      (c) =>
        accounts.has(c.account_id) &&
        (!wantedIds || wantedIds.has(c.id)) &&
        matches(c.short_reference, params.short_reference) &&
        matches(c.status, params.status) &&
        matches(c.buy_currency, params.buy_currency) &&
        matches(c.sell_currency, params.sell_currency) &&
        matches(c.currency_pair, params.currency_pair) &&
        keyMatches(c.unique_request_id, params.unique_request_id) &&
        inDateRange(c.created_at, params.created_at_from, params.created_at_to) &&
        inDateRange(c.updated_at, params.updated_at_from, params.updated_at_to) &&
        inDateRange(c.conversion_date, params.conversion_date_from, params.conversion_date_to) &&
        inDateRange(c.settlement_date, params.settlement_date_from, params.settlement_date_to) &&
        inAmountRange(c.client_buy_amount, params.buy_amount_from, params.buy_amount_to) &&
        inAmountRange(c.client_sell_amount, params.sell_amount_from, params.sell_amount_to) &&
        inAmountRange(c.partner_buy_amount, params.partner_buy_amount_from, params.partner_buy_amount_to) &&
        inAmountRange(c.partner_sell_amount, params.partner_sell_amount_from, params.partner_sell_amount_to),
    );
    const { page, pagination } = paginate(found, params, (c, order) =>
      AMOUNT_ORDERS.has(order) ? new Decimal(String(c[order as keyof ConversionInput])) : String(c[order as keyof ConversionInput]),
    );
    const body: ConversionsFindResultInput = { conversions: page, pagination };
    return body;
  });

  app.get<{ Params: { id: string } }>("/v2/conversions/:id", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "conversion_not_found");
    const who = acting(demoService, request, params.on_behalf_of, "conversion_not_found");
    return findOwned(demoService, request.params.id, who.accountId);
  });

  app.post<{ Params: { id: string } }>("/v2/conversions/:id/cancel", async (request) => {
    const params = readParams(request, { notes: { kind: "string", max: 255 }, on_behalf_of: { kind: "uuid" } }, "conversion_cancel_failed");
    const who = acting(demoService, request, params.on_behalf_of, "conversion_cancel_failed");
    const conversion = findOwned(demoService, request.params.id, who.accountId);
    // Assumption: CancelConversion documents no refusal for a conversion past awaiting_funds (docs/demo-service.md).
    if (conversion.status !== "awaiting_funds") {
      throw badRequest(
        "conversion_cancel_failed",
        "base",
        message("conversion_cannot_be_cancelled", `A conversion in status ${conversion.status} cannot be cancelled`),
      );
    }
    const now = demoService.clock.now();
    conversion.status = "closed";
    conversion.updated_at = timestamp(now);
    demoService.lifecycle.conversionClosed(conversion.id, now);
    // The demo charges a small cancellation loss: 0.1 % of the sell amount, debited from the sell balance.
    const loss = roundToMinorUnits(new Decimal(conversion.client_sell_amount).mul("0.001"), conversion.sell_currency);
    if (loss.gt(0)) recordMovement(demoService.store.data, conversionCancellationDebit(conversion, loss), now);
    demoService.changed();
    const event: ConversionCancellationInput = {
      account_id: conversion.account_id,
      contact_id: conversion.creator_contact_id,
      event_account_id: who.accountId,
      event_contact_id: who.contactId,
      conversion_id: conversion.id,
      event_type: "self_service_cancellation",
      amount: formatAmount(loss.neg(), conversion.sell_currency),
      currency: conversion.sell_currency,
      notes: params.notes ?? "",
      event_date_time: timestamp(now),
    };
    return event;
  });
}

function findOwned(demoService: DemoRuntime, id: string, accountId: string): ConversionInput {
  const conversion = byId(demoService.store.data.conversions, id);
  if (!conversion || conversion.account_id !== accountId) throw notFound("conversion");
  return conversion;
}
