/** The data a fresh demo service starts with: a house account with funded balances, and the users' contacts. */
import Decimal from "decimal.js";
import type { ContactInput } from "./wire";
import type { DemoUser } from "./demo-credentials";
import { timestamp } from "./format";
import { emptyData, newId, shortReference, type DemoData } from "./state";
import { recordMovement } from "./ledger/transactions";

/** Opening balances of the house account, generous enough for demos and benchmarks. */
const OPENING_BALANCES: Readonly<Record<string, string>> = {
  USD: "10000000.00",
  EUR: "10000000.00",
  GBP: "10000000.00",
  CHF: "5000000.00",
  CAD: "5000000.00",
  AUD: "5000000.00",
  JPY: "1000000000",
};

export const HOUSE_ACCOUNT_NAME = "FX Desk Demo Ltd";

export function seedData(now: number): DemoData {
  const houseAccountId = newId();
  const data = emptyData(houseAccountId);
  const at = timestamp(now);
  data.accounts[houseAccountId] = {
    parentId: null,
    wire: {
      id: houseAccountId,
      account_name: HOUSE_ACCOUNT_NAME,
      brand: "fxdesk",
      your_reference: null,
      status: "enabled",
      street: "1 Demo Street",
      city: "London",
      state_or_province: null,
      country: "GB",
      postal_code: "EC1A 1AA",
      spread_table: "flat_0.00",
      legal_entity_type: "company",
      identification_type: "incorporation_number",
      identification_value: "00000000",
      short_reference: shortReference.account(now),
      api_trading: true,
      online_trading: true,
      phone_trading: true,
      process_third_party_funds: false,
      settlement_type: "net",
      agent_or_reliance: false,
      terms_and_conditions_accepted: true,
      created_at: at,
      updated_at: at,
    },
  };
  for (const [currency, amount] of Object.entries(OPENING_BALANCES)) {
    // Like the provider's first transaction on a balance (SW-resp transactions): inbound funds, no short reference.
    recordMovement(
      data,
      {
        accountId: houseAccountId,
        currency,
        amount: new Decimal(amount),
        type: "credit",
        action: "funding",
        relatedEntityType: "inbound_funds",
        relatedEntityId: newId(),
        relatedEntityShortReference: "",
        reason: "Opening balance",
      },
      now,
    );
  }
  return data;
}

/**
 * Makes sure every configured user has a contact on the house account (a restored snapshot may predate a
 * changed login id) and returns the contacts by login id.
 */
export function ensureUserContacts(data: DemoData, users: readonly DemoUser[], now: number): Map<string, ContactInput> {
  const byLogin = new Map<string, ContactInput>();
  for (const contact of Object.values(data.contacts)) {
    if (contact.account_id === data.houseAccountId) byLogin.set(contact.login_id, contact);
  }
  const at = timestamp(now);
  for (const user of users) {
    if (byLogin.has(user.loginId)) continue;
    const id = newId();
    const contact: ContactInput = {
      id,
      login_id: user.loginId,
      first_name: user.firstName,
      last_name: user.lastName,
      account_id: data.houseAccountId,
      account_name: HOUSE_ACCOUNT_NAME,
      status: "enabled",
      locale: "en",
      timezone: "Europe/London",
      email_address: user.loginId,
      mobile_phone_number: null,
      phone_number: "+44 20 0000 0000",
      your_reference: null,
      date_of_birth: null,
      created_at: at,
      updated_at: at,
    };
    data.contacts[id] = contact;
    byLogin.set(user.loginId, contact);
  }
  return byLogin;
}
