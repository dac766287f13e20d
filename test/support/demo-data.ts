/** Data tests create on the demo service: beneficiaries with valid bank details, sub-accounts, unique keys. */
import { randomUUID } from "node:crypto";
import { composeIBAN } from "ibantools";
import type { BeneficiaryCreateParams, FxDeskClient } from "../../src/api";
import type { Beneficiary } from "../../src/api/schemas/beneficiaries";
import type { Reachable } from "./demo-client";
import { call, type Params } from "./demo-http";

/** A German IBAN for bank code 37040044 and the given account number, with correct mod-97 check digits. */
export function germanIban(account: number): string {
  const iban = composeIBAN({ countryCode: "DE", bban: `37040044${String(account).padStart(10, "0")}` });
  if (iban === null) throw new Error(`no German IBAN for account ${account}`);
  return iban;
}

let ibanSerial = 0;

/** A EUR beneficiary with a German IBAN (valid check digits computed here), created through the client. */
export async function createEurBeneficiary(client: FxDeskClient, name: string, onBehalfOf?: string): Promise<Beneficiary> {
  return client.core.beneficiaries.create(
    { name, bank_account_holder_name: `${name} GmbH`, bank_country: "DE", currency: "EUR", iban: germanIban(++ibanSerial), payment_types: ["regular"] },
    { onBehalfOf },
  );
}

/** A GBP company beneficiary paid by sort code (the recorded examples' account), created through the client. */
export async function createGbpBeneficiary(client: FxDeskClient, name: string): Promise<Beneficiary> {
  return client.core.beneficiaries.create({
    name,
    bank_account_holder_name: `${name} Ltd`,
    bank_country: "GB",
    currency: "GBP",
    account_number: "41926819",
    routing_code_type_1: "sort_code",
    routing_code_value_1: "601613",
    beneficiary_entity_type: "company",
    beneficiary_company_name: `${name} Ltd`,
    payment_types: ["regular"],
  });
}

/** A UK beneficiary paid by sort code, as wire parameters of beneficiaries/create. */
export const GBP_BENEFICIARY: Params = {
  name: "Acme Ltd GBP",
  bank_account_holder_name: "Acme Ltd",
  bank_country: "GB",
  currency: "GBP",
  account_number: "41926819",
  routing_code_type_1: "sort_code",
  routing_code_value_1: "601613",
  beneficiary_entity_type: "company",
  beneficiary_company_name: "Acme Ltd",
};

/** Creates a sub-account and a contact on it over the wire; returns their ids (the contact id is the on_behalf_of value). */
export async function subAccount(demoService: Reachable, token: string, name: string, extra: Params = {}): Promise<{ accountId: string; contactId: string }> {
  const account = await call(demoService, "POST", "/v2/accounts/create", {
    account_name: name, legal_entity_type: "company", street: "1 Main St", city: "London", country: "GB", postal_code: "E1 6AN", ...extra,
  }, { token });
  if (account.status !== 200) throw new Error(JSON.stringify(account.body));
  const contact = await call(demoService, "POST", "/v2/contacts/create", {
    account_id: account.body.id, first_name: "Sam", last_name: name, email_address: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, phone_number: "+44 20 1234 5678",
  }, { token });
  if (contact.status !== 200) throw new Error(JSON.stringify(contact.body));
  return { accountId: account.body.id, contactId: contact.body.id };
}

/**
 * Books one payment outside any sheet so that only `left` of the account's balance in `beneficiary`'s currency stays
 * available (it is spoken for until it is released): rows then fall short by amounts any other balance can cover.
 */
export async function leaveAvailable(client: FxDeskClient, beneficiary: Beneficiary, left: string): Promise<string> {
  const { amount } = await client.core.balances.get(beneficiary.currency);
  const spoken = await client.core.payments.create({
    currency: beneficiary.currency,
    beneficiary_id: beneficiary.id,
    amount: amount.minus(left),
    reason: "Spoken for",
    reference: "OUTSIDE-SHEET",
    unique_request_id: uniqueKey("outside-sheet"),
  });
  return spoken.id;
}

/** A key no other test in the run uses. */
export function uniqueKey(label: string): string {
  return `${label}-${randomUUID()}`;
}

/** An Indian company called `name`, paid locally (IFSC and account number, with the address INR clearing carries). */
export function indianCompany(name: string, holder: string = name): BeneficiaryCreateParams {
  return indianCompanyParams(name, holder);
}

function indianCompanyParams(name: string, holder: string) {
  return {
    name,
    bank_account_holder_name: holder,
    bank_country: "IN",
    currency: "INR",
    account_number: "123456789012",
    routing_code_type_1: "ifsc",
    routing_code_value_1: "HDFC0000123",
    beneficiary_entity_type: "company" as const,
    beneficiary_company_name: holder,
    beneficiary_address: "12 Marine Drive",
    beneficiary_city: "Mumbai",
    beneficiary_country: "IN",
    payment_types: ["regular" as const],
  };
}

/** The Indian company as wire parameters. */
export const INR_BENEFICIARY: Params = indianCompanyParams("Mumbai Textiles INR", "Mumbai Textiles Pvt Ltd");

/** A company in Dubai paid in AED by Swift (IBAN and BIC), as wire parameters. */
export const AED_BENEFICIARY: Params = {
  name: "Dubai Trading AED",
  bank_account_holder_name: "Dubai Trading LLC",
  bank_country: "AE",
  currency: "AED",
  iban: "AE070331234567890123456",
  bic_swift: "EBILAEAD",
  beneficiary_entity_type: "company",
  beneficiary_company_name: "Dubai Trading LLC",
  beneficiary_address: "1 Sheikh Zayed Road",
  beneficiary_city: "Dubai",
  beneficiary_country: "AE",
  payment_types: ["priority"],
};
