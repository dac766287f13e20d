import type Decimal from "decimal.js";
import { holdPeriodMs, InvalidInputError } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import { heldQuoteSchema, type HeldQuote } from "../schemas/quotes";
import { splitCallOptions } from "./call-options";
import { CONVERSION_DATE_PREFERENCES, tradeWireParams } from "./trade-params";

export interface HeldQuoteParams {
  buy_currency: string;
  sell_currency: string;
  fixed_side: "buy" | "sell";
  /** In the currency of the fixed side; the conversion booked at this quote must name the same amount. */
  amount: Decimal;
  /** How long the rate is held, `30s` or `3m`: only the periods enabled for the account are accepted. */
  hold_period: string;
  /** YYYY-MM-DD. This or conversion_date_preference, exactly one of them. */
  conversion_date?: string;
  conversion_date_preference?: (typeof CONVERSION_DATE_PREFERENCES)[number];
}

export function createQuotes(requester: Requester) {
  return {
    /**
     * Holds a rate for one trade for `hold_period` (docs/provider-api.md §13); book it with `conversions.create`
     * and the answer's `quote_id` before `expires_at`.
     */
    async create(params: HeldQuoteParams, callOptions: CallOptions = {}): Promise<HeldQuote> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const trade = tradeWireParams(params);
      if (trade.conversion_date === undefined && trade.conversion_date_preference === undefined) {
        // Mirrors the service's 400 invalid_conversion_date_combination (SW CreateQuoteConversion).
        throw new InvalidInputError(
          "conversion_date",
          "invalid_conversion_date_combination",
          `give a conversion_date (YYYY-MM-DD) or a conversion_date_preference (${CONVERSION_DATE_PREFERENCES.join(", ")})`,
        );
      }
      return requester.request({
        method: "POST",
        path: "/v2/quotes/create",
        params: { ...trade, hold_period: holdPeriod(params.hold_period), on_behalf_of: onBehalfOf },
        schema: heldQuoteSchema,
        // A quote create is not idempotent, but it books nothing: an attempt whose answer was lost leaves at most an
        // unused quote that expires with its hold period. So it is retried like a read (as rates/detailed is); a
        // conversion is only ever booked at the quote whose answer arrived.
        repeatable: true,
        options,
      });
    },
  };
}

function holdPeriod(value: string | undefined): string {
  if (value === undefined || (typeof value === "string" && value.trim() === "")) {
    throw new InvalidInputError("hold_period", "is_required", "say how long the rate is held, in seconds or minutes, e.g. 30s or 3m");
  }
  const text = typeof value === "string" ? value.trim() : "";
  if (holdPeriodMs(text) === undefined) {
    throw new InvalidInputError("hold_period", "is_in_invalid_format", `write the hold period in seconds or minutes, e.g. 30s or 3m; "${String(value)}" was given`);
  }
  return text;
}
