import { describe, expect, it } from "@jest/globals";
import * as fixtures from "../wire-fixtures";
import { BadRequestError, NotFoundError } from "../../../../src/api";
import { errorReply } from "../../../support/fake-service";
import { clientOver, expectRefusal, onlyCall } from "../../../support/fake-client";

const newContact = {
  account_id: fixtures.ids.account,
  first_name: "Jane",
  last_name: "Doe",
  email_address: "jane.doe@acme.example",
  phone_number: "+44 20 7946 0000",
  timezone: "Europe/London",
  date_of_birth: "1980-05-17",
};

describe("contacts", () => {
  it("create posts the contact and parses it", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.contact() }));
    const contact = await core.contacts.create(newContact);
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/contacts/create");
    expect(call.form).toEqual(newContact);
    expect(contact.id).toBe(fixtures.ids.subAccountContact);
    expect(contact.mobile_phone_number).toBeNull();
    expect(contact.date_of_birth).toBe("1980-05-17");
  });

  it.each([
    ["account_id", { account_id: "ACME-1" }, "is_not_valid_uuid"],
    ["first_name", { first_name: "" }, "is_required"],
    ["email_address", { email_address: "" }, "is_required"],
    ["phone_number", { phone_number: "   " }, "is_required"],
    ["date_of_birth", { date_of_birth: "17/05/1980" }, "is_in_invalid_format"],
    ["status", { status: "active" as never }, "not_in_range"],
  ])("create refuses a bad %s before sending anything", async (field, overrides, code) => {
    const { core, service } = clientOver(() => ({ json: fixtures.contact() }));
    await expectRefusal(() => core.contacts.create({ ...newContact, ...overrides }), service.requests, field, code);
  });

  it("find posts its filters as a read and parses the envelope", async () => {
    const { core, calls } = clientOver(() => ({ json: { contacts: [fixtures.contact()], pagination: fixtures.pagination() } }));
    const result = await core.contacts.find({ account_id: fixtures.ids.account, email_address: "jane.doe@acme.example" });
    const call = onlyCall(calls);
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v2/contacts/find");
    expect(call.form).toEqual({ account_id: fixtures.ids.account, email_address: "jane.doe@acme.example" });
    expect(result.contacts[0]?.login_id).toBe("jane.doe@acme.example");
  });

  it("findAll yields every page's contacts", async () => {
    const { core, calls } = clientOver((request) => {
      const page = Number(request.form.page);
      return {
        json: {
          contacts: [fixtures.contact({ first_name: `Contact ${page}` })],
          pagination: fixtures.pagination({ total_entries: 2, total_pages: 2, current_page: page, next_page: page === 1 ? 2 : -1 }),
        },
      };
    });
    const pages = [];
    for await (const page of core.contacts.findAll({ account_id: fixtures.ids.account }).pages()) pages.push(page.items.map((c) => c.first_name));
    expect(pages).toEqual([["Contact 1"], ["Contact 2"]]);
    expect(calls().every((c) => c.form.account_id === fixtures.ids.account)).toBe(true);
  });

  it("get and current read one contact", async () => {
    const { core, calls } = clientOver(() => ({ json: fixtures.contact() }));
    await core.contacts.get(fixtures.ids.subAccountContact);
    await core.contacts.current();
    expect(calls().map((c) => [c.method, c.path])).toEqual([
      ["GET", `/v2/contacts/${fixtures.ids.subAccountContact}`],
      ["GET", "/v2/contacts/current"],
    ]);
  });

  const notFound = { code: "contact_not_found", message: "Contact was not found for this id" };

  it.each([
    ["404 (as the service answers a missing beneficiary)", 404],
    ["400 (as the reference lists it)", 400],
  ])("get and update take a contact_not_found on id answered %s as NotFoundError", async (_, status) => {
    const { core } = clientOver(() => errorReply(status, "contact_not_found", { id: [notFound] }));
    for (const call of [() => core.contacts.get(fixtures.ids.subAccountContact), () => core.contacts.update(fixtures.ids.subAccountContact, { phone_number: "1" })]) {
      const error = await call().then(() => undefined, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(NotFoundError);
      expect(error).toMatchObject({ status, errorCode: "contact_not_found", messages: { id: [{ ...notFound, params: {} }] } });
    }
  });

  it("keeps any other 400 of an update a BadRequestError (a login id in use is not a missing contact)", async () => {
    const { core } = clientOver(() => errorReply(400, "contact_update_failed", { login_id: [{ code: "login_id_in_use", message: "login_id already in use: ada" }] }));
    const error = await core.contacts.update(fixtures.ids.subAccountContact, { login_id: "ada" }).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).not.toBeInstanceOf(NotFoundError);
  });

  it("find refuses an account_id that is not a UUID", async () => {
    const { core, service } = clientOver(() => ({ json: {} }));
    await expectRefusal(() => core.contacts.find({ account_id: "acme" }), service.requests, "account_id", "is_not_valid_uuid");
  });
});

describe("contacts with values straight from cells", () => {
  it("refuses a number where text belongs instead of crashing", async () => {
    const { core, service } = clientOver(() => ({ json: fixtures.contact() }));
    await expectRefusal(
      () => core.contacts.create({ ...newContact, phone_number: 2079460000 as unknown as string }),
      service.requests,
      "phone_number",
      "type_is_wrong",
    );
  });
});
