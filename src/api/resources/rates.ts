import type Decimal from "decimal.js";
import { InvalidInputError, pairCode, parsePair } from "../../domain";
import type { CallOptions, Params, Requester } from "../internal/request-spec";
import { basicRatesSchema, detailedQuoteSchema, type DetailedQuote } from "../schemas/rates";
import { splitCallOptions } from "./call-options";
import { tradeWireParams, type TradeParams } from "./trade-params";

const RATES_FIND_PATH = "/v2/rates/find";

/** The service refuses longer rates/find URLs (docs/provider-api.md §3). */
export const MAX_RATES_URL_LENGTH = 2450;

/**
 * The core never sees the base URL, so this much of the limit is kept for it (scheme, host, port and any path
 * prefix such as a reverse proxy's). Generous on purpose: a few more requests cost less than one refused.
 */
const RESERVED_FOR_BASE_URL = 256;

export interface RatesFindOptions extends CallOptions {
  /** Sends `ignore_invalid_pairs=true`: pairs the service does not trade come back in `unavailable` instead of failing the batch. */
  ignoreInvalidPairs?: boolean;
}

export interface RatesFindResult {
  /** `[bid, offer]` keyed by each pair exactly as the caller spelled it (`"eur/gbp"` stays `"eur/gbp"`). */
  rates: Record<string, [bid: Decimal, offer: Decimal]>;
  /** The caller's spellings of the pairs the service has no rate for. */
  unavailable: string[];
}

export type DetailedRateParams = TradeParams;

export function createRates(requester: Requester) {
  return {
    /**
     * Indicative rates for many pairs. Any spelling is accepted (EURGBP, EUR/GBP, eur-gbp); the service is asked
     * with canonical six-letter codes, as few times as the URL limit allows, concurrently, and the answers are
     * merged back onto the caller's spellings.
     */
    async find(pairs: readonly string[], callOptions: RatesFindOptions = {}): Promise<RatesFindResult> {
      const { ignoreInvalidPairs, ...rest } = callOptions;
      const { onBehalfOf, options } = splitCallOptions(rest);
      if (pairs.length === 0) {
        throw new InvalidInputError("currency_pair", "is_required", "give at least one currency pair, e.g. EURGBP");
      }
      const spellingsByCode = new Map<string, string[]>();
      for (const spelling of pairs) {
        const code = pairCode(parsePair(spelling, "currency_pair"));
        spellingsByCode.set(code, [...(spellingsByCode.get(code) ?? []), spelling]);
      }

      const sharedParams: Params = {
        ignore_invalid_pairs: ignoreInvalidPairs ? true : undefined,
        on_behalf_of: onBehalfOf,
      };
      const chunks = chunkPairCodes([...spellingsByCode.keys()], currencyPairBudget(sharedParams));
      const answers = await Promise.all(
        chunks.map((codes) =>
          requester.request({
            method: "GET",
            path: RATES_FIND_PATH,
            params: { currency_pair: codes.join(","), ...sharedParams },
            schema: basicRatesSchema,
            endpointClass: "rates",
            options,
          }),
        ),
      );

      const spellingsOf = (code: string) => spellingsByCode.get(code) ?? [code];
      const result: RatesFindResult = { rates: {}, unavailable: [] };
      for (const answer of answers) {
        for (const [code, bidOffer] of Object.entries(answer.rates)) {
          for (const spelling of spellingsOf(code)) result.rates[spelling] = bidOffer;
        }
        result.unavailable.push(...answer.unavailable.flatMap(spellingsOf));
      }
      return result;
    },

    /** A tradable quote for one trade, based on the signed-in contact's (or the sub-account's) spread table. */
    async detailed(params: DetailedRateParams, callOptions: CallOptions = {}): Promise<DetailedQuote> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: "/v2/rates/detailed",
        params: { ...tradeWireParams(params), on_behalf_of: onBehalfOf },
        schema: detailedQuoteSchema,
        endpointClass: "rates",
        options,
      });
    },
  };
}

/** Characters left for the encoded `currency_pair` value once everything else in the URL is counted. */
function currencyPairBudget(sharedParams: Params): number {
  const otherParams = Object.entries(sharedParams)
    .filter(([, value]) => value !== undefined)
    .reduce((length, [name, value]) => length + `&${name}=${encodeURIComponent(String(value))}`.length, 0);
  return MAX_RATES_URL_LENGTH - RESERVED_FOR_BASE_URL - `${RATES_FIND_PATH}?currency_pair=`.length - otherParams;
}

/** Groups six-letter codes so each comma-joined, URL-encoded group fits the budget. */
function chunkPairCodes(codes: readonly string[], budget: number): string[][] {
  const encodedSeparator = encodeURIComponent(",").length;
  const chunks: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const code of codes) {
    const lengthWithCode = current.length === 0 ? code.length : length + encodedSeparator + code.length;
    if (current.length > 0 && lengthWithCode > budget) {
      chunks.push(current);
      current = [code];
      length = code.length;
    } else {
      current.push(code);
      length = lengthWithCode;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
