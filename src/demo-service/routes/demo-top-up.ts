/**
 * A demo top-up, POST /v2/demo/funding/create (the provider calls it demo funding; docs/provider-api.md): credits a
 * balance as inbound funds, as the provider's demo environment does.
 * `receiver_account_number` names the account by its short reference (or its id).
 */
import type { FastifyInstance } from "fastify";
import type { DemoTopUpInput } from "../wire";
import { formatAmount } from "../../domain/money";
import { checkMinorUnits } from "../amounts";
import { FieldErrors, message } from "../errors";
import { timestamp } from "../format";
import { topUpCredit } from "../ledger/movements";
import { readParams, signedInUser } from "../request-context";
import type { DemoRuntime } from "../runtime";
import { shortReference } from "../state";
import { recordMovement } from "../ledger/transactions";

const SPEC = {
  id: { kind: "uuid", required: true },
  receiver_account_number: { kind: "string", required: true, max: 50 },
  amount: { kind: "amount", required: true },
  currency: { kind: "currency", required: true },
  action: { kind: "enum", values: ["approve", "reject"] },
  sender_name: { kind: "string", max: 255 },
  sender_address: { kind: "string", max: 255 },
  sender_country: { kind: "country" },
  sender_reference: { kind: "string", max: 255 },
  sender_account_number: { kind: "string", max: 50 },
  sender_routing_code: { kind: "string", max: 50 },
  receiver_routing_code: { kind: "string", max: 50 },
} as const;

export function registerDemoTopUpRoutes(app: FastifyInstance, demoService: DemoRuntime): void {
  app.post("/v2/demo/funding/create", async (request) => {
    const params = readParams(request, SPEC, "demo_funding_create_failed");
    const user = signedInUser(request);
    const data = demoService.store.data;
    const errors = new FieldErrors();
    checkMinorUnits(errors, "amount", params.amount, params.currency);
    const receiver = Object.values(data.accounts).find(
      (stored) =>
        (stored.wire.id === user.account_id || stored.parentId === user.account_id) &&
        (stored.wire.short_reference === params.receiver_account_number || stored.wire.id === params.receiver_account_number.toLowerCase()),
    );
    if (!receiver) {
      errors.add("receiver_account_number", message("receiver_account_number_not_found", "Receiver account number not found")); // SW SimulateFunding
    }
    if (Object.hasOwn(data.topUps, params.id)) {
      errors.add("id", message("id_has_already_been_taken", "ID was already used in a previous request")); // SW SimulateFunding
    }
    errors.throwIfAny("demo_funding_create_failed");
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
