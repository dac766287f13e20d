/** The part of rates/detailed and conversions/create they share: pair, date and price of a trade. */
import type Decimal from "decimal.js";
import { FIXED_SIDES, type FixedSide } from "./rules/value-lists";
import { checkMinorUnits } from "./amounts";
import { FieldErrors, message } from "./errors";
import { parseIsoDate } from "./format";
import {
  conversionDateFor,
  CONVERSION_DATE_PREFERENCES,
  isValidConversionDate,
  type ConversionDatePreference,
} from "./dates";
import { priceTrade, type TradePrice } from "./pricing";
import { RatesTable } from "./rates-table";
import type { DemoRuntime } from "./runtime";

export const TRADE_SPEC = {
  buy_currency: { kind: "currency", required: true },
  sell_currency: { kind: "currency", required: true },
  amount: { kind: "amount", required: true },
  fixed_side: { kind: "enum", values: FIXED_SIDES, required: true },
  // Assumption: no message listed for a date that is no date; the pattern's conversion_date_is_in_invalid_format.
  conversion_date: { kind: "date" },
  conversion_date_preference: { kind: "enum", values: CONVERSION_DATE_PREFERENCES },
  on_behalf_of: { kind: "uuid" },
} as const;

interface TradeRequest {
  buy_currency: string;
  sell_currency: string;
  amount: Decimal;
  fixed_side: string;
  conversion_date?: string | undefined;
  conversion_date_preference?: string | undefined;
}

interface PricedTrade {
  price: TradePrice;
  conversionDate: number;
  fixedSide: FixedSide;
}

export function priceTradeRequest(
  demoService: DemoRuntime,
  params: TradeRequest,
  spreadTable: string,
  errorCode: string,
  extraChecks: (errors: FieldErrors) => void = () => undefined,
): PricedTrade {
  const now = demoService.clock.now();
  // unique_value_parameters and amount_is_too_small are SW GetDetailedRates' and CreateQuoteConversion's codes,
  // invalid_conversion_date CreateQuoteConversion's, invalid_conversion_date_combination all three's and
  // CreateConversion's; elsewhere (and <currency>_not_available anywhere) Assumptions: the check of the price booked.
  const errors = new FieldErrors();
  const fixedSide = params.fixed_side === "sell" ? "sell" : "buy";
  checkMinorUnits(errors, "amount", params.amount, fixedSide === "buy" ? params.buy_currency : params.sell_currency);
  if (params.buy_currency === params.sell_currency) {
    errors.add("base", message("unique_value_parameters", "buy_currency and sell_currency should not be the same", { parameters: "buy_currency, sell_currency" }));
  }
  for (const field of ["buy_currency", "sell_currency"] as const) {
    if (!RatesTable.has(params[field])) {
      errors.add(field, message(`${field}_not_available`, `${params[field]} is not traded in the demo service`));
    }
  }
  if (params.conversion_date !== undefined && params.conversion_date_preference !== undefined) {
    errors.add(
      "base",
      message("invalid_conversion_date_combination", "conversion_date and conversion_date_preference cannot be used together"),
    );
  }
  let conversionDate = conversionDateFor(now, (params.conversion_date_preference ?? "default") as ConversionDatePreference);
  if (params.conversion_date !== undefined) {
    conversionDate = parseIsoDate(params.conversion_date) ?? conversionDate;
    if (!isValidConversionDate(conversionDate, now)) {
      errors.add("conversion_date", message("invalid_conversion_date", "conversion_date is not a date the pair can be converted on"));
    }
  }
  extraChecks(errors);
  errors.throwIfAny(errorCode);

  const price = priceTrade(demoService.rates, now, {
    buyCurrency: params.buy_currency,
    sellCurrency: params.sell_currency,
    fixedSide,
    amount: params.amount,
    spreadTable,
  });
  const computed = fixedSide === "buy" ? price?.sellAmount : price?.buyAmount;
  if (!price || !computed || computed.lte(0)) {
    errors.add("amount", message("amount_is_too_small", "amount is too small to be converted"));
    errors.throwIfAny(errorCode);
  }
  return { price: price!, conversionDate, fixedSide };
}
