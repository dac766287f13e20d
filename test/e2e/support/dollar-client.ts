/**
 * The sub-account the Pay browser tests book for: "Orbit Trading Ltd", with one contact (Olive Orbit) and US dollars
 * only, so its euro rows are short and a conversion from dollars can cover them.
 */
import { randomUUID } from "node:crypto";
import type { FxDeskClient } from "../../../src/api";

export const DOLLAR_CLIENT_NAME = "Orbit Trading Ltd";

/** Creates the client and funds it; answers its contact's id (what a row's acting-as names). */
export async function createDollarClient(admin: FxDeskClient): Promise<string> {
  const account = await admin.core.accounts.create({ account_name: DOLLAR_CLIENT_NAME, legal_entity_type: "company", street: "1 Orbit Way", city: "London", country: "GB", postal_code: "EC1A 1AA" });
  const contact = await admin.core.contacts.create({
    account_id: account.id,
    first_name: "Olive",
    last_name: "Orbit",
    email_address: `olive.${randomUUID().slice(0, 8)}@example.com`,
    phone_number: "+44 20 0000 0000",
  });
  await admin.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: account.short_reference, amount: "100000.00", currency: "USD" });
  return contact.id;
}
