/**
 * Transactions: the ledger of every balance — find (every filter SW FindTransactions documents), findAll over all
 * pages, and get. Values the service would refuse are refused here first, with what to fix.
 */
import { pairCode, parsePair } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import type { PageParams } from "../schemas/pagination";
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_RELATED_ENTITY_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionSchema,
  transactionsFindSchema,
  type TransactionsFindResult,
} from "../schemas/transactions";
import { splitCallOptions } from "./call-options";
import { FIND_SCOPES, optionalAmountBound, optionalCurrency, lifeTimeFilters, optionalDateTime, optionalOneOf, optionalUuid, SORT_DIRECTIONS, type LifeTimeFilters } from "./request-values";
import { getById } from "./get-by-id";
import { pagedFind } from "./paged-find";

const TRANSACTION_ORDERS = ["created_at", "updated_at", "settles_at", "completed_at", "amount", "balance_amount", "currency"] as const;
export interface TransactionFindParams extends PageParams, LifeTimeFilters {
  currency?: string;
  /** Exact amount, or a range with amount_from / amount_to (decimal text, in `currency` when given). */
  amount?: string;
  amount_from?: string;
  amount_to?: string;
  action?: (typeof TRANSACTION_ACTIONS)[number];
  /** `transfer` also finds the records written `balance_transfer`. */
  related_entity_type?: (typeof TRANSACTION_RELATED_ENTITY_TYPES)[number];
  related_entity_id?: string;
  related_entity_short_reference?: string;
  status?: (typeof TRANSACTION_STATUSES)[number];
  type?: (typeof TRANSACTION_TYPES)[number];
  reason?: string;
  /** ISO 8601 with a zone, or a date (a `_to` date includes the whole day). */
  settles_at_from?: string;
  settles_at_to?: string;
  /** Transactions of payments to this beneficiary. */
  beneficiary_id?: string;
  /** Transactions of conversions in this pair (records are in market convention, e.g. EURGBP); any spelling, sent as six letters. */
  currency_pair?: string;
  scope?: (typeof FIND_SCOPES)[number];
}

export function createTransactions(requester: Requester) {
  async function find(params: TransactionFindParams = {}, callOptions: CallOptions = {}): Promise<TransactionsFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    const currency = optionalCurrency(params.currency, "currency");
    const dateTimes = {
      settles_at_from: optionalDateTime(params.settles_at_from, "settles_at_from"),
      settles_at_to: optionalDateTime(params.settles_at_to, "settles_at_to"),
      ...lifeTimeFilters(params),
    };
    return requester.request({
      method: "GET",
      path: "/v2/transactions/find",
      params: {
        ...params,
        ...dateTimes,
        currency,
        amount: optionalAmountBound(params.amount, "amount", currency),
        amount_from: optionalAmountBound(params.amount_from, "amount_from", currency),
        amount_to: optionalAmountBound(params.amount_to, "amount_to", currency),
        action: optionalOneOf(params.action, TRANSACTION_ACTIONS, "action"),
        related_entity_type: optionalOneOf(params.related_entity_type, TRANSACTION_RELATED_ENTITY_TYPES, "related_entity_type"),
        related_entity_id: optionalUuid(params.related_entity_id, "related_entity_id"),
        status: optionalOneOf(params.status, TRANSACTION_STATUSES, "status"),
        type: optionalOneOf(params.type, TRANSACTION_TYPES, "type"),
        beneficiary_id: optionalUuid(params.beneficiary_id, "beneficiary_id"),
        currency_pair: params.currency_pair === undefined ? undefined : pairCode(parsePair(params.currency_pair, "currency_pair")),
        scope: optionalOneOf(params.scope, FIND_SCOPES, "scope"),
        order: optionalOneOf(params.order, TRANSACTION_ORDERS, "order"),
        order_asc_desc: optionalOneOf(params.order_asc_desc, SORT_DIRECTIONS, "order_asc_desc"),
        on_behalf_of: onBehalfOf,
      },
      schema: transactionsFindSchema,
      options,
    });
  }

  return {
    find,

    findAll: pagedFind(find, (result: TransactionsFindResult) => result.transactions),

    get: getById(requester, "transactions", transactionSchema),
  };
}
