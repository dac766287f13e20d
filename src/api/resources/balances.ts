import { parseCurrency } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import { balanceSchema, balancesFindSchema, type Balance, type BalancesFindResult } from "../schemas/balances";
import type { PageParams } from "../schemas/pagination";
import { splitCallOptions } from "./call-options";
import { FIND_SCOPES, optionalAmountBound, optionalDateTime, optionalOneOf, SORT_DIRECTIONS } from "./request-values";
import { pagedFind } from "./paged-find";

/** The `order` values balances/find knows; others are refused here rather than by a 400. */
const BALANCE_ORDERS = ["created_at", "amount", "currency", "updated_at"] as const;

export interface BalanceFindParams extends PageParams {
  /** Decimal text bounds, e.g. "0.00" and "9999999.99". */
  amount_from?: string;
  amount_to?: string;
  /** ISO 8601 date-time with a zone (or a date): balances as they stood then, replayed from their transactions. */
  as_at_date?: string;
  scope?: (typeof FIND_SCOPES)[number];
}

export function createBalances(requester: Requester) {
  async function find(params: BalanceFindParams = {}, callOptions: CallOptions = {}): Promise<BalancesFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    return requester.request({
      method: "GET",
      path: "/v2/balances/find",
      params: {
        ...params,
        amount_from: optionalAmountBound(params.amount_from, "amount_from"),
        amount_to: optionalAmountBound(params.amount_to, "amount_to"),
        as_at_date: optionalDateTime(params.as_at_date, "as_at_date"),
        scope: optionalOneOf(params.scope, FIND_SCOPES, "scope"),
        order: optionalOneOf(params.order, BALANCE_ORDERS, "order"),
        order_asc_desc: optionalOneOf(params.order_asc_desc, SORT_DIRECTIONS, "order_asc_desc"),
        on_behalf_of: onBehalfOf,
      },
      schema: balancesFindSchema,
      options,
    });
  }

  return {
    /** The balance in one currency; the service opens the wallet if there was none (docs/provider-api.md §3). */
    async get(currency: string, callOptions: CallOptions = {}): Promise<Balance> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      return requester.request({
        method: "GET",
        path: `/v2/balances/${parseCurrency(currency, "currency")}`,
        params: { on_behalf_of: onBehalfOf },
        schema: balanceSchema,
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: BalancesFindResult) => result.balances),
  };
}
