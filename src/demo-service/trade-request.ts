/** The part of rates/detailed and conversions/create they share: pair, date and price of a trade. */
import type Decimal from "decimal.js";
import { FIXED_SIDES, type FixedSide } from "./rules/value-lists";
import { checkMinorUnits } from "./amounts";
import { FieldErrors, message, type WireMessage } from "./errors";
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

const INVALID_PREFERENCE = message(
  "invalid_conversion_date_preference",
  "not a valid conversion date preference, possible options are earliest, optimize_liquidity, default, next_day",
);

export const TRADE_SPEC = {
  buy_currency: { kind: "currency", required: true },
  sell_currency: { kind: "currency", required: true },
  amount: { kind: "amount", required: true },
  fixed_side: { kind: "enum", values: FIXED_SIDES, required: true },
  // Assumption: no message listed for a date that is no date; the pattern's conversion_date_is_in_invalid_format.
  conversion_date: { kind: "date" },
  // SW CreateConversion, GetDetailedRates, CreateQuoteConversion: a preference not offered is
  // `invalid_conversion_date_preference` under `base`, listing the options in the reference's order.
  conversion_date_preference: { kind: "enum", values: CONVERSION_DATE_PREFERENCES, refused: { field: "base", entry: INVALID_PREFERENCE } },
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

/**
 * A conversion date the pair cannot settle on, as SW CreateQuoteConversion words it: `invalid_conversion_date` under
 * `base`. CreateConversion lists no refusal for it; conversions/create answers this one too (Assumption: the words of
 * the operation that books a trade at a held rate, the nearest the reference has).
 */
export const INVALID_CONVERSION_DATE = { field: "base", entry: message("invalid_conversion_date", "Conversion date is not valid for this currency pair") };

/** How a route words what its operation names its own code for: more decimals than the currency has, an unusable date. */
export interface TradeWording {
  decimals?: { field: string; entry: WireMessage };
  date?: { field: string; entry: WireMessage };
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
  wording: TradeWording = {},
): PricedTrade {
  const now = demoService.clock.now();
  // unique_value_parameters and amount_is_too_small are SW GetDetailedRates' and CreateQuoteConversion's codes,
  // an unusable date each route's own (`wording.date`), invalid_conversion_date_combination all three's and
  // CreateConversion's; elsewhere (and <currency>_not_available anywhere) Assumptions: the check of the price booked.
  const errors = new FieldErrors();
  const fixedSide = params.fixed_side === "sell" ? "sell" : "buy";
  const fixedCurrency = fixedSide === "buy" ? params.buy_currency : params.sell_currency;
  const decimals = wording.decimals;
  if (decimals === undefined) checkMinorUnits(errors, "amount", params.amount, fixedCurrency);
  else checkMinorUnits(errors, decimals.field, params.amount, fixedCurrency, () => decimals.entry);
  if (params.buy_currency === params.sell_currency) {
    // SW GetDetailedRates, CreateQuoteConversion (and CreateConversion's other refusals of the kind): sell first.
    errors.add(
      "base",
      message("unique_value_parameters", "Following parameters should not have same values: sell_currency, buy_currency", {
        parameters: "sell_currency, buy_currency",
      }),
    );
  }
  for (const field of ["buy_currency", "sell_currency"] as const) {
    if (!RatesTable.has(params[field])) {
      errors.add(field, message(`${field}_not_available`, `${params[field]} is not traded in the demo service`));
    }
  }
  if (params.conversion_date !== undefined && params.conversion_date_preference !== undefined) {
    errors.add(
      "base",
      // SW CreateConversion's and GetDetailedRates' wording; CreateQuoteConversion lists only its "One of …" message,
      // and answers this one by the same pattern (Assumption).
      message("invalid_conversion_date_combination", "conversion_date_preference can not be specified along side a date parameter"),
    );
  }
  let conversionDate = conversionDateFor(now, (params.conversion_date_preference ?? "default") as ConversionDatePreference);
  if (params.conversion_date !== undefined) {
    conversionDate = parseIsoDate(params.conversion_date) ?? conversionDate;
    if (!isValidConversionDate(conversionDate, now)) {
      const refusal = wording.date ?? INVALID_CONVERSION_DATE;
      errors.add(refusal.field, refusal.entry);
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
