import { parseCurrency, parseUuid } from "../../domain";
import type { CallOptions, Requester } from "../internal/request-spec";
import { splitCallOptions } from "./call-options";
import { demoTopUpSchema, type DemoTopUp } from "../schemas/demo-top-up";
import { optionalCountryCode, optionalOneOf, requiredText, wireAmount, type AmountValue } from "./request-values";

const TOP_UP_ACTIONS = ["approve", "reject"] as const;

/**
 * A demo top-up (demo environments only; the provider calls it demo funding, docs/provider-api.md): credits inbound
 * funds to an account as if a bank transfer had arrived.
 */
export interface DemoTopUpParams {
  /** A UUID the client chooses for the inbound funds. */
  id: string;
  /** Account number of the funding account to credit (see funding_accounts/find). */
  receiver_account_number: string;
  amount: AmountValue;
  currency: string;
  action?: (typeof TOP_UP_ACTIONS)[number];
  sender_name?: string;
  sender_address?: string;
  /** ISO 3166 alpha-2. */
  sender_country?: string;
  sender_reference?: string;
  sender_account_number?: string;
  sender_routing_code?: string;
  receiver_routing_code?: string;
}

export function createDemoTopUp(requester: Requester) {
  return {
    /** `onBehalfOf` credits that contact's sub-account, the only account it may then name (docs/demo-service.md "Demo funding for a sub-account"). */
    async create(params: DemoTopUpParams, callOptions: CallOptions = {}): Promise<DemoTopUp> {
      const { onBehalfOf, options } = splitCallOptions(callOptions);
      const currency = parseCurrency(params.currency, "currency");
      return requester.request({
        method: "POST",
        path: "/v2/demo/funding/create",
        params: {
          ...params,
          id: parseUuid(params.id, "id"),
          receiver_account_number: requiredText(params.receiver_account_number, "receiver_account_number"),
          amount: wireAmount(params.amount, currency),
          currency,
          action: optionalOneOf(params.action, TOP_UP_ACTIONS, "action"),
          sender_country: optionalCountryCode(params.sender_country, "sender_country"),
          on_behalf_of: onBehalfOf,
        },
        schema: demoTopUpSchema,
        options,
      });
    },
  };
}
