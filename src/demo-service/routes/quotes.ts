/**
 * POST /v2/quotes/create: a held FX quote (docs/provider-api.md §13, SW CreateQuoteConversion, G-held-rates), priced
 * as a detailed quote is at the same instant and kept until a conversion books it or its hold period ends.
 */
import type { FastifyInstance } from "fastify";
import type { HeldQuoteInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { badRequest, fieldMessages, message } from "../errors";
import { settlementTime } from "../dates";
import { zuluTimestamp } from "../format";
import { checkHeldRatePair, provisionedHoldMs, storeHeldQuote } from "../held-quotes";
import { RatesTable } from "../rates-table";
import { acting, readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { newId } from "../state";
import { INVALID_CONVERSION_DATE, priceTradeRequest, TRADE_SPEC } from "../trade-request";

/** The reference names no top-level code for this operation; `<entity>_<action>_failed` as elsewhere (Assumption, docs/provider-api.md §7, §13). */
const ERROR_CODE = "quote_create_failed";

/** SW CreateQuoteConversion's currency refusal: "<field> is in invalid format", no params (GetDetailedRates' too). */
const currencyRefused = (field: string) => ({ field, entry: fieldMessages.invalidFormat(field) });

/**
 * SW CreateQuoteConversion's amount refusals: not a number `amount_type_is_wrong` {type: numeric}; below 1
 * `amount_is_too_small` {minvalue: 1}; any other value it cannot take (more digits than the service stores)
 * `amount_is_in_invalid_format` "…with 2 dp" {type: numeric_with_precision, precision: 2}.
 */
function amountRefused(value: string) {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number)) return fieldMessages.typeIsWrong("amount", "numeric");
  if (number < SMALLEST_AMOUNT) return tooSmall();
  return message("amount_is_in_invalid_format", "amount should be of numeric type with 2 dp", { type: "numeric_with_precision", precision: 2 });
}

/** SW: "amount can not be smaller than 1". */
const tooSmall = () => message("amount_is_too_small", `amount can not be smaller than ${SMALLEST_AMOUNT}`, { minvalue: SMALLEST_AMOUNT });

/**
 * The trade's fields as CreateQuoteConversion words their refusals, where it departs from conversions/create: the
 * currencies' format message, `fixed_side`'s range in the reference's order (sell, buy), a date that is no date
 * `conversion_date_type_is_wrong` {type: date}.
 */
const CREATE_SPEC = {
  ...TRADE_SPEC,
  buy_currency: { kind: "currency", required: true, refused: currencyRefused("buy_currency") },
  sell_currency: { kind: "currency", required: true, refused: currencyRefused("sell_currency") },
  amount: { kind: "amount", required: true, refused: { field: "amount", entry: amountRefused } },
  fixed_side: { kind: "enum", values: ["sell", "buy"], required: true },
  conversion_date: { kind: "date", refusal: "wrong_type" },
  hold_period: { kind: "string", required: true, max: 16 },
} as const;

/** SW CreateQuoteConversion `invalid_decimals` under `base`: more decimals than the fixed side's currency has. */
const INVALID_DECIMALS = message("invalid_decimals", "amount should be specified with a valid number of decimal places");

const SMALLEST_AMOUNT = 1;

export function registerQuoteRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  // SW marks this operation `x-throttling-tier: Unlimited` and the "Rate Limiting" guide does not list it among the rate
  // requests: it draws only on the budget of every authenticated call, not on the rates budget (docs/provider-api.md §13).
  app.post("/v2/quotes/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, ERROR_CODE);
    const who = acting(demoService, request, params.on_behalf_of, ERROR_CODE);
    const data = demoService.store.data;
    // Provisioning is the acting account's: a sub-account's held rates are its own (Assumption, §13).
    const holdMs = provisionedHoldMs(data, who.accountId, params.hold_period, ERROR_CODE);
    checkHeldRatePair(params.buy_currency, params.sell_currency, RatesTable.has, ERROR_CODE);
    // Assumption (§13): the demo has no risk model, so the "all-in" rate is the detailed quote's, same spread table.
    const spreadTable = data.accounts[who.accountId]?.wire.spread_table ?? "flat_0.00";
    const { price, conversionDate, fixedSide } = priceTradeRequest(demoService, params, spreadTable, ERROR_CODE, (errors) => {
      if (params.conversion_date === undefined && params.conversion_date_preference === undefined) {
        errors.add("base", message("invalid_conversion_date_combination", "One of conversion_date or conversion_date_preference must be specified"));
      }
      if (params.amount.lt(SMALLEST_AMOUNT)) errors.add("amount", tooSmall());
    }, { decimals: { field: "base", entry: INVALID_DECIMALS }, date: INVALID_CONVERSION_DATE });
    const now = demoService.clock.now();
    const createdAt = zuluTimestamp(now);
    const expiresAt = Date.parse(createdAt) + holdMs;
    const cutOff = settlementTime(conversionDate);
    // SW crossing_cutoff_time: "Hold period extends beyond the cut-off-time"; a hold ending at the cut-off does not.
    if (expiresAt > cutOff) {
      throw badRequest(ERROR_CODE, "base", message("crossing_cutoff_time", "Hold period extends beyond the cut-off-time for the requested delivery date"));
    }
    // Deposit as the reference's example and detailed quotes write it; partner fields null as recorded (SW-resp).
    const quote: HeldQuoteInput = {
      quote_id: newId(),
      buy_currency: params.buy_currency,
      sell_currency: params.sell_currency,
      fixed_side: fixedSide,
      currency_pair: price.pair.base + price.pair.quote,
      client_rate: price.clientRate.toFixed(4),
      core_rate: price.coreRate.toFixed(4),
      client_buy_amount: formatAmount(price.buyAmount, params.buy_currency),
      client_sell_amount: formatAmount(price.sellAmount, params.sell_currency),
      mid_market_rate: price.midRate.toFixed(4),
      created_at: createdAt,
      expires_at: zuluTimestamp(expiresAt),
      settlement_cut_off_time: zuluTimestamp(cutOff),
      deposit_required: false,
      deposit_amount: "0.0",
      deposit_currency: params.sell_currency,
      partner_rate: null,
      partner_buy_amount: null,
      partner_sell_amount: null,
    };
    storeHeldQuote(data, { accountId: who.accountId, wire: quote, conversionDate, usedBy: null });
    demoService.changed();
    return quote;
  });
}
