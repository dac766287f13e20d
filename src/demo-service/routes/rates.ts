/** GET /v2/rates/find (many pairs, comma separated) and GET /v2/rates/detailed (docs/provider-api.md §3, §8). */
import type { FastifyInstance } from "fastify";
import type { BasicRatesInput, DetailedQuoteInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { isTradableCurrency } from "../currency-check";
import { badRequest, message } from "../errors";
import { zuluTimestamp } from "../format";
import { settlementTime } from "../dates";
import { acting, readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { priceTradeRequest, TRADE_SPEC } from "../trade-request";

const FIND_SPEC = {
  currency_pair: { kind: "string", required: true, max: 2450 },
  ignore_invalid_pairs: { kind: "boolean" },
  on_behalf_of: { kind: "uuid" },
} as const;

const PAIR = /^[A-Z]{6}$/;

/** SW GetDetailedRates' refusal of a conversion date the pair cannot settle on: `invalid_delivery_date` under `conversion_date`. */
const DELIVERY_DATE_REFUSED = {
  field: "conversion_date",
  entry: message("invalid_delivery_date", "The delivery date you have requested cannot be met for this currency pair"),
};
/** Distinct pair lists remembered per rate period; a workbook asks the same list again and again. */
const MAX_CACHED_ANSWERS = 500;

export function registerRatesRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  // Serialized answers of the current rate period, by pair list: the hot path is one map look-up.
  const answers = new Map<string, string>();
  let cachePeriod = Number.NaN;
  let cacheGeneration = Number.NaN;

  app.get("/v2/rates/find", { config: { limitClass: "rates" } }, async (request, reply) => {
    const params = readParams(request, FIND_SPEC, "rate_find_failed");
    acting(demoService, request, params.on_behalf_of, "rate_find_failed");
    const now = demoService.clock.now();
    const period = demoService.rates.periodOf(now);
    // A rate shift (admin switch) changes the rates within a period too.
    if (period !== cachePeriod || demoService.rates.generation !== cacheGeneration || answers.size >= MAX_CACHED_ANSWERS) {
      cachePeriod = period;
      cacheGeneration = demoService.rates.generation;
      answers.clear();
    }
    const cacheKey = `${params.ignore_invalid_pairs === true}|${params.currency_pair}`;
    let json = answers.get(cacheKey);
    if (json === undefined) {
      json = JSON.stringify(basicRates(demoService, params.currency_pair, params.ignore_invalid_pairs === true, now));
      answers.set(cacheKey, json);
    }
    return reply.type("application/json; charset=utf-8").send(json);
  });

  app.get("/v2/rates/detailed", { config: { limitClass: "rates" } }, async (request) => {
    const params = readParams(request, TRADE_SPEC, "rate_detailed_failed");
    const who = acting(demoService, request, params.on_behalf_of, "rate_detailed_failed");
    const spreadTable = demoService.store.data.accounts[who.accountId]?.wire.spread_table ?? "flat_0.00";
    const { price, conversionDate, fixedSide } = priceTradeRequest(demoService, params, spreadTable, "rate_detailed_failed", undefined, { date: DELIVERY_DATE_REFUSED });
    const body: DetailedQuoteInput = {
      settlement_cut_off_time: zuluTimestamp(settlementTime(conversionDate)),
      currency_pair: price.pair.base + price.pair.quote,
      client_buy_currency: params.buy_currency,
      client_sell_currency: params.sell_currency,
      client_buy_amount: formatAmount(price.buyAmount, params.buy_currency),
      client_sell_amount: formatAmount(price.sellAmount, params.sell_currency),
      fixed_side: fixedSide,
      client_rate: price.clientRate.toFixed(4),
      partner_rate: null,
      core_rate: price.coreRate.toFixed(4),
      deposit_required: false,
      deposit_amount: "0.0",
      deposit_currency: params.sell_currency,
      mid_market_rate: price.midRate.toFixed(4),
    };
    return body;
  });
}

function basicRates(demoService: DemoRuntime, pairList: string, ignoreInvalidPairs: boolean, now: number): BasicRatesInput {
  const body: BasicRatesInput = { rates: {}, unavailable: [] };
  const invalid: string[] = [];
  for (const requested of pairList.split(",")) {
    const base = requested.slice(0, 3);
    const quote = requested.slice(3);
    if (!PAIR.test(requested) || !isTradableCurrency(base) || !isTradableCurrency(quote)) {
      invalid.push(requested);
      continue;
    }
    const rate = demoService.rates.quote(base, quote, now);
    if (rate) body.rates[requested] = rate.wire;
    else body.unavailable.push(requested);
  }
  if (invalid.length > 0 && !ignoreInvalidPairs) {
    // SW GetBasicRates: `invalid_currency_pair` "Invalid currency pair", its params naming the pairs refused
    // (`{ "currency_pair" => ["AAABBB"] }`): every one of them, in the order asked.
    throw badRequest("rate_find_failed", "currency_pair", message("invalid_currency_pair", "Invalid currency pair", { currency_pair: invalid }));
  }
  return body;
}
