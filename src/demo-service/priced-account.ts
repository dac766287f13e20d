/**
 * The account a fee call prices (SW QuotePaymentFee, GetPaymentFeeRules): `account_id`, else the signed-in user's.
 * Those calls take no on_behalf_of. An account other than the user's own or one of its sub-accounts is not found, as
 * every object of another account is (Assumption: the reference documents a 404 for them without a code).
 */
import type { FastifyRequest } from "fastify";
import { notFound } from "./errors";
import { signedInUser } from "./request-context";
import type { DemoRuntime } from "./runtime";

export function pricedAccount(demoService: DemoRuntime, request: FastifyRequest, accountId: string | undefined): string {
  const user = signedInUser(request);
  if (accountId === undefined || accountId === user.account_id) return user.account_id;
  if (demoService.store.data.accounts[accountId]?.parentId !== user.account_id) throw notFound("account");
  return accountId;
}
