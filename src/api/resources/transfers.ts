/**
 * Transfers between the house account and its sub-accounts: create (idempotent with unique_request_id), find,
 * findAll, get, cancel (SW CreateTransfer, FindTransfers, GetTransfer, CancelTransfer).
 */
import { InvalidInputError, parseCurrency, parseUuid } from "../../domain";
import type { CallOptions, Requester, RequestOptions } from "../internal/request-spec";
import type { PageParams } from "../schemas/pagination";
import { TRANSFER_STATUSES, transferSchema, transfersFindSchema, type Transfer, type TransfersFindResult } from "../schemas/transfers";
import { splitCallOptions } from "./call-options";
import { lifeTimeFilters, optionalAmountBound, optionalCurrency, optionalOneOf, optionalUniqueRequestId, optionalUuid, requiredText, SORT_DIRECTIONS, wireAmount, type AmountValue, type LifeTimeFilters } from "./request-values";
import { getById } from "./get-by-id";
import { pagedFind } from "./paged-find";

const TRANSFER_ORDERS = ["created_at", "updated_at", "completed_at", "amount", "currency"] as const;
const REASON_MAX = 255;

export interface TransferCreateParams {
  source_account_id: string;
  destination_account_id: string;
  currency: string;
  /** In `currency`, with no more decimals than it allows. */
  amount: AmountValue;
  reason?: string;
  /**
   * Idempotency key, a UUID: transfers/find took only UUID keys until a 2022 revision of the reference (any text
   * since, docs/provider-api.md §7), and a UUID is found by either; a retried or resumed create is resolved by that
   * look-up.
   */
  unique_request_id?: string;
}

export interface TransferFindParams extends PageParams, LifeTimeFilters {
  short_reference?: string;
  source_account_id?: string;
  destination_account_id?: string;
  status?: (typeof TRANSFER_STATUSES)[number];
  currency?: string;
  amount_from?: string;
  amount_to?: string;
  creator_contact_id?: string;
  creator_account_id?: string;
  unique_request_id?: string;
}

export function createTransfers(requester: Requester) {
  async function find(params: TransferFindParams = {}, callOptions: CallOptions = {}): Promise<TransfersFindResult> {
    const { onBehalfOf, options } = splitCallOptions(callOptions);
    const currency = optionalCurrency(params.currency, "currency");
    return requester.request({
      method: "GET",
      path: "/v2/transfers/find",
      params: {
        ...params,
        currency,
        source_account_id: optionalUuid(params.source_account_id, "source_account_id"),
        destination_account_id: optionalUuid(params.destination_account_id, "destination_account_id"),
        status: optionalOneOf(params.status, TRANSFER_STATUSES, "status"),
        amount_from: optionalAmountBound(params.amount_from, "amount_from", currency),
        amount_to: optionalAmountBound(params.amount_to, "amount_to", currency),
        ...lifeTimeFilters(params),
        creator_contact_id: optionalUuid(params.creator_contact_id, "creator_contact_id"),
        creator_account_id: optionalUuid(params.creator_account_id, "creator_account_id"),
        unique_request_id: optionalUniqueRequestId(params.unique_request_id),
        order: optionalOneOf(params.order, TRANSFER_ORDERS, "order"),
        order_asc_desc: optionalOneOf(params.order_asc_desc, SORT_DIRECTIONS, "order_asc_desc"),
        on_behalf_of: onBehalfOf,
      },
      schema: transfersFindSchema,
      options,
    });
  }

  async function byUniqueRequestId(uniqueRequestId: string, options: RequestOptions): Promise<Transfer | undefined> {
    return (await find({ unique_request_id: uniqueRequestId }, options)).transfers[0];
  }

  return {
    /**
     * Moves money between two accounts of the house in one currency. The answer may be `pending`: the transfer
     * completes once the source balance covers it. With a unique_request_id, a retry or a repeated call answers with
     * the transfer already made instead of making a second one.
     */
    async create(params: TransferCreateParams, options: RequestOptions = {}): Promise<Transfer> {
      const currency = parseCurrency(params.currency, "currency");
      // SW CreateTransfer takes at most 100 characters (its find, 255): docs/provider-api.md §4.
      const uniqueRequestId = optionalUniqueRequestId(params.unique_request_id, 100);
      const reason = params.reason === undefined ? undefined : requiredText(params.reason, "reason");
      if (reason !== undefined && reason.length > REASON_MAX) {
        throw new InvalidInputError("reason", "is_too_long", `reason has ${reason.length} characters; at most ${REASON_MAX} are allowed`);
      }
      const idempotency =
        uniqueRequestId === undefined ? undefined : { uniqueRequestId, findExisting: () => byUniqueRequestId(uniqueRequestId, options) };
      return requester.request({
        method: "POST",
        path: "/v2/transfers/create",
        params: {
          source_account_id: parseUuid(params.source_account_id, "source_account_id"),
          destination_account_id: parseUuid(params.destination_account_id, "destination_account_id"),
          currency,
          amount: wireAmount(params.amount, currency),
          reason,
          unique_request_id: uniqueRequestId,
        },
        schema: transferSchema,
        idempotency,
        options,
      });
    },

    find,

    findAll: pagedFind(find, (result: TransfersFindResult) => result.transfers),

    get: getById(requester, "transfers", transferSchema),

    /** Only a pending transfer can be cancelled; the answer is the cancelled transfer. */
    async cancel(id: string, options: RequestOptions = {}): Promise<Transfer> {
      return requester.request({
        method: "POST",
        path: `/v2/transfers/${parseUuid(id, "id")}/cancel`,
        params: {},
        schema: transferSchema,
        options,
      });
    },
  };
}
