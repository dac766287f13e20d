import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "@jest/globals";
import { ApiError, BadRequestError } from "../../../src/api";
import { withDemoService } from "../../support/with-demo-service";

const h = withDemoService();

async function subAccount(name: string): Promise<{ accountId: string; contactId: string; shortReference: string }> {
  const account = await h.client.core.accounts.create({
    account_name: name,
    legal_entity_type: "company",
    street: "2 Client Road",
    city: "Leeds",
    country: "GB",
    postal_code: "LS1 1AA",
  });
  const contact = await h.client.core.contacts.create({
    account_id: account.id,
    first_name: "Client",
    last_name: name.replace(/[^A-Za-z]/g, ""),
    email_address: `${name.replace(/\W/g, "").toLowerCase()}@client.example`,
    phone_number: "+44 113 000 0000",
  });
  return { accountId: account.id, contactId: contact.id, shortReference: account.short_reference };
}

describe("sub-accounts, contacts and on_behalf_of", () => {
  let alpha: Awaited<ReturnType<typeof subAccount>>;
  let beta: Awaited<ReturnType<typeof subAccount>>;

  beforeAll(async () => {
    alpha = await subAccount("Alpha Trading");
    beta = await subAccount("Beta Imports");
  });

  it("creates, gets and finds accounts and contacts; current answers for the signed-in user", async () => {
    expect((await h.client.core.accounts.get(alpha.accountId)).account_name).toBe("Alpha Trading");
    const accounts = await h.client.core.accounts.find({ account_name: "Beta Imports" });
    expect(accounts.accounts.map((a) => a.id)).toEqual([beta.accountId]);
    expect((await h.client.core.contacts.get(alpha.contactId)).account_id).toBe(alpha.accountId);
    const contacts = await h.client.core.contacts.find({ account_id: beta.accountId });
    expect(contacts.contacts.map((c) => c.id)).toEqual([beta.contactId]);
    const me = await h.client.core.contacts.current();
    expect(me.login_id).toBe(h.client.config.loginId);
    expect((await h.client.core.accounts.current()).id).toBe(me.account_id);
  });

  it("keeps two sub-accounts apart: funds, balances and beneficiaries of one are invisible to the other", async () => {
    await h.client.core.demoTopUp.create({ id: randomUUID(), receiver_account_number: alpha.shortReference, amount: "5000.00", currency: "EUR" });
    const alphaEur = await h.client.core.balances.get("EUR", { onBehalfOf: alpha.contactId });
    expect(alphaEur.amount.toFixed(2)).toBe("5000.00");
    expect(alphaEur.account_id).toBe(alpha.accountId);

    const betaBalances = await h.client.core.balances.find({}, { onBehalfOf: beta.contactId });
    expect(betaBalances.balances.every((b) => b.account_id === beta.accountId)).toBe(true);
    expect(betaBalances.balances.find((b) => b.currency === "EUR" && b.amount.greaterThan(0))).toBeUndefined();

    const beneficiary = await h.client.core.beneficiaries.create(
      {
        name: "Alpha's supplier",
        bank_account_holder_name: "Supplier SARL",
        bank_country: "FR",
        currency: "EUR",
        iban: "FR1420041010050500013M02606",
        beneficiary_entity_type: "company",
        beneficiary_company_name: "Supplier SARL",
      },
      { onBehalfOf: alpha.contactId },
    );
    const seenByBeta = await h.client.core.beneficiaries.find({}, { onBehalfOf: beta.contactId });
    expect(seenByBeta.beneficiaries.map((b) => b.id)).not.toContain(beneficiary.id);
    const seenByAlpha = await h.client.core.beneficiaries.find({}, { onBehalfOf: alpha.contactId });
    expect(seenByAlpha.beneficiaries.map((b) => b.id)).toContain(beneficiary.id);
    // The house account sees its own objects only, unless scope says otherwise.
    const house = await h.client.core.beneficiaries.find({});
    expect(house.beneficiaries.map((b) => b.id)).not.toContain(beneficiary.id);
    const all = await h.client.core.beneficiaries.find({ scope: "all" });
    expect(all.beneficiaries.map((b) => b.id)).toContain(beneficiary.id);

    const error = await h.client.core.beneficiaries.get(beneficiary.id, { onBehalfOf: beta.contactId }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
  });

  it("answers an unknown contact and acting on behalf of oneself with the documented codes", async () => {
    const unknown = await h.client.core.balances.find({}, { onBehalfOf: randomUUID() }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(BadRequestError);
    expect((unknown as ApiError).hasCode("contact_not_found")).toBe(true);
    const me = await h.client.core.contacts.current();
    const self = await h.client.core.balances.find({}, { onBehalfOf: me.id }).catch((e: unknown) => e);
    expect((self as ApiError).hasCode("on_behalf_of_self")).toBe(true);
  });
});

describe("balances", () => {
  it("gets one currency and finds with filters, order and paging", async () => {
    const gbp = await h.client.core.balances.get("GBP");
    expect(gbp.currency).toBe("GBP");
    const page = await h.client.core.balances.find({ per_page: 2, order: "amount", order_asc_desc: "desc" });
    expect(page.pagination.per_page).toBe(2);
    expect(page.pagination.order).toBe("amount");
    expect(page.pagination.order_asc_desc).toBe("desc");
    const [first, second] = page.balances;
    expect(first && second && first.amount.greaterThanOrEqualTo(second.amount)).toBe(true);
    const filtered = await h.client.core.balances.find({ amount_from: "6000000", amount_to: "20000000" });
    expect(filtered.balances.every((b) => b.amount.greaterThanOrEqualTo(6000000) && b.amount.lessThanOrEqualTo(20000000))).toBe(true);
  });
});

describe("beneficiaries", () => {
  it("lists required details per currency and country, validates, creates, updates and deletes", async () => {
    const required = await h.client.core.reference.beneficiaryRequiredDetails({ currency: "GBP", bank_account_country: "GB", beneficiary_country: "GB" });
    const regular = required.details.find((d) => d.payment_type === "regular");
    expect(regular).toMatchObject({ acct_number: expect.any(String), sort_code: expect.any(String) });

    const details = {
      name: "Payroll Bureau",
      bank_account_holder_name: "Payroll Bureau Ltd",
      bank_country: "GB",
      currency: "GBP",
      account_number: "31926819",
      routing_code_type_1: "sort_code",
      routing_code_value_1: "601613",
      beneficiary_entity_type: "company" as const,
      beneficiary_company_name: "Payroll Bureau Ltd",
    };
    const validated = await h.client.core.beneficiaries.validate(details);
    expect(validated.account_number).toBe("31926819");
    expect((await h.client.core.beneficiaries.find({ name: "Payroll Bureau" })).beneficiaries).toHaveLength(0);

    const created = await h.client.core.beneficiaries.create(details);
    expect(created.default_beneficiary).toBe(false);
    const updated = await h.client.core.beneficiaries.update(created.id, { name: "Payroll Bureau (UK)" });
    expect(updated.name).toBe("Payroll Bureau (UK)");
    expect((await h.client.core.beneficiaries.get(created.id)).name).toBe("Payroll Bureau (UK)");
    await h.client.core.beneficiaries.delete(created.id);
    const gone = await h.client.core.beneficiaries.get(created.id).catch((e: unknown) => e);
    expect((gone as ApiError).status).toBe(404);
  });

  it("refuses bank details the currency's rules do not allow, naming the field", async () => {
    const error = await h.client.core.beneficiaries
      .create({
        name: "Bad sort code",
        bank_account_holder_name: "Someone",
        bank_country: "GB",
        currency: "GBP",
        account_number: "31926819",
        routing_code_type_1: "sort_code",
        routing_code_value_1: "12",
        beneficiary_entity_type: "individual",
        beneficiary_first_name: "Some",
        beneficiary_last_name: "One",
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(Object.keys((error as ApiError).messages).join(" ")).toEqual("routing_code");
    expect((error as ApiError).messages["routing_code"]?.[0]?.code).toBe("sort_code_is_invalid");
  });
});

describe("reference", () => {
  it("lists currencies with decimal places and payment dates with the first possible date", async () => {
    const { currencies } = await h.client.core.reference.currencies();
    expect(currencies.find((c) => c.code === "JPY")?.decimal_places).toBe(0);
    expect(currencies.find((c) => c.code === "GBP")?.decimal_places).toBe(2);
    const dates = await h.client.core.reference.paymentDates({ currency: "GBP" });
    expect(dates.first_payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [date, reason] of Object.entries(dates.invalid_payment_dates)) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(reason.length).toBeGreaterThan(0);
    }
  });
});
