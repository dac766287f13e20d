/**
 * Transactions: GET /v2/transactions/find and /v2/transactions/{id} over the one ledger that conversions,
 * payments, inbound funds and transfers write (transactions.ts). Parameters, enums and codes follow SW
 * FindTransactions / GetTransaction.
 */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import {
  TRANSACTION_ACTIONS,
  TRANSACTION_RELATED_ENTITY_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionInput,
  type TransactionsFindResultInput,
} from "../wire";
import { notFound } from "../errors";
import { inAmountRange, inDateRange, matches } from "../filters";
import { paginate, pagingSpec } from "../pagination";
import { acting, accountsInScope, readParams, SCOPES } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { byId, type DemoData } from "../state";

const AMOUNT_ORDERS = new Set(["amount", "balance_amount"]);

/**
 * SW FindTransactions refuses a date filter that is not a date with `<field>_type_is_wrong`, "<field> should be of
 * date type", params `{type: "date"}`; a day outside the years the service plans in is refused the same way.
 */
const DATE_FILTER = { kind: "datetime", refusal: "wrong_type" } as const;

const FIND_SPEC = {
  on_behalf_of: { kind: "uuid" },
  currency: { kind: "currency" },
  amount: { kind: "decimal" },
  amount_from: { kind: "decimal" },
  amount_to: { kind: "decimal" },
  action: { kind: "enum", values: TRANSACTION_ACTIONS },
  related_entity_type: { kind: "enum", values: TRANSACTION_RELATED_ENTITY_TYPES },
  related_entity_id: { kind: "uuid" },
  related_entity_short_reference: { kind: "string", max: 255 },
  status: { kind: "enum", values: TRANSACTION_STATUSES },
  type: { kind: "enum", values: TRANSACTION_TYPES },
  reason: { kind: "string", max: 255 },
  settles_at_from: DATE_FILTER,
  settles_at_to: DATE_FILTER,
  created_at_from: DATE_FILTER,
  created_at_to: DATE_FILTER,
  updated_at_from: DATE_FILTER,
  updated_at_to: DATE_FILTER,
  completed_at_from: DATE_FILTER,
  completed_at_to: DATE_FILTER,
  beneficiary_id: { kind: "uuid" },
  currency_pair: { kind: "string", pattern: /^[A-Z]{6}$/ },
  scope: { kind: "enum", values: SCOPES },
  ...pagingSpec(["created_at", "updated_at", "settles_at", "completed_at", "amount", "balance_amount", "currency"]),
} as const;

/** Finds name transfers `transfer`; the records say `balance_transfer` (SW `Transaction.related_entity_type`). */
function relatedTypeMatches(recorded: string, wanted: string | undefined): boolean {
  return wanted === undefined || recorded === wanted || (wanted === "transfer" && recorded === "balance_transfer");
}

function paidTo(data: DemoData, transaction: TransactionInput, beneficiaryId: string | undefined): boolean {
  if (beneficiaryId === undefined) return true;
  return transaction.related_entity_type === "payment" && data.payments[transaction.related_entity_id]?.wire.beneficiary_id === beneficiaryId;
}

function tradedIn(data: DemoData, transaction: TransactionInput, currencyPair: string | undefined): boolean {
  if (currencyPair === undefined) return true;
  return transaction.related_entity_type === "conversion" && data.conversions[transaction.related_entity_id]?.currency_pair === currencyPair;
}

export function registerTransactionRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.get("/v2/transactions/find", async (request) => {
    const params = readParams(request, FIND_SPEC, "transaction_find_failed");
    const who = acting(demoService, request, params.on_behalf_of, "transaction_find_failed");
    const accounts = accountsInScope(demoService, who, params.scope);
    const data = demoService.store.data;
    const found = Object.values(data.transactions).filter(
      (t) =>
        accounts.has(t.account_id) &&
        matches(t.currency, params.currency) &&
        (params.amount === undefined || new Decimal(t.amount).eq(params.amount)) &&
        inAmountRange(t.amount, params.amount_from, params.amount_to) &&
        matches(t.action, params.action) &&
        relatedTypeMatches(t.related_entity_type, params.related_entity_type) &&
        matches(t.related_entity_id, params.related_entity_id) &&
        matches(t.related_entity_short_reference, params.related_entity_short_reference) &&
        matches(t.status, params.status) &&
        matches(t.type, params.type) &&
        matches(t.reason, params.reason) &&
        inDateRange(t.settles_at, params.settles_at_from, params.settles_at_to) &&
        inDateRange(t.created_at, params.created_at_from, params.created_at_to) &&
        inDateRange(t.updated_at, params.updated_at_from, params.updated_at_to) &&
        inDateRange(t.completed_at, params.completed_at_from, params.completed_at_to) &&
        paidTo(data, t, params.beneficiary_id) &&
        tradedIn(data, t, params.currency_pair),
    );
    const { page, pagination } = paginate(found, params, (t, order) =>
      AMOUNT_ORDERS.has(order) ? new Decimal(String(t[order as keyof TransactionInput] ?? "0")) : String(t[order as keyof TransactionInput] ?? ""),
    );
    const body: TransactionsFindResultInput = { transactions: page.map(asAnswered), pagination };
    return body;
  });

  // SW lists transaction_not_found under 400, but the recorded answers for a missing transfer are 404 with field
  // `id` (docs/provider-api.md §7); a missing transaction answers the same way, as every other get of the demo service does.
  app.get<{ Params: { id: string } }>("/v2/transactions/:id", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "transaction_not_found");
    const who = acting(demoService, request, params.on_behalf_of, "transaction_not_found");
    const transaction = byId(demoService.store.data.transactions, request.params.id);
    if (!transaction || !accountsInScope(demoService, who, "all").has(transaction.account_id)) throw notFound("transaction");
    return asAnswered(transaction);
  });
}

/** A pending transaction answers `completed_at` as `""`, as recorded (docs/provider-api.md §8); it is stored as null. */
function asAnswered(transaction: TransactionInput): TransactionInput {
  return { ...transaction, completed_at: transaction.completed_at ?? "" };
}
