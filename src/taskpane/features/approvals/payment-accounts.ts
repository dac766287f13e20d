/**
 * Which account each payment awaiting authorisation belongs to, and whom a call on it must act as. A payment carries
 * no account id, so its account is its creator's: a payment booked for a sub-account is created as that sub-account's
 * contact (on_behalf_of), one booked for the house as a house user. The house's own payments need no on_behalf_of;
 * a sub-account's are deleted on behalf of one of its enabled contacts — the creator while it is enabled, else another
 * (a disabled contact can no longer be acted for). In the view of one account, every call acts as that account does.
 */
import type { Contact, Payment } from "../../../api/schemas";
import { OnceEach } from "../../../domain";
import type { PaymentAccount } from "./approval-rows";

const UNKNOWN_ACCOUNT = "account not known";

interface AccountContext {
  /** The view of the house and every sub-account, rather than of the account acted for. */
  houseWide: boolean;
  actingAs: string | undefined;
  houseAccountId: string | undefined;
}

/** An enabled contact of a sub-account other than the ones already known, or undefined when it has none. */
export type EnabledContactFinder = (accountId: string) => Promise<string | undefined>;

/** Each payment's account by payment id; one lookup per sub-account whose creators are all disabled. */
export async function paymentAccounts(
  payments: readonly Payment[],
  creators: ReadonlyMap<string, Contact>,
  context: AccountContext,
  findEnabledContact: EnabledContactFinder,
): Promise<Map<string, PaymentAccount>> {
  // No limit of its own, as the lookups are few: only a sub-account whose creators are all disabled is looked up.
  const contactFor = new OnceEach<string | undefined>({ concurrency: Number.POSITIVE_INFINITY });
  const actAsIn = (accountId: string): Promise<string | undefined> =>
    contactFor.ask(accountId, () => {
      const enabled = [...creators.values()].find((contact) => contact.account_id === accountId && contact.status === "enabled");
      return enabled ? Promise.resolve(enabled.id) : findEnabledContact(accountId).catch(() => undefined);
    });
  const entries = await Promise.all(
    payments.map(async (payment): Promise<[string, PaymentAccount]> => {
      const creator = creators.get(payment.creator_contact_id);
      const name = creator?.account_name ?? UNKNOWN_ACCOUNT;
      if (!context.houseWide) return [payment.id, { name, actAs: context.actingAs }];
      if (creator === undefined || creator.account_id === context.houseAccountId) return [payment.id, { name, actAs: undefined }];
      return [payment.id, { name, actAs: await actAsIn(creator.account_id) }];
    }),
  );
  return new Map(entries);
}
