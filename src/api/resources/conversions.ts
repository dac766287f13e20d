import { InvalidInputError, pairCode, parsePair, parseUuid } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import {
  conversionCancellationSchema,
  conversionSchema,
  conversionsFindSchema,
  type Conversion,
  type ConversionCancellation,
  type ConversionsFindResult,
} from "../schemas/conversions";
import type { PageParams } from "../schemas/pagination";
import { splitCallOptions } from "./call-options";
import { FIND_SCOPES, optionalCurrency, optionalOneOf, optionalUniqueRequestId, optionalUuid, optionalUuids, requiredText } from "./request-values";
import { getById } from "./get-by-id";
import { pagedFind } from "./paged-find";
import { tradeWireParams, type TradeParams } from "./trade-params";

export interface ConversionCreateParams extends TradeParams {
  reason: string;
  /** The client accepts the terms of the trade; the service refuses a conversion without it. */
  term_agreement: boolean;
  /** Idempotency key: a retry or a resumed batch with the same key never books twice. */
  unique_request_id?: string;
  /**
   * A held quote to book at (`quotes.create`, docs/provider-api.md §13): the currencies, fixed side and amount must be
   * the quote's, and it is used up by this booking.
   */
  quote_id?: string;
}

export interface ConversionFindParams extends PageParams {
  short_reference?: string;
  status?: string;
  buy_currency?: string;
  sell_currency?: string;
  conversion_ids?: readonly string[];
  /** Any pair spelling; sent as the six-letter code. */
  currency_pair?: string;
  created_at_from?: string;
  created_at_to?: string;
  updated_at_from?: string;
  updated_at_to?: string;
  conversion_date_from?: string;
  conversion_date_to?: string;
  settlement_date_from?: string;
  settlement_date_to?: string;
  scope?: (typeof FIND_SCOPES)[number];
  unique_request_id?: string;
}

export interface ConversionCancelParams {
  notes?: string;
}

export function createConversions(requester: Requester) {
  async function find(params: ConversionFindParams = {}, callOptions: CallOptions = {}): Promise<ConversionsFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    return requester.request({
      method: "GET",
      path: "/v2/conversions/find",
      params: {
        ...params,
        buy_currency: optionalCurrency(params.buy_currency, "buy_currency"),
        sell_currency: optionalCurrency(params.sell_currency, "sell_currency"),
        conversion_ids: optionalUuids(params.conversion_ids, "conversion_ids"),
        currency_pair: params.currency_pair === undefined ? undefined : pairCode(parsePair(params.currency_pair, "currency_pair")),
        scope: optionalOneOf(params.scope, FIND_SCOPES, "scope"),
        on_behalf_of: onBehalfOf,
      },
      schema: conversionsFindSchema,
      options,
    });
  }

  return {
    /** Books a conversion: the rate is locked now and the trade settles on its settlement_date if funds cover it. */
    async create(params: ConversionCreateParams, callOptions: CallOptions = {}): Promise<Conversion> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const trade = tradeWireParams(params);
      const reason = requiredText(params.reason, "reason");
      if (params.term_agreement !== true) {
        throw new InvalidInputError("term_agreement", "must_be_accepted", "term_agreement must be true: the client has to accept the terms of the trade");
      }
      const uniqueRequestId = optionalUniqueRequestId(params.unique_request_id);
      const quoteId = optionalUuid(params.quote_id, "quote_id");
      return requester.request({
        method: "POST",
        path: "/v2/conversions/create",
        params: { ...trade, reason, term_agreement: true, unique_request_id: uniqueRequestId, quote_id: quoteId, on_behalf_of: onBehalfOf },
        schema: conversionSchema,
        idempotency:
          uniqueRequestId === undefined
            ? undefined
            : {
                uniqueRequestId,
                findExisting: async () => (await find({ unique_request_id: uniqueRequestId }, callOptions)).conversions[0],
              },
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: ConversionsFindResult) => result.conversions),

    get: getById(requester, "conversions", conversionSchema),

    /** Cancels a conversion still awaiting funds; answers with the cancellation event (its cost), not the conversion. */
    async cancel(id: string, params: ConversionCancelParams = {}, callOptions: CallOptions = {}): Promise<ConversionCancellation> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "POST",
        path: `/v2/conversions/${parseUuid(id, "id")}/cancel`,
        params: { notes: params.notes, on_behalf_of: onBehalfOf },
        schema: conversionCancellationSchema,
        options,
      });
    },
  };
}
