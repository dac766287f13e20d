/**
 * Sub-accounts and contacts through the client against the demo service: account and contact update (every field
 * kept that is not sent, disable and enable, the documented refusals), finds by each documented filter, and the
 * value sets checked before anything is sent.
 */
import { describe, expect, it } from "@jest/globals";
import { BadRequestError, InvalidInputError, NotFoundError } from "../../../src/api";
import { withDemoService } from "../../support/with-demo-service";

const h = withDemoService({ perTest: true });

async function client(name: string, reference: string) {
  const account = await h.client.core.accounts.create({
    account_name: name, legal_entity_type: "company", street: "1 Quay St", city: "Bristol", country: "GB", postal_code: "BS1 1AA",
    your_reference: reference, identification_type: "incorporation_number", identification_value: "0123456", legal_entity_sub_type: "limited_liability_company",
  });
  const contact = await h.client.core.contacts.create({
    account_id: account.id, first_name: "Ada", last_name: name.replace(/\W/g, ""), email_address: `${reference.toLowerCase()}@client.example`,
    phone_number: "+44 117 000 0000", timezone: "Europe/London", date_of_birth: "1980-02-29",
  });
  return { account, contact };
}

describe("accounts update", () => {
  it("changes only the fields sent, disables and enables, and renames the account on its contacts", async () => {
    const { account, contact } = await client("Harbour Ltd", "HB-1");
    const renamed = await h.client.core.accounts.update(account.id, { account_name: "Harbour Holdings", spread_table: "flat_0.50" });
    expect(renamed).toMatchObject({ id: account.id, account_name: "Harbour Holdings", spread_table: "flat_0.50", city: "Bristol", street: "1 Quay St", your_reference: "HB-1", status: "enabled" });
    expect((await h.client.core.contacts.get(contact.id)).account_name).toBe("Harbour Holdings");
    expect((await h.client.core.accounts.update(account.id, { status: "disabled" })).status).toBe("disabled");
    expect((await h.client.core.accounts.find({ status: "disabled" })).accounts.map((a) => a.id)).toEqual([account.id]);
    expect((await h.client.core.accounts.update(account.id, { status: "enabled" })).status).toBe("enabled");
  });

  it("refuses an address or country change in words before sending (the provider refuses both), an unknown account, and a bad value before sending", async () => {
    const { account } = await client("Harbour Ltd", "HB-1");
    await expect(h.client.core.accounts.update("6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b", { account_name: "Bath Ltd" })).rejects.toBeInstanceOf(NotFoundError);
    const sent = h.sent.length;
    for (const [field, change] of [["country", { country: "US" }], ["city", { city: "Bath" }]] as const) {
      const refused = await h.client.core.accounts.update(account.id, change as never).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidInputError);
      expect([(refused as InvalidInputError).field, (refused as InvalidInputError).message]).toEqual([
        field, expect.stringContaining("is set when the account is created; the provider does not let you change an account's address or country here"),
      ]);
    }
    await expect(h.client.core.accounts.update(account.id, { status: "closed" as never })).rejects.toThrow(/status must be one of enabled, disabled, enabled_no_trading/);
    await expect(h.client.core.accounts.update(account.id, { identification_type: "library_card" })).rejects.toBeInstanceOf(InvalidInputError);
    expect(h.sent.length).toBe(sent);
  });
});

