/**
 * A demo top-up, POST /v2/demo/funding/create (the provider calls it demo funding; docs/provider-api.md): credits a
 * balance as inbound funds, as the provider's demo environment does.
 * `receiver_account_number` names the account by its short reference (or its id). With `on_behalf_of` (SW
 * SimulateFunding lists it) the call acts for that contact's sub-account, and only that account can receive.
 */
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { DemoTopUpInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { checkMinorUnits } from "../amounts";
import { FieldErrors, message } from "../errors";
import { timestamp } from "../format";
import { topUpCredit } from "../ledger/movements";
import { acting, readParams } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { shortReference } from "../state";
import { RatesTable } from "../rates-table";
import { ISO_COUNTRIES } from "../rules/iso-countries";
import { recordMovement } from "../ledger/transactions";

/** The reference names no top-level code for SimulateFunding; `<entity>_<action>_failed` as elsewhere (Assumption, docs/provider-api.md §7). */
const ERROR_CODE = "demo_funding_create_failed";

/** SW SimulateFunding's amount refusals: not a number, or more decimals than the currency has (Assumption: its message names 2). */
const AMOUNT_INVALID = message("amount_is_invalid", "Amount should be numeric with 2 decimal points separated by '.'");
const AMOUNT_NOT_POSITIVE = message("amount_must_be_greater_than_0", "Amount must be greater than 0");
const AMOUNT_TOO_BIG = message("amount_must_be_less_than_1000000000000", "Amount must be less than 1 000 000 000 000");
const LARGEST_AMOUNT = new Decimal("1000000000000");

/**
 * SW SimulateFunding words its refusals its own way, unlike the other operations (§7's patterns): a missing value
 * `<field>_cant_be_blank` "<Field> can't be blank", a bad one `<field>_has_invalid_format` or `_is_invalid`, each
 * message starting with the field in words.
 */
const SPEC = {
  id: {
    kind: "uuid",
    required: true,
    missing: message("id_cant_be_blank", "ID can't be blank"),
    refused: { field: "id", entry: message("id_has_invalid_format", "ID should be in UUID format") },
  },
  receiver_account_number: {
    kind: "string",
    required: true,
    max: 255,
    missing: message("receiver_account_number_cant_be_blank", "Receiver account number can't be blank"),
  },
  amount: {
    kind: "amount",
    required: true,
    missing: message("amount_cant_be_blank", "Amount can't be blank"),
    // A number that is zero or less is `amount_must_be_greater_than_0`; anything else not taken `amount_is_invalid`.
    refused: { field: "amount", entry: (value: string) => (/^-?\d+(\.\d+)?$/.test(value.trim()) && Number(value) <= 0 ? AMOUNT_NOT_POSITIVE : AMOUNT_INVALID) },
  },
  currency: {
    kind: "currency",
    required: true,
    missing: message("currency_cant_be_blank", "Currency can't be blank"),
    // Three capitals that are no ISO 4217 code are `currency_is_invalid`; anything else `currency_has_invalid_format`
    // (an ISO code the demo does not hold: currency_not_supported_by_account, in the route).
    refused: {
      field: "currency",
      entry: (value: string) =>
        /^[A-Z]{3}$/.test(value) ? message("currency_is_invalid", "Currency is invalid") : message("currency_has_invalid_format", "Currency is not a valid ISO 4217 currency code"),
    },
  },
  action: { kind: "enum", values: ["approve", "reject"], refused: { field: "action", entry: message("action_is_invalid", "Action is invalid, should be in range: approve, reject") } },
  sender_name: { kind: "string", max: 255 },
  sender_address: { kind: "string", max: 255 },
  sender_country: {
    kind: "country",
    refused: { field: "sender_country", entry: message("sender_country_has_invalid_format", "Sender country is not a valid ISO 3166 country code") },
  },
  sender_reference: { kind: "string", max: 255 },
  // SW SimulateFunding declares each of these up to 255 characters (the demo had 50) and lists no message for a longer
  // one: the pattern's `_is_too_long` (Assumption).
  sender_account_number: { kind: "string", max: 255 },
  sender_routing_code: { kind: "string", max: 255 },
  receiver_routing_code: { kind: "string", max: 255 },
  // SW SimulateFunding: `on_behalf_of_is_not_valid_uuid` "on_behalf_of should be in UUID format" and
  // `on_behalf_of_self`; a contact the user cannot act for is `contact_not_found`, the code of the 40 operations that
  // list one (Assumption here: SimulateFunding lists none).
  on_behalf_of: { kind: "uuid" },
} as const;

export function registerDemoTopUpRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/demo/funding/create", async (request) => {
    const params = readParams(request, SPEC, ERROR_CODE);
    const who = acting(demoService, request, params.on_behalf_of, ERROR_CODE);
    const data = demoService.store.data;
    const errors = new FieldErrors();
    checkMinorUnits(errors, "amount", params.amount, params.currency, () => AMOUNT_INVALID);
    if (params.amount.gte(LARGEST_AMOUNT)) errors.add("amount", AMOUNT_TOO_BIG);
    // Acting for a contact, only its sub-account receives (Assumption: the reference says the call acts for it, not
    // which accounts it may then credit); otherwise the house account or any of its sub-accounts.
    const receiver = Object.values(data.accounts).find(
      (stored) =>
        (stored.wire.id === who.accountId || (!who.onBehalf && stored.parentId === who.accountId)) &&
        (stored.wire.short_reference === params.receiver_account_number || stored.wire.id === params.receiver_account_number.toLowerCase()),
    );
    if (!receiver) {
      errors.add("receiver_account_number", message("receiver_account_number_not_found", "Receiver account number not found")); // SW SimulateFunding
    }
    // SW SimulateFunding: two capitals that name no country are `sender_country_is_invalid` (anything else not two
    // capitals `sender_country_has_invalid_format`, above).
    if (params.sender_country !== undefined && !ISO_COUNTRIES.has(params.sender_country)) {
      errors.add("sender_country", message("sender_country_is_invalid", "Sender country is invalid"));
    }
    // SW SimulateFunding's `currency_not_supported_by_account`: an ISO currency the account cannot hold. Which: the
    // demo's own currencies (its reference/currencies), every account alike (Assumption: the demo keeps no currencies
    // per account; balances' unsupported_currency draws the same line).
    if (!RatesTable.has(params.currency)) errors.add("currency", message("currency_not_supported_by_account", "Currency not supported by account"));
    if (Object.hasOwn(data.topUps, params.id)) {
      errors.add("id", message("id_has_already_been_taken", "ID was already used in a previous request")); // SW SimulateFunding
    }
    errors.throwIfAny(ERROR_CODE);
    const accountId = receiver!.wire.id;

    const now = demoService.clock.now();
    const at = timestamp(now);
    const action = params.action ?? "approve";
    const topUp: DemoTopUpInput = {
      id: params.id,
      account_id: accountId,
      state: action === "approve" ? "approved" : "rejected",
      sender_name: params.sender_name ?? null,
      sender_address: params.sender_address ?? null,
      sender_country: params.sender_country ?? null,
      sender_reference: params.sender_reference ?? null,
      sender_account_number: params.sender_account_number ?? null,
      sender_routing_code: params.sender_routing_code ?? null,
      receiver_account_number: params.receiver_account_number,
      receiver_routing_code: params.receiver_routing_code ?? null,
      amount: formatAmount(params.amount, params.currency),
      currency: params.currency,
      action,
      short_reference: shortReference.inboundFunds(now),
      created_at: at,
      updated_at: at,
    };
    data.topUps[topUp.id] = topUp;
    if (action === "approve") {
      recordMovement(data, topUpCredit(topUp), now);
      demoService.lifecycle.credited(accountId, params.currency, now);
    }
    demoService.changed();
    return topUp;
  });
}
