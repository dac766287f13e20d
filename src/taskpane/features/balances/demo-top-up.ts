/**
 * Demo environments only: credits the account acted for with pretend inbound funds, as a bank transfer arriving
 * would, so a demo can pay and convert. The funds are addressed to the account's short reference; the id of the
 * inbound funds is made once per top-up, so a retried request never credits twice.
 */
import type { FxDeskClient } from "../../../api";
import type { DemoTopUp } from "../../../api/schemas";
import { parseAmount, parseCurrency } from "../../../domain";

interface TopUpRequest {
  /** The sub-account contact acted for; undefined for the house account. */
  actingAs: string | undefined;
  currency: string;
  /** As typed: "1,000.50". */
  amount: string;
  /** The inbound funds' id (a UUID), made once per submitted top-up. */
  topUpId: string;
}

export async function topUpDemoBalance(client: FxDeskClient, request: TopUpRequest): Promise<DemoTopUp> {
  const currency = parseCurrency(request.currency, "currency");
  const amount = parseAmount(request.amount, currency, "amount");
  const account =
    request.actingAs === undefined
      ? await client.core.accounts.current()
      : await client.core.accounts.get((await client.core.contacts.get(request.actingAs)).account_id);
  return client.core.demoTopUp.create({ id: request.topUpId, receiver_account_number: account.short_reference, amount, currency });
}
