/**
 * Setup for the maker-checker browser tests, over plain HTTP as the maker (the demo user) instead of through the
 * pane: the client (a sub-account and its contact, as the Clients tab's guided flow creates them) and its batch of
 * five payments awaiting authorisation (as a booking of the sample Payments sheet's rows 2–6 leaves them, their
 * two mistakes fixed). A test that checks the flow or the booking itself does them in the page instead.
 */
import type { Reachable } from "../../support/demo-client";
import { call, login, type Params } from "../../support/demo-http";
import { uniqueKey } from "../../support/demo-data";

export const CLIENT = "Harbour Trading Ltd";
export const CLIENT_REFERENCE = "HB-0001";
export const CONTACT = "Ada Lovelace";

/** The sample Payments sheet's rows 2–6, row 5's amount and row 6's IBAN fixed: payee, currency, amount, reference, reason, IBAN, holder. */
const BATCH = [
  ["Acme Supplies", "EUR", "1250.50", "INV-1001", "Invoice payment", "DE89370400440532013000", "Acme Supplies GmbH"],
  ["Müller Logistik", "EUR", "980.00", "RE-2024-77", "Services", "AT611904300234573201", "Müller Logistik AG"],
  ["Helvetia Parts", "CHF", "4300.00", "PO-5521", "Hardware", "CH9300762011623852957", "Helvetia Parts AG"],
  ["Dupont Conseil", "EUR", "310.25", "F-2024-12", "Consulting", "FR1420041010050500013M02606", "Dupont Conseil SARL"],
  ["Nordic Design", "EUR", "2150.00", "NDB-889", "Design work", "NL02ABNA0123456789", "Nordic Design BV"],
] as const;

export const REFERENCES: readonly string[] = BATCH.map(([, , , reference]) => reference);

async function created(demoService: Reachable, path: string, params: Params, token: string): Promise<string> {
  const answer = await call(demoService, "POST", path, params, { token });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

/** The client's sub-account (an LLC in Austin, TX) and its contact, created as the maker. */
export async function seedClient(demoService: Reachable): Promise<{ accountId: string; contactId: string }> {
  const token = await login(demoService);
  const accountId = await created(
    demoService,
    "/v2/accounts/create",
    {
      account_name: CLIENT,
      your_reference: CLIENT_REFERENCE,
      legal_entity_type: "company",
      legal_entity_sub_type: "limited_liability_company",
      street: "1 Quay Street",
      city: "Austin",
      state_or_province: "TX",
      postal_code: "78701",
      country: "US",
    },
    token,
  );
  const contactId = await created(
    demoService,
    "/v2/contacts/create",
    { account_id: accountId, first_name: "Ada", last_name: "Lovelace", email_address: "ada@harbour.example", phone_number: "512 555 0100" },
    token,
  );
  return { accountId, contactId };
}

/** The five payments (and their payees) created on the client's behalf as the maker: each awaits authorisation. Their ids by reference. */
export async function seedClientBatch(demoService: Reachable, contactId: string): Promise<Record<string, string>> {
  const token = await login(demoService);
  const ids: Record<string, string> = {};
  for (const [name, currency, amount, reference, reason, iban, holder] of BATCH) {
    const beneficiaryId = await created(
      demoService,
      "/v2/beneficiaries/create",
      { name, bank_account_holder_name: holder, bank_country: iban.slice(0, 2), currency, iban, on_behalf_of: contactId },
      token,
    );
    ids[reference] = await created(
      demoService,
      "/v2/payments/create",
      { currency, beneficiary_id: beneficiaryId, amount, reference, reason, unique_request_id: uniqueKey(reference), on_behalf_of: contactId },
      token,
    );
  }
  return ids;
}
