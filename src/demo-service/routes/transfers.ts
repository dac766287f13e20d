/**
 * Transfers: POST /v2/transfers/create, GET /v2/transfers/find, GET /v2/transfers/{id}, POST /v2/transfers/{id}/cancel
 * (SW CreateTransfer, FindTransfers, GetTransfer, CancelTransfer; G-transfers-between-balances). Money moves
 * between the house account and its sub-accounts only; the rules of when it moves are in ../transfers.ts.
 *
 * Stored with null for what is absent; answered as recorded (docs/provider-api.md §8): `completed_at` is `""` until
 * the transfer completes, and `reason` and `unique_request_id` are null in the create's answer but `""` read back.
 */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import { TRANSFER_STATUSES, type TransferInput, type TransfersFindResultInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { checkMinorUnits, decimalPlacesRefusal } from "../amounts";
import { badRequest, FieldErrors, fieldMessages, message, notFound } from "../errors";
import { inAmountRange, inDateRange, matches } from "../filters";
import { timestamp } from "../format";
import { paginate, pagingSpec } from "../pagination";
import { acting, accountsInScope, readParams, signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { keyMatches } from "../unique-keys";
import { byId, newId, shortReference } from "../state";
import { cancelTransfer, completeTransferIfFunded, openTransferTransactions } from "../ledger/transfers";

/** SW CreateTransfer words its field refusals its own way; each is given here as it lists it. */
const CREATE_SPEC = {
  source_account_id: { kind: "uuid", required: true },
  // Listed under account_id, as the reference files it.
  destination_account_id: { kind: "uuid", required: true, refused: { field: "account_id", entry: fieldMessages.notValidUuid("destination_account_id") } },
  currency: {
    kind: "currency",
    required: true,
    refused: { field: "currency", entry: (value: string) => message("currency_is_in_invalid_format", `${value} currency is not a valid ISO 4217 currency code`) },
  },
  // Not a number, or not above zero: "numeric_greater_than_zero".
  amount: { kind: "amount", required: true, refused: { field: "amount", entry: message("amount_type_is_wrong", "Amount should be of numeric_greater_than_zero type") } },
  reason: { kind: "string", max: 255, tooLong: message("reason_too_long", "Reason longer than 255 symbols") },
  // At most 100 characters (its find takes 255).
  unique_request_id: {
    kind: "string",
    max: 100,
    tooLong: message("unique_request_id_too_long", "The unique_request_id provided is longer than 100 characters, please provide a shorter one"),
  },
} as const;

/**
 * SW FindTransfers: a lower bound "set to a date too far back" (`<field>_is_too_old`, no params). How far is too far
 * the reference does not say: before 1900-01-01, the first day the service plans in (Assumption).
 */
function tooOld(field: string) {
  return message(`${field}_is_too_old`, `${field} is set to a date too far back`);
}

/**
 * SW FindTransfers: a date filter that is no date and time, `<field>_is_in_invalid_format` "<field> should be in ISO
 * 8601 format", no params. Each upper bound's message names its lower bound ("created_at_to" answers "created_at_from
 * should be in ISO 8601 format"): a slip of the reference, answered as written, since it is what the real service is
 * documented to send (docs/demo-service.md).
 */
function malformed(field: string, named: string = field) {
  return message(`${field}_is_in_invalid_format`, `${named} should be in ISO 8601 format`);
}

const FIND_SPEC = {
  on_behalf_of: { kind: "uuid" },
  short_reference: { kind: "string", max: 255 },
  source_account_id: { kind: "uuid" },
  destination_account_id: { kind: "uuid" },
  status: { kind: "enum", values: TRANSFER_STATUSES },
  currency: { kind: "currency" },
  amount_from: { kind: "decimal" },
  amount_to: { kind: "decimal" },
  created_at_from: { kind: "datetime", malformed: malformed("created_at_from"), tooOld: tooOld("created_at_from") },
  created_at_to: { kind: "datetime", malformed: malformed("created_at_to", "created_at_from") },
  updated_at_from: { kind: "datetime", malformed: malformed("updated_at_from"), tooOld: tooOld("updated_at_from") },
  updated_at_to: { kind: "datetime", malformed: malformed("updated_at_to", "updated_at_from") },
  completed_at_from: { kind: "datetime", malformed: malformed("completed_at_from"), tooOld: tooOld("completed_at_from") },
  completed_at_to: { kind: "datetime", malformed: malformed("completed_at_to", "completed_at_from") },
  creator_contact_id: { kind: "uuid" },
  creator_account_id: { kind: "uuid" },
  // Any key a create takes (SW FindTransfers: 1–255 characters; its UUID-only rule was dropped in 2022), matched as
  // the duplicate check matches it (unique-keys.ts).
  unique_request_id: { kind: "string", min: 1, max: 255 },
  ...pagingSpec(["created_at", "updated_at", "completed_at", "amount", "currency"]),
} as const;

function duplicateUniqueRequestId() {
  return badRequest(
    "transfer_create_failed",
    "unique_request_id",
    message(
      "duplicate_unique_request_id",
      "The unique_request_id provided for this transfer has already been used, please provide a new one to successfully submit this transfer",
    ),
  );
}

export function registerTransferRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/transfers/create", async (request) => {
    const params = readParams(request, CREATE_SPEC, "transfer_create_failed");
    const user = signedInUser(request);
    if (params.unique_request_id !== undefined && demoService.uniqueKeys.has("transfer", user.account_id, params.unique_request_id)) {
      throw duplicateUniqueRequestId();
    }
    const family = accountsInScope(demoService, { accountId: user.account_id, contactId: user.id, onBehalf: false }, "all");
    const errors = new FieldErrors();
    for (const field of ["source_account_id", "destination_account_id"] as const) {
      if (!family.has(params[field])) errors.add(field, message("account_not_found", "Account was not found for this id"));
    }
    if (params.source_account_id === params.destination_account_id) {
      errors.add("account_id", message("same_source_and_destination_accounts", "Source and Destination accounts cannot be the same"));
    }
    checkMinorUnits(errors, "amount", params.amount, params.currency, decimalPlacesRefusal("invalid_amount_format"));
    errors.throwIfAny("transfer_create_failed");

    const data = demoService.store.data;
    const now = demoService.clock.now();
    const at = timestamp(now);
    const transfer: TransferInput = {
      id: newId(),
      short_reference: shortReference.transfer(now),
      source_account_id: params.source_account_id,
      destination_account_id: params.destination_account_id,
      currency: params.currency,
      amount: formatAmount(params.amount, params.currency),
      status: "pending",
      reason: params.reason ?? null,
      created_at: at,
      updated_at: at,
      completed_at: null,
      creator_account_id: user.account_id,
      creator_contact_id: user.id,
      unique_request_id: params.unique_request_id ?? null,
    };
    data.transfers[transfer.id] = transfer;
    demoService.uniqueKeys.add("transfer", user.account_id, transfer.unique_request_id);
    openTransferTransactions(data, transfer, now);
    if (completeTransferIfFunded(data, transfer, now)) demoService.lifecycle.credited(transfer.destination_account_id, transfer.currency, now);
    else demoService.lifecycle.scheduleTransfer(transfer.id, now);
    demoService.changed();
    return { ...transfer, completed_at: transfer.completed_at ?? "" };
  });

  app.get("/v2/transfers/find", async (request) => {
    const params = readParams(request, FIND_SPEC, "transfer_find_failed");
    const who = acting(demoService, request, params.on_behalf_of, "transfer_find_failed");
    const accounts = accountsInScope(demoService, who, "all");
    const found = Object.values(demoService.store.data.transfers).filter(
      (t) =>
        (accounts.has(t.source_account_id) || accounts.has(t.destination_account_id)) &&
        matches(t.short_reference, params.short_reference) &&
        matches(t.source_account_id, params.source_account_id) &&
        matches(t.destination_account_id, params.destination_account_id) &&
        matches(t.status, params.status) &&
        matches(t.currency, params.currency) &&
        matches(t.creator_contact_id, params.creator_contact_id) &&
        matches(t.creator_account_id, params.creator_account_id) &&
        keyMatches(t.unique_request_id, params.unique_request_id) &&
        inAmountRange(t.amount, params.amount_from, params.amount_to) &&
        inDateRange(t.created_at, params.created_at_from, params.created_at_to) &&
        inDateRange(t.updated_at, params.updated_at_from, params.updated_at_to) &&
        inDateRange(t.completed_at, params.completed_at_from, params.completed_at_to),
    );
    const { page, pagination } = paginate(found, params, (t, order) =>
      order === "amount" ? new Decimal(t.amount) : String(t[order as keyof TransferInput] ?? ""),
    );
    const body: TransfersFindResultInput = { transfers: page.map(asReadBack), pagination };
    return body;
  });

  app.get<{ Params: { id: string } }>("/v2/transfers/:id", async (request) => {
    const params = readParams(request, { on_behalf_of: { kind: "uuid" } }, "transfer_not_found");
    const who = acting(demoService, request, params.on_behalf_of, "transfer_not_found");
    return asReadBack(visibleTransfer(demoService, request.params.id, accountsInScope(demoService, who, "all")));
  });

  app.post<{ Params: { id: string } }>("/v2/transfers/:id/cancel", async (request) => {
    readParams(request, {}, "transfer_cancel_failed");
    const user = signedInUser(request);
    const transfer = visibleTransfer(demoService, request.params.id, accountsInScope(demoService, { accountId: user.account_id, contactId: user.id, onBehalf: false }, "all"));
    // SW CancelTransfer's words, under short_reference, its {short_reference} filled in with the transfer's.
    if (transfer.status === "cancelled") {
      throw badRequest("transfer_cancel_failed", "short_reference", message("transfer_is_already_cancelled", `Transfer ${transfer.short_reference} is already cancelled`));
    }
    if (transfer.status === "completed") {
      throw badRequest("transfer_cancel_failed", "short_reference", message("transfer_is_already_completed", `Transfer ${transfer.short_reference} cannot be cancelled since it is already completed`));
    }
    cancelTransfer(demoService.store.data, transfer, demoService.clock.now());
    demoService.changed();
    return asReadBack(transfer);
  });
}

function visibleTransfer(demoService: DemoRuntime, id: string, accounts: ReadonlySet<string>): TransferInput {
  const transfer = byId(demoService.store.data.transfers, id);
  if (!transfer || !(accounts.has(transfer.source_account_id) || accounts.has(transfer.destination_account_id))) {
    throw notFound("transfer", "Transfer was not found for this ID"); // SW GetTransfer's own wording
  }
  return transfer;
}

/** A stored transfer as get, find and cancel answer it: `""` for what is absent. */
function asReadBack(transfer: TransferInput): TransferInput {
  return { ...transfer, reason: transfer.reason ?? "", completed_at: transfer.completed_at ?? "", unique_request_id: transfer.unique_request_id ?? "" };
}