describe("accounts: what the reference allows (UpdateAccount's parameters, your_reference up to 25 characters)", () => {
  const TOO_LONG = "CL-" + "9".repeat(23);
  const LONGEST = "CL-" + "9".repeat(22);

  it("keeps the sub-type given at creation through an update that does not send it, and changes it when sent (SW UpdateAccount lists it)", async () => {
    const { account } = await client("Harbour Ltd", "HB-1");
    expect(account.legal_entity_sub_type).toBe("limited_liability_company");
    expect(await h.client.core.accounts.update(account.id, { account_name: "Harbour Holdings" })).toMatchObject({ account_name: "Harbour Holdings", legal_entity_sub_type: "limited_liability_company" });
    expect(await h.client.core.accounts.update(account.id, { legal_entity_sub_type: "trust" })).toMatchObject({ account_name: "Harbour Holdings", legal_entity_sub_type: "trust" });
    // What the service stored, not only what it answered.
    expect(h.demoService.state.data.accounts[account.id]?.wire).toMatchObject({ account_name: "Harbour Holdings", legal_entity_sub_type: "trust", city: "Bristol" });
    const sent = h.sent.length;
    const refused = await h.client.core.accounts.update(account.id, { legal_entity_sub_type: "guild" as never }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect([(refused as InvalidInputError).field, (refused as InvalidInputError).message]).toEqual(["legal_entity_sub_type", expect.stringContaining("use one of Sole trader")]);
    expect(h.sent.length).toBe(sent);
    expect(h.demoService.state.data.accounts[account.id]?.wire.legal_entity_sub_type).toBe("trust");
  });

  it("refuses a your_reference over 25 characters before sending, on create, update and find, saying the limit", async () => {
    const { account } = await client("Harbour Ltd", "HB-1");
    const sent = h.sent.length;
    const create = h.client.core.accounts.create({ account_name: "Long Ref Ltd", legal_entity_type: "company", street: "1 A St", city: "Bath", country: "GB", your_reference: TOO_LONG });
    await expect(create).rejects.toThrow("your_reference: your_reference has 26 characters; at most 25 are allowed");
    await expect(h.client.core.accounts.update(account.id, { your_reference: TOO_LONG })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(h.client.core.accounts.find({ your_reference: TOO_LONG })).rejects.toBeInstanceOf(InvalidInputError);
    expect(h.sent.length).toBe(sent);
    expect((await h.client.core.accounts.update(account.id, { your_reference: LONGEST })).your_reference).toBe(LONGEST);
    expect((await h.client.core.accounts.find({ your_reference: LONGEST })).accounts.map((a) => a.id)).toEqual([account.id]);
  });
});

describe("accounts find", () => {
  it("finds by name, your reference, status, city, country and postal code, every page", async () => {
    await client("Harbour Ltd", "HB-1");
    await client("Meadow plc", "MD-2");
    const find = async (params: Parameters<typeof h.client.core.accounts.find>[0]) => (await h.client.core.accounts.find(params)).accounts.map((a) => a.account_name);
    expect(await find({ account_name: "Meadow plc" })).toEqual(["Meadow plc"]);
    expect(await find({ your_reference: "HB-1" })).toEqual(["Harbour Ltd"]);
    expect(await find({ city: "Bristol", order: "account_name" })).toEqual(["Harbour Ltd", "Meadow plc"]);
    expect(await find({ country: "GB", postal_code: "BS1 1AA", per_page: 1, page: 2, order: "account_name" })).toEqual(["Meadow plc"]);
    const all = await h.client.core.accounts.findAll({ per_page: 1 }).toArray();
    expect(all.length).toBe(3);
  });
});

describe("contacts update", () => {
  it("changes the fields sent, disables and enables, and keeps login ids unique", async () => {
    const { contact } = await client("Harbour Ltd", "HB-1");
    const other = await client("Meadow plc", "MD-2");
    const updated = await h.client.core.contacts.update(contact.id, { phone_number: "+44 117 496 0000", timezone: "America/New_York", login_id: "grace.harbour" });
    expect(updated).toMatchObject({ first_name: "Ada", last_name: "HarbourLtd", phone_number: "+44 117 496 0000", timezone: "America/New_York", login_id: "grace.harbour", status: "enabled" });
    expect((await h.client.core.contacts.find({ login_id: "grace.harbour" })).contacts.map((c) => c.id)).toEqual([contact.id]);
    expect((await h.client.core.contacts.update(contact.id, { status: "not_enabled" })).status).toBe("not_enabled");
    expect((await h.client.core.contacts.find({ status: "not_enabled" })).contacts.map((c) => c.id)).toEqual([contact.id]);
    const taken = await h.client.core.contacts.update(other.contact.id, { login_id: "grace.harbour" }).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(BadRequestError);
    expect((taken as BadRequestError).errorCode).toBe("contact_update_failed");
    expect((taken as BadRequestError).messages.login_id?.[0]?.code).toBe("login_id_in_use");
  });

  it("refuses a bad e-mail and time zone with their fields, and an unknown contact as not found", async () => {
    const { contact } = await client("Harbour Ltd", "HB-1");
    const refused = await h.client.core.contacts.update(contact.id, { email_address: "not-an-email", timezone: "London" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BadRequestError);
    expect(Object.keys((refused as BadRequestError).messages).sort()).toEqual(["email_address", "timezone"]);
    await expect(h.client.core.contacts.update("6c046a7e-1f0e-4b7c-9d8a-2b1b1b1b1b1b", { phone_number: "1" })).rejects.toBeInstanceOf(NotFoundError);
  });
});
